package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * A {@code pair} clue ("of a and b, one is c and the other is d"): a and b are different, and so are c and d; an
 * option ruled out (or the other one started) settles which is which; and a and b are only where c and d are, so an
 * item of one of the clue's categories ruled out for both c and d is ruled out for a and b (and the other way).
 */
final class PairClue extends ClueTechnique<Clue.OfTwo> {
    static final String ID = "clue-pair";

    PairClue() {
        super(ID, Clue.OfTwo.class);
    }

    @Override
    Step find(Context ctx, int index, Clue.OfTwo clue) {
        Item[] it = ctx.items(index);
        Item a = it[0];
        Item b = it[1];
        Item c = it[2];
        Item d = it[3];
        Integer number = Context.number(index);
        Marks marks = ctx.marks();
        marks.no(a, b);
        marks.no(c, d);
        if (!marks.isEmpty()) {
            return ctx.step(ID, List.of(index), marks, List.of(), "clue-pair.distinct",
                    () -> new Object[] {number, ctx.name(a), ctx.name(b), ctx.name(c), ctx.name(d),
                    Words.quote(ctx, index), apart(ctx, a, b, c, d)});
        }
        Mark ac = ctx.mark(a, c);
        Mark bd = ctx.mark(b, d);
        Mark ad = ctx.mark(a, d);
        Mark bc = ctx.mark(b, c);
        boolean first = ac != Mark.NO && bd != Mark.NO;
        boolean second = ad != Mark.NO && bc != Mark.NO;
        if (!first && !second) {
            ctx.conflict(true);
            return ctx.step(ID, List.of(index), ctx.marks(), List.of(), "clue-pair.none",
                    () -> new Object[] {number, Words.quote(ctx, index)});
        }
        if (first && second) {
            if (ac == Mark.YES || bd == Mark.YES) {
                second = false;
            } else if (ad == Mark.YES || bc == Mark.YES) {
                first = false;
            }
        }
        if (first != second) {
            Item x = first ? c : d;
            Item y = first ? d : c;
            marks = ctx.marks();
            marks.yes(a, x);
            marks.yes(b, y);
            if (!marks.isEmpty()) {
                Cell why = why(ac, bd, ad, bc, a, b, c, d, first);
                return ctx.step(ID, List.of(index), marks, why == null ? List.of() : List.of(why),
                        "clue-pair.settled", () -> new Object[] {number, ctx.name(a), ctx.name(x), ctx.name(b),
                                ctx.name(y), Words.quote(ctx, index), Words.yes(ctx, a, x), Words.yes(ctx, b, y)});
            }
        }
        Step s = within(ctx, index, a, b, c, d, "clue-pair.within");
        return s != null ? s : within(ctx, index, c, d, a, b, "clue-pair.within");
    }

    /** "a is not b, and c is not d", said of the pairs between two categories only. */
    private static AllOf apart(Context ctx, Item a, Item b, Item c, Item d) {
        List<Words> said = new ArrayList<>();
        if (a.category() != b.category()) {
            said.add(Words.no(ctx, a, b));
        }
        if (c.category() != d.category()) {
            said.add(Words.no(ctx, c, d));
        }
        return new AllOf(said);
    }

    /** The cell that settled the clue, when it is one between two categories. */
    private static Cell why(Mark ac, Mark bd, Mark ad, Mark bc, Item a, Item b, Item c, Item d, boolean first) {
        Item[][] cells = first ? new Item[][] {{a, d}, {b, c}, {a, c}, {b, d}}
                : new Item[][] {{a, c}, {b, d}, {a, d}, {b, c}};
        Mark[] marks = first ? new Mark[] {ad, bc, ac, bd} : new Mark[] {ac, bd, ad, bc};
        for (int i = 0; i < 4; i++) {
            Mark wanted = i < 2 ? Mark.NO : Mark.YES;
            if (marks[i] == wanted && cells[i][0].category() != cells[i][1].category()) {
                return new Cell(cells[i][0], cells[i][1]);
            }
        }
        return null;
    }

    /**
     * x and y are the entities of u and v: an item of one of the clue's categories ruled out for both u and v is
     * ruled out for x and for y.
     */
    private static Step within(Context ctx, int index, Item x, Item y, Item u, Item v, String key) {
        int[] cats = {x.category(), y.category(), u.category(), v.category()};
        if (!ctx.conflict() && nothingWithin(ctx.board, cats, x, y, u, v)) {
            return null; // the common case, found from the lines alone
        }
        Marks marks = ctx.marks();
        List<String> out = new ArrayList<>();
        List<Cell> because = new ArrayList<>();
        // what is said: the items ruled out for u and v, and those the step rules out for x and y
        List<Item> notU = new ArrayList<>();
        List<Item> notV = new ArrayList<>();
        List<Item> notX = new ArrayList<>();
        List<Item> notY = new ArrayList<>();
        for (int n = 0; n < cats.length; n++) {
            int cat = cats[n];
            if (seen(cats, n)) {
                continue;
            }
            for (int i = 0; i < ctx.board.size; i++) {
                Item z = new Item(cat, i);
                if (ctx.mark(u, z) != Mark.NO || ctx.mark(v, z) != Mark.NO) {
                    continue;
                }
                boolean wrote = false;
                if (ctx.mark(x, z) != Mark.NO && x.category() != cat && marks.no(x, z)) {
                    wrote = true;
                    notX.add(z);
                }
                if (ctx.mark(y, z) != Mark.NO && y.category() != cat && marks.no(y, z)) {
                    wrote = true;
                    notY.add(z);
                }
                if (wrote) {
                    out.add(ctx.name(z));
                    if (u.category() != cat) {
                        because.add(new Cell(u, z));
                        notU.add(z);
                    }
                    if (v.category() != cat) {
                        because.add(new Cell(v, z));
                        notV.add(z);
                    }
                }
            }
        }
        if (marks.isEmpty()) {
            return null;
        }
        // z of u's and v's own category is neither of them anyway: nothing to say of u and v then
        String said = notU.isEmpty() && notV.isEmpty() ? key + ".same" : key;
        return ctx.step(ID, List.of(index), marks, because, said, () -> new Object[] {Context.number(index),
                ctx.name(x), ctx.name(y), ctx.name(u), ctx.name(v), new AllOf(out), Words.quote(ctx, index),
                Words.entity(ctx, x), Words.entity(ctx, y), Words.entity(ctx, u), Words.entity(ctx, v),
                noneOf(ctx, u, notU, v, notV), noneOf(ctx, x, notX, y, notY)});
    }

    /** "a is none of these, and b none of those", said of each subject that has any. */
    private static AllOf noneOf(Context ctx, Item a, List<Item> notA, Item b, List<Item> notB) {
        List<Words> said = new ArrayList<>();
        if (!notA.isEmpty()) {
            said.add(Words.no(ctx, a, notA));
        }
        if (!notB.isEmpty()) {
            said.add(Words.no(ctx, b, notB));
        }
        return new AllOf(said);
    }

    /**
     * True when no item z ruled out for both u and v is still possible for x or y (in a category other than its
     * own): {@link #within} has nothing to write.
     */
    private static boolean nothingWithin(Board b, int[] cats, Item x, Item y, Item u, Item v) {
        for (int cat : cats) {
            long both = b.full & ~b.possible(u.category(), u.index(), cat) & ~b.possible(v.category(), v.index(), cat);
            long open = (x.category() != cat ? b.possible(x.category(), x.index(), cat) : 0)
                    | (y.category() != cat ? b.possible(y.category(), y.index(), cat) : 0);
            if ((both & open) != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean seen(int[] cats, int n) {
        for (int m = 0; m < n; m++) {
            if (cats[m] == cats[n]) {
                return true;
            }
        }
        return false;
    }
}
