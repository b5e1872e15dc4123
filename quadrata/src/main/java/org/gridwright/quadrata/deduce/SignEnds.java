package org.gridwright.quadrata.deduce;

import java.util.List;
import org.gridwright.quadrata.Sign;

/**
 * The plain reading of one sign: the smaller cell is not the last symbol nor at or above a placed neighbour; the
 * greater is not the first symbol nor at or below a placed neighbour.
 */
final class SignEnds implements Technique {
    @Override
    public String id() {
        return "sign-ends";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (Sign s : ctx.signs) {
            int a = s.r1() * n + s.c1();
            int b = s.r2() * n + s.c2();
            // the smaller cell a: not the largest symbol, and below b when b is placed
            int limitA = Context.single(d[b]) ? Integer.numberOfTrailingZeros(d[b]) : n - 1;
            int keepA = d[a] & ((1 << limitA) - 1);
            if (keepA != d[a] && keepA != 0) {
                return new Step(id(), List.of(new Change(a, d[a], keepA)), List.of(b), List.of(s),
                        "text.sign-ends.small", List.of(new Arg.Cell(a), new Arg.Cell(b),
                                new Arg.Syms(d[a] & ~keepA)));
            }
            int limitB = Context.single(d[a]) ? Integer.numberOfTrailingZeros(d[a]) : 0;
            int keepB = d[b] & ~((2 << limitB) - 1);
            if (keepB != d[b] && keepB != 0) {
                return new Step(id(), List.of(new Change(b, d[b], keepB)), List.of(a), List.of(s),
                        "text.sign-ends.large", List.of(new Arg.Cell(b), new Arg.Cell(a),
                                new Arg.Syms(d[b] & ~keepB)));
            }
        }
        return null;
    }
}
