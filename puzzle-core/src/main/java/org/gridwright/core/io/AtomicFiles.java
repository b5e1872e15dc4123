package org.gridwright.core.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * Writes files atomically: the content goes to a temporary file beside the target, is flushed to disk, and is then
 * moved over the target in one step. Readers see the old file or the new one, never a part.
 *
 * <p>The temporary file is made like any new file (so the result has the user's usual permissions, not the
 * owner-only ones of {@link Files#createTempFile}); a file that is replaced keeps its permissions.
 */
public final class AtomicFiles {

    /** Writes the content of a file to a stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * Writes {@code target} atomically with what {@code content} writes.
     *
     * @throws FileSystemException naming {@code target} when it is a folder (before anything is written)
     */
    public static void write(Path target, Content content) throws IOException {
        if (Files.isDirectory(target)) {
            throw new FileSystemException(target.toString(), null, "is a folder, not a file");
        }
        Path tmp = tempBeside(target);
        try {
            writeTemp(tmp, content);
            moveOver(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Writes {@code text} as UTF-8 to {@code target} atomically. */
    public static void writeString(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(target, out -> out.write(bytes));
    }

    /**
     * A fresh name for a temporary file in the folder of {@code target} (nothing is created). Use it with
     * {@link #writeTemp} and {@link #moveOver} to replace several files together: write every temporary file first,
     * then move them all.
     */
    public static Path tempBeside(Path target) {
        Path abs = target.toAbsolutePath();
        Path dir = Objects.requireNonNullElse(abs.getParent(), abs.getRoot());
        return dir.resolve("." + abs.getFileName() + "." + UUID.randomUUID() + ".tmp");
    }

    /** Creates {@code tmp} (it must not exist), writes the content and forces it to disk. */
    public static void writeTemp(Path tmp, Content content) throws IOException {
        try (OutputStream out = new BufferedOutputStream(
                Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
            content.writeTo(out);
        }
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }

    /** Moves {@code tmp} over {@code target}, atomically where the file system allows, keeping target's permissions. */
    public static void moveOver(Path tmp, Path target) throws IOException {
        keepPermissions(target, tmp);
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Replaces several files together: moves each temporary file (the values, written with {@link #writeTemp}) over
     * its target (the keys), all or none. Every target that exists is first kept under a backup name beside it (a
     * hard link where the file system has them, else a copy); when a move fails, the targets already replaced get
     * their old content back, those that did not exist are removed again, and the failure is thrown. The backups
     * are removed in the end. Only the machine stopping in the middle of the moves can leave a mix of old and new.
     */
    public static void moveAllOver(Map<Path, Path> targetToTemp) throws IOException {
        Map<Path, Path> backups = new LinkedHashMap<>();
        List<Path> moved = new ArrayList<>();
        try {
            for (Path target : targetToTemp.keySet()) {
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Path backup = tempBeside(target);
                    keep(target, backup);
                    backups.put(target, backup);
                }
            }
            for (Map.Entry<Path, Path> e : targetToTemp.entrySet()) {
                moveOver(e.getValue(), e.getKey());
                moved.add(e.getKey());
            }
        } catch (IOException | RuntimeException e) {
            for (int i = moved.size() - 1; i >= 0; i--) {
                Path target = moved.get(i);
                try {
                    Path backup = backups.remove(target);
                    if (backup != null) {
                        moveOver(backup, target);
                    } else {
                        Files.deleteIfExists(target);
                    }
                } catch (IOException | RuntimeException again) {
                    e.addSuppressed(again);
                }
            }
            throw e;
        } finally {
            for (Path b : backups.values()) {
                Files.deleteIfExists(b);
            }
        }
    }

    /** A second name for {@code file}'s content: a hard link, or a copy where links cannot be made. */
    private static void keep(Path file, Path backup) throws IOException {
        try {
            Files.createLink(backup, file);
        } catch (IOException | UnsupportedOperationException e) {
            Files.deleteIfExists(backup);
            Files.copy(file, backup, StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
        }
    }

    private static void keepPermissions(Path from, Path to) throws IOException {
        if (!Files.exists(from)) {
            return;
        }
        PosixFileAttributeView view = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView target = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (view != null && target != null) {
            Set<PosixFilePermission> perms = view.readAttributes().permissions();
            target.setPermissions(perms);
        }
    }
}
