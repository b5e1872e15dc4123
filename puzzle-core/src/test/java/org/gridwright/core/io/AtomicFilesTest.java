package org.gridwright.core.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void writesTheContentAndLeavesNoTemporaryFile() throws IOException {
        Path f = dir.resolve("a.lgp");
        AtomicFiles.writeString(f, "ząb\n");
        assertEquals("ząb\n", Files.readString(f, StandardCharsets.UTF_8));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aFolderAsTargetIsRefusedByItsOwnNameAndLeftUntouched() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("out"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(folder, "x"));
        assertEquals(folder + ": is a folder, not a file", e.getMessage());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(java.util.List.of(folder), s.toList(), "no temporary file left beside it");
        }
        try (Stream<Path> s = Files.list(folder)) {
            assertEquals(0, s.count());
        }
    }

    @Test
    void aFailedWriteKeepsTheOldFileWholeAndLeavesNoTemporaryFile() throws IOException {
        Path f = dir.resolve("a.lgp");
        Files.writeString(f, "old");
        assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write("half of the new".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertArrayEquals("old".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(f));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aNewFileIsReadableByOthersAndAReplacedFileKeepsItsPermissions() throws IOException {
        Path fresh = dir.resolve("fresh.csv");
        AtomicFiles.writeString(fresh, "x");
        Path plain = dir.resolve("plain.csv");
        Files.writeString(plain, "x");
        // the same permissions as any file the user makes (the umask's), not a temp file's owner-only ones
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(fresh));
        Path kept = dir.resolve("kept.csv");
        Files.writeString(kept, "old");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.writeString(kept, "new");
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
        assertEquals("new", Files.readString(kept));
    }

    // ---- targets that are not regular files, failures, stale temporary files (issue 20) ----

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aPipeAtTheTargetIsRefusedByNameAndStaysAPipe() throws Exception {
        Path fifo = dir.resolve("out.lgp");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available here");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(fifo, "x"));
        assertEquals(fifo + ": is not a regular file (a device, a pipe or a socket); only regular files are written",
                e.getMessage());
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "still the pipe, not replaced by a file");
        assertEquals(List.of(fifo), list(dir), "no temporary file left beside it");
    }

    @Test
    void aDeviceIsRefusedBeforeAnythingIsWritten() {
        // checked only, never written: an old build would have replaced the device
        Path dev = Path.of("/dev/null");
        Assumptions.assumeTrue(Files.exists(dev), "no /dev/null here");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.checkTarget(dev));
        assertTrue(e.getMessage().startsWith("/dev/null: is not a regular file"), e.getMessage());
    }

    @Test
    void aLinkToARegularFileIsFollowedAndKept() throws IOException {
        Path real = dir.resolve("real.lgp");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.lgp"), real.getFileName());
        AtomicFiles.writeString(link, "new");
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals("new", Files.readString(real));
    }

    @Test
    void aFailureNamesTheTargetAndTheReasonNeverTheTemporaryFile() throws IOException {
        Path missing = dir.resolve("no-such-folder").resolve("a.lgp");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(missing, "x"));
        assertEquals(missing + ": its folder does not exist", e.getMessage());

        Path f = dir.resolve("b.lgp");
        IOException full = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            throw new IOException("No space left on device");
        }));
        assertEquals(f + ": No space left on device", full.getMessage());

        Path tooLong = dir.resolve("x".repeat(300) + ".lgp");
        IOException longName = assertThrows(IOException.class, () -> AtomicFiles.writeString(tooLong, "x"));
        assertTrue(longName.getMessage().startsWith(tooLong + ": "), longName.getMessage());
        assertFalse(longName.getMessage().contains(".tmp"), longName.getMessage());
        assertEquals(List.of(), list(dir), "nothing left behind");
    }

    @Test
    void aLongNameTheFileSystemTakesIsWrittenThoughItsTemporaryNameWouldBeLonger() throws IOException {
        Path f = dir.resolve("y".repeat(240) + ".lgp");
        AtomicFiles.writeString(f, "x");
        assertEquals(List.of(f), list(dir));
    }

    @Test
    void staleTemporaryFilesOfAGoneProcessAreRemovedThoseOfALiveOneKept() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        long deadPid = gone.pid();
        Assumptions.assumeFalse(ProcessHandle.of(deadPid).isPresent(), "the pid was taken again at once");
        Path target = dir.resolve("a.lgp");
        Path stale = dir.resolve(".a.lgp." + deadPid + "." + UUID.randomUUID() + ".tmp");
        Path live = dir.resolve(".a.lgp." + ProcessHandle.current().pid() + "." + UUID.randomUUID() + ".tmp");
        Path oldVersion = dir.resolve(".a.lgp." + UUID.randomUUID() + ".tmp");
        Path notOurs = dir.resolve(".a.lgp.notes.tmp");
        for (Path p : List.of(stale, live, oldVersion, notOurs)) {
            Files.writeString(p, "half");
        }
        Files.setLastModifiedTime(oldVersion, FileTime.from(Instant.now().minus(Duration.ofDays(2))));
        AtomicFiles.writeString(target, "whole");
        assertFalse(Files.exists(stale), "a temporary file of a process that is gone");
        assertFalse(Files.exists(oldVersion), "a day-old temporary file of an earlier version");
        assertTrue(Files.exists(live), "a temporary file of a live process (a write under way)");
        assertTrue(Files.exists(notOurs), "a file not named as ours");
        assertEquals("whole", Files.readString(target));
    }
}
