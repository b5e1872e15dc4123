package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;

/** A {@code not} clue writes its ✗s directly. */
final class NotClue extends ClueTechnique<Clue.Not> {
    static final String ID = "clue-not";

    NotClue() {
        super(ID, Clue.Not.class);
    }

    /** Every ✗ it says is written (a pair within one category, of two items, needs none): they stay. */
    @Override
    boolean spent(Context ctx, int index) {
        Item[] it = ctx.items(index);
        for (int r = 1; r < it.length; r++) {
            boolean done = it[0].category() == it[r].category() ? it[0].index() != it[r].index()
                    : ctx.board.get(it[0], it[r]) == org.gridwright.core.model.Mark.NO;
            if (!done) {
                return false;
            }
        }
        return true;
    }

    @Override
    Step find(Context ctx, int index, Clue.Not clue) {
        Item[] it = ctx.items(index);
        Marks marks = ctx.marks();
        List<String> named = new ArrayList<>();
        for (int r = 1; r < it.length; r++) {
            if (marks.no(it[0], it[r])) {
                named.add(ctx.name(it[r]));
            }
        }
        if (marks.isEmpty()) {
            return null;
        }
        return ctx.step(ID, List.of(index), marks, List.of(), "clue-not", () -> new Object[] {Context.number(index),
                ctx.name(it[0]), named, Words.quote(ctx, index)});
    }
}
