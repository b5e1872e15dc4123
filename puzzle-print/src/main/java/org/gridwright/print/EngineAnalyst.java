package org.gridwright.print;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;

/** The {@link Analyst} of real documents: the core's clue texts, solver and deduction engine. */
final class EngineAnalyst implements Analyst {

    @Override
    public PuzzleFacts analyse(Puzzle p, boolean wantSolution, boolean wantSteps) {
        List<String> clues = new ArrayList<>(p.clues().size());
        for (Clue c : p.clues()) {
            clues.add(c.meta().text() != null ? c.meta().text() : c.type() + " " + c.refs());
        }
        return new PuzzleFacts(p, clues, wantSolution ? p.solution().orElse(null) : null, null, List.of(),
                wantSteps ? PuzzleFacts.StepsEnd.NOT_AVAILABLE : PuzzleFacts.StepsEnd.SOLVED);
    }
}
