package org.gridwright.core.solve;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * The referee: decides whether a puzzle has exactly one solution, several or none, by complete search over the
 * compiled puzzle ({@link CompiledPuzzle}). Works for every valid puzzle of {@code gridwright/1}.
 */
public final class CompleteSolver {
    private CompleteSolver() {
    }

    /** Unique (with the solution), multiple (with two differing solutions) or contradictory. */
    public static Verdict solve(Puzzle p) {
        return solve(p, Monitor.NONE);
    }

    /**
     * As {@link #solve(Puzzle)}, stopping when the monitor cancels.
     *
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public static Verdict solve(Puzzle p, Monitor m) {
        return verdict(CompiledPuzzle.of(p), m);
    }

    /** The verdict of the enabled clues of a compiled puzzle. */
    public static Verdict verdict(CompiledPuzzle cp, Monitor m) {
        int count = cp.countSolutions(2, m);
        List<org.gridwright.core.model.Solution> s = cp.solutions();
        return switch (count) {
            case 0 -> Verdict.contradictory();
            case 1 -> Verdict.unique(s.get(0));
            default -> Verdict.multiple(s.get(0), s.get(1));
        };
    }

    /**
     * A minimal set of clues that together have no solution: 0-based clue indices, ascending; empty when the
     * puzzle has a solution. Minimal means dropping any one of them leaves clues that have a solution (the categories
     * alone always do). Found by a deletion filter: each clue in turn is dropped for good when the rest still
     * conflict.
     */
    public static List<Integer> conflict(Puzzle p) {
        return conflict(p, Monitor.NONE);
    }

    /** As {@link #conflict(Puzzle)}, stopping when the monitor cancels. */
    public static List<Integer> conflict(Puzzle p, Monitor m) {
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        if (cp.countSolutions(1, m) > 0) {
            return List.of();
        }
        int total = cp.clueCount();
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            m.progress(i, total, null);
            cp.setEnabled(i, false);
            if (cp.countSolutions(1, m) > 0) {
                cp.setEnabled(i, true);
                kept.add(i);
            }
        }
        return List.copyOf(kept);
    }
}
