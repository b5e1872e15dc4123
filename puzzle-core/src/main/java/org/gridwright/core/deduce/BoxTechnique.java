package org.gridwright.core.deduce;

/**
 * A grid technique that works box by box (each pair of categories, in one orientation or both). A box that gave
 * nothing is not searched again until a mark is written in it — or, for techniques that read third categories,
 * in any box of its two categories.
 */
abstract class BoxTechnique extends NamedTechnique {
    private final boolean bothWays;
    private final boolean readsAround;
    private final boolean readsLines;
    /** Reading lines: whether a box looks again at the items changed since it gave nothing, not since the search did. */
    private final boolean byBox;
    /**
     * The record of a search before any look, for the last shape of grid searched (its tables depend on the number
     * of categories and items alone, and are never written; a record of a context starts as a copy).
     */
    private volatile Seen fresh;

    /**
     * @param bothWays    search (c1, c2) and (c2, c1), else only c1 &lt; c2
     * @param readsAround the search of a box also reads the other boxes of its two categories
     */
    BoxTechnique(String id, boolean bothWays, boolean readsAround) {
        this(id, bothWays, readsAround, false, false);
    }

    /**
     * @param readsLines the search of a box at an item of c1 reads only the lines of that item and of c2's items
     *                   (its partners), so it looks only at the items whose lines changed
     *                   ({@link #find(Context, int, int, long, long)})
     * @param byBox      reading lines, a box looks again at the items whose lines changed since it gave nothing
     *                   (cheaper where the search often finds something), else since the whole search did
     */
    BoxTechnique(String id, boolean bothWays, boolean readsAround, boolean readsLines, boolean byBox) {
        super(id);
        this.bothWays = bothWays;
        this.readsAround = readsAround;
        this.readsLines = readsLines;
        this.byBox = byBox;
    }

    @Override
    public final Step find(Context ctx) {
        Board b = ctx.board;
        int k = b.cats;
        Seen seen = ctx.seen(this);
        if (seen == null) {
            seen = ctx.seen(this, () -> fresh(k, b.size));
        }
        if (readsLines) {
            return findTouched(ctx, seen);
        }
        long[] pending = seen.pending(b);
        for (int w = 0; w < pending.length; w++) {
            while (pending[w] != 0) {
                int slot = (w << 6) + Long.numberOfTrailingZeros(pending[w]);
                int c1 = seen.first[slot];
                int c2 = seen.second[slot];
                int v = readsAround ? b.versionAround(c1, c2) : b.version(c1, c2);
                if (seen.versions[slot] != v) {
                    Step s = find(ctx, c1, c2);
                    if (s != null) {
                        return s;
                    }
                }
                seen.done(slot, v);
            }
        }
        return null;
    }

    /**
     * The boxes in order, each looked at where its items' lines changed since the last search found nothing
     * anywhere, or ({@code byBox}) since the box last gave nothing.
     */
    private Step findTouched(Context ctx, Seen seen) {
        Board b = ctx.board;
        int k = b.cats;
        int[] clean = byBox ? seen.clean(b) : null;
        long[] touched = byBox ? null : seen.touched(b);
        // looking since the whole search found nothing: the boxes before the one where the last search found
        // something gave nothing then, so they are looked at where their items' lines changed since
        int resume = byBox ? -1 : seen.resumeSlot();
        long[] recent = byBox ? null : seen.recent();
        for (int c1 = 0; c1 < k; c1++) {
            for (int c2 = bothWays ? 0 : c1 + 1; c2 < k; c2++) {
                if (c1 == c2) {
                    continue;
                }
                int slot = c1 * k + c2;
                if (c1 > c2 && symmetric(b)) {
                    // its verdicts are the box of c2 and c1's, read the other way round, which gave nothing just now
                    if (byBox) {
                        clean[slot] = b.total();
                    }
                    continue;
                }
                int at = byBox ? clean[slot] : 0;
                long rows;
                long cols;
                if (byBox) {
                    rows = at < 0 ? -1L : b.writtenSince(c1, at);
                    cols = at < 0 ? -1L : b.writtenSince(c2, at);
                } else if (slot < resume) {
                    rows = recent[c1];
                    cols = recent[c2];
                } else {
                    rows = touched[c1];
                    cols = touched[c2];
                }
                if ((rows | cols) != 0) {
                    Step s = find(ctx, c1, c2, rows, cols);
                    if (s != null) {
                        if (!byBox) {
                            seen.found(slot, b.total());
                        }
                        return s;
                    }
                    if (byBox) {
                        clean[slot] = b.total();
                    }
                }
            }
        }
        if (!byBox) {
            seen.clear();
        }
        foundNothing(ctx);
        return null;
    }

    /**
     * For a technique searching both ways that reads lines: true when its verdict on a cell is the same read from
     * either item (then the box of c1 and c2 with c1 &gt; c2 has nothing the box of c2 and c1, searched before it,
     * has not found). False by default.
     */
    boolean symmetric(Board b) {
        return false;
    }

    /** Called when a search found nothing anywhere on the context's grid (for a technique that reads lines). */
    void foundNothing(Context ctx) {
    }

    /**
     * What a context's record of this technique's search starts as: the same tables for every grid of one shape, so
     * kept for the last shape searched.
     */
    private Seen fresh(int k, int size) {
        Seen f = fresh;
        if (f == null || !f.fits(k, size)) {
            f = readsLines ? new Seen(k, size) : seen(k, size);
            fresh = f;
        }
        return f;
    }

    /**
     * The boxes searched, (c1, c2) as slot c1 × cats + c2, in the order the search takes them; a mark in the box of
     * x and y changes that box, or (reading around) every box of x or of y.
     */
    private Seen seen(int k, int size) {
        long[] all = Seen.set(k * k);
        long[][] affects = new long[k * k][];
        int[] first = new int[k * k];
        int[] second = new int[k * k];
        for (int c1 = 0; c1 < k; c1++) {
            for (int c2 = bothWays ? 0 : c1 + 1; c2 < k; c2++) {
                if (c1 != c2) {
                    Seen.add(all, c1 * k + c2);
                }
                first[c1 * k + c2] = c1;
                second[c1 * k + c2] = c2;
            }
        }
        for (int x = 0; x < k; x++) {
            for (int y = x + 1; y < k; y++) {
                long[] a = Seen.set(k * k);
                for (int c1 = 0; c1 < k; c1++) {
                    for (int c2 = 0; c2 < k; c2++) {
                        boolean reads = readsAround ? c1 == x || c1 == y || c2 == x || c2 == y
                                : c1 == x && c2 == y || c1 == y && c2 == x;
                        if (reads && (all[(c1 * k + c2) >>> 6] & (1L << (c1 * k + c2))) != 0) {
                            Seen.add(a, c1 * k + c2);
                        }
                    }
                }
                affects[x * k + y] = a;
            }
        }
        return new Seen(k * k, affects, all, first, second, k, size);
    }

    /**
     * For a technique that reads lines ({@code readsLines}), whose every verdict at an item i of c1 reads the lines
     * of i and of its partners in c2 alone: the first new deduction in the box of c1 and c2, where nothing was found
     * before at the items of c1 not in {@code rows} while the lines of c2's items not in {@code cols} stayed as
     * they are (the items whose lines gained a mark since, per category); by default the whole box is searched.
     */
    Step find(Context ctx, int c1, int c2, long rows, long cols) {
        return find(ctx, c1, c2);
    }

    /** The first new deduction in the box of c1 (lines) and c2 (columns), or null. */
    abstract Step find(Context ctx, int c1, int c2);
}
