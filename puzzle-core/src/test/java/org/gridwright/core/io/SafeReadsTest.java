package org.gridwright.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.LegacyImport;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every reader takes regular files only and never more than the size limit (issue 20). */
class SafeReadsTest {
    @TempDir
    Path dir;

    private Path fifo(String name) throws Exception {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Process p = new ProcessBuilder("mkfifo", f.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available here");
        return f;
    }

    @Test
    void aPipeIsRefusedWithoutBlocking() throws Exception {
        Path f = fifo("p.lgp");
        // the guard against a hang only: a pipe opened for reading blocks until a writer comes, which never does
        PuzzleFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(f)));
        assertEquals(f + ": is not a regular file (a device, a pipe or a socket); only regular files are read",
                e.getMessage());
    }

    @Test
    void anEndlessDeviceIsRefusedNotReadToTheEnd() {
        Path zero = Path.of("/dev/zero");
        Assumptions.assumeTrue(Files.exists(zero), "no /dev/zero here");
        PuzzleFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(zero)));
        assertTrue(e.getMessage().startsWith("/dev/zero: is not a regular file"), e.getMessage());
    }

    @Test
    void theLimitHoldsWhateverTheSizeTheFileSystemGives() throws IOException {
        Path big = dir.resolve("big.bin");
        Files.write(big, new byte[1001]);
        BoundedFiles.TooLargeException e = assertThrows(BoundedFiles.TooLargeException.class,
                () -> BoundedFiles.read(big, 1000));
        assertEquals(big + ": is larger than 1000 bytes, the most a file may hold", e.getMessage());
        assertEquals(1000, BoundedFiles.read(big, 1001).length - 1);
    }

    @Test
    void aDatabaseFileThatIsNotUtf8IsNamedWithItsLineNotInputLength() throws IOException {
        Path db = dir.resolve("db");
        CategoryDatabase.bundled().save(db);
        Path items = db.resolve("items.csv");
        List<String> lines = Files.readAllLines(items, StandardCharsets.UTF_8);
        lines.set(4, lines.get(4) + "\u00e9");
        Files.write(items, String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1));
        IOException e = assertThrows(IOException.class, () -> CategoryDatabase.load(db));
        assertEquals(items + ": line 5: byte " + (String.join("\n", lines.subList(0, 5)).length())
                + " is not UTF-8 (save the file as UTF-8)", e.getMessage());
        assertFalse(e.getMessage().contains("Input length"));
    }

    @Test
    void aDatabaseFileThatIsAPipeIsRefusedWithoutBlocking() throws Exception {
        Path db = dir.resolve("db");
        CategoryDatabase.bundled().save(db);
        Files.delete(db.resolve("labels.csv"));
        Path f = fifo("db/labels.csv");
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(IOException.class, () -> CategoryDatabase.load(db)));
        assertEquals(f + ": is not a regular file (a device, a pipe or a socket); only regular files are read",
                e.getMessage());
    }

    @Test
    void importDoesNotFollowLinksOutOfTheFolder() throws IOException {
        Path outside = dir.resolve("outside");
        Files.createDirectories(outside.resolve("secrets"));
        Files.writeString(outside.resolve("passwd.txt"), "# 1\nroot\ndaemon\n");
        Files.writeString(outside.resolve("secrets/keys.txt"), "# 1\nkey one\nkey two\n");
        Path in = dir.resolve("legacy");
        Files.createDirectories(in.resolve("names"));
        Files.writeString(in.resolve("names/first.txt"), "# 1\nAnna\nEwa\n");
        Files.createSymbolicLink(in.resolve("names/passwd.txt"), outside.resolve("passwd.txt"));
        Files.createSymbolicLink(in.resolve("secrets"), outside.resolve("secrets"));
        Files.createSymbolicLink(in.resolve("names/same.txt"), in.resolve("names/first.txt"));
        LoadResult r = LegacyImport.importFolder(in);
        List<String> ids = r.db().categories().stream().map(c -> c.id()).sorted().toList();
        assertEquals(List.of("first", "same"), ids, "a link inside the folder is followed, those out of it not");
        assertTrue(r.problems().stream().anyMatch(p -> p.file().equals("names/passwd.txt")
                && p.message().contains("outside the folder")), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.file().equals("secrets")), r.problems().toString());
    }
}
