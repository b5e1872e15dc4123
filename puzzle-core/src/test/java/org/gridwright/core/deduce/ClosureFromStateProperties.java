package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;

/**
 * A grid started from an easier closure's state ({@link Closure#of(boolean[], Closure.State)}) reaches the grid the
 * closure reaches from an empty one: the easier techniques' marks of some of the clues are in its fixpoint, and the
 * techniques only add marks. Rating a set by the easier techniques first and going on from their grid is exact.
 */
class ClosureFromStateProperties {
    private static final Level[] LEVELS = {Level.EASY, Level.MEDIUM, Level.HARD};

    @Property(tries = 400)
    void goingOnFromAnEasierGridReachesTheSameGrid(@ForAll long seed) {
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.unique(rnd, 3 + rnd.nextInt(3), 3 + rnd.nextInt(4));
        int lower = rnd.nextInt(LEVELS.length);
        int upper = lower + rnd.nextInt(LEVELS.length - lower);
        TechniqueSet easier = Closure.applicable(TechniqueSet.defaults().upTo(LEVELS[lower]));
        TechniqueSet harder = Closure.applicable(TechniqueSet.defaults().upTo(LEVELS[upper]));
        Puzzle base = p.withClues(java.util.List.of());
        Closure from = Closure.of(base, easier);
        Closure to = Closure.of(base, harder);
        int n = p.clues().size();
        boolean[] on = new boolean[n];
        boolean[] some = new boolean[n];
        for (Clue c : p.clues()) {
            int i = to.add(c);
            from.addFrom(to, i);
            on[i] = rnd.nextInt(4) > 0;
            // the easier grid of some of the clues on (or all of them)
            some[i] = on[i] && rnd.nextInt(3) > 0;
        }
        Closure.State start = from.of(some);
        Closure.State expected = to.of(on);
        Closure.State state = to.of(on, start);
        Statistics.collect(expected.complete() ? "complete" : "not complete");
        assertEquals(expected.toGrid(), state.toGrid());
        assertEquals(expected.marks(), state.marks());
        assertEquals(expected.complete(), state.complete());
        assertEquals(expected.contradiction(), state.contradiction());
    }

    @Example
    void refusesAGridOfAnotherShape() {
        Random rnd = new Random(3);
        Puzzle small = RandomPuzzles.unique(rnd, 3, 4);
        Puzzle big = RandomPuzzles.unique(rnd, 4, 4);
        TechniqueSet set = Closure.applicable(TechniqueSet.defaults().upTo(Level.MEDIUM));
        Closure.State other = Closure.of(big.withClues(java.util.List.of()), set).start();
        Closure closure = Closure.of(small.withClues(java.util.List.of()), set);
        assertThrows(IllegalArgumentException.class, () -> closure.of(new boolean[0], other));
    }
}
