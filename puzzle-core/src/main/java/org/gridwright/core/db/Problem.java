package org.gridwright.core.db;

import java.util.Objects;

/**
 * Something wrong in a database file: the file (relative to the database folder), the 1-based line (0 when the
 * problem concerns the whole file) and what is wrong, in words for the author.
 */
public record Problem(String file, long line, String message) {
    public Problem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
    }

    /** {@code file:line: message}, or {@code file: message} for a whole-file problem. */
    @Override
    public String toString() {
        return line > 0 ? file + ":" + line + ": " + message : file + ": " + message;
    }
}
