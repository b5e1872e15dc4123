package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;

/**
 * Two items whose possible partners in some third category are disjoint cannot match: there is nothing they could
 * share there.
 */
final class Incompatible extends BoxTechnique {
    static final String ID = "incompatible";

    Incompatible() {
        super(ID, false, true, true, true);
    }

    /**
     * On a grid that is not broken a cell is incompatible when its two items share no possible partner in some third
     * category, read from either item: the categories a box's search leaves out cannot tell (a whole line: every
     * partner has some item possible there; one where the item has its ● and transfer has nothing left to copy: that
     * partner's lines are the item's, so a partner it cannot share is ✗ already), so both boxes of two categories
     * find the same cells. A broken grid is searched both ways, as the left-out categories may tell there.
     */
    @Override
    boolean symmetric(Board b) {
        return !b.broken();
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        return find(ctx, c1, c2, -1L, -1L);
    }

    /** A cell's verdict reads the lines of its two items alone: where neither changed, it stands. */
    @Override
    Step find(Context ctx, int c1, int c2, long rows, long cols) {
        Board b = ctx.board;
        // where transfer has nothing left to copy, a third category where i has its ● tells nothing more: its
        // partner's ✗s are i's already
        boolean transferred = ctx.transferDone();
        boolean broken = b.broken();
        long[] mine = null;
        int[] thirds = null;
        for (int i = 0; i < b.size; i++) {
            long open = b.unknown(c1, i, c2);
            if ((rows & (1L << i)) == 0) {
                open &= cols;
            }
            if (open == 0) {
                continue;
            }
            if (mine == null) {
                mine = ctx.lineScratch();
                thirds = ctx.categoryScratch();
            }
            // the third categories that can tell (none where i's line is whole on a grid that is not broken: every
            // partner has some item of c3 possible), and what looking at all of i's possible partners there costs
            int n = 0;
            int spread = 0;
            for (int c3 = 0; c3 < b.cats; c3++) {
                long m = b.possible(c1, i, c3);
                if (c3 != c1 && c3 != c2 && (m != b.full || broken) && !(transferred && b.yes(c1, i, c3) != 0)) {
                    mine[n] = m;
                    thirds[n++] = c3;
                    spread += Long.bitCount(m);
                }
            }
            // the open partners j of i that share no possible item of some third category with it: the lowest
            long apart = 0;
            if (spread <= Long.bitCount(open) * n) {
                // all j at once: those an item i could go with in c3 can go with some j (read the other way round),
                // the rest cannot
                for (int t = 0; t < n; t++) {
                    long sharing = 0;
                    for (long v = mine[t]; v != 0; v &= v - 1) {
                        sharing |= b.possible(thirds[t], Long.numberOfTrailingZeros(v), c2);
                    }
                    apart |= open & ~sharing;
                }
            } else {
                // few open partners: each against i's lines, the lowest that shares nothing somewhere
                for (long u = open; u != 0 && apart == 0; u &= u - 1) {
                    int j = Long.numberOfTrailingZeros(u);
                    for (int t = 0; t < n; t++) {
                        if ((mine[t] & b.possible(c2, j, thirds[t])) == 0) {
                            apart = 1L << j;
                            break;
                        }
                    }
                }
            }
            if (apart != 0) {
                int j = Long.numberOfTrailingZeros(apart);
                for (int c3 = 0; c3 < b.cats; c3++) {
                    if (c3 == c1 || c3 == c2) {
                        continue;
                    }
                    long pa = b.possible(c1, i, c3);
                    long pb = b.possible(c2, j, c3);
                    if ((pa & pb) == 0) {
                        Item a = ctx.item(c1, i);
                        Item m = ctx.item(c2, j);
                        Marks marks = ctx.marks();
                        marks.no(a, m);
                        List<Cell> because = new ArrayList<>();
                        for (long r = b.full & ~pa; r != 0; r &= r - 1) {
                            because.add(new Cell(a, ctx.item(c3, Long.numberOfTrailingZeros(r))));
                        }
                        for (long r = b.full & ~pb; r != 0; r &= r - 1) {
                            because.add(new Cell(m, ctx.item(c3, Long.numberOfTrailingZeros(r))));
                        }
                        return ctx.step(ID, List.of(), marks, because, "incompatible",
                                new Said(ctx, a, m, c3, pa, pb));
                    }
                }
            }
        }
        return null;
    }

    /** The words of an incompatible pair, made when the step is said (a class, not a lambda, as Transfer's). */
    private record Said(Context ctx, Item a, Item m, int c, long pa, long pb)
            implements java.util.function.Supplier<Object[]> {
        @Override
        public Object[] get() {
            return new Object[] {ctx.name(a), ctx.name(m), ctx.names(c, pa), ctx.names(c, pb), Words.yes(ctx, a, c, pa),
                    Words.yes(ctx, m, c, pb), Words.no(ctx, a, m)};
        }
    }
}
