package org.gridwright.quadrata.deduce;

import java.util.List;

/** A symbol with one place left in a row or column goes there. */
final class HiddenSingle implements Technique {
    @Override
    public String id() {
        return "hidden-single";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (int line = 0; line < 2 * n; line++) {
            int once = 0;
            int twice = 0;
            for (int k = 0; k < n; k++) {
                int m = d[ctx.cell(line, k)];
                twice |= once & m;
                once |= m;
            }
            int hidden = once & ~twice;
            for (int k = 0; k < n && hidden != 0; k++) {
                int cell = ctx.cell(line, k);
                int h = d[cell] & hidden;
                if (h != 0 && d[cell] != h) {
                    int v = Integer.numberOfTrailingZeros(h);
                    return new Step(id(), List.of(new Change(cell, d[cell], 1 << v)), List.of(), List.of(),
                            "text.hidden-single", List.of(new Arg.Line(line), new Arg.Sym(v), new Arg.Cell(cell)));
                }
            }
        }
        return null;
    }
}
