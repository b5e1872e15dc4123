package org.gridwright.core.deduce;

import org.gridwright.core.model.Clue;

/** A {@code next} clue: each item needs a neighbour position open for the other. */
final class NextClue extends PositionalClue<Clue.Next> {
    static final String ID = "clue-next";

    NextClue() {
        super(ID, Clue.Next.class);
    }

    @Override
    Phrase claim(Context ctx, Clue.Next clue, String a, String b, String byName) {
        return Phrase.of("claim.next", a, b, byName);
    }
}
