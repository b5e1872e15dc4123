package org.gridwright.print;

import org.gridwright.core.model.Puzzle;

/** Works out the {@link PuzzleFacts} of a puzzle before layout: clue texts, solution, difficulty and steps. */
interface Analyst {

    /**
     * @param wantSolution whether the solution is needed (else it may be left out)
     * @param wantSteps    whether the deduction steps are needed (else they may be left out)
     */
    PuzzleFacts analyse(Puzzle p, boolean wantSolution, boolean wantSteps);
}
