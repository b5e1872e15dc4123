package org.gridwright.core.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridwright.core.text.Templates;

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

    private static final Templates MSG = Templates.of("org.gridwright.core.io.Messages", Locale.ENGLISH);
    private static final long PID = ProcessHandle.current().pid();
    private static final String TEMP_SUFFIX = ".tmp";
    /** Characters of the target's name kept in a temporary file's name (file systems take 255 bytes). */
    private static final int STEM = 40;
    /** The end of a temporary file's name after the target's stem: the process id and a random UUID. */
    private static final Pattern TEMP_NAME = Pattern.compile(
            "(?:\\.(\\d{1,19}))?\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.tmp");

    private AtomicFiles() {
    }

    /**
     * Writes {@code target} atomically with what {@code content} writes. The target must be a regular file or not
     * exist yet (a link to a regular file is followed and the file it names is replaced, the link kept); a folder,
     * device, pipe or socket is refused before anything is written. Temporary files of earlier writes to the same
     * folder whose process is gone (a run killed while writing) are removed first.
     *
     * @throws FileSystemException naming {@code target} (never the temporary file) and the reason: that it is no
     *                             regular file, or what the system said (permission denied, no space left, file
     *                             name too long, …)
     */
    public static void write(Path target, Content content) throws IOException {
        Path real = checkTarget(target);
        removeStaleTemps(real);
        Path tmp = tempBeside(real);
        try {
            writeTemp(tmp, content);
            moveOver(tmp, real);
        } catch (IOException e) {
            throw failure(target, e);
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the folder refused even the removal; the failure above says why
            }
        }
    }

    /**
     * Checks that {@code target} may be written as a file and returns the path to write: {@code target} itself, or
     * the file a link at {@code target} names.
     *
     * @throws FileSystemException naming {@code target} when it is a folder, a device, a pipe or a socket
     */
    public static Path checkTarget(Path target) throws FileSystemException {
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(target, BasicFileAttributes.class);
        } catch (IOException e) {
            // nothing there (or a dangling link): a new file is made
            return target;
        }
        if (attrs.isDirectory()) {
            throw new FileSystemException(target.toString(), null, MSG.fill("target.folder"));
        }
        if (!attrs.isRegularFile()) {
            throw new FileSystemException(target.toString(), null, MSG.fill("target.notRegular"));
        }
        if (Files.isSymbolicLink(target)) {
            try {
                return target.toRealPath();
            } catch (IOException e) {
                return target;
            }
        }
        return target;
    }

    /**
     * The same failure said of {@code target}: the system's reason without the temporary file's name, which the user
     * never gave.
     */
    public static FileSystemException failure(Path target, IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null && f.getFile().equals(target.toString())
                && f.getOtherFile() == null) {
            return f;
        }
        FileSystemException r = new FileSystemException(target.toString(), null, reason(e));
        r.initCause(e);
        return r;
    }

    /** What the system said went wrong, in a few words. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return MSG.fill("reason.denied");
        }
        if (e instanceof NoSuchFileException) {
            return MSG.fill("reason.noFolder");
        }
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null) {
                return f.getReason();
            }
            return MSG.fill("reason.unknown");
        }
        return e.getMessage() != null ? e.getMessage() : MSG.fill("reason.unknown");
    }

    /** Writes {@code text} as UTF-8 to {@code target} atomically. */
    public static void writeString(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(target, out -> out.write(bytes));
    }

    /**
     * A fresh name for a temporary file in the folder of {@code target} (nothing is created). Use it with
     * {@link #writeTemp} and {@link #moveOver} to replace several files together: write every temporary file first,
     * then move them all. The name is hidden, starts with (the first characters of) the target's name, carries the
     * writing process's id (so that {@link #removeStaleTemps} knows it for one of a process that is gone) and stays
     * short enough for any target name the file system takes.
     */
    public static Path tempBeside(Path target) {
        Path abs = target.toAbsolutePath();
        Path dir = Objects.requireNonNullElse(abs.getParent(), abs.getRoot());
        return dir.resolve("." + stem(abs) + "." + PID + "." + UUID.randomUUID() + TEMP_SUFFIX);
    }

    /**
     * Removes the temporary files of this class beside {@code target} (of any target whose name starts the same)
     * whose writing process no longer runs: what a run killed in the middle of a write leaves. Files of a live
     * process, and anything not named as this class names its temporary files, are left alone. Quietly does nothing
     * when the folder cannot be listed.
     */
    public static void removeStaleTemps(Path target) {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null) {
            return;
        }
        String prefix = "." + stem(abs) + ".";
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, e -> {
            String n = e.getFileName().toString();
            return n.startsWith(prefix) && n.endsWith(TEMP_SUFFIX);
        })) {
            for (Path p : s) {
                Matcher m = TEMP_NAME.matcher(p.getFileName().toString().substring(prefix.length() - 1));
                if (m.matches() && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        && (m.group(1) != null ? !alive(Long.parseLong(m.group(1))) : olderThanADay(p))) {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException e) {
                        // not ours to remove after all (another user's folder); leave it
                    }
                }
            }
        } catch (IOException | UncheckedIOException | SecurityException e) {
            // a folder that cannot be listed: the write itself will say what is wrong
        }
    }

    /** A temporary file named without a process id (by an earlier version) is stale when a day old. */
    private static boolean olderThanADay(Path p) {
        try {
            return Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS).toInstant()
                    .isBefore(java.time.Instant.now().minus(java.time.Duration.ofDays(1)));
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean alive(long pid) {
        return pid == PID || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static String stem(Path abs) {
        Path name = abs.getFileName();
        String n = name == null ? "" : name.toString();
        return n.length() <= STEM ? n : n.substring(0, STEM);
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
        Path current = null;
        try {
            for (Path target : targetToTemp.keySet()) {
                current = target;
                checkTarget(target);
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Path backup = tempBeside(target);
                    keep(target, backup);
                    backups.put(target, backup);
                }
            }
            for (Map.Entry<Path, Path> e : targetToTemp.entrySet()) {
                current = e.getKey();
                moveOver(e.getValue(), e.getKey());
                moved.add(e.getKey());
            }
        } catch (IOException | RuntimeException e) {
            Exception thrown = e instanceof IOException io && current != null ? failure(current, io) : e;
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
                    thrown.addSuppressed(again);
                }
            }
            if (thrown instanceof IOException io) {
                throw io;
            }
            throw (RuntimeException) thrown;
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
