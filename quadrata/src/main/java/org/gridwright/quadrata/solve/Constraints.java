package org.gridwright.quadrata.solve;

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
        int[] up = new int[n * n];
        int[] down = new int[n * n];
        for (Sign s : signs) {
            up[s.r1() * n + s.c1()]++;
            down[s.r2() * n + s.c2()]++;
        }
        greater = new int[n * n][];
        smaller = new int[n * n][];
        for (int i = 0; i < n * n; i++) {
            greater[i] = new int[up[i]];
            smaller[i] = new int[down[i]];
        }
        java.util.Arrays.fill(up, 0);
        java.util.Arrays.fill(down, 0);
        for (Sign s : signs) { // in the order of the list, as before
            int a = s.r1() * n + s.c1();
            int b = s.r2() * n + s.c2();
            greater[a][up[a]++] = b;
            smaller[b][down[b]++] = a;
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
                int moved = hiddenSingles(d, line);
                if (moved == NO_PLACE) {
                    return false;
                }
                changed |= moved != 0;
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

    /**
     * As {@link #propagate(int[])} (sign ranges included) for masks that were at its fixpoint before the cells
     * {@code changed[0..count)} were narrowed: only the consequences of those changes are followed, cell by cell
     * from a queue, so a trial that fixes one cell of an almost solved square costs what it changes, not a sweep of
     * the whole square. The rules and hence the fixpoint (or the contradiction) are those of the full sweep.
     */
    public boolean propagateFrom(int[] d, int[] changed, int count) {
        Queue q = new Queue(n * n);
        for (int i = 0; i < count; i++) {
            q.push(changed[i]);
        }
        // lines (rows 0..n-1, columns n..2n-1) with a changed cell, for the hidden-single rule
        boolean[] dirty = new boolean[2 * n];
        int[] lines = new int[2 * n];
        int dirtyCount = 0;
        while (q.size > 0 || dirtyCount > 0) {
            while (q.size > 0) {
                int cell = q.pop();
                int m = d[cell];
                if (m == 0) {
                    return false;
                }
                int r = cell / n;
                int c = cell % n;
                if (!dirty[r]) {
                    dirty[r] = true;
                    lines[dirtyCount++] = r;
                }
                if (!dirty[n + c]) {
                    dirty[n + c] = true;
                    lines[dirtyCount++] = n + c;
                }
                if ((m & (m - 1)) == 0) {
                    for (int k = 0; k < n; k++) {
                        if (!leaves(d, r * n + k, cell, m, q) || !leaves(d, k * n + c, cell, m, q)) {
                            return false;
                        }
                    }
                }
                for (int b : greater[cell]) {
                    if (!signRange(d, cell, b, q)) {
                        return false;
                    }
                }
                for (int a : smaller[cell]) {
                    if (!signRange(d, a, cell, q)) {
                        return false;
                    }
                }
            }
            // hidden singles and symbols with no place in the lines the changes touched
            while (dirtyCount > 0 && q.size == 0) {
                int line = lines[--dirtyCount];
                dirty[line] = false;
                int moved = hiddenSingles(d, line);
                if (moved == NO_PLACE) {
                    return false;
                }
                for (; moved != 0; moved &= moved - 1) {
                    q.push(lineCell(line, Integer.numberOfTrailingZeros(moved)));
                }
            }
        }
        return true;
    }

    /** Placed symbol {@code m} of {@code cell} leaves its peer {@code a}; false when that leaves a nothing. */
    private static boolean leaves(int[] d, int a, int cell, int m, Queue q) {
        if (a != cell && (d[a] & m) != 0) {
            d[a] &= ~m;
            q.push(a);
            return d[a] != 0;
        }
        return true;
    }

    /** The sign a &lt; b cuts each cell's range by the other's; false on a contradiction. */
    private static boolean signRange(int[] d, int a, int b, Queue q) {
        int na = d[a] & ((1 << (31 - Integer.numberOfLeadingZeros(d[b]))) - 1);
        int nb = d[b] & ~((2 << Integer.numberOfTrailingZeros(d[a])) - 1);
        if (na == 0 || nb == 0) {
            return false;
        }
        if (na != d[a]) {
            d[a] = na;
            q.push(a);
        }
        if (nb != d[b]) {
            d[b] = nb;
            q.push(b);
        }
        return true;
    }

    /** The cells whose candidates changed and whose consequences are still to follow, each at most once. */
    private static final class Queue {
        private final int[] cells;
        private final boolean[] queued;
        private int head;
        int size;

        Queue(int capacity) {
            cells = new int[capacity];
            queued = new boolean[capacity];
        }

        void push(int cell) {
            if (!queued[cell]) {
                queued[cell] = true;
                cells[(head + size++) % cells.length] = cell;
            }
        }

        int pop() {
            int cell = cells[head];
            head = (head + 1) % cells.length;
            size--;
            queued[cell] = false;
            return cell;
        }
    }

    /** {@link #hiddenSingles}'s answer when the line cannot be completed. */
    private static final int NO_PLACE = -1;

    /**
     * The hidden-single rule on one line: a symbol with one place left goes there. Returns the positions on the line
     * of the cells it narrowed (bit k = position k), or {@link #NO_PLACE} when a symbol has no place left or two
     * symbols have their only place in the same cell — also when that cell has no other candidate, so the rule
     * finds the same contradictions whatever was narrowed first (the fixpoint does not depend on the order).
     */
    private int hiddenSingles(int[] d, int line) {
        int once = 0;
        int twice = 0;
        for (int k = 0; k < n; k++) {
            int m = d[lineCell(line, k)];
            twice |= once & m;
            once |= m;
        }
        if (once != full) {
            return NO_PLACE;
        }
        int hidden = once & ~twice;
        int moved = 0;
        for (int k = 0; hidden != 0 && k < n; k++) {
            int cell = lineCell(line, k);
            int h = d[cell] & hidden;
            if (h != 0) {
                if ((h & (h - 1)) != 0) {
                    return NO_PLACE; // two symbols with their only place in one cell
                }
                if (d[cell] != h) {
                    d[cell] = h;
                    moved |= 1 << k;
                }
            }
        }
        return moved;
    }

    /** Cell index of position k on line (lines 0..n-1 are rows, n..2n-1 columns). */
    int lineCell(int line, int k) {
        return line < n ? line * n + k : k * n + (line - n);
    }
}
