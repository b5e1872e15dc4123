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
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrintCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsOnePuzzleFileAsAPuzzleDocument(@TempDir Path dir) throws IOException {
        Path pdf = dir.resolve("zebra.pdf");
        int status = run("print", TestCorpus.fixture(TestCorpus.ZEBRA).toString(), "--out",
                pdf.toString(), "--solutions", "after", "--paper", "letter");
        assertEquals(0, status, err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            // the classic zebra does not fit one Letter page with 5 mm cells: grid page, clue page, solution
            assertEquals(3, doc.getNumberOfPages());
            assertEquals(612f, doc.getPage(0).getMediaBox().getWidth(), 0.01f);
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertTrue(text.contains("1. The Englishman lives in the red house."), text);
            assertTrue(text.contains("14. The Norwegian lives next to the blue house."), text);
        }
    }

    @Test
    void printsTheFixturesAsABookWithTheGivenTitle(@TempDir Path dir) throws IOException {
        printsABook(dir, TestCorpus.fixtureFiles());
    }

    @Test
    void printsTheWholeRealCorpusAsABookWithTheGivenTitle(@TempDir Path dir) throws IOException {
        printsABook(dir, TestCorpus.realFiles());
    }

    private void printsABook(Path dir, List<Path> files) throws IOException {
        List<String> args = new ArrayList<>(List.of("print"));
        files.forEach(f -> args.add(f.toString()));
        Path pdf = dir.resolve("book.pdf");
        args.addAll(List.of("--out", pdf.toString(), "--title", "Real Puzzles", "--solutions", "appendix"));
        assertEquals(0, run(args.toArray(String[]::new)), err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFTextStripper s = new PDFTextStripper();
            s.setEndPage(1);
            assertTrue(s.getText(doc).contains("Real Puzzles"));
            assertTrue(s.getText(doc).contains(files.size() + " puzzles"));
            assertTrue(doc.getNumberOfPages() >= 2 + 2 * files.size() / 2);
        }
    }

    @Test
    void aBadFileIsNamedWithItsProblemAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.lgp");
        Files.writeString(bad, "{\"format\": \"gridwright/1\", \"categories\": [}");
        Path pdf = dir.resolve("out.pdf");
        int status = run("print", TestCorpus.fixture(TestCorpus.ZEBRA).toString(), bad.toString(),
                "--out", pdf.toString());
        assertEquals(2, status);
        assertTrue(err().contains("bad.lgp"), err());
        assertFalse(err().contains("Exception"), err());
        assertFalse(Files.exists(pdf));
    }

    @Test
    void usageErrorsExitWithTwo(@TempDir Path dir) {
        String zebra = TestCorpus.fixture(TestCorpus.ZEBRA).toString();
        assertEquals(2, run("print", zebra));
        assertTrue(err().contains("--out"), err());
        assertEquals(2, run("print", zebra, "--out", dir.resolve("x.pdf").toString(), "--paper", "a3"));
        assertTrue(err().contains("a4, letter, 6x9, digest or a size such as 148x210mm"), err());
        assertEquals(2, run("print", zebra, "--out", dir.resolve("x.pdf").toString(), "--paper", "5x80in"));
        assertTrue(err().contains("90 to 432 mm"), err());
        assertEquals(2, run("print", zebra, "--out", dir.resolve("x.pdf").toString(), "--bleed", "1in"));
        assertTrue(err().contains("--bleed must be a length"), err());
        assertEquals(2, run("print", zebra, "--out", dir.resolve("x.pdf").toString(), "--solutions", "later"));
        assertEquals(2, run("print", zebra, "--out", dir.resolve("no/such/dir/x.pdf").toString()));
        assertTrue(err().contains("does not exist"), err());
        assertEquals(2, run("print", "--out", dir.resolve("x.pdf").toString()));
        assertEquals(2, run("print", dir.resolve("missing.lgp").toString(), "--out", dir.resolve("x.pdf").toString()));
        assertTrue(err().contains("missing.lgp"), err());
    }

    private static Path cities(Path dir, String extra) throws IOException {
        org.gridwright.core.model.Puzzle p = org.gridwright.core.model.Puzzle.builder().title("Cities")
                .category(org.gridwright.core.model.Category.labelled("City",
                        org.gridwright.core.model.CategoryKind.CATEGORICAL, List.of("Łódź", "Zürich", extra)))
                .category(org.gridwright.core.model.Category.labelled("Person",
                        org.gridwright.core.model.CategoryKind.CATEGORICAL, List.of("Ann", "Bo", "Cy")))
                .build();
        Path f = dir.resolve("cities.lgp");
        org.gridwright.core.format.PuzzleWriter.write(p, f);
        return f;
    }

    @Test
    void chineseAndJapanesePrintOnACustomTrimWithABleed(@TempDir Path dir) throws IOException {
        Path f = cities(dir, "東京");
        Path pdf = dir.resolve("c.pdf");
        assertEquals(0, run("print", f.toString(), "--out", pdf.toString(), "--paper", "148x210mm", "--bleed", "3mm"),
                err());
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            assertTrue(new org.apache.pdfbox.text.PDFTextStripper().getText(doc).contains("東京"));
            org.apache.pdfbox.pdmodel.common.PDRectangle trim = doc.getPage(0).getTrimBox();
            assertEquals(148 * 72 / 25.4, trim.getWidth(), 0.01);
            assertEquals(3 * 72 / 25.4, trim.getLowerLeftX(), 0.01);
        }
    }

    @Test
    void aCharacterNoFontHasExitsTwoNamingFilePuzzleTextAndCharacter(@TempDir Path dir) throws IOException {
        Path f = cities(dir, "서울");
        Path pdf = dir.resolve("c.pdf");
        assertEquals(2, run("print", f.toString(), "--out", pdf.toString()));
        String e = err();
        assertTrue(e.contains("cities.lgp"), e);
        assertTrue(e.contains("Cities"), e);
        assertTrue(e.contains("서울"), e);
        assertTrue(e.contains("U+C11C"), e);
        assertTrue(e.contains("--font"), e);
        assertFalse(e.contains("Exception"), e);
        assertFalse(Files.exists(pdf), "nothing written");
    }

    @Test
    void latinWithDiacriticsPrintsAndABadFontIsRefusedByName(@TempDir Path dir) throws IOException {
        Path f = cities(dir, "Kraków");
        Path pdf = dir.resolve("c.pdf");
        assertEquals(0, run("print", f.toString(), "--out", pdf.toString(), "--paper", "6x9", "--gutter"), err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Łódź") && text.contains("Zürich") && text.contains("Kraków"), text);
            assertEquals(432f, doc.getPage(0).getMediaBox().getWidth(), 0.01f);
        }
        Path junk = dir.resolve("house.ttf");
        Files.writeString(junk, "no font");
        assertEquals(2, run("print", f.toString(), "--out", dir.resolve("d.pdf").toString(), "--font", junk.toString()));
        assertTrue(err().contains("house.ttf"), err());
        assertFalse(Files.exists(dir.resolve("d.pdf")));
    }

    @Test
    void aFallbackFontIsNamedWithItsOptionWhenItIsNoFontAndPrintsWhatTheBuiltInOnesLack(@TempDir Path dir)
            throws IOException {
        Path f = cities(dir, "東京");
        Path junk = dir.resolve("korean.ttf");
        Files.writeString(junk, "no font");
        Path pdf = dir.resolve("c.pdf");
        assertEquals(2, run("print", f.toString(), "--out", pdf.toString(), "--fallback-font", junk.toString()));
        assertTrue(err().contains("--fallback-font " + junk), err());
        assertFalse(err().contains("Exception"), err());
        assertFalse(Files.exists(pdf), "nothing written");
        // the bundled Chinese font named as the fallback: the Han characters print from it
        Path noto = dir.resolve("noto.ttf");
        try (java.io.InputStream in = getClass().getResourceAsStream("/fonts/ttf/NotoSansSC/NotoSansSC-Regular.ttf")) {
            Files.copy(in, noto);
        }
        assertEquals(0, run("print", f.toString(), "--out", pdf.toString(), "--fallback-font", noto.toString()),
                err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertTrue(new PDFTextStripper().getText(doc).contains("東京"));
        }
    }
}
