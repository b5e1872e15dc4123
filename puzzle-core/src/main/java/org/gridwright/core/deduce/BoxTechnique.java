package org.gridwright.core.deduce;

/**
 * A grid technique that works box by box (each pair of categories, in one orientation or both). A box that gave
 * nothing is not searched again until a mark is written in it — or, for techniques that read third categories,
 * in any box of its two categories.
 */
abstract class BoxTechnique extends NamedTechnique {
    private final boolean bothWays;
    private final boolean readsAround;

    /**
     * @param bothWays    search (c1, c2) and (c2, c1), else only c1 &lt; c2
     * @param readsAround the search of a box also reads the other boxes of its two categories
     */
    BoxTechnique(String id, boolean bothWays, boolean readsAround) {
        super(id);
        this.bothWays = bothWays;
        this.readsAround = readsAround;
    }

    @Override
    public final Step find(Context ctx) {
        Board b = ctx.board;
        int[] seen = ctx.memo(this, b.cats * b.cats);
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = bothWays ? 0 : c1 + 1; c2 < b.cats; c2++) {
                if (c1 == c2) {
                    continue;
                }
                int v = readsAround ? b.versionAround(c1, c2) : b.version(c1, c2);
                int slot = c1 * b.cats + c2;
                if (seen[slot] == v) {
                    continue;
                }
                Step s = find(ctx, c1, c2);
                if (s != null) {
                    return s;
                }
                seen[slot] = v;
            }
        }
        return null;
    }

    /** The first new deduction in the box of c1 (lines) and c2 (columns), or null. */
    abstract Step find(Context ctx, int c1, int c2);
}
