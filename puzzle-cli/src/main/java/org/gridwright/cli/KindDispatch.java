package org.gridwright.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.gridwright.core.text.Templates;
import org.gridwright.kind.Generator;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.KindFiles;
import org.gridwright.kind.Kinds;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.PrintPages;
import org.gridwright.kind.PuzzleKind;
import org.gridwright.kind.Referee;
import org.gridwright.kind.Trace;
import org.gridwright.kind.Uniqueness;
import org.gridwright.kind.Verdict;

/**
 * The commands for puzzle kinds other than the logic grid, through the kind SPI. Each logic-grid command asks first
 * ({@link #otherKind}) and hands over when a file (or {@code --kind}) names another kind; files of the logic grid
 * given in the same call go back to the logic-grid command one by one, so nothing changes for them.
 */
final class KindDispatch {
    private static final Templates T = Templates.of("org.gridwright.cli.Kinds", Locale.ENGLISH);

    /** Runs the logic-grid command on some arguments. */
    @FunctionalInterface
    interface LogicGrid {
        int run(List<String> args) throws UsageException;
    }

    private KindDispatch() {
    }

    private static Kinds kinds() {
        return Kinds.installed(KindDispatch.class.getClassLoader());
    }

    /** True when a file argument names a kind other than the logic grid ({@code options} take a value). */
    static boolean otherKind(List<String> args, Set<String> optionsWithValue) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (optionsWithValue.contains(a)) {
                i++;
            } else if (!a.startsWith("--")) {
                try {
                    if (!Kinds.kindOf(Path.of(a)).equals(Kinds.LOGIC_GRID)) {
                        return true;
                    }
                } catch (InvalidPathException e) {
                    return false;
                }
            }
        }
        return false;
    }

    /** The value of {@code --kind}, or null (also for {@code --kind logic-grid}, which changes nothing). */
    static String kindOption(List<String> args) {
        int i = args.indexOf("--kind");
        if (i < 0 || i + 1 >= args.size() || args.get(i + 1).equals(Kinds.LOGIC_GRID)) {
            return null;
        }
        return args.get(i + 1);
    }

    /** The arguments without {@code --kind logic-grid}. */
    static List<String> withoutKind(List<String> args) {
        List<String> out = new ArrayList<>(args);
        int i = out.indexOf("--kind");
        if (i >= 0 && i + 1 < out.size()) {
            out.remove(i + 1);
            out.remove(i);
        }
        return out;
    }

    private static PuzzleKind<?, ?> kind(String id) throws UsageException {
        return kinds().byId(id).orElseThrow(() -> new UsageException(T.fill("unknownKind", id, kinds().ids())));
    }

    // ---- generate ----

    static int generate(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        String id = kindOption(args);
        PuzzleKind<?, ?> k = kind(id);
        return generateAs(k, args, err);
    }

    private static <P, S> int generateAs(PuzzleKind<P, S> k, List<String> args, PrintStream err)
            throws UsageException {
        Generator<P> gen = k.generator().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.generate"), "generate")));
        Map<String, String> settings = new LinkedHashMap<>();
        Long seed = null;
        Path outFile = null;
        Path outDir = null;
        Integer count = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--kind" -> i++;
                case "--seed" -> seed = Options.number(a, Options.value(args, ++i, a));
                case "--out" -> outFile = Path.of(Options.value(args, ++i, a));
                case "--out-dir" -> outDir = Path.of(Options.value(args, ++i, a));
                case "--count" -> count = Options.intValue(args, ++i, a, 1, 100_000);
                default -> {
                    if (a.startsWith("--") && i + 1 < args.size()) {
                        settings.put(a.substring(2), args.get(++i));
                    } else {
                        throw new UsageException(T.fill("unknownOption", a, k.id(), "generate"));
                    }
                }
            }
        }
        if (count != null && outDir == null) {
            throw new UsageException(T.fill("countNeedsDir"));
        }
        if (outFile == null && outDir == null) {
            throw new UsageException(T.fill("needOut"));
        }
        if (outFile != null) {
            Targets.file("--out", outFile, "puzzle.lgp");
        }
        if (outDir != null) {
            Targets.folder("--out-dir", outDir);
        }
        try {
            gen.check(settings);
        } catch (Generator.GenerationException e) {
            throw new UsageException(e.getMessage());
        }
        if (seed == null) {
            seed = new java.util.SplittableRandom().nextLong() & Long.MAX_VALUE;
            err.println(T.fill("seedUsed", seed));
        }
        int total = count == null ? 1 : count;
        try {
            if (outDir != null) {
                Files.createDirectories(outDir);
            }
            for (int i = 0; i < total; i++) {
                long s = total == 1 && count == null ? seed : GenerateCommand.batchSeed(seed, i);
                P p = gen.generate(s, settings, Monitor.NONE);
                Path f = outFile != null && count == null ? outFile
                        : outDir.resolve(String.format("%s-%03d.lgp", k.id(), i + 1));
                k.write(p, f);
                Trace t = k.deducer().map(d -> d.solve(p, Monitor.NONE)).orElse(null);
                err.println(T.fill("generated", f, size(k, p), t == null ? "?" : t.grade().level(),
                        t == null ? "?" : t.grade().name(), count(p, "givens"), count(p, "signs")));
            }
        } catch (Generator.GenerationException e) {
            err.println("gridwright generate: " + e.getMessage());
            return Main.FAILED;
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", outFile != null ? outFile : outDir, e.getMessage()));
        }
        return Main.OK;
    }

    private static Object size(PuzzleKind<?, ?> k, Object p) {
        return invoke(p, "size");
    }

    private static Object count(Object p, String method) {
        Object v = invoke(p, method);
        return v instanceof List<?> l ? l.size() : "?";
    }

    /** A puzzle's size or list of givens/signs when it has such a method (for the one-line report). */
    private static Object invoke(Object p, String method) {
        try {
            return p.getClass().getMethod(method).invoke(p);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return "?";
        }
    }

    // ---- verify ----

    static int verify(List<String> args, PrintStream out, PrintStream err, LogicGrid logicGrid)
            throws UsageException {
        return eachFile(args, "verify", logicGrid, (id, f) -> verifyOne(kind(id), f, out, err));
    }

    /** One file of another kind than the logic grid, by its kind's id. */
    private interface OtherKind {
        int run(String kindId, String file) throws UsageException;
    }

    /**
     * The files of {@code args} one by one (the words starting {@code --} are options): a logic grid goes to
     * {@code logicGrid} with the options, a file of another kind to {@code other}; the worst exit status of all.
     */
    private static int eachFile(List<String> args, String command, LogicGrid logicGrid, OtherKind other)
            throws UsageException {
        List<String> options = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (String a : args) {
            (a.startsWith("--") ? options : files).add(a);
        }
        if (options.contains("--json")) {
            throw new UsageException(T.fill("unknownOption", "--json", "quadrata", command));
        }
        int status = Main.OK;
        for (String f : files) {
            String id = Kinds.kindOf(Path.of(f));
            if (id.equals(Kinds.LOGIC_GRID)) {
                List<String> one = new ArrayList<>(options);
                one.add(f);
                status = Math.max(status, logicGrid.run(one));
                continue;
            }
            status = Math.max(status, other.run(id, f));
        }
        return status;
    }

    private static <P, S> int verifyOne(PuzzleKind<P, S> k, String f, PrintStream out, PrintStream err)
            throws UsageException {
        P p;
        try {
            p = k.read(Path.of(f));
        } catch (KindFormatException e) {
            err.println("gridwright verify: " + e.getMessage());
            return Main.USAGE;
        }
        Referee<P, S> ref = k.referee().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.verify"), f)));
        Verdict<S> v = ref.judge(p, Monitor.NONE);
        switch (v.status()) {
            case UNIQUE -> {
                out.println(T.fill("verify.unique", f));
                printRows(out, k.rows(p, v.solution()));
            }
            case MULTIPLE -> {
                out.println(T.fill("verify.multiple", f));
                for (int i = 0; i < 2; i++) {
                    out.println(T.fill("verify.witness", i + 1));
                    printRows(out, k.rows(p, v.witnesses().get(i)));
                }
            }
            case CONTRADICTORY -> {
                out.println(T.fill("verify.contradictory", f));
                v.conflicts().forEach(c -> out.println("  " + c));
            }
        }
        boolean embeddedOk = true;
        var emb = k.embeddedSolution(p);
        if (emb.isPresent()) {
            embeddedOk = ref.satisfies(p, emb.get())
                    && (v.status() != Uniqueness.UNIQUE || v.solution().equals(emb.get()));
            out.println(T.fill(embeddedOk ? "verify.embedded.ok" : "verify.embedded.bad"));
        }
        return v.status() == Uniqueness.UNIQUE && embeddedOk ? Main.OK : Main.FAILED;
    }

    private static void printRows(PrintStream out, List<List<String>> rows) {
        int w = rows.stream().flatMap(List::stream).mapToInt(String::length).max().orElse(1);
        for (List<String> r : rows) {
            StringBuilder sb = new StringBuilder("  ");
            for (String s : r) {
                sb.append(" ".repeat(w - s.length())).append(s).append(' ');
            }
            out.println(sb.toString().stripTrailing());
        }
    }

    // ---- solve ----

    static int solve(List<String> args, PrintStream out, PrintStream err, LogicGrid logicGrid)
            throws UsageException {
        return eachFile(args, "solve", logicGrid, (id, f) -> solveOne(kind(id), f, out, err));
    }

    private static <P, S> int solveOne(PuzzleKind<P, S> k, String f, PrintStream out, PrintStream err)
            throws UsageException {
        P p;
        try {
            p = k.read(Path.of(f));
        } catch (KindFormatException e) {
            err.println("gridwright solve: " + e.getMessage());
            return Main.USAGE;
        }
        var d = k.deducer().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.solve"), f)));
        Trace t = d.solve(p, Monitor.NONE);
        for (int i = 0; i < t.steps().size(); i++) {
            var s = t.steps().get(i);
            out.println(T.fill("solve.step", i + 1, s.name(), s.text()));
        }
        out.println(t.solved()
                ? T.fill("solve.solved", f, t.steps().size(), t.grade().level(), t.grade().name(), t.grade().score())
                : T.fill("solve.stuck", f, t.steps().size(), t.grade().level()));
        return t.solved() ? Main.OK : Main.FAILED;
    }

    // ---- print ----

    static int print(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        List<Path> files = new ArrayList<>();
        Path output = null;
        PDRectangle paper = PDRectangle.A4;
        String solutions = "appendix";
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--out" -> output = Path.of(Options.value(args, ++i, a));
                case "--paper" -> paper = Options.value(args, ++i, a).equals("letter") ? PDRectangle.LETTER
                        : PDRectangle.A4;
                case "--solutions" -> solutions = Options.value(args, ++i, a);
                case "--steps" -> {
                }
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException(T.fill("unknownOption", a, "quadrata", "print"));
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (output == null) {
            throw new UsageException(T.fill("needOut"));
        }
        if (!List.of("none", "after", "appendix").contains(solutions)) {
            throw new UsageException(T.fill("unknownOption", "--solutions " + solutions, "quadrata", "print"));
        }
        Targets.file("--out", output, "puzzles.pdf");
        String first = Kinds.kindOf(files.get(0));
        for (Path f : files) {
            String id = Kinds.kindOf(f);
            if (!id.equals(first)) {
                throw new UsageException(T.fill("print.mixed", files.get(0), first, f, id));
            }
        }
        return printAll(kind(first), files, output, paper, solutions, err);
    }

    private static <P, S> int printAll(PuzzleKind<P, S> k, List<Path> files, Path output, PDRectangle paper,
            String solutions, PrintStream err) throws UsageException {
        PrintPages<P> pages = k.printPages().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.print"), files.get(0))));
        List<P> puzzles = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            try {
                puzzles.add(k.read(f));
            } catch (KindFormatException e) {
                problems.add(e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new UsageException(String.join(System.lineSeparator(), problems));
        }
        try (PDDocument doc = new PDDocument()) {
            for (P p : puzzles) {
                pages.puzzlePages(doc, p, paper);
                if (solutions.equals("after")) {
                    pages.solutionPages(doc, p, paper);
                }
            }
            if (solutions.equals("appendix")) {
                for (P p : puzzles) {
                    pages.solutionPages(doc, p, paper);
                }
            }
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            doc.save(bytes);
            KindFiles.writeAtomically(output, bytes.toByteArray());
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", output, e.getMessage()));
        }
        err.println(T.fill("print.written", output, puzzles.size()));
        return Main.OK;
    }

    static List<String> list(String... a) {
        return Arrays.asList(a);
    }
}
