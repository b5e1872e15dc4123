package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * A {@code distinct} clue: its items are pairwise different entities; when it names as many as there are entities
 * it names everybody, so an item of one of its categories ruled out for all of them but one goes with that one.
 */
final class DistinctClue extends ClueTechnique<Clue.Distinct> {
    static final String ID = "clue-distinct";

    DistinctClue() {
        super(ID, Clue.Distinct.class);
    }

    /**
     * Every two of its items apart and, where it names everybody, every item of its items' categories matched to one
     * of them: a ✗ and a ● stay on every grid with more marks that is not broken, so a clue that just gave nothing
     * gives nothing there either.
     */
    @Override
    boolean spent(Context ctx, int index) {
        Item[] it = ctx.items(index);
        for (int i = 0; i < it.length; i++) {
            for (int j = i + 1; j < it.length; j++) {
                if (ctx.mark(it[i], it[j]) != Mark.NO) {
                    return false;
                }
            }
        }
        if (it.length != ctx.board.size) {
            return true;
        }
        for (Item x : it) {
            for (int z = 0; z < ctx.board.size; z++) {
                boolean matched = false;
                for (int r = 0; r < it.length && !matched; r++) {
                    matched = ctx.mark(it[r], ctx.item(x.category(), z)) == Mark.YES;
                }
                if (!matched) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    Step find(Context ctx, int index, Clue.Distinct clue) {
        Item[] it = ctx.items(index);
        Integer number = Context.number(index);
        Marks marks = ctx.marks();
        List<Phrase> pairs = new ArrayList<>();
        List<Words> apart = new ArrayList<>();
        for (int i = 0; i < it.length; i++) {
            for (int j = i + 1; j < it.length; j++) {
                if (marks.no(it[i], it[j])) {
                    pairs.add(Phrase.of("pair", ctx.name(it[i]), ctx.name(it[j])));
                    apart.add(Words.no(ctx, it[i], it[j]));
                }
            }
        }
        if (!marks.isEmpty()) {
            return ctx.step(ID, List.of(index), marks, List.of(), "clue-distinct.apart",
                    () -> new Object[] {number, names(ctx, it), new AllOf(pairs), Words.quote(ctx, index),
                    new AllOf(apart)});
        }
        if (it.length != ctx.board.size) {
            return null;
        }
        for (int n = 0; n < it.length; n++) {
            int cat = it[n].category();
            if (firstOf(it, n)) {
                for (int z = 0; z < ctx.board.size; z++) {
                    Item item = new Item(cat, z);
                    Step s = everybody(ctx, index, it, item);
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    /** The clue names everybody: if {@code z} is ruled out for all its items but one, it goes with that one. */
    private static Step everybody(Context ctx, int index, Item[] it, Item z) {
        int open = -1;
        for (int r = 0; r < it.length; r++) {
            Mark m = ctx.mark(it[r], z);
            if (m == Mark.YES) {
                return null;
            }
            if (m == Mark.UNKNOWN) {
                if (open >= 0) {
                    return null;
                }
                open = r;
            }
        }
        if (open < 0) {
            ctx.conflict(true);
            return ctx.step(ID, List.of(index), ctx.marks(), List.of(), "clue-distinct.none",
                    () -> new Object[] {Context.number(index), ctx.name(z), Words.no(ctx, z, others(it, z))});
        }
        Marks marks = ctx.marks();
        marks.yes(it[open], z);
        List<Cell> because = new ArrayList<>();
        List<String> others = new ArrayList<>();
        List<Words> ruledOut = new ArrayList<>();
        for (int r = 0; r < it.length; r++) {
            if (r != open) {
                others.add(ctx.name(it[r]));
                if (it[r].category() != z.category()) {
                    ruledOut.add(Words.no(ctx, it[r], z));
                }
                if (it[r].category() != z.category()) {
                    because.add(new Cell(it[r], z));
                }
            }
        }
        Item last = it[open];
        return ctx.step(ID, List.of(index), marks, because,
                ruledOut.isEmpty() ? "clue-distinct.last.same" : "clue-distinct.last",
                () -> new Object[] {Context.number(index), names(ctx, it), ctx.name(z), new AllOf(others),
                        ctx.name(last), Words.quote(ctx, index), Words.yes(ctx, last, z), new AllOf(ruledOut)});
    }

    /** The clue's items of categories other than z's (an item of z's own category is simply not z). */
    private static List<Item> others(Item[] it, Item z) {
        List<Item> out = new ArrayList<>();
        for (Item i : it) {
            if (i.category() != z.category()) {
                out.add(i);
            }
        }
        return out;
    }

    private static boolean firstOf(Item[] it, int n) {
        for (int m = 0; m < n; m++) {
            if (it[m].category() == it[n].category()) {
                return false;
            }
        }
        return true;
    }

    private static AllOf names(Context ctx, Item[] it) {
        List<String> out = new ArrayList<>();
        for (Item i : it) {
            out.add(ctx.name(i));
        }
        return new AllOf(out);
    }
}
