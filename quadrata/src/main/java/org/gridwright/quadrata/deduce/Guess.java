package org.gridwright.quadrata.deduce;

import java.util.List;
import org.gridwright.quadrata.solve.Solver;

/**
 * Guessing: in a cell with the fewest candidates, try each; one for which a complete search finds no solution is
 * removed. The last resort of a person with an eraser.
 */
final class Guess implements Technique {
    @Override
    public String id() {
        return "guess";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < d.length; cell++) {
            int pc = Integer.bitCount(d[cell]);
            if (pc > 1 && pc < bestCount) {
                best = cell;
                bestCount = pc;
            }
        }
        if (best < 0) {
            return null;
        }
        for (int m = d[best]; m != 0; m &= m - 1) {
            int v = Integer.numberOfTrailingZeros(m);
            int[] e = d.clone();
            e[best] = 1 << v;
            if (Solver.count(ctx.constraints, e, ctx.monitor) == 0) {
                return new Step(id(), List.of(new Change(best, d[best], d[best] & ~(1 << v))), List.of(best),
                        List.of(), "text.guess", List.of(new Arg.Cell(best), new Arg.Sym(v)));
            }
        }
        return null;
    }
}
