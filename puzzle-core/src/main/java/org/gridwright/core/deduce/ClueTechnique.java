package org.gridwright.core.deduce;

import org.gridwright.core.model.Clue;

/**
 * A technique that reads the clues of one type, in clue order, and returns the first new deduction from one. A
 * clue that gave nothing is not read again until a mark is written between the categories it names.
 */
abstract class ClueTechnique<C extends Clue> extends NamedTechnique {
    private final Class<C> type;

    ClueTechnique(String id, Class<C> type) {
        super(id);
        this.type = type;
    }

    /** True when the puzzle of {@code ctx} has no clue of this technique's type: it finds nothing there. */
    final boolean idle(Context ctx) {
        return ctx.cluesOf(type).length == 0;
    }

    @Override
    public final Step find(Context ctx) {
        Seen seen = ctx.seen(this);
        if (seen == null) {
            if (ctx.cluesOf(type).length == 0) {
                return null;
            }
            seen = ctx.seen(this, () -> ctx.clueSeen(type));
        }
        if (seen.allSpent()) {
            return null; // every clue of the type has written all it ever can
        }
        int[] of = seen.clues; // the clues of the type, kept with the record (not looked up at every round)
        long[] pending = seen.pending(ctx.board);
        for (int w = 0; w < pending.length; w++) {
            while (pending[w] != 0) {
                int slot = (w << 6) + Long.numberOfTrailingZeros(pending[w]);
                int c = of[slot];
                if (seen.spent(slot)) {
                    seen.done(slot, seen.versions[slot]);
                    continue;
                }
                int v = ctx.clueVersion(c);
                if (seen.versions[slot] != v) {
                    Step s = find(ctx, c, type.cast(ctx.clue(c)));
                    if (s != null) {
                        return s;
                    }
                    if (spent(ctx, c)) {
                        seen.spend(slot);
                    }
                }
                seen.done(slot, v);
            }
        }
        return null;
    }

    /**
     * True when clue {@code index}, having just given nothing, gives nothing on this grid and on any grid with more
     * marks that is not broken (its marks all written): it is not read again. False by default.
     */
    boolean spent(Context ctx, int index) {
        return false;
    }

    /** The first new deduction from clue number {@code index} (0-based), or null. */
    abstract Step find(Context ctx, int index, C clue);
}
