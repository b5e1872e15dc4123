package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/**
 * The key-steps appendix of a book is about a page a puzzle: a 21-puzzle book of generated puzzles from 3×4 to
 * 8×8 (the settings of puzzle-core's golden files, three times over) on a 6×9 in trim with a gutter. Pins sizes, not step words.
 */
class KeyStepsBookTest {
    private static final CategoryDatabase BUNDLED = CategoryDatabase.bundled();

    /** The puzzles of puzzle-core's golden files, generated again: 3×4 easy to 8×8 easy, each level once. */
    static List<Puzzle> golden() throws Exception {
        int[][] sizes = {{3, 4, 1}, {4, 5, 2}, {5, 5, 3}, {4, 6, 4}, {6, 6, 5}, {5, 7, 7}, {8, 8, 6}};
        Level[] levels = {Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT, null, Level.MEDIUM, Level.EASY};
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; i < sizes.length; i++) {
            GeneratorSettings s = new GeneratorSettings(sizes[i][0], sizes[i][1], sizes[i][2], levels[i],
                    GeneratorSettings.DEFAULT_WEIGHTS, GeneratorSettings.DEFAULT_ATTEMPTS);
            out.add(Generator.generate(s, BUNDLED, "bundled", Monitor.NONE));
        }
        return out;
    }

    /** The page the step appendix starts on (1-based) and the number of pages. */
    private static int[] stepPages(PdfProbe pdf) {
        for (int p = pdf.pages(); p >= 1; p--) {
            String top = pdf.text(p, p).strip();
            if (top.startsWith("Step-by-step solutions")) {
                return new int[] {p, pdf.pages() - p + 1};
            }
        }
        throw new AssertionError("no step appendix");
    }

    @Test
    void aMixedBookOnSixByNineTakesAboutAPageOfKeyStepsAPuzzle() throws Exception {
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            puzzles.addAll(golden());
        }
        PrintOptions o = new PrintOptions(Paper.TRADE, SolutionPlacement.NONE, true)
                .withDetail(PrintOptions.StepDetail.KEY).withGutter(true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o).print(new Book("Key steps", puzzles), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            int[] steps = stepPages(pdf);
            // measured 1.2 pages a puzzle when written; a full trace took 9
            assertTrue(steps[1] <= puzzles.size() * 3 / 2, steps[1] + " pages of key steps for "
                    + puzzles.size() + " puzzles");
            String text = PdfProbe.flat(pdf.text(steps[0], pdf.pages()));
            int grids = text.split("The grid after key step", -1).length - 1;
            assertTrue(grids >= puzzles.size() && grids <= 2 * puzzles.size(), grids + " progress grids");
        }
    }

    @Property(tries = 60)
    void oneOrTwoGridsFollowTheStepsTheyIllustrate(@ForAll @IntRange(min = 1, max = 80) int keys,
            @ForAll boolean two) {
        List<Integer> after = DocumentWriter.shotsAfter(keys, two);
        assertTrue(after.size() == 1 || after.size() == 2, after.toString());
        assertEquals(after.size() == 2, two && keys >= DocumentWriter.TWO_SHOTS_FROM, after.toString());
        int prev = 0;
        for (int a : after) {
            assertTrue(a > prev && a <= keys, after + " of " + keys);
            prev = a;
        }
    }
}
