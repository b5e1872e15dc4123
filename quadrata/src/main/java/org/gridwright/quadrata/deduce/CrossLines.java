package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;

/**
 * Cross-line sets (the X-wing and swordfish of Latin squares): when symbol v can go in k rows only within the same
 * k columns, those rows take v in those columns, so v leaves those columns' other rows; likewise with rows and
 * columns swapped. k = 2 and 3.
 */
final class CrossLines implements Technique {
    @Override
    public String id() {
        return "cross-lines";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (int k = 2; k <= 3; k++) {
            for (int v = 0; v < n; v++) {
                int bit = 1 << v;
                for (int dir = 0; dir < 2; dir++) {
                    int[] pos = new int[n];
                    int[] lines = new int[n];
                    int count = 0;
                    for (int l = 0; l < n; l++) {
                        int line = dir * n + l;
                        int w = 0;
                        for (int i = 0; i < n; i++) {
                            if ((d[ctx.cell(line, i)] & bit) != 0) {
                                w |= 1 << i;
                            }
                        }
                        int pc = Integer.bitCount(w);
                        if (pc >= 2 && pc <= k) {
                            pos[count] = w;
                            lines[count++] = line;
                        }
                    }
                    Step s = choose(ctx, d, v, dir, pos, lines, count, k, 0, 0, new int[k], 0);
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    private Step choose(Context ctx, int[] d, int v, int dir, int[] pos, int[] lines, int count, int k, int from,
            int union, int[] chosen, int depth) {
        if (Integer.bitCount(union) > k) {
            return null;
        }
        if (depth == k) {
            if (Integer.bitCount(union) != k) {
                return null;
            }
            int n = ctx.n;
            int bit = 1 << v;
            List<Change> ch = new ArrayList<>();
            List<Integer> base = new ArrayList<>();
            for (int c : chosen) {
                base.add(c);
            }
            List<Integer> cross = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((union & (1 << i)) == 0) {
                    continue;
                }
                int crossLine = (1 - dir) * n + i;
                cross.add(crossLine);
                for (int j = 0; j < n; j++) {
                    int ownLine = dir * n + j;
                    if (base.contains(ownLine)) {
                        continue;
                    }
                    int c = ctx.cell(crossLine, j);
                    if ((d[c] & bit) != 0 && d[c] != bit) {
                        ch.add(new Change(c, d[c], d[c] & ~bit));
                    }
                }
            }
            if (ch.isEmpty()) {
                return null;
            }
            return new Step(id(), ch, List.of(), List.of(), "text.cross-lines", List.of(new Arg.Sym(v),
                    new Arg.Lines(base), new Arg.Lines(cross), new Arg.Cells(ch.stream().map(Change::cell).toList())));
        }
        for (int i = from; i < count; i++) {
            chosen[depth] = lines[i];
            Step s = choose(ctx, d, v, dir, pos, lines, count, k, i + 1, union | pos[i], chosen, depth + 1);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
