package org.gridwright.core.solve;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * Which clues a puzzle needs: the redundant clues of a unique puzzle (each could go and the puzzle would stay
 * unique), and a smallest-by-deletion conflicting set around a chosen clue of a contradictory one.
 */
public final class ClueNeeds {
    private ClueNeeds() {
    }

    /**
     * The clues of a unique puzzle whose removal alone keeps it unique (0-based, ascending). Each is judged on its
     * own: two redundant clues may not both be removable.
     *
     * @throws IllegalArgumentException when the puzzle does not have exactly one solution
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public static List<Integer> redundant(Puzzle p, Monitor m) {
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        if (cp.countSolutions(2, m) != 1) {
            throw new IllegalArgumentException("the puzzle does not have exactly one solution");
        }
        int total = cp.clueCount();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            m.progress(i, total, null);
            cp.setEnabled(i, false);
            if (cp.countSolutions(2, m) == 1) {
                out.add(i);
            }
            cp.setEnabled(i, true);
        }
        return List.copyOf(out);
    }

    /**
     * A minimal set of clues that together have no solution and, when there is such a set, contain clue
     * {@code keep} (the one the author edited last): 0-based indices, ascending; empty when the puzzle has a
     * solution. Found by a deletion filter that tries every other clue first and {@code keep} last, so {@code keep}
     * is dropped only when the conflict does not need it. Minimal: dropping any one clue of the set leaves clues
     * that have a solution.
     *
     * @throws IndexOutOfBoundsException when {@code keep} is not a clue of the puzzle
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public static List<Integer> conflictWith(Puzzle p, int keep, Monitor m) {
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        int total = cp.clueCount();
        if (keep < 0 || keep >= total) {
            throw new IndexOutOfBoundsException("no clue " + (keep + 1));
        }
        if (cp.countSolutions(1, m) > 0) {
            return List.of();
        }
        for (int step = 0; step < total; step++) {
            m.progress(step, total, null);
            int i = step < keep ? step : step + 1;
            if (step == total - 1) {
                i = keep;
            }
            cp.setEnabled(i, false);
            if (cp.countSolutions(1, m) > 0) {
                cp.setEnabled(i, true);
            }
        }
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            if (cp.isEnabled(i)) {
                kept.add(i);
            }
        }
        return List.copyOf(kept);
    }
}
