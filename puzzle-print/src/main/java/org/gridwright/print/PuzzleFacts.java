package org.gridwright.print;

import java.util.List;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * Everything a document shows about one puzzle, worked out before layout: the clue texts, the solution (null when
 * there is none to show), the difficulty (null when unknown) and the deduction steps (empty unless asked for).
 */
record PuzzleFacts(Puzzle puzzle, List<String> clues, Solution solution, Level level, List<StepFacts> steps,
        StepsEnd stepsEnd, List<KeyFacts> keys) {

    PuzzleFacts {
        clues = List.copyOf(clues);
        steps = List.copyOf(steps);
        keys = List.copyOf(keys);
    }

    /** Without key steps (a key-steps appendix then shows the whole trace). */
    PuzzleFacts(Puzzle puzzle, List<String> clues, Solution solution, Level level, List<StepFacts> steps,
            StepsEnd stepsEnd) {
        this(puzzle, clues, solution, level, steps, stepsEnd, List.of());
    }

    /**
     * One key step of the deduction, as puzzle-core's {@code KeySteps.of(Trace)} makes it (the same key steps as
     * {@code solve --key} and the editor show): its words, every mark it writes, the grid after it, and how many
     * steps of the trace it holds.
     */
    record KeyFacts(String text, List<MarkFact> marks, Grid after, int traceSteps) {
        KeyFacts {
            marks = List.copyOf(marks);
        }
    }

    /** A difficulty shown as stars out of {@code outOf} and a level name key. */
    record Level(String code, int stars, int outOf) {
    }

    /** One deduction step: its words, the marks it wrote, the grid after it, and its technique id (or null). */
    record StepFacts(String text, List<MarkFact> marks, Grid after, String technique) {
        StepFacts {
            marks = List.copyOf(marks);
        }

        StepFacts(String text, List<MarkFact> marks, Grid after) {
            this(text, marks, after, null);
        }
    }

    /** A mark a step wrote. */
    record MarkFact(Item a, Item b, Mark value) {
    }

    /** How the deduction ended. */
    enum StepsEnd {
        SOLVED, STUCK, CONTRADICTION, NOT_AVAILABLE, TOO_LONG
    }
}
