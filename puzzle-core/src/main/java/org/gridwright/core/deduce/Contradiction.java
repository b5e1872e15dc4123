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
        // most assumptions lead nowhere: where explanations wait to be asked for, the trial is followed without
        // words, and followed again with them when its explanation is asked for (the same steps: see follow)
        Context inner = ctx.lazy ? ctx.onUnworded(trial, depth) : ctx.on(trial, depth);
        List<Step> followed = new ArrayList<>();
        Outcome o = Run.run(inner, easier, followed::add);
        if (o != Outcome.CONTRADICTION) {
            return null;
        }
        Marks marks = ctx.marks();
        Mark proved = assumed == Mark.YES ? Mark.NO : Mark.YES;
        marks.add(a, b, proved);
        if (!ctx.worded) {
            return ctx.unworded(id(), marks);
        }
        if (!ctx.lazy) {
            return ctx.explained(id(), marks, then -> explain(then, inner, trial, followed, a, b, assumed));
        }
        return ctx.explained(id(), marks, then -> {
            // the same trial, worded, from the same grid: the same steps (they depend on the grid alone), and a
            // trial that ended in a contradiction never ran short of budget, so an unbounded one ends there too
            Board again = then.board.copy();
            again.set(a, b, assumed);
            Context worded = then.on(again, depth);
            List<Step> steps = new ArrayList<>();
            Run.run(worded, easier, steps::add);
            return explain(then, worded, again, steps, a, b, assumed);
        });
    }

    /**
     * What a trial says, made on a context of the grid the assumption was made on: the chain of implications from
     * the assumption to the dead end (the shortest of a few orders of following it), the clues and premises it
     * reads, and the sentence. {@code inner}, {@code trial} and {@code followed} are the trial as it ended.
     */
    private Step.Explained explain(Context ctx, Context inner, Board trial, List<Step> followed, Item a, Item b,
            Mark assumed) {
        Mark proved = assumed == Mark.YES ? Mark.NO : Mark.YES;
        Dead dead = deadEnd(inner, trial, followed.isEmpty() ? null : followed.get(followed.size() - 1));
        List<Step> chain = chain(followed, dead.cells());
        if (depth == 1 && chain.size() > 3) {
            Shorter other = shorter(ctx, easier, depth, a, b, assumed, chain);
            if (other != null) {
                chain = other.chain();
                dead = other.dead(); // the dead end the shorter chain reaches, said with it
            }
        }
        TreeSet<Integer> clues = new TreeSet<>();
        List<Cell> premises = new ArrayList<>();
        premises.add(new Cell(a, b));
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (Step s : chain) {
            clues.addAll(s.clues());
            for (Cell c : s.because()) {
                if (c.a().category() != c.b().category() && ctx.board.get(c.a(), c.b()) != Mark.UNKNOWN
                        && seen.add(key(c.a(), c.b()))) {
                    premises.add(c);
                }
            }
        }
        for (Cell c : dead.cells()) {
            if (c.a().category() != c.b().category() && ctx.board.get(c.a(), c.b()) != Mark.UNKNOWN
                    && seen.add(key(c.a(), c.b()))) {
                premises.add(c);
            }
        }
        List<String> clueNames = new ArrayList<>();
        for (int c : clues) {
            clueNames.add(String.valueOf(Context.number(c)));
        }
        Object using = clueNames.isEmpty() ? Phrase.of("contradiction.grid") : Phrase.of(
                clueNames.size() == 1 ? "contradiction.clue" : "contradiction.clues", new AllOf(clueNames));
        String key = (assumed == Mark.YES ? "contradiction.yes" : "contradiction.no") + dead.suffix();
        Item[] said = ctx.readingOrder(a, b);
        return new Step.Explained(List.copyOf(clues), premises, key, List.of(ctx.name(said[0]),
                ctx.name(said[1]), using, dead.phrase(), new Chain(chain),
                Words.mark(ctx, said[0], said[1], assumed == Mark.YES),
                Words.mark(ctx, said[0], said[1], proved == Mark.YES)));
    }

    /**
     * The same assumption followed again in other orders, to find a shorter chain of implications for the reader:
     * every technique taking its turn in each round; the clues' own steps before the grid's bookkeeping, easiest
     * first and in turns. A technique's long run of consequences otherwise comes first and the dead end it reaches
     * needs more links (Advanced game4's forcing chain: 56 links easiest first, 33 clues first). Only the explanation
     * changes (the mark proved is the same), no trial work is spent (the easier techniques of depth 1 hold no
     * trial), and the shortest chain is kept, or null when none is shorter than {@code chain}. The orders are
     * followed with the steps' reasons alone (their cells give the chains' lengths); the shortest is followed
     * again worded, the same steps, for its chain's words.
     */
    static Shorter shorter(Context ctx, List<Technique> easier, int depth, Item a, Item b, Mark assumed,
            List<Step> chain) {
        // the clues' own steps first, the grid's bookkeeping after: a reader's chain is the clues' leaps
        List<Technique> cluesFirst = new ArrayList<>();
        for (Technique t : easier) {
            if (t instanceof ClueTechnique<?>) {
                cluesFirst.add(t);
            }
        }
        for (Technique t : easier) {
            if (!(t instanceof ClueTechnique<?>)) {
                cluesFirst.add(t);
            }
        }
        List<List<Technique>> orders = List.of(easier, cluesFirst, cluesFirst);
        boolean[] turns = {true, false, true};
        int best = -1;
        int shortest = chain.size();
        for (int o = 0; o < orders.size(); o++) {
            Followed f = follow(ctx.onReasons(trial(ctx, a, b, assumed), depth), orders.get(o), turns[o]);
            if (f != null) {
                int length = chain(f.steps(), deadEnd(f.inner(), f.inner().board, f.last(), false).cells()).size();
                if (length < shortest) {
                    best = o;
                    shortest = length;
                }
            }
        }
        if (best < 0) {
            return null;
        }
        Followed f = follow(ctx.on(trial(ctx, a, b, assumed), depth), orders.get(best), turns[best]);
        Dead dead = deadEnd(f.inner(), f.inner().board, f.last());
        return new Shorter(chain(f.steps(), dead.cells()), dead);
    }

    /** A copy of the context's grid with the assumption written. */
    private static Board trial(Context ctx, Item a, Item b, Mark assumed) {
        Board trial = ctx.board.copy();
        trial.set(a, b, assumed);
        return trial;
    }

    /** An assumption followed to its dead end: the steps, and the context of the trial grid. */
    private record Followed(List<Step> steps, Context inner) {
        Step last() {
            return steps.get(steps.size() - 1);
        }
    }

    /**
     * The assumption on {@code inner}'s grid followed with the techniques in {@code order}, in turns (every
     * technique once a round) or easiest first; null when it reaches no dead end. No trial work is spent; ends, as
     * every round writes a mark or stops.
     */
    private static Followed follow(Context inner, List<Technique> order, boolean turns) {
        Board trial = inner.board;
        List<Step> followed = new ArrayList<>();
        boolean progress = true;
        boolean broke = false;
        while (progress && !broke) {
            inner.work.checkCancelled();
            progress = false;
            for (Technique t : order) {
                Step s = t.find(inner);
                if (s == null) {
                    continue;
                }
                Run.apply(trial, s);
                followed.add(s);
                progress = true;
                if (inner.conflict() || trial.broken()) {
                    broke = true;
                    break;
                }
                if (!turns) {
                    break; // easiest first again
                }
            }
        }
        return broke ? new Followed(followed, inner) : null;
    }

    /**
     * The steps of a trial the contradiction needs, in order: from the cells of the dead end back through the
     * cells each step names as its reason, to the assumption and the grid outside. The last step is always kept.
     */
    static List<Step> chain(List<Step> followed, List<Cell> deadCells) {
        CellSet needed = new CellSet();
        for (Cell c : deadCells) {
            needed.add(key(c.a(), c.b()));
        }
        boolean[] keep = new boolean[followed.size()];
        for (int k = followed.size() - 1; k >= 0; k--) {
            Step s = followed.get(k);
            boolean wanted = k == followed.size() - 1;
            for (MarkChange m : s.marks()) {
                wanted |= needed.contains(key(m.a(), m.b()));
            }
            if (!wanted) {
                continue;
            }
            keep[k] = true;
            for (Cell c : s.because()) {
                if (c.a().category() != c.b().category()) {
                    needed.add(key(c.a(), c.b()));
                }
            }
            if (k == followed.size() - 1) {
                // the last step may clash with a mark written earlier in the trial: that mark is needed too
                for (MarkChange m : s.marks()) {
                    needed.add(key(m.a(), m.b()));
                }
            }
        }
        List<Step> out = new ArrayList<>();
        for (int k = 0; k < followed.size(); k++) {
            if (keep[k]) {
                out.add(followed.get(k));
            }
        }
        return out;
    }

    static long key(Item a, Item b) {
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        return (((long) a.category() * 4096 + a.index()) * 4096 + b.category()) * 4096 + b.index();
    }

    /** A set of cells by {@link #key}, without boxing: open addressing in a table kept under half full. */
    private static final class CellSet {
        private long[] table = new long[64];
        private int count;

        CellSet() {
            java.util.Arrays.fill(table, -1L);
        }

        /** Adds a key (never -1, as no cell's key is); true when it was not there. */
        boolean add(long key) {
            if (2 * (count + 1) > table.length) {
                long[] old = table;
                table = new long[old.length * 2];
                java.util.Arrays.fill(table, -1L);
                count = 0;
                for (long k : old) {
                    if (k != -1L) {
                        add(k);
                    }
                }
            }
            int mask = table.length - 1;
            for (int i = slot(key, mask); ; i = (i + 1) & mask) {
                if (table[i] == key) {
                    return false;
                }
                if (table[i] == -1L) {
                    table[i] = key;
                    count++;
                    return true;
                }
            }
        }

        boolean contains(long key) {
            int mask = table.length - 1;
            for (int i = slot(key, mask); ; i = (i + 1) & mask) {
                if (table[i] == key) {
                    return true;
                }
                if (table[i] == -1L) {
                    return false;
                }
            }
        }

        private static int slot(long key, int mask) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & mask;
        }
    }

    /** A shorter chain to a dead end, with that dead end. */
    record Shorter(List<Step> chain, Dead dead) {
    }

    /** What became impossible on a trial grid, and the cells that show it. */
    record Dead(Phrase phrase, List<Cell> cells) {
        /**
         * ".said" when the chain's last link says the dead end itself (a clue quoted with none of its pairs left),
         * so the template does not say it again; "" otherwise.
         */
        String suffix() {
            return phrase.key().equals("dead.any") ? ".said" : "";
        }
    }

    /** Says what became impossible on the trial grid. */
    static Dead deadEnd(Context ctx, Board b, Step last) {
        return deadEnd(ctx, b, last, true);
    }

    /**
     * What became impossible on the trial grid, said ({@code said}) or only its cells (the phrase null), for a
     * trial followed with its steps' reasons alone.
     */
    static Dead deadEnd(Context ctx, Board b, Step last, boolean said) {
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
                        Item x = new Item(c1, i);
                        if (!said) {
                            return new Dead(null, List.of(new Cell(x, new Item(c2, j1)), new Cell(x, new Item(c2, j2))));
                        }
                        return new Dead(Phrase.of("dead.two", ctx.name(c1, i), ctx.name(c2, j1), ctx.name(c2, j2),
                                Words.yes(ctx, x, new Item(c2, j1)), Words.yes(ctx, x, new Item(c2, j2))),
                                List.of(new Cell(new Item(c1, i), new Item(c2, j1)),
                                        new Cell(new Item(c1, i), new Item(c2, j2))));
                    }
                    if (b.possible(c1, i, c2) == 0) {
                        List<Cell> line = new ArrayList<>();
                        for (int j = 0; j < b.size; j++) {
                            line.add(new Cell(new Item(c1, i), new Item(c2, j)));
                        }
                        if (!said) {
                            return new Dead(null, line);
                        }
                        // said in the category's own words: "Ida paid none of $5, $10 or $15", not "no Price"
                        return new Dead(Phrase.of("dead.none", ctx.name(c1, i), ctx.puzzle.category(c2).name(),
                                Words.no(ctx, new Item(c1, i), c2, b.full)), line);
                    }
                }
            }
        }
        if (!said) {
            return new Dead(null, last == null ? List.of() : last.because());
        }
        if (last != null && last.messageKey().equals("clue-any.none")) {
            return new Dead(Phrase.of("dead.any", last.args().get(0)), last.because());
        }
        if (last != null) {
            return new Dead(Phrase.of("dead.clash", new Phrase(last.messageKey(), last.args())), last.because());
        }
        return new Dead(Phrase.of("dead.other"), List.of());
    }
}
