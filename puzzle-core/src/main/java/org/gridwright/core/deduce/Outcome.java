package org.gridwright.core.deduce;

/** How a deduction run ended. */
public enum Outcome {
    /** Every cell of the grid is marked. */
    SOLVED,
    /** No technique of the set finds anything more. */
    STUCK,
    /** The clues contradict each other or the grid (the puzzle has no solution). */
    CONTRADICTION
}
