package org.gridwright.core.deduce;

import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * An {@code if} clue fires when one side is decided: a true condition gives its consequence, a false one its
 * alternative; a false consequence denies the condition, a false alternative affirms it.
 */
final class IfClue extends ClueTechnique<Clue.If> {
    static final String ID = "clue-if";

    IfClue() {
        super(ID, Clue.If.class);
    }

    @Override
    Step find(Context ctx, int index, Clue.If clue) {
        Item[] it = ctx.items(index);
        Item w1 = it[0];
        Item w2 = it[1];
        Item t1 = it[2];
        Item t2 = it[3];
        boolean hasElse = it.length == 6;
        Mark w = ctx.mark(w1, w2);
        Mark t = ctx.mark(t1, t2);
        if (w == Mark.YES) {
            Step s = write(ctx, index, t1, t2, Mark.YES, w1, w2, "clue-if.when");
            if (s != null) {
                return s;
            }
        }
        if (w == Mark.NO && hasElse) {
            Step s = write(ctx, index, it[4], it[5], Mark.YES, w1, w2, "clue-if.unless");
            if (s != null) {
                return s;
            }
        }
        if (t == Mark.NO) {
            Step s = write(ctx, index, w1, w2, Mark.NO, t1, t2, "clue-if.then-no");
            if (s != null) {
                return s;
            }
        }
        if (hasElse && ctx.mark(it[4], it[5]) == Mark.NO) {
            Step s = write(ctx, index, w1, w2, Mark.YES, it[4], it[5], "clue-if.else-no");
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private static Step write(Context ctx, int index, Item a, Item b, Mark m, Item c, Item d, String key) {
        Marks marks = ctx.marks();
        marks.add(a, b, m);
        if (marks.isEmpty()) {
            return null;
        }
        List<Cell> because = c.category() == d.category() ? List.of() : List.of(new Cell(c, d));
        return ctx.step(ID, List.of(index), marks, because, key, () -> new Object[] {Context.number(index), ctx.name(c),
                ctx.name(d), ctx.name(a), ctx.name(b), Words.quote(ctx, index),
                Words.mark(ctx, c, d, key.equals("clue-if.when")), Words.mark(ctx, a, b, m == Mark.YES)});
    }
}
