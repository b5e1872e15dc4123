package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.quadrata.Sign;

/**
 * Ranges along signs: the smaller cell stays below the greater's largest candidate, the greater above the
 * smaller's smallest. Repeated, it carries bounds along a whole {@code <} chain.
 */
final class SignRange implements Technique {
    @Override
    public String id() {
        return "sign-range";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (Sign s : ctx.signs) {
            int a = s.r1() * n + s.c1();
            int b = s.r2() * n + s.c2();
            if (d[a] == 0 || d[b] == 0) {
                continue;
            }
            int hiB = 31 - Integer.numberOfLeadingZeros(d[b]);
            int loA = Integer.numberOfTrailingZeros(d[a]);
            int na = d[a] & ((1 << hiB) - 1);
            int nb = d[b] & ~((2 << loA) - 1);
            if ((na != d[a] && na != 0) || (nb != d[b] && nb != 0)) {
                List<Change> ch = new ArrayList<>();
                if (na != d[a] && na != 0) {
                    ch.add(new Change(a, d[a], na));
                }
                if (nb != d[b] && nb != 0) {
                    ch.add(new Change(b, d[b], nb));
                }
                return new Step(id(), ch, List.of(a, b), List.of(s), "text.sign-range",
                        List.of(new Arg.Cell(a), new Arg.Cell(b), new Arg.Sym(hiB - 1), new Arg.Sym(loA + 1),
                                new Arg.Removals(ch)));
            }
        }
        return null;
    }
}
