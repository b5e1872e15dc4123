package org.gridwright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.ClueText;
import org.gridwright.core.text.Templates;

/**
 * {@code gridwright bench [--json] [--seeds N] [--size KxK]… [--level L]…}: the benchmark suite of BENCHMARKS.md.
 * Per size and asked level (any, easy … expert), the generation, uniqueness-check and trace times (median and p90
 * over the fixed seeds 1..N, one core, after a warm-up) and the batch throughput on every core.
 */
public final class BenchCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Bench", Locale.ENGLISH);
    private static final int[][] SIZES = {{3, 4}, {4, 5}, {5, 5}, {6, 6}, {8, 8}};
    private static final int DEFAULT_SEEDS = 20;

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public Templates texts() {
        return T;
    }

    @Override
    public String usage() {
        return T.fill("usage", DEFAULT_SEEDS);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.kindOption(args) != null) { // another puzzle kind (--kind quadrata)
            return KindBench.run(args, out, err);
        }
        args = KindDispatch.withoutKind(args);
        boolean json = false;
        int seeds = DEFAULT_SEEDS;
        List<int[]> sizes = new ArrayList<>();
        List<Level> levels = new ArrayList<>();
        boolean levelsGiven = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--json")) {
                json = true;
            } else if (a.equals("--seeds")) {
                seeds = Options.intValue(args, ++i, a, 1, 10_000);
            } else if (a.equals("--size")) {
                sizes.add(size(Options.value(args, ++i, a)));
            } else if (a.equals("--level")) {
                String v = Options.value(args, ++i, a);
                levels.add(level(v));
                levelsGiven = true;
            } else {
                throw new UsageException(T.fill("unknownOption", a));
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(Arrays.asList(SIZES));
        }
        if (!levelsGiven) {
            levels.add(null);
            levels.addAll(Arrays.asList(Level.values()));
        }
        CategoryDatabase db = CategoryDatabase.bundled();
        int cores = Runtime.getRuntime().availableProcessors();
        ObjectNode result = Output.object();
        result.put("cores", cores);
        result.put("java", System.getProperty("java.version"));
        result.put("seeds", seeds);
        ArrayNode rows = result.putArray("sizes");
        if (!json) {
            out.println(T.fill("machine", cores, System.getProperty("java.version"), seeds));
            out.println(T.fill("header"));
        }
        for (int[] size : sizes) {
            for (Level level : levels) {
                ObjectNode row = measure(size[0], size[1], level, seeds, db);
                rows.add(row);
                if (!json) {
                    out.println(T.fill("row", row.get("size").asText(), row.get("level").asText(),
                            ms(row, "generate", "median"), ms(row, "generate", "p90"),
                            ms(row, "generateCpu", "median"), ms(row, "generateCpu", "p90"),
                            ms(row, "unique", "median"), ms(row, "unique", "p90"), ms(row, "trace", "median"), ms(row, "trace", "p90"),
                            ms(row, "traceCpu", "median"), ms(row, "traceCpu", "p90"),
                            ms(row, "traceWordsCpu", "median"), ms(row, "traceWordsCpu", "p90"),
                            String.format(Locale.ROOT, "%.1f", row.get("batchPerSecond").asDouble()),
                            row.get("failures").asInt()));
                }
            }
        }
        if (json) {
            out.println(Output.line(result));
        }
        return Main.OK;
    }

    /** {@code 5x5} (or {@code 5×5}) as categories and items. */
    private static int[] size(String text) throws UsageException {
        String[] parts = text.split("[x×]", -1);
        if (parts.length != 2) {
            throw new UsageException(T.fill("badSize", text));
        }
        return new int[] {(int) Options.number("--size", parts[0], 2, 64), (int) Options.number("--size", parts[1],
                2, 64)};
    }

    /** A level code, or null for {@code any}. */
    private static Level level(String code) throws UsageException {
        if (code.equals("any")) {
            return null;
        }
        return Level.ofCode(code).orElseThrow(() -> new UsageException(T.fill("badLevel", code)));
    }

    private static String ms(ObjectNode row, String what, String stat) {
        return String.format(Locale.ROOT, "%.3f", row.get(what).get(stat).asDouble());
    }

    private static final long WARM_UP_NANOS = 1_000_000_000L;

    private static ObjectNode measure(int cats, int items, Level level, int seeds, CategoryDatabase db)
            throws UsageException {
        DeductionEngine engine = new DeductionEngine();
        // warm up on other seeds until the compiler has settled: at least a second and ten puzzles of this cell
        long warm = System.nanoTime();
        for (int w = 0; w < 10 || System.nanoTime() - warm < WARM_UP_NANOS; w++) {
            Puzzle p = generate(cats, items, level, 1_000_000 + w, db);
            if (p != null) { // the trace and its words too: generation's own solves make none
                words(engine.solve(p), ClueText.locale(p));
            }
        }
        // the thread's CPU time beside the wall clock: on a machine shared with other work the wall clock carries
        // the other work's share, the CPU time does not
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        List<Double> gen = new ArrayList<>();
        List<Double> genCpu = new ArrayList<>();
        List<Double> unique = new ArrayList<>();
        List<Double> trace = new ArrayList<>();
        List<Double> traceCpu = new ArrayList<>();
        List<Double> traceWords = new ArrayList<>();
        int failures = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            long c0 = cpu.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            Puzzle p = generate(cats, items, level, seed, db);
            long t1 = System.nanoTime();
            long c1 = cpu.getCurrentThreadCpuTime();
            if (p == null) {
                failures++;
                continue;
            }
            gen.add((t1 - t0) / 1e6);
            genCpu.add((c1 - c0) / 1e6);
            long t2 = System.nanoTime();
            CompleteSolver.solve(p);
            long t3 = System.nanoTime();
            long c3 = cpu.getCurrentThreadCpuTime();
            engine.solve(p);
            long c4 = cpu.getCurrentThreadCpuTime();
            long t4 = System.nanoTime();
            unique.add((t3 - t2) / 1e6);
            trace.add((t4 - t3) / 1e6);
            traceCpu.add((c4 - c3) / 1e6);
            // the trace as 'solve' prints it: every step's sentence formatted in the puzzle's language
            long c5 = cpu.getCurrentThreadCpuTime();
            words(engine.solve(p), ClueText.locale(p));
            traceWords.add((cpu.getCurrentThreadCpuTime() - c5) / 1e6);
        }
        long b0 = System.nanoTime();
        Batch.run(seeds, i -> generate(cats, items, level, 5_000_001L + i, db), (i, p) -> { });
        double perSecond = seeds / ((System.nanoTime() - b0) / 1e9);
        ObjectNode row = Output.object();
        row.put("size", cats + "x" + items);
        row.put("level", level == null ? "any" : level.code());
        stats(row.putObject("generate"), gen);
        stats(row.putObject("generateCpu"), genCpu);
        stats(row.putObject("unique"), unique);
        stats(row.putObject("trace"), trace);
        stats(row.putObject("traceCpu"), traceCpu);
        stats(row.putObject("traceWordsCpu"), traceWords);
        row.put("batchPerSecond", perSecond);
        row.put("failures", failures);
        return row;
    }

    /** Formats every step's sentence of {@code t}, as {@code solve} prints them; returns their length. */
    private static int words(Trace t, Locale locale) {
        int n = 0;
        for (Step s : t.steps()) {
            n += s.text(locale).length();
        }
        return n;
    }

    private static Puzzle generate(int cats, int items, Level level, long seed, CategoryDatabase db) {
        try {
            GeneratorSettings s = GeneratorSettings.of(cats, items, seed);
            return Generator.generate(level == null ? s : s.withDifficulty(level), db, "bundled", Monitor.NONE);
        } catch (GenerationException e) {
            return null;
        }
    }

    private static void stats(ObjectNode node, List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        node.put("median", v.length == 0 ? Double.NaN : v[v.length / 2]);
        node.put("p90", v.length == 0 ? Double.NaN : v[Math.min(v.length - 1, (int) Math.ceil(v.length * 0.9) - 1)]);
    }
}
