package org.gridwright.core.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
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
}
