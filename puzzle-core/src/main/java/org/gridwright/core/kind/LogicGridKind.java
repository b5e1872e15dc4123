package org.gridwright.core.kind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.TechniqueNames;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.text.ClueText;
import org.gridwright.kind.Deducer;
import org.gridwright.kind.Grade;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.Kinds;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.PuzzleKind;
import org.gridwright.kind.Referee;
import org.gridwright.kind.Step;
import org.gridwright.kind.TextForm;
import org.gridwright.kind.Trace;
import org.gridwright.kind.Verdict;

/**
 * The logic grid ({@code "kind": "logic-grid"}, or no {@code "kind"}) behind the kind SPI. Everything delegates to
 * the engine: the same reader, writer, solvers and words as the logic-grid commands use directly.
 */
public final class LogicGridKind implements PuzzleKind<Puzzle, Solution> {

    @Override
    public String id() {
        return Kinds.LOGIC_GRID;
    }

    @Override
    public String displayName() {
        return "Logic grid";
    }

    @Override
    public Class<Puzzle> puzzleType() {
        return Puzzle.class;
    }

    @Override
    public Puzzle read(Path file) throws KindFormatException {
        try {
            return PuzzleReader.read(file);
        } catch (PuzzleFormatException e) {
            throw new KindFormatException(e.source(), e.place(), e.problem());
        }
    }

    @Override
    public void write(Puzzle puzzle, Path file) throws IOException {
        PuzzleWriter.write(puzzle, file);
    }

    @Override
    public Optional<Solution> embeddedSolution(Puzzle puzzle) {
        return puzzle.solution();
    }

    /** One row per entity, one item per category, as the reader sees the items. */
    @Override
    public List<List<String>> rows(Puzzle p, Solution s) {
        List<List<String>> rows = new ArrayList<>();
        for (int e = 0; e < s.size(); e++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < s.categories(); c++) {
                row.add(ClueText.item(p, new org.gridwright.core.model.Item(c, s.itemOf(e, c))));
            }
            rows.add(row);
        }
        return rows;
    }

    @Override
    public Optional<Referee<Puzzle, Solution>> referee() {
        return Optional.of(new Referee<>() {
            @Override
            public Verdict<Solution> judge(Puzzle p, Monitor m) {
                org.gridwright.core.solve.Verdict v = CompleteSolver.solve(p, adapt(m));
                return switch (v.status()) {
                    case UNIQUE -> Verdict.unique(v.solution());
                    case MULTIPLE -> Verdict.multiple(v.witnesses().get(0), v.witnesses().get(1));
                    case CONTRADICTORY -> {
                        List<String> clues = new ArrayList<>();
                        for (int i : CompleteSolver.conflict(p, adapt(m))) {
                            clues.add((i + 1) + ". " + ClueText.render(p, p.clues().get(i)));
                        }
                        yield Verdict.contradictory(clues);
                    }
                };
            }

            @Override
            public boolean satisfies(Puzzle p, Solution s) {
                return p.clues().stream().allMatch(c -> c.holds(p, s));
            }
        });
    }

    @Override
    public Optional<Deducer<Puzzle>> deducer() {
        return Optional.of((p, m) -> {
            org.gridwright.core.deduce.Trace t = new DeductionEngine().solve(p, adapt(m));
            TechniqueSet set = TechniqueSet.defaults();
            List<Step> steps = new ArrayList<>();
            for (org.gridwright.core.deduce.Step s : t.steps()) {
                int level = set.info(s.technique()).map(i -> i.level().ordinal() + 1).orElse(0);
                List<String> uses = s.clues().stream().map(i -> Integer.toString(i + 1)).toList();
                List<String> writes = s.marks().stream()
                        .map(mc -> ClueText.item(p, mc.a()) + " " + mc.value() + " " + ClueText.item(p, mc.b()))
                        .toList();
                steps.add(new Step(s.technique(), TechniqueNames.of(s.technique()), level, uses, writes, s.text()));
            }
            var d = t.difficulty();
            return new Trace(steps, t.solved(), new Grade(d.level().ordinal() + 1, d.level().code(), d.score()));
        });
    }

    @Override
    public Optional<TextForm<Puzzle>> text() {
        return Optional.of(new TextForm<>() {
            @Override
            public String title(Puzzle p) {
                return p.title();
            }

            @Override
            public String intro(Puzzle p) {
                return p.intro();
            }

            @Override
            public List<String> lines(Puzzle p) {
                List<String> lines = new ArrayList<>();
                for (Category c : p.categories()) {
                    lines.add(c.name() + ": " + String.join(", ", c.items()));
                }
                List<String> clues = ClueText.all(p);
                for (int i = 0; i < clues.size(); i++) {
                    lines.add((i + 1) + ". " + clues.get(i));
                }
                return lines;
            }
        });
    }

    private static org.gridwright.core.task.Monitor adapt(Monitor m) {
        return new org.gridwright.core.task.Monitor() {
            @Override
            public void progress(long done, long total, String message) {
                m.progress(done, total, message);
            }

            @Override
            public boolean isCancelled() {
                return m.isCancelled();
            }
        };
    }
}
