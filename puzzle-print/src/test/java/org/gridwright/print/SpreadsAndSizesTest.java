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
 * does not fit a page takes a facing spread), clues of an ordinary puzzle never spill past the spread, grids are
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
        Random r = new Random(seed);
        Puzzle.Builder b = Puzzle.builder().title(title)
                .intro("Some friends met last weekend; each brought something different. Work out who did what.");
        for (int c = 0; c < cats; c++) {
            b.category(Category.labelled(NAMES[c], CategoryKind.CATEGORICAL, Arrays.asList(WORDS[c]).subList(0, k)));
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
    private static List<Integer> starts(PdfProbe pdf) throws IOException {
        List<Integer> pages = new ArrayList<>();
        PDDocument doc = pdf.doc;
        for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
            PDPageDestination d = (PDPageDestination) item.getDestination();
            pages.add(doc.getPages().indexOf(d.getPage()) + 1);
        }
        return pages;
    }

    @Property(tries = 10)
    void gridAndCluesAreNeverOnTheTwoSidesOfOneSheetAndOrdinaryCluesNeverSpill(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 5) int count, @ForAll @IntRange(min = 0, max = 3) int paperIndex,
            @ForAll boolean gutter) throws IOException {
        Random r = new Random(seed);
        Paper paper = Paper.values()[paperIndex];
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int cats = 3 + r.nextInt(paper == Paper.A4 || paper == Paper.LETTER ? 6 : 4);
            int k = 4 + r.nextInt(paper == Paper.A4 || paper == Paper.LETTER ? 5 : 3);
            puzzles.add(ordinary(r.nextLong(), cats, k, 4 + r.nextInt(6 * cats), "P" + i));
        }
        PrintOptions o = new PrintOptions(paper, SolutionPlacement.NONE, false).withGutter(gutter);
        try (PdfProbe pdf = PdfProbe.print(o, new Book("B", puzzles))) {
            List<Integer> starts = starts(pdf);
            assertEquals(count, starts.size());
            for (int i = 0; i < count; i++) {
                int g = starts.get(i);
                int end = i + 1 < count ? starts.get(i + 1) - 1 : pdf.pages();
                for (int p = g + 1; p <= end; p++) {
                    boolean clues = pdf.text(p, p).contains("Clues");
                    if (clues) {
                        assertFalse(g % 2 == 1 && p == g + 1,
                                "puzzle " + (i + 1) + ": grid on right-hand page " + g + ", clues on its back");
                        // on the smallest trim a big puzzle may need a third page; never on the others
                        assertTrue(paper == Paper.DIGEST || p <= g + 1 && g % 2 == 0,
                                "puzzle " + (i + 1) + " spills clues past its spread to page " + p + " (" + paper + ")");
                    }
                }
            }
        }
    }

    @Test
    void gridsUpToEightByEightHaveSevenPointLabelsAndFiveMillimetreCellsWhereThePageAllows() throws IOException {
        for (Paper paper : List.of(Paper.A4, Paper.LETTER)) {
            try (PDDocument doc = new PDDocument();
                    Canvas c = new Canvas(doc, paper, new Fonts(doc, new FontFiles()), false)) {
                DocumentWriter w = new DocumentWriter(c, Templates.of("org.gridwright.print.Messages", Locale.ENGLISH));
                for (int cats = 3; cats <= 8; cats++) {
                    for (int k = 4; k <= 8; k++) {
                        Puzzle p = ordinary(cats * 10L + k, cats, k, 2 * cats + k, "Size");
                        PuzzleFacts f = PdfProbe.PLAIN.analyse(p, false, false);
                        DocumentWriter.Plan plan = w.plan(f, "1. Size", GridPicture.MAX_CELL);
                        GridPicture g = GridPicture.fit(c, p, c.width(), c.bodyHeight(), plan.cell());
                        String at = paper + " " + cats + "×" + k + ": " + plan;
                        assertTrue(g.labelSize() >= 7f - 0.01f, at + " labels " + g.labelSize());
                        if ((cats - 1) * k <= 25) {
                            assertTrue(plan.cell() >= DocumentWriter.TARGET_CELL - 0.01f, at);
                        }
                    }
                }
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
