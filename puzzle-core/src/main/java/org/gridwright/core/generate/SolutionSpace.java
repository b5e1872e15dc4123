package org.gridwright.core.generate;

import java.util.Arrays;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;

/**
 * Every solution of a small grid at once, and per clue the set of them it allows (a bitset): which solutions a set
 * of clues allows is then the AND of its clues' sets, a few words of work instead of a search. Only where the grid
 * has at most {@link #MAX_SOLUTIONS} solutions in all ({@code (k!)^(K-1)}: 3x4 has 576, 4x4 already 13,824).
 */
final class SolutionSpace {
    /** The most solutions a grid may have for this to be used (3x4: 576). */
    static final int MAX_SOLUTIONS = 1024;

    private final int words;
    /** Per clue, the solutions it allows. */
    private final long[][] allowed;
    /** The true solution's index. */
    private final int truth;
    private final long[] scratch;
    /** Every solution. */
    private final long[] all;

    /**
     * The solutions of the grid of {@code cp} (K categories of k items) and, per clue compiled in {@code cp}, those
     * it allows; {@code solution} is the true one, which every clue allows, with entity e holding item e of category 0
     * (as {@link Generator#randomSolution} draws it).
     */
    SolutionSpace(CompiledPuzzle cp, int cats, int k, Solution solution) {
        int[][] perms = permutations(k);
        int total = 1;
        for (int c = 1; c < cats; c++) {
            total *= perms.length;
        }
        int n = cp.clueCount();
        words = (total + 63) >>> 6;
        allowed = new long[n][words];
        scratch = new long[words];
        all = new long[words];
        for (int s = 0; s < total; s++) {
            all[s >>> 6] |= 1L << s;
        }
        int[][] rows = new int[k][cats];
        int[] digit = new int[cats];
        for (int e = 0; e < k; e++) {
            for (int c = 1; c < cats; c++) {
                rows[e][c] = perms[0][e];
            }
            rows[e][0] = e;
        }
        boolean[] ok = new boolean[n];
        int[][] truthRows = solution.rows();
        int found = -1;
        for (int s = 0; s < total; s++) {
            if (found < 0 && Arrays.deepEquals(rows, truthRows)) {
                found = s;
            }
            cp.allows(rows, ok);
            long bit = 1L << s;
            for (int i = 0; i < n; i++) {
                if (ok[i]) {
                    allowed[i][s >>> 6] |= bit;
                }
            }
            // the next solution: category 1's permutation turns fastest, an odometer over the categories
            for (int c = 1; c < cats; c++) {
                digit[c] = digit[c] + 1 == perms.length ? 0 : digit[c] + 1;
                for (int e = 0; e < k; e++) {
                    rows[e][c] = perms[digit[c]][e];
                }
                if (digit[c] != 0) {
                    break;
                }
            }
        }
        truth = found;
    }

    /** Whether a grid of {@code cats} categories of {@code k} items has at most {@link #MAX_SOLUTIONS} solutions. */
    static boolean fits(int cats, int k) {
        long perms = 1;
        for (int i = 2; i <= k; i++) {
            perms *= i;
        }
        long total = 1;
        for (int c = 1; c < cats; c++) {
            total *= perms;
            if (total > MAX_SOLUTIONS) {
                return false;
            }
        }
        return true;
    }

    /**
     * Drops, in the order given (its first {@code n} clues), every clue on whose others on still allow the true
     * solution alone: what is left is unique and needs every clue (fewer clues only allow more solutions, so a clue
     * kept stays needed whatever goes after it). The clues on must allow the true solution alone to start with.
     */
    void dropUnneeded(int[] order, int n, boolean[] on) {
        for (int t = 0; t < n; t++) {
            int i = order[t];
            on[i] = false;
            on[i] = !uniqueWith(on);
        }
    }

    /** Whether the clues on allow the true solution alone. */
    boolean uniqueWith(boolean[] on) {
        System.arraycopy(all, 0, scratch, 0, words);
        for (int i = 0; i < allowed.length; i++) {
            if (on[i]) {
                long[] a = allowed[i];
                for (int w = 0; w < words; w++) {
                    scratch[w] &= a[w];
                }
            }
        }
        // every clue allows the true solution: unique when no other is left
        scratch[truth >>> 6] &= ~(1L << truth);
        for (int w = 0; w < words; w++) {
            if (scratch[w] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Every permutation of 0..k-1. */
    private static int[][] permutations(int k) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        permute(new int[k], new boolean[k], 0, out);
        return out.toArray(new int[0][]);
    }

    private static void permute(int[] p, boolean[] used, int at, java.util.List<int[]> out) {
        if (at == p.length) {
            out.add(p.clone());
            return;
        }
        for (int v = 0; v < p.length; v++) {
            if (!used[v]) {
                used[v] = true;
                p[at] = v;
                permute(p, used, at + 1, out);
                used[v] = false;
            }
        }
    }
}
