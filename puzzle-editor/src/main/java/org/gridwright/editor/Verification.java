package org.gridwright.editor;

import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.Monitor;

/**
 * The complete solver's verdict on a puzzle snapshot, and for a contradictory puzzle the clues that conflict (a
 * minimal set, 0-based).
 */
record Verification(Verdict verdict, List<Integer> conflict) {
    Verification {
        conflict = List.copyOf(conflict);
    }

    /** Verifies a snapshot (off the Swing thread); stops with CancelledException when {@code m} says so. */
    static Verification of(Puzzle p, Monitor m) {
        Verdict v = CompleteSolver.solve(p, m);
        return new Verification(v, v.status() == Status.CONTRADICTORY ? CompleteSolver.conflict(p, m) : List.of());
    }
}
