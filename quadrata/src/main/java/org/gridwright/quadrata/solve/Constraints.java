package org.gridwright.quadrata.solve;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;

/**
 * A puzzle compiled for solving: the order, the candidate masks the givens leave (bit v = symbol v possible), and
 * for every cell the neighbours a sign says are greater and smaller. Immutable after construction.
 */
public final class Constraints {
    final int n;
    final int full;
    final int[] start;
    /** greater[cell] = cells whose symbol must be greater than this cell's. */
    final int[][] greater;
    final int[][] smaller;
    final boolean consistentGivens;

    public Constraints(Quadrata q) {
        this(q.size(), q.givens(), q.signs());
    }

    public Constraints(int n, List<Given> givens, List<Sign> signs) {
        this.n = n;
        this.full = (1 << n) - 1;
        this.start = new int[n * n];
        java.util.Arrays.fill(start, full);
        boolean ok = true;
        for (Given g : givens) {
            int c = g.row() * n + g.col();
            start[c] &= 1 << g.symbol();
            ok &= start[c] != 0;
        }
        this.consistentGivens = ok;
        List<List<Integer>> gt = new ArrayList<>();
        List<List<Integer>> sm = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            gt.add(new ArrayList<>());
            sm.add(new ArrayList<>());
        }
        for (Sign s : signs) {
            int a = s.r1() * n + s.c1();
            int b = s.r2() * n + s.c2();
            gt.get(a).add(b);
            sm.get(b).add(a);
        }
        greater = new int[n * n][];
        smaller = new int[n * n][];
        for (int i = 0; i < n * n; i++) {
            greater[i] = gt.get(i).stream().mapToInt(Integer::intValue).toArray();
            smaller[i] = sm.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public int size() {
        return n;
    }

    /** The candidate masks before any deduction (a copy). */
    public int[] startMasks() {
        return start.clone();
    }

    /**
     * Propagates to a fixpoint in place: placed symbols leave their row and column, a symbol with one place in a row
     * or column goes there, and signs cut the ranges of their cells. Returns false on a contradiction.
     */
    public boolean propagate(int[] d) {
        return propagate(d, true);
    }

    /**
     * As {@link #propagate(int[])}; with {@code ranges} false a sign only keeps its smaller cell off the last symbol
     * and below a placed neighbour (and its greater cell likewise), the human solver's first level.
     */
    public boolean propagate(int[] d, boolean ranges) {
        int n = this.n;
        // cells whose symbol has already left their peers in this call (a placed cell stays placed)
        boolean[] done = new boolean[n * n];
        boolean changed = true;
        while (changed) {
            changed = false;
            // placed symbols leave their peers
            for (int cell = 0; cell < n * n; cell++) {
                int m = d[cell];
                if (m == 0) {
                    return false;
                }
                if (!done[cell] && (m & (m - 1)) == 0) {
                    done[cell] = true;
                    int r = cell / n;
                    int c = cell % n;
                    int keep = ~m;
                    for (int k = 0; k < n; k++) {
                        int a = r * n + k;
                        if (a != cell && (d[a] & m) != 0) {
                            d[a] &= keep;
                            if (d[a] == 0) {
                                return false;
                            }
                            changed = true;
                        }
                        int b = k * n + c;
                        if (b != cell && (d[b] & m) != 0) {
                            d[b] &= keep;
                            if (d[b] == 0) {
                                return false;
                            }
                            changed = true;
                        }
                    }
                }
            }
            // hidden singles in rows and columns
            for (int line = 0; line < 2 * n; line++) {
                int once = 0;
                int twice = 0;
                for (int k = 0; k < n; k++) {
                    int m = d[lineCell(line, k)];
                    twice |= once & m;
                    once |= m;
                }
                if (once != full) {
                    return false;
                }
                int hidden = once & ~twice;
                if (hidden != 0) {
                    for (int k = 0; k < n; k++) {
                        int cell = lineCell(line, k);
                        int h = d[cell] & hidden;
                        if (h != 0 && d[cell] != h) {
                            if ((h & (h - 1)) != 0) {
                                return false; // two symbols with their only place in one cell
                            }
                            d[cell] = h;
                            changed = true;
                        }
                    }
                }
            }
            // signs: the smaller cell stays below the largest candidate of the greater, and vice versa
            for (int a = 0; a < n * n; a++) {
                for (int b : greater[a]) {
                    int hiB;
                    int loA;
                    if (ranges) {
                        hiB = 31 - Integer.numberOfLeadingZeros(d[b]);
                        loA = Integer.numberOfTrailingZeros(d[a]);
                    } else {
                        hiB = (d[b] & (d[b] - 1)) == 0 ? Integer.numberOfTrailingZeros(d[b]) : n - 1;
                        loA = (d[a] & (d[a] - 1)) == 0 ? Integer.numberOfTrailingZeros(d[a]) : 0;
                    }
                    int na = d[a] & ((1 << hiB) - 1);
                    int nb = d[b] & ~((2 << loA) - 1);
                    if (na != d[a] || nb != d[b]) {
                        d[a] = na;
                        d[b] = nb;
                        if (na == 0 || nb == 0) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
        }
        return true;
    }

    /** Cell index of position k on line (lines 0..n-1 are rows, n..2n-1 columns). */
    int lineCell(int line, int k) {
        return line < n ? line * n + k : k * n + (line - n);
    }
}
