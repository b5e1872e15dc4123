package org.gridwright.core.solve;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * An independent solution counter for tests: enumerates every tuple of permutations (category 0 fixed as the
 * entities) and keeps those on which every clue's {@link Clue#holds} is true. Shares no code with the solver.
 */
final class BruteForce {
    private BruteForce() {
    }

    /** Every solution of the puzzle's clues. */
    static List<Solution> all(Puzzle p) {
        return all(p, p.clues(), Integer.MAX_VALUE);
    }

    /** True when the given clues (over p's categories) have at least one solution. */
    static boolean satisfiable(Puzzle p, List<Clue> clues) {
        return !all(p, clues, 1).isEmpty();
    }

    static List<Solution> all(Puzzle p, List<Clue> clues, int limit) {
        int cats = p.categoryCount();
        int k = p.size();
        List<int[]> perms = new ArrayList<>();
        permutations(new int[k], new boolean[k], 0, perms);
        int[][] rows = new int[k][cats];
        for (int e = 0; e < k; e++) {
            rows[e][0] = e;
        }
        List<Solution> out = new ArrayList<>();
        int[] choice = new int[cats];
        while (true) {
            for (int c = 1; c < cats; c++) {
                int[] perm = perms.get(choice[c]);
                for (int e = 0; e < k; e++) {
                    rows[e][c] = perm[e];
                }
            }
            Solution s = Solution.ofRows(rows);
            boolean ok = true;
            for (Clue clue : clues) {
                if (!clue.holds(p, s)) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                out.add(s);
                if (out.size() >= limit) {
                    return out;
                }
            }
            int c = 1;
            while (c < cats && ++choice[c] == perms.size()) {
                choice[c] = 0;
                c++;
            }
            if (c >= cats) {
                return out;
            }
        }
    }

    private static void permutations(int[] perm, boolean[] used, int at, List<int[]> out) {
        if (at == perm.length) {
            out.add(perm.clone());
            return;
        }
        for (int i = 0; i < perm.length; i++) {
            if (!used[i]) {
                used[i] = true;
                perm[at] = i;
                permutations(perm, used, at + 1, out);
                used[i] = false;
            }
        }
    }
}
