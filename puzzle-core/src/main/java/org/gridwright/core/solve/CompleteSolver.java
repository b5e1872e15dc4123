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
        if (cp.noClueEnabled()) {
            return withoutClues(cp.puzzle().categoryCount(), cp.puzzle().size());
        }
        int count = cp.countSolutions(2, m);
        return verdict(cp, count);
    }

    /**
     * The verdict of the enabled clues within a work budget, or null when the budget ran out first. The budget is
     * counted in grid rows visited ({@link CompiledPuzzle#nodeWork()} per search node), so it means about the same
     * time on a 5×5 as on a 20×64 grid.
     */
    public static Verdict verdict(CompiledPuzzle cp, long work, Monitor m) {
        if (cp.noClueEnabled()) {
            return withoutClues(cp.puzzle().categoryCount(), cp.puzzle().size());
        }
        int count = cp.countSolutions(2, nodes(cp, work), m);
        return count < 0 ? null : verdict(cp, count);
    }

    /** The search nodes {@code work} buys on {@code cp}; at least one. */
    private static long nodes(CompiledPuzzle cp, long work) {
        return Math.max(1, work / Math.max(1, cp.nodeWork()));
    }

    /**
     * The verdict of a grid without clues, told without a search: every assignment is a solution, so it is
     * multiple, with the assignment matching item i of every category and the same with two items of the last
     * category swapped.
     */
    private static Verdict withoutClues(int categories, int size) {
        int[][] a = new int[size][categories];
        int[][] b = new int[size][categories];
        for (int e = 0; e < size; e++) {
            java.util.Arrays.fill(a[e], e);
            java.util.Arrays.fill(b[e], e);
        }
        b[0][categories - 1] = 1;
        b[1][categories - 1] = 0;
        return Verdict.multiple(org.gridwright.core.model.Solution.ofRows(a),
                org.gridwright.core.model.Solution.ofRows(b));
    }

    private static Verdict verdict(CompiledPuzzle cp, int count) {
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

    /**
     * As {@link #conflict(Puzzle, Monitor)} within a work budget for the whole filter (counted as in
     * {@link #verdict(CompiledPuzzle, long, Monitor)}), or null when it ran out first.
     */
    public static List<Integer> conflict(Puzzle p, long work, Monitor m) {
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        long left = nodes(cp, work);
        int c = cp.countSolutions(1, left, m);
        if (c < 0) {
            return null;
        }
        if (c > 0) {
            return List.of();
        }
        left -= cp.nodes();
        int total = cp.clueCount();
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            m.progress(i, total, null);
            cp.setEnabled(i, false);
            c = left < 1 ? -1 : cp.countSolutions(1, left, m);
            if (c < 0) {
                return null;
            }
            left -= cp.nodes();
            if (c > 0) {
                cp.setEnabled(i, true);
                kept.add(i);
            }
        }
        return List.copyOf(kept);
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
