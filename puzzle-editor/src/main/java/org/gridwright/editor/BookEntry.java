package org.gridwright.editor;

import java.nio.file.Path;
import java.util.Objects;
import org.gridwright.core.model.Puzzle;

/**
 * One puzzle of a book: its file, and the puzzle as its open editor holds it when that has unsaved changes (then the
 * book prints the editor's puzzle, not the file).
 *
 * @param file   the {@code .lgp} file
 * @param edited the open editor's unsaved puzzle, or null to read the file
 */
record BookEntry(Path file, Puzzle edited) {
    BookEntry {
        Objects.requireNonNull(file, "file");
    }

    /** A puzzle read from its file. */
    static BookEntry ofFile(Path file) {
        return new BookEntry(file, null);
    }

    /** True when the book takes this puzzle from an open editor. */
    boolean fromEditor() {
        return edited != null;
    }

    /** The file's name, as the dialog lists it. */
    String name() {
        Path n = file.getFileName();
        return n == null ? file.toString() : n.toString();
    }
}
