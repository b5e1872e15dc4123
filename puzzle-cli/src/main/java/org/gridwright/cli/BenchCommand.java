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
        long warmUp = DEFAULT_WARM_UP_NANOS;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--json")) {
                json = true;
            } else if (a.equals("--seeds")) {
                seeds = Options.intValue(args, ++i, a, 1, 10_000);
            } else if (a.equals("--warm-up")) {
                warmUp = Options.intValue(args, ++i, a, 1, 600) * 1_000_000_000L;
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
        result.put("warmUpSeconds", warmUp / 1_000_000_000L);
        ArrayNode rows = result.putArray("sizes");
        if (!json) {
            out.println(T.fill("machine", cores, System.getProperty("java.version"), seeds,
                    warmUp / 1_000_000_000L));
            out.println(T.fill("header"));
        }
        // every cell asked makes a few puzzles before any is measured: the compiled code is shared, so the first cell
        // measured is not the one that pays for compiling it (3x4 measured first read 2 ms instead of 0.4 ms)
        for (int round = 0; round < PRE_WARM_ROUNDS; round++) {
            for (int[] size : sizes) {
                for (Level level : levels) {
                    for (int w = 0; w < PRE_WARM_PUZZLES; w++) {
                        generate(size[0], size[1], level, 2_000_000 + round * PRE_WARM_PUZZLES + w, db);
                    }
                }
            }
        }
        for (int[] size : sizes) {
            for (Level level : levels) {
                ObjectNode row = measure(size[0], size[1], level, seeds, db, warmUp);
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

    /**
     * At least this much of the measuring thread's CPU time goes to a cell's warm-up, and then more until it has
     * settled (CPU time, not the wall clock: on a loaded machine a second of wall clock may be a tenth of one of work).
     */
    private static final long DEFAULT_WARM_UP_NANOS = 1_000_000_000L;
    /** Rounds over every cell asked, and puzzles a cell each round, before the first cell is measured. */
    private static final int PRE_WARM_ROUNDS = 2;
    private static final int PRE_WARM_PUZZLES = 5;

    /** Most CPU time a cell's warm-up may take, settled or not. */
    private static final long MAX_WARM_UP_NANOS = 60_000_000_000L;
    /** A warm-up window: at least this many rounds and this much CPU time. */
    private static final int WINDOW_ROUNDS = 10;
    private static final long WINDOW_NANOS = 250_000_000L;

    /**
     * Runs {@code round} (with 0, 1, 2, …) until the compiler has settled: at least {@code least} of this thread's
     * CPU time, and then until two windows in a row (each at least ten rounds and a quarter second of CPU) passed
     * with the JIT compilers spending under 1 % of the window's time, or {@link #MAX_WARM_UP_NANOS}. A fixed second
     * was not enough: on a loaded machine the compiler threads get little of the processors, and measured after one
     * second on a fresh JVM, 3x4 read 1.1 ms a puzzle, after ten seconds 0.25 ms (BENCHMARKS.md).
     *
     * @return the CPU seconds the warm-up took
     */
    static double warmUp(long least, java.util.function.IntConsumer round) {
        java.lang.management.ThreadMXBean clock = java.lang.management.ManagementFactory.getThreadMXBean();
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
        long start = clock.getCurrentThreadCpuTime();
        int settled = 0;
        int r = 0;
        while (true) {
            long windowStart = clock.getCurrentThreadCpuTime();
            long wallStart = System.nanoTime();
            long compiledBefore = jitTimed ? jit.getTotalCompilationTime() : 0L;
            for (int n = 0; n < WINDOW_ROUNDS || clock.getCurrentThreadCpuTime() - windowStart < WINDOW_NANOS; n++) {
                round.accept(r++);
            }
            // compilation time in milliseconds, summed over the compiler threads, against the window's wall clock
            double compiling = jitTimed ? (jit.getTotalCompilationTime() - compiledBefore) * 1e6 : 0.0;
            settled = compiling < 0.01 * (System.nanoTime() - wallStart) ? settled + 1 : 0;
            long spent = clock.getCurrentThreadCpuTime() - start;
            if (spent >= least && settled >= 2 || spent >= MAX_WARM_UP_NANOS) {
                return spent / 1e9;
            }
        }
    }

    private static ObjectNode measure(int cats, int items, Level level, int seeds, CategoryDatabase db, long warmUp)
            throws UsageException {
        DeductionEngine engine = new DeductionEngine();
        // warm up on other seeds until the compiler has settled; the trace and its words too (generation's own
        // solves make none)
        double warmed = warmUp(warmUp, w -> {
            Puzzle p = generate(cats, items, level, 1_000_000 + w, db);
            if (p != null) {
                words(engine.solve(p), ClueText.locale(p));
            }
        });
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
        row.put("warmUpCpuSeconds", warmed);
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
