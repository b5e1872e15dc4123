package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;

/**
 * The deduction engine's techniques applied all at once, with no trace: the grid the techniques of a
 * {@link TechniqueSet} reach together, and whether that grid is complete. This is the generator's sufficiency test,
 * asked hundreds of times per puzzle, so it is built for speed, not for words.
 *
 * <p>Every technique only ever adds marks, and what it deduces from a grid it still deduces from a grid with more
 * marks, so the grid the engine reaches (one step at a time, easiest first) is the grid reached here by applying
 * them in any order until none writes anything: the same marks, the same outcome (the property test holds the two
 * to that). Here the grid rules (exclusion, last candidate, transfer) run as events on every new mark, each clue runs
 * again when a box between its categories changes, and the costlier cross-box techniques (subsets, incompatible
 * lines) run only when nothing cheaper writes, on the boxes that changed since they last looked.
 *
 * <p>Trials (proof by contradiction) and forcing chains, which follow assumptions too, are not applied here: a set
 * that holds them is refused. A closure is made for
 * one set of categories; clues are added to it once and then switched on per {@link State}. Not thread-safe.
 */
public final class Closure {
    private static final int MATCH = 0;
    private static final int NOT = 1;
    private static final int ANY = 2;
    private static final int IF = 3;
    private static final int LESS = 4;
    private static final int POSITIONAL = 5;
    private static final int PAIR = 6;
    private static final int DISTINCT = 7;
    /**
     * Up to this many categories (six boxes) a state wakes its clues from its own list of those on ({@link #few}): at
     * 3x4 hard a closure holds four to five times as many clues as a state switches on, and walking the boxes' lists
     * of all of them was a tenth of the time.
     */
    private static final int FEW_CATEGORIES = 4;

    private final Puzzle base;
    private final int cats;
    private final int size;
    private final long full;
    private final boolean exclusion;
    private final boolean lastCandidate;
    private final boolean transfer;
    private final boolean incompatible;
    /** The subset sizes searched, ascending: the set's but those another stands for ({@link #searched}). */
    private final int[] subsets;
    /** The clue types whose techniques the set holds; clues of other types are added but never read. */
    private final Set<ClueType> typeOn;
    private final List<Compiled> clues = new ArrayList<>();
    /** Per unordered box (lower × cats + higher), the clues that read it. */
    private final int[][] boxClues;
    private final int[] boxClueCount;

    // The propagation's scratch, shared by every state of this closure (one state propagates at a time, and each
    // public operation of a state ends with its propagation): empty between operations, so a copy need not make
    // its own. Pending grid events: cell codes, ● in the lowest bit.
    private int[] events = new int[64];
    private int head;
    private int tail;
    // clues waiting to run, and whether each one is waiting (sized as the clues are added)
    private int[] clueQueue = new int[16];
    private int clueCount;
    private boolean[] queued = new boolean[16];
    // boxes written since their clues were last woken
    private final boolean[] boxDirty;
    private final int[] dirtyBoxes;
    private int dirtyCount;
    /**
     * Up to {@code FEW_CATEGORIES} categories, the boxes written since their clues were last woken as bits (box
     * lower × cats + higher), and per clue the boxes it reads: a state wakes its clues on from its own list of them
     * rather than from the boxes' lists of every clue added (a generator adds far more clues than it switches on).
     */
    private final boolean few;
    private long dirtyMask;
    private long[] clueBoxes = new long[16];
    // incompatible lines' scratch: the lines of the item it looks at, per category, and the categories to read
    private final long[] lines;
    private final int[] thirdCats;
    // the subset search's scratch: the open rows of the box it looks at
    private final int[] subsetRows;

    /**
     * What a closure takes from a technique set: which grid rules and clue types it applies and the subset sizes.
     * Read once per set (the set keeps it): reading it for every closure was a fourteenth of a 3x4 puzzle's time.
     */
    record Reading(boolean exclusion, boolean lastCandidate, boolean transfer, boolean incompatible,
            int[] subsets, Set<ClueType> typeOn) {
        static Reading of(TechniqueSet set) {
            Set<String> ids = new TreeSet<>();
            for (TechniqueInfo i : set.infos()) {
                ids.add(i.id());
            }
            boolean exclusion = ids.remove(Exclusion.ID);
            boolean lastCandidate = ids.remove(LastCandidate.ID);
            boolean transfer = ids.remove(Transfer.ID);
            boolean incompatible = ids.remove(Incompatible.ID);
            Set<ClueType> typeOn = java.util.EnumSet.noneOf(ClueType.class);
            for (ClueType t : ClueType.values()) {
                if (ids.remove(ClueTechniques.id(t))) {
                    typeOn.add(t);
                }
            }
            List<Integer> n = new ArrayList<>();
            for (String id : List.copyOf(ids)) {
                if (id.matches("subset-[0-9]{1,2}")) {
                    ids.remove(id);
                    n.add(Integer.parseInt(id.substring("subset-".length())));
                }
            }
            Collections.sort(n);
            if (!ids.isEmpty()) {
                throw new IllegalArgumentException("the closure cannot apply " + String.join(", ", ids));
            }
            return new Reading(exclusion, lastCandidate, transfer, incompatible,
                    n.stream().mapToInt(Integer::intValue).toArray(), Collections.unmodifiableSet(typeOn));
        }
    }

    private Closure(Puzzle base, TechniqueSet set) {
        this.base = base;
        this.cats = base.categoryCount();
        this.size = base.size();
        this.full = size == 64 ? -1L : (1L << size) - 1;
        Reading r = set.closureReading();
        exclusion = r.exclusion();
        lastCandidate = r.lastCandidate();
        transfer = r.transfer();
        incompatible = r.incompatible();
        subsets = searched(r.subsets(), size, exclusion && lastCandidate);
        typeOn = r.typeOn();
        boxClues = new int[cats * cats][4];
        boxClueCount = new int[cats * cats];
        boxDirty = new boolean[cats * cats];
        dirtyBoxes = new int[cats * cats];
        lines = new long[cats];
        thirdCats = new int[cats];
        subsetRows = new int[size];
        few = cats <= FEW_CATEGORIES;
    }

    /**
     * The subset sizes worth searching among {@code sizes} for boxes of {@code size} items. A naked subset of n rows
     * in one orientation of a box is a naked subset of the other orientation's open rows outside it: with exclusion
     * and last candidate at their fixpoint (a ● alone in its row and column, an open row or column with two
     * possible items or more), the m = size - matched - n open columns outside its n items are possible only in
     * the m open rows outside it, and rule out of the other columns the same cells. So a size n with size - n
     * at most 2 tells nothing that a subset of 2 in the other orientation (both are searched) or last candidate
     * does not (m = 2: both columns possible in just the two rows; m = 1 cannot be at that fixpoint; m = 0 leaves
     * nothing to rule out), whatever the grid, impossible ones included: the same fixpoint, the same
     * contradictions. At 5 items the hard techniques' subsets of 3 and 4 go, at 6 those of 4.
     */
    static int[] searched(int[] sizes, int size, boolean rules) {
        boolean two = Arrays.stream(sizes).anyMatch(n -> n == 2);
        return Arrays.stream(sizes).filter(n -> !rules || n < 3 || size - n > 2 || size - n == 2 && !two).toArray();
    }

    /** The techniques of {@code set} a closure can apply (all but the trials), same order and costs. */
    public static TechniqueSet applicable(TechniqueSet set) {
        return set.closable(s -> s.only(s.infos().stream().map(TechniqueInfo::id).filter(Closure::applies)
                .toArray(String[]::new)));
    }

    /** Whether a closure of {@code set} (techniques it can apply) reads clues of type {@code type} at all. */
    public static boolean reads(TechniqueSet set, ClueType type) {
        return set.closureReading().typeOn().contains(type);
    }

    private static boolean applies(String id) {
        if (List.of(Exclusion.ID, LastCandidate.ID, Transfer.ID, Incompatible.ID).contains(id)
                || id.matches("subset-[0-9]{1,2}")) {
            return true;
        }
        for (ClueType t : ClueType.values()) {
            if (ClueTechniques.id(t).equals(id)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A closure for puzzles with {@code base}'s categories (its clues are not taken) and the techniques of
     * {@code set}.
     *
     * @throws IllegalArgumentException when the set holds a technique the closure cannot apply (a trial)
     */
    public static Closure of(Puzzle base, TechniqueSet set) {
        return new Closure(base, set);
    }

    /** Adds a clue (off in every state until switched on); returns its index. */
    public int add(Clue clue) {
        return add(compile(clue));
    }

    /**
     * Adds clue {@code index} of {@code other}, a closure for the same puzzle (the very {@link Puzzle} object), as
     * {@link #add(Clue)} would add that clue, without resolving it again; returns its index.
     *
     * @throws IllegalArgumentException when {@code other} was made for another puzzle
     */
    public int addFrom(Closure other, int index) {
        if (other.base != base) {
            throw new IllegalArgumentException("a clue of a closure for another puzzle");
        }
        Compiled c = other.clues.get(index);
        boolean on = typeOn.contains(c.clueType);
        return add(on == c.type >= 0 ? c : new Compiled(on ? c.shape : -1, c.shape, c.clueType, c.cat, c.idx, c.by,
                c.rel, c.relT, c.selfAllowed, c.exclusive, c.boxes));
    }

    private int add(Compiled c) {
        int index = clues.size();
        clues.add(c);
        if (index == queued.length) {
            queued = Arrays.copyOf(queued, index * 2);
            clueBoxes = Arrays.copyOf(clueBoxes, index * 2);
        }
        for (int box : c.boxes) {
            clueBoxes[index] |= few ? 1L << box : 0;
            if (boxClueCount[box] == boxClues[box].length) {
                boxClues[box] = Arrays.copyOf(boxClues[box], boxClues[box].length * 2);
            }
            boxClues[box][boxClueCount[box]++] = index;
        }
        return index;
    }

    public int clueCount() {
        return clues.size();
    }

    /** An empty grid with no clue on. */
    public State start() {
        return new State();
    }

    /** The grid the techniques reach from an empty grid with the clues whose {@code on} flag is set. */
    public State of(boolean[] on) {
        State s = withClues(on);
        s.propagate();
        return s;
    }

    /**
     * As {@link #of(boolean[])} for clues all true of one solution (a generator's), when of a grid they complete only
     * that is asked: the techniques stop once every cell has its ● ({@link State#completes}). A grid they do not
     * complete is the grid {@link #of(boolean[])} reaches, and goes on as that one would.
     */
    public State ofTrue(boolean[] on) {
        State s = withClues(on);
        s.untilComplete = true;
        s.propagate();
        s.untilComplete = s.complete();
        return s;
    }

    /**
     * The grid the techniques reach from the marks of {@code grid} with the clues whose {@code on} flag is set: the
     * grid's marks are written first and the techniques run once, to their fixpoint over both (the same grid as
     * {@link #of(boolean[])} followed by every mark of {@code grid}, as the techniques only add marks).
     */
    State of(boolean[] on, Board grid) {
        State s = withClues(on);
        s.take(grid);
        return s;
    }

    /**
     * The state of {@code grid} with the clues whose {@code on} flag is set, when the grid is at the techniques'
     * fixpoint with those clues (each of them, applied step by step, finds nothing there: the grid a solve reaches
     * before it tries anything harder): the state {@link #of(boolean[], Board)} reaches, without running the
     * techniques over every clue and mark to find that they add nothing ({@link State#takeClosed}).
     */
    State closed(boolean[] on, Board grid) {
        State s = new State();
        for (int c = 0; c < on.length && c < clues.size(); c++) {
            if (on[c]) {
                s.switchOn(c);
            }
        }
        s.takeClosed(grid);
        return s;
    }

    /**
     * The grid the techniques reach with the clues whose {@code on} flag is set, started from the marks of
     * {@code from}: a state of a closure for a puzzle of the same shape whose techniques are among this one's and
     * whose clues on are among these (then its marks are in this grid's fixpoint, and the techniques only add
     * marks, so this is the grid {@link #of(boolean[])} reaches, without deducing again what {@code from} did). A
     * rating that runs the easier techniques first goes on from their grid this way.
     *
     * @throws IllegalArgumentException when {@code from} has another shape
     */
    public State of(boolean[] on, State from) {
        if (from.cats != cats || from.size != size) {
            throw new IllegalArgumentException("a grid of another shape");
        }
        State s = withClues(on);
        s.takeMarks(from);
        return s;
    }

    /**
     * As {@link #of(boolean[], State)} where {@code from} is a state of a closure of the same puzzle with the same grid
     * rules, these clues on (the same clues: one closure took them from the other, {@link #addFrom}) and at its
     * fixpoint: its marks are taken as they are, not replayed as events through the rules and clues that reached them,
     * and only what that closure lacks looks at the grid first — the clue types it does not read, incompatible lines
     * at every item, subsets in every box (a set's hard grid from its medium one: at 3x4 a twentieth of the time went
     * to deducing the medium marks again). Otherwise as {@link #of(boolean[], State)}.
     *
     * @throws IllegalArgumentException when {@code from} has another shape
     */
    public State above(boolean[] on, State from) {
        Closure o = from.closure();
        if (o.base != base || o.exclusion != exclusion || o.lastCandidate != lastCandidate || o.transfer != transfer
                || from.untilComplete || !sameOn(on, from)) {
            return of(on, from);
        }
        State s = new State();
        for (int c = 0; c < on.length && c < clues.size(); c++) {
            if (on[c]) {
                s.switchOn(c);
                if (!o.typeOn.contains(clues.get(c).clueType)) {
                    s.queue(c);
                }
            }
        }
        s.takeFixpoint(from);
        s.propagate();
        return s;
    }

    /** Whether {@code from} has exactly the clues {@code on} sets on, each the very clue of this closure. */
    private boolean sameOn(boolean[] on, State from) {
        List<Compiled> theirs = from.closure().clues;
        for (int c = 0; c < Math.max(on.length, from.on.length); c++) {
            boolean mine = c < on.length && on[c] && c < clues.size();
            if (mine != (c < from.on.length && from.on[c])
                    || mine && (c >= theirs.size() || theirs.get(c).cat != clues.get(c).cat)) {
                return false;
            }
        }
        return true;
    }

    /** An empty grid with the clues whose {@code on} flag is set switched on and queued, not yet propagated. */
    private State withClues(boolean[] on) {
        State s = new State();
        for (int c = 0; c < on.length && c < clues.size(); c++) {
            if (on[c]) {
                s.switchOn(c);
                s.queue(c);
            }
        }
        return s;
    }

    /**
     * One clue, resolved to items and, for positional clues, to its relation over positions; its type -1 when the
     * closure's techniques do not apply clues of its type ({@code shape} the type they would run it as). Its arrays
     * are never written after it is made (closures of one puzzle share them, {@link #addFrom}).
     */
    private record Compiled(int type, int shape, ClueType clueType, int[] cat, int[] idx, int by, long[] rel,
            long[] relT, boolean selfAllowed, boolean exclusive, int[] boxes) {
    }

    private Compiled compile(Clue clue) {
        List<Ref> refs = clue.refs();
        int[] cat = new int[refs.size()];
        int[] idx = new int[refs.size()];
        for (int r = 0; r < refs.size(); r++) {
            Item i = base.resolve(refs.get(r));
            cat[r] = i.category();
            idx[r] = i.index();
        }
        int by = clue.by() == null ? -1 : base.categoryIndex(clue.by());
        // by the clue's type rather than a visitor made for every clue a generator tries
        Shape shape = switch (clue.clueType()) {
            case MATCH -> new Shape(MATCH, null, false);
            case NOT -> new Shape(NOT, null, false);
            case ANY -> new Shape(ANY, null, ((Clue.Any) clue).exclusive());
            case IF -> new Shape(IF, null, false);
            case LESS -> new Shape(LESS, null, false);
            case OFFSET, NEXT, NOTNEXT, DISTANCE -> new Shape(POSITIONAL,
                    PositionalClue.relation(base.category(by), (Clue.Positional) clue), false);
            case PAIR -> new Shape(PAIR, null, false);
            case DISTINCT -> new Shape(DISTINCT, null, false);
        };
        int type = shape.type;
        long[] rel = shape.rel;
        long[] relT = null;
        boolean self = true;
        boolean exclusive = shape.exclusive;
        if (rel != null) {
            relT = PositionalClue.transpose(rel);
            self = false;
            for (int q = 0; q < rel.length; q++) {
                self |= (rel[q] & (1L << q)) != 0;
            }
        }
        boolean on = typeOn.contains(clue.clueType());
        // the boxes between the categories it touches, ascending (made for every clue a generator tries)
        boolean[] touched = new boolean[cats];
        int n = 0;
        for (int c : cat) {
            n += touched[c] ? 0 : 1;
            touched[c] = true;
        }
        if (by >= 0 && !touched[by]) {
            touched[by] = true;
            n++;
        }
        int[] boxes = new int[n * (n - 1) / 2];
        int b = 0;
        for (int x = 0; x < cats; x++) {
            for (int y = x + 1; touched[x] && y < cats; y++) {
                if (touched[y]) {
                    boxes[b++] = x * cats + y;
                }
            }
        }
        return new Compiled(on ? type : -1, type, clue.clueType(), cat, idx, by, rel, relT, self, exclusive, boxes);
    }

    /** How the closure runs a clue of one type: its family, its relation over positions, exclusivity. */
    private record Shape(int type, long[] rel, boolean exclusive) {
    }

    /**
     * A grid and the clues switched on for it, always at the techniques' fixpoint between calls. Marks are kept in
     * both orientations: for categories c1 ≠ c2 and item i of c1, one word of the items of c2 marked ✗ and one of
     * those marked ●.
     */
    public final class State {
        // the closure's shape and rules, read at every mark: held here rather than reached through the closure
        private final int cats = Closure.this.cats;
        private final int size = Closure.this.size;
        private final long full = Closure.this.full;
        private final boolean exclusion = Closure.this.exclusion;
        private final boolean lastCandidate = Closure.this.lastCandidate;
        private final boolean transfer = Closure.this.transfer;
        private final boolean incompatible = Closure.this.incompatible;
        /** How many ● a complete grid has. */
        private final int cells = cats * (cats - 1) / 2 * size;
        private final long[] no;
        private final long[] yes;
        private final int[] version;
        private boolean[] on;
        /** The clues on, in the order they were switched on ({@link #few}). */
        private int[] onList;
        private int onCount;
        private boolean broken;
        /** Its clues are true of one solution, and only whether they complete the grid is asked ({@link #completes}). */
        private boolean untilComplete;
        private int yesCount;
        private int marks;
        // items (category × size + index) whose lines changed since incompatible lines last looked at their cells:
        // a cell's verdict depends only on the lines of its two items (empty when the set has no incompatible lines);
        // per item, the categories of those lines (as bits; all of them past 64 categories), 0 for an item that needs
        // no look: a cell becomes incompatible through a third category only when a line of one of its two items in
        // that category loses a possible partner. The items are found by a scan when incompatible lines run, rather
        // than listed at every mark (a tenth of a 5x5 hard puzzle's samples were on that list)
        private final long[] dirtyCats;
        private boolean anyDirty;
        // per box and subset size, the box's version subsets last looked at (empty when the set has no subsets)
        private final int[] subsetSeen;

        private State() {
            no = new long[cats * cats * size];
            yes = new long[cats * cats * size];
            version = new int[cats * cats];
            on = new boolean[Math.max(clues.size(), 16)];
            onList = few ? new int[16] : null;
            // an empty grid has no incompatible cells: only an item whose lines get a mark needs a look
            dirtyCats = new long[incompatible ? cats * size : 0];
            subsetSeen = new int[subsets.length > 0 ? cats * cats : 0];
            Arrays.fill(subsetSeen, -1);
        }

        private State(State o) {
            no = o.no.clone();
            yes = o.yes.clone();
            version = o.version.clone();
            on = Arrays.copyOf(o.on, Math.max(o.on.length, clues.size()));
            onList = few ? o.onList.clone() : null;
            onCount = o.onCount;
            broken = o.broken;
            yesCount = o.yesCount;
            marks = o.marks;
            dirtyCats = o.dirtyCats.clone();
            anyDirty = o.anyDirty;
            subsetSeen = o.subsetSeen.clone();
        }

        private Closure closure() {
            return Closure.this;
        }

        /**
         * The marks of {@code from} (a state at its fixpoint, of a closure of the same shape), written as they are;
         * every item then needs incompatible lines' look ({@link #above}).
         */
        private void takeFixpoint(State from) {
            System.arraycopy(from.no, 0, no, 0, no.length);
            System.arraycopy(from.yes, 0, yes, 0, yes.length);
            System.arraycopy(from.version, 0, version, 0, version.length);
            broken = from.broken;
            yesCount = from.yesCount;
            marks = from.marks;
            Arrays.fill(dirtyCats, -1L);
            anyDirty = dirtyCats.length > 0;
        }

        /** An independent copy. */
        public State copy() {
            return new State(this);
        }

        /**
         * Switches clue {@code c} on and runs the techniques to their fixpoint again.
         *
         * @return the number of new marks it led to
         */
        public int add(int c) {
            ensure(c);
            if (on[c]) {
                return 0;
            }
            int before = marks;
            switchOn(c);
            queue(c);
            propagate();
            return marks - before;
        }

        /**
         * As {@link #add(int)}, but leaves clue {@code c} off when it leads to no new mark (the grid is then as it
         * was): a caller keeping only clues that teach something needs no copy to try one.
         *
         * @return the number of new marks it led to
         */
        public int addIfNew(int c) {
            boolean was = c < on.length && on[c];
            int n = add(c);
            if (n == 0 && !was) {
                on[c] = false;
                // the last switched on
                onCount -= few ? 1 : 0;
            }
            return n;
        }

        /**
         * Switches on the clues {@code clues[from..to)} together and runs the techniques to their fixpoint once
         * (cheaper than one by one: the costlier techniques run once, after every clue has spoken).
         */
        public void addAll(int[] clues, int from, int to) {
            for (int u = from; u < to; u++) {
                ensure(clues[u]);
            }
            for (int u = from; u < to; u++) {
                int c = clues[u];
                if (!on[c]) {
                    switchOn(c);
                    queue(c);
                }
            }
            propagate();
        }

        /**
         * Switches on the clues on in {@code other} (a state of the same closure) and takes its marks, which those
         * clues imply, then runs the techniques to their fixpoint: the grid of both states' clues together, the
         * same grid as switching the other's clues on here (the techniques only add marks, so the least fixpoint
         * above both grids is the fixpoint of both clue sets), without deducing again what the other already did
         * ({@link #takeMarks}; a contradiction there is one here).
         */
        public void include(State other) {
            for (int c = 0; c < other.on.length; c++) {
                if (other.on[c]) {
                    ensure(c);
                    if (!on[c]) {
                        switchOn(c);
                        queue(c);
                    }
                }
            }
            takeMarks(other);
        }

        /**
         * Whether the clues on here and in {@code other} (a state of the same closure) complete the grid together, when
         * they are all true of one solution (a generator's clues): as a copy of this state that {@link #include}s the
         * other would tell by {@link #complete()}, without the work after every cell has its ●. True clues never make
         * the grid impossible, so from there the techniques would only write the ✗s of the ●s (at 5x5 hard a check
         * that completes did an eighth of its events and clue runs there).
         */
        public boolean completes(State other) {
            State s = copy();
            s.untilComplete = true;
            s.include(other);
            return s.complete();
        }

        /**
         * Whether switching clue {@code c} on completes the grid, when the clues on and it are all true of one
         * solution (a generator's): as a copy that {@link #add}s it would tell by {@link #complete()}, without the work
         * after every cell has its ● ({@link #completes}); this state is left as it was.
         */
        public boolean completesWith(int c) {
            State s = copy();
            s.untilComplete = true;
            s.add(c);
            return s.complete();
        }

        /**
         * Takes every mark of {@code grid} (an engine grid of the same shape) this state lacks, all at once, and runs
         * the techniques to their fixpoint again: the grid of both, as assuming its marks one by one would reach, with
         * the costlier techniques run once for them all rather than once a mark.
         */
        void take(Board grid) {
            for (int c1 = 0; c1 < cats; c1++) {
                for (int c2 = c1 + 1; c2 < cats; c2++) {
                    for (int i = 0; i < size; i++) {
                        int x = at(c1, i, c2);
                        for (long r = grid.yes(c1, i, c2) & ~yes[x]; r != 0; r &= r - 1) {
                            setYes(c1, i, c2, Long.numberOfTrailingZeros(r));
                        }
                        for (long r = ~grid.possible(c1, i, c2) & full & ~no[x]; r != 0; r &= r - 1) {
                            setNo(c1, i, c2, Long.numberOfTrailingZeros(r));
                        }
                    }
                }
            }
            propagate();
        }

        /**
         * As {@link #take(Board)} where {@code grid} holds this state's marks and is at the techniques' fixpoint with
         * the clues on (then the techniques add nothing to it, and this state becomes the grid): its marks written
         * without running the techniques again, and left as a run to that fixpoint leaves them — nothing queued,
         * no line waiting for incompatible lines, every box's subsets looked at — so what follows an assumption
         * from here runs as it would after {@link #take(Board)}. A grid not at that fixpoint would be taken as if it
         * were: the caller vouches for it.
         */
        void takeClosed(Board grid) {
            for (int c1 = 0; c1 < cats; c1++) {
                for (int c2 = c1 + 1; c2 < cats; c2++) {
                    int box = c1 * cats + c2;
                    for (int i = 0; i < size; i++) {
                        int x = at(c1, i, c2);
                        long newYes = grid.yes(c1, i, c2) & ~yes[x];
                        long newNo = ~grid.possible(c1, i, c2) & full & ~no[x];
                        if ((newYes | newNo) == 0) {
                            continue;
                        }
                        yes[x] |= newYes;
                        no[x] |= newNo;
                        for (long r = newYes; r != 0; r &= r - 1) {
                            yes[at(c2, Long.numberOfTrailingZeros(r), c1)] |= 1L << i;
                        }
                        for (long r = newNo; r != 0; r &= r - 1) {
                            no[at(c2, Long.numberOfTrailingZeros(r), c1)] |= 1L << i;
                        }
                        int n = Long.bitCount(newYes) + Long.bitCount(newNo);
                        yesCount += Long.bitCount(newYes);
                        marks += n;
                        version[box] += n;
                    }
                }
            }
            if (subsetSeen.length > 0) {
                for (int c1 = 0; c1 < cats; c1++) {
                    for (int c2 = 0; c2 < cats; c2++) {
                        if (c1 != c2) {
                            subsetSeen[c1 * cats + c2] = version[c1 < c2 ? c1 * cats + c2 : c2 * cats + c1];
                        }
                    }
                }
            }
        }

        /** As {@link #take(Board)}, from a state of a closure of the same shape (its arrays laid out as these). */
        private void takeMarks(State from) {
            for (int c1 = 0; c1 < cats; c1++) {
                for (int c2 = c1 + 1; c2 < cats; c2++) {
                    for (int i = 0; i < size; i++) {
                        int x = at(c1, i, c2);
                        for (long r = from.yes[x] & ~yes[x]; r != 0; r &= r - 1) {
                            setYes(c1, i, c2, Long.numberOfTrailingZeros(r));
                        }
                        for (long r = from.no[x] & ~no[x]; r != 0; r &= r - 1) {
                            setNo(c1, i, c2, Long.numberOfTrailingZeros(r));
                        }
                    }
                }
            }
            broken |= from.broken;
            propagate();
        }

        /**
         * Assumes a mark (● when {@code yes}, else ✗) between item i of c1 and item j of c2 (c1 ≠ c2) and runs the
         * techniques to their fixpoint again: the step of a search that uses the techniques to prune.
         *
         * @return false when the grid became impossible
         */
        public boolean assume(int c1, int i, int c2, int j, boolean yes) {
            set(c1, i, c2, j, yes);
            propagate();
            return !broken;
        }

        /** The items of c2 still open for item i of c1 (no ● or ✗ yet; none when the line has its ●). */
        public long open(int c1, int i, int c2) {
            int x = at(c1, i, c2);
            return yes[x] != 0 ? 0 : full & ~no[x];
        }

        /** The item of c2 marked ● for item i of c1, or -1. */
        public int partner(int c1, int i, int c2) {
            long y = yesOf(c1, i, c2);
            return y == 0 ? -1 : Long.numberOfTrailingZeros(y);
        }

        /** True when every cell is marked (and nothing contradicts): the clues on have exactly one solution. */
        public boolean complete() {
            return !broken && yesCount == cells;
        }

        /** True when the techniques found the grid impossible (the clues on have no solution). */
        public boolean contradiction() {
            return broken;
        }

        /** How many cells are marked. */
        public int marks() {
            return marks;
        }

        /**
         * What the grid rules out, in the layout the complete solver starts from
         * ({@link org.gridwright.core.solve.CompiledPuzzle#otherSolution}): for categories c1 ≠ c2 and item i of
         * c1, at index (c1 × categories + c2) × size + i, the items of c2 marked ✗. A copy.
         */
        public long[] ruledOut() {
            return no.clone();
        }

        /**
         * What the grid matches, in the layout of {@link #ruledOut()}: at (c1 × categories + c2) × size + i, the item
         * of c2 marked ● for item i of c1 as a bit (0 where there is none, and where c1 = c2). A copy.
         */
        long[] matched() {
            return yes.clone();
        }

        /**
         * The grid's ●s and ✗s, {@link #matched()} and {@link #ruledOut()}, as the state's own arrays rather than
         * copies: for a state no one changes afterwards (a trial's end, kept as it stopped).
         */
        long[][] kept() {
            return new long[][] {yes, no};
        }

        /** The grid as the model has it. */
        public Grid toGrid() {
            Grid.Builder gb = Grid.empty(cats, size).toBuilder();
            for (int c1 = 0; c1 < cats; c1++) {
                for (int c2 = c1 + 1; c2 < cats; c2++) {
                    for (int i = 0; i < size; i++) {
                        int x = at(c1, i, c2);
                        for (long m = (yes[x] | no[x]) & full; m != 0; m &= m - 1) {
                            int j = Long.numberOfTrailingZeros(m);
                            gb.set(new Item(c1, i), new Item(c2, j), (yes[x] & (1L << j)) != 0
                                    ? org.gridwright.core.model.Mark.YES : org.gridwright.core.model.Mark.NO);
                        }
                    }
                }
            }
            return gb.build();
        }

        private void switchOn(int c) {
            on[c] = true;
            if (few) {
                if (onCount == onList.length) {
                    onList = Arrays.copyOf(onList, onCount * 2);
                }
                onList[onCount++] = c;
            }
        }

        private void ensure(int c) {
            if (c >= clues.size()) {
                throw new IndexOutOfBoundsException("clue " + c + " of " + clues.size());
            }
            if (c >= on.length) {
                on = Arrays.copyOf(on, Math.max(c + 1, on.length * 2));
            }
        }

        private int at(int c1, int i, int c2) {
            return (c1 * cats + c2) * size + i;
        }

        private long possible(int c1, int i, int c2) {
            return c1 == c2 ? 1L << i : full & ~no[at(c1, i, c2)];
        }

        private long yesOf(int c1, int i, int c2) {
            return c1 == c2 ? 1L << i : yes[at(c1, i, c2)];
        }

        /** 1 for ●, -1 for ✗, 0 for open (fixed within one category). */
        private int mark(int c1, int i, int c2, int j) {
            if (c1 == c2) {
                return i == j ? 1 : -1;
            }
            int x = at(c1, i, c2);
            if ((yes[x] & (1L << j)) != 0) {
                return 1;
            }
            return (no[x] & (1L << j)) != 0 ? -1 : 0;
        }

        private void setNo(int c1, int i, int c2, int j) {
            if (c1 == c2) {
                broken |= i == j;
                return;
            }
            int x = at(c1, i, c2);
            long bit = 1L << j;
            if ((no[x] & bit) != 0) {
                return;
            }
            if ((yes[x] & bit) != 0) {
                broken = true;
                return;
            }
            no[x] |= bit;
            no[at(c2, j, c1)] |= 1L << i;
            changed(c1, c2);
            dirty(c1, i, c2, j);
            push(cell(c1, i, c2, j), 0);
        }

        private void setYes(int c1, int i, int c2, int j) {
            if (c1 == c2) {
                broken |= i != j;
                return;
            }
            int x = at(c1, i, c2);
            long bit = 1L << j;
            if ((yes[x] & bit) != 0) {
                return;
            }
            if ((no[x] & bit) != 0 || yes[x] != 0 || yes[at(c2, j, c1)] != 0) {
                broken = true;
                return;
            }
            yes[x] |= bit;
            yes[at(c2, j, c1)] |= 1L << i;
            yesCount++;
            changed(c1, c2);
            dirty(c1, i, c2, j);
            push(cell(c1, i, c2, j), 1);
        }

        private void changed(int c1, int c2) {
            marks++;
            int box = c1 < c2 ? c1 * cats + c2 : c2 * cats + c1;
            version[box]++;
            if (few) {
                dirtyMask |= 1L << box;
            } else if (!boxDirty[box]) {
                boxDirty[box] = true;
                dirtyBoxes[dirtyCount++] = box;
            }
        }

        /** Notes that the lines of items (c1, i) and (c2, j) changed, for incompatible lines. */
        private void dirty(int c1, int i, int c2, int j) {
            if (!incompatible) {
                return;
            }
            dirtyCats[c1 * size + i] |= c2 < 64 ? 1L << c2 : -1L;
            dirtyCats[c2 * size + j] |= c1 < 64 ? 1L << c1 : -1L;
            anyDirty = true;
        }

        /** Queues the clues that read a box written since the last time (once per box, not once per mark). */
        private void wakeClues() {
            if (few) {
                long dirty = dirtyMask;
                dirtyMask = 0;
                for (int k = 0; k < onCount; k++) {
                    int c = onList[k];
                    if ((clueBoxes[c] & dirty) != 0) {
                        queue(c);
                    }
                }
                return;
            }
            for (int d = 0; d < dirtyCount; d++) {
                int box = dirtyBoxes[d];
                boxDirty[box] = false;
                int[] list = boxClues[box];
                for (int n = boxClueCount[box], k = 0; k < n; k++) {
                    int c = list[k];
                    if (c < on.length && on[c]) {
                        queue(c);
                    }
                }
            }
            dirtyCount = 0;
        }

        /**
         * A cell's code in the event queue, decoded by shifts rather than divisions: c1 and c2 in nine bits each
         * (fewer than 512 categories), i and j in six (at most 64 items).
         */
        private static int cell(int c1, int i, int c2, int j) {
            return c1 << 21 | c2 << 12 | i << 6 | j;
        }

        private void push(int cell, int isYes) {
            if (tail == events.length) {
                if (head > 0) {
                    System.arraycopy(events, head, events, 0, tail - head);
                    tail -= head;
                    head = 0;
                } else {
                    events = Arrays.copyOf(events, events.length * 2);
                }
            }
            events[tail++] = cell * 2 + isYes;
        }

        private void queue(int c) {
            if (queued[c]) {
                return;
            }
            queued[c] = true;
            if (clueCount == clueQueue.length) {
                clueQueue = Arrays.copyOf(clueQueue, clueQueue.length * 2);
            }
            clueQueue[clueCount++] = c;
        }

        /** Runs every technique until none writes a new mark, or the grid is impossible. */
        void propagate() {
            while (!broken && !(untilComplete && yesCount == cells)) {
                if (head < tail) {
                    int e = events[head++];
                    if (head == tail) {
                        head = 0;
                        tail = 0;
                    }
                    event(e);
                    continue;
                }
                if (dirtyCount > 0 || dirtyMask != 0) {
                    wakeClues();
                }
                if (clueCount > 0) {
                    int c = clueQueue[--clueCount];
                    queued[c] = false;
                    clue(c);
                    continue;
                }
                if (exclusion && yesCount == cells) {
                    // every cell has its ● and, the events done, every other cell its ✗: nothing left open for the
                    // cross-box techniques to rule out (a sixth of incompatible lines' runs at 5x5 hard were here)
                    clean();
                    break;
                }
                if (incompatible && incompatible()) {
                    continue;
                }
                if (subsets.length > 0 && subsets()) {
                    continue;
                }
                break;
            }
            if (broken || untilComplete) {
                // an impossible grid stops with work pending (and one asked only whether it completes, once it does):
                // the scratch is the next state's, so it is emptied
                head = 0;
                tail = 0;
                while (clueCount > 0) {
                    queued[clueQueue[--clueCount]] = false;
                }
                while (dirtyCount > 0) {
                    boxDirty[dirtyBoxes[--dirtyCount]] = false;
                }
                dirtyMask = 0;
            }
        }

        /** Forgets the items incompatible lines would look at again: on a complete grid they cannot write. */
        private void clean() {
            if (anyDirty) {
                Arrays.fill(dirtyCats, 0);
                anyDirty = false;
            }
        }

        /** The grid rules that follow a new mark: exclusion, last candidate, transfer. */
        private void event(int e) {
            boolean isYes = (e & 1) != 0;
            int cell = e >>> 1;
            int j = cell & 63;
            int i = cell >>> 6 & 63;
            int c2 = cell >>> 12 & 511;
            int c1 = cell >>> 21;
            if (isYes) {
                if (exclusion) {
                    for (long r = full & ~(no[at(c1, i, c2)] | (1L << j)); r != 0; r &= r - 1) {
                        setNo(c1, i, c2, Long.numberOfTrailingZeros(r));
                    }
                    for (long r = full & ~(no[at(c2, j, c1)] | (1L << i)); r != 0; r &= r - 1) {
                        setNo(c2, j, c1, Long.numberOfTrailingZeros(r));
                    }
                }
                if (transfer) {
                    for (int c3 = 0; c3 < cats; c3++) {
                        if (c3 == c1 || c3 == c2) {
                            continue;
                        }
                        share(c1, i, c2, j, c3);
                    }
                }
            } else {
                if (lastCandidate) {
                    single(c1, i, c2);
                    single(c2, j, c1);
                } else {
                    broken |= possible(c1, i, c2) == 0 || possible(c2, j, c1) == 0;
                }
                if (transfer) {
                    for (int c3 = 0; c3 < cats; c3++) {
                        if (c3 == c1 || c3 == c2) {
                            continue;
                        }
                        long y = yes[at(c1, i, c3)];
                        if (y != 0) {
                            setNo(c3, Long.numberOfTrailingZeros(y), c2, j);
                        }
                        y = yes[at(c2, j, c3)];
                        if (y != 0) {
                            setNo(c3, Long.numberOfTrailingZeros(y), c1, i);
                        }
                    }
                }
            }
        }

        /** Matched items a (c1, i) and b (c2, j) share their ● and ✗ in category c3. */
        private void share(int c1, int i, int c2, int j, int c3) {
            int xa = at(c1, i, c3);
            int xb = at(c2, j, c3);
            long ya = yes[xa];
            long yb = yes[xb];
            if (ya != 0 && yb == 0) {
                setYes(c2, j, c3, Long.numberOfTrailingZeros(ya));
            } else if (yb != 0 && ya == 0) {
                setYes(c1, i, c3, Long.numberOfTrailingZeros(yb));
            }
            for (long r = no[xa] & ~no[xb] & full; r != 0; r &= r - 1) {
                setNo(c2, j, c3, Long.numberOfTrailingZeros(r));
            }
            for (long r = no[xb] & ~no[xa] & full; r != 0; r &= r - 1) {
                setNo(c1, i, c3, Long.numberOfTrailingZeros(r));
            }
        }

        private void single(int c1, int i, int c2) {
            int x = at(c1, i, c2);
            long p = full & ~no[x];
            if (p == 0) {
                broken = true;
            } else if (yes[x] == 0 && (p & (p - 1)) == 0) {
                setYes(c1, i, c2, Long.numberOfTrailingZeros(p));
            }
        }

        private void clue(int index) {
            Compiled c = clues.get(index);
            switch (c.type) {
                case MATCH -> setYes(c.cat[0], c.idx[0], c.cat[1], c.idx[1]);
                case NOT -> {
                    for (int r = 1; r < c.cat.length; r++) {
                        setNo(c.cat[0], c.idx[0], c.cat[r], c.idx[r]);
                    }
                }
                case ANY -> any(c);
                case IF -> ifClue(c);
                case LESS -> less(c);
                case POSITIONAL -> positional(c);
                case PAIR -> pair(c);
                case DISTINCT -> distinct(c);
                default -> {
                    // the set leaves this clue type out
                }
            }
        }

        private void set(int c1, int i, int c2, int j, boolean isYes) {
            if (isYes) {
                setYes(c1, i, c2, j);
            } else {
                setNo(c1, i, c2, j);
            }
        }

        private void ifClue(Compiled c) {
            int[] k = c.cat;
            int[] x = c.idx;
            boolean hasElse = k.length == 6;
            int w = mark(k[0], x[0], k[1], x[1]);
            if (w == 1) {
                setYes(k[2], x[2], k[3], x[3]);
            }
            if (w == -1 && hasElse) {
                setYes(k[4], x[4], k[5], x[5]);
            }
            if (mark(k[2], x[2], k[3], x[3]) == -1) {
                setNo(k[0], x[0], k[1], x[1]);
            }
            if (hasElse && mark(k[4], x[4], k[5], x[5]) == -1) {
                setYes(k[0], x[0], k[1], x[1]);
            }
        }

        private void any(Compiled c) {
            int[] k = c.cat;
            int[] x = c.idx;
            int n = k.length / 2;
            int yesAt = -1;
            int open = 0;
            int lastOpen = -1;
            for (int o = 0; o < n; o++) {
                int m = mark(k[2 * o], x[2 * o], k[2 * o + 1], x[2 * o + 1]);
                if (m == 1 && yesAt < 0) {
                    yesAt = o;
                }
                if (m != -1) {
                    open++;
                    lastOpen = o;
                }
            }
            if (yesAt >= 0) {
                if (c.exclusive) {
                    for (int o = 0; o < n; o++) {
                        if (o != yesAt && mark(k[2 * o], x[2 * o], k[2 * o + 1], x[2 * o + 1]) != -1) {
                            setNo(k[2 * o], x[2 * o], k[2 * o + 1], x[2 * o + 1]);
                        }
                    }
                }
                return;
            }
            if (open == 0) {
                broken = true;
                return;
            }
            if (open == 1) {
                setYes(k[2 * lastOpen], x[2 * lastOpen], k[2 * lastOpen + 1], x[2 * lastOpen + 1]);
                return;
            }
            // every open pair in one box: a cell sharing exactly one line with each of them rules them all out
            int c1 = -1;
            int c2 = -1;
            int[] rows = new int[n];
            int[] cols = new int[n];
            int count = 0;
            for (int o = 0; o < n; o++) {
                int ka = k[2 * o];
                int kb = k[2 * o + 1];
                if (mark(ka, x[2 * o], kb, x[2 * o + 1]) == -1) {
                    continue;
                }
                if (ka == kb) {
                    return;
                }
                int ia = x[2 * o];
                int ib = x[2 * o + 1];
                if (ka > kb) {
                    int t = ka;
                    ka = kb;
                    kb = t;
                    t = ia;
                    ia = ib;
                    ib = t;
                }
                if (c1 < 0) {
                    c1 = ka;
                    c2 = kb;
                } else if (c1 != ka || c2 != kb) {
                    return;
                }
                rows[count] = ia;
                cols[count] = ib;
                count++;
            }
            for (int i = 0; i < size; i++) {
                int xi = at(c1, i, c2);
                for (long u = full & ~(no[xi] | yes[xi]); u != 0; u &= u - 1) {
                    int j = Long.numberOfTrailingZeros(u);
                    boolean killsAll = true;
                    for (int o = 0; o < count; o++) {
                        if ((rows[o] == i) == (cols[o] == j)) {
                            killsAll = false;
                            break;
                        }
                    }
                    if (killsAll) {
                        setNo(c1, i, c2, j);
                    }
                }
            }
        }

        /** As {@link PairClue}: a, b differ and c, d differ; one order left is written; a, b only where c, d are. */
        private void pair(Compiled c) {
            int[] k = c.cat;
            int[] x = c.idx;
            setNo(k[0], x[0], k[1], x[1]);
            setNo(k[2], x[2], k[3], x[3]);
            int ac = mark(k[0], x[0], k[2], x[2]);
            int bd = mark(k[1], x[1], k[3], x[3]);
            int ad = mark(k[0], x[0], k[3], x[3]);
            int bc = mark(k[1], x[1], k[2], x[2]);
            boolean first = ac != -1 && bd != -1;
            boolean second = ad != -1 && bc != -1;
            if (!first && !second) {
                broken = true;
                return;
            }
            if (first && second) {
                if (ac == 1 || bd == 1) {
                    second = false;
                } else if (ad == 1 || bc == 1) {
                    first = false;
                }
            }
            if (first != second) {
                setYes(k[0], x[0], k[first ? 2 : 3], x[first ? 2 : 3]);
                setYes(k[1], x[1], k[first ? 3 : 2], x[first ? 3 : 2]);
            }
            within(k, x, 0, 1, 2, 3);
            within(k, x, 2, 3, 0, 1);
        }

        /** Refs p and q (indices into the clue) are where refs u and v are, in the clue's own categories. */
        private void within(int[] k, int[] x, int p, int q, int u, int v) {
            for (int n = 0; n < 4 && !broken; n++) {
                int cat = k[n];
                boolean seen = false;
                for (int m = 0; m < n; m++) {
                    seen |= k[m] == cat;
                }
                if (seen) {
                    continue;
                }
                for (int z = 0; z < size; z++) {
                    if (mark(k[u], x[u], cat, z) != -1 || mark(k[v], x[v], cat, z) != -1) {
                        continue;
                    }
                    if (k[p] != cat) {
                        setNo(k[p], x[p], cat, z);
                    }
                    if (k[q] != cat) {
                        setNo(k[q], x[q], cat, z);
                    }
                }
            }
        }

        /** As {@link DistinctClue}: pairwise different; naming everybody, an item left with one of them goes there. */
        private void distinct(Compiled c) {
            int[] k = c.cat;
            int[] x = c.idx;
            int n = k.length;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    setNo(k[i], x[i], k[j], x[j]);
                }
            }
            if (n != size) {
                return;
            }
            for (int r = 0; r < n && !broken; r++) {
                int cat = k[r];
                boolean seen = false;
                for (int m = 0; m < r; m++) {
                    seen |= k[m] == cat;
                }
                if (seen) {
                    continue;
                }
                for (int z = 0; z < size; z++) {
                    int open = -1;
                    int count = 0;
                    boolean yes = false;
                    for (int q = 0; q < n; q++) {
                        int m = mark(k[q], x[q], cat, z);
                        if (m == 1) {
                            yes = true;
                            break;
                        }
                        if (m == 0) {
                            count++;
                            open = q;
                        }
                    }
                    if (yes) {
                        continue;
                    }
                    if (count == 0) {
                        broken = true;
                        return;
                    }
                    if (count == 1) {
                        setYes(k[open], x[open], cat, z);
                    }
                }
            }
        }

        private void removePositions(int cat, int idx, int by, long out) {
            for (long r = out; r != 0; r &= r - 1) {
                setNo(cat, idx, by, Long.numberOfTrailingZeros(r));
            }
        }

        private void less(Compiled c) {
            int[] k = c.cat;
            int[] x = c.idx;
            int m = k.length;
            for (int i = 0; i < m; i++) {
                for (int j = i + 1; j < m; j++) {
                    setNo(k[i], x[i], k[j], x[j]);
                }
            }
            int by = c.by;
            for (int i = 1; i < m && !broken; i++) {
                long prev = possible(k[i - 1], x[i - 1], by);
                if (prev == 0) {
                    break;
                }
                int earliest = Long.numberOfTrailingZeros(prev);
                removePositions(k[i], x[i], by, possible(k[i], x[i], by) & ((1L << (earliest + 1)) - 1));
            }
            for (int i = m - 2; i >= 0 && !broken; i--) {
                long next = possible(k[i + 1], x[i + 1], by);
                if (next == 0) {
                    break;
                }
                int latest = 63 - Long.numberOfLeadingZeros(next);
                removePositions(k[i], x[i], by, possible(k[i], x[i], by) & ~((1L << latest) - 1));
            }
        }

        private void positional(Compiled c) {
            int ka = c.cat[0];
            int ia = c.idx[0];
            int kb = c.cat[1];
            int ib = c.idx[1];
            if (!c.selfAllowed) {
                setNo(ka, ia, kb, ib);
            }
            trim(ka, ia, kb, ib, c.by, c.rel);
            if (!broken) {
                trim(kb, ib, ka, ia, c.by, c.relT);
            }
        }

        /** Positions of x with no partner position of y; rel[px] = allowed positions of y. */
        private void trim(int kx, int ix, int ky, int iy, int by, long[] rel) {
            boolean same = kx == ky && ix == iy;
            boolean canBeSame = same || (kx != ky && mark(kx, ix, ky, iy) != -1);
            long px = possible(kx, ix, by);
            long py = possible(ky, iy, by);
            long out = 0;
            for (long m = px; m != 0; m &= m - 1) {
                int p = Long.numberOfTrailingZeros(m);
                long mate = canBeSame ? rel[p] : rel[p] & ~(1L << p);
                if ((mate & py) == 0) {
                    out |= 1L << p;
                }
            }
            removePositions(kx, ix, by, out);
        }

        /**
         * Incompatible lines, on the cells of the items whose lines changed since the last look (a cell's verdict
         * depends on its two items' lines alone, and the other item's changes bring it here through that item);
         * true when it wrote.
         */
        private boolean incompatible() {
            long[] mine = lines;
            int[] thirds = thirdCats;
            if (!anyDirty) {
                return false;
            }
            // an item that writes returns at once, before any item it made need a look is passed over: the next run
            // scans from the start again
            for (int a = 0; a < dirtyCats.length; a++) {
                long changed = dirtyCats[a];
                if (changed == 0) {
                    continue;
                }
                dirtyCats[a] = 0;
                int c1 = a / size;
                int i = a % size;
                // the third categories that can tell something new: one where the item's line changed (a change in
                // the partner's line is looked at from the partner), not one where it is whole (a line of the
                // partner with nothing possible there has broken the grid already), nor, with transfer, one where
                // the item has its ● (transfer has copied the ✗s of that partner, which are all such a category
                // tells)
                int n = 0;
                for (int c3 = 0; c3 < cats; c3++) {
                    if (c3 != c1 && (changed == -1L || (changed & (1L << c3)) != 0)) {
                        int x = at(c1, i, c3);
                        mine[c3] = full & ~no[x];
                        if (mine[c3] != full && !(transfer && yes[x] != 0)) {
                            thirds[n++] = c3;
                        }
                    }
                }
                boolean wrote = false;
                for (int c2 = 0; c2 < cats && n > 0; c2++) {
                    if (c2 == c1) {
                        continue;
                    }
                    int xi = at(c1, i, c2);
                    int lines2 = c2 * cats * size;
                    for (long open = full & ~(no[xi] | yes[xi]); open != 0; open &= open - 1) {
                        int j = Long.numberOfTrailingZeros(open);
                        // possible(c2, j, c3) is ~no[at(c2, j, c3)] within mine[c3]
                        for (int t = 0; t < n; t++) {
                            int c3 = thirds[t];
                            if (c3 != c2 && (mine[c3] & ~no[lines2 + c3 * size + j]) == 0) {
                                setNo(c1, i, c2, j);
                                wrote = true;
                                break;
                            }
                        }
                    }
                }
                if (wrote) {
                    return true;
                }
            }
            anyDirty = false;
            return false;
        }

        /** Naked subsets of the set's sizes, in both orientations of every changed box; true when one wrote. */
        private boolean subsets() {
            for (int c1 = 0; c1 < cats; c1++) {
                for (int c2 = 0; c2 < cats; c2++) {
                    if (c1 == c2) {
                        continue;
                    }
                    int v = version[c1 < c2 ? c1 * cats + c2 : c2 * cats + c1];
                    int slot = c1 * cats + c2;
                    if (subsetSeen[slot] == v) {
                        continue;
                    }
                    for (int n : subsets) {
                        if (subset(c1, c2, n)) {
                            return true;
                        }
                    }
                    subsetSeen[slot] = v;
                }
            }
            return false;
        }

        private boolean subset(int c1, int c2, int n) {
            int[] rows = subsetRows;
            int count = 0;
            for (int i = 0; i < size; i++) {
                long p = possible(c1, i, c2);
                int bits = Long.bitCount(p);
                if (yes[at(c1, i, c2)] == 0 && bits <= n && bits >= 2) {
                    rows[count++] = i;
                }
            }
            return count >= n && search(c1, c2, n, rows, count, 0, 0, 0L, 0L);
        }

        private boolean search(int c1, int c2, int n, int[] rows, int count, int from, int chosen, long chosenRows,
                long union) {
            if (chosen == n) {
                if (Long.bitCount(union) != n) {
                    return false;
                }
                boolean wrote = false;
                for (int i = 0; i < size; i++) {
                    if ((chosenRows & (1L << i)) != 0) {
                        continue;
                    }
                    int xi = at(c1, i, c2);
                    for (long u = full & ~(no[xi] | yes[xi]) & union; u != 0; u &= u - 1) {
                        setNo(c1, i, c2, Long.numberOfTrailingZeros(u));
                        wrote = true;
                    }
                }
                return wrote;
            }
            for (int r = from; r <= count - (n - chosen); r++) {
                long u = union | possible(c1, rows[r], c2);
                if (Long.bitCount(u) > n) {
                    continue;
                }
                if (search(c1, c2, n, rows, count, r + 1, chosen + 1, chosenRows | (1L << rows[r]), u)) {
                    return true;
                }
            }
            return false;
        }
    }
}
