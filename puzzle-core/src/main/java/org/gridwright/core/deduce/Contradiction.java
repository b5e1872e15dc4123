package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * Proof by contradiction: assume ● (or ✗) in an open cell, follow it with the easier techniques, and if the grid
 * becomes impossible the opposite mark is proved. Depth d may use contradiction steps of depth below d while
 * following an assumption. Cells in lines with the fewest open cells are tried first (two-way choices before
 * three-way ones, as strong solvers do), ● before ✗, and the scan stops at the first assumption that fails. Inside
 * another trial, and at depth 2 and more, only the cells of lines with two open cells are tried (a two-way choice).
 *
 * <p>An assumption is followed as far as the easier techniques go. What bounds the work is the solve's trial
 * budget ({@link Work}): every round of every trial, nested ones included, takes a unit, and once it is spent no
 * trial concludes anything, so the run ends STUCK, never with a wrong mark. Every round also asks the caller's
 * monitor, so cancelling stops a trial at once; trials work on copies of the grid and leave nothing behind.
 */
final class Contradiction extends NamedTechnique {
    private final int depth;
    private final List<Technique> easier;

    Contradiction(int depth, List<Technique> easier) {
        super("contradiction-" + depth);
        if (depth < 1) {
            throw new IllegalArgumentException("depth " + depth);
        }
        this.depth = depth;
        this.easier = List.copyOf(easier);
    }


    int depth() {
        return depth;
    }

    @Override
    public Step find(Context ctx) {
        Board b = ctx.board;
        long[] tried = new long[b.cats * b.cats * b.size];
        // nested inside another trial, or deeper than one level, only the two-way choices are tried
        boolean narrow = ctx.depth > 0 || depth > 1;
        int widest = narrow ? 2 : b.size;
        for (int open = 2; open <= widest; open++) {
            for (int c1 = 0; c1 < b.cats; c1++) {
                for (int c2 = 0; c2 < b.cats; c2++) {
                    if (c1 == c2) {
                        continue;
                    }
                    for (int i = 0; i < b.size; i++) {
                        long u = b.unknown(c1, i, c2);
                        if (Long.bitCount(u) != open || b.yes(c1, i, c2) != 0) {
                            continue;
                        }
                        for (; u != 0; u &= u - 1) {
                            int j = Long.numberOfTrailingZeros(u);
                            int lo = Math.min(c1, c2);
                            int hi = Math.max(c1, c2);
                            int row = c1 < c2 ? i : j;
                            int col = c1 < c2 ? j : i;
                            int slot = (lo * b.cats + hi) * b.size + row;
                            if ((tried[slot] & (1L << col)) != 0) {
                                continue;
                            }
                            tried[slot] |= 1L << col;
                            Step s = attempt(ctx, new Item(c1, i), new Item(c2, j), Mark.YES);
                            if (s != null || ctx.work.ranOut()) {
                                return s;
                            }
                        }
                    }
                }
            }
        }
        if (narrow) {
            return null;
        }
        // ✗ assumptions: only useful where a ● assumption elsewhere did not already cover them (lines of 3+)
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    for (long u = b.unknown(c1, i, c2); u != 0; u &= u - 1) {
                        int j = Long.numberOfTrailingZeros(u);
                        if (Long.bitCount(b.unknown(c1, i, c2)) < 3 || Long.bitCount(b.unknown(c2, j, c1)) < 3) {
                            continue;
                        }
                        Step s = attempt(ctx, new Item(c1, i), new Item(c2, j), Mark.NO);
                        if (s != null || ctx.work.ranOut()) {
                            return s;
                        }
                    }
                }
            }
        }
        return null;
    }

    private Step attempt(Context ctx, Item a, Item b, Mark assumed) {
        Board trial = ctx.board.copy();
        trial.set(a, b, assumed);
        Context inner = ctx.on(trial, depth);
        TreeSet<Integer> clues = new TreeSet<>();
        List<Step> last = new ArrayList<>(1);
        int[] count = {0};
        List<Cell> premises = new ArrayList<>();
        premises.add(new Cell(a, b));
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        Outcome o = Run.run(inner, easier, s -> {
            clues.addAll(s.clues());
            for (Cell c : s.because()) {
                if (c.a().category() != c.b().category() && ctx.board.get(c.a(), c.b()) != Mark.UNKNOWN
                        && seen.add(c)) {
                    premises.add(c);
                }
            }
            count[0]++;
            if (last.isEmpty()) {
                last.add(s);
            } else {
                last.set(0, s);
            }
        });
        if (o != Outcome.CONTRADICTION) {
            return null;
        }
        Marks marks = ctx.marks();
        Mark proved = assumed == Mark.YES ? Mark.NO : Mark.YES;
        marks.add(a, b, proved);
        List<String> clueNames = new ArrayList<>();
        for (int c : clues) {
            clueNames.add(String.valueOf(Context.number(c)));
        }
        Phrase dead = deadEnd(inner, trial, last.isEmpty() ? null : last.get(0));
        Object using = clueNames.isEmpty() ? Phrase.of("contradiction.grid") : Phrase.of(
                clueNames.size() == 1 ? "contradiction.clue" : "contradiction.clues", new AllOf(clueNames));
        String key = assumed == Mark.YES ? "contradiction.yes" : "contradiction.no";
        Item[] said = ctx.readingOrder(a, b);
        return ctx.step(id(), List.copyOf(clues), marks, premises, key, ctx.name(said[0]),
                ctx.name(said[1]), using, dead);
    }

    /** Says what became impossible on the trial grid. */
    private static Phrase deadEnd(Context ctx, Board b, Step last) {
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = 0; c2 < b.cats; c2++) {
                if (c1 == c2) {
                    continue;
                }
                for (int i = 0; i < b.size; i++) {
                    long y = b.yes(c1, i, c2);
                    if (Long.bitCount(y) > 1) {
                        int j1 = Long.numberOfTrailingZeros(y);
                        int j2 = Long.numberOfTrailingZeros(y & (y - 1));
                        return Phrase.of("dead.two", ctx.name(c1, i), ctx.name(c2, j1), ctx.name(c2, j2));
                    }
                    if (b.possible(c1, i, c2) == 0) {
                        return Phrase.of("dead.none", ctx.name(c1, i), ctx.puzzle.category(c2).name());
                    }
                }
            }
        }
        if (last != null && last.messageKey().equals("clue-any.none")) {
            return Phrase.of("dead.any", last.args().get(0));
        }
        if (last != null) {
            return Phrase.of("dead.clash", new Phrase(last.messageKey(), last.args()));
        }
        return Phrase.of("dead.other");
    }
}
