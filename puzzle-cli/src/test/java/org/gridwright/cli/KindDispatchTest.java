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
        assertEquals("wrote " + pdf + " (1 puzzle)" + System.lineSeparator(), err());
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
    }

    @Test
    void aBookMixesKindsWithContentsAndEverySolution() throws Exception {
        Path q = dir.resolve("q.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "5", "--seed", "3", "--out",
                q.toString()), err());
        Path g = dir.resolve("g.lgp");
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "3", "--seed", "3", "--out",
                g.toString()), err());
        Path pdf = dir.resolve("m.pdf");
        assertEquals(Main.OK, run("print", q.toString(), g.toString(), "--title", "Two kinds", "--out",
                pdf.toString()), err());
        assertEquals("wrote " + pdf + " (2 puzzles)" + System.lineSeparator(), err());
        try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertTrue(text.contains("Two kinds"), text);
            assertTrue(text.contains("Contents"), text);
            assertTrue(text.contains("1. Quadrata 5×5 (Quadrata)"), text);
            assertTrue(text.contains("(logic grid)"), text);
            assertTrue(text.contains("Solutions"), text);
            assertTrue(text.contains("Solution: Quadrata 5×5"), text);
            // title, contents, two puzzles, the solutions heading, two solutions
            assertTrue(doc.getNumberOfPages() >= 7, "pages: " + doc.getNumberOfPages());
        }
        assertEquals(Main.USAGE, run("print", q.toString(), g.toString(), "--order", "difficulty", "--out",
                pdf.toString()));
        assertTrue(err().contains("--order is not for a book mixing kinds"), err());
    }

    @Test
    void textVerifyAndSolveSpeakJsonForAQuadrata() throws Exception {
        Path q = dir.resolve("q.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "5", "--symbols", "letters",
                "--seed", "5", "--out", q.toString()), err());
        assertEquals(Main.OK, run("text", q.toString()));
        String text = out();
        assertTrue(text.startsWith("Quadrata 5×5\n\nFill the square"), text);
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertEquals(Main.OK, run("text", "--json", q.toString()));
        var t = json.readTree(out());
        assertEquals("quadrata", t.get("kind").asText());
        assertEquals(9, t.get("lines").size(), "5 rows and 4 lines of signs between them");
        assertEquals(Main.OK, run("verify", "--json", q.toString()));
        var v = json.readTree(out());
        assertEquals("unique", v.get("status").asText());
        assertEquals(5, v.get("solution").size());
        assertTrue(v.get("matchesEmbedded").asBoolean());
        assertEquals(Main.OK, run("solve", "--json", q.toString()));
        var s = json.readTree(out());
        assertTrue(s.get("solved").asBoolean());
        assertTrue(s.get("difficulty").get("level").asInt() >= 1);
        assertEquals(s.get("steps").get(s.get("difficulty").get("hardestStep").asInt() - 1).get("technique").asText(),
                s.get("difficulty").get("hardestTechnique").asText());
    }

    @Test
    void hintsForAQuadrataAreGradedAndAWrongMarkComesFirst() throws Exception {
        Path q = dir.resolve("q.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "4", "--symbols", "digits",
                "--seed", "8", "--out", q.toString()), err());
        var sol = new com.fasterxml.jackson.databind.ObjectMapper().readTree(Files.readString(q)).get("solution");
        String right = sol.get(0).get(0).asText();
        String wrong = sol.get(0).get(1).asText();
        assertEquals(Main.OK, run("solve", "--hint", q.toString(), "--level", "1"));
        assertTrue(out().startsWith("Look at "), out());
        assertEquals(Main.OK, run("solve", "--hint", q.toString(), "--marks", "R1C1 = " + wrong, "--level", "3"));
        boolean given = Files.readString(q).contains("[0, 0, ");
        if (!given) {
            assertEquals("R1C1 is not " + wrong + ".", out().strip());
        }
        assertEquals(Main.OK, run("solve", "--hint", q.toString(), "--marks", "R1C1 = " + right, "--level", "2"));
        assertTrue(out().startsWith("Use "), out());
        assertEquals(Main.USAGE, run("solve", "--hint", q.toString(), "--marks", "R9C9 = 1"));
        assertTrue(err().contains("names a cell outside the 4×4 square"), err());
    }

    @Test
    void aBatchIsTheSameWhateverTheThreadsAndEachPuzzleItsIndexsSeed() throws Exception {
        Path d = dir.resolve("batch");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "5", "--count", "4", "--seed", "9",
                "--out-dir", d.toString()), err());
        byte[] third = Files.readAllBytes(d.resolve("quadrata-003.lgp"));
        Path one = dir.resolve("one.lgp");
        assertEquals(Main.OK, run("generate", "--kind", "quadrata", "--size", "5", "--seed",
                Long.toString(GenerateCommand.batchSeed(9, 2)), "--out", one.toString()), err());
        assertArrayEquals(third, Files.readAllBytes(one), "puzzle 3 of the batch is its own seed's puzzle");
        assertEquals(4, Files.list(d).count());
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
