package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.Monitor;

/**
 * {@link DeductionEngine#solves} says what the solve's trace says (solved or not), from the empty grid, from the
 * closure's grid of the clues and from a partly marked one, with trial budgets from none to the default: on irreducible random puzzles of up to 6×6 (where
 * trials and forcing chains are needed most often), and on puzzles with many solutions (stuck, contradictions).
 */
class SolvesProperties {
    private static final int[] BUDGETS = {0, 15, 150, 1_500, DeductionEngine.DEFAULT_TRIAL_BUDGET};

    @Property(tries = 200)
    void solvesAgreesWithTheTrace(@ForAll @IntRange(min = 1, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(4);
        int size = 3 + rnd.nextInt(4);
        Puzzle p = rnd.nextInt(4) > 0 ? irreducible(rnd, cats, size) : null;
        if (p == null) {
            p = RandomPuzzles.planted(rnd, cats, size, cats * size / 3 + rnd.nextInt(cats * size));
        }
        DeductionEngine engine = new DeductionEngine().withTrialBudget(BUDGETS[rnd.nextInt(BUDGETS.length)]);
        Grid empty = Grid.empty(cats, size);
        Trace whole = engine.solve(p, empty, Monitor.NONE, false, false);
        assertEquals(whole.solved(), engine.solves(p, empty, Monitor.NONE), p.clues().toString());
        Statistics.collect(whole.outcome(), whole.outOfBudget(), whole.difficulty().level());
        // from the closure's grid of the clues, as the generator has it: where the solve from the empty grid gets
        // before anything harder than the closure's techniques, so the same verdict
        Closure closure = Closure.of(p, Closure.applicable(engine.techniques()));
        List<Clue> shuffled = new ArrayList<>(p.clues());
        Collections.shuffle(shuffled, rnd);
        for (Clue c : shuffled) {
            closure.add(c);
        }
        boolean[] on = new boolean[closure.clueCount()];
        java.util.Arrays.fill(on, true);
        Closure.State state = closure.of(on);
        int marks = state.marks();
        assertEquals(whole.solved(), engine.solves(p, state, Monitor.NONE), p.clues().toString());
        assertEquals(marks, state.marks(), "the caller's state is left as it was");
        // from the grid part of the way through the trace, as the generator asks from the techniques' grid
        Board b = Board.of(empty);
        for (Step s : whole.steps().subList(0, rnd.nextInt(whole.steps().size() + 1))) {
            Run.apply(b, s);
        }
        Grid part = b.toGrid();
        assertEquals(engine.solve(p, part, Monitor.NONE, false, false).solved(), engine.solves(p, part, Monitor.NONE),
                p.clues() + " from " + part);
    }

    /** A unique random puzzle with every clue it can do without dropped, in a random order; null when too costly. */
    private static Puzzle irreducible(Random rnd, int cats, int size) {
        Puzzle p = RandomPuzzles.uniqueWithin(rnd, cats, size, 200_000, 4 * cats * size);
        if (p == null) {
            return null;
        }
        List<Clue> clues = new ArrayList<>(p.clues());
        Collections.shuffle(clues, rnd);
        for (int i = clues.size() - 1; i >= 0; i--) {
            List<Clue> without = new ArrayList<>(clues);
            without.remove(i);
            Verdict v = RandomPuzzles.verdictWithin(p.withClues(without), 200_000);
            if (v == null) {
                return null;
            }
            if (v.status() == Status.UNIQUE) {
                clues = without;
            }
        }
        return p.withClues(clues);
    }
}
