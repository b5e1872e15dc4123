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
        super(ID, false, true, true);
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        return find(ctx, c1, c2, -1L, -1L);
    }

    /** A cell's verdict reads the lines of its two items alone: where neither changed, it stands. */
    @Override
    Step find(Context ctx, int c1, int c2, long rows, long cols) {
        Board b = ctx.board;
        for (int i = 0; i < b.size; i++) {
            long open = b.unknown(c1, i, c2);
            if ((rows & (1L << i)) == 0) {
                open &= cols;
            }
            // the open partners j of i that share no possible item of some third category with it, all j at once:
            // those an item i could go with in c3 can go with some j (read the other way round), the rest cannot
            long apart = 0;
            for (int c3 = 0; c3 < b.cats && open != 0; c3++) {
                if (c3 == c1 || c3 == c2) {
                    continue;
                }
                long sharing = 0;
                for (long v = b.possible(c1, i, c3); v != 0; v &= v - 1) {
                    sharing |= b.possible(c3, Long.numberOfTrailingZeros(v), c2);
                }
                apart |= open & ~sharing;
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
                        Item a = new Item(c1, i);
                        Item m = new Item(c2, j);
                        Marks marks = ctx.marks();
                        marks.no(a, m);
                        List<Cell> because = new ArrayList<>();
                        for (long r = b.full & ~pa; r != 0; r &= r - 1) {
                            because.add(new Cell(a, new Item(c3, Long.numberOfTrailingZeros(r))));
                        }
                        for (long r = b.full & ~pb; r != 0; r &= r - 1) {
                            because.add(new Cell(m, new Item(c3, Long.numberOfTrailingZeros(r))));
                        }
                        int c = c3;
                        return ctx.step(ID, List.of(), marks, because, "incompatible", () -> new Object[] {
                                ctx.name(a), ctx.name(m), ctx.names(c, pa), ctx.names(c, pb), Words.yes(ctx, a, c, pa),
                                Words.yes(ctx, m, c, pb), Words.no(ctx, a, m)});
                    }
                }
            }
        }
        return null;
    }
}
