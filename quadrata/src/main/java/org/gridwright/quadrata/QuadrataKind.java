package org.gridwright.quadrata;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridwright.kind.Deducer;
import org.gridwright.kind.Generator;
import org.gridwright.kind.Grade;
import org.gridwright.kind.Hinter;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.PrintPages;
import org.gridwright.kind.PuzzleKind;
import org.gridwright.kind.Referee;
import org.gridwright.kind.Step;
import org.gridwright.kind.TextForm;
import org.gridwright.kind.Trace;
import org.gridwright.kind.Verdict;
import org.gridwright.quadrata.deduce.Change;
import org.gridwright.quadrata.deduce.Engine;
import org.gridwright.quadrata.deduce.Explain;
import org.gridwright.quadrata.deduce.Hints;
import org.gridwright.quadrata.deduce.Marks;
import org.gridwright.quadrata.generate.QuadrataGenerator;
import org.gridwright.quadrata.print.QuadrataPages;
import org.gridwright.quadrata.solve.Solver;

/** Quadrata ({@code "kind": "quadrata"}) as a puzzle kind: every capability of the SPI. */
public final class QuadrataKind implements PuzzleKind<Quadrata, Square> {

    @Override
    public String id() {
        return QuadrataFormat.KIND;
    }

    @Override
    public String displayName() {
        return "Quadrata";
    }

    @Override
    public Class<Quadrata> puzzleType() {
        return Quadrata.class;
    }

    @Override
    public Quadrata read(Path file) throws KindFormatException {
        return QuadrataFormat.read(file);
    }

    @Override
    public void write(Quadrata puzzle, Path file) throws IOException {
        QuadrataFormat.write(puzzle, file);
    }

    @Override
    public Optional<Square> embeddedSolution(Quadrata puzzle) {
        return puzzle.solution();
    }

    @Override
    public List<List<String>> rows(Quadrata q, Square s) {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < s.size(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < s.size(); c++) {
                row.add(q.symbol(s.at(r, c)));
            }
            rows.add(row);
        }
        return rows;
    }

    @Override
    public Optional<Referee<Quadrata, Square>> referee() {
        return Optional.of(new Referee<>() {
            @Override
            public Verdict<Square> judge(Quadrata q, Monitor m) {
                Solver.Result r = Judge.judge(q, m);
                return switch (r.status()) {
                    case UNIQUE -> Verdict.unique(r.solution());
                    case MULTIPLE -> Verdict.multiple(r.witnesses().get(0), r.witnesses().get(1));
                    case CONTRADICTORY -> Verdict.contradictory(conflicts(q, r.conflict()));
                };
            }

            @Override
            public boolean satisfies(Quadrata q, Square s) {
                return q.satisfiedBy(s);
            }
        });
    }

    private static List<String> conflicts(Quadrata q, Solver.Conflict c) {
        Explain x = new Explain(q);
        List<String> out = new ArrayList<>();
        int n = q.size();
        for (Given g : c.givens()) {
            out.add(x.cell(g.row() * n + g.col()) + " = " + q.symbol(g.symbol()));
        }
        for (Sign s : c.signs()) {
            out.add(x.cell(s.r1() * n + s.c1()) + " < " + x.cell(s.r2() * n + s.c2()));
        }
        return out;
    }

    @Override
    public Optional<Deducer<Quadrata>> deducer() {
        return Optional.of((q, m) -> {
            org.gridwright.quadrata.deduce.Trace t = Engine.standard().solve(q, m);
            Explain x = new Explain(q);
            List<Step> steps = new ArrayList<>();
            for (org.gridwright.quadrata.deduce.Step s : t.steps()) {
                List<String> uses = new ArrayList<>();
                s.because().forEach(c -> uses.add(x.cell(c)));
                s.signs().forEach(sg -> uses.add(x.cell(sg.r1() * q.size() + sg.c1()) + " < "
                        + x.cell(sg.r2() * q.size() + sg.c2())));
                List<String> writes = new ArrayList<>();
                for (Change c : s.changes()) {
                    writes.add(c.places()
                            ? x.cell(c.cell()) + " = " + q.symbol(Integer.numberOfTrailingZeros(c.after()))
                            : x.cell(c.cell()) + " ≠ " + symbols(q, c.removed()));
                }
                steps.add(new Step(s.technique(), x.techniqueName(s.technique()),
                        Engine.info(s.technique()).level(), uses, writes, x.text(s)));
            }
            return new Trace(steps, t.solved(), new Grade(t.level(), x.levelName(t.level()), t.score()));
        });
    }

    private static String symbols(Quadrata q, int mask) {
        List<String> s = new ArrayList<>();
        for (int m = mask; m != 0; m &= m - 1) {
            s.add(q.symbol(Integer.numberOfTrailingZeros(m)));
        }
        return String.join(" ", s);
    }

    @Override
    public Optional<Hinter<Quadrata>> hinter() {
        return Optional.of((q, marks, level, m) -> {
            int[] entries = Marks.parse(q, marks);
            Solver.Result r = Judge.judge(q, m);
            Square solution = r.status() == org.gridwright.kind.Uniqueness.UNIQUE ? r.solution() : null;
            return Hints.hint(q, entries, solution, level, m).text();
        });
    }

    @Override
    public Optional<Generator<Quadrata>> generator() {
        return Optional.of(new QuadrataGenerator());
    }

    @Override
    public Optional<TextForm<Quadrata>> text() {
        return Optional.of(new TextForm<>() {
            @Override
            public String title(Quadrata q) {
                return q.title();
            }

            @Override
            public String intro(Quadrata q) {
                return q.intro();
            }

            @Override
            public List<String> lines(Quadrata q) {
                return TextGrid.lines(q);
            }
        });
    }

    @Override
    public Optional<PrintPages<Quadrata>> printPages() {
        return Optional.of(new QuadrataPages());
    }

    /** Settings the generator takes, for usage texts. */
    public static Map<String, String> settingsHelp() {
        return Map.of("size", "3..25", "difficulty", "1..5 or easy|medium|hard|fiendish|extreme",
                "symbols", "digits|letters|words:FILE");
    }
}
