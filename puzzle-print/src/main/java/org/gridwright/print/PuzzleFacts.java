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
     * {@code solve --key} and the editor show): the words of its deciding step, the clues (1-based) its groundwork
     * used before it, every mark it writes, the grid after it, and how many steps of the trace it holds. A printed
     * key step is the deciding step's words and the matches it makes; the groundwork is named by its clues.
     */
    record KeyFacts(String deciding, List<Integer> groundClues, List<MarkFact> marks, Grid after, int traceSteps) {
        KeyFacts {
            groundClues = List.copyOf(groundClues);
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
