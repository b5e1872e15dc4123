package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;

/**
 * Two items that match share every ● and ✗ with third categories: a ● of one is a ● of the other (one step each),
 * and the ✗s one has and the other lacks are copied across (one step for the pair, both ways).
 */
final class Transfer extends BoxTechnique {
    static final String ID = "transfer";

    Transfer() {
        super(ID, false, true, true, false);
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        return find(ctx, c1, c2, -1L, -1L);
    }

    @Override
    void foundNothing(Context ctx) {
        ctx.transferDone(ctx.board.total());
    }

    /** A matched pair reads its two items' lines alone: where neither changed, it has nothing new to copy. */
    @Override
    Step find(Context ctx, int c1, int c2, long rows, long cols) {
        Board b = ctx.board;
        for (int i = 0; i < b.size; i++) {
            long y = b.yes(c1, i, c2);
            if (y == 0 || (rows & (1L << i)) == 0 && (cols & y) == 0 && !ctx.conflict()
                    || !ctx.conflict() && same(b, c1, i, c2, Long.numberOfTrailingZeros(y))) {
                continue;
            }
            Item[] pair = ctx.readingOrder(ctx.item(c1, i), ctx.item(c2, Long.numberOfTrailingZeros(y)));
            Step s = yes(ctx, pair[0], pair[1], true);
            if (s == null) {
                s = yes(ctx, pair[1], pair[0], false);
            }
            if (s == null) {
                s = no(ctx, pair[0], pair[1]);
            }
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /**
     * True when item i of c1 and item j of c2 have the same ●s and ✗s in every third category: nothing to copy
     * either way (the common case, looked at before any pair is made).
     */
    private static boolean same(Board b, int c1, int i, int c2, int j) {
        for (int c3 = 0; c3 < b.cats; c3++) {
            if (c3 != c1 && c3 != c2
                    && (b.yes(c1, i, c3) != b.yes(c2, j, c3) || b.possible(c1, i, c3) != b.possible(c2, j, c3))) {
                return false;
            }
        }
        return true;
    }

    /** A ● of source (which matches target) that target lacks; the sentence names the first of the pair first. */
    private static Step yes(Context ctx, Item source, Item target, boolean sourceFirst) {
        Board b = ctx.board;
        for (int c3 = 0; c3 < b.cats; c3++) {
            if (c3 == source.category() || c3 == target.category()) {
                continue;
            }
            long srcYes = b.yes(source.category(), source.index(), c3);
            if (srcYes == 0 || b.yes(target.category(), target.index(), c3) == srcYes) {
                continue;
            }
            Item z = ctx.item(c3, Long.numberOfTrailingZeros(srcYes));
            Marks marks = ctx.marks();
            marks.yes(target, z);
            List<Cell> because = List.of(new Cell(source, target), new Cell(source, z));
            return ctx.step(ID, List.of(), marks, because, sourceFirst ? "transfer.yes" : "transfer.yes.second",
                    new YesWords(ctx, source, target, z, sourceFirst));
        }
        return null;
    }

    /**
     * The words of a ● copied from source to target, made when the step is said: a class rather than a lambda, as
     * this step is the commonest of a trace and a lambda made in a large compiled method may be made the slow way.
     */
    private record YesWords(Context ctx, Item source, Item target, Item z, boolean sourceFirst)
            implements java.util.function.Supplier<Object[]> {
        @Override
        public Object[] get() {
            return sourceFirst
                    ? new Object[] {ctx.name(source), ctx.name(target), ctx.name(z), Words.yes(ctx, source, target),
                            Words.yes(ctx, source, z), Words.yes(ctx, target, z)}
                    : new Object[] {ctx.name(target), ctx.name(source), ctx.name(z), Words.yes(ctx, target, source),
                            Words.yes(ctx, source, z), Words.yes(ctx, target, z)};
        }
    }

    /** The ✗s either item has in third categories and the other lacks. */
    private static Step no(Context ctx, Item a, Item b) {
        if (!ctx.conflict() && !lacksNo(ctx.board, a, b) && !lacksNo(ctx.board, b, a)) {
            return null; // nothing to copy either way (the common case): no lists made to find that out
        }
        Marks marks = ctx.marks();
        List<Cell> because = new ArrayList<>();
        because.add(new Cell(a, b));
        long[] newB = new long[ctx.board.cats];
        long[] newA = new long[ctx.board.cats];
        boolean anyB = copy(ctx, a, b, marks, because, newB);
        boolean anyA = copy(ctx, b, a, marks, because, newA);
        if (marks.isEmpty()) {
            return null;
        }
        if (!anyA) {
            return ctx.step(ID, List.of(), marks, because, "transfer.no", () -> new Object[] {ctx.name(a),
                    ctx.name(b), names(ctx, newB), Words.yes(ctx, a, b), said(ctx, a, newB), said(ctx, b, newB)});
        }
        if (!anyB) {
            return ctx.step(ID, List.of(), marks, because, "transfer.no.second", () -> new Object[] {ctx.name(a),
                    ctx.name(b), names(ctx, newA), Words.yes(ctx, a, b), said(ctx, b, newA), said(ctx, a, newA)});
        }
        return ctx.step(ID, List.of(), marks, because, "transfer.no.both", () -> new Object[] {ctx.name(a),
                ctx.name(b), names(ctx, newB), names(ctx, newA), Words.yes(ctx, a, b), said(ctx, b, newB),
                said(ctx, a, newA)});
    }

    /** "x is none of these", category by category, for the items of {@code masks} (one mask per category). */
    private static Words said(Context ctx, Item x, long[] masks) {
        List<Item> out = new java.util.ArrayList<>();
        for (int c = 0; c < masks.length; c++) {
            for (long m = masks[c]; m != 0; m &= m - 1) {
                out.add(ctx.item(c, Long.numberOfTrailingZeros(m)));
            }
        }
        return Words.no(ctx, x, out);
    }

    /** True when source has a ✗ in a third category that target has not, where target's cell is still open. */
    private static boolean lacksNo(Board b, Item source, Item target) {
        for (int c3 = 0; c3 < b.cats; c3++) {
            if (c3 != source.category() && c3 != target.category()
                    && (~b.possible(source.category(), source.index(), c3) & b.full
                            & b.unknown(target.category(), target.index(), c3)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The reader names of the items of {@code masks} (one mask per category), category by category. */
    private static List<String> names(Context ctx, long[] masks) {
        List<String> names = new ArrayList<>();
        for (int c = 0; c < masks.length; c++) {
            if (masks[c] != 0) {
                names.addAll(ctx.names(c, masks[c]));
            }
        }
        return names;
    }

    /** Copies source's ✗s in third categories that target lacks; true when there was one. */
    private static boolean copy(Context ctx, Item source, Item target, Marks marks, List<Cell> because,
            long[] fresh) {
        Board b = ctx.board;
        boolean any = false;
        for (int c3 = 0; c3 < b.cats; c3++) {
            if (c3 == source.category() || c3 == target.category()) {
                continue;
            }
            long srcNo = ~b.possible(source.category(), source.index(), c3) & b.full;
            fresh[c3] = srcNo & b.unknown(target.category(), target.index(), c3);
            for (long r = fresh[c3]; r != 0; r &= r - 1) {
                Item z = ctx.item(c3, Long.numberOfTrailingZeros(r));
                marks.newNo(target, z); // open on the grid; each target and z once
                because.add(new Cell(source, z));
            }
            any |= fresh[c3] != 0;
        }
        return any;
    }
}
