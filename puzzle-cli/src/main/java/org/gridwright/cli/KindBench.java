package org.gridwright.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridwright.core.text.Templates;
import org.gridwright.kind.Generator;
import org.gridwright.kind.Kinds;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.PuzzleKind;

/**
 * {@code gridwright bench --kind K [--size N] [--difficulty L] [--symbols S] [--count N]}: for each cell (an order
 * and a level), generates {@code count} puzzles with seeds 1…count on this thread (one core) and times each
 * generation (thread CPU time, and wall time beside it) and the complete solve of its result (CPU); prints the
 * median and the 90th percentile. The generation time
 * includes everything the command does (drawing the square, the blocklist screen and re-lettering, removal, the
 * grade). A warm-up (three seconds and at least 100 puzzles of orders 5 to 7) runs first so the figures are those
 * of a warm JVM.
 */
final class KindBench {
    private static final Templates T = Templates.of("org.gridwright.cli.Kinds", Locale.ENGLISH);
    /** Times are this thread's CPU time (one core, whatever else the machine runs) and, beside them, wall time. */
    private static final java.lang.management.ThreadMXBean CPU =
            java.lang.management.ManagementFactory.getThreadMXBean();
    /** The cells of the issue: the order and the level asked ("" = whatever level up to 4 the removal reaches). */
    static final List<String[]> QUADRATA_CELLS = List.of(
            new String[] {"5", ""}, new String[] {"9", "3"}, new String[] {"12", ""}, new String[] {"15", ""},
            new String[] {"19", ""});

    private KindBench() {
    }

    static int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        String id = KindDispatch.kindOption(args);
        PuzzleKind<?, ?> k = Kinds.installed(KindBench.class.getClassLoader()).byId(id).orElseThrow(
                () -> new UsageException(T.fill("unknownKind", id,
                        Kinds.installed(KindBench.class.getClassLoader()).ids())));
        String size = null;
        String level = null;
        String symbols = "letters";
        int count = 10;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--kind" -> i++;
                case "--size" -> size = Options.value(args, ++i, a);
                case "--difficulty" -> level = Options.value(args, ++i, a);
                case "--symbols" -> symbols = Options.value(args, ++i, a);
                case "--count" -> count = Options.intValue(args, ++i, a, 1, 10_000);
                default -> throw new UsageException(T.fill("unknownOption", a, id, "bench"));
            }
        }
        List<String[]> cells = size == null ? QUADRATA_CELLS
                : List.<String[]>of(new String[] {size, level == null ? "" : level});
        return bench(k, cells, symbols, count, out, err);
    }

    private static <P, S> int bench(PuzzleKind<P, S> k, List<String[]> cells, String symbols, int count,
            PrintStream out, PrintStream err) throws UsageException {
        Generator<P> gen = k.generator().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.generate"), "bench")));
        var ref = k.referee().orElseThrow(() -> new UsageException(
                T.fill("noCapability", k.id(), T.fill("cap.verify"), "bench")));
        var ded = k.deducer().orElseThrow();
        try {
            // warm-up: at least three seconds and 100 puzzles of orders 5 to 7, so the figures are a warm JVM's
            long until = System.nanoTime() + 3_000_000_000L;
            for (int i = 0; i < 100 || System.nanoTime() < until; i++) {
                gen.generate(1000 + i, Map.of("size", Integer.toString(5 + i % 3), "symbols", symbols),
                        Monitor.NONE);
            }
        } catch (Generator.GenerationException e) {
            throw new UsageException(e.getMessage());
        }
        out.println(T.fill("bench.header", k.id(), count));
        for (String[] cell : cells) {
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("size", cell[0]);
            settings.put("symbols", symbols);
            if (!cell[1].isEmpty()) {
                settings.put("difficulty", cell[1]);
            }
            double[] gens = new double[count];
            double[] genCpu = new double[count];
            double[] solves = new double[count];
            int reached = 0;
            for (int i = 0; i < count; i++) {
                long t0 = System.nanoTime();
                long c0 = CPU.getCurrentThreadCpuTime();
                P p;
                try {
                    p = gen.generate(i + 1, settings, Monitor.NONE);
                } catch (Generator.GenerationException e) {
                    gens[i] = (System.nanoTime() - t0) / 1e6;
                    genCpu[i] = (CPU.getCurrentThreadCpuTime() - c0) / 1e6;
                    solves[i] = Double.NaN;
                    continue;
                }
                gens[i] = (System.nanoTime() - t0) / 1e6;
                genCpu[i] = (CPU.getCurrentThreadCpuTime() - c0) / 1e6;
                long c1 = CPU.getCurrentThreadCpuTime();
                ref.judge(p, Monitor.NONE);
                solves[i] = (CPU.getCurrentThreadCpuTime() - c1) / 1e6;
                if (cell[1].isEmpty() || Integer.toString(ded.solve(p, Monitor.NONE).grade().level()).equals(cell[1])) {
                    reached++;
                }
            }
            out.println(T.fill("bench.row", cell[0], cell[1].isEmpty() ? "any" : cell[1], fmt(pct(genCpu, 50)),
                    fmt(pct(genCpu, 90)), fmt(pct(gens, 50)), fmt(pct(gens, 90)), fmt(pct(solves, 50)),
                    fmt(pct(solves, 90)), reached, count));
        }
        return Main.OK;
    }

    /** The p-th percentile (nearest rank) of the values that are numbers. */
    static double pct(double[] v, int p) {
        double[] s = Arrays.stream(v).filter(d -> !Double.isNaN(d)).sorted().toArray();
        if (s.length == 0) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(p / 100.0 * s.length);
        return s[Math.max(0, rank - 1)];
    }

    private static String fmt(double ms) {
        return Double.isNaN(ms) ? "-" : ms < 10 ? String.format(Locale.ROOT, "%.2f", ms)
                : String.format(Locale.ROOT, "%.0f", ms);
    }
}
