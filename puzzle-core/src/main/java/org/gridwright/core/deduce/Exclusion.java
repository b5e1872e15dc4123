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

    /** The words of an exclusion, made when the step is said (a class, not a lambda: see {@code Transfer}'s words). */
    private record Said(Context ctx, Item first, Item second, long othersMask, long mineMask)
            implements java.util.function.Supplier<Object[]> {
        @Override
        public Object[] get() {
            return new Object[] {ctx.name(first), ctx.name(second), ctx.names(first.category(), othersMask),
                    ctx.names(second.category(), mineMask), ctx.puzzle.category(second.category()).name(),
                    ctx.puzzle.category(first.category()).name(), Words.yes(ctx, first, second),
                    mineMask == 0 ? "" : Words.no(ctx, first, second.category(), mineMask),
                    othersMask == 0 ? "" : Words.no(ctx, second, first.category(), othersMask)};
        }
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
            Item a = ctx.item(c1, i);
            Item m = ctx.item(c2, j);
            Marks marks = ctx.marks();
            // open cells, none twice (the row's and the column's meet only at the ●)
            for (long r = rowOpen; r != 0; r &= r - 1) {
                marks.newNo(a, ctx.item(c2, Long.numberOfTrailingZeros(r)));
            }
            for (long r = colOpen; r != 0; r &= r - 1) {
                marks.newNo(ctx.item(c1, Long.numberOfTrailingZeros(r)), m);
            }
            // the sentence names the item of an unordered category first ("the Norwegian … House 1")
            boolean turned = ctx.readingOrder(a, m)[0] != a;
            Item first = turned ? m : a;
            Item second = turned ? a : m;
            long othersMask = turned ? rowOpen : colOpen;
            long mineMask = turned ? colOpen : rowOpen;
            boolean whole = Long.bitCount(rowOpen) == b.size - 1 && Long.bitCount(colOpen) == b.size - 1;
            String key = whole ? "exclusion.whole" : othersMask == 0 ? "exclusion.row"
                    : mineMask == 0 ? "exclusion.column" : "exclusion.both";
            return ctx.step(ID, List.of(), marks, List.of(new Cell(first, second)), key,
                    new Said(ctx, first, second, othersMask, mineMask));
        }
        return null;
    }
}
