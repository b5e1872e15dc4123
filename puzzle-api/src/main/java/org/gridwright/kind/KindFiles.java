package org.gridwright.kind;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Atomic writes for kinds: a temporary file beside the target, flushed, then moved over it in one step. */
public final class KindFiles {
    private KindFiles() {
    }

    /**
     * Writes {@code bytes} to {@code target} atomically; only to a regular file (or a new one).
     *
     * @throws FileSystemException naming {@code target} when it exists and is not a regular file
     */
    public static void writeAtomically(Path target, byte[] bytes) throws IOException {
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw new FileSystemException(target.toString(), null, "is not a regular file");
        }
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Path tmp = dir.resolve("." + abs.getFileName() + "." + ProcessHandle.current().pid() + "."
                + Thread.currentThread().getId() + ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                out.write(bytes);
                out.flush();
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
