package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line on the inputs and targets of issue 20: empty paths, pipes, devices, huge grids, raw labels. */
class RobustnessCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<Path> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.toList();
        }
    }

    private Path fifo(String name) throws Exception {
        Path f = dir.resolve(name);
        Process p = new ProcessBuilder("mkfifo", f.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available here");
        return f;
    }

    @Test
    void anEmptyOutDirIsRefusedLikeAnEmptyOut() throws IOException {
        Path cwd = Path.of("").toAbsolutePath();
        List<Path> before = files(cwd);
        assertEquals(Main.USAGE, run("generate", "--count", "2", "--out-dir", "", "--seed", "1"));
        assertEquals("gridwright generate: --out-dir: the path is empty; give a file or folder name (. for the "
                + "current folder)\n", err());
        assertEquals(Main.USAGE, run("generate", "--out", "", "--seed", "1"));
        assertTrue(err().contains("--out: the path is empty"), err());
        assertEquals(before, files(cwd), "nothing written into the current folder");
    }

    @Test
    void anEmptyExportPathIsRefused() {
        assertEquals(Main.USAGE, run("categories", "export", ""));
        assertEquals("gridwright categories: export: the path is empty; give a folder name (. for the current "
                + "folder)\n", err());
    }

    @Test
    void aPipeAsOutIsRefusedByNameBeforeAnyWork() throws Exception {
        Path f = fifo("out.lgp");
        assertEquals(Main.USAGE, run("generate", "--out", f.toString(), "--seed", "1"));
        assertEquals("gridwright generate: --out " + f + ": is not a regular file (a device, a pipe or a socket); "
                + "only regular files are written\n", err());
        assertFalse(Files.isRegularFile(f), "the pipe is still there");
        assertEquals(List.of(f), files(dir));
    }

    private Path grid(String name, int categories, int items, String label) throws IOException {
        StringBuilder sb = new StringBuilder("{\"format\": \"gridwright/1\", \"categories\": [");
        for (int c = 0; c < categories; c++) {
            sb.append(c > 0 ? ", " : "").append("{\"name\": \"C").append(c).append("\", \"kind\": \"categorical\", ")
                    .append("\"items\": [");
            for (int i = 0; i < items; i++) {
                sb.append(i > 0 ? ", " : "").append('"').append(c == 0 && i == 0 ? label : "i" + c + "_" + i)
                        .append('"');
            }
            sb.append("]}");
        }
        sb.append("], \"clues\": []}");
        Path f = dir.resolve(name);
        Files.writeString(f, sb.toString(), StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void aGridPastTheLimitsIsRefusedNamingTheLimitNotAnInternalError() throws IOException {
        Path f = grid("64x64.lgp", 64, 64, "a");
        assertEquals(Main.USAGE, run("verify", f.toString()));
        assertEquals("gridwright verify: " + f + ": top level, field 'categories': a puzzle has at most 20 "
                + "categories (the engine's limit), found 64\n", err());
        assertEquals(Main.USAGE, run("solve", f.toString()));
        assertFalse(err().contains("internal error"), err());
    }

    @Test
    void theLargestGridWithoutCluesIsSimplyMultiple() throws IOException {
        Path f = grid("20x64.lgp", 20, 64, "a");
        assertEquals(Main.FAILED, run("verify", f.toString(), "--json"));
        assertTrue(out().contains("\"status\":\"multiple\""), out());
    }

    @Test
    void generateRefusesASizeBeyondItsRangeUpFrontWithTheRange() {
        assertEquals(Main.USAGE, run("generate", "--categories", "30", "--seed", "1"));
        assertEquals("gridwright generate: size: the generator makes 2 to 12 categories of 2 to 20 items, at most "
                + "100 categories × items in all (10×10, 12×8, 5×20); 30 categories of 5 items were asked for\n",
                err());
        assertEquals("", out());
    }

    @Test
    void controlCharactersInLabelsAreEscapedInTextOutput() throws IOException {
        Path f = grid("esc.lgp", 3, 3, "red\\u001b]0;owned\\u0007\\u001b[2J");
        assertEquals(Main.FAILED, run("verify", f.toString()));
        assertFalse(out().contains("\u001b"), "no raw escape reaches the terminal");
        assertTrue(out().contains("red\\u001B]0;owned\\u0007\\u001B[2J"), out());
        assertEquals(Main.FAILED, run("solve", f.toString()));
        assertFalse(out().contains("\u001b"));
        // JSON escapes them its own way, as before
        run("verify", f.toString(), "--json");
        assertTrue(out().contains("\\u001B"), out());
    }

    @Test
    void generateWithADatabaseThatCategoriesRefusesIsRefusedTooWithTheSameProblems() throws IOException {
        Path db = dir.resolve("db");
        assertEquals(Main.OK, run("categories", "export", db.toString()));
        Path classes = db.resolve("classes.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(classes));
        lines.set(1, lines.get(1).replaceFirst(",[^,]*$", "," + "9".repeat(400)));
        Files.write(classes, lines);
        assertEquals(Main.USAGE, run("categories", "stats", "--db", db.toString()));
        String categories = err();
        assertTrue(categories.contains(classes + ":2: the weight"), categories);
        Path out = dir.resolve("p.lgp");
        assertEquals(Main.USAGE, run("generate", "--db", db.toString(), "--seed", "1", "--out", out.toString()));
        assertTrue(err().contains(classes + ":2: the weight"), err());
        assertTrue(err().contains("nothing was generated"), err());
        assertFalse(Files.exists(out));
    }

    @Test
    void aDatabaseFileThatIsNotUtf8IsNamedWithItsLine() throws IOException {
        Path db = dir.resolve("db");
        assertEquals(Main.OK, run("categories", "export", db.toString()));
        Path items = db.resolve("items.csv");
        byte[] b = Files.readAllBytes(items);
        byte[] bad = java.util.Arrays.copyOf(b, b.length + 3);
        bad[b.length] = (byte) 0xE9;
        bad[b.length + 1] = 'x';
        bad[b.length + 2] = '\n';
        Files.write(items, bad);
        assertEquals(Main.USAGE, run("categories", "stats", "--db", db.toString()));
        assertTrue(err().contains(items + ": line "), err());
        assertTrue(err().contains("is not UTF-8"), err());
        assertFalse(err().contains("Input length"), err());
        assertEquals(Main.USAGE, run("generate", "--db", db.toString(), "--seed", "1"));
        assertTrue(err().contains("is not UTF-8"), err());
    }

    @Test
    void aFileNameWithAnEscapeSequenceIsEscapedInMessages() {
        String name = dir.resolve("e\u001b[2Jx.lgp").toString();
        assertEquals(Main.USAGE, run("verify", name));
        // the reader's message escapes it already; the command keeps it so
        assertTrue(err().contains("e\\u001b[2Jx.lgp: there is no such file"), err());
        assertFalse(err().contains("\u001b"), err());
        assertEquals(Main.USAGE, run("solve", name));
        assertFalse(err().contains("\u001b"), err());
    }
}
