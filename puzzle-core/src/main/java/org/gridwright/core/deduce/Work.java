package org.gridwright.core.deduce;

import org.gridwright.core.task.Monitor;

/**
 * The trial work one solve may spend, and the caller's monitor, shared by the run and every trial nested in it.
 * A unit of trial work is one round of a run inside a trial (one pass of the easier techniques over a trial grid,
 * which either writes a step or ends the trial); a trial decided at once by a closure pays one round for every two
 * marks it writes ({@link Contradiction.Mirror#MARKS_PER_ROUND}). Counting work, never time, keeps a trace the same on any machine.
 * Mutable, and owned by one solve on one thread.
 */
final class Work {
    /**
     * Grid cells a round costs one unit for: every grid the generator makes (up to 12×8, 10×10, 5×20: at most
     * 4,750 cells) counts one unit a round, so their traces and ratings are what they were; a larger grid counts
     * more, in proportion, so that the budget bounds the time on a 20×64 grid as on an 8×8.
     */
    static final long CELLS_PER_UNIT = 8192;

    private final Monitor monitor;
    private final int budget;
    private final int unit;
    private final boolean byClosure;
    private int spent;
    private boolean ranOut;

    Work(Monitor monitor, int budget) {
        this(monitor, budget, 1);
    }

    Work(Monitor monitor, int budget, int unit) {
        this(monitor, budget, unit, true);
    }

    /**
     * @param byClosure whether the trials of the solve's own grid are decided by a {@link Closure} of the easier
     *                  techniques (the same verdicts); false only to check that against following them step by step
     */
    Work(Monitor monitor, int budget, int unit, boolean byClosure) {
        this.monitor = monitor;
        this.budget = budget;
        this.unit = unit;
        this.byClosure = byClosure;
    }

    /** Whether the trials of the solve's own grid are decided by a closure of the easier techniques. */
    boolean byClosure() {
        return byClosure;
    }

    /** No budget to spend, the same monitor: for following again a trial already decided. */
    Work unbounded() {
        return new Work(monitor, Integer.MAX_VALUE, unit, byClosure);
    }

    /** The units a round costs on a grid of {@code categories} × {@code size}: its cells over {@link #CELLS_PER_UNIT}. */
    static int unit(int categories, int size) {
        long cells = (long) categories * (categories - 1) / 2 * size * size;
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, cells / CELLS_PER_UNIT));
    }

    /** Throws {@link org.gridwright.core.task.CancelledException} when the caller asked to stop. */
    void checkCancelled() {
        monitor.checkCancelled();
    }

    /**
     * Takes one round of trial work (one unit, or more on a grid larger than {@link #CELLS_PER_UNIT} cells),
     * checking for cancellation first.
     *
     * @return false when the budget is spent (the trial must give up without a conclusion)
     */
    boolean take() {
        monitor.checkCancelled();
        if (spent > budget - unit) {
            ranOut = true;
            return false;
        }
        spent += unit;
        return true;
    }

    /**
     * Takes {@code rounds} rounds of trial work at once (a trial decided all at once by a closure, one round for each
     * mark it wrote), checking for cancellation first.
     *
     * @return false when the budget does not hold them: what is left is spent, as rounds taken one at a time would
     *         have spent it, and the trial must give up without a conclusion
     */
    boolean take(int rounds) {
        monitor.checkCancelled();
        long cost = (long) rounds * unit;
        if (spent > budget - cost) {
            spent = Math.max(spent, budget - unit + 1);
            ranOut = true;
            return false;
        }
        spent += (int) cost;
        return true;
    }

    /** True once a trial was refused for want of budget: from then on, no trial concludes anything. */
    boolean ranOut() {
        return ranOut;
    }

    int spent() {
        return spent;
    }
}
