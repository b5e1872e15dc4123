package org.gridwright.core.deduce;

import java.util.List;
import java.util.Objects;
import org.gridwright.core.model.Grid;

/**
 * The record of one deduction run: its steps in order, how it ended, the grid at the end and the difficulty.
 * {@code grid} is the grid after the last step, starting from the grid the run began on ({@link #start()}).
 * {@code trialWork} is the trial work the run spent (see {@link DeductionEngine#DEFAULT_TRIAL_BUDGET});
 * {@code outOfBudget} says the run refused a trial because its budget was spent, so a STUCK outcome may be the
 * budget's rather than the techniques'.
 */
public record Trace(List<Step> steps, Outcome outcome, Grid grid, Difficulty difficulty, Grid start, int trialWork,
        boolean outOfBudget) {
    public Trace {
        steps = List.copyOf(steps);
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(start, "start");
    }

    /** A trace of a run that spent no trial work. */
    public Trace(List<Step> steps, Outcome outcome, Grid grid, Difficulty difficulty, Grid start) {
        this(steps, outcome, grid, difficulty, start, 0, false);
    }

    /** A trace of a run that began on the empty grid. */
    public Trace(List<Step> steps, Outcome outcome, Grid grid, Difficulty difficulty) {
        this(steps, outcome, grid, difficulty, Grid.empty(grid.categories(), grid.size()));
    }

    /** The grid after step {@code stepIndex} (0-based); -1 gives the grid the run began on. */
    public Grid gridAfter(int stepIndex) {
        if (stepIndex < -1 || stepIndex >= steps.size()) {
            throw new IndexOutOfBoundsException("step " + stepIndex + " of " + steps.size());
        }
        Grid.Builder b = start.toBuilder();
        for (int i = 0; i <= stepIndex; i++) {
            for (MarkChange m : steps.get(i).marks()) {
                b.set(m.a(), m.b(), m.value());
            }
        }
        return b.build();
    }

    /**
     * Makes every step's explanation now (a trial's or forcing chain's is otherwise made when first asked for), for
     * a caller whose reader must not wait for it: the workbench traces off the Swing thread and shows the steps on
     * it. Returns this trace.
     */
    public Trace explained() {
        for (Step s : steps) {
            s.messageKey();
        }
        return this;
    }

    public boolean solved() {
        return outcome == Outcome.SOLVED;
    }
}
