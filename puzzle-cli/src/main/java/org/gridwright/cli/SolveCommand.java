package org.gridwright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.DifficultyReport;
import org.gridwright.core.deduce.Hint;
import org.gridwright.core.deduce.MarkList;
import org.gridwright.core.deduce.KeyStep;
import org.gridwright.core.deduce.KeySteps;
import org.gridwright.core.deduce.MarkChange;
import org.gridwright.core.deduce.Outcome;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.io.BoundedFiles;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.ClueText;
import org.gridwright.core.text.Templates;

/** {@code gridwright solve}: the human-style deduction trace of each puzzle, in words or as JSON, with its difficulty. */
public final class SolveCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Solve", Locale.ENGLISH);

    @Override
    public String name() {
        return "solve";
    }

    @Override
    public Templates texts() {
        return T;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.otherKind(args, java.util.Set.of())) { // a file of another puzzle kind
            return KindDispatch.solve(args, out, err, rest -> run(rest, out, err));
        }
        Options.WithLang withLang = Options.takeLang(args);
        String lang = withLang.lang();
        args = withLang.rest();
        boolean json = false;
        boolean key = false;
        Path hint = null;
        String marks = null;
        int level = 1;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--json")) {
                json = true;
            } else if (a.equals("--key")) {
                key = true;
            } else if (a.equals("--hint")) {
                hint = Path.of(value(args, ++i, a));
            } else if (a.equals("--marks")) {
                marks = value(args, ++i, a);
            } else if (a.equals("--level")) {
                String v = value(args, ++i, a);
                if (!v.matches("[1-3]")) {
                    throw new UsageException(T.fill("badLevel", v, Hint.LEVELS));
                }
                level = Integer.parseInt(v);
            } else if (a.startsWith("--")) {
                throw new UsageException(T.fill("unknownOption", a));
            } else {
                files.add(Path.of(a));
            }
        }
        if (hint != null) {
            if (!files.isEmpty() || json || key) {
                throw new UsageException(T.fill("hintAlone"));
            }
            return hint(hint, marks, level, lang, out, err);
        }
        if (marks != null) {
            throw new UsageException(T.fill("marksWithoutHint"));
        }
        if (files.isEmpty()) {
            throw new UsageException(T.fill("noFiles"));
        }
        DeductionEngine engine = new DeductionEngine();
        int status = Main.OK;
        for (Path f : files) {
            Puzzle p;
            try {
                p = Options.inLang(PuzzleReader.read(f), lang);
            } catch (PuzzleFormatException e) {
                err.println(Output.safe(T.fill("unreadable", e.getMessage())));
                status = Main.USAGE;
                continue;
            }
            Trace t = engine.solve(p);
            Locale locale = ClueText.locale(p);
            if (json) {
                out.println(Output.line(json(f, p, t)));
            } else if (key) {
                keyText(f, t, locale, out);
            } else {
                text(f, t, locale, out);
            }
            if (!t.solved() && status == Main.OK) {
                status = Main.FAILED;
            }
        }
        return status;
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageException(T.fill("needsValue", option));
        }
        return args.get(i);
    }

    /**
     * {@code --hint FILE [--marks M] [--level N]}: the hint for the grid the marks make, told up to level N. The
     * marks are text ({@link MarkList}) or {@code @FILE} for a file of them.
     */
    private static int hint(Path file, String marks, int level, String lang, PrintStream out, PrintStream err) {
        Puzzle p;
        try {
            p = Options.inLang(PuzzleReader.read(file), lang);
        } catch (PuzzleFormatException e) {
            err.println(T.fill("unreadable", e.getMessage()));
            return Main.USAGE;
        }
        String text = marks == null ? "" : marks;
        if (text.startsWith("@")) {
            Path mf = Path.of(text.substring(1));
            try {
                text = BoundedFiles.readUtf8(mf, BoundedFiles.MAX_BYTES);
            } catch (java.io.IOException e) {
                err.println(Output.safe(T.fill("marksUnreadable", mf, e.getMessage())));
                return Main.USAGE;
            }
        }
        Grid grid;
        try {
            grid = MarkList.parse(p, text);
        } catch (IllegalArgumentException e) {
            err.println(Output.safe(T.fill("badMarks", e.getMessage())));
            return Main.USAGE;
        }
        Hint h = Hint.of(p, grid);
        Locale locale = ClueText.locale(p);
        Templates tl = Templates.of("org.gridwright.cli.Solve", locale);
        for (int n = 1; n <= level; n++) {
            out.println(Output.safe(tl.fill("hintLevel", n, h.level(n, locale).text())));
        }
        if (level < Hint.LEVELS && (h.kind() == Hint.Kind.STEP || h.kind() == Hint.Kind.WRONG_MARK)) {
            out.println(tl.fill("hintMore", level + 1));
        }
        return h.kind() == Hint.Kind.STUCK || h.kind() == Hint.Kind.NOT_UNIQUE ? Main.FAILED : Main.OK;
    }

    /** The JSON of one trace, as docs/ARCHITECTURE.md ("Command-line contract") gives it. */
    static ObjectNode json(Path file, Puzzle p, Trace t) {
        ObjectNode o = Output.object();
        o.put("file", file.toString());
        o.put("solved", t.solved());
        o.put("outcome", t.outcome().name().toLowerCase(java.util.Locale.ROOT));
        o.put("outOfBudget", t.outOfBudget());
        ObjectNode d = o.putObject("difficulty");
        d.put("level", t.difficulty().level().code());
        d.put("score", t.difficulty().score());
        DifficultyReport why = DifficultyReport.of(t);
        ObjectNode used = d.putObject("techniques");
        for (DifficultyReport.Use u : why.uses()) {
            used.put(u.technique().id(), u.steps());
        }
        if (why.hardestStep() >= 0) {
            d.put("hardestStep", why.hardestStep() + 1);
            d.put("hardestTechnique", t.steps().get(why.hardestStep()).technique());
            d.put("hardestKeyStep", why.hardestKeyStep() + 1);
        }
        o.put("keySteps", KeySteps.of(t).size());
        ArrayNode steps = o.putArray("steps");
        for (Step s : t.steps()) {
            ObjectNode so = steps.addObject();
            so.put("technique", s.technique());
            ArrayNode clues = so.putArray("clues");
            s.clues().forEach(clues::add);
            ArrayNode marks = so.putArray("marks");
            for (MarkChange m : s.marks()) {
                ObjectNode mo = marks.addObject();
                mo.set("a", ref(p, m.a()));
                mo.set("b", ref(p, m.b()));
                mo.put("value", m.value() == Mark.YES ? "yes" : "no");
            }
            so.put("depth", s.depth());
            so.put("text", s.text(ClueText.locale(p)));
        }
        return o;
    }

    private static ArrayNode ref(Puzzle p, Item i) {
        ArrayNode r = Output.array();
        r.add(p.category(i.category()).name());
        r.add(Output.item(p.category(i.category()), i.index()));
        return r;
    }

    /** The key steps: each deduction a person writes down, its routine consequences folded in. */
    private static void keyText(Path file, Trace t, Locale locale, PrintStream out) {
        Templates T = Templates.of("org.gridwright.cli.Solve", locale); // the puzzle's language
        List<KeyStep> keys = KeySteps.of(t);
        out.println(Output.safe(T.fill(keys.size() == 1 ? "keyVerdict.one" : "keyVerdict.other", file, verdict(t, T),
                levelName(t, T), t.difficulty().score(), keys.size(), t.steps().size())));
        int width = String.valueOf(keys.size()).length();
        int n = 1;
        for (KeyStep k : keys) {
            String depth = k.depth() > 0 ? T.fill("trial", k.depth()) : "";
            out.print(Output.safe(String.format("%" + (width + 2) + "d. %s%s%n", n++, k.text(locale), depth)));
        }
        if (t.outcome() == Outcome.STUCK) {
            out.println(Output.safe(T.fill("openCells", file, t.grid().unknownCount())));
        }
    }

    /** The level as the reader's language names it ("hard", "trudny"); JSON keeps the code. */
    private static String levelName(Trace t, Templates T) {
        return T.fill("level." + t.difficulty().level().code());
    }

    private static String verdict(Trace t, Templates T) {
        return switch (t.outcome()) {
            case SOLVED -> T.fill("solved");
            case STUCK -> T.fill(t.outOfBudget() ? "outOfBudget" : "stuck");
            case CONTRADICTION -> T.fill("contradiction");
        };
    }

    private static void text(Path file, Trace t, Locale locale, PrintStream out) {
        Templates T = Templates.of("org.gridwright.cli.Solve", locale); // the puzzle's language
        String verdict = verdict(t, T);
        // labels and file names are the user's: shown safe for a terminal (Output.safe)
        out.println(Output.safe(T.fill(t.steps().size() == 1 ? "verdict.one" : "verdict.other", file, verdict,
                levelName(t, T), t.difficulty().score(), t.steps().size())));
        int width = String.valueOf(t.steps().size()).length();
        int n = 1;
        for (Step s : t.steps()) {
            String depth = s.depth() > 0 ? T.fill("trial", s.depth()) : "";
            out.print(Output.safe(String.format("%" + (width + 2) + "d. %s%s%n", n++, s.text(locale), depth)));
        }
        if (t.outcome() == Outcome.STUCK) {
            out.println(Output.safe(T.fill("openCells", file, t.grid().unknownCount())));
        }
    }
}
