package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;

/** A cell with one candidate holds it: that symbol leaves every other cell of its row and column. */
final class SoleOccupant implements Technique {
    @Override
    public String id() {
        return "sole-occupant";
    }

    @Override
    public Step find(Context ctx, int[] d) {
        int n = ctx.n;
        for (int cell = 0; cell < n * n; cell++) {
            int m = d[cell];
            if (!Context.single(m)) {
                continue;
            }
            int r = cell / n;
            int c = cell % n;
            List<Change> ch = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                int a = r * n + k;
                if (a != cell && (d[a] & m) != 0) {
                    ch.add(new Change(a, d[a], d[a] & ~m));
                }
            }
            for (int k = 0; k < n; k++) {
                int b = k * n + c;
                if (b != cell && (d[b] & m) != 0) {
                    ch.add(new Change(b, d[b], d[b] & ~m));
                }
            }
            if (!ch.isEmpty()) {
                int v = Integer.numberOfTrailingZeros(m);
                return new Step(id(), ch, List.of(cell), List.of(), "text.sole-occupant",
                        List.of(new Arg.Cell(cell), new Arg.Sym(v), new Arg.Num(r + 1), new Arg.Num(c + 1),
                                new Arg.Cells(ch.stream().map(Change::cell).toList())));
            }
        }
        return null;
    }
}
