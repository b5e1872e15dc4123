package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The unworded solve the generator asks for its verdicts finds the same steps as the worded one: every step's
 * technique, depth and marks, the outcome, the grid, the trial work spent, and so the rating, on puzzles whose
 * solves take trials and forcing chains (generated hard and expert ones, the fixtures, the real corpus), from an
 * empty grid and from a partly marked one.
 */
class UnwordedSolveTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Property(tries = 40)
    void theUnwordedSolveFindsWhatTheWordedOneFinds(@ForAll @IntRange(min = 1, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        int cats = 4 + rnd.nextInt(2);
        int items = 4 + rnd.nextInt(2);
        Level level = rnd.nextBoolean() ? Level.EXPERT : Level.HARD;
        Puzzle p = generated(cats, items, level, seed);
        Trace worded = ENGINE.solve(p);
        Statistics.collect(level, uses(worded, "contradiction"), uses(worded, ForcingChain.ID));
        assertSame(p, Grid.empty(p.categoryCount(), p.size()));
        // from a grid partly marked: the first steps of the worded trace applied
        Board b = Board.of(Grid.empty(p.categoryCount(), p.size()));
        for (Step s : worded.steps().subList(0, worded.steps().size() / 3)) {
            Run.apply(b, s);
        }
        assertSame(p, b.toGrid());
    }

    @Test
    void generatedExpertPuzzlesTakeTheShortcutsTested() {
        boolean trial = false;
        boolean forcing = false;
        for (int seed = 1; seed <= 40 && !(trial && forcing); seed++) {
            Trace t = ENGINE.solve(generated(5, 5, Level.EXPERT, seed));
            trial |= uses(t, "contradiction");
            forcing |= uses(t, ForcingChain.ID);
        }
        assertTrue(trial, "no generated expert puzzle took a trial");
        assertTrue(forcing, "no generated expert puzzle took a forcing chain");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#fixtures")
    void fixturesSolveAlikeUnworded(Path file) {
        Puzzle p = TestCorpus.read(file);
        assertSame(p, Grid.empty(p.categoryCount(), p.size()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#real")
    void realPuzzlesSolveAlikeUnworded(Path file) {
        TestCorpus.assumeReal();
        Puzzle p = TestCorpus.read(file);
        assertSame(p, Grid.empty(p.categoryCount(), p.size()));
    }

    @Test
    void anUnwordedStepRefusesToSaySomething() {
        Puzzle p = generated(5, 5, Level.EXPERT, 3);
        Trace t = ENGINE.solve(p, Grid.empty(p.categoryCount(), p.size()), Monitor.NONE, false, false);
        Step trialStep = t.steps().stream().filter(s -> s.technique().startsWith("contradiction")).findFirst()
                .orElseThrow();
        assertThrows(IllegalStateException.class, trialStep::text);
    }

    private static void assertSame(Puzzle p, Grid start) {
        Trace worded = ENGINE.solve(p, start, Monitor.NONE, true, true);
        Trace unworded = ENGINE.solve(p, start, Monitor.NONE, false, false);
        assertEquals(worded.steps().size(), unworded.steps().size(), "steps");
        for (int i = 0; i < worded.steps().size(); i++) {
            Step w = worded.steps().get(i);
            Step u = unworded.steps().get(i);
            assertEquals(w.technique(), u.technique(), "step " + i);
            assertEquals(w.depth(), u.depth(), "step " + i);
            assertEquals(w.marks(), u.marks(), "step " + i);
        }
        assertEquals(worded.outcome(), unworded.outcome());
        assertEquals(worded.grid(), unworded.grid());
        assertEquals(worded.difficulty(), unworded.difficulty());
        assertEquals(worded.trialWork(), unworded.trialWork());
        assertEquals(worded.solved() ? Optional.of(worded.difficulty()) : Optional.empty(),
                ENGINE.rateIfSolved(p, start, Monitor.NONE));
    }

    private static boolean uses(Trace t, String prefix) {
        return t.steps().stream().anyMatch(s -> s.technique().startsWith(prefix));
    }

    private static Puzzle generated(int cats, int items, Level level, long seed) {
        try {
            return Generator.generate(GeneratorSettings.of(cats, items, seed).withDifficulty(level), DB, Monitor.NONE);
        } catch (GenerationException e) {
            throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
        }
    }
}
