package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;

/**
 * Hidden pairs, triples and quads: k symbols of a row or column that fit only in the same k cells fill them; those
 * cells lose every other candidate.
 */
final class HiddenSet implements Technique {
    @Override
    public String id() {
        return "hidden-set";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (int k = 2; k <= NakedSet.MAX; k++) {
            for (int line = 0; line < 2 * n; line++) {
                // where[v] = positions (bit i = i-th cell of the line) symbol v can go, for unplaced symbols
                int[] where = new int[n];
                int[] syms = new int[n];
                int count = 0;
                int placed = 0;
                for (int i = 0; i < n; i++) {
                    int m = d[ctx.cell(line, i)];
                    if (Context.single(m)) {
                        placed |= m;
                    }
                }
                for (int v = 0; v < n; v++) {
                    if ((placed & (1 << v)) != 0) {
                        continue;
                    }
                    int w = 0;
                    for (int i = 0; i < n; i++) {
                        if ((d[ctx.cell(line, i)] & (1 << v)) != 0) {
                            w |= 1 << i;
                        }
                    }
                    where[v] = w;
                    int pc = Integer.bitCount(w);
                    if (pc >= 2 && pc <= k) {
                        syms[count++] = v;
                    }
                }
                Step s = choose(ctx, d, line, where, syms, count, k, 0, 0, 0, 0);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    private Step choose(Context ctx, int[] d, int line, int[] where, int[] syms, int count, int k, int from,
            int symMask, int posUnion, int depth) {
        if (Integer.bitCount(posUnion) > k) {
            return null;
        }
        if (depth == k) {
            if (Integer.bitCount(posUnion) != k) {
                return null;
            }
            List<Change> ch = new ArrayList<>();
            List<Integer> cells = new ArrayList<>();
            for (int i = 0; i < ctx.n; i++) {
                if ((posUnion & (1 << i)) != 0) {
                    int c = ctx.cell(line, i);
                    cells.add(c);
                    if ((d[c] & ~symMask) != 0) {
                        ch.add(new Change(c, d[c], d[c] & symMask));
                    }
                }
            }
            if (ch.isEmpty()) {
                return null;
            }
            return new Step(id(), ch, cells, List.of(), "text.hidden-set", List.of(new Arg.Line(line),
                    new Arg.Syms(symMask), new Arg.Cells(cells), new Arg.Removals(ch)));
        }
        for (int i = from; i < count; i++) {
            int v = syms[i];
            Step s = choose(ctx, d, line, where, syms, count, k, i + 1, symMask | (1 << v), posUnion | where[v],
                    depth + 1);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
