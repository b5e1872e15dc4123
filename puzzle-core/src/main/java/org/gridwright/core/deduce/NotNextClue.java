package org.gridwright.core.deduce;

import org.gridwright.core.model.Clue;

/** A {@code notnext} clue: once one item's position is known, the other is not beside it. */
final class NotNextClue extends PositionalClue<Clue.NotNext> {
    static final String ID = "clue-notnext";

    NotNextClue() {
        super(ID, Clue.NotNext.class);
    }

    @Override
    Phrase claim(Context ctx, Clue.NotNext clue, String a, String b, String byName) {
        return Phrase.of("claim.notnext", a, b, byName);
    }
}
