package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Item;

/**
 * In one box, n items of one category that can only take n items of the other between them take exactly those, so
 * no other item can. One class for every n.
 */
final class Subset extends BoxTechnique {
    private final int n;

    Subset(int n) {
        super("subset-" + n, true, false);
        if (n < 2) {
            throw new IllegalArgumentException("a subset has at least two items");
        }
        this.n = n;
    }

    @Override
    Step find(Context ctx, int c1, int c2) {
        Board b = ctx.board;
        long candidates = 0;
        for (int i = 0; i < b.size; i++) {
            int p = Long.bitCount(b.possible(c1, i, c2));
            if (b.yes(c1, i, c2) == 0 && p <= n && p >= 2) {
                candidates |= 1L << i;
            }
        }
        int count = Long.bitCount(candidates);
        if (count < n) {
            return null; // (most boxes: nothing to list)
        }
        int[] rows = new int[count];
        for (int r = 0; candidates != 0; candidates &= candidates - 1) {
            rows[r++] = Long.numberOfTrailingZeros(candidates);
        }
        return search(ctx, c1, c2, rows, count, 0, 0, 0L, 0L);
    }

    private Step search(Context ctx, int c1, int c2, int[] rows, int count, int from, int chosen, long chosenRows,
            long union) {
        Board b = ctx.board;
        if (chosen == n) {
            if (Long.bitCount(union) != n) {
                return null;
            }
            long targets = 0;
            for (int i = 0; i < b.size; i++) {
                if ((chosenRows & (1L << i)) == 0 && (b.unknown(c1, i, c2) & union) != 0) {
                    targets |= 1L << i;
                }
            }
            if (targets == 0) {
                return null;
            }
            Marks marks = ctx.marks();
            for (long t = targets; t != 0; t &= t - 1) {
                Item a = new Item(c1, Long.numberOfTrailingZeros(t));
                for (long u = b.unknown(c1, a.index(), c2) & union; u != 0; u &= u - 1) {
                    marks.no(a, new Item(c2, Long.numberOfTrailingZeros(u)));
                }
            }
            List<Cell> because = new ArrayList<>();
            for (long r = chosenRows; r != 0; r &= r - 1) {
                Item a = new Item(c1, Long.numberOfTrailingZeros(r));
                for (long u = b.full & ~b.possible(c1, a.index(), c2); u != 0; u &= u - 1) {
                    because.add(new Cell(a, new Item(c2, Long.numberOfTrailingZeros(u))));
                }
            }
            List<Words> only = new ArrayList<>();
            for (long r = chosenRows; r != 0; r &= r - 1) {
                Item a = new Item(c1, Long.numberOfTrailingZeros(r));
                only.add(Words.yes(ctx, a, c2, b.possible(c1, a.index(), c2)));
            }
            // the items with the same pairings ruled out share one clause ("neither Ida nor Ben has 6 or 7 children")
            java.util.Map<Long, List<Item>> byRuled = new java.util.LinkedHashMap<>();
            for (long t = targets; t != 0; t &= t - 1) {
                Item a = new Item(c1, Long.numberOfTrailingZeros(t));
                byRuled.computeIfAbsent(b.unknown(c1, a.index(), c2) & union, k -> new ArrayList<>()).add(a);
            }
            List<Words> ruled = new ArrayList<>();
            byRuled.forEach((mask, items) -> ruled.add(Words.none(ctx, items, Words.items(c2, mask))));
            long ruledRows = targets;
            return ctx.step(id(), List.of(), marks, because, "subset", () -> new Object[] {
                    new AllOf(ctx.names(c1, chosenRows)), ctx.names(c2, union), new AllOf(ctx.names(c1, ruledRows)),
                    ctx.names(c2, union), new AllOf(only),
                    // a shared clause among others is set off by semicolons ("A did not …; B and C did not …")
                    byRuled.size() > 1 && byRuled.size() < Long.bitCount(ruledRows) ? new Semi(new ArrayList<>(ruled))
                            : new AllOf(ruled), Phrase.of("count." + n)});
        }
        for (int r = from; r <= count - (n - chosen); r++) {
            long u = union | b.possible(c1, rows[r], c2);
            if (Long.bitCount(u) > n) {
                continue;
            }
            Step s = search(ctx, c1, c2, rows, count, r + 1, chosen + 1, chosenRows | (1L << rows[r]), u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
