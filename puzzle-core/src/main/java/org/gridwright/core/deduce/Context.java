package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.task.Monitor;

/**
 * What a technique looks at: the puzzle with its clues resolved, the grid, reader names, and the trial depth at
 * which it runs. A technique that finds the grid impossible says so through {@link #conflict()}.
 */
final class Context {
    final Puzzle puzzle;
    final Board board;
    final Names names;
    final int depth;
    /** The trial budget and the caller's monitor, shared with every trial context made from this one. */
    final Work work;
    /**
     * False in a solve that only wants its verdict (solved or not, and the level): the steps of trials and forcing
     * chains are then made without the explanation nobody reads — the chain of implications, its shorter
     * alternatives, the dead end and the premises — the marks written, and so every verdict, staying the same.
     */
    final boolean worded;
    /**
     * True where the explanations of trials and forcing chains, when made at all, are made on first request from a
     * copy of the grid they were found on (a worded solve's default); false where they are made at once.
     */
    final boolean lazy;
    /**
     * True in an unworded context whose steps keep their reasons — clues, cells and message key, not the message's
     * arguments: where only the lengths of chains of implications are wanted (which mark a forcing chain writes,
     * which order of following a trial is shortest), read off the steps' cells.
     */
    final boolean reasons;
    /** What the steps of this solve keep for saying themselves, shared with its trial contexts; null unworded. */
    private final Texts texts;
    private final Item[][] items;
    /** Every item of the puzzle, by category and index: the techniques' items, not made anew at every look. */
    private final Item[][] every;
    private final int[] by;
    private final Object[] cache;
    private boolean conflict;
    /** See {@link #transferDone(int)}; -1 before. */
    private int transferDone = -1;
    /** The techniques' {@link Seen} records on this context's grid: an open-addressing table by identity. */
    private Object[] memoKeys = new Object[32];
    private Seen[] memos = new Seen[32];
    private int memoCount;
    /**
     * Each technique's {@link Seen} as it is before any look (its tables depend on the puzzle alone), shared by every
     * context of one solve; a context's own record starts as a copy.
     */
    private final java.util.Map<Object, Seen> fresh;
    /**
     * What techniques keep about this context's grid from one search to the next; never copied to other contexts.
     * Made on first use (most contexts are a trial's, and keep nothing).
     */
    private java.util.Map<Object, Object> notes;
    private final java.util.Map<Class<?>, int[]> byType;
    private final int[][] clueBoxes;
    /** Per category: whether its kind is ordered (for {@link #readingOrder}). */
    private final boolean[] ordered;
    /** A search's scratch, a word and a number per category ({@link #lineScratch}); made on first use. */
    private long[] lineScratch;
    private int[] categoryScratch;

    /** A context with the default trial budget and no monitor (for a technique looked at on its own). */
    Context(Puzzle puzzle, Board board, Names names, int depth) {
        this(puzzle, board, names, depth, new Work(Monitor.NONE, DeductionEngine.DEFAULT_TRIAL_BUDGET));
    }

    Context(Puzzle puzzle, Board board, Names names, int depth, Work work) {
        this(puzzle, board, names, depth, work, true);
    }

    Context(Puzzle puzzle, Board board, Names names, int depth, Work work, boolean worded) {
        this(puzzle, board, names, depth, work, worded, false);
    }

    Context(Puzzle puzzle, Board board, Names names, int depth, Work work, boolean worded, boolean lazy) {
        this.worded = worded;
        this.reasons = false;
        this.texts = worded ? new Texts() : null;
        this.lazy = lazy;
        this.puzzle = puzzle;
        this.board = board;
        this.names = names;
        this.depth = depth;
        this.work = work;
        List<Clue> clues = puzzle.clues();
        items = new Item[clues.size()][];
        by = new int[clues.size()];
        for (int c = 0; c < clues.size(); c++) {
            List<Ref> refs = clues.get(c).refs();
            items[c] = new Item[refs.size()];
            for (int r = 0; r < refs.size(); r++) {
                items[c][r] = puzzle.resolve(refs.get(r));
            }
            by[c] = clues.get(c).by() == null ? -1 : puzzle.categoryIndex(clues.get(c).by());
        }
        cache = new Object[clues.size()];
        every = new Item[puzzle.categoryCount()][puzzle.size()];
        for (int c = 0; c < every.length; c++) {
            for (int i = 0; i < every[c].length; i++) {
                every[c][i] = new Item(c, i);
            }
        }
        java.util.Map<Class<?>, List<Integer>> types = new java.util.HashMap<>();
        clueBoxes = new int[clues.size()][];
        int k = puzzle.categoryCount();
        boolean[] named = new boolean[k];
        int[] cats = new int[k];
        int[] boxes = new int[k * k];
        for (int c = 0; c < clues.size(); c++) {
            types.computeIfAbsent(clues.get(c).getClass(), t -> new ArrayList<>()).add(c);
            // the categories the clue names, ascending, and the boxes between them, (x, y) with x < y in order
            java.util.Arrays.fill(named, false);
            for (Item i : items[c]) {
                named[i.category()] = true;
            }
            if (by[c] >= 0) {
                named[by[c]] = true;
            }
            int n = 0;
            for (int x = 0; x < k; x++) {
                if (named[x]) {
                    cats[n++] = x;
                }
            }
            int b = 0;
            for (int x = 0; x < n; x++) {
                for (int y = x + 1; y < n; y++) {
                    boxes[b++] = cats[x] * k + cats[y];
                }
            }
            clueBoxes[c] = java.util.Arrays.copyOf(boxes, b);
        }
        ordered = new boolean[k];
        for (int c = 0; c < k; c++) {
            ordered[c] = puzzle.category(c).kind().isOrdered();
        }
        fresh = new java.util.HashMap<>();
        java.util.Map<Class<?>, int[]> bt = new java.util.HashMap<>();
        types.forEach((t, v) -> {
            int[] of = new int[v.size()];
            for (int x = 0; x < of.length; x++) {
                of[x] = v.get(x);
            }
            bt.put(t, of);
        });
        byType = bt;
    }

    private Context(Context o, Board board, int depth, boolean worded, boolean reasons) {
        this(o, board, depth, worded, reasons, o.lazy, o.work);
        // what o's techniques found empty stays empty wherever the copied grid is unchanged (versions match)
        memoKeys = o.memoKeys.clone();
        memos = o.memos.clone();
        memoCount = o.memoCount;
        for (int m = 0; m < memos.length; m++) {
            if (memos[m] != null) {
                memos[m] = memos[m].copy();
            }
        }
    }

    private Context(Context o, Board board, int depth, boolean worded, boolean reasons, boolean lazy, Work work) {
        this.puzzle = o.puzzle;
        this.reasons = reasons && !worded;
        this.texts = o.texts;
        this.board = board;
        this.names = o.names;
        this.depth = depth;
        this.work = work;
        this.worded = worded;
        this.lazy = lazy;
        this.items = o.items;
        this.every = o.every;
        this.by = o.by;
        this.cache = o.cache;
        this.byType = o.byType;
        this.clueBoxes = o.clueBoxes;
        this.ordered = o.ordered;
        this.fresh = o.fresh;
    }

    private static final int[] NO_CLUES = {};

    /** The indices of the clues of one record type, in clue order (never written). */
    int[] cluesOf(Class<?> type) {
        return byType.getOrDefault(type, NO_CLUES);
    }

    /**
     * A {@link Seen} for a technique reading the clues of one type: a slot per clue of the type (its place in
     * {@link #cluesOf}), changed by a mark in any box between the categories the clue names.
     */
    Seen clueSeen(Class<?> type) {
        int[] of = cluesOf(type);
        int k = puzzle.categoryCount();
        long[][] affects = new long[k * k][];
        long[] all = Seen.set(of.length);
        long[] none = Seen.set(of.length);
        java.util.Arrays.fill(affects, none); // made for every solve: a box no clue of the type reads shares one
        for (int n = 0; n < of.length; n++) {
            Seen.add(all, n);
            for (int box : clueBoxes[of[n]]) {
                if (affects[box] == none) {
                    affects[box] = Seen.set(of.length);
                }
                Seen.add(affects[box], n);
            }
        }
        return new Seen(of.length, affects, all, null, null, of, k, board.size);
    }

    /** A number that changes whenever a mark is written in a box between the categories clue c names. */
    int clueVersion(int c) {
        int v = 0;
        int k = puzzle.categoryCount();
        for (int box : clueBoxes[c]) {
            v += board.version(box / k, box % k);
        }
        return v;
    }

    /**
     * A technique's record of where its search found nothing on this context's grid ({@link Seen}), made by
     * {@code make} on first use; copied to the contexts of copies of the grid.
     */
    Seen seen(Object owner, java.util.function.Supplier<Seen> make) {
        Seen had = seen(owner);
        return had != null ? had : made(owner, make);
    }

    /** A technique's record on this context's grid, or null before it is made (no supplier made to ask). */
    Seen seen(Object owner) {
        int mask = memoKeys.length - 1;
        int m = System.identityHashCode(owner) & mask;
        while (memoKeys[m] != null) {
            if (memoKeys[m] == owner) {
                return memos[m];
            }
            m = (m + 1) & mask;
        }
        return null;
    }

    /** A technique's record made on first use (none yet: see {@link #seen(Object)}). */
    private Seen made(Object owner, java.util.function.Supplier<Seen> make) {
        Seen s = fresh.computeIfAbsent(owner, o -> make.get()).copy();
        if (2 * (memoCount + 1) > memoKeys.length) {
            Object[] keys = memoKeys;
            Seen[] values = memos;
            memoKeys = new Object[keys.length * 2];
            memos = new Seen[keys.length * 2];
            memoCount = 0;
            for (int k = 0; k < keys.length; k++) {
                if (keys[k] != null) {
                    put(keys[k], values[k]);
                }
            }
        }
        put(owner, s);
        return s;
    }

    private void put(Object owner, Seen s) {
        int mask = memoKeys.length - 1;
        int m = System.identityHashCode(owner) & mask;
        while (memoKeys[m] != null) {
            m = (m + 1) & mask;
        }
        memoKeys[m] = owner;
        memos[m] = s;
        memoCount++;
    }

    /**
     * A technique's notes on this context's grid, kept from one search to the next while the grid only gains marks;
     * made by {@code make} on first use. A context made for another grid (a trial's) starts without them.
     */
    @SuppressWarnings("unchecked")
    <T> T note(Object owner, java.util.function.Supplier<T> make) {
        if (notes == null) {
            notes = new java.util.HashMap<>(4);
        }
        return (T) notes.computeIfAbsent(owner, o -> make.get());
    }

    /**
     * Drops what the techniques keep about this context's grid (their notes and records of where they found
     * nothing) once no technique will search it again: the steps found keep their context for their words, and
     * those notes (a closure's trial ends among them) are not needed for that.
     */
    void release() {
        notes = null;
        java.util.Arrays.fill(memoKeys, null);
        java.util.Arrays.fill(memos, null);
        memoCount = 0;
    }

    /**
     * Transfer found nothing on this context's grid with that many marks ({@link Board#total}): every ● and ✗ matched
     * items share is written, as long as no mark is added.
     */
    void transferDone(int total) {
        transferDone = total;
    }

    /** True when transfer found nothing on this context's grid as it is now (see {@link #transferDone}). */
    boolean transferDone() {
        return transferDone == board.total();
    }

    /**
     * A value computed once per clue for this puzzle (shared with trial contexts; it must not depend on marks), or
     * null before it is {@link #cache}d.
     */
    @SuppressWarnings("unchecked")
    <T> T cached(int clue) {
        return (T) cache[clue];
    }

    /** Keeps {@code value} as clue c's {@link #cached} value; returns it. */
    <T> T cache(int clue, T value) {
        cache[clue] = value;
        return value;
    }

    /**
     * The same puzzle on another grid, at another trial depth. The grid must be a copy of this context's grid,
     * perhaps changed since: the techniques' notes on where they found nothing carry over.
     */
    Context on(Board b, int newDepth) {
        return new Context(this, b, newDepth, worded, reasons);
    }

    /** As {@link #on(Board, int)}, its steps not explained (their technique, depth and marks alone). */
    Context onUnworded(Board b, int newDepth) {
        return new Context(this, b, newDepth, false, false);
    }

    /**
     * As {@link #on(Board, int)}, its steps keeping their reasons (clues, cells, message key) but not their words:
     * for chains whose lengths choose something and whose words, if wanted, come from following again worded.
     */
    Context onReasons(Board b, int newDepth) {
        return new Context(this, b, newDepth, false, true);
    }

    /**
     * As {@link #on(Board, int)}, with no trial budget to spend: to follow again, for its words, a trial already
     * decided (and paid for).
     */
    Context onUnbounded(Board b, int newDepth) {
        return new Context(this, b, newDepth, worded, reasons, lazy, work.unbounded());
    }

    /**
     * As {@link #onReasons(Board, int)}, or as {@link #onWorded(Board, int)} when {@code worded}, with no trial budget
     * to spend: to follow step by step a forcing chain's way a closure already decided (and charged).
     */
    Context onDecided(Board b, int newDepth, boolean worded) {
        return new Context(this, b, newDepth, worded, true, lazy, work.unbounded());
    }

    /**
     * As {@link #on(Board, int)}, its steps explained whatever this context's: where the explanations of the steps
     * found choose what is written (the forcing chain writes the mark its shortest chains reach).
     */
    Context onWorded(Board b, int newDepth) {
        return new Context(this, b, newDepth, true, false);
    }

    int clueCount() {
        return items.length;
    }

    Clue clue(int c) {
        return puzzle.clues().get(c);
    }

    /** The resolved items of clue c, in the order of {@link Clue#refs()}. */
    Item[] items(int c) {
        return items[c];
    }

    /** Item i of category c (the same as {@code new Item(c, i)}, not made anew). */
    Item item(int c, int i) {
        return every[c][i];
    }

    /** The category index of clue c's {@code by}, or -1. */
    int by(int c) {
        return by[c];
    }

    String name(Item i) {
        return names.of(i);
    }

    String name(int category, int index) {
        return names.of(category, index);
    }

    /** Reader names of the items of category c in mask m, in order. */
    List<String> names(int category, long m) {
        return names.list(category, m);
    }

    /** The mark two items have: fixed within one category (● on itself, ✗ on others), else the grid's. */
    Mark mark(Item a, Item b) {
        return board.get(a, b);
    }

    /** Positions (0-based item indices of category by) item x can still take. */
    long positions(Item x, int byCat) {
        return board.possible(x.category(), x.index(), byCat);
    }

    void conflict(boolean c) {
        conflict |= c;
    }

    /** True when a technique found the grid impossible (a mark it needs is the opposite one). */
    boolean conflict() {
        return conflict;
    }

    void clearConflict() {
        conflict = false;
    }

    /** A collector of new marks for one step. */
    /**
     * Scratch of a word per category for one search on this context's grid (a context is used by one search at a
     * time): what it held before is of no meaning. {@link #categoryScratch} is its number per category.
     */
    long[] lineScratch() {
        if (lineScratch == null) {
            lineScratch = new long[board.cats];
            categoryScratch = new int[board.cats];
        }
        return lineScratch;
    }

    /** A number per category, with {@link #lineScratch} (asked after it). */
    int[] categoryScratch() {
        return categoryScratch;
    }

    Marks marks() {
        return new Marks(this);
    }

    /**
     * A step found by a technique; {@code args} makes its message's arguments, asked only in a worded context (an
     * unworded step has its technique, depth and marks alone, as {@link #unworded} says).
     */
    Step step(String technique, List<Integer> clues, Marks marks, List<Cell> because, String key,
            java.util.function.Supplier<Object[]> args) {
        if (!worded) {
            return reasons ? new Step(technique, clues, marks.list(), because, depth, key, List.of())
                    : unworded(technique, marks);
        }
        // the sentence's arguments (names, clauses) are made when the step is first said: most steps never are
        return new Step(technique, marks.list(), depth, new Said(clues, because, key, args), cache, texts);
    }

    /** A step's explanation made when first said (a class, not a lambda: see {@code Transfer}'s words). */
    private record Said(List<Integer> clues, List<Cell> because, String key,
            java.util.function.Supplier<Object[]> args) implements java.util.function.Supplier<Step.Explained> {
        @Override
        public Step.Explained get() {
            return new Step.Explained(clues, because, key, List.of(args.get()));
        }
    }

    /**
     * A step of an unworded solve ({@link #worded} false): its technique, depth and marks alone. It never leaves the
     * engine (only the verdict does), and its text, were it asked for, fails rather than say something wrong.
     */
    Step unworded(String technique, Marks marks) {
        return Step.unworded(technique, marks.list(), depth);
    }

    /**
     * A trial's or forcing chain's step, its explanation made by {@code explain} from a context on the grid the
     * step was found on: at once, or ({@link #lazy}) on first request from a copy of that grid, with no monitor and
     * no notes of what the techniques found empty (they only save work). {@code explain} may keep what no one
     * changes afterwards (the trial's steps and grids), never this context's grid.
     */
    Step explained(String technique, Marks marks, java.util.function.Function<Context, Step.Explained> explain) {
        if (!lazy) {
            Step.Explained e = explain.apply(this);
            return new Step(technique, e.clues(), marks.list(), e.because(), depth, e.messageKey(), e.args(), texts);
        }
        Context then = new Context(this, board.copy(), depth, true, false, false,
                new Work(Monitor.NONE, Integer.MAX_VALUE, 1));
        return new Step(technique, marks.list(), depth, () -> explain.apply(then), cache, texts);
    }

    /** The message key of an unworded step, which has no template. */
    static final String UNWORDED = "unworded";

    /**
     * The two items of a cell in the order a sentence names them: an item of an unordered category before one of
     * an ordered category ("the Norwegian goes with House 1"), else category order.
     */
    Item[] readingOrder(Item a, Item b) {
        boolean aOrdered = ordered[a.category()];
        boolean bOrdered = ordered[b.category()];
        if (aOrdered && !bOrdered) {
            return new Item[] {b, a};
        }
        return new Item[] {a, b};
    }

    /** Clue number as readers see it (1-based). */
    static Integer number(int clue) {
        return clue + 1;
    }
}
