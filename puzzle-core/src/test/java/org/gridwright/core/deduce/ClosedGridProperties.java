package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.task.Monitor;

/**
 * A grid at the easier techniques' fixpoint, taken by a closure as it is ({@link Closure#closed}, and
 * {@link Closure.State#takeClosed} on a state of an earlier such grid), is the state that taking it and running the
 * techniques reaches ({@link Closure#of(boolean[], Board)}, {@link Closure.State#take}): the same marks, and every
 * assumption from it followed to the same grid, the same contradiction and the same count of marks (which is what a
 * trial is charged), so the trials that start from it find and charge what they did.
 */
class ClosedGridProperties {
    @Property(tries = 250)
    void aGridAtTheFixpointIsTheStateTheTechniquesReach(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(4);
        int size = 3 + rnd.nextInt(4);
        Puzzle p = RandomPuzzles.planted(rnd, cats, size, 1 + rnd.nextInt(cats * size / 2 + 1));
        Solution s = p.solution().orElseThrow();
        TechniqueSet easier = TechniqueSet.defaults().upTo(Level.HARD);
        DeductionEngine engine = new DeductionEngine(easier);
        // two grids at the fixpoint, the second with more marks: the solve's grid when it first tries, and later
        Grid first = engine.solve(p, truths(rnd, p, s, Grid.empty(cats, size), 2), Monitor.NONE).grid();
        Grid later = engine.solve(p, truths(rnd, p, s, first, 1 + rnd.nextInt(3)), Monitor.NONE).grid();
        Closure closure = Closure.of(p, Closure.applicable(easier));
        for (Clue c : p.clues()) {
            closure.add(c);
        }
        boolean[] on = new boolean[closure.clueCount()];
        java.util.Arrays.fill(on, true);
        Closure.State taken = closure.of(on, Board.of(first));
        Closure.State closed = closure.closed(on, Board.of(first));
        same(taken, closed, cats, size);
        taken.take(Board.of(later));
        closed.takeClosed(Board.of(later));
        same(taken, closed, cats, size);
        assertEquals(later, closed.toGrid());
        Statistics.collect(later.unknownCount() == 0 ? "complete" : "open cells");
    }

    /** {@code g} with up to {@code n} more of the solution's ●s. */
    private static Grid truths(Random rnd, Puzzle p, Solution s, Grid g, int n) {
        Grid.Builder b = g.toBuilder();
        for (int k = 0; k < n; k++) {
            int c1 = rnd.nextInt(p.categoryCount());
            int c2 = (c1 + 1 + rnd.nextInt(p.categoryCount() - 1)) % p.categoryCount();
            int e = rnd.nextInt(p.size());
            Item a = new Item(c1, s.itemOf(e, c1));
            Item m = new Item(c2, s.itemOf(e, c2));
            if (g.get(a, m) == Mark.UNKNOWN) {
                b.set(a, m, Mark.YES);
            }
        }
        return b.build();
    }

    /** The same grid, and every assumption on an open cell followed from copies of both to the same end. */
    private static void same(Closure.State expected, Closure.State state, int cats, int size) {
        assertEquals(expected.toGrid(), state.toGrid());
        assertEquals(expected.marks(), state.marks());
        assertEquals(expected.contradiction(), state.contradiction());
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    for (long u = expected.open(c1, i, c2); u != 0; u &= u - 1) {
                        int j = Long.numberOfTrailingZeros(u);
                        for (boolean yes : new boolean[] {true, false}) {
                            Closure.State x = expected.copy();
                            Closure.State y = state.copy();
                            x.assume(c1, i, c2, j, yes);
                            y.assume(c1, i, c2, j, yes);
                            assertEquals(x.contradiction(), y.contradiction());
                            assertEquals(x.marks(), y.marks());
                            assertEquals(x.toGrid(), y.toGrid());
                        }
                    }
                }
            }
        }
    }
}
