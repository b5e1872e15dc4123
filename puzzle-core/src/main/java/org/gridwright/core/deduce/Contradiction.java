package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 *
 * <p>Where the easier techniques hold no trial, an assumption on the solve's own grid is decided at once by a
 * {@link Closure} of them ({@link Mirror}): the same verdict, the same mark proved, its marks paid for as rounds.
 * The assumption that proved something is followed step by step only when its explanation is made.
 */
final class Contradiction extends NamedTechnique {
    private final int depth;
    private final List<Technique> easier;
    /**
     * The easier techniques as a closure applies them (the forcing chain, which finds nothing in a trial, left out),
     * or null when they hold a trial or a technique the closure cannot apply: then every trial is followed step by
     * step.
     */
    private final TechniqueSet closing;

    Contradiction(int depth, List<Technique> easier) {
        super("contradiction-" + depth);
        if (depth < 1) {
            throw new IllegalArgumentException("depth " + depth);
        }
        this.depth = depth;
        this.easier = List.copyOf(easier);
        // easier techniques that hold no trial reach from a grid all they ever reach: a closure can follow them
        this.closing = this.easier.stream().noneMatch(t -> t instanceof Contradiction) ? closing(this.easier) : null;
    }


    int depth() {
        return depth;
    }

    @Override
    public Step find(Context ctx) {
        Board b = ctx.board;
        // the solve's own grid: its trials are decided at once by a closure of the easier techniques, kept up with it
        Mirror mirror = closing != null && ctx.depth == 0 && ctx.work.byClosure() ? Mirror.of(ctx, closing) : null;
        long[] tried = new long[b.cats * b.cats * b.size];
        // nested inside another trial, or deeper than one level, only the two-way choices are tried
        boolean narrow = ctx.depth > 0 || depth > 1;
        int widest = narrow ? 2 : b.size;
        // the lines with 2 … widest open cells and no ●, fewest open first and in grid order among equals (the grid
        // does not change while they are tried): sorted by counting, in one pass over the grid
        int[] count = new int[widest + 2];
        int[] lines = new int[b.cats * b.cats * b.size];
        int n = 0;
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = 0; c2 < b.cats; c2++) {
                for (int i = 0; c1 != c2 && i < b.size; i++) {
                    int open = Long.bitCount(b.unknown(c1, i, c2));
                    if (open >= 2 && open <= widest && b.yes(c1, i, c2) == 0) {
                        count[open + 1]++;
                        lines[n++] = (c1 * b.cats + c2) * b.size + i;
                    }
                }
            }
        }
        if (mirror != null && (n > 0 || !narrow && !b.complete())) {
            // (a complete grid, as in a solve's last round, has nothing to try: the closure catches up later)
            mirror.keepUp(b);
        }
        for (int open = 2; open <= widest; open++) {
            count[open + 1] += count[open];
        }
        int[] order = new int[n];
        for (int k = 0; k < n; k++) {
            int line = lines[k];
            order[count[Long.bitCount(b.unknown(line / b.size / b.cats, line % b.size, line / b.size % b.cats))]++] =
                    line;
        }
        for (int line : order) {
            int i = line % b.size;
            int c2 = line / b.size % b.cats;
            int c1 = line / b.size / b.cats;
            for (long u = b.unknown(c1, i, c2); u != 0; u &= u - 1) {
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
                if (mirror != null && mirror.known(b, c1, i, c2, j, Mark.YES)) {
                    continue;
                }
                Step s = attempt(ctx, new Item(c1, i), new Item(c2, j), Mark.YES, mirror);
                if (s != null || ctx.work.ranOut()) {
                    return s;
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
                        if (mirror != null && mirror.known(b, c1, i, c2, j, Mark.NO)) {
                            continue;
                        }
                        Step s = attempt(ctx, new Item(c1, i), new Item(c2, j), Mark.NO, mirror);
                        if (s != null || ctx.work.ranOut()) {
                            return s;
                        }
                    }
                }
            }
        }
        return null;
    }

    private Step attempt(Context ctx, Item a, Item b, Mark assumed, Mirror mirror) {
        Board trial = null;
        Context inner = null;
        List<Step> followed = null;
        if (mirror != null) {
            Closure.State end = mirror.follow(ctx, closing, a, b, assumed);
            if (end == null || !end.contradiction()) {
                return null;
            }
        } else {
            trial = ctx.board.copy();
            trial.set(a, b, assumed);
            // most assumptions lead nowhere: where explanations wait to be asked for, the trial is followed without
            // words, and followed again with them when its explanation is asked for (the same steps: see follow)
            inner = ctx.lazy ? ctx.onUnworded(trial, depth) : ctx.on(trial, depth);
            followed = new ArrayList<>();
            Outcome o = Run.run(inner, easier, followed::add);
            if (o != Outcome.CONTRADICTION) {
                return null;
            }
        }
        Marks marks = ctx.marks();
        Mark proved = assumed == Mark.YES ? Mark.NO : Mark.YES;
        marks.add(a, b, proved);
        if (!ctx.worded) {
            return ctx.unworded(id(), marks);
        }
        if (!ctx.lazy) {
            if (followed == null) {
                // decided by the closure: followed now, step by step and worded, for what it says (already paid for)
                trial = ctx.board.copy();
                trial.set(a, b, assumed);
                inner = ctx.onUnbounded(trial, depth);
                followed = new ArrayList<>();
                Run.run(inner, easier, followed::add);
            }
            Context innerAt = inner;
            Board trialAt = trial;
            List<Step> steps = followed;
            return ctx.explained(id(), marks, then -> explain(then, innerAt, trialAt, steps, a, b, assumed));
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

    /** {@code easier} as a set a closure applies whole but for the forcing chain, or null when it cannot. */
    static TechniqueSet closing(List<Technique> easier) {
        TechniqueSet set = Closure.applicable(TechniqueSet.closing(easier));
        long needed = easier.stream().filter(t -> !(t instanceof ForcingChain)).count();
        return set.infos().size() == needed ? set : null;
    }

    /**
     * The solve's own grid as a {@link Closure} of the easier techniques has it, kept up as the grid gains marks, and
     * where trials from it stopped. Every easier technique only adds marks, and what it deduces from a grid it still
     * deduces from a grid with more marks, so an assumption followed step by step, easiest first, reaches the grid
     * (or the contradiction) the closure reaches from the same grid with the same assumption (the closure's own
     * property test holds the two to that): a trial is decided by one assumption on a copy of the closure's state.
     * And where such a trial stopped with no contradiction, at a grid E, the techniques stop at E from any grid
     * between the solve's grid and E: an assumption that E holds, while the solve's grid is within E, cannot lead to a
     * contradiction and is not tried again. The solve's grid only gains marks, so an end it outgrew is dropped for
     * good. Kept in the solve's context ({@link Context#note}); the steps found are the ones following every
     * assumption step by step finds ({@code ClosureTrialsTest}), for less trial work. An assumption followed again
     * goes on from where its last trial stopped ({@link #stopped}), and the forcing chain's ways, ● assumptions on
     * the same grid, are followed here too ({@link #of}): their ends are trial ends like any other.
     */
    static final class Mirror {
        /**
         * The marks a trial decided by the closure writes for one round of trial work: a step of a trial followed
         * step by step writes two on average (1.7 over the trials of twenty 8×8 expert traces), so the budget
         * holds about as many trials as it did when each was followed step by step.
         */
        static final int MARKS_PER_ROUND = 2;
        /**
         * The words of trial ends kept at most (8 MB): a trial from a grid within none of them is followed, so fewer
         * kept ends only skip less.
         */
        private static final int MAX_END_WORDS = 1 << 20;
        /** The closure's state of the solve's grid, made at the first trial (a solve may never try one). */
        private Closure.State state;
        /** The ends of trials with no contradiction, each as its ●s and ✗s in the layout of {@link Board#word}. */
        private final List<long[][]> ends = new ArrayList<>();
        /** Every mark some end holds. */
        private long[] yes;
        private long[] no;
        /**
         * Per assumption ({@link #key} and the mark), the state its last trial with no contradiction stopped at, from
         * an earlier grid of the solve: followed again from the solve's grid G, the assumption reaches the closure of
         * that end and G together (the end is the closure of an earlier grid within G with the assumption, so within
         * the closure of G with it), and so only G's new marks are followed from there.
         */
        private final Map<Long, Closure.State> stopped = new HashMap<>();
        /** The grid the state last took, and how many marks it had then. */
        private Board keptUpWith;
        private int keptUpAt;

        /**
         * The solve's mirror for the closure of {@code closing}: one per solve and set of techniques, shared by the
         * trials and the forcing chain, whose ways are ● assumptions on the same grid with the same techniques (their
         * ends are trial ends, and spare the trials assumptions they hold).
         */
        static Mirror of(Context ctx, TechniqueSet closing) {
            return ctx.note(closing.ids(), Mirror::new);
        }

        /** Takes the marks the solve's grid gained since, and drops the ends it is no longer within. */
        void keepUp(Board b) {
            // (the forcing chain and the trials both ask, one after the other, on a grid that only gains marks: a
            // grid with as many marks as at the last call is that grid)
            if (state == null || b == keptUpWith && b.total() == keptUpAt) {
                return;
            }
            keptUpWith = b;
            keptUpAt = b.total();
            // the grid is at the easier techniques' fixpoint (a trial is looked for only when they all find nothing),
            // and so at the closure's: its marks are the closure's grid as they are, nothing left to draw from them
            state.takeClosed(b);
            int before = ends.size();
            ends.removeIf(e -> !b.within(e[0], e[1]));
            if (ends.size() != before) {
                java.util.Arrays.fill(yes, 0L);
                java.util.Arrays.fill(no, 0L);
                for (long[][] e : ends) {
                    for (int x = 0; x < yes.length; x++) {
                        yes[x] |= e[0][x];
                        no[x] |= e[1][x];
                    }
                }
            }
        }

        /** True when some trial end the solve's grid is within holds the mark between item i of c1 and j of c2. */
        boolean known(Board b, int c1, int i, int c2, int j, Mark m) {
            return !ends.isEmpty() && ((m == Mark.YES ? yes : no)[b.word(c1, i, c2)] & (1L << j)) != 0;
        }

        /**
         * The assumption followed by the closure, its marks paid for as rounds of trial work, one round for every
         * {@link #MARKS_PER_ROUND} marks: where it stopped, or null when the budget does not hold it.
         */
        Closure.State follow(Context ctx, TechniqueSet set, Item a, Item b, Mark assumed) {
            if (state == null) {
                Closure closure = Closure.of(ctx.puzzle, set);
                for (org.gridwright.core.model.Clue c : ctx.puzzle.clues()) {
                    closure.add(c);
                }
                boolean[] on = new boolean[ctx.clueCount()];
                java.util.Arrays.fill(on, true);
                // the solve's grid is at the easier techniques' fixpoint, so at the closure's with every clue on
                state = closure.closed(on, ctx.board);
                yes = new long[ctx.board.words()];
                no = new long[ctx.board.words()];
            }
            Work work = ctx.work;
            int before = state.marks();
            long assumption = key(a, b) << 1 | (assumed == Mark.YES ? 1 : 0);
            Closure.State trial = stopped.remove(assumption);
            if (trial != null) {
                long[][] was = trial.kept();
                // (its arrays change now: an end the grid is still within, kept as they are, is dropped first)
                ends.removeIf(e -> e[0] == was[0]);
                trial.take(ctx.board);
            } else {
                trial = state.copy();
                trial.assume(a.category(), a.index(), b.category(), b.index(), assumed == Mark.YES);
            }
            if (!work.take(Math.max(1, (trial.marks() - before + MARKS_PER_ROUND - 1) / MARKS_PER_ROUND))) {
                return null;
            }
            if (!trial.contradiction() && (ends.size() + 1) * 2L * yes.length <= MAX_END_WORDS) {
                // the trial's state is only read until this assumption is followed again: its arrays are kept, not
                // copied
                long[][] end = trial.kept();
                long[] endYes = end[0];
                long[] endNo = end[1];
                ends.add(end);
                if ((stopped.size() + 1) * 2L * yes.length <= MAX_END_WORDS) {
                    stopped.put(assumption, trial);
                }
                for (int x = 0; x < yes.length; x++) {
                    yes[x] |= endYes[x];
                    no[x] |= endNo[x];
                }
            }
            return trial;
        }
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
