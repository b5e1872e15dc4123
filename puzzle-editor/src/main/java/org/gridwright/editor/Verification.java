package org.gridwright.editor;

import java.util.List;
import java.util.Optional;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.ClueNeeds;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.Monitor;

/**
 * The complete solver's verdict on a puzzle snapshot (the {@code puzzle}); for a puzzle with more than one solution the intended one (the
 * file's, when it still is a solution, else the first found) and a second, different one; for a contradictory
 * puzzle the clues that conflict (a minimal set, 0-based, holding the clue edited last when the conflict needs it).
 */
record Verification(Puzzle puzzle, Verdict verdict, List<Integer> conflict, Solution intended, Solution second) {
    Verification {
        conflict = List.copyOf(conflict);
    }


    /** Verifies a snapshot (off the Swing thread); stops with CancelledException when {@code m} says so. */
    static Verification of(Puzzle p, Monitor m) {
        return of(p, -1, m);
    }

    /**
     * As {@link #of(Puzzle, Monitor)}, the conflict of a contradictory puzzle found around clue {@code lastEdited}
     * (0-based; -1 or out of range: any minimal conflict).
     */
    static Verification of(Puzzle p, int lastEdited, Monitor m) {
        Verdict v = CompleteSolver.solve(p, m);
        return switch (v.status()) {
            case UNIQUE -> new Verification(p, v, List.of(), v.solution(), null);
            case CONTRADICTORY -> new Verification(p, v, lastEdited >= 0 && lastEdited < p.clues().size()
                    ? ClueNeeds.conflictWith(p, lastEdited, m) : CompleteSolver.conflict(p, m), null, null);
            case MULTIPLE -> {
                Solution a = v.witnesses().get(0);
                Solution b = v.witnesses().get(1);
                Optional<Solution> file = p.solution().filter(s -> CompiledPuzzle.of(p).satisfies(s.rows()));
                if (file.isEmpty() || file.get().equals(a)) {
                    yield new Verification(p, v, List.of(), a, b);
                }
                yield new Verification(p, v, List.of(), file.get(), file.get().equals(b) ? a : b);
            }
        };
    }

    boolean multiple() {
        return verdict.status() == Status.MULTIPLE;
    }
}
