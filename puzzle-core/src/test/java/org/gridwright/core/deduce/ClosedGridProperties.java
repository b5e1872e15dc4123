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
        Grown g = Grown.of(seed);
        Closure.State taken = g.closure().of(g.on(), Board.of(g.first()));
        Closure.State closed = g.closure().closed(g.on(), Board.of(g.first()));
        same(taken, closed, g.cats(), g.size());
        taken.take(Board.of(g.later()));
        closed.takeClosed(Board.of(g.later()));
        same(taken, closed, g.cats(), g.size());
        assertEquals(g.later(), closed.toGrid());
        Statistics.collect(g.later().unknownCount() == 0 ? "complete" : "open cells");
    }

    /**
     * An assumption followed again from a later grid of the solve, from where its last trial stopped (the trials'
     * mirror keeps that state, {@code Contradiction.Mirror}), reaches what following it afresh from the later grid
     * reaches: the same contradiction, and where there is none the same grid and count of marks (a trial's charge).
     */
    @Property(tries = 200)
    void anAssumptionFollowedOnFromWhereItStoppedEndsWhereItWouldAfresh(@ForAll long seed) {
        Grown g = Grown.of(seed);
        Closure.State before = g.closure().closed(g.on(), Board.of(g.first()));
        Closure.State after = g.closure().closed(g.on(), Board.of(g.later()));
        Board later = Board.of(g.later());
        for (int c1 = 0; c1 < g.cats(); c1++) {
            for (int c2 = c1 + 1; c2 < g.cats(); c2++) {
                for (int i = 0; i < g.size(); i++) {
                    for (long u = before.open(c1, i, c2) & after.open(c1, i, c2); u != 0; u &= u - 1) {
                        int j = Long.numberOfTrailingZeros(u);
                        for (boolean yes : new boolean[] {true, false}) {
                            Closure.State stopped = before.copy();
                            if (!stopped.assume(c1, i, c2, j, yes)) {
                                continue; // (a trial that broke is not kept)
                            }
                            stopped.take(later);
                            Closure.State afresh = after.copy();
                            afresh.assume(c1, i, c2, j, yes);
                            assertEquals(afresh.contradiction(), stopped.contradiction());
                            if (!afresh.contradiction()) {
                                assertEquals(afresh.marks(), stopped.marks());
                                assertEquals(afresh.toGrid(), stopped.toGrid());
                            }
                            Statistics.collect(afresh.contradiction() ? "breaks from the later grid" : "holds");
                        }
                    }
                }
            }
        }
    }

    /**
     * A random planted puzzle's closure of the easier techniques with every clue on, and two grids at their fixpoint,
     * the second with more marks: the solve's grid when it first tries, and later.
     */
    private record Grown(Closure closure, boolean[] on, Grid first, Grid later, int cats, int size) {
        static Grown of(long seed) {
            Random rnd = new Random(seed);
            int cats = 3 + rnd.nextInt(4);
            int size = 3 + rnd.nextInt(4);
            Puzzle p = RandomPuzzles.planted(rnd, cats, size, 1 + rnd.nextInt(cats * size / 2 + 1));
            Solution s = p.solution().orElseThrow();
            TechniqueSet easier = TechniqueSet.defaults().upTo(Level.HARD);
            DeductionEngine engine = new DeductionEngine(easier);
            Grid first = engine.solve(p, truths(rnd, p, s, Grid.empty(cats, size), 2), Monitor.NONE).grid();
            Grid later = engine.solve(p, truths(rnd, p, s, first, 1 + rnd.nextInt(3)), Monitor.NONE).grid();
            Closure closure = Closure.of(p, Closure.applicable(easier));
            for (Clue c : p.clues()) {
                closure.add(c);
            }
            boolean[] on = new boolean[closure.clueCount()];
            java.util.Arrays.fill(on, true);
            return new Grown(closure, on, first, later, cats, size);
        }
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
