package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/** The complete solver agrees with an independent brute force on thousands of random small puzzles. */
class CompleteSolverPropertiesTest {

    private static Puzzle randomPuzzle(long seed, int cats, int k) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int clues = rnd.nextInt(cats * k + 2);
        double truth = 0.6 + 0.4 * rnd.nextDouble();
        return RandomPuzzles.puzzle(cats, k, clues, truth, rnd);
    }

    @Property(tries = 2500)
    void verdictAgreesWithBruteForce(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int cats,
            @ForAll @IntRange(min = 2, max = 4) int k) {
        Puzzle p = randomPuzzle(seed, cats, k);
        List<Solution> all = BruteForce.all(p);
        Verdict v = CompleteSolver.solve(p);
        Statistics.label("status").collect(v.status());
        Statistics.label("status").coverage(c -> {
            c.check(Status.UNIQUE).percentage(x -> x > 10);
            c.check(Status.MULTIPLE).percentage(x -> x > 10);
            c.check(Status.CONTRADICTORY).percentage(x -> x > 10);
        });
        switch (all.size()) {
            case 0 -> {
                assertEquals(Status.CONTRADICTORY, v.status());
                assertNull(v.solution());
                assertTrue(v.witnesses().isEmpty());
            }
            case 1 -> {
                assertEquals(Status.UNIQUE, v.status());
                assertEquals(all.get(0), v.solution());
                assertTrue(v.witnesses().isEmpty());
            }
            default -> {
                assertEquals(Status.MULTIPLE, v.status());
                assertNull(v.solution());
                assertEquals(2, v.witnesses().size());
                assertNotEquals(v.witnesses().get(0), v.witnesses().get(1));
                assertTrue(all.contains(v.witnesses().get(0)), "witness 1 is a real solution");
                assertTrue(all.contains(v.witnesses().get(1)), "witness 2 is a real solution");
            }
        }
    }

    @Property(tries = 1500)
    void countingFindsEverySolutionExactlyOnce(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int cats,
            @ForAll @IntRange(min = 2, max = 3) int k) {
        Puzzle p = randomPuzzle(seed, cats, k);
        List<Solution> all = BruteForce.all(p);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        int n = cp.countSolutions(Integer.MAX_VALUE);
        assertEquals(all.size(), n);
        Set<Solution> distinct = new HashSet<>(cp.solutions());
        assertEquals(n, distinct.size(), "no solution is counted twice");
        assertEquals(new HashSet<>(all), distinct);
    }

    @Property(tries = 1500)
    void conflictSetIsUnsatisfiableAndMinimal(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int cats,
            @ForAll @IntRange(min = 2, max = 4) int k) {
        Puzzle p = randomPuzzle(seed, cats, k);
        boolean satisfiable = BruteForce.satisfiable(p, p.clues());
        List<Integer> conflict = CompleteSolver.conflict(p);
        Statistics.collect(satisfiable ? "satisfiable" : "conflict of " + conflict.size());
        if (satisfiable) {
            assertTrue(conflict.isEmpty());
            return;
        }
        assertFalse(conflict.isEmpty());
        List<Clue> chosen = new ArrayList<>();
        int last = -1;
        for (int i : conflict) {
            assertTrue(i > last && i < p.clues().size(), "ascending indices of real clues");
            last = i;
            chosen.add(p.clues().get(i));
        }
        assertFalse(BruteForce.satisfiable(p, chosen), "the conflict set has no solution");
        for (int drop = 0; drop < chosen.size(); drop++) {
            List<Clue> fewer = new ArrayList<>(chosen);
            fewer.remove(drop);
            assertTrue(BruteForce.satisfiable(p, fewer), "dropping clue " + conflict.get(drop) + " resolves it");
        }
    }

    @Property(tries = 300)
    void switchingCluesOffAndOnMatchesRecompiling(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Puzzle p = RandomPuzzles.puzzle(3 + rnd.nextInt(2), 3 + rnd.nextInt(2), 8, 0.8, rnd);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        List<Clue> on = new ArrayList<>();
        for (int i = 0; i < p.clues().size(); i++) {
            boolean enable = rnd.nextBoolean();
            cp.setEnabled(i, enable);
            if (enable) {
                on.add(p.clues().get(i));
            }
        }
        Clue extra = RandomPuzzles.clue(p, rnd);
        cp.add(extra);
        cp.removeLast();
        Verdict incremental = CompleteSolver.verdict(cp, org.gridwright.core.task.Monitor.NONE);
        assertEquals(CompleteSolver.solve(p.withClues(on)), incremental);
    }
}
