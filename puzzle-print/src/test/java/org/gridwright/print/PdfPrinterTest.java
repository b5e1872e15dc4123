package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdfPrinterTest {
    private static final PrintOptions PUZZLE_ONLY = new PrintOptions(Paper.A4, SolutionPlacement.NONE, false);

    private static void assertCluesExtractable(Puzzle p, String extracted) {
        String flat = PdfProbe.flat(extracted);
        for (int i = 0; i < p.clues().size(); i++) {
            String clue = PdfProbe.flat(p.clues().get(i).meta().text());
            assertTrue(flat.contains((i + 1) + ". " + clue),
                    "clue " + (i + 1) + " is not extracted exactly: " + clue + "\n--- extracted:\n" + flat);
        }
    }

    @Test
    void extractedTextGivesEveryClueBackExactly() throws IOException {
        Puzzle p = TestPuzzles.zebra();
        try (PdfProbe pdf = PdfProbe.print(PUZZLE_ONLY, List.of(p))) {
            assertCluesExtractable(p, pdf.text());
            assertTrue(pdf.text().contains("The Zebra Puzzle"));
        }
    }

    @Test
    void wrappedLongCluesComeBackExactlyAcrossLinesAndPages() throws IOException {
        Puzzle p = TestPuzzles.longNames(6, 6, 30);
        try (PdfProbe pdf = PdfProbe.print(PUZZLE_ONLY, List.of(p))) {
            assertTrue(pdf.pages() > 1, "30 long clues need more than one page");
            assertCluesExtractable(p, pdf.text());
        }
    }

    @Test
    void polishTextRoundTrips() throws IOException {
        Puzzle p = TestPuzzles.polish();
        try (PdfProbe pdf = PdfProbe.print(PrintOptions.DEFAULT, List.of(p))) {
            String text = pdf.text();
            assertCluesExtractable(p, text);
            assertTrue(text.contains("Źródła w Łodzi — zagadka żółwia"), text);
            assertTrue(text.contains("Zofia Ślązak-Żórawska"), text);
            // the answer table shows the items (numerical ones through their label pattern)
            assertTrue(text.contains("Świętosław"), text);
            assertTrue(text.contains("30 lat"), text);
            assertFalse(text.contains("\uFFFD"), "no character was replaced");
        }
    }

    @Test
    void everyFontIsEmbeddedAsASubset() throws IOException {
        try (PdfProbe pdf = PdfProbe.print(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true),
                List.of(TestPuzzles.polish(), TestPuzzles.zebra()))) {
            List<PDFont> fonts = pdf.fonts();
            assertFalse(fonts.isEmpty());
            for (PDFont f : fonts) {
                assertTrue(f.isEmbedded(), f.getName() + " is not embedded");
                assertTrue(f.getName().matches("[A-Z]{6}\\+DejaVu.*"), f.getName() + " is not a DejaVu subset");
            }
        }
    }

    @Test
    void aSmallPuzzleFitsOnePageAndEachSolutionOrStepsSectionStartsANewOne() throws IOException {
        List<Puzzle> one = List.of(TestPuzzles.zebra());
        try (PdfProbe a = PdfProbe.print(PUZZLE_ONLY, one);
                PdfProbe b = PdfProbe.print(PUZZLE_ONLY.withSolutions(SolutionPlacement.AFTER), one);
                PdfProbe c = PdfProbe.print(PUZZLE_ONLY.withSolutions(SolutionPlacement.APPENDIX), one);
                PdfProbe d = PdfProbe.print(PUZZLE_ONLY.withSolutions(SolutionPlacement.AFTER).withSteps(true), one)) {
            assertEquals(1, a.pages());
            assertEquals(2, b.pages());
            assertEquals(2, c.pages());
            assertTrue(d.pages() >= 3, "steps start on a page of their own");
            assertFalse(a.text().contains("Solution"), "no solution asked for");
            assertTrue(b.text(2, 2).contains("Solution: The Zebra Puzzle"));
            // the answer table: the zebra's owner
            assertTrue(PdfProbe.flat(b.text(2, 2)).contains("5 green Japanese coffee Parliaments zebra"),
                    b.text(2, 2));
        }
    }

    @Test
    void aBookHasTitlePageContentsPuzzlesAndSolutionsAppendixWithCorrectPageNumbers() throws IOException {
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            puzzles.add(i % 3 == 0 ? TestPuzzles.zebra() : i % 3 == 1 ? TestPuzzles.polish()
                    : TestPuzzles.longNames(5, 5, 12));
        }
        try (PdfProbe pdf = PdfProbe.print(PrintOptions.DEFAULT, new Book("Twelve Puzzles", puzzles))) {
            assertTrue(pdf.text(1, 1).contains("Twelve Puzzles"));
            assertTrue(pdf.text(1, 1).contains("12 puzzles"));
            assertTrue(pdf.text(3, 3).contains("How to solve"), pdf.text(3, 3));
            String contents = pdf.text(4, 4);
            assertTrue(contents.contains("Contents"), contents);
            // every contents line names the page where that puzzle's heading is
            Pattern line = Pattern.compile("^(\\d+)\\. (.*?)[ .]*\\s(\\d+)$", Pattern.MULTILINE);
            Matcher m = line.matcher(contents);
            int found = 0;
            while (m.find()) {
                int n = Integer.parseInt(m.group(1));
                int page = Integer.parseInt(m.group(3));
                String title = m.group(2).strip();
                String pageText = pdf.text(page, page);
                assertTrue(pageText.startsWith(n + ". "), "puzzle " + n + " is not on page " + page + ":\n" + pageText);
                assertTrue(PdfProbe.flat(pageText).contains(title.replace("…", "").strip()), title);
                found++;
            }
            assertEquals(12, found, contents);
            Matcher sol = Pattern.compile("^Solutions[ .]*\\s(\\d+)$", Pattern.MULTILINE).matcher(contents);
            assertTrue(sol.find(), contents);
            int solPage = Integer.parseInt(sol.group(1));
            assertTrue(pdf.text(solPage, solPage).startsWith("Solutions"));
            // every page but the title page and the blank pages before spreads carries its number
            for (int p = 2; p <= pdf.pages(); p++) {
                if (pdf.text(p, p).isBlank()) {
                    assertTrue(p == 2 || p % 2 == 1,
                            "only the back of the title page, and a right-hand page before a spread, is blank: " + p);
                    continue;
                }
                String[] lines = pdf.text(p, p).strip().split("\n");
                assertEquals(String.valueOf(p), lines[lines.length - 1].strip(), "page number on page " + p);
            }
            // bookmarks: one per puzzle, then Solutions with a child per puzzle
            List<String> top = new ArrayList<>();
            PDOutlineItem last = null;
            for (PDOutlineItem item : pdf.doc.getDocumentCatalog().getDocumentOutline().children()) {
                top.add(item.getTitle());
                last = item;
            }
            assertEquals(13, top.size(), top.toString());
            assertEquals("Solutions", top.get(12));
            int children = 0;
            for (PDOutlineItem ignored : last.children()) {
                children++;
            }
            assertEquals(12, children);
        }
    }

    @Test
    void contentsLongerThanAPageContinueOnReservedPagesBeforeTheFirstPuzzle() throws IOException {
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < 70; i++) {
            puzzles.add(TestPuzzles.polish());
        }
        try (PdfProbe pdf = PdfProbe.print(PrintOptions.DEFAULT.withPaper(Paper.LETTER), new Book("Seventy", puzzles))) {
            // title page, imprint (blank) page, how to solve, two contents pages
            String contents = pdf.text(4, 5);
            Matcher m = Pattern.compile("^(\\d+)\\. .*?\\s(\\d+)$", Pattern.MULTILINE).matcher(contents);
            int found = 0;
            while (m.find()) {
                int n = Integer.parseInt(m.group(1));
                int page = Integer.parseInt(m.group(2));
                assertEquals(n + 5, page, "two contents pages, then one page per puzzle");
                String pageText = pdf.text(page, page);
                assertTrue(pageText.startsWith(n + ". Źródła"), "page " + page + ":\n" + pageText);
                found++;
            }
            assertEquals(70, found, contents);
            assertFalse(pdf.text(5, 5).contains("Clues"), "the second contents page holds no puzzle");
        }
    }

    @Test
    void letterAndA4PagesHaveTheirSizes() throws IOException {
        try (PdfProbe a4 = PdfProbe.print(PUZZLE_ONLY, List.of(TestPuzzles.zebra()));
                PdfProbe letter = PdfProbe.print(PUZZLE_ONLY.withPaper(Paper.LETTER), List.of(TestPuzzles.zebra()))) {
            PDRectangle r = a4.doc.getPage(0).getMediaBox();
            assertEquals(595.3f, r.getWidth(), 0.1f);
            assertEquals(841.9f, r.getHeight(), 0.1f);
            PDRectangle l = letter.doc.getPage(0).getMediaBox();
            assertEquals(612f, l.getWidth(), 0.01f);
            assertEquals(792f, l.getHeight(), 0.01f);
        }
    }

    static void assertInsideMargins(PdfProbe pdf, Paper paper) throws IOException {
        float margin = paper.margin();
        float tol = 0.6f;
        List<PdfProbe.Glyph> glyphs = pdf.glyphs();
        assertTrue(glyphs.size() > 20, "the probe saw the text");
        for (PdfProbe.Glyph g : glyphs) {
            if (g.text().isBlank()) {
                continue;
            }
            boolean inside = g.minX() >= margin - tol && g.maxX() <= paper.width() - margin + tol
                    && g.minY() >= margin / 2 - 5 && g.maxY() <= paper.height() - margin + tol;
            if (!inside) {
                fail("glyph '" + g.text() + "' on page " + g.page() + " is outside the margins: " + g);
            }
        }
        List<PdfProbe.Point> points = pdf.pathPoints();
        assertTrue(points.size() > 20, "the probe saw the grid");
        for (PdfProbe.Point p : points) {
            boolean inside = p.x() >= margin - tol && p.x() <= paper.width() - margin + tol
                    && p.y() >= margin - tol && p.y() <= paper.height() - margin + tol;
            if (!inside) {
                fail("a line on page " + p.page() + " leaves the margins at " + p);
            }
        }
    }

    @Test
    void longPuzzlesWithLongNamesNeverDrawOutsideTheMargins() throws IOException {
        for (Paper paper : Paper.values()) {
            PrintOptions o = new PrintOptions(paper, SolutionPlacement.AFTER, false);
            try (PdfProbe pdf = PdfProbe.print(o, List.of(TestPuzzles.longNames(6, 6, 30)))) {
                assertInsideMargins(pdf, paper);
            }
            try (PdfProbe pdf = PdfProbe.print(o, List.of(TestPuzzles.longNames(8, 8, 40)))) {
                assertInsideMargins(pdf, paper);
            }
        }
    }

    @Test
    void noLigatureBreaksCopiedWords() throws IOException {
        Puzzle p = TestPuzzles.zebra();
        List<Clue> clues = new ArrayList<>(p.clues());
        String words = "The office affluent fifty final fjord Platform certification retired shuffle tf ft ti ffi ffl.";
        clues.set(0, clues.get(0).withMeta(clues.get(0).meta().withText(words)));
        try (PdfProbe pdf = PdfProbe.print(PUZZLE_ONLY, List.of(p.withClues(clues)))) {
            assertTrue(PdfProbe.flat(pdf.text()).contains("1. " + words), pdf.text());
        }
    }

    @Test
    void savingToAPathReplacesTheFileAtomicallyAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("out.pdf");
        Files.writeString(file, "old");
        new PdfPrinter(PUZZLE_ONLY).print(List.of(TestPuzzles.zebra()), file);
        byte[] head = Arrays.copyOf(Files.readAllBytes(file), 5);
        assertEquals("%PDF-", new String(head, java.nio.charset.StandardCharsets.US_ASCII));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(file), s.toList());
        }
    }
}
