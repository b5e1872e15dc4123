package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * Trials of the solve's own grid decided by a closure of the easier techniques ({@link Contradiction.Mirror}), and
 * the assumptions skipped as some earlier trial's end holds them, find exactly the steps that following every
 * assumption step by step finds: the same techniques, depths, marks and outcome, on random puzzles of up to 8×8 with
 * one solution or many (stuck, contradictions, trials), from the empty grid and from a partly marked one. The trial
 * work is counted otherwise (a closure's trial costs a round per two marks), so where either ran out of its budget,
 * the one cut shorter is the other's beginning.
 */
class ClosureTrialsTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();
    private static final DeductionEngine EVERY = ENGINE.followingEveryAssumption();

    @Property(tries = 150)
    void closureTrialsFindTheSameSteps(@ForAll @IntRange(min = 1, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(6);
        int size = 3 + rnd.nextInt(6);
        Puzzle p = rnd.nextBoolean() ? RandomPuzzles.uniqueWithin(rnd, cats, size, 200_000, 4 * cats * size) : null;
        if (p == null) {
            p = RandomPuzzles.planted(rnd, cats, size, cats * size / 2 + rnd.nextInt(cats * size));
        }
        Grid empty = Grid.empty(cats, size);
        Trace every = assertSameSteps(p, empty);
        Statistics.collect(every.outcome(), every.outOfBudget(),
                every.steps().stream().anyMatch(s -> s.technique().startsWith("contradiction")));
        Board b = Board.of(empty);
        for (Step s : every.steps().subList(0, every.steps().size() / 2)) {
            Run.apply(b, s);
        }
        assertSameSteps(p, b.toGrid());
    }

    private static Trace assertSameSteps(Puzzle p, Grid start) {
        Trace every = EVERY.solve(p, start, Monitor.NONE, false, false);
        Trace closing = ENGINE.solve(p, start, Monitor.NONE, false, false);
        String a = summary(every.steps());
        String b = summary(closing.steps());
        if (every.outOfBudget() || closing.outOfBudget()) {
            assertTrue(a.startsWith(b) || b.startsWith(a), "neither trace begins the other: " + p.clues());
            return every;
        }
        assertEquals(a, b, p.clues().toString());
        assertEquals(every.outcome(), closing.outcome());
        assertEquals(every.grid(), closing.grid());
        return every;
    }

    private static String summary(List<Step> steps) {
        StringBuilder sb = new StringBuilder();
        for (Step s : steps) {
            sb.append(s.technique()).append(' ').append(s.depth()).append(' ').append(s.marks()).append('\n');
        }
        return sb.toString();
    }
}
