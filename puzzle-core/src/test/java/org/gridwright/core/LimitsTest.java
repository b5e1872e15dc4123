package org.gridwright.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Outcome;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** The limits of {@link Limits}: refused by name past them, answered in bounded work within them (issue 20). */
class LimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode file(int categories, int items) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", "gridwright/1");
        ArrayNode cats = root.putArray("categories");
        for (int c = 0; c < categories; c++) {
            ObjectNode cat = cats.addObject();
            cat.put("name", "C" + c);
            cat.put("kind", "categorical");
            ArrayNode it = cat.putArray("items");
            for (int i = 0; i < items; i++) {
                it.add("i" + c + "_" + i);
            }
        }
        root.putArray("clues");
        return root;
    }

    private static Puzzle grid(int categories, int items) {
        List<Category> cats = new ArrayList<>();
        for (int c = 0; c < categories; c++) {
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < items; i++) {
                labels.add("i" + c + "_" + i);
            }
            cats.add(Category.labelled("C" + c, CategoryKind.CATEGORICAL, labels));
        }
        return Puzzle.builder().categories(cats).clues(List.of()).build();
    }

    @Test
    void moreCategoriesThanTheLimitAreRefusedByTheReaderNamingTheLimit() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.parse(file(1000, 3).toString(), "big.lgp"));
        assertEquals("big.lgp: top level, field 'categories': a puzzle has at most 20 categories (the engine's "
                + "limit), found 1000", e.getMessage());
    }

    @Test
    void theLargestGridWithinTheLimitsIsRead() throws PuzzleFormatException {
        Puzzle p = PuzzleReader.parse(file(Limits.MAX_CATEGORIES, Limits.MAX_ITEMS).toString(), "max.lgp");
        assertEquals(20, p.categoryCount());
        assertEquals(64, p.size());
    }

    @Test
    void tooManyCluesAndTooLongTextsAreRefusedByPlace() {
        ObjectNode f = file(3, 3);
        ArrayNode clues = f.putArray("clues");
        for (int i = 0; i <= Limits.MAX_CLUES; i++) {
            clues.addObject().put("type", "match").set("a", JSON.createArrayNode().add("C0").add("i0_0"));
        }
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.parse(f.toString(), "f.lgp"));
        assertEquals("f.lgp: top level, field 'clues': a puzzle has at most 2000 clues (the engine's limit), found "
                + "2001", e.getMessage());

        ObjectNode t = file(3, 3);
        t.put("title", "x".repeat(Limits.MAX_LABEL + 1));
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(t.toString(), "t.lgp"));
        assertEquals("t.lgp: top level, field 'title': the text is 501 characters long; at most 500 are supported",
                e.getMessage());

        ObjectNode l = file(3, 3);
        ((ArrayNode) l.get("categories").get(1).get("items")).set(2, "y".repeat(Limits.MAX_LABEL + 1));
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(l.toString(), "l.lgp"));
        assertTrue(e.getMessage().endsWith("element 3: the text is 501 characters long; at most 500 are supported"),
                e.getMessage());

        ObjectNode in = file(3, 3);
        in.put("intro", "z".repeat(Limits.MAX_TEXT));
        assertEquals(Limits.MAX_TEXT, assertDoesNotThrowParse(in).intro().length());
    }

    private static Puzzle assertDoesNotThrowParse(ObjectNode f) {
        try {
            return PuzzleReader.parse(f.toString(), "ok.lgp");
        } catch (PuzzleFormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void aGridWithoutCluesIsMultipleWithoutASearchWhateverItsSize() {
        // 64 × 64 once ended in NegativeArraySizeException: the search stack was sized for the deepest search
        Puzzle p = grid(64, 64);
        Verdict v = CompleteSolver.solve(p);
        assertEquals(Status.MULTIPLE, v.status());
        Solution a = v.witnesses().get(0);
        Solution b = v.witnesses().get(1);
        assertNotEquals(a, b);
        assertEquals(64, a.categories());
        assertEquals(64, b.size());
    }

    @Test
    void theSearchStackGrowsWithTheSearchNotWithTheGrid() {
        // a clue-less grid of the largest size searched for real: two solutions found, the stack never sized for
        // the grid's whole depth (20 × 64 × 2 levels of 25,600 rows would be 650 MB)
        CompiledPuzzle cp = CompiledPuzzle.of(grid(Limits.MAX_CATEGORIES, Limits.MAX_ITEMS));
        assertEquals(2, cp.countSolutions(2, 100_000, Monitor.NONE));
    }

    @Test
    void aVerdictWithinABudgetSaysWhenTheBudgetRanOut() {
        Puzzle p = grid(3, 3);
        assertEquals(Status.MULTIPLE, CompleteSolver.verdict(CompiledPuzzle.of(p), 1, Monitor.NONE).status(),
                "no clue: told without a search");
    }

    @Test
    void theTrialBudgetOfALargeGridIsCountedInGridSizedUnits() {
        // rounds of trials on a 12×64 grid without clues: the budget counts each as 33 units of an 8×8-sized round
        AtomicInteger asked = new AtomicInteger();
        Monitor counting = new Monitor() {
            @Override
            public void progress(long done, long total, String message) {
            }

            @Override
            public boolean isCancelled() {
                asked.incrementAndGet();
                return false;
            }
        };
        Trace t = new DeductionEngine().solve(grid(12, 64), counting);
        assertEquals(Outcome.STUCK, t.outcome());
        assertTrue(t.outOfBudget());
        assertTrue(asked.get() < 5_000, "about 600 rounds, not 20,000: " + asked.get());
    }

    @Test
    void theGeneratorRefusesSizesBeyondItsRangeUpFrontNamingTheRange() {
        GenerationException e = assertThrows(GenerationException.class,
                () -> Generator.validate(GeneratorSettings.of(30, 5, 1)));
        assertEquals("size: the generator makes 2 to 12 categories of 2 to 20 items, at most 100 categories × items "
                + "in all (10×10, 12×8, 5×20); 30 categories of 5 items were asked for", e.getMessage());
        assertThrows(GenerationException.class, () -> Generator.validate(GeneratorSettings.of(4, 30, 1)));
        assertThrows(GenerationException.class, () -> Generator.validate(GeneratorSettings.of(11, 10, 1)));
        assertDoesNotThrowValidate(GeneratorSettings.of(10, 10, 1));
        assertDoesNotThrowValidate(GeneratorSettings.of(5, 20, 1));
        assertDoesNotThrowValidate(GeneratorSettings.of(12, 8, 1));
    }

    private static void assertDoesNotThrowValidate(GeneratorSettings s) {
        try {
            Generator.validate(s);
        } catch (GenerationException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
