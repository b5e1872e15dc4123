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
}
