package org.gridwright.quadrata;

/**
 * An independent check for tests: plain backtracking cell by cell with no bit sets and no propagation, counting
 * solutions up to two. Slow, and for that reason trusted on small orders.
 */
final class BruteForce {
    private BruteForce() {
    }

    static int count(Quadrata q) {
        int n = q.size();
        int[][] g = new int[n][n];
        for (int[] row : g) {
            java.util.Arrays.fill(row, -1);
        }
        return fill(q, g, 0, 0);
    }

    private static int fill(Quadrata q, int[][] g, int pos, int found) {
        int n = q.size();
        if (pos == n * n) {
            return found + 1;
        }
        int r = pos / n;
        int c = pos % n;
        for (int v = 0; v < n && found < 2; v++) {
            if (q.givenAt(r, c) >= 0 && q.givenAt(r, c) != v) {
                continue;
            }
            boolean ok = true;
            for (int k = 0; k < n && ok; k++) {
                ok = g[r][k] != v && g[k][c] != v;
            }
            if (!ok) {
                continue;
            }
            g[r][c] = v;
            boolean signsOk = true;
            for (Sign s : q.signs()) {
                int a = g[s.r1()][s.c1()];
                int b = g[s.r2()][s.c2()];
                if (a >= 0 && b >= 0 && a >= b) {
                    signsOk = false;
                    break;
                }
            }
            if (signsOk) {
                found = fill(q, g, pos + 1, found);
            }
            g[r][c] = -1;
        }
        return found;
    }
}
