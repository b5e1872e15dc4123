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
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
        if (count == null && outFile == null) {
            count = 1; // --out-dir alone: one puzzle into the folder
        }
        if (count == null) {
            try {
                P p = gen.generate(seed, settings, Monitor.NONE);
                k.write(p, outFile);
                report(k, p, outFile, err);
            } catch (Generator.GenerationException e) {
                err.println("gridwright generate: " + e.getMessage());
                return Main.FAILED;
            } catch (IOException e) {
                throw new UsageException(T.fill("cannotWrite", outFile, e.getMessage()));
            }
            return Main.OK;
        }
        try {
            Files.createDirectories(outDir);
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", outDir, e.getMessage()));
        }
        // on every core, each puzzle from the batch seed and its index alone; written in index order
        long batch = seed;
        int width = Math.max(3, Integer.toString(count).length());
        int[] status = {Main.OK};
        Path dir = outDir;
        Batch.run(count, i -> {
            try {
                // a generator per puzzle: one may keep statistics of its last run
                return k.generator().orElseThrow().generate(GenerateCommand.batchSeed(batch, i), settings,
                        Monitor.NONE);
            } catch (Generator.GenerationException e) {
                return e;
            }
        }, (i, r) -> {
            if (r instanceof Generator.GenerationException e) {
                err.println("gridwright generate: " + T.fill("batchFailed", i + 1, GenerateCommand.batchSeed(batch, i),
                        e.getMessage()));
                status[0] = Main.FAILED;
                return;
            }
            @SuppressWarnings("unchecked")
            P p = (P) r;
            Path f = dir.resolve(String.format(Locale.ROOT, "%s-%0" + width + "d.lgp", k.id(), i + 1));
            try {
                k.write(p, f);
            } catch (IOException e) {
                throw new UsageException(T.fill("cannotWrite", f, e.getMessage()));
            }
            report(k, p, f, err);
        });
        return status[0];
    }

    private static <P> void report(PuzzleKind<P, ?> k, P p, Path f, PrintStream err) {
        Trace t = k.deducer().map(d -> d.solve(p, Monitor.NONE)).orElse(null);
        err.println(T.fill("generated", f, size(k, p), t == null ? "?" : t.grade().level(),
                t == null ? "?" : t.grade().name(), count(p, "givens"), count(p, "signs")));
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
        return eachFile(args, "verify", Set.of(), logicGrid, (id, f, json) -> verifyOne(kind(id), f, json, out, err));
    }

    /** One file of another kind than the logic grid, by its kind's id; {@code json} for {@code --json}. */
    private interface OtherKind {
        int run(String kindId, String file, boolean json) throws UsageException;
    }

    /**
     * The files of {@code args} one by one (the words starting {@code --} are options, those in {@code withValue}
     * followed by their value): a logic grid goes to {@code logicGrid} with the options, a file of another kind to
     * {@code other}; the worst exit status of all. Another kind takes {@code --json} and no other option.
     */
    private static int eachFile(List<String> args, String command, Set<String> withValue, LogicGrid logicGrid,
            OtherKind other) throws UsageException {
        List<String> options = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (withValue.contains(a)) {
                options.add(a);
                options.add(Options.value(args, ++i, a));
            } else {
                (a.startsWith("--") ? options : files).add(a);
            }
        }
        boolean json = options.contains("--json");
        int status = Main.OK;
        for (String f : files) {
            String id = Kinds.kindOf(Path.of(f));
            if (id.equals(Kinds.LOGIC_GRID)) {
                List<String> one = new ArrayList<>(options);
                one.add(f);
                status = Math.max(status, logicGrid.run(one));
                continue;
            }
            for (String o : options) {
                if (o.startsWith("--") && !o.equals("--json")) {
                    throw new UsageException(T.fill("unknownOption", o, id, command));
                }
            }
            status = Math.max(status, other.run(id, f, json));
        }
        return status;
    }

    private static <P, S> int verifyOne(PuzzleKind<P, S> k, String f, boolean json, PrintStream out,
            PrintStream err) throws UsageException {
        P p = readOrSay(k, f, "verify", err);
        if (p == null) {
            return Main.USAGE;
        }
        Referee<P, S> ref = k.referee().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.verify"), f)));
        Verdict<S> v = ref.judge(p, Monitor.NONE);
        var emb = k.embeddedSolution(p);
        Boolean embeddedOk = emb.isEmpty() ? null : ref.satisfies(p, emb.get())
                && (v.status() != Uniqueness.UNIQUE || v.solution().equals(emb.get()));
        if (json) {
            ObjectNode o = Output.object();
            o.put("file", f);
            o.put("kind", k.id());
            o.put("status", v.status().code());
            if (v.status() == Uniqueness.UNIQUE) {
                o.set("solution", rowsJson(k.rows(p, v.solution())));
            } else {
                o.putNull("solution");
            }
            ArrayNode w = o.putArray("witnesses");
            v.witnesses().forEach(x -> w.add(rowsJson(k.rows(p, x))));
            if (embeddedOk == null) {
                o.putNull("matchesEmbedded");
            } else {
                o.put("matchesEmbedded", embeddedOk);
            }
            if (v.status() == Uniqueness.CONTRADICTORY) {
                ArrayNode c = o.putArray("conflicts");
                v.conflicts().forEach(c::add);
            }
            out.println(Output.line(o));
        } else {
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
            if (embeddedOk != null) {
                out.println(T.fill(embeddedOk ? "verify.embedded.ok" : "verify.embedded.bad"));
            }
        }
        return v.status() == Uniqueness.UNIQUE && !Boolean.FALSE.equals(embeddedOk) ? Main.OK : Main.FAILED;
    }

    /** A square's rows as JSON: an array of rows, each an array of the symbols as text. */
    private static ArrayNode rowsJson(List<List<String>> rows) {
        ArrayNode a = Output.array();
        for (List<String> r : rows) {
            ArrayNode row = a.addArray();
            r.forEach(row::add);
        }
        return a;
    }

    /** The file read as its kind, or null with the reader's message (naming the file and place) on stderr. */
    private static <P> P readOrSay(PuzzleKind<P, ?> k, String f, String command, PrintStream err) {
        try {
            return k.read(Path.of(f));
        } catch (KindFormatException e) {
            err.println("gridwright " + command + ": " + e.getMessage());
            return null;
        }
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
        int h = args.indexOf("--hint");
        if (h >= 0) {
            return hint(args, h, out, err, logicGrid);
        }
        return eachFile(args, "solve", Set.of(), logicGrid, (id, f, json) -> solveOne(kind(id), f, json, out, err));
    }

    private static <P, S> int solveOne(PuzzleKind<P, S> k, String f, boolean json, PrintStream out,
            PrintStream err) throws UsageException {
        P p = readOrSay(k, f, "solve", err);
        if (p == null) {
            return Main.USAGE;
        }
        var d = k.deducer().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.solve"), f)));
        Trace t = d.solve(p, Monitor.NONE);
        if (json) {
            out.println(Output.line(traceJson(k, f, t)));
        } else {
            for (int i = 0; i < t.steps().size(); i++) {
                var s = t.steps().get(i);
                out.println(T.fill("solve.step", i + 1, s.name(), s.text()));
            }
            out.println(t.solved()
                    ? T.fill("solve.solved", f, t.steps().size(), t.grade().level(), t.grade().name(),
                            t.grade().score())
                    : T.fill("solve.stuck", f, t.steps().size(), t.grade().level()));
        }
        return t.solved() ? Main.OK : Main.FAILED;
    }

    /**
     * A trace as JSON, in the logic grid's shape where the two agree: {@code file}, {@code solved}, {@code outcome},
     * {@code outOfBudget}, {@code difficulty} ({@code level}, {@code name}, {@code score}, {@code techniques},
     * {@code hardestStep}, {@code hardestTechnique}) and {@code steps} ({@code technique}, {@code name}, {@code level},
     * {@code uses}, {@code writes}, {@code text}); plus {@code kind}.
     */
    static ObjectNode traceJson(PuzzleKind<?, ?> k, String f, Trace t) {
        ObjectNode o = Output.object();
        o.put("file", f);
        o.put("kind", k.id());
        o.put("solved", t.solved());
        o.put("outcome", t.solved() ? "solved" : "stuck");
        o.put("outOfBudget", false);
        ObjectNode diff = o.putObject("difficulty");
        diff.put("level", t.grade().level());
        diff.put("name", t.grade().name());
        diff.put("score", t.grade().score());
        ObjectNode used = diff.putObject("techniques");
        int hardest = -1;
        for (int i = 0; i < t.steps().size(); i++) {
            var s = t.steps().get(i);
            used.put(s.technique(), used.path(s.technique()).asInt(0) + 1);
            if (hardest < 0 || s.level() > t.steps().get(hardest).level()) {
                hardest = i;
            }
        }
        if (hardest >= 0) {
            diff.put("hardestStep", hardest + 1);
            diff.put("hardestTechnique", t.steps().get(hardest).technique());
        }
        ArrayNode steps = o.putArray("steps");
        for (var s : t.steps()) {
            ObjectNode n = steps.addObject();
            n.put("technique", s.technique());
            n.put("name", s.name());
            n.put("level", s.level());
            ArrayNode uses = n.putArray("uses");
            s.uses().forEach(uses::add);
            ArrayNode writes = n.putArray("writes");
            s.writes().forEach(writes::add);
            n.put("text", s.text());
        }
        return o;
    }

    /** {@code solve --hint FILE [--marks TEXT] [--level 1|2|3]} for a file of another kind. */
    private static int hint(List<String> args, int h, PrintStream out, PrintStream err, LogicGrid logicGrid)
            throws UsageException {
        String file = Options.value(args, h + 1, "--hint");
        String id = Kinds.kindOf(Path.of(file));
        if (id.equals(Kinds.LOGIC_GRID)) {
            return logicGrid.run(args);
        }
        String marks = null;
        int level = 1;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--hint" -> i++;
                case "--marks" -> marks = Options.value(args, ++i, a);
                case "--level" -> level = Options.intValue(args, ++i, a, 1, org.gridwright.kind.Hinter.LEVELS);
                default -> throw new UsageException(T.fill(a.startsWith("--") ? "unknownOption" : "hintAlone",
                        a, id, "solve"));
            }
        }
        return hintAs(kind(id), file, marks, level, out, err);
    }

    private static <P, S> int hintAs(PuzzleKind<P, S> k, String f, String marks, int level, PrintStream out,
            PrintStream err) throws UsageException {
        var hinter = k.hinter().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.hint"), f)));
        P p = readOrSay(k, f, "solve", err);
        if (p == null) {
            return Main.USAGE;
        }
        try {
            out.println(hinter.hint(p, marks, level, Monitor.NONE));
        } catch (IllegalArgumentException e) {
            throw new UsageException(T.fill("badMarks", f, e.getMessage()));
        }
        return Main.OK;
    }

    // ---- text ----

    static int text(List<String> args, PrintStream out, PrintStream err, LogicGrid logicGrid)
            throws UsageException {
        boolean[] first = {true};
        return eachFile(args, "text", Set.of(), rest -> {
            first[0] = false;
            return logicGrid.run(rest);
        }, (id, f, json) -> {
            int st = textOne(kind(id), f, json, !first[0], out, err);
            first[0] = false;
            return st;
        });
    }

    private static <P, S> int textOne(PuzzleKind<P, S> k, String f, boolean json, boolean blankBefore,
            PrintStream out, PrintStream err) throws UsageException {
        var form = k.text().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.text"), f)));
        P p = readOrSay(k, f, "text", err);
        if (p == null) {
            return Main.USAGE;
        }
        String title = form.title(p);
        if (json) {
            ObjectNode o = Output.object();
            o.put("file", f);
            o.put("kind", k.id());
            o.put("title", title);
            o.put("intro", form.intro(p));
            ArrayNode lines = o.putArray("lines");
            form.lines(p).forEach(lines::add);
            out.println(Output.line(o));
            return Main.OK;
        }
        if (blankBefore) {
            out.println();
        }
        out.println(title == null ? T.fill("text.untitled", f) : title);
        out.println();
        if (form.intro(p) != null) {
            out.println(form.intro(p));
            out.println();
        }
        form.lines(p).forEach(out::println);
        return Main.OK;
    }

    // ---- print ----

    static int print(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        List<Path> files = new ArrayList<>();
        Path output = null;
        String paperCode = "a4";
        String solutions = "appendix";
        String title = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--out" -> output = Path.of(Options.value(args, ++i, a));
                case "--paper" -> paperCode = Options.value(args, ++i, a);
                case "--solutions" -> solutions = Options.value(args, ++i, a);
                case "--title" -> title = Options.value(args, ++i, a);
                case "--steps" -> {
                    if (i + 1 < args.size() && args.get(i + 1).toLowerCase(Locale.ROOT).matches("key|all|none")) {
                        i++;
                    }
                }
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException(T.fill("book.badOption", a));
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
        String code = paperCode;
        org.gridwright.print.Paper paper = org.gridwright.print.Paper.ofCode(code).orElseThrow(
                () -> new UsageException(T.fill("unknownOption", "--paper " + code, "quadrata", "print")));
        Targets.file("--out", output, "puzzles.pdf");
        if (files.size() == 1 && title == null) {
            return printAll(kind(Kinds.kindOf(files.get(0))), files, output,
                    new PDRectangle(paper.width(), paper.height()), solutions, err);
        }
        return printBook(files, output, title, paper, solutions, err);
    }

    /** Several files, of one kind or several: a book with contents and solutions for every kind. */
    private static int printBook(List<Path> files, Path output, String title, org.gridwright.print.Paper paper,
            String solutions, PrintStream err) throws UsageException {
        List<MixedBook.Entry> entries = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        org.gridwright.print.PdfPrinter[] printers = null;
        for (Path f : files) {
            String id = Kinds.kindOf(f);
            String name = f.getFileName() == null ? f.toString() : f.getFileName().toString();
            try {
                if (id.equals(Kinds.LOGIC_GRID)) {
                    if (printers == null) {
                        printers = MixedBook.logicGridPrinters(paper);
                    }
                    entries.add(MixedBook.logicGrid(org.gridwright.core.format.PuzzleReader.read(f), printers[0],
                            printers[1], name));
                } else {
                    entries.add(otherEntry(kind(id), f, name));
                }
            } catch (org.gridwright.core.format.PuzzleFormatException | KindFormatException e) {
                problems.add(e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new UsageException(String.join(System.lineSeparator(), problems));
        }
        try {
            MixedBook.write(title != null ? title : T.fill("book.title"), entries, paper, solutions, output);
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", output, e.getMessage()));
        }
        err.println(T.fill(entries.size() == 1 ? "print.written.one" : "print.written.other", output, entries.size()));
        return Main.OK;
    }

    private static <P, S> MixedBook.Entry otherEntry(PuzzleKind<P, S> k, Path f, String name)
            throws KindFormatException, UsageException {
        if (k.printPages().isEmpty()) {
            throw new UsageException(T.fill("noCapability", k.id(), T.fill("cap.print"), f));
        }
        return MixedBook.other(k, k.read(f), name);
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
        err.println(T.fill(puzzles.size() == 1 ? "print.written.one" : "print.written.other", output, puzzles.size()));
        return Main.OK;
    }

    static List<String> list(String... a) {
        return Arrays.asList(a);
    }
}
