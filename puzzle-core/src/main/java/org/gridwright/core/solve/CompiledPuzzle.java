package org.gridwright.core.solve;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.task.Monitor;

/**
 * A puzzle compiled once into bit-set form for counting its solutions fast, many times over.
 *
 * <p>The state is the solver's candidate grid: for every ordered pair of categories (A, B) and item i of A, a
 * {@code long} bit set of the items of B that i may still match (both orientations are kept in step). Propagation
 * runs to a fixpoint: every box is a permutation (naked singles in both orientations, which are the hidden singles
 * of the other), a match must be consistent through every third category (path consistency, the grid's "transfer"
 * rule done with bit operations), and each clue narrows the grid ({@link Constraint}). Positional clues are
 * compiled to a k×k relation over positions of their {@code by} category once, with exact {@link BigDecimal}
 * arithmetic, so the search does no arithmetic on numbers and allocates nothing but found solutions. It branches
 * on the grid row with the fewest candidates (its first candidate, then the rest) and stops at the asked number
 * of solutions; each complete assignment is checked exactly against every clue before it counts.
 *
 * <p>Clues can be added, switched off and on, and the last one removed cheaply, which is what the generator and the
 * conflict finder do. Not thread-safe: one instance per thread.
 */
public final class CompiledPuzzle {
    private static final int CANCEL_CHECK_MASK = 1023;

    private final Puzzle puzzle;
    private final int cats;
    private final int k;
    private final int n;
    private final int levelSize;
    private final long full;
    private final int[] catOf;
    private final int[] idxOf;
    private final List<Constraint> constraints = new ArrayList<>();
    private final List<Boolean> enabled = new ArrayList<>();
    /** Per clue, its opposite when it compiles to one (made on first use), for {@link #otherSolutionWithout}. */
    private final List<Constraint> negations = new ArrayList<>();
    /** The clue whose opposite stands in for it while {@link #otherSolutionWithout} runs, or -1. */
    private int negated = -1;
    private Constraint[] active;
    /** Per active constraint, its clue index. */
    private int[] activeIndex;
    private final boolean[] orders;
    /** Per box (both orientations), the rows narrowed since transitivity last looked at them. */
    private final long[] dirty;
    private final long[] dirtyNow;
    /** Boxes (ordered) narrowed since the permutation rule last looked at them. */
    private final boolean[] boxDirty;
    /** Per item, the clock when one of its rows last narrowed; per active clue, the clock when it last ran. */
    private final long[] stamp;
    private long[] lastRun = new long[0];
    private int[][] activeVars;
    private long clock;
    private final List<int[]> clueVars = new ArrayList<>();

    // search state, allocated once (the level stack grows when a search goes deeper than any before)
    private long[] d;
    private int b;
    private boolean changed;
    private final int[] ent;
    private final int[] itemOf;
    private final List<Solution> found = new ArrayList<>();
    private int limit;
    private long nodes;
    private long maxNodes;
    private Monitor monitor;
    private Avoid avoid;

    private CompiledPuzzle(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.cats = puzzle.categoryCount();
        this.k = puzzle.size();
        if (k > Grid.MAX_ITEMS) {
            throw new IllegalArgumentException("the complete solver handles at most " + Grid.MAX_ITEMS + " items per category");
        }
        this.n = cats * k;
        this.levelSize = cats * cats * k;
        this.full = k == 64 ? -1L : (1L << k) - 1;
        this.orders = new boolean[cats];
        this.dirty = new long[cats * cats];
        this.dirtyNow = new long[cats * cats];
        this.boxDirty = new boolean[cats * cats];
        this.stamp = new long[n];
        this.catOf = new int[n];
        this.idxOf = new int[n];
        for (int v = 0; v < n; v++) {
            catOf[v] = v / k;
            idxOf[v] = v % k;
        }
        // a few levels to start with: search() doubles the stack when a search goes deeper (a search rarely goes
        // deep, and the whole depth of a 20×64 grid would be gigabytes)
        this.d = new long[levelSize * Math.min(2 * n + 2, 8)];
        this.ent = new int[n];
        this.itemOf = new int[n];
    }

    /** Compiles the categories and every clue of {@code p} (clue indices follow the puzzle's). */
    public static CompiledPuzzle of(Puzzle p) {
        CompiledPuzzle c = new CompiledPuzzle(p);
        for (Clue clue : p.clues()) {
            c.add(clue);
        }
        return c;
    }

    /** The puzzle whose categories this was compiled for (its clues are those given at compile time). */
    public Puzzle puzzle() {
        return puzzle;
    }

    /** Number of clues compiled (enabled or not). */
    public int clueCount() {
        return constraints.size();
    }

    /**
     * Compiles one more clue over the same categories and returns its index; it starts enabled.
     *
     * @throws IllegalArgumentException when a reference or {@code by} does not resolve in the puzzle's categories
     */
    public int add(Clue clue) {
        constraints.add(compile(clue));
        negations.add(null);
        clueVars.add(vars(clue.refs()));
        enabled.add(Boolean.TRUE);
        active = null;
        return constraints.size() - 1;
    }

    /** Removes the clue added last. */
    public void removeLast() {
        constraints.remove(constraints.size() - 1);
        negations.remove(negations.size() - 1);
        clueVars.remove(clueVars.size() - 1);
        enabled.remove(enabled.size() - 1);
        active = null;
    }

    /** Switches a clue off (it no longer constrains) or on again. */
    public void setEnabled(int clue, boolean on) {
        if (enabled.get(clue) != on) {
            enabled.set(clue, on);
            active = null;
        }
    }

    public boolean isEnabled(int clue) {
        return enabled.get(clue);
    }

    /** Counts solutions of the enabled clues, stopping at {@code limit}. */
    public int countSolutions(int limit) {
        return countSolutions(limit, Monitor.NONE);
    }

    /**
     * Counts solutions of the enabled clues, stopping at {@code limit} (≥ 1); the solutions found are then in
     * {@link #solutions()}.
     *
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public int countSolutions(int limit, Monitor m) {
        return countSolutions(limit, Long.MAX_VALUE, m);
    }

    /**
     * As {@link #countSolutions(int, Monitor)}, giving up after {@code maxNodes} search nodes: then it returns -1
     * (not known). For callers that would rather skip a hard case than wait for it, like the generator.
     */
    public int countSolutions(int limit, long maxNodes, Monitor m) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1");
        }
        return run(limit, maxNodes, m, null, null);
    }

    /**
     * Looks for a solution of the enabled clues other than {@code known}, trying first, at every choice, what
     * {@code known} does not do — the quick way to show that a clue is needed. The search may start from candidates
     * already narrowed by sound deductions: {@code ruledOut}, when not null, holds for every pair of different
     * categories (A, B) and item i of A, at index {@code (A × categories + B) × size + i}, the items of B that i
     * cannot match (the layout of the deduction engine's grid).
     *
     * @return 1 when there is one (it is then in {@link #solutions()}), 0 when there is none (so {@code known}, if
     *         it is a solution, is the only one), -1 when {@code maxNodes} search nodes did not tell
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public int otherSolution(Solution known, long[] ruledOut, long maxNodes, Monitor m) {
        long[] avoid = new long[levelSize];
        for (int a = 0; a < cats; a++) {
            for (int c = 0; c < cats; c++) {
                if (a == c) {
                    continue;
                }
                for (int i = 0; i < k; i++) {
                    avoid[(a * cats + c) * k + i] = 1L << known.itemOf(known.entityOf(a, i), c);
                }
            }
        }
        return run(1, maxNodes, m, ruledOut, new Avoid(known, avoid));
    }

    /**
     * Whether the enabled clues but {@code clue} allow a solution other than {@code known}, when {@code known} is the
     * only solution with {@code clue} on as well: as {@link #otherSolution} without the clue (and without marks),
     * faster. Any other solution then breaks the clue, so the search adds the clue's opposite where it compiles to
     * one constraint (a match becomes "not", "next to" the positions not next to, and so on), which propagates
     * from the first node on: a clue the others already imply fails at once, and one they do not is broken where
     * the search would have had to find that out. The clue is on again afterwards.
     *
     * @return 1 when there is one (it is then in {@link #solutions()}), 0 when there is none, -1 when
     *         {@code maxNodes} search nodes did not tell
     * @throws IllegalArgumentException when the clue is not on
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public int otherSolutionWithout(int clue, Solution known, long maxNodes, Monitor m) {
        if (!enabled.get(clue)) {
            throw new IllegalArgumentException("clue " + clue + " is not on");
        }
        if (negations.get(clue) == null) {
            Constraint not = constraints.get(clue).negation();
            negations.set(clue, not == null ? NO_NEGATION : not);
        }
        negated = clue;
        active = null;
        try {
            return otherSolution(known, null, maxNodes, m);
        } finally {
            negated = -1;
            active = null;
        }
    }

    /** A clue's opposite that does not compile to one constraint: the search goes without it. */
    private static final Constraint NO_NEGATION = new Constraint() {
        int propagate(CompiledPuzzle g) {
            return Constraint.SAME;
        }

        boolean check(int[] ent, int[] itemOf) {
            return true;
        }
    };

    /** A solution the search does not count, and per row the candidate it takes. */
    private record Avoid(Solution solution, long[] rows) {
    }

    /** Gathers the enabled clues, when they changed since the last time. */
    private void prepare() {
        if (active == null) {
            List<Constraint> on = new ArrayList<>();
            List<int[]> onVars = new ArrayList<>();
            activeIndex = new int[constraints.size()];
            for (int i = 0; i < constraints.size(); i++) {
                Constraint c = i == negated ? negations.get(i) : enabled.get(i) ? constraints.get(i) : null;
                if (c != null && c != NO_NEGATION) {
                    activeIndex[on.size()] = i;
                    on.add(c);
                    onVars.add(clueVars.get(i));
                }
            }
            active = on.toArray(new Constraint[0]);
            activeVars = onVars.toArray(new int[0][]);
            lastRun = new long[active.length];
            java.util.Arrays.fill(orders, false);
            for (Constraint c : active) {
                if (c instanceof Constraint.Positional pos) {
                    orders[pos.by()] = true;
                }
            }
        }
    }

    /** Whether no clue is enabled: then every assignment of the categories is a solution. */
    public boolean noClueEnabled() {
        return !enabled.contains(Boolean.TRUE);
    }

    /**
     * The work of one search node, in grid rows visited (for a work budget that means about the same time on every
     * grid size): the rows of a level of the search, each looked at through every third category (path
     * consistency), plus those the clues look at.
     */
    public long nodeWork() {
        return (long) levelSize * cats + (long) constraints.size() * k;
    }

    private int run(int limit, long maxNodes, Monitor m, long[] ruledOut, Avoid avoid) {
        prepare();
        this.limit = limit;
        this.monitor = m;
        this.nodes = 0;
        found.clear();
        java.util.Arrays.fill(d, 0, levelSize, full);
        java.util.Arrays.fill(dirty, full);
        java.util.Arrays.fill(boxDirty, true);
        java.util.Arrays.fill(stamp, 1L);
        java.util.Arrays.fill(lastRun, 0L);
        clock = 2;
        this.maxNodes = maxNodes;
        this.avoid = avoid;
        b = 0;
        if (ruledOut != null) {
            for (int a = 0; a < cats; a++) {
                for (int c = 0; c < cats; c++) {
                    for (int i = 0; a != c && i < k; i++) {
                        int row = (a * cats + c) * k + i;
                        if (ruledOut[row] != 0 && restrictCell(row, a, c, i, ~ruledOut[row]) == Constraint.FAIL) {
                            return 0;
                        }
                    }
                }
            }
        }
        try {
            search(0);
        } catch (NodeBudgetExceeded e) {
            return -1;
        } finally {
            monitor = null;
        }
        return found.size();
    }

    /**
     * The index of the one enabled clue that the complete assignment {@code rows} breaks ({@code rows[e][c]} is
     * the item of category c of entity e, entity e holding item e of category 0), or -1 when it breaks none or
     * more than one. Cheap: for trying many near solutions.
     */
    public int soleViolation(int[][] rows) {
        load(rows);
        int broken = -1;
        for (int a = 0; a < active.length; a++) {
            if (!active[a].check(ent, itemOf)) {
                if (broken >= 0) {
                    return -1;
                }
                broken = activeIndex[a];
            }
        }
        return broken;
    }

    /**
     * The enabled clues the complete assignment {@code rows} (as for {@link #soleViolation}) breaks, their indices
     * in {@code out} in clue order: returns how many, or {@code out.length + 1} as soon as it breaks more than fit.
     */
    public int violations(int[][] rows, int[] out) {
        load(rows);
        int count = 0;
        for (int a = 0; a < active.length; a++) {
            if (!active[a].check(ent, itemOf)) {
                if (count == out.length) {
                    return count + 1;
                }
                out[count++] = activeIndex[a];
            }
        }
        return count;
    }

    /** Puts a complete assignment where the clues' checks read it (and gathers the enabled clues). */
    private void load(int[][] rows) {
        prepare();
        for (int e = 0; e < k; e++) {
            for (int c = 0; c < cats; c++) {
                itemOf[c * k + e] = rows[e][c];
                ent[c * k + rows[e][c]] = e;
            }
        }
    }

    /**
     * Whether the complete assignment {@code rows} (as for {@link #soleViolation}) satisfies each compiled clue,
     * enabled or not: {@code out[i]} for clue i, for the first {@code out.length} clues.
     */
    public void allows(int[][] rows, boolean[] out) {
        load(rows);
        int count = Math.min(out.length, constraints.size());
        for (int i = 0; i < count; i++) {
            out[i] = constraints.get(i).check(ent, itemOf);
        }
    }

    /** Whether the complete assignment {@code rows} (as for {@link #soleViolation}) satisfies every enabled clue. */
    public boolean satisfies(int[][] rows) {
        load(rows);
        for (Constraint c : active) {
            if (!c.check(ent, itemOf)) {
                return false;
            }
        }
        return true;
    }

    /** The solutions the last {@link #countSolutions} found, in search order. */
    public List<Solution> solutions() {
        return List.copyOf(found);
    }

    /** Search nodes visited by the last count (for benchmarks). */
    public long nodes() {
        return nodes;
    }

    private void search(int level) {
        int base = level * levelSize;
        if (base + 2 * levelSize > d.length) {
            d = java.util.Arrays.copyOf(d, d.length * 2);
        }
        while (true) {
            b = base;
            if ((++nodes & CANCEL_CHECK_MASK) == 0) {
                monitor.checkCancelled();
            }
            if (nodes > maxNodes) {
                throw NodeBudgetExceeded.INSTANCE;
            }
            if (!propagate()) {
                return;
            }
            int row = pick();
            if (row < 0) {
                record();
                return;
            }
            long dv = d[base + row];
            long e = dv & -dv;
            if (avoid != null && (dv & ~avoid.rows[row]) != 0) {
                long other = dv & ~avoid.rows[row];
                e = other & -other;
            }
            int nb = base + levelSize;
            System.arraycopy(d, base, d, nb, levelSize);
            b = nb;
            if (restrictRow(row, e) != Constraint.FAIL) {
                search(level + 1);
            }
            if (found.size() >= limit) {
                return;
            }
            b = base;
            if (restrictRow(row, ~e) == Constraint.FAIL) {
                return;
            }
        }
    }

    /**
     * The undecided row of a box of category 0 (an offset within a level; either orientation) with fewest
     * candidates, or -1 when those boxes are decided, which after propagation decides the whole grid. Deciding
     * only which entity an item belongs to keeps the categories independent of each other apart from the clues, so
     * a partial assignment without clue conflicts always extends to a solution. Categories that order positional
     * clues go first: propagation on positions is weaker than on cells, and deciding them first keeps the search
     * from re-deciding unrelated categories under an undetected conflict of positions (thrashing).
     */
    private int pick() {
        boolean decided = true;
        for (int r = b + k; r < b + cats * k; r++) {
            if (!Constraint.single(d[r])) {
                decided = false;
                break;
            }
        }
        if (decided) {
            return -1;
        }
        int best = pick(true);
        return best >= 0 ? best : pick(false);
    }

    /** MRV among the rows of category-0 boxes of the categories that order some clue (or of the others). */
    private int pick(boolean ordering) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 1; c < cats && bestCount > 2; c++) {
            if (orders[c] != ordering) {
                continue;
            }
            for (int r = b + c * k, end = r + k; r < end; r++) {
                int count = Long.bitCount(d[r]);
                if (count > 1 && count < bestCount) {
                    best = r - b;
                    bestCount = count;
                    if (count == 2) {
                        break;
                    }
                }
            }
            for (int r = b + c * cats * k, end = r + k; r < end && bestCount > 2; r++) {
                int count = Long.bitCount(d[r]);
                if (count > 1 && count < bestCount) {
                    best = r - b;
                    bestCount = count;
                }
            }
        }
        return best;
    }

    /**
     * Runs the grid rules and the clues to a fixpoint. The state on entry is a fixpoint plus changes stamped later
     * than anything a clue has seen, so a clue whose items' rows carry no newer stamp than its last run is skipped.
     */
    private boolean propagate() {
        Constraint[] cs = active;
        int[][] vs = activeVars;
        do {
            do {
                changed = false;
                if (!boxes()) {
                    return false;
                }
                for (int ci = 0; ci < cs.length; ci++) {
                    long seen = lastRun[ci];
                    boolean stale = false;
                    for (int v : vs[ci]) {
                        if (stamp[v] > seen) {
                            stale = true;
                            break;
                        }
                    }
                    if (stale) {
                        lastRun[ci] = clock++;
                        if (cs[ci].propagate(this) == Constraint.FAIL) {
                            return false;
                        }
                    }
                }
            } while (changed);
            if (!transitivity()) {
                return false;
            }
        } while (changed);
        return true;
    }

    /** Every box is a permutation: a decided row takes its item from every other row of the box. */
    private boolean boxes() {
        for (int a = 0; a < cats; a++) {
            for (int c = 0; c < cats; c++) {
                if (a == c || !boxDirty[a * cats + c]) {
                    continue;
                }
                boxDirty[a * cats + c] = false;
                int box = (a * cats + c) * k;
                long fixed = 0;
                long once = 0;
                int singles = 0;
                for (int i = 0; i < k; i++) {
                    long row = d[b + box + i];
                    if (row == 0) {
                        return false;
                    }
                    once |= row;
                    if (Constraint.single(row)) {
                        if ((fixed & row) != 0) {
                            return false;
                        }
                        fixed |= row;
                        singles++;
                    }
                }
                if (once != full) {
                    return false;
                }
                if (fixed != 0 && singles < k) {
                    for (int i = 0; i < k; i++) {
                        long row = d[b + box + i];
                        if (!Constraint.single(row) && (row & fixed) != 0
                                && restrictCell(box + i, a, c, i, ~fixed) == Constraint.FAIL) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    /**
     * Items a of A and b of B can match only if some item of every third category C can match both. Only rows
     * whose inputs changed since the last run are recomputed ({@link #dirty}: per box, the rows narrowed since).
     */
    private boolean transitivity() {
        long[] was = dirtyNow;
        System.arraycopy(dirty, 0, was, 0, dirty.length);
        java.util.Arrays.fill(dirty, 0L);
        for (int a = 0; a < cats; a++) {
            for (int c = a + 1; c < cats; c++) {
                int box = (a * cats + c) * k;
                for (int via = 0; via < cats; via++) {
                    if (via == a || via == c) {
                        continue;
                    }
                    long fromDirty = was[a * cats + via];
                    long viaDirty = was[via * cats + c];
                    if (fromDirty == 0 && viaDirty == 0) {
                        continue;
                    }
                    int viaBox = b + (via * cats + c) * k;
                    int fromBox = b + (a * cats + via) * k;
                    for (int i = 0; i < k; i++) {
                        long from = d[fromBox + i];
                        if ((fromDirty >>> i & 1) == 0 && (from & viaDirty) == 0) {
                            continue;
                        }
                        long through = 0;
                        for (long m = from; m != 0; m &= m - 1) {
                            through |= d[viaBox + Long.numberOfTrailingZeros(m)];
                        }
                        if (restrictCell(box + i, a, c, i, through) == Constraint.FAIL) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    // ---- grid operations used by constraints (on the current level) ----

    /** Narrows row {@code row} (offset within a level) to {@code mask}, keeping the transposed box in step. */
    private int restrictRow(int row, long mask) {
        int i = row % k;
        int box = row / k;
        return restrictCell(row, box / cats, box % cats, i, mask);
    }

    private int restrictCell(int row, int a, int c, int i, long mask) {
        long old = d[b + row];
        long now = old & mask;
        if (now == old) {
            return Constraint.SAME;
        }
        if (now == 0) {
            return Constraint.FAIL;
        }
        d[b + row] = now;
        changed = true;
        dirty[a * cats + c] |= 1L << i;
        dirty[c * cats + a] |= old & ~now;
        boxDirty[a * cats + c] = true;
        boxDirty[c * cats + a] = true;
        long t = clock++;
        stamp[a * k + i] = t;
        int tb = b + (c * cats + a) * k;
        long bit = 1L << i;
        for (long m = old & ~now; m != 0; m &= m - 1) {
            int tz = Long.numberOfTrailingZeros(m);
            stamp[c * k + tz] = t;
            int j = tb + tz;
            long v = d[j] & ~bit;
            if (v == 0) {
                return Constraint.FAIL;
            }
            d[j] = v;
        }
        return Constraint.CHANGED;
    }

    /** The items of category {@code c} that variable x may match (x itself when x is in c). */
    long row(int x, int c) {
        int a = catOf[x];
        if (a == c) {
            return 1L << idxOf[x];
        }
        return d[b + (a * cats + c) * k + idxOf[x]];
    }

    /** The number of categories. */
    int categories() {
        return cats;
    }

    /** Narrows the items of category {@code c} that x may match to {@code mask}. */
    int restrict(int x, int c, long mask) {
        int a = catOf[x];
        if (a == c) {
            return (mask >>> idxOf[x] & 1) != 0 ? Constraint.SAME : Constraint.FAIL;
        }
        return restrictCell((a * cats + c) * k + idxOf[x], a, c, idxOf[x], mask);
    }

    /** Makes x and y the same entity. */
    int match(int x, int y) {
        return restrict(x, catOf[y], 1L << idxOf[y]);
    }

    /** Makes x and y different entities. */
    int differ(int x, int y) {
        if (x == y) {
            return Constraint.FAIL;
        }
        return restrict(x, catOf[y], ~(1L << idxOf[y]));
    }

    /** Whether x and y are known to match ({@link Constraint#TRUE}), known not to, or not known yet. */
    int status(int x, int y) {
        long row = row(x, catOf[y]);
        long bit = 1L << idxOf[y];
        if ((row & bit) == 0) {
            return Constraint.FALSE;
        }
        return row == bit ? Constraint.TRUE : Constraint.UNKNOWN;
    }

    private void record() {
        for (int c = 0; c < cats; c++) {
            for (int e = 0; e < k; e++) {
                int item = c == 0 ? e : Long.numberOfTrailingZeros(d[b + c * k + e]);
                itemOf[c * k + e] = item;
                ent[c * k + item] = e;
            }
        }
        for (Constraint c : active) {
            if (!c.check(ent, itemOf)) {
                return;
            }
        }
        int[][] rows = new int[k][cats];
        for (int e = 0; e < k; e++) {
            for (int c = 0; c < cats; c++) {
                rows[e][c] = itemOf[c * k + e];
            }
        }
        Solution s = Solution.ofRows(rows);
        if (avoid == null || !s.equals(avoid.solution)) {
            found.add(s);
        }
    }

    // ---- compiling clues ----

    private int var(Ref r) {
        Item it = puzzle.resolve(r);
        return it.category() * k + it.index();
    }

    private int[] vars(List<Ref> refs) {
        int[] v = new int[refs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = var(refs.get(i));
        }
        return v;
    }

    private Constraint compile(Clue clue) {
        return clue.accept(new Clue.Visitor<Constraint>() {
            public Constraint match(Clue.Match c) {
                return new Constraint.Match(var(c.a()), var(c.b()));
            }

            public Constraint not(Clue.Not c) {
                return new Constraint.Not(var(c.a()), vars(c.b()));
            }

            public Constraint any(Clue.Any c) {
                int[] xs = new int[c.options().size()];
                int[] ys = new int[xs.length];
                for (int i = 0; i < xs.length; i++) {
                    Pair p = c.options().get(i);
                    xs[i] = var(p.a());
                    ys[i] = var(p.b());
                }
                return new Constraint.Any(xs, ys, c.exclusive());
            }

            public Constraint ifThen(Clue.If c) {
                Pair o = c.otherwise();
                return new Constraint.If(var(c.when().a()), var(c.when().b()), var(c.then().a()),
                        var(c.then().b()), o == null ? -1 : var(o.a()), o == null ? -1 : var(o.b()));
            }

            public Constraint less(Clue.Less c) {
                int[] chain = vars(c.chain());
                int[] xs = new int[chain.length - 1];
                int[] ys = new int[xs.length];
                for (int i = 0; i < xs.length; i++) {
                    xs[i] = chain[i];
                    ys[i] = chain[i + 1];
                }
                return positional(c.by(), xs, ys, (cat, p, q) -> p < q);
            }

            public Constraint offset(Clue.Offset c) {
                return pairOf(c);
            }

            public Constraint next(Clue.Next c) {
                return pairOf(c);
            }

            public Constraint notNext(Clue.NotNext c) {
                return pairOf(c);
            }

            public Constraint distance(Clue.Distance c) {
                return pairOf(c);
            }

            public Constraint pair(Clue.OfTwo c) {
                return new Constraint.OfTwo(var(c.a()), var(c.b()), var(c.c()), var(c.d()));
            }

            public Constraint distinct(Clue.Distinct c) {
                return new Constraint.Distinct(vars(c.refs()), k);
            }

            private Constraint pairOf(Clue.Positional c) {
                return positional(c.by(), new int[] {var(c.a())}, new int[] {var(c.b())}, c::allows);
            }
        });
    }

    /** Whether position q of y may go with position p of x along category cat. */
    private interface Relation {
        boolean allows(Category cat, int p, int q);
    }

    private Constraint positional(String by, int[] xs, int[] ys, Relation relation) {
        int byIndex = puzzle.categoryIndex(by);
        Category cat = puzzle.category(byIndex);
        if (!cat.kind().isOrdered()) {
            throw new IllegalArgumentException("'" + by + "' is categorical, so it cannot order anything");
        }
        long[] rel = new long[k];
        long[] relT = new long[k];
        for (int p = 0; p < k; p++) {
            for (int q = 0; q < k; q++) {
                if (relation.allows(cat, p, q)) {
                    rel[p] |= 1L << q;
                    relT[q] |= 1L << p;
                }
            }
        }
        return new Constraint.Positional(k, byIndex, xs, ys, rel, relT);
    }

    /** Unwinds a search that ran out of nodes; carries no stack trace. */
    private static final class NodeBudgetExceeded extends RuntimeException {
        static final NodeBudgetExceeded INSTANCE = new NodeBudgetExceeded();

        private NodeBudgetExceeded() {
            super(null, null, false, false);
        }
    }
}
