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
    private final TechniqueSet techniques;

    /** An engine with the default techniques. */
    public DeductionEngine() {
        this(TechniqueSet.defaults());
    }

    public DeductionEngine(TechniqueSet techniques) {
        this.techniques = Objects.requireNonNull(techniques, "techniques");
    }

    public TechniqueSet techniques() {
        return techniques;
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
     * @throws org.gridwright.core.task.CancelledException when {@code m} asks to stop
     */
    public Trace solve(Puzzle p, Grid start, Monitor m) {
        checkShape(p, start);
        Board board = Board.of(start);
        Context ctx = new Context(p, board, new Names(p), 0);
        List<Step> steps = new ArrayList<>();
        Outcome o = Run.run(ctx, techniques.techniques(), steps::add, m);
        return new Trace(steps, o, board.toGrid(), techniques.rate(steps), start);
    }

    /** The next step from {@code grid} (a hint), or null when the techniques find nothing. */
    public Step next(Puzzle p, Grid grid) {
        checkShape(p, grid);
        Context ctx = new Context(p, Board.of(grid), new Names(p), 0);
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
