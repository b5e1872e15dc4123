package org.gridwright.core.deduce;

import java.util.Arrays;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * The engine's own mutable grid, built for speed: for every ordered pair of different categories (c1, c2) and
 * every item i of c1, one {@code long} of the items of c2 marked ✗ and one of those marked ●. Both orientations
 * are kept, so a line of a box reads as one word either way. Converted to the model {@link Grid} at the edges.
 */
final class Board {
    final int cats;
    final int size;
    final long full;
    private final long[] no;
    private final long[] yes;
    /** Per box (lower category × cats + higher): how many marks were written there; for skipping unchanged work. */
    private final int[] versions;
    /** Per category: how many marks were written in all its boxes together. */
    private final int[] around;
    /** Whether some line cannot be completed (see {@link #broken()}); kept up by {@link #set}, as marks only add. */
    private boolean broken;
    /** How many marks were written on this grid and the grids it was copied from (the sum of the versions). */
    private int total;
    /** Per item (category × size + index): {@link #total} just after a mark was last written in its lines, or 0. */
    private final int[] written;
    /** Per category: the largest of its items' {@link #written}. */
    private final int[] categoryWritten;
    /** The value of {@link #total} when this grid was made (copied): where {@link #log} starts. */
    private final int logBase;
    /** The cells of the marks written since this grid was made, in order, as {@link #cell} codes them. */
    private int[] log;
    /** This grid, for the records of techniques that read its log; and the grid it was copied from (or null). */
    private final Object token = new Object();
    private final Object from;

    Board(int cats, int size) {
        this.cats = cats;
        this.size = size;
        this.full = size == 64 ? -1L : (1L << size) - 1;
        this.no = new long[cats * cats * size];
        this.yes = new long[cats * cats * size];
        this.versions = new int[cats * cats];
        this.around = new int[cats];
        this.written = new int[cats * size];
        this.categoryWritten = new int[cats];
        this.logBase = 0;
        this.log = new int[16];
        this.from = null;
    }

    private Board(Board o) {
        this.cats = o.cats;
        this.size = o.size;
        this.full = o.full;
        this.no = o.no.clone();
        this.yes = o.yes.clone();
        this.versions = o.versions.clone();
        this.around = o.around.clone();
        this.broken = o.broken;
        this.total = o.total;
        this.written = o.written.clone();
        this.categoryWritten = o.categoryWritten.clone();
        this.logBase = o.total;
        this.log = new int[8];
        this.from = o.token;
    }

    Board copy() {
        return new Board(this);
    }

    private int idx(int c1, int i, int c2) {
        return (c1 * cats + c2) * size + i;
    }

    /** Items of c2 not marked ✗ for item i of c1 (for c1 == c2, just i itself). */
    long possible(int c1, int i, int c2) {
        if (c1 == c2) {
            return 1L << i;
        }
        return full & ~no[idx(c1, i, c2)];
    }

    /** Items of c2 marked ● for item i of c1. */
    long yes(int c1, int i, int c2) {
        if (c1 == c2) {
            return 1L << i;
        }
        return yes[idx(c1, i, c2)];
    }

    /** Items of c2 still unknown for item i of c1. */
    long unknown(int c1, int i, int c2) {
        int x = idx(c1, i, c2);
        return full & ~(no[x] | yes[x]);
    }

    Mark get(int c1, int i, int c2, int j) {
        if (c1 == c2) {
            return i == j ? Mark.YES : Mark.NO;
        }
        int x = idx(c1, i, c2);
        long bit = 1L << j;
        if ((yes[x] & bit) != 0) {
            return Mark.YES;
        }
        return (no[x] & bit) != 0 ? Mark.NO : Mark.UNKNOWN;
    }

    Mark get(Item a, Item b) {
        return get(a.category(), a.index(), b.category(), b.index());
    }

    /** Writes a mark on an unknown cell (both orientations). */
    void set(int c1, int i, int c2, int j, Mark m) {
        long[] arr = m == Mark.YES ? yes : no;
        arr[idx(c1, i, c2)] |= 1L << j;
        arr[idx(c2, j, c1)] |= 1L << i;
        int box = c1 < c2 ? c1 * cats + c2 : c2 * cats + c1;
        versions[box]++;
        int n = total++ - logBase;
        if (n == log.length) {
            log = Arrays.copyOf(log, n * 2);
        }
        log[n] = c1 < c2 ? cell(c1, i, c2, j) : cell(c2, j, c1, i);
        written[c1 * size + i] = total;
        written[c2 * size + j] = total;
        categoryWritten[c1] = total;
        categoryWritten[c2] = total;
        around[c1]++;
        around[c2]++;
        broken |= brokenLine(idx(c1, i, c2)) || brokenLine(idx(c2, j, c1));
    }

    /** Every cell of the line ✗, or two ●, or a cell both ● and ✗. */
    private boolean brokenLine(int x) {
        long y = yes[x];
        return no[x] == full || (y & (y - 1)) != 0 || (y & no[x]) != 0;
    }

    /** True when every mark of this grid is among {@code yesOf} and {@code noOf} (in the layout of {@link #word}). */
    boolean within(long[] yesOf, long[] noOf) {
        for (int x = 0; x < no.length; x++) {
            if ((no[x] & ~noOf[x]) != 0 || (yes[x] & ~yesOf[x]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The grid's ●s and ✗s as its own arrays, in the layout of {@link #word}: to be read, never changed. */
    long[][] marks() {
        return new long[][] {yes, no};
    }

    /** The number of words of {@link #word}'s layout. */
    int words() {
        return no.length;
    }

    /** The word holding the line of item i of c1 in the box of c2 (both orientations kept); bit j is item j of c2. */
    int word(int c1, int i, int c2) {
        return idx(c1, i, c2);
    }

    /** A number that changes whenever a mark is written in the box of c1 and c2. */
    int version(int c1, int c2) {
        return versions[c1 < c2 ? c1 * cats + c2 : c2 * cats + c1];
    }

    /** A number that changes whenever a mark is written in any box of c1 or of c2. */
    int versionAround(int c1, int c2) {
        // the marks of c1's boxes and of c2's, their shared box counted once
        return around[c1] + around[c2] - version(c1, c2);
    }

    /** The items of category c whose lines gained a mark after the grid had {@code since} marks ({@link #total}). */
    long writtenSince(int c, int since) {
        if (categoryWritten[c] <= since) {
            return 0;
        }
        long m = 0;
        for (int i = 0, x = c * size; i < size; i++, x++) {
            if (written[x] > since) {
                m |= 1L << i;
            }
        }
        return m;
    }

    /** How many marks were ever written, on this grid and those it was copied from. */
    int total() {
        return total;
    }

    /**
     * Where the marks written since {@code grid} had {@code since} marks start in this grid's log ({@link #logged()}),
     * or -1 when this grid does not know them: {@code grid} is neither this grid's token (with {@code since} within
     * its log) nor the token of the grid it was copied from at exactly {@code since} marks.
     */
    int logFrom(Object grid, int since) {
        if (grid == token && since >= logBase || grid == from && from != null && since == logBase) {
            return since - logBase;
        }
        return -1;
    }

    /** The number of marks in this grid's log: those written since it was made. */
    int logged() {
        return total - logBase;
    }

    /** The cell of the k-th mark of this grid's log, as {@link #cell} codes it. */
    int logged(int k) {
        return log[k];
    }

    /**
     * A cell as a number: c1 &lt; c2 in nine bits each (fewer than 512 categories), i and j in six (at most 64 items);
     * read back by {@link #lower}, {@link #higher}, {@link #row} and {@link #column}.
     */
    static int cell(int c1, int i, int c2, int j) {
        return c1 << 21 | c2 << 12 | i << 6 | j;
    }

    static int lower(int cell) {
        return cell >>> 21;
    }

    static int higher(int cell) {
        return cell >>> 12 & 511;
    }

    static int row(int cell) {
        return cell >>> 6 & 63;
    }

    static int column(int cell) {
        return cell & 63;
    }

    /** What tells this grid apart from its copies, for {@link #logFrom}. */
    Object token() {
        return token;
    }

    void set(Item a, Item b, Mark m) {
        set(a.category(), a.index(), b.category(), b.index(), m);
    }

    /** True when every cell is marked. */
    boolean complete() {
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    int x = idx(c1, i, c2);
                    if ((no[x] | yes[x]) != full) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Number of cells still unknown. */
    int unknownCount() {
        int n = 0;
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    n += Long.bitCount(unknown(c1, i, c2));
                }
            }
        }
        return n;
    }

    /**
     * True when some line of some box cannot be completed: every cell ✗, or two cells ●, or a ● beside a ✗ on
     * the same item pair in another orientation (which cannot happen through {@link #set}).
     */
    boolean broken() {
        return broken; // every line a mark is written on is looked at as it is written
    }

    static Board of(Grid g) {
        Board b = new Board(g.categories(), g.size());
        if (g.unknownCount() == g.categories() * (g.categories() - 1) / 2 * g.size() * g.size()) {
            return b; // nothing marked (a solve from the start)
        }
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    for (int j = 0; j < b.size; j++) {
                        Mark m = g.get(new Item(c1, i), new Item(c2, j));
                        if (m != Mark.UNKNOWN) {
                            b.set(c1, i, c2, j, m);
                        }
                    }
                }
            }
        }
        return b;
    }

    Grid toGrid() {
        Grid.Builder gb = Grid.empty(cats, size).toBuilder();
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    int x = idx(c1, i, c2);
                    gb.setRow(c1, i, c2, yes[x], no[x] & ~yes[x]); // a cell both ● and ✗ (a broken grid) reads ●
                }
            }
        }
        return gb.build();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && Arrays.equals(no, b.no) && Arrays.equals(yes, b.yes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(no) * 31 + Arrays.hashCode(yes);
    }
}
