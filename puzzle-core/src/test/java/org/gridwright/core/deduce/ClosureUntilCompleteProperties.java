package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;

/**
 * For clues true of one solution, {@link Closure#ofTrue} and {@link Closure.State#completesWith} tell what
 * {@link Closure#of(boolean[])} and a copy that adds the clue tell by {@code complete()}; a grid they do not complete
 * is that grid, and the state asked is left as it was. On unique puzzles of two to five categories (up to four a
 * state wakes its clues from its own list, from five from the boxes' lists), by level.
 */
class ClosureUntilCompleteProperties {
    @Property(tries = 500)
    void stoppingAtTheLastYesTellsTheSameAsTheWholeFixpoint(@ForAll long seed) {
        Random rnd = new Random(seed);
        // easy, medium or hard
        Level level = Level.values()[rnd.nextInt(3)];
        Puzzle p = RandomPuzzles.unique(rnd, 2 + rnd.nextInt(4), 3 + rnd.nextInt(4));
        Closure closure = Closure.of(p.withClues(List.of()), Closure.applicable(TechniqueSet.defaults().upTo(level)));
        int n = p.clues().size();
        boolean[] on = new boolean[n];
        for (Clue c : p.clues()) {
            on[closure.add(c)] = rnd.nextInt(5) > 0;
        }
        Closure.State whole = closure.of(on);
        Closure.State until = closure.ofTrue(on);
        Statistics.collect(whole.complete() ? "complete" : "open");
        assertEquals(whole.complete(), until.complete());
        assertFalse(until.contradiction());
        if (!whole.complete()) {
            assertEquals(whole.toGrid(), until.toGrid());
            assertEquals(whole.marks(), until.marks());
        }
        for (int c = 0; c < n; c++) {
            if (on[c]) {
                continue;
            }
            int marks = whole.marks();
            Closure.State added = whole.copy();
            added.add(c);
            assertEquals(added.complete(), whole.completesWith(c));
            assertEquals(marks, whole.marks());
            assertEquals(closure.of(on).toGrid(), whole.toGrid());
            if (!whole.complete()) {
                // the incomplete grid goes on as the whole fixpoint would
                assertEquals(added.complete(), until.completesWith(c));
                Closure.State after = until.copy();
                after.add(c);
                assertEquals(added.toGrid(), after.toGrid());
            }
        }
        // the closure's queues were left empty: a state made after reaches the grid it reaches alone
        Closure.State again = closure.of(on);
        assertEquals(whole.toGrid(), again.toGrid());
        assertEquals(whole.marks(), again.marks());
    }

    /**
     * {@link Closure#above} reaches the grid {@link Closure#of(boolean[])} reaches, from the fixpoint of an easier
     * closure that took its clues, with the same clues on or (then as {@link Closure#of(boolean[], Closure.State)})
     * some of them; and a closure's state after it reaches what it reaches alone.
     */
    @Property(tries = 500)
    void goingOnAboveAnEasierFixpointReachesTheWholeFixpoint(@ForAll long seed) {
        Random rnd = new Random(seed);
        int upper = 1 + rnd.nextInt(2);
        Puzzle p = RandomPuzzles.unique(rnd, 2 + rnd.nextInt(4), 3 + rnd.nextInt(4));
        Puzzle blank = p.withClues(List.of());
        Closure harder = Closure.of(blank, Closure.applicable(TechniqueSet.defaults().upTo(Level.values()[upper])));
        Closure easier = Closure.of(blank, Closure.applicable(TechniqueSet.defaults()
                .upTo(Level.values()[rnd.nextInt(upper + 1)])));
        boolean[] on = new boolean[p.clues().size()];
        boolean[] part = new boolean[on.length];
        boolean same = rnd.nextInt(4) > 0;
        for (Clue c : p.clues()) {
            int i = harder.add(c);
            easier.addFrom(harder, i);
            on[i] = rnd.nextInt(5) > 0;
            part[i] = on[i] && (same || rnd.nextBoolean());
        }
        Closure.State from = easier.of(part);
        Closure.State expected = harder.of(on);
        Closure.State above = harder.above(on, from);
        Statistics.collect(expected.complete() ? "complete" : "open", same ? "same clues" : "some");
        assertEquals(expected.toGrid(), above.toGrid());
        assertEquals(expected.marks(), above.marks());
        assertEquals(expected.complete(), above.complete());
        assertEquals(easier.of(part).toGrid(), from.toGrid());
        assertEquals(expected.toGrid(), harder.of(on).toGrid());
    }
}
