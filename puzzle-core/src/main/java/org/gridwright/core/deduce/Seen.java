package org.gridwright.core.deduce;

import java.util.Arrays;

/**
 * Where a technique last found nothing on a context's grid, brought up to date from the marks written since, read
 * off the grid's log ({@link Board#logFrom}) — or everything to look at again where the grid cannot tell (the first
 * look, or a grid copied before the last look). Copied with its context ({@link Context#on}). Two kinds:
 *
 * <ul>
 * <li>by slots (a box, a clue): per slot, the version of the grid's marks at which it gave nothing, and the slots a
 * mark was written for since ({@link #pending}). The technique looks only at the pending slots, in slot order, and
 * skips those whose version is still the one it found nothing at: the slots it would look at checking every slot's
 * version, without checking every slot.</li>
 * <li>by items, for a technique whose every verdict reads the lines of two items alone: it looks again only at the
 * items whose lines gained a mark since it found nothing — anywhere ({@link #touched}, kept from the log), or in the
 * box it looks at ({@link #clean}: per box, the grid's mark count then; {@link Board#writtenSince}).</li>
 * </ul>
 */
final class Seen {
    /** Per slot, the version at which the slot gave nothing, -1 before (empty by items). */
    final int[] versions;
    /** The slots that may differ from {@link #versions}, as bits (a superset of those that do). */
    private final long[] pending;
    /** Per box of the log (lower category × cats + higher), the slots a mark in it changes; shared by copies. */
    private final long[][] affects;
    /** The slots there are (every pending bit is one of them); shared by copies. */
    private final long[] all;
    /** Per slot, its two categories (a box's lines and columns); shared by copies. */
    final int[] first;
    final int[] second;
    /** By slots, a slot per clue of one type: per slot, the clue's index, or null; shared by copies. */
    final int[] clues;
    /** By items: per slot (box), the grid's mark count when it last gave nothing, -1 before. */
    private final int[] clean;
    /** By items: per category, the items whose lines gained a mark since the last search that found nothing. */
    private final long[] touched;
    private final long full;
    /**
     * By items, looking since the whole search found nothing: the box (slot) where the last search found something,
     * -1 if none since, and the grid's mark count then. Every box before it gave nothing then, so it needs another
     * look only at the items whose lines gained a mark since ({@link Board#writtenSince}).
     */
    private int resumeSlot = -1;
    private int resumeAt;
    /** By items: per category, the items whose lines gained a mark since the previous {@link #touched}. */
    private final long[] recent;
    /**
     * By slots: the slots that can never give anything again on this grid or any with more marks (a clue whose marks
     * are all written), as bits, or null before the first; and how many.
     */
    private long[] spent;
    private int spentCount;
    /** The shape of grid the record is for. */
    private final int cats;
    private final int size;
    /** The grid (its token) and its mark count when the record was last brought up to date. */
    private Object grid;
    private int at;

    /**
     * By slots.
     *
     * @param affects per box (lower category × cats + higher), the slots a mark written in it may change, as bits
     * @param all     every slot, as bits
     * @param first   per slot, the category of its lines, or null; {@code second} of its columns
     */
    Seen(int slots, long[][] affects, long[] all, int[] first, int[] second, int cats, int size) {
        this(slots, affects, all, first, second, null, cats, size);
    }

    /** By slots, a slot per clue of one type: {@code clues} the clues' indices, in slot order. */
    Seen(int slots, long[][] affects, long[] all, int[] first, int[] second, int[] clues, int cats, int size) {
        this.versions = new int[slots];
        Arrays.fill(versions, -1);
        this.affects = affects;
        this.all = all;
        this.pending = all.clone();
        this.first = first;
        this.second = second;
        this.clues = clues;
        this.clean = null;
        this.touched = null;
        this.recent = null;
        this.full = 0;
        this.cats = cats;
        this.size = size;
    }

    /** By items, for a grid of {@code cats} categories of {@code size} items (a slot per box, c1 × cats + c2). */
    Seen(int cats, int size) {
        this.versions = new int[0];
        this.pending = null;
        this.affects = null;
        this.all = null;
        this.first = null;
        this.second = null;
        this.clues = null;
        this.cats = cats;
        this.size = size;
        this.clean = new int[cats * cats];
        Arrays.fill(clean, -1);
        this.full = size == 64 ? -1L : (1L << size) - 1;
        this.touched = new long[cats];
        Arrays.fill(touched, full);
        this.recent = new long[cats];
    }

    private Seen(Seen o) {
        versions = o.versions.clone();
        pending = o.pending == null ? null : o.pending.clone();
        affects = o.affects;
        all = o.all;
        first = o.first;
        second = o.second;
        clues = o.clues;
        clean = o.clean == null ? null : o.clean.clone();
        touched = o.touched == null ? null : o.touched.clone();
        recent = o.recent == null ? null : o.recent.clone();
        full = o.full;
        cats = o.cats;
        size = o.size;
        grid = o.grid;
        at = o.at;
        resumeSlot = o.resumeSlot;
        resumeAt = o.resumeAt;
        spent = o.spent == null ? null : o.spent.clone();
        spentCount = o.spentCount;
    }

    /** True when the record is for grids of {@code cats} categories of {@code size} items. */
    boolean fits(int cats, int size) {
        return this.cats == cats && this.size == size;
    }

    Seen copy() {
        return new Seen(this);
    }

    /** Adds the slots the marks written on {@code b} since the last call may change; returns the pending slots. */
    long[] pending(Board b) {
        int k = grid == null ? -1 : b.logFrom(grid, at);
        if (k < 0) {
            System.arraycopy(all, 0, pending, 0, all.length);
        } else {
            int last = -1;
            for (int n = b.logged(); k < n; k++) {
                int cell = b.logged(k);
                int box = Board.lower(cell) * b.cats + Board.higher(cell);
                if (box != last) {
                    long[] a = affects[box];
                    for (int w = 0; w < a.length; w++) {
                        pending[w] |= a[w];
                    }
                    last = box;
                }
            }
        }
        grid = b.token();
        at = b.total();
        return pending;
    }

    /**
     * By slots: the slot gives nothing on this grid and on any with more marks that is not broken (a search stops as
     * soon as its grid breaks), so it is not looked at again here nor on the copies made from now on (a context's grid
     * only gains marks, and its copies start from it).
     */
    void spend(int slot) {
        if (spent == null) {
            spent = set(versions.length);
        }
        if ((spent[slot >>> 6] & (1L << slot)) == 0) {
            spent[slot >>> 6] |= 1L << slot;
            spentCount++;
        }
    }

    /** By slots: true when {@link #spend} was told so of the slot. */
    boolean spent(int slot) {
        return spent != null && (spent[slot >>> 6] & (1L << slot)) != 0;
    }

    /** By slots: true when every slot is {@link #spent}: nothing is left to look at. */
    boolean allSpent() {
        return spentCount == versions.length && spentCount > 0;
    }

    /** The slot looked at and found unchanged, or giving nothing at {@code version}. */
    void done(int slot, int version) {
        versions[slot] = version;
        pending[slot >>> 6] &= ~(1L << slot);
    }

    /**
     * By items: per slot, the mark count of {@code b} when the slot last gave nothing (-1: look at every item), or
     * every slot -1 where the grid is not the one the record was last used on or a copy of it from then.
     */
    int[] clean(Board b) {
        if (grid == null || b.logFrom(grid, at) < 0) {
            Arrays.fill(clean, -1);
        }
        grid = b.token();
        at = b.total();
        return clean;
    }

    /**
     * By items: per category, the items whose lines gained a mark on {@code b} since {@link #clear}, or every item
     * where the grid cannot tell.
     */
    long[] touched(Board b) {
        int k = grid == null ? -1 : b.logFrom(grid, at);
        if (k < 0) {
            Arrays.fill(touched, full);
            resumeSlot = -1;
        } else {
            if (resumeSlot >= 0) {
                Arrays.fill(recent, 0L);
            }
            for (int n = b.logged(); k < n; k++) {
                int cell = b.logged(k);
                long row = 1L << Board.row(cell);
                long column = 1L << Board.column(cell);
                touched[Board.lower(cell)] |= row;
                touched[Board.higher(cell)] |= column;
                recent[Board.lower(cell)] |= row;
                recent[Board.higher(cell)] |= column;
            }
            if (resumeSlot >= 0 && resumeAt != at) {
                resumeSlot = -1; // (not the look just before: never so, as every look finds something or clears)
            }
        }
        grid = b.token();
        at = b.total();
        return touched;
    }

    /** By items: the search found nothing anywhere, so no item needs another look until its lines change. */
    void clear() {
        Arrays.fill(touched, 0L);
        resumeSlot = -1;
    }

    /**
     * By items ({@link #touched}): the box where the search last found something, -1 when it has not since it last
     * found nothing anywhere (or since the grid could not tell); read after {@link #touched}.
     */
    int resumeSlot() {
        return resumeSlot;
    }

    /**
     * By items, read after {@link #touched}: per category, the items whose lines gained a mark since the search found
     * something at {@link #resumeSlot} (meaningful only while that is not -1).
     */
    long[] recent() {
        return recent;
    }

    /** By items: the search found something in box {@code slot} of a grid of {@code total} marks. */
    void found(int slot, int total) {
        resumeSlot = slot;
        resumeAt = total;
    }

    /** The words of a slot set of {@code slots} slots. */
    static long[] set(int slots) {
        return new long[(slots + 63) >>> 6];
    }

    static void add(long[] set, int slot) {
        set[slot >>> 6] |= 1L << slot;
    }
}
