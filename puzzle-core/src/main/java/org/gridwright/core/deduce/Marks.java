package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * The new marks of a step being built. Marks already on the grid are dropped; a mark whose cell holds the opposite
 * one, or a ● between two items of one category, is a conflict reported to the context (the grid is impossible).
 */
final class Marks {
    private final Context ctx;
    private final List<MarkChange> list = new ArrayList<>();
    /**
     * The cells of {@code list} as numbers ({@link Contradiction#key}), to find one again without comparing items:
     * the first one's, and the rest's from the second mark on (most steps write one mark).
     */
    private long firstKey;
    private long[] keys;

    Marks(Context ctx) {
        this.ctx = ctx;
    }

    /** Adds a mark; true when it is new (or conflicting). */
    boolean add(Item a, Item b, Mark m) {
        if (a.category() == b.category()) {
            boolean fine = (m == Mark.YES) == (a.index() == b.index());
            if (!fine) {
                ctx.conflict(true);
            }
            return !fine;
        }
        Mark now = ctx.board.get(a, b);
        if (now == m) {
            return false;
        }
        if (now != Mark.UNKNOWN) {
            ctx.conflict(true);
        }
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        long key = Contradiction.key(a, b);
        int n = list.size();
        for (int k = 0; k < n; k++) {
            if ((k == 0 ? firstKey : keys[k - 1]) == key) {
                if (list.get(k).value() != m) {
                    ctx.conflict(true);
                }
                return false;
            }
        }
        remember(n, key);
        list.add(new MarkChange(a, b, m));
        return true;
    }

    /** Keeps the key of the n-th mark (counted from 0). */
    private void remember(int n, long key) {
        if (n == 0) {
            firstKey = key;
            return;
        }
        if (keys == null) {
            keys = new long[4];
        } else if (n - 1 == keys.length) {
            keys = java.util.Arrays.copyOf(keys, keys.length * 2);
        }
        keys[n - 1] = key;
    }

    boolean no(Item a, Item b) {
        return add(a, b, Mark.NO);
    }

    /**
     * Adds a ✗ the caller knows to be new: items of two categories whose cell is open on the grid and not yet among
     * these marks (a technique ruling out a line's open cells). What {@link #no} does for such a mark, without
     * reading the grid or comparing it with the marks so far.
     */
    void newNo(Item a, Item b) {
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        remember(list.size(), Contradiction.key(a, b));
        list.add(new MarkChange(a, b, Mark.NO));
    }

    boolean yes(Item a, Item b) {
        return add(a, b, Mark.YES);
    }

    boolean isEmpty() {
        return list.isEmpty() && !ctx.conflict();
    }

    List<MarkChange> list() {
        return list;
    }
}
