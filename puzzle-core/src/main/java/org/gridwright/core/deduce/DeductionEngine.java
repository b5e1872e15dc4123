package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * Solves a puzzle as a person would: the techniques of its {@link TechniqueSet} are tried easiest first, the first
 * deduction found is applied and recorded, and the search restarts from the easiest, until the grid is complete
 * ({@link Outcome#SOLVED}), nothing more is found ({@link Outcome#STUCK}) or the grid is impossible
 * ({@link Outcome#CONTRADICTION}). Stateless and safe to share between threads.
 */
public final class DeductionEngine {
    /**
     * The trial work one solve may spend by default: rounds of the easier techniques on trial grids, summed over
     * every contradiction step tried in the solve, nested trials included. Enough for every real puzzle of the
     * corpus many times over; small enough that a puzzle of 8×8 with many solutions ends in well under a second.
     */
    public static final int DEFAULT_TRIAL_BUDGET = 20_000;

    private final TechniqueSet techniques;
    private final int trialBudget;
    /**
     * Whether the trials of the solve's own grid are decided by a {@link Closure} of the easier techniques (the same
     * verdicts, much faster); false only in tests, to check that against following every assumption step by step.
     */
    private final boolean byClosure;

    /** An engine with the default techniques. */
    public DeductionEngine() {
        this(TechniqueSet.defaults());
    }

    public DeductionEngine(TechniqueSet techniques) {
        this(techniques, DEFAULT_TRIAL_BUDGET);
    }

    /**
     * @param trialBudget the trial work one solve may spend (see {@link #DEFAULT_TRIAL_BUDGET}); when it is spent,
     *                    no further contradiction step is found and the trace ends {@link Outcome#STUCK} unless
     *                    the easier techniques finish it. Counted in work, not time, so traces are reproducible.
     */
    public DeductionEngine(TechniqueSet techniques, int trialBudget) {
        this(techniques, trialBudget, true);
    }

    private DeductionEngine(TechniqueSet techniques, int trialBudget, boolean byClosure) {
        this.techniques = Objects.requireNonNull(techniques, "techniques");
        if (trialBudget < 0) {
            throw new IllegalArgumentException("trial budget " + trialBudget);
        }
        this.trialBudget = trialBudget;
        this.byClosure = byClosure;
    }

    /** The same engine following every assumption of its trials step by step, as it did before closures. */
    DeductionEngine followingEveryAssumption() {
        return new DeductionEngine(techniques, trialBudget, false);
    }

    /** The same techniques with another trial budget. */
    public DeductionEngine withTrialBudget(int budget) {
        return new DeductionEngine(techniques, budget, byClosure);
    }

    public TechniqueSet techniques() {
        return techniques;
    }

    public int trialBudget() {
        return trialBudget;
    }

    public Trace solve(Puzzle p) {
        return solve(p, Monitor.NONE);
    }

    public Trace solve(Puzzle p, Monitor m) {
        return solve(p, Grid.empty(p.categoryCount(), p.size()), m);
    }

    /**
     * Continues from marks already on a grid (a reader's partial solution, or a technique example).
     *
     * {@code m} is asked at every round of the run and of every trial inside it.
     *
     * @throws org.gridwright.core.task.CancelledException when {@code m} asks to stop
     */
    public Trace solve(Puzzle p, Grid start, Monitor m) {
        return solve(p, start, m, true, true);
    }

    /**
     * The difficulty of {@link #solve(Puzzle, Grid, Monitor)}'s trace when it ends solved, else empty: the same
     * steps are found and the same budget spent, but the explanations of trials and forcing chains, which nobody
     * reads here, are not made (the generator asks this of every clue it tries to drop).
     *
     * @throws org.gridwright.core.task.CancelledException when {@code m} asks to stop
     */
    public java.util.Optional<Difficulty> rateIfSolved(Puzzle p, Grid start, Monitor m) {
        Trace t = solve(p, start, m, false, false);
        return t.solved() ? java.util.Optional.of(t.difficulty()) : java.util.Optional.empty();
    }

    /**
     * Whether {@link #solve(Puzzle, Grid, Monitor)} ends solved: the same verdict, the same trial work spent, for
     * less time. The techniques a {@link Closure} applies, when they come first, are applied by one to their fixpoint
     * (the grid the solve reaches with them step by step before it tries anything harder, and it spends no trial
     * work there); the others (forcing chains, trials) are tried as the solve tries them, in order, on that same grid,
     * and the first step found is written and the closure run again. No step's explanation and no trace is made
     * (the generator asks this of every puzzle it rates expert).
     *
     * @throws org.gridwright.core.task.CancelledException when {@code m} asks to stop
     */
    public boolean solves(Puzzle p, Grid start, Monitor m) {
        checkShape(p, start);
        TechniqueSet closing = closingFirst();
        if (closing == null) {
            return rateIfSolved(p, start, m).isPresent();
        }
        Closure closure = Closure.of(p, closing);
        for (org.gridwright.core.model.Clue c : p.clues()) {
            closure.add(c);
        }
        boolean[] on = new boolean[closure.clueCount()];
        java.util.Arrays.fill(on, true);
        return solves(p, closure.of(on), Board.of(start), m);
    }

    /**
     * As {@link #solves(Puzzle, Grid, Monitor)} from {@code start}, the grid of a {@link Closure} made with
     * {@link Closure#applicable} of this engine's techniques whose clues on are {@code p}'s (in any order): the
     * grid the solve reaches before anything harder, taken as it is (the caller's state is not changed).
     *
     * @throws org.gridwright.core.task.CancelledException when {@code m} asks to stop
     */
    public boolean solves(Puzzle p, Closure.State start, Monitor m) {
        if (closingFirst() == null) {
            return rateIfSolved(p, start.toGrid(), m).isPresent();
        }
        Board board = new Board(p.categoryCount(), p.size());
        written(start, board);
        return solves(p, start.copy(), board, m);
    }

    /**
     * The techniques a closure applies, when they come first in this engine's order (then the solve applies them
     * step by step to their fixpoint before it tries any other); else null.
     */
    private TechniqueSet closingFirst() {
        TechniqueSet closing = Closure.applicable(techniques);
        List<Technique> all = techniques.techniques();
        for (int t = 0; t < closing.infos().size(); t++) {
            if (!all.get(t).id().equals(closing.infos().get(t).id())) {
                return null;
            }
        }
        return closing;
    }

    private boolean solves(Puzzle p, Closure.State state, Board board, Monitor m) {
        Work work = new Work(Objects.requireNonNull(m, "monitor"), trialBudget,
                Work.unit(p.categoryCount(), p.size()), byClosure);
        Context ctx = new Context(p, board, new Names(p), 0, work, false, false);
        List<Technique> all = techniques.techniques();
        List<Technique> rest = all.subList(Closure.applicable(techniques).infos().size(), all.size());
        while (true) {
            work.checkCancelled();
            // the board's marks into the closure's grid and back: the fixpoint of both, as the solve reaches it
            if (board.broken()) {
                return false;
            }
            state.take(board);
            if (state.contradiction()) {
                return false;
            }
            written(state, board);
            if (board.broken()) {
                return false;
            }
            if (state.complete()) {
                return board.complete();
            }
            Step found = null;
            for (int t = 0; t < rest.size() && found == null; t++) {
                found = rest.get(t).find(ctx);
            }
            if (found == null) {
                return false;
            }
            Run.apply(board, found);
            if (ctx.conflict()) {
                return false;
            }
        }
    }

    /** Writes on {@code board} every mark of {@code state} it lacks. */
    private static void written(Closure.State state, Board b) {
        long[] ruled = state.ruledOut();
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    int j = state.partner(c1, i, c2);
                    if (j >= 0 && b.yes(c1, i, c2) == 0) {
                        b.set(c1, i, c2, j, org.gridwright.core.model.Mark.YES);
                    }
                    for (long n = ruled[b.word(c1, i, c2)] & b.possible(c1, i, c2); n != 0; n &= n - 1) {
                        b.set(c1, i, c2, Long.numberOfTrailingZeros(n), org.gridwright.core.model.Mark.NO);
                    }
                }
            }
        }
    }

    /**
     * A solve, its trials' and forcing chains' steps explained or ({@code worded} false) not; explained on first
     * request ({@code lazy}, as {@link #solve(Puzzle, Grid, Monitor)} does) or at once.
     */
    Trace solve(Puzzle p, Grid start, Monitor m, boolean worded, boolean lazy) {
        checkShape(p, start);
        Board board = Board.of(start);
        Work work = new Work(Objects.requireNonNull(m, "monitor"), trialBudget,
                Work.unit(p.categoryCount(), p.size()), byClosure);
        Context ctx = new Context(p, board, new Names(p), 0, work, worded, lazy);
        List<Step> steps = new ArrayList<>();
        TechniqueSet.Rating rating = techniques.rating();
        Outcome o = Run.run(ctx, techniques.techniques(), s -> {
            steps.add(s);
            rating.accept(s);
        });
        ctx.release();
        return new Trace(steps, o, board.toGrid(), rating.difficulty(), start, work.spent(), work.ranOut());
    }

    /** The next step from {@code grid} (a hint), or null when the techniques find nothing (within the budget). */
    public Step next(Puzzle p, Grid grid) {
        checkShape(p, grid);
        Context ctx = new Context(p, Board.of(grid), new Names(p), 0, new Work(Monitor.NONE, trialBudget,
                Work.unit(p.categoryCount(), p.size())));
        for (Technique t : techniques.techniques()) {
            Step s = t.find(ctx);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private static void checkShape(Puzzle p, Grid g) {
        if (g.categories() != p.categoryCount() || g.size() != p.size()) {
            throw new IllegalArgumentException("the grid is " + g.categories() + "×" + g.size() + ", the puzzle "
                    + p.categoryCount() + "×" + p.size());
        }
    }
}
