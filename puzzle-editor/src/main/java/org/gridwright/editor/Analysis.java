package org.gridwright.editor;

import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/** What the editor learns about a puzzle after each edit: the deduction engine's trace. */
record Analysis(Trace trace) {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    /** Analyses a puzzle snapshot (off the Swing thread); stops with CancelledException when {@code m} says so. */
    static Analysis of(Puzzle p, Monitor m) {
        return new Analysis(ENGINE.solve(p, m).explained()); // the steps' words made here, not on the Swing thread
    }
}
