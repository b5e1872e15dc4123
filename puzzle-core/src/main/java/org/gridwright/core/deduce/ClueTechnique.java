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

    @Override
    public final Step find(Context ctx) {
        int[] seen = ctx.memo(this, ctx.clueCount());
        for (int c : ctx.cluesOf(type)) {
            int v = ctx.clueVersion(c);
            if (seen[c] == v) {
                continue;
            }
            Step s = find(ctx, c, type.cast(ctx.clue(c)));
            if (s != null) {
                return s;
            }
            seen[c] = v;
        }
        return null;
    }

    /** The first new deduction from clue number {@code index} (0-based), or null. */
    abstract Step find(Context ctx, int index, C clue);
}
