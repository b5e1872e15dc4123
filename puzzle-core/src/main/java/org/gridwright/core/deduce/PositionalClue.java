package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * A clue relating the positions of two items along an ordered category ({@code next}, {@code notnext},
 * {@code offset}, {@code distance}): each family says which pairs of positions it allows. Every position of either
 * item needs a partner position of the other that the grid still allows; the two items are different entities
 * when the relation never allows equal positions.
 */
abstract class PositionalClue<C extends Clue.Positional> extends ClueTechnique<C> {

    PositionalClue(String id, Class<C> type) {
        super(id, type);
    }

    /** The clue's claim in words, as a {@link Phrase} of the two item names and the category name. */
    abstract Phrase claim(Context ctx, C clue, String a, String b, String byName);

    /**
     * The clue's relation and its transpose: rel[pa] = the positions of b the clue allows with a at pa, and the
     * positions of a it allows with b at pb. Cached per clue for the run (read at every look at the clue).
     */
    private long[][] relations(Context ctx, int index, C clue, int by) {
        long[][] r = ctx.cached(index);
        if (r == null) {
            long[] rel = relation(ctx.puzzle.category(by), clue);
            r = ctx.cache(index, new long[][] {rel, transpose(rel)});
        }
        return r;
    }

    /** rel[pa] = the positions of b that {@code clue} allows with a at pa along {@code by}. */
    static long[] relation(org.gridwright.core.model.Category by, Clue.Positional clue) {
        int k = by.size();
        long[] rel = new long[k];
        for (int pa = 0; pa < k; pa++) {
            for (int pb = 0; pb < k; pb++) {
                if (clue.allows(by, pa, pb)) {
                    rel[pa] |= 1L << pb;
                }
            }
        }
        return rel;
    }

    static long[] transpose(long[] rel) {
        long[] t = new long[rel.length];
        for (int pa = 0; pa < rel.length; pa++) {
            for (long m = rel[pa]; m != 0; m &= m - 1) {
                t[Long.numberOfTrailingZeros(m)] |= 1L << pa;
            }
        }
        return t;
    }

    /**
     * Both items placed along the clue's category and their own cell settled (a ✗ where the relation never allows
     * equal positions): what a look reads — the two items' positions and that cell — is the same on every grid with
     * more marks that is not broken (a line keeps a possible item, a mark stays), so a clue that just gave nothing
     * gives nothing there either.
     */
    @Override
    final boolean spent(Context ctx, int index) {
        Item[] it = ctx.items(index);
        int by = ctx.by(index);
        if (Long.bitCount(ctx.positions(it[0], by)) != 1 || Long.bitCount(ctx.positions(it[1], by)) != 1) {
            return false;
        }
        if (it[0].category() == it[1].category()) {
            return true;
        }
        Mark m = ctx.mark(it[0], it[1]);
        return m == Mark.NO || m == Mark.YES && selfAllowed(ctx.<long[][]>cached(index)[0]);
    }

    /** Whether the relation allows the two items the same position (then they may be one entity). */
    private static boolean selfAllowed(long[] rel) {
        boolean selfAllowed = false;
        for (int p = 0; p < rel.length; p++) {
            selfAllowed |= (rel[p] & (1L << p)) != 0;
        }
        return selfAllowed;
    }

    @Override
    final Step find(Context ctx, int index, C clue) {
        Item[] it = ctx.items(index);
        Item a = it[0];
        Item b = it[1];
        int by = ctx.by(index);
        long[][] relations = relations(ctx, index, clue, by);
        long[] rel = relations[0];
        if (!selfAllowed(rel)) {
            Marks marks = ctx.marks();
            marks.no(a, b);
            if (!marks.isEmpty()) {
                return ctx.step(id(), List.of(index), marks, List.of(), "positional.distinct",
                        () -> new Object[] {Context.number(index), claim(ctx, clue, a, b, by), ctx.name(a),
                        ctx.name(b), Words.quote(ctx, index), Words.no(ctx, a, b)});
            }
        }
        Step s = trim(ctx, index, clue, a, b, by, rel, false);
        return s != null ? s : trim(ctx, index, clue, b, a, by, relations[1], true);
    }

    /**
     * The claim of the clue (a, b in its own order) in words, said only where a step is worded (its amount formatted
     * through the category's phrases).
     */
    private Phrase claim(Context ctx, C clue, Item a, Item b, int by) {
        return claim(ctx, clue, ctx.name(a), ctx.name(b), ctx.puzzle.category(by).name());
    }

    /** Positions of x with no partner position of y; rel[px] = allowed positions of y. */
    private Step trim(Context ctx, int index, C clue, Item x, Item y, int by, long[] rel, boolean turned) {
        // the clue's claim names its items in its own order: y first where x is its second item
        Item a = turned ? y : x;
        Item b = turned ? x : y;
        boolean canBeSame = x.equals(y) || (x.category() != y.category() && ctx.mark(x, y) != Mark.NO);
        long px = ctx.positions(x, by);
        long py = ctx.positions(y, by);
        long edge = 0;
        long trimmed = 0;
        long partners = 0;
        for (long m = px; m != 0; m &= m - 1) {
            int p = Long.numberOfTrailingZeros(m);
            long mate = canBeSame ? rel[p] : rel[p] & ~(1L << p);
            if ((mate & py) != 0) {
                continue;
            }
            if (mate == 0) {
                edge |= 1L << p;
            } else {
                trimmed |= 1L << p;
                partners |= mate;
            }
        }
        long edges = edge;
        long cut = trimmed;
        if (edge != 0) {
            Marks marks = ctx.marks();
            for (long m = edge; m != 0; m &= m - 1) {
                marks.no(x, ctx.item(by, Long.numberOfTrailingZeros(m)));
            }
            // named: the other item, and on which side of x the clue wants it, so the reader sees why no place fits
            return ctx.step(id(), List.of(index), marks, List.of(), "positional.edge." + side(rel),
                    () -> new Object[] {Context.number(index), claim(ctx, clue, a, b, by), ctx.name(x),
                    ctx.names(by, edges), Words.quote(ctx, index), Words.no(ctx, x, by, edges), Words.entity(ctx, x),
                    Words.entity(ctx, y)});
        }
        if (trimmed != 0) {
            Marks marks = ctx.marks();
            for (long m = trimmed; m != 0; m &= m - 1) {
                marks.no(x, ctx.item(by, Long.numberOfTrailingZeros(m)));
            }
            long shown = partners & ~py;
            List<Cell> because = new ArrayList<>();
            if (y.category() != by) {
                for (long m = shown; m != 0; m &= m - 1) {
                    because.add(new Cell(y, ctx.item(by, Long.numberOfTrailingZeros(m))));
                }
            }
            if (y.category() == by) {
                return ctx.step(id(), List.of(index), marks, because, "positional.trim-fixed",
                        () -> new Object[] {Context.number(index), claim(ctx, clue, a, b, by), ctx.name(x),
                        ctx.names(by, cut), Words.quote(ctx, index), Words.no(ctx, x, by, cut)});
            }
            // y placed: "since Ben finished 2nd"; y with one place left but not yet placed is said by what it is not
            if (Long.bitCount(py) == 1 && ctx.board.yes(y.category(), y.index(), by) != 0) {
                return ctx.step(id(), List.of(index), marks, because, "positional.trim-known",
                        () -> new Object[] {Context.number(index), claim(ctx, clue, a, b, by), ctx.name(x),
                        ctx.names(by, cut), ctx.name(y), ctx.names(by, py), Words.quote(ctx, index),
                        Words.no(ctx, x, by, cut), Words.yes(ctx, y, ctx.item(by, Long.numberOfTrailingZeros(py)))});
            }
            return ctx.step(id(), List.of(index), marks, because, "positional.trim",
                    () -> new Object[] {Context.number(index), claim(ctx, clue, a, b, by), ctx.name(x),
                    ctx.names(by, cut), ctx.name(y), ctx.names(by, shown), Words.quote(ctx, index),
                    Words.no(ctx, x, by, cut), Words.no(ctx, y, by, shown)});
        }
        return null;
    }

    /**
     * Where the relation puts the other item: "after" when every allowed position of it is later than x's, "before"
     * when every one is earlier, else "apart" (a distance either way, a multiple).
     */
    static String side(long[] rel) {
        boolean after = true;
        boolean before = true;
        for (int p = 0; p < rel.length; p++) {
            for (long m = rel[p]; m != 0; m &= m - 1) {
                int q = Long.numberOfTrailingZeros(m);
                after &= q > p;
                before &= q < p;
            }
        }
        return after ? "after" : before ? "before" : "apart";
    }

    /** The amount of an offset or distance as readers see it along {@code by}. */
    static Object amount(Context ctx, int by, java.math.BigDecimal amount) {
        org.gridwright.core.model.Category c = ctx.puzzle.category(by);
        String n = org.gridwright.core.model.Category.canonical(amount.abs());
        if (c.kind() == org.gridwright.core.model.CategoryKind.ORDINAL) {
            return Phrase.of(amount.abs().compareTo(java.math.BigDecimal.ONE) == 0 ? "amount.place" : "amount.places",
                    n);
        }
        return c.amount(amount.abs()); // "2 hours", "14" along Room @, "€2": the words the clue text uses too
    }
}
