package org.gridwright.core.deduce;

import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;

/** A {@code distance} clue: each item needs a partner at the given distance, on either side. */
final class DistanceClue extends PositionalClue<Clue.Distance> {
    static final String ID = "clue-distance";

    DistanceClue() {
        super(ID, Clue.Distance.class);
    }

    @Override
    Phrase claim(Context ctx, Clue.Distance clue, String a, String b, String byName) {
        return Phrase.of("claim.distance", a, b, byName, amount(ctx, ctx.puzzle.categoryIndex(clue.by()),
                clue.amount()));
    }
}
