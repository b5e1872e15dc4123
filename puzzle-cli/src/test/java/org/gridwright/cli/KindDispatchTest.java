package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line with a second puzzle kind: generate --kind, and verify / solve / print dispatching per file. */
class KindDispatchTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

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

    @Test
    void aQuadrataGoesFromGenerateThroughVerifySolveAndPrint() throws Exception {
        Path q = dir.resolve("q.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "6", "--symbols", "letters",
                "--difficulty", "2", "--seed", "11", "--out", q.toString()), err());
        assertTrue(err().contains("level 2 (medium)"), err());
        byte[] first = Files.readAllBytes(q);
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "6", "--symbols", "letters",
                "--difficulty", "2", "--seed", "11", "--out", q.toString()), err());
        assertArrayEquals(first, Files.readAllBytes(q), "same seed, same bytes");

        assertEquals(Main.OK, run("verify", q.toString()), err());
        assertTrue(out().contains("q.lgp: unique"), out());
        assertTrue(out().contains("the embedded solution agrees"), out());

        assertEquals(Main.OK, run("solve", q.toString()), err());
        assertTrue(out().contains("solved in"), out());
        assertTrue(out().contains("level 2 (medium)"), out());

        Path pdf = dir.resolve("q.pdf");
        assertEquals(Main.OK, run("print", q.toString(), "--out", pdf.toString(), "--solutions", "after"), err());
        try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            assertEquals(2, doc.getNumberOfPages());
        }
    }

    @Test
    void logicGridFilesBesideAQuadrataStillGoToTheLogicGridCommand() throws Exception {
        Path q = dir.resolve("q.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "4", "--seed", "3", "--out",
                q.toString()), err());
        Path g = dir.resolve("g.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "logic-grid", "--categories", "3", "--items", "3",
                "--seed", "3", "--out", g.toString()), err());
        assertEquals(Main.OK, run("verify", q.toString(), g.toString()), err());
        assertTrue(out().contains("q.lgp: unique"), out());
        assertTrue(out().contains("g.lgp"), out());
        assertEquals(Main.USAGE, run("print", q.toString(), g.toString(), "--out", dir.resolve("m.pdf").toString()));
        assertTrue(err().contains("not supported yet"), err());
    }

    @Test
    void badSettingsAreUsageErrorsAndImpossibleOnesFailWithAMessage() {
        assertEquals(Main.USAGE, run("generate", "--kind", "quadrata", "--size", "2", "--out",
                dir.resolve("x.lgp").toString()));
        assertTrue(err().contains("--size must be a whole number from 3 to 25, found '2'"), err());
        assertEquals(Main.USAGE, run("generate", "--kind", "sudoku", "--out", dir.resolve("x.lgp").toString()));
        assertTrue(err().contains("unknown kind 'sudoku' (installed: logic-grid, quadrata)"), err());
        assertEquals(Main.FAILED, run("generate", "--kind", "quadrata", "--size", "3", "--difficulty", "extreme",
                "--attempts", "4", "--seed", "1", "--out", dir.resolve("x.lgp").toString()));
        assertTrue(err().contains("in 4 attempts"), err());
        assertTrue(!Files.exists(dir.resolve("x.lgp")));
    }

    @Test
    void aBrokenQuadrataFileIsNamedNotTraced() throws Exception {
        Path bad = dir.resolve("bad.lgp");
        Files.writeString(bad, "{\"format\": \"gridwright/1\", \"kind\": \"quadrata\", \"size\": 4, "
                + "\"symbols\": [\"1\", \"2\", \"3\"]}");
        assertEquals(Main.USAGE, run("verify", bad.toString()));
        assertTrue(err().contains("bad.lgp: top level \"symbols\": has 3 symbols; a puzzle of size 4 needs"
                + " exactly 4"), err());
        assertTrue(!err().contains("Exception"), err());
    }
}
