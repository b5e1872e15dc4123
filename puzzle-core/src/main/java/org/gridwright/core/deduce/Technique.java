package org.gridwright.core.deduce;

/**
 * One way a person deduces marks. A technique looks at the current grid (and, for a clue family, the clues of its
 * type) and returns the first deduction it can make that writes at least one new mark, or null. It never changes
 * the grid itself; the engine applies the step. Its level, score and place in the order are data
 * ({@code techniques.csv}), not code.
 */
interface Technique {

    /** The stable id, as in {@code techniques.csv} and in {@link Step#technique()}. */
    String id();

    /** The first new deduction on {@code ctx}'s grid, or null when there is none. */
    Step find(Context ctx);
}
