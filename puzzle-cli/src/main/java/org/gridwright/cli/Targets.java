package org.gridwright.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.gridwright.core.io.AtomicFiles;
import org.gridwright.core.text.Templates;

/**
 * Checks the places a command will write before it does any work, so that a folder given for a file (or a file for
 * a folder, or a folder that is not there) is said at once, in words, instead of after a long generation and in
 * the terms of a temporary file the user never named.
 */
final class Targets {
    private static final Templates T = Templates.of("org.gridwright.cli.Targets", Locale.ENGLISH);

    private Targets() {
    }

    /**
     * {@code file} (given with {@code option}) can be written as a file: it is no folder, and its folder exists.
     * {@code example} is a file name the message offers when a folder was given ({@code puzzle.pdf}).
     */
    static void file(String option, Path file, String example) throws UsageException {
        notEmpty(option, file);
        if (Files.isDirectory(file)) {
            throw new UsageException(T.fill("isFolder", option, file, file.resolve(example)));
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new UsageException(T.fill("noFolder", option, file, dir));
        }
        try {
            AtomicFiles.checkTarget(file);
        } catch (FileSystemException e) {
            throw new UsageException(T.fill("notRegular", option, file, reason(e)));
        }
    }

    /** Refuses an empty path (which would mean the current folder) as the value of {@code option}. */
    static void notEmpty(String option, Path path) throws UsageException {
        if (path.toString().isEmpty()) {
            throw new UsageException(T.fill("empty", option));
        }
    }

    /**
     * Why a write or read failed, in the system's words and without the file's name (the message around it names
     * the file the user gave; {@link AtomicFiles} never names its temporary file).
     */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** {@code dir} (given with {@code option}) is a folder or can be made one: it is not a file. */
    static void folder(String option, Path dir) throws UsageException {
        notEmpty(option, dir);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException(T.fill("isFile", option, dir));
        }
    }
}
