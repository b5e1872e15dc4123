package org.gridwright.core.deduce;

import org.gridwright.core.model.Clue;

/** A technique that reads the clues of one type, in clue order, and returns the first new deduction from one. */
abstract class ClueTechnique<C extends Clue> extends NamedTechnique {
    private final Class<C> type;

    ClueTechnique(String id, Class<C> type) {
        super(id);
        this.type = type;
    }

    @Override
    public final Step find(Context ctx) {
        for (int c = 0; c < ctx.clueCount(); c++) {
            Clue clue = ctx.clue(c);
            if (type.isInstance(clue)) {
                Step s = find(ctx, c, type.cast(clue));
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    /** The first new deduction from clue number {@code index} (0-based), or null. */
    abstract Step find(Context ctx, int index, C clue);
}
