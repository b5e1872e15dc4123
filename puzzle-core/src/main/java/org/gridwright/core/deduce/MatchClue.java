package org.gridwright.core.deduce;

import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;

/** A {@code match} clue writes its ● directly. */
final class MatchClue extends ClueTechnique<Clue.Match> {
    static final String ID = "clue-match";

    MatchClue() {
        super(ID, Clue.Match.class);
    }

    /** Its ● is written: it stays, and the clue has nothing else to say (its ✗ would be a conflict every time). */
    @Override
    boolean spent(Context ctx, int index) {
        Item[] it = ctx.items(index);
        return it[0].category() != it[1].category()
                && ctx.board.get(it[0], it[1]) == org.gridwright.core.model.Mark.YES;
    }

    @Override
    Step find(Context ctx, int index, Clue.Match clue) {
        Item[] it = ctx.items(index);
        Marks marks = ctx.marks();
        marks.yes(it[0], it[1]);
        if (marks.isEmpty()) {
            return null;
        }
        Item[] said = ctx.readingOrder(it[0], it[1]);
        return ctx.step(ID, List.of(index), marks, List.of(), "clue-match", () -> new Object[] {Context.number(index),
                ctx.name(said[0]), ctx.name(said[1]), Words.quote(ctx, index)});
    }
}
