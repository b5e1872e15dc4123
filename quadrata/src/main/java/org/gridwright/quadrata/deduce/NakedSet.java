package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;

/**
 * Pairs, triples and quads: k unplaced cells of a row or column whose candidates together are k symbols hold those
 * symbols; they leave the line's other cells.
 */
final class NakedSet implements Technique {
    static final int MAX = 4;

    @Override
    public String id() {
        return "naked-set";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (int k = 2; k <= MAX; k++) {
            for (int line = 0; line < 2 * n; line++) {
                int[] open = new int[n];
                int count = 0;
                for (int i = 0; i < n; i++) {
                    int c = ctx.cell(line, i);
                    int pc = Integer.bitCount(d[c]);
                    if (pc > 1 && pc <= k) {
                        open[count++] = c;
                    }
                }
                Step s = choose(ctx, d, line, open, count, k, 0, 0, new int[k], 0);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    private Step choose(Context ctx, int[] d, int line, int[] open, int count, int k, int from, int union,
            int[] chosen, int depth) {
        if (Integer.bitCount(union) > k) {
            return null;
        }
        if (depth == k) {
            if (Integer.bitCount(union) != k) {
                return null;
            }
            List<Change> ch = new ArrayList<>();
            List<Integer> set = new ArrayList<>();
            for (int c : chosen) {
                set.add(c);
            }
            for (int i = 0; i < ctx.n; i++) {
                int c = ctx.cell(line, i);
                if (!set.contains(c) && (d[c] & union) != 0) {
                    ch.add(new Change(c, d[c], d[c] & ~union));
                }
            }
            if (ch.isEmpty()) {
                return null;
            }
            return new Step(id(), ch, set, List.of(), "text.naked-set", List.of(new Arg.Line(line),
                    new Arg.Cells(set), new Arg.Syms(union), new Arg.Line(line),
                    new Arg.Cells(ch.stream().map(Change::cell).toList())));
        }
        for (int i = from; i < count; i++) {
            chosen[depth] = open[i];
            Step s = choose(ctx, d, line, open, count, k, i + 1, union | d[open[i]], chosen, depth + 1);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
