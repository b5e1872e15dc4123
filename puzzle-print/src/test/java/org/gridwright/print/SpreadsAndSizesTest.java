package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.text.Templates;
import org.junit.jupiter.api.Test;

/**
 * A book as a printer binds it: a puzzle's grid and its clues are never on the two sides of one sheet (a puzzle that
 * does not fit a page takes a facing spread), grids are
 * solvable on paper (labels of at least 7 pt, cells of 5 mm where the page allows), and puzzles of one size share one
 * cell size.
 */
class SpreadsAndSizesTest {
    private static final String[][] WORDS = {
        {"Anna", "Boris", "Clara", "Dieter", "Elena", "Felix", "Greta", "Hans"},
        {"red", "blue", "green", "white", "black", "yellow", "purple", "orange"},
        {"cat", "dog", "horse", "parrot", "rabbit", "hamster", "snake", "turtle"},
        {"tea", "coffee", "milk", "water", "juice", "cocoa", "soda", "lemonade"},
        {"1", "2", "3", "4", "5", "6", "7", "8"},
        {"Paris", "Rome", "Oslo", "Lima", "Cairo", "Tokyo", "Quito", "Dakar"},
        {"piano", "violin", "flute", "drums", "harp", "cello", "oboe", "tuba"},
        {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Holiday"}};
    private static final String[] NAMES = {"Name", "Colour", "Pet", "Drink", "House", "City", "Instrument", "Day"};

    /** A puzzle of ordinary words: {@code clues} clues of 6 to 30 words. */
    static Puzzle ordinary(long seed, int cats, int k, int clues, String title) {
        return ordinary(seed, cats, k, clues, title, null);
    }

    /** {@link #ordinary}, the last category's first item named {@code longItem} (if not null). */
    static Puzzle ordinary(long seed, int cats, int k, int clues, String title, String longItem) {
        Random r = new Random(seed);
        Puzzle.Builder b = Puzzle.builder().title(title)
                .intro("Some friends met last weekend; each brought something different. Work out who did what.");
        for (int c = 0; c < cats; c++) {
            List<String> items = new ArrayList<>(Arrays.asList(WORDS[c]).subList(0, k));
            if (longItem != null && c == cats - 1) {
                items.set(0, longItem);
            }
            b.category(Category.labelled(NAMES[c], CategoryKind.CATEGORICAL, items));
        }
        for (int i = 0; i < clues; i++) {
            StringBuilder t = new StringBuilder("The one");
            int n = 6 + r.nextInt(25);
            for (int w = 0; w < n; w++) {
                String[] row = WORDS[r.nextInt(cats)];
                t.append(' ').append(row[r.nextInt(k)]);
            }
            b.clue(new Clue.Not(new Ref(NAMES[0], WORDS[0][0]), List.of(new Ref(NAMES[1], WORDS[1][1])),
                    ClueMeta.text(t.append('.').toString())));
        }
        return b.build();
    }

    /** The 1-based page each top-level bookmark (a puzzle, in a book printed in the given order) points to. */
    static List<Integer> starts(PdfProbe pdf) throws IOException {
        List<Integer> pages = new ArrayList<>();
        PDDocument doc = pdf.doc;
        for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
            PDPageDestination d = (PDPageDestination) item.getDestination();
            pages.add(doc.getPages().indexOf(d.getPage()) + 1);
        }
        return pages;
    }

    /** The pages (1-based) of a printed document that draw a grid: many ruled lines. */
    static java.util.Set<Integer> gridPages(PdfProbe pdf) throws IOException {
        Map<Integer, Integer> points = new java.util.HashMap<>();
        for (PdfProbe.Point pt : pdf.pathPoints()) {
            points.merge(pt.page(), 1, Integer::sum);
        }
        java.util.Set<Integer> pages = new java.util.HashSet<>();
        points.forEach((page, n) -> {
            if (n >= 60) {
                pages.add(page);
            }
        });
        return pages;
    }

    /** An item long enough to be shortened in a grid, so that the category list is printed. */
    private static final String LONG = "elderflower cordial with lime and a sprig of fresh mint";

    /**
     * A solver never turns a sheet between a puzzle's grid and its clues, nor to read its clues (clues longer than a
     * page take a facing spread; see the limit below), and no page holds only a puzzle's category list.
     */
    @Property(tries = 20)
    void gridAndCluesAreNeverOnTheTwoSidesOfOneSheet(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 5) int count, @ForAll @IntRange(min = 0, max = 3) int paperIndex,
            @ForAll boolean gutter) throws IOException {
        Random r = new Random(seed);
        Paper paper = Paper.values()[paperIndex];
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int cats = 3 + r.nextInt(6);
            int k = 4 + r.nextInt(5);
            puzzles.add(ordinary(r.nextLong(), cats, k, 4 + r.nextInt(6 * cats), "P" + i,
                    r.nextBoolean() ? LONG : null));
        }
        PrintOptions o = new PrintOptions(paper, SolutionPlacement.NONE, false).withGutter(gutter);
        try (PdfProbe pdf = PdfProbe.print(o, new Book("B", puzzles))) {
            List<Integer> starts = starts(pdf);
            assertEquals(count, starts.size());
            java.util.Set<Integer> grids = gridPages(pdf);
            // the puzzle each page belongs to (-1 before the first)
            int[] owner = new int[pdf.pages() + 2];
            Arrays.fill(owner, -1);
            for (int i = 0; i < count; i++) {
                int end = i + 1 < count ? starts.get(i + 1) - 1 : pdf.pages();
                for (int p = starts.get(i); p <= end; p++) {
                    owner[p] = i;
                }
            }
            for (int p = starts.get(0); p <= pdf.pages(); p++) {
                String text = pdf.text(p, p);
                assertFalse(text.contains("Categories") && !text.contains("The one") && !grids.contains(p)
                        && !text.contains("Some friends met"), paper + ": puzzle " + (owner[p] + 1) + " ("
                        + puzzles.get(owner[p]).categoryCount() + "×" + puzzles.get(owner[p]).size()
                        + ") has a page holding only its category list, page " + p);
            }
            for (int front = 1; front + 1 <= pdf.pages(); front += 2) { // a sheet: page front and its back
                int back = front + 1;
                if (owner[front] < 0 || owner[front] != owner[back]) {
                    continue;
                }
                boolean frontGrid = grids.contains(front);
                boolean backGrid = grids.contains(back);
                boolean frontClues = pdf.text(front, front).contains("The one");
                boolean backClues = pdf.text(back, back).contains("The one");
                assertFalse(frontGrid && backClues || backGrid && frontClues, paper + ": puzzle "
                        + (owner[front] + 1) + " (" + puzzles.get(owner[front]).categoryCount() + "×"
                        + puzzles.get(owner[front]).size() + ") has its grid and its clues on the two sides of the"
                        + " sheet of pages " + front + " and " + back);
                // (clues of more than a spread's two pages at 7 pt, as up to 6 long clues a category can be on a
                // small trim, still run on overleaf: the assertion holds for up to 3 a category and 4 more)
                Puzzle owned = puzzles.get(owner[front]);
                boolean fitsASpread = owned.clues().size() <= 3 * owned.categoryCount() + 4;
                assertFalse(fitsASpread && frontClues && backClues, paper + (gutter ? " with gutter" : "") + ": puzzle "
                        + (owner[front] + 1) + " (" + puzzles.get(owner[front]).categoryCount() + "×"
                        + puzzles.get(owner[front]).size() + ") has its clues on the two sides of the sheet of pages "
                        + front + " and " + back);
            }
        }
    }

    /**
     * A blank page is left only where a puzzle needs a left-hand page: before a spread or a grid in an odd number of
     * pages. A grid in an even number of pages from a left-hand page sets its clues first (facing the first grid
     * page) instead of leaving one, unless its clues take more than a page.
     */
    @Property(tries = 10)
    void noBlankPageBeforeAGridInAnEvenNumberOfPages(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 6) int count, @ForAll boolean gutter) throws IOException {
        Random r = new Random(seed);
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int cats = 3 + r.nextInt(6);
            int k = 4 + r.nextInt(5);
            puzzles.add(ordinary(r.nextLong(), cats, k, 4 + r.nextInt(3 * cats), "P" + i));
        }
        PrintOptions o = new PrintOptions(Paper.TRADE, SolutionPlacement.NONE, false).withGutter(gutter);
        try (PdfProbe pdf = PdfProbe.print(o, new Book("B", puzzles))) {
            List<Integer> starts = starts(pdf);
            java.util.Set<Integer> grids = gridPages(pdf);
            for (int b = starts.get(0); b < pdf.pages(); b++) {
                if (!pdf.text(b, b).isBlank() || grids.contains(b)) {
                    continue;
                }
                int run = 0; // grid pages without clues from the page after the blank
                for (int q = b + 1; q <= pdf.pages() && grids.contains(q) && !pdf.text(q, q).contains("The one"); q++) {
                    run++;
                }
                int after = b + 1 + run; // the clue page; clues that run over it could not have come first
                boolean spill = after + 1 <= pdf.pages() && pdf.text(after + 1, after + 1).contains("The one")
                        && !starts.contains(after + 1);
                // or clues that fit their page only with the title and introduction above the grid
                boolean headerMoved = run > 0 && pdf.text(after - 1, after - 1).contains("Some friends met");
                assertTrue(run % 2 == 1 || spill || headerMoved || pdf.text(b + 1, b + 1).contains("The one"),
                        "blank page " + b + " before " + run + " grid pages");
            }
        }
    }

    /** Every size up to 8×8 on every trim: cells of at least 5 mm and labels of at least 7 pt, parts on pages. */
    @Test
    void gridsUpToEightByEightHaveFiveMillimetreCellsAndSevenPointLabelsOnEveryTrim() throws IOException {
        for (Paper paper : Paper.values()) {
            for (boolean gutter : new boolean[] {false, true}) {
                try (PDDocument doc = new PDDocument();
                        Canvas c = new Canvas(doc, paper, new Fonts(doc, new FontFiles()), gutter)) {
                    DocumentWriter w = new DocumentWriter(c,
                            Templates.of("org.gridwright.print.Messages", Locale.ENGLISH));
                    c.newPage();
                    for (int cats = 3; cats <= 8; cats++) {
                        for (int k = 4; k <= 8; k++) {
                            Puzzle p = cats == 8 && k == 8 ? TestPuzzles.longNames(cats, k, 20)
                                    : ordinary(cats * 10L + k, cats, k, 2 * cats + k, "Size");
                            PuzzleFacts f = PdfProbe.PLAIN.analyse(p, false, false);
                            DocumentWriter.Plan plan = w.plan(f, "1. Size", GridPicture.MAX_CELL);
                            String at = paper + (gutter ? " with gutter " : " ") + cats + "×" + k + ": " + plan;
                            assertTrue(plan.cell() >= DocumentWriter.TARGET_CELL - 0.01f, at);
                            if (plan.kind() == DocumentWriter.Kind.PARTS) {
                                GridPicture g = GridPicture.atCell(c, p, plan.cell(), c.width() * 0.22f);
                                List<GridPicture> parts = g.parts(c.width(), c.bodyHeight() - 20f);
                                assertFalse(parts.isEmpty(), at);
                                for (GridPicture part : parts) {
                                    assertEquals(DocumentWriter.TARGET_CELL, part.cellSize(), 0.01f, at);
                                    assertTrue(part.labelSize() >= GridPicture.MIN_LABEL - 0.01f, at);
                                    assertTrue(part.width() <= c.width() + 0.01f, at + " part " + part.width());
                                    assertTrue(part.height() <= c.bodyHeight() - 20f + 0.01f, at);
                                }
                            } else {
                                GridPicture g = GridPicture.fit(c, p, c.width(), c.bodyHeight(), plan.cell());
                                assertTrue(g.labelSize() >= GridPicture.MIN_LABEL - 0.01f, at + " " + g.labelSize());
                                assertTrue(g.cellSize() >= DocumentWriter.TARGET_CELL - 0.01f, at);
                            }
                        }
                    }
                }
            }
        }
    }

    /** The staircase's parts hold every box of the staircase exactly once. */
    @Property(tries = 30)
    void thePartsOfAGridHoldEveryBoxOnce(@ForAll @IntRange(min = 3, max = 8) int cats,
            @ForAll @IntRange(min = 2, max = 8) int k, @ForAll @IntRange(min = 0, max = 3) int paperIndex)
            throws IOException {
        Paper paper = Paper.values()[paperIndex];
        try (PDDocument doc = new PDDocument();
                Canvas c = new Canvas(doc, paper, new Fonts(doc, new FontFiles()), false)) {
            c.newPage();
            Puzzle p = ordinary(cats * 100L + k, cats, k, 3, "Parts");
            GridPicture g = GridPicture.atCell(c, p, DocumentWriter.TARGET_CELL, c.width() * 0.22f);
            float boxes = 0;
            for (GridPicture part : g.parts(c.width(), c.bodyHeight() - 20f)) {
                boxes += part.boxes();
            }
            assertEquals((cats - 1) * cats / 2f, boxes, 0.001f, paper + " " + cats + "×" + k);
        }
    }

    /**
     * A printed book of big puzzles on the small trims: no text smaller than 7 pt on a puzzle's pages or in the
     * Solutions, and every answer whole there (a wide answer table is set in bands, never cut).
     */
    @Test
    void bigPuzzlesOnSmallTrimsPrintNoTextBelowSevenPoints() throws IOException {
        for (Paper paper : List.of(Paper.TRADE, Paper.DIGEST)) {
            Puzzle longNames = TestPuzzles.longNames(8, 6, 14);
            List<Puzzle> puzzles = List.of(ordinary(8, 8, 8, 36, "Eight"), ordinary(7, 7, 6, 20, "Seven"),
                    longNames);
            try (PdfProbe pdf = PdfProbe.print(new PrintOptions(paper, SolutionPlacement.APPENDIX, false)
                    .withGutter(true), new Book("Big", puzzles))) {
                String solutions = PdfProbe.flat(pdf.text(starts(pdf).get(3), pdf.pages()));
                for (int cat = 0; cat < longNames.categoryCount(); cat++) {
                    for (int i = 0; i < longNames.size(); i++) {
                        String answer = longNames.category(cat).display(i);
                        assertTrue(solutions.contains(answer), paper + ": the answer " + answer + " is cut");
                    }
                }
                int first = starts(pdf).get(0);
                float smallest = Float.MAX_VALUE;
                for (PdfProbe.Sized g : pdf.sizedGlyphs()) {
                    if (g.page() >= first && !g.text().isBlank()) {
                        smallest = Math.min(smallest, g.size());
                    }
                }
                assertTrue(smallest >= 7f - 0.01f, paper + ": text of " + smallest + " pt");
            }
        }
    }

    @Test
    void puzzlesOfOneSizeShareOneCellSizeAcrossABook() throws IOException {
        try (PDDocument doc = new PDDocument();
                Canvas c = new Canvas(doc, Paper.TRADE, new Fonts(doc, new FontFiles()), true)) {
            DocumentWriter w = new DocumentWriter(c, Templates.of("org.gridwright.print.Messages", Locale.ENGLISH));
            List<PuzzleFacts> facts = new ArrayList<>();
            facts.add(PdfProbe.PLAIN.analyse(ordinary(1, 5, 5, 6, "Short"), false, false));
            facts.add(PdfProbe.PLAIN.analyse(TestPuzzles.longNames(5, 5, 6), false, false));
            facts.add(PdfProbe.PLAIN.analyse(ordinary(2, 5, 5, 30, "Many clues"), false, false));
            facts.add(PdfProbe.PLAIN.analyse(ordinary(3, 4, 6, 5, "Other size"), false, false));
            Map<String, Float> caps = PdfPrinter.cellCaps(w, facts);
            assertEquals(2, caps.size());
            for (int i = 0; i < facts.size(); i++) {
                float cap = caps.get(PdfPrinter.sizeKey(facts.get(i)));
                assertEquals(cap, w.plan(facts.get(i), w.title(facts.get(i).puzzle(), i + 1), cap).cell(), 0.001f,
                        "puzzle " + (i + 1) + " gets its size's cell");
            }
        }
    }

    @Test
    void orderByDifficultyMakesSectionsByLevelInTheContents() throws IOException {
        List<Puzzle> puzzles = new ArrayList<>();
        String[] levels = {"hard", "easy", "medium", "easy"};
        for (int i = 0; i < levels.length; i++) {
            puzzles.add(ordinary(i, 4, 4, 6, "Puzzle " + levels[i] + " " + i));
        }
        Analyst rated = (p, s, st) -> {
            String code = p.title().split(" ")[1];
            int stars = switch (code) {
                case "easy" -> 1;
                case "medium" -> 2;
                default -> 3;
            };
            return new PuzzleFacts(p, p.clues().stream().map(x -> x.meta().text()).toList(), null,
                    new PuzzleFacts.Level(code, stars, 4), List.of(), PuzzleFacts.StepsEnd.SOLVED);
        };
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.NONE, false)
                .withOrder(PrintOptions.Order.DIFFICULTY).withImprint("© 2026 Test Press");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        new PdfPrinter(o, rated).print(new Book("Rated", puzzles), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            assertTrue(pdf.text(2, 2).contains("© 2026 Test Press"), pdf.text(2, 2));
            String contents = PdfProbe.flat(pdf.text(4, 4));
            int easy = contents.indexOf("Easy");
            int medium = contents.indexOf("Medium");
            int hard = contents.indexOf("Hard");
            assertTrue(easy >= 0 && easy < medium && medium < hard, contents);
            assertTrue(contents.indexOf("1. Puzzle easy 1") > easy, contents);
            assertTrue(contents.indexOf("2. Puzzle easy 3") > easy, contents);
            assertTrue(contents.indexOf("3. Puzzle medium 2") > medium, contents);
            assertTrue(contents.indexOf("4. Puzzle hard 0") > hard, contents);
        }
    }
}
