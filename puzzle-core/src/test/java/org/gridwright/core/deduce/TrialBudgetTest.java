package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;

/**
 * The engine on puzzles without exactly one solution, as an author mid-edit and a generator mid-way have them: it
 * ends within its trial budget (counted in work, so no clock is needed), STUCK where there are several solutions,
 * never SOLVED where there is none, and every mark it writes holds in every solution.
 */
class TrialBudgetTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    /**
     * The work one complete-solver verdict of these random draws may take (grid rows visited, about a second on an
     * 8×8): a draw needing more is discarded (jqwik's Assume), never waited for — one unlucky seed of an 8×8 of
     * weak random clues once kept a build busy for ten minutes.
     */
    private static final long WORK = 100_000_000L;

    @Property(tries = 400)
    void onSmallPuzzlesWithManyOrNoSolutionsEveryMarkHoldsInEverySolution(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 2 + rnd.nextInt(3);
        int size = 3 + rnd.nextInt(2);
        Puzzle planted = RandomPuzzles.planted(rnd, cats, size, rnd.nextInt(cats * size));
        Puzzle p = rnd.nextInt(3) == 0 ? withFalseClue(rnd, planted) : planted;
        List<Solution> solutions = new ArrayList<>();
        for (Solution s : RandomPuzzles.all(cats, size)) {
            if (p.clues().stream().allMatch(c -> c.holds(p, s))) {
                solutions.add(s);
            }
        }
        Assume.that(solutions.size() != 1);
        Trace t = ENGINE.solve(p);
        Statistics.collect(solutions.isEmpty() ? "none" : "several", t.outcome());
        assertWithinBudget(ENGINE, t);
        if (solutions.isEmpty()) {
            assertNotEquals(Outcome.SOLVED, t.outcome(), "a puzzle without a solution was solved");
        } else {
            assertEquals(Outcome.STUCK, t.outcome(), "a puzzle with " + solutions.size() + " solutions");
        }
        for (Solution s : solutions) {
            Grid truth = Grid.of(s);
            for (Step step : t.steps()) {
                for (MarkChange m : step.marks()) {
                    assertEquals(truth.get(m.a(), m.b()), m.value(),
                            "a mark that does not hold in every solution: " + step.text());
                }
            }
        }
    }

    @Property(tries = 25)
    void onBigPuzzlesWithManySolutionsTheEngineEndsStuckWithinItsBudgetAndSound(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 4 + rnd.nextInt(5);
        int size = 5 + rnd.nextInt(4);
        Puzzle p = rnd.nextBoolean() ? nearlyUniqueWithin(rnd, cats, size)
                : RandomPuzzles.planted(rnd, cats, size, rnd.nextInt(cats * size));
        Assume.that(p != null);
        Verdict v = RandomPuzzles.verdictWithin(p, WORK);
        Assume.that(v != null && v.status() == Status.MULTIPLE);
        Trace t = ENGINE.solve(p);
        Statistics.collect(cats + "x" + size, t.outOfBudget());
        assertWithinBudget(ENGINE, t);
        assertEquals(Outcome.STUCK, t.outcome());
        List<Solution> known = new ArrayList<>(v.witnesses());
        known.add(p.solution().orElseThrow());
        for (Solution s : known) {
            Grid truth = Grid.of(s);
            for (Step step : t.steps()) {
                for (MarkChange m : step.marks()) {
                    assertEquals(truth.get(m.a(), m.b()), m.value(), "unsound: " + step.text());
                }
            }
        }
    }

    @Property(tries = 15)
    void onBigContradictoryPuzzlesTheEngineIsNeverSolvedAndStaysWithinItsBudget(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 4 + rnd.nextInt(5);
        int size = 5 + rnd.nextInt(4);
        Puzzle nearly = nearlyUniqueWithin(rnd, cats, size);
        Assume.that(nearly != null);
        Puzzle p = withFalseClue(rnd, nearly);
        Verdict v = RandomPuzzles.verdictWithin(p, WORK);
        Assume.that(v != null && v.status() == Status.CONTRADICTORY);
        Trace t = ENGINE.solve(p);
        Statistics.collect(t.outcome());
        assertWithinBudget(ENGINE, t);
        assertNotEquals(Outcome.SOLVED, t.outcome());
    }

    @Property(tries = 60)
    void aSmallerBudgetCutsTheSameTraceShortAndEndsStuck(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(3);
        int size = 4 + rnd.nextInt(3);
        Puzzle p = RandomPuzzles.planted(rnd, cats, size, cats * size / 2 + rnd.nextInt(cats * size));
        Trace full = ENGINE.solve(p);
        Assume.that(full.trialWork() > 0);
        int budget = rnd.nextInt(full.trialWork());
        Trace cut = ENGINE.withTrialBudget(budget).solve(p);
        assertWithinBudget(ENGINE.withTrialBudget(budget), cut);
        assertTrue(cut.outOfBudget());
        assertEquals(Outcome.STUCK, cut.outcome());
        assertEquals(full.steps().subList(0, cut.steps().size()), cut.steps(), "the cut trace is not a prefix");
        assertEquals(cut, ENGINE.withTrialBudget(budget).solve(p), "the same budget gave another trace");
        DeductionEngineSoundnessTest.SoundnessCheck.assertSound(p, p.solution().orElseThrow(), cut);
    }

    /** An 8×8 puzzle one clue short of unique: most of the grid settles and the trials have much to try. */
    static Puzzle bigStuckPuzzle() {
        Random rnd = new Random(11);
        while (true) {
            Puzzle p = EngineBenchmark.nearlyUnique(rnd, 8, 8);
            if (ENGINE.solve(p).trialWork() > 1000) {
                return p;
            }
        }
    }

    static void assertWithinBudget(DeductionEngine e, Trace t) {
        assertTrue(t.trialWork() <= e.trialBudget(), "trial work " + t.trialWork() + " over " + e.trialBudget());
        if (t.outOfBudget()) {
            assertEquals(e.trialBudget(), t.trialWork(), "out of budget before spending it");
            assertEquals(Outcome.STUCK, t.outcome(), "a run out of budget must say stuck");
        }
    }

    /** {@link EngineBenchmark#nearlyUniqueWithin} within {@link #WORK}, or null when a verdict would take longer. */
    private static Puzzle nearlyUniqueWithin(Random rnd, int cats, int size) {
        return EngineBenchmark.nearlyUniqueWithin(rnd, cats, size, WORK, 20 * cats * size);
    }

    /** p with one more clue that its planted solution breaks: X does not go with the item it goes with. */
    private static Puzzle withFalseClue(Random rnd, Puzzle p) {
        Solution s = p.solution().orElseThrow();
        Item a = new Item(0, rnd.nextInt(p.size()));
        int other = 1 + rnd.nextInt(p.categoryCount() - 1);
        Item b = null;
        for (int j = 0; j < p.size(); j++) {
            Item candidate = new Item(other, j);
            if (Grid.of(s).get(a, candidate) == org.gridwright.core.model.Mark.YES) {
                b = candidate;
            }
        }
        List<Clue> clues = new ArrayList<>(p.clues());
        clues.add(rnd.nextInt(clues.size() + 1), new Clue.Not(p.ref(a), List.of(p.ref(b)), ClueMeta.NONE));
        return p.withClues(clues);
    }

}
