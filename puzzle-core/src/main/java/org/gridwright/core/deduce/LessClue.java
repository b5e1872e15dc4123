package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;

/**
 * A {@code less} chain: items of the chain are different entities, and each must leave room for the ones before
 * and after it, which trims the lowest and highest positions.
 */
final class LessClue extends ClueTechnique<Clue.Less> {
    static final String ID = "clue-less";

    LessClue() {
        super(ID, Clue.Less.class);
    }

    /**
     * Every item of the chain placed along its category and every two of them apart: what a look reads is the same
     * on every grid with more marks that is not broken (a line keeps a possible item, a ✗ stays), so a chain that
     * just gave nothing gives nothing there either.
     */
    @Override
    boolean spent(Context ctx, int index) {
        Item[] x = ctx.items(index);
        int by = ctx.by(index);
        for (int i = 0; i < x.length; i++) {
            if (Long.bitCount(ctx.positions(x[i], by)) != 1) {
                return false;
            }
            for (int j = i + 1; j < x.length; j++) {
                if (!knownApart(ctx, x[i], x[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    Step find(Context ctx, int index, Clue.Less clue) {
        Item[] x = ctx.items(index);
        int by = ctx.by(index);
        String byName = ctx.puzzle.category(by).name();
        for (int i = 0; i < x.length; i++) {
            for (int j = i + 1; j < x.length; j++) {
                if (!ctx.conflict() && knownApart(ctx, x[i], x[j])) {
                    continue; // the ✗ is on the grid already (or they are two items of one category): nothing new
                }
                Marks marks = ctx.marks();
                marks.no(x[i], x[j]);
                if (!marks.isEmpty()) {
                    Item a = x[i];
                    Item b = x[j];
                    return ctx.step(ID, List.of(index), marks, List.of(), "clue-less.distinct",
                            () -> new Object[] {Context.number(index), ctx.name(a), ctx.name(b), byName,
                                    Words.quote(ctx, index), Words.no(ctx, a, b)});
                }
            }
        }
        int m = x.length;
        long[] p = new long[m];
        for (int i = 0; i < m; i++) {
            p[i] = ctx.positions(x[i], by);
        }
        // earliest positions, forward
        for (int i = 1; i < m; i++) {
            if (p[i - 1] == 0) {
                break;
            }
            int earliest = Long.numberOfTrailingZeros(p[i - 1]);
            long tooLow = p[i] & ((1L << (earliest + 1)) - 1);
            if (tooLow != 0) {
                return trim(ctx, index, x[i], x[i - 1], by, tooLow, earliest,
                        earliest == 0 && tooLow == 1L ? "clue-less.first" : "clue-less.low", byName);
            }
        }
        // latest positions, backward
        for (int i = m - 2; i >= 0; i--) {
            if (p[i + 1] == 0) {
                break;
            }
            int latest = 63 - Long.numberOfLeadingZeros(p[i + 1]);
            long tooHigh = p[i] & ~((1L << latest) - 1);
            if (tooHigh != 0) {
                boolean last = latest == ctx.board.size - 1 && tooHigh == 1L << latest;
                return trim(ctx, index, x[i], x[i + 1], by, tooHigh, latest,
                        last ? "clue-less.last" : "clue-less.high", byName);
            }
        }
        return null;
    }

    /** True when a ✗ between a and b would be no new mark and no conflict ({@link Marks#no} would add nothing). */
    private static boolean knownApart(Context ctx, Item a, Item b) {
        return a.category() == b.category() ? a.index() != b.index()
                : ctx.board.get(a, b) == org.gridwright.core.model.Mark.NO;
    }

    private static Step trim(Context ctx, int index, Item target, Item other, int by, long out, int bound,
            String key, String byName) {
        Marks marks = ctx.marks();
        for (long r = out; r != 0; r &= r - 1) {
            marks.no(target, new Item(by, Long.numberOfTrailingZeros(r)));
        }
        List<Cell> because = new ArrayList<>();
        if (other.category() != by) {
            long ruled = ~ctx.positions(other, by) & ctx.board.full;
            for (long r = ruled; r != 0; r &= r - 1) {
                because.add(new Cell(other, new Item(by, Long.numberOfTrailingZeros(r))));
            }
        }
        return ctx.step(ID, List.of(index), marks, because, key, () -> new Object[] {Context.number(index),
                ctx.name(target), ctx.name(other), byName, ctx.name(by, bound), ctx.names(by, out),
                Words.quote(ctx, index), Words.no(ctx, target, by, out), Words.yes(ctx, other, new Item(by, bound))});
    }
}
