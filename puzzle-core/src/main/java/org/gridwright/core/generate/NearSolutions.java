package org.gridwright.core.generate;

import java.util.Arrays;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;

/**
 * Assignments close to the known solution, each with the few clues it breaks, followed while the solution pass
 * switches clues off: one that breaks a single clue still on shows that clue needed — without the clue it is
 * another solution — so the pass need not search for one. Close means two entities trade their items in a set of
 * categories (category 0 stays: trading in the others is the same), or three entities pass their items round in
 * one category. Those that break more than {@code most} clues with every clue on are not kept: few of them come
 * down to one.
 */
final class NearSolutions {
    /** Per near solution kept, the clues it breaks. */
    private final int[][] breaks;
    /** Per near solution kept, how many of the clues it breaks are still on. */
    private final int[] on;
    /** Per clue, the near solutions kept that break it. */
    private final int[][] byClue;
    /** Per clue, whether a near solution breaks it and no other clue on. */
    private final boolean[] shown;
    /** Per clue, whether it is off. */
    private final boolean[] off;

    /** Finds them against the clues enabled in {@code cp} ({@code clues} compiled, all of them on). */
    NearSolutions(CompiledPuzzle cp, int clues, Solution solution, int categories, int items, int most) {
        this(cp, clues, solution, categories, items, most, false);
    }

    /**
     * As above; with {@code oneCategory} two entities trade in one category only (the rounds of three as ever): at
     * 8 categories a seventh of the near solutions, and the cheap ones to find.
     */
    NearSolutions(CompiledPuzzle cp, int clues, Solution solution, int categories, int items, int most,
            boolean oneCategory) {
        int[][] rows = solution.rows();
        int[][] near = new int[items][];
        int[] found = new int[most];
        int[][] kept = new int[16][];
        int count = 0;
        int[] perClue = new int[clues];
        // per pair of entities, the sets of categories they trade in
        int sets = oneCategory ? categories - 1 : (1 << Math.min(categories - 1, 12)) - 1;
        int cycles = (categories - 1) * items * (items - 1) * (items - 2) / 3;
        int total = items * (items - 1) / 2 * sets + cycles;
        for (int move = 0; move < total; move++) {
            near(rows, near, move, items, sets, oneCategory);
            int n = cp.violations(near, found);
            if (n == 0 || n > most) {
                continue;
            }
            if (count == kept.length) {
                kept = Arrays.copyOf(kept, 2 * count);
            }
            kept[count++] = Arrays.copyOf(found, n);
            for (int t = 0; t < n; t++) {
                perClue[found[t]]++;
            }
        }
        breaks = Arrays.copyOf(kept, count);
        on = new int[count];
        byClue = new int[clues][];
        for (int i = 0; i < clues; i++) {
            byClue[i] = new int[perClue[i]];
        }
        shown = new boolean[clues];
        off = new boolean[clues];
        int[] fill = new int[clues];
        for (int s = 0; s < count; s++) {
            on[s] = breaks[s].length;
            for (int i : breaks[s]) {
                byClue[i][fill[i]++] = s;
            }
            if (on[s] == 1) {
                shown[breaks[s][0]] = true;
            }
        }
    }

    /**
     * Puts the {@code move}-th near solution into {@code near}: first, per pair of entities, every non-empty set of the categories 1..
     * in which they trade (the set's bits; with {@code oneCategory} each category alone); then, per category, per
     * three entities, their items passed round one way or the other.
     */
    private static void near(int[][] rows, int[][] near, int move, int items, int sets, boolean oneCategory) {
        for (int e = 0; e < items; e++) {
            near[e] = near[e] == null ? rows[e].clone() : near[e];
            System.arraycopy(rows[e], 0, near[e], 0, rows[e].length);
        }
        int pairs = items * (items - 1) / 2;
        int swaps = pairs * sets;
        if (move < swaps) {
            int pair = move / sets;
            int set = oneCategory ? 1 << move % sets : move % sets + 1;
            int e1 = 0;
            while (pair >= items - 1 - e1) {
                pair -= items - 1 - e1;
                e1++;
            }
            int e2 = e1 + 1 + pair;
            for (int bits = set; bits != 0; bits &= bits - 1) {
                int c = 1 + Integer.numberOfTrailingZeros(bits);
                near[e1][c] = rows[e2][c];
                near[e2][c] = rows[e1][c];
            }
            return;
        }
        int left = move - swaps;
        int triples = items * (items - 1) * (items - 2) / 6;
        int c = 1 + left / (2 * triples);
        left %= 2 * triples;
        boolean back = left % 2 == 1;
        left /= 2;
        for (int e1 = 0; e1 < items; e1++) {
            for (int e2 = e1 + 1; e2 < items; e2++) {
                for (int e3 = e2 + 1; e3 < items; e3++, left--) {
                    if (left == 0) {
                        near[e1][c] = rows[back ? e3 : e2][c];
                        near[e2][c] = rows[back ? e1 : e3][c];
                        near[e3][c] = rows[back ? e2 : e1][c];
                        return;
                    }
                }
            }
        }
        throw new IllegalStateException("no near solution " + move);
    }

    private NearSolutions(NearSolutions o) {
        breaks = o.breaks;
        byClue = o.byClue;
        on = o.on.clone();
        shown = o.shown.clone();
        off = o.off.clone();
    }

    /** A copy to switch clues off in, this one left as it is (the clues' lists shared: they are never written). */
    NearSolutions copy() {
        return new NearSolutions(this);
    }

    /** Whether a near solution breaks clue {@code i} and no other clue on (then the clue is needed). */
    boolean shows(int i) {
        return shown[i];
    }

    /** Clue {@code i} is off from now on: near solutions that broke it and one other clue on show that one. */
    void off(int i) {
        off[i] = true;
        for (int s : byClue[i]) {
            if (--on[s] == 1) {
                for (int j : breaks[s]) {
                    if (!off[j]) {
                        shown[j] = true;
                    }
                }
            }
        }
    }
}
