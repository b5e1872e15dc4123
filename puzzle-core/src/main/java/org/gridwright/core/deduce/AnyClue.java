package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * An {@code any} clue: when all its pairs but one are ruled out, that one holds; when exclusive and one holds, the
 * others do not; when its open pairs all lie in one box, a cell that would rule out every one of them is ✗.
 */
final class AnyClue extends ClueTechnique<Clue.Any> {
    static final String ID = "clue-any";

    AnyClue() {
        super(ID, Clue.Any.class);
    }

    @Override
    Step find(Context ctx, int index, Clue.Any clue) {
        Item[] it = ctx.items(index);
        int n = it.length / 2;
        Mark[] state = new Mark[n];
        int yes = -1;
        int open = 0;
        int lastOpen = -1;
        for (int o = 0; o < n; o++) {
            state[o] = ctx.mark(it[2 * o], it[2 * o + 1]);
            if (state[o] == Mark.YES && yes < 0) {
                yes = o;
            }
            if (state[o] != Mark.NO) {
                open++;
                lastOpen = o;
            }
        }
        Integer number = Context.number(index);
        if (yes >= 0) {
            if (!clue.exclusive()) {
                return null;
            }
            Marks marks = ctx.marks();
            List<Phrase> ruled = new ArrayList<>();
            List<Words> ruledSaid = new ArrayList<>();
            for (int o = 0; o < n; o++) {
                if (o != yes && state[o] != Mark.NO && marks.no(it[2 * o], it[2 * o + 1])) {
                    ruled.add(pair(ctx, it, o));
                    ruledSaid.add(Words.no(ctx, it[2 * o], it[2 * o + 1]));
                }
            }
            if (marks.isEmpty()) {
                return null;
            }
            Item a = it[2 * yes];
            Item b = it[2 * yes + 1];
            return ctx.step(ID, List.of(index), marks, List.of(cell(it, yes)),
                    ruled.size() == 1 ? "clue-any.exclusive.one" : "clue-any.exclusive.many",
                    () -> new Object[] {number, ctx.name(a), ctx.name(b), new AllOf(ruled), Words.quote(ctx, index),
                            Words.yes(ctx, a, b), new AllOf(ruledSaid)});
        }
        if (open == 0) {
            ctx.conflict(true);
            List<Cell> all = new ArrayList<>();
            List<Words> none = new ArrayList<>();
            for (int o = 0; o < n; o++) {
                if (it[2 * o].category() != it[2 * o + 1].category()) {
                    all.add(cell(it, o));
                    none.add(Words.no(ctx, it[2 * o], it[2 * o + 1]));
                }
            }
            return ctx.step(ID, List.of(index), ctx.marks(), all, "clue-any.none",
                    () -> new Object[] {number, Words.quote(ctx, index), new AllOf(none)});
        }
        if (open == 1) {
            Marks marks = ctx.marks();
            marks.yes(it[2 * lastOpen], it[2 * lastOpen + 1]);
            List<Phrase> out = new ArrayList<>();
            List<Words> outSaid = new ArrayList<>();
            List<Cell> because = new ArrayList<>();
            for (int o = 0; o < n; o++) {
                if (o != lastOpen) {
                    out.add(pair(ctx, it, o));
                    outSaid.add(Words.no(ctx, it[2 * o], it[2 * o + 1]));
                    if (it[2 * o].category() != it[2 * o + 1].category()) {
                        because.add(cell(it, o));
                    }
                }
            }
            Item a = it[2 * lastOpen];
            Item b = it[2 * lastOpen + 1];
            return ctx.step(ID, List.of(index), marks, because,
                    out.size() == 1 ? "clue-any.last" : "clue-any.last.many", () -> new Object[] {number,
                            new AllOf(out), ctx.name(a), ctx.name(b), Words.quote(ctx, index), new AllOf(outSaid),
                            Words.yes(ctx, a, b)});
        }
        return sameBox(ctx, index, it, state);
    }

    /** All open pairs in one box: a cell sharing exactly one line with each of them rules them all out. */
    private static Step sameBox(Context ctx, int index, Item[] it, Mark[] state) {
        int c1 = -1;
        int c2 = -1;
        List<int[]> opts = new ArrayList<>();
        List<Phrase> named = new ArrayList<>();
        for (int o = 0; o < state.length; o++) {
            if (state[o] == Mark.NO) {
                continue;
            }
            Item a = it[2 * o];
            Item b = it[2 * o + 1];
            if (a.category() == b.category()) {
                return null;
            }
            if (a.category() > b.category()) {
                Item t = a;
                a = b;
                b = t;
            }
            if (c1 < 0) {
                c1 = a.category();
                c2 = b.category();
            } else if (c1 != a.category() || c2 != b.category()) {
                return null;
            }
            opts.add(new int[] {a.index(), b.index()});
            named.add(pair(ctx, it, o));
        }
        Board board = ctx.board;
        Marks marks = ctx.marks();
        List<Phrase> ruled = new ArrayList<>();
        List<Words> ruledSaid = new ArrayList<>();
        for (int i = 0; i < board.size; i++) {
            long row = 0; // what this step rules out for item i, said in one clause ("Ida did not pay $5 or $10")
            for (long u = board.unknown(c1, i, c2); u != 0; u &= u - 1) {
                int j = Long.numberOfTrailingZeros(u);
                boolean killsAll = true;
                for (int[] op : opts) {
                    if ((op[0] == i) == (op[1] == j)) {
                        killsAll = false;
                        break;
                    }
                }
                if (killsAll && marks.no(new Item(c1, i), new Item(c2, j))) {
                    ruled.add(Phrase.of("pair", ctx.name(c1, i), ctx.name(c2, j)));
                    row |= 1L << j;
                }
            }
            if (row != 0) {
                ruledSaid.add(Words.no(ctx, new Item(c1, i), c2, row));
            }
        }
        if (marks.isEmpty()) {
            return null;
        }
        return ctx.step(ID, List.of(index), marks, List.of(), "clue-any.box", () -> new Object[] {Context.number(index),
                named, new AllOf(ruled), Words.quote(ctx, index), new AllOf(ruledSaid)});
    }

    private static Phrase pair(Context ctx, Item[] it, int o) {
        return Phrase.of("pair", ctx.name(it[2 * o]), ctx.name(it[2 * o + 1]));
    }

    private static Cell cell(Item[] it, int o) {
        return new Cell(it[2 * o], it[2 * o + 1]);
    }
}
