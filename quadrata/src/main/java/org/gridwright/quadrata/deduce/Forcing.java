package org.gridwright.quadrata.deduce;

import java.util.List;

/**
 * Forcing: in a cell with two candidates, assume one and let singles and sign ranges run to the end; when they reach
 * a contradiction (a cell or a symbol of a line with no place left), the assumption is false.
 */
final class Forcing implements Technique {
    @Override
    public String id() {
        return "forcing";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        for (int cell = 0; cell < d.length; cell++) {
            if (Integer.bitCount(d[cell]) != 2) {
                continue;
            }
            for (int m = d[cell]; m != 0; m &= m - 1) {
                int v = Integer.numberOfTrailingZeros(m);
                int[] e = d.clone();
                e[cell] = 1 << v;
                if (!ctx.constraints.propagate(e)) {
                    return new Step(id(), List.of(new Change(cell, d[cell], d[cell] & ~(1 << v))), List.of(cell),
                            List.of(), "text.forcing", List.of(new Arg.Cell(cell), new Arg.Sym(v)));
                }
            }
        }
        return null;
    }
}
