package org.gridwright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.MarkChange;
import org.gridwright.core.deduce.Outcome;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
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
        boolean json = false;
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            if (a.equals("--json")) {
                json = true;
            } else if (a.startsWith("--")) {
                throw new UsageException(T.fill("unknownOption", a));
            } else {
                files.add(Path.of(a));
            }
        }
        if (files.isEmpty()) {
            throw new UsageException(T.fill("noFiles"));
        }
        DeductionEngine engine = new DeductionEngine();
        int status = Main.OK;
        for (Path f : files) {
            Puzzle p;
            try {
                p = PuzzleReader.read(f);
            } catch (PuzzleFormatException e) {
                err.println(Output.safe(T.fill("unreadable", e.getMessage())));
                status = Main.USAGE;
                continue;
            }
            Trace t = engine.solve(p);
            if (json) {
                out.println(Output.line(json(f, p, t)));
            } else {
                text(f, t, out);
            }
            if (!t.solved() && status == Main.OK) {
                status = Main.FAILED;
            }
        }
        return status;
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
            so.put("text", s.text());
        }
        return o;
    }

    private static ArrayNode ref(Puzzle p, Item i) {
        ArrayNode r = Output.array();
        r.add(p.category(i.category()).name());
        r.add(Output.item(p.category(i.category()), i.index()));
        return r;
    }

    private static void text(Path file, Trace t, PrintStream out) {
        String verdict = switch (t.outcome()) {
            case SOLVED -> T.fill("solved");
            case STUCK -> T.fill(t.outOfBudget() ? "outOfBudget" : "stuck");
            case CONTRADICTION -> T.fill("contradiction");
        };
        // labels and file names are the user's: shown safe for a terminal (Output.safe)
        out.println(Output.safe(T.fill(t.steps().size() == 1 ? "verdict.one" : "verdict.other", file, verdict,
                t.difficulty().level().code(), t.difficulty().score(), t.steps().size())));
        int width = String.valueOf(t.steps().size()).length();
        int n = 1;
        for (Step s : t.steps()) {
            String depth = s.depth() > 0 ? T.fill("trial", s.depth()) : "";
            out.print(Output.safe(String.format("%" + (width + 2) + "d. %s%s%n", n++, s.text(), depth)));
        }
        if (t.outcome() == Outcome.STUCK) {
            out.println(Output.safe(T.fill("openCells", file, t.grid().unknownCount())));
        }
    }
}
