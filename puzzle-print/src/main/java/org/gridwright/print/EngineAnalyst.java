package org.gridwright.print;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.MarkChange;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.ClueText;

/**
 * The {@link Analyst} of real documents: clue texts from {@link ClueText} (the author's wording, else generated),
 * the difficulty and the steps from the {@link DeductionEngine}, and the solution the deduction reaches (else the
 * {@link CompleteSolver}'s, if unique). A deduction that takes longer than {@link #BUDGET} is given up: the document then shows
 * no difficulty and says the steps are not available.
 */
final class EngineAnalyst implements Analyst {
    /** How long the deduction of one puzzle may take before the document goes without it. */
    static final Duration BUDGET = Duration.ofSeconds(10);

    private final DeductionEngine engine = new DeductionEngine();

    /** A monitor that asks to stop once a moment has passed. */
    private record Deadline(long nanos) implements Monitor {
        @Override
        public void progress(long done, long total, String message) {
        }

        @Override
        public boolean isCancelled() {
            return System.nanoTime() - nanos > 0;
        }
    }

    @Override
    public PuzzleFacts analyse(Puzzle p, boolean wantSolution, boolean wantSteps) {
        List<String> clues = ClueText.all(p);
        Trace trace;
        try {
            trace = engine.solve(p, new Deadline(System.nanoTime() + BUDGET.toNanos()));
        } catch (CancelledException e) {
            return new PuzzleFacts(p, clues, wantSolution ? p.solution().orElse(null) : null, null, List.of(),
                    wantSteps ? PuzzleFacts.StepsEnd.TOO_LONG : PuzzleFacts.StepsEnd.SOLVED);
        }
        Level level = trace.difficulty().level();
        // a rating is only meaningful for a deduction that finished
        PuzzleFacts.Level shown = trace.solved()
                ? new PuzzleFacts.Level(level.code(), level.ordinal() + 1, Level.values().length) : null;
        Solution solution = wantSolution ? solution(p, trace) : null;
        List<PuzzleFacts.StepFacts> steps = new ArrayList<>();
        PuzzleFacts.StepsEnd end = PuzzleFacts.StepsEnd.SOLVED;
        if (wantSteps) {
            Grid.Builder g = trace.start().toBuilder();
            for (Step s : trace.steps()) {
                List<PuzzleFacts.MarkFact> marks = new ArrayList<>(s.marks().size());
                for (MarkChange m : s.marks()) {
                    marks.add(new PuzzleFacts.MarkFact(m.a(), m.b(), m.value()));
                    g.set(m.a(), m.b(), m.value());
                }
                steps.add(new PuzzleFacts.StepFacts(s.text(), marks, g.build()));
            }
            end = switch (trace.outcome()) {
                case SOLVED -> PuzzleFacts.StepsEnd.SOLVED;
                case STUCK -> PuzzleFacts.StepsEnd.STUCK;
                case CONTRADICTION -> PuzzleFacts.StepsEnd.CONTRADICTION;
            };
        }
        return new PuzzleFacts(p, clues, solution, shown, steps, end);
    }

    /**
     * The solution to print: the one the deduction reached, else the complete solver's if it is unique; null when the
     * clues have no unique solution. If the solver runs out of time, the solution the puzzle carries.
     */
    private static Solution solution(Puzzle p, Trace trace) {
        if (trace.solved()) {
            return solutionOf(trace.grid());
        }
        try {
            Verdict v = CompleteSolver.solve(p, new Deadline(System.nanoTime() + BUDGET.toNanos()));
            return v.status() == Status.UNIQUE ? v.solution() : null;
        } catch (CancelledException e) {
            return p.solution().orElse(null);
        }
    }

    /** The solution a complete grid shows: for each item of the first category, its match in every other. */
    static Solution solutionOf(Grid g) {
        int k = g.size();
        int[][] rows = new int[k][g.categories()];
        for (int e = 0; e < k; e++) {
            rows[e][0] = e;
            for (int c = 1; c < g.categories(); c++) {
                rows[e][c] = -1;
                for (int j = 0; j < k; j++) {
                    if (g.get(new Item(0, e), new Item(c, j)) == Mark.YES) {
                        rows[e][c] = j;
                    }
                }
            }
        }
        return Solution.ofRows(rows);
    }
}
