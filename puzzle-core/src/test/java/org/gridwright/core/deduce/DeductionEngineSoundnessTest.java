package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * Soundness on thousands of random puzzles with exactly one solution (found by brute force): every mark the engine
 * writes agrees with the solution, every mark is new, a solved grid is the solution's, and a puzzle with a
 * solution never ends in contradiction.
 */
class DeductionEngineSoundnessTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    @Property(tries = 1500)
    void everyMarkAgreesWithTheUniqueSolution(@ForAll long seed) {
        Puzzle p = RandomPuzzles.make(new Random(seed));
        Solution s = p.solution().orElseThrow();
        Trace t = ENGINE.solve(p);
        Statistics.collect(t.outcome(), t.difficulty().level());
        SoundnessCheck.assertSound(p, s, t);
    }

    @Property(tries = 100)
    void marksAgreeWithAPlantedSolutionOnBiggerPuzzlesWithAnySolutionCount(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(3);
        int size = 4 + rnd.nextInt(3);
        Puzzle p = RandomPuzzles.planted(rnd, cats, size, cats * size + rnd.nextInt(cats * size));
        Trace t = ENGINE.solve(p);
        Statistics.collect(t.outcome());
        SoundnessCheck.assertSound(p, p.solution().orElseThrow(), t);
    }

    @Property(tries = 100)
    void onUniqueBiggerPuzzlesTheEngineIsSoundAndSolvedMeansTheSolversSolution(@ForAll long seed) {
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.unique(rnd, 3 + rnd.nextInt(3), 4 + rnd.nextInt(3));
        Solution referee = org.gridwright.core.solve.CompleteSolver.solve(p).solution();
        assertEquals(p.solution().orElseThrow(), referee);
        Trace t = ENGINE.solve(p);
        Statistics.collect(t.outcome(), t.difficulty().level());
        SoundnessCheck.assertSound(p, referee, t);
    }

    @Property(tries = 200)
    void aWeakerTechniqueSetIsStillSound(@ForAll long seed) {
        Puzzle p = RandomPuzzles.make(new Random(seed));
        Trace t = new DeductionEngine(TechniqueSet.defaults().upTo(Level.EASY)).solve(p);
        Statistics.collect(t.outcome());
        SoundnessCheck.assertSound(p, p.solution().orElseThrow(), t);
        assertEquals(Level.EASY, t.difficulty().level());
    }

    @Property(tries = 200)
    void solvingIsDeterministic(@ForAll long seed) {
        Puzzle p = RandomPuzzles.make(new Random(seed));
        Trace a = ENGINE.solve(p);
        Trace b = ENGINE.solve(p);
        assertEquals(a.steps(), b.steps());
        assertEquals(a.difficulty(), b.difficulty());
    }

    /** Shared assertions for a trace of a puzzle whose unique solution is known. */
    static final class SoundnessCheck {
        private SoundnessCheck() {
        }

        static void assertSound(Puzzle p, Solution s, Trace t) {
            assertNotEquals(Outcome.CONTRADICTION, t.outcome(), "a puzzle with a solution ended in contradiction");
            Grid truth = Grid.of(s);
            Grid.Builder now = t.start().toBuilder();
            Grid current = t.start();
            for (int i = 0; i < t.steps().size(); i++) {
                Step step = t.steps().get(i);
                assertFalse(step.marks().isEmpty(), "step " + (i + 1) + " writes no mark: " + step.text());
                for (MarkChange m : step.marks()) {
                    assertEquals(Mark.UNKNOWN, current.get(m.a(), m.b()),
                            "step " + (i + 1) + " rewrites a mark: " + step.text());
                    assertEquals(truth.get(m.a(), m.b()), m.value(),
                            "step " + (i + 1) + " (" + step.technique() + ") is wrong: " + step.text());
                    now.set(m.a(), m.b(), m.value());
                }
                current = now.build();
                assertFalse(step.text().contains("{") || step.text().contains("?"), step.text());
            }
            assertEquals(current, t.grid(), "the trace's grid is not its steps' marks");
            if (t.outcome() == Outcome.SOLVED) {
                assertEquals(truth, t.grid());
                assertTrue(t.grid().isComplete());
            } else {
                assertFalse(t.grid().isComplete() && t.grid().equals(truth) && t.outcome() == Outcome.STUCK);
            }
        }
    }
}
