package org.gridwright.core.deduce;

import org.gridwright.core.task.Monitor;

/**
 * The trial work one solve may spend, and the caller's monitor, shared by the run and every trial nested in it.
 * A unit of trial work is one round of a run inside a trial (one pass of the easier techniques over a trial grid,
 * which either writes a step or ends the trial). Counting work, never time, keeps a trace the same on any machine.
 * Mutable, and owned by one solve on one thread.
 */
final class Work {
    private final Monitor monitor;
    private final int budget;
    private int spent;
    private boolean ranOut;

    Work(Monitor monitor, int budget) {
        this.monitor = monitor;
        this.budget = budget;
    }

    /** Throws {@link org.gridwright.core.task.CancelledException} when the caller asked to stop. */
    void checkCancelled() {
        monitor.checkCancelled();
    }

    /**
     * Takes one unit of trial work, checking for cancellation first.
     *
     * @return false when the budget is spent (the trial must give up without a conclusion)
     */
    boolean take() {
        monitor.checkCancelled();
        if (spent >= budget) {
            ranOut = true;
            return false;
        }
        spent++;
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
