package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;

/** When every cell of a line but one is ✗, the open one is ●. */
final class LastCandidate extends BoxTechnique {
    static final String ID = "last-candidate";

    LastCandidate() {
        super(ID, true, false);
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        Board b = ctx.board;
        for (int i = 0; i < b.size; i++) {
            if (b.yes(c1, i, c2) != 0) {
                continue;
            }
            long open = b.possible(c1, i, c2);
            if (Long.bitCount(open) != 1) {
                continue;
            }
            Item a = ctx.item(c1, i);
            Item m = ctx.item(c2, Long.numberOfTrailingZeros(open));
            Marks marks = ctx.marks();
            marks.yes(a, m);
            long out = b.full & ~open;
            List<Cell> because = new ArrayList<>();
            for (long r = out; r != 0; r &= r - 1) {
                because.add(new Cell(a, ctx.item(c2, Long.numberOfTrailingZeros(r))));
            }
            // a category with phrases is said through them ("Ida did not pay $5, $10 or $15, so Ida paid $20"); its
            // bare labels name nothing a clue says ("with 5, 10 and 15 ruled out")
            String key = ctx.puzzle.category(c2).phrases().isPresent() ? "last-candidate.said"
                    : ctx.readingOrder(a, m)[0] == a ? "last-candidate" : "last-candidate.turned";
            return ctx.step(ID, List.of(), marks, because, key, new Said(ctx, a, m, c2, out));
        }
        return null;
    }

    /** The words of a last candidate, made when the step is said (a class, not a lambda, as Transfer's). */
    private record Said(Context ctx, Item a, Item m, int c2, long out)
            implements java.util.function.Supplier<Object[]> {
        @Override
        public Object[] get() {
            return new Object[] {ctx.name(a), ctx.name(m), new AllOf(ctx.names(c2, out)), Words.yes(ctx, a, m),
                    Words.no(ctx, a, c2, out)};
        }
    }
}
