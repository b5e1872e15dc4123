package org.gridwright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.text.ClueText;
import org.gridwright.core.text.Templates;

/**
 * {@code gridwright verify FILE… [--json]}: whether each puzzle is unique, multiple or contradictory, with the
 * solution, two differing witnesses or the conflicting clues, and whether an embedded solution agrees.
 *
 * <p>An embedded solution "agrees" when it satisfies every clue; for a unique puzzle that is the same as being
 * the solution. A file that cannot be read gets one message on stderr; the other files are still checked and the
 * exit status is then 2.
 */
public final class VerifyCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Verify", Locale.ENGLISH);
    private static final String INDENT = "  ";

    @Override
    public String name() {
        return "verify";
    }

    @Override
    public Templates texts() {
        return T;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.otherKind(args, java.util.Set.of())) { // a file of another puzzle kind
            return KindDispatch.verify(args, out, err, rest -> run(rest, out, err));
        }
        Options.JsonAndFiles given = Options.jsonAndFiles(args, T);
        boolean json = given.json();
        List<String> files = given.files();
        int status = Main.OK;
        boolean unreadable = false;
        for (String f : files) {
            Puzzle p;
            try {
                p = PuzzleReader.read(Path.of(f));
            } catch (PuzzleFormatException e) {
                err.println(Output.safe("gridwright verify: " + e.getMessage()));
                unreadable = true;
                continue;
            } catch (java.nio.file.InvalidPathException e) {
                err.println(Output.safe("gridwright verify: " + T.fill("badFileName", f)));
                unreadable = true;
                continue;
            }
            Result r = judge(p);
            if (json) {
                out.println(Output.line(toJson(f, p, r)));
            } else {
                out.print(Output.safe(toText(f, p, r)));
            }
            if (!r.status.equals("unique") || Boolean.FALSE.equals(r.matchesEmbedded)) {
                // multiple, contradictory or undecided (the work budget ran out before it could tell)
                status = Main.FAILED;
            }
        }
        return unreadable ? Main.USAGE : status;
    }

    /** What the complete solver says about one puzzle, and how its embedded solution fares. */
    record Result(String status, Solution solution, List<Solution> witnesses, List<Integer> conflict,
                  Boolean matchesEmbedded, List<Integer> brokenByEmbedded) {
    }

    /**
     * The work one puzzle's verdict may take, in grid rows visited ({@link CompleteSolver#verdict(
     * org.gridwright.core.solve.CompiledPuzzle, long, org.gridwright.core.task.Monitor)}): some 800 search nodes
     * and a few seconds on a 20×64 grid (a search stack of at most 160 MB), 600,000 nodes on a 5×5; a published
     * puzzle needs a few hundred at most.
     */
    static final long WORK = 400_000_000L;

    static Result judge(Puzzle p) {
        return judge(p, WORK);
    }

    static Result judge(Puzzle p, long work) {
        var verdict = CompleteSolver.verdict(org.gridwright.core.solve.CompiledPuzzle.of(p), work,
                org.gridwright.core.task.Monitor.NONE);
        if (verdict == null) {
            return new Result("undecided", null, List.of(), List.of(), embeddedMatches(p, new ArrayList<>()),
                    List.of());
        }
        String status = verdict.status().name().toLowerCase(Locale.ROOT);
        List<Integer> conflict = status.equals("contradictory")
                ? CompleteSolver.conflict(p, work, org.gridwright.core.task.Monitor.NONE) : List.of();
        // null: contradictory, but the clues in conflict were not found within the budget
        List<Integer> broken = new ArrayList<>();
        Boolean matches = embeddedMatches(p, broken);
        return new Result(status, verdict.solution(), verdict.witnesses(), conflict, matches, broken);
    }

    /** Whether the embedded solution satisfies every clue (null without one); the clues it breaks go to broken. */
    private static Boolean embeddedMatches(Puzzle p, List<Integer> broken) {
        if (p.solution().isEmpty()) {
            return null;
        }
        Solution embedded = p.solution().get();
        for (int i = 0; i < p.clues().size(); i++) {
            if (!p.clues().get(i).holds(p, embedded)) {
                broken.add(i);
            }
        }
        return broken.isEmpty();
    }

    static ObjectNode toJson(String file, Puzzle p, Result r) {
        ObjectNode o = Output.object();
        o.put("file", file);
        o.put("status", r.status);
        if (r.solution != null) {
            o.set("solution", Output.rows(p, r.solution));
        } else {
            o.putNull("solution");
        }
        ArrayNode w = o.putArray("witnesses");
        for (Solution s : r.witnesses) {
            w.add(Output.rows(p, s));
        }
        if (r.matchesEmbedded == null) {
            o.putNull("matchesEmbedded");
        } else {
            o.put("matchesEmbedded", r.matchesEmbedded);
        }
        if (r.conflict != null && !r.conflict.isEmpty()) {
            ArrayNode c = o.putArray("conflict");
            r.conflict.forEach(c::add);
        }
        return o;
    }

    static String toText(String file, Puzzle p, Result r) {
        StringBuilder sb = new StringBuilder();
        switch (r.status) {
            case "unique" -> {
                sb.append(T.fill("unique", file)).append('\n');
                sb.append(Output.table(INDENT, Output.header(p), Output.cells(p, r.solution, null, "")));
            }
            case "multiple" -> {
                sb.append(T.fill("multiple", file)).append('\n');
                Solution a = r.witnesses.get(0);
                Solution b = r.witnesses.get(1);
                sb.append(INDENT).append(T.fill("witness", 1)).append('\n');
                sb.append(Output.table(INDENT + INDENT, Output.header(p), Output.cells(p, a, b, " *")));
                sb.append(INDENT).append(T.fill("witness", 2)).append('\n');
                sb.append(Output.table(INDENT + INDENT, Output.header(p), Output.cells(p, b, a, " *")));
            }
            case "undecided" -> sb.append(T.fill("undecided", file, WORK)).append('\n');
            default -> {
                if (r.conflict == null) {
                    sb.append(T.fill("contradictoryUnnamed", file, WORK)).append('\n');
                    break;
                }
                sb.append(T.fill(r.conflict.isEmpty() ? "contradictoryNoClues" : "contradictory", file)).append('\n');
                appendClues(sb, p, r.conflict);
            }
        }
        if (Boolean.TRUE.equals(r.matchesEmbedded)) {
            sb.append(INDENT).append(T.fill(r.status.equals("unique") ? "embeddedAgrees" : "embeddedSatisfies"))
                    .append('\n');
        } else if (Boolean.FALSE.equals(r.matchesEmbedded)) {
            sb.append(INDENT).append(T.fill("embeddedBreaks")).append('\n');
            appendClues(sb, p, r.brokenByEmbedded);
        }
        return sb.toString();
    }

    private static void appendClues(StringBuilder sb, Puzzle p, List<Integer> indices) {
        for (int i : indices) {
            Clue c = p.clues().get(i);
            sb.append(INDENT).append(INDENT).append(T.fill("clue", i + 1, ClueText.render(p, c))).append('\n');
        }
    }
}
