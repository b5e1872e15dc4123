package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;

/** A ● rules out the rest of its row and its column in that box. */
final class Exclusion extends BoxTechnique {
    static final String ID = "exclusion";

    Exclusion() {
        super(ID, false, false);
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        Board b = ctx.board;
        for (int i = 0; i < b.size; i++) {
            long y = b.yes(c1, i, c2);
            if (y == 0) {
                continue;
            }
            int j = Long.numberOfTrailingZeros(y);
            long rowOpen = b.unknown(c1, i, c2);
            long colOpen = b.unknown(c2, j, c1);
            if ((rowOpen | colOpen) == 0) {
                continue;
            }
            Item a = new Item(c1, i);
            Item m = new Item(c2, j);
            Marks marks = ctx.marks();
            for (long r = rowOpen; r != 0; r &= r - 1) {
                marks.no(a, new Item(c2, Long.numberOfTrailingZeros(r)));
            }
            for (long r = colOpen; r != 0; r &= r - 1) {
                marks.no(new Item(c1, Long.numberOfTrailingZeros(r)), m);
            }
            List<String> others = ctx.names(c1, colOpen);
            List<String> mine = ctx.names(c2, rowOpen);
            long othersMask = colOpen;
            long mineMask = rowOpen;
            if (ctx.readingOrder(a, m)[0] != a) {
                Item t = a;
                a = m;
                m = t;
                List<String> tl = others;
                others = mine;
                mine = tl;
                othersMask = rowOpen;
                mineMask = colOpen;
            }
            boolean whole = Long.bitCount(rowOpen) == b.size - 1 && Long.bitCount(colOpen) == b.size - 1;
            String key = whole ? "exclusion.whole" : others.isEmpty() ? "exclusion.row"
                    : mine.isEmpty() ? "exclusion.column" : "exclusion.both";
            return ctx.step(ID, List.of(), marks, List.of(new Cell(a, m)), key, ctx.name(a), ctx.name(m),
                    others, mine, ctx.puzzle.category(m.category()).name(), ctx.puzzle.category(a.category()).name(),
                    Words.yes(ctx, a, m), mineMask == 0 ? "" : Words.no(ctx, a, m.category(), mineMask),
                    othersMask == 0 ? "" : Words.no(ctx, m, a.category(), othersMask));
        }
        return null;
    }
}
