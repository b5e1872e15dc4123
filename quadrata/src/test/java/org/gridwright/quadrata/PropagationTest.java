package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.quadrata.solve.Constraints;

/**
 * The propagation's fixpoint does not depend on the order its rules run in: the sweep over the whole square and the
 * queue that follows only the consequences of a change end in the same candidates (or both in a contradiction), and
 * fewer candidates at the start never end in more. The closure of the human techniques and the generator's removal
 * by batches rely on it.
 */
class PropagationTest {
    @Property(tries = 300)
    void followingTheChangesEndsWhereTheSweepEnds(@ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
        Random r = new Random(seed);
        Constraints c = new Constraints(QuadrataEngineTest.randomPuzzle(n, seed, 0.1, 0.5));
        int[] d = c.startMasks();
        if (!c.propagate(d)) {
            return;
        }
        for (int trial = 0; trial < 10; trial++) {
            int[] changed = new int[3];
            int count = 0;
            int[] sweep = d.clone();
            for (int k = 0; k < 3; k++) {
                int cell = r.nextInt(n * n);
                if (Integer.bitCount(sweep[cell]) > 1) {
                    sweep[cell] = narrower(sweep[cell], r);
                    changed[count++] = cell;
                }
            }
            int[] queue = sweep.clone();
            boolean a = c.propagate(sweep);
            boolean b = c.propagateFrom(queue, changed, count);
            assertEquals(a, b, "the same verdict");
            if (a) {
                assertArrayEquals(sweep, queue, "the same candidates");
            }
        }
    }

    @Property(tries = 300)
    void fewerCandidatesNeverEndInMore(@ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
        Random r = new Random(seed);
        Constraints c = new Constraints(QuadrataEngineTest.randomPuzzle(n, seed, 0.05, 0.4));
        int[] wide = c.startMasks();
        int[] narrow = wide.clone();
        for (int k = 0; k < n; k++) {
            int cell = r.nextInt(n * n);
            if (Integer.bitCount(narrow[cell]) > 1) {
                narrow[cell] = narrower(narrow[cell], r);
            }
        }
        boolean wideOk = c.propagate(wide);
        boolean narrowOk = c.propagate(narrow);
        if (!wideOk) {
            assertFalse(narrowOk, "a contradiction found from more candidates is found from fewer");
        }
        if (narrowOk) {
            for (int i = 0; i < wide.length; i++) {
                assertTrue((narrow[i] & ~wide[i]) == 0, "cell " + i + " ends within the wider end");
            }
        }
    }

    @org.junit.jupiter.api.Test
    void twoSymbolsWithOneCellBetweenThemAreAContradictionEvenWhenTheCellHasNothingElse() {
        Constraints c = new Constraints(4, java.util.List.of(), java.util.List.of());
        for (int first : new int[] {0b0111, 0b0011}) {
            // row 0: symbols 0 and 1 can only go in its first cell; the other three cells share symbols 2 and 3
            int[] d = c.startMasks();
            d[0] = first;
            d[1] = d[2] = d[3] = 0b1100;
            assertFalse(c.propagate(d.clone()), "first cell " + Integer.toBinaryString(first));
            assertFalse(c.propagateFrom(d.clone(), new int[] {0, 1, 2, 3}, 4));
        }
    }

    /** A random non-empty proper part of a mask with two or more candidates. */
    private static int narrower(int mask, Random r) {
        int part;
        do {
            part = mask & r.nextInt();
        } while (part == 0 || part == mask);
        return part;
    }
}
