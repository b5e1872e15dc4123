package org.gridwright.print;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.KeyStep;
import org.gridwright.core.deduce.KeySteps;
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
 * {@link CompleteSolver}'s, if unique). A deduction that needs more than {@link #BUDGET} units of work is given up:
 * the document then shows no difficulty and says the steps are not available. Work is counted, never timed, so the
 * same puzzle always prints the same document, on any machine and under any load.
 */
final class EngineAnalyst implements Analyst {
    /**
     * The work the deduction (and, separately, the complete solver) of one puzzle may do: this many checks of the
     * monitor, which the engine makes once per deduction round or trial round (its own trial budget is 20,000 rounds,
     * and a puzzle up to 8×8 has fewer than 2,000 cells to settle); the complete solver, which checks once per 1,024
     * search nodes, gets a tenth of it. The budget is there for pathological input, not for real puzzles.
     */
    static final long BUDGET = 50_000;

    private final DeductionEngine engine = new DeductionEngine();
    private final long budget;

    EngineAnalyst() {
        this(BUDGET);
    }

    /** An analyst with another work budget (tests give a tiny one to see the over-budget path). */
    EngineAnalyst(long budget) {
        this.budget = budget;
    }

    /** A monitor that asks to stop once it has been asked {@code left} times: a counted, not timed, budget. */
    static final class WorkBudget implements Monitor {
        private long left;

        WorkBudget(long units) {
            this.left = units;
        }

        @Override
        public void progress(long done, long total, String message) {
        }

        @Override
        public boolean isCancelled() {
            return --left < 0;
        }
    }

    @Override
    public PuzzleFacts analyse(Puzzle p, boolean wantSolution, boolean wantSteps) {
        List<String> clues = ClueText.all(p);
        Trace trace;
        try {
            trace = engine.solve(p, new WorkBudget(budget));
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
        List<PuzzleFacts.KeyFacts> keys = new ArrayList<>();
        PuzzleFacts.StepsEnd end = PuzzleFacts.StepsEnd.SOLVED;
        if (wantSteps) {
            Grid.Builder g = trace.start().toBuilder();
            for (Step s : trace.steps()) {
                List<PuzzleFacts.MarkFact> marks = new ArrayList<>(s.marks().size());
                for (MarkChange m : s.marks()) {
                    marks.add(new PuzzleFacts.MarkFact(m.a(), m.b(), m.value()));
                    g.set(m.a(), m.b(), m.value());
                }
                steps.add(new PuzzleFacts.StepFacts(s.text(ClueText.locale(p)), marks, g.build(), s.technique()));
            }
            List<KeyStep> ks = KeySteps.of(trace);
            for (int i = 0; i < ks.size(); i++) {
                KeyStep k = ks.get(i);
                List<PuzzleFacts.MarkFact> marks = new ArrayList<>();
                for (MarkChange m : k.marks()) {
                    marks.add(new PuzzleFacts.MarkFact(m.a(), m.b(), m.value()));
                }
                TreeSet<Integer> ground = new TreeSet<>();
                for (Step s : k.groundwork()) {
                    if (!KeySteps.isRoutine(s)) {
                        s.clues().forEach(cl -> ground.add(cl + 1));
                    }
                }
                ground.removeAll(k.deciding().clues().stream().map(cl -> cl + 1).toList());
                keys.add(new PuzzleFacts.KeyFacts(k.deciding().text(ClueText.locale(p)), List.copyOf(ground), marks,
                        KeySteps.gridAfter(trace, ks, i), k.steps().size()));
            }
            end = switch (trace.outcome()) {
                case SOLVED -> PuzzleFacts.StepsEnd.SOLVED;
                case STUCK -> PuzzleFacts.StepsEnd.STUCK;
                case CONTRADICTION -> PuzzleFacts.StepsEnd.CONTRADICTION;
            };
        }
        return new PuzzleFacts(p, clues, solution, shown, steps, end, keys);
    }

    /**
     * The solution to print: the one the deduction reached, else the complete solver's if it is unique; null when the
     * clues have no unique solution. If the solver runs out of its budget, the solution the puzzle carries.
     */
    private Solution solution(Puzzle p, Trace trace) {
        if (trace.solved()) {
            return solutionOf(trace.grid());
        }
        try {
            Verdict v = CompleteSolver.solve(p, new WorkBudget(budget / 10));
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
