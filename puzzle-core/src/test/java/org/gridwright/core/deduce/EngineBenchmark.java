package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridwright.core.model.Puzzle;

/**
 * Measures whole-trace times (a benchmark, not a test): run with the test classpath,
 * {@code java … org.gridwright.core.deduce.EngineBenchmark [categories size puzzles]}. Puzzles are random with a
 * planted solution and random true clues added until the default engine solves them (which proves them unique).
 */
public final class EngineBenchmark {
    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("corpus")) {
            corpus(new DeductionEngine());
            return;
        }
        int cats = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        int count = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        DeductionEngine engine = new DeductionEngine();
        List<Puzzle> puzzles = new ArrayList<>();
        Random rnd = new Random(42);
        long t0 = System.nanoTime();
        while (puzzles.size() < count) {
            puzzles.add(solvable(engine, rnd, cats, size));
        }
        System.out.printf("made %d puzzles %dx%d in %.1f s%n", count, cats, size, (System.nanoTime() - t0) / 1e9);
        int rounds = 8;
        for (int round = 0; round < rounds; round++) {
            long[] times = new long[count];
            long[] cpu = new long[count];
            java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
            int steps = 0;
            for (int i = 0; i < count; i++) {
                long c = mx.getCurrentThreadCpuTime();
                long s = System.nanoTime();
                Trace t = engine.solve(puzzles.get(i));
                times[i] = System.nanoTime() - s;
                cpu[i] = mx.getCurrentThreadCpuTime() - c;
                steps += t.steps().size();
                if (round == rounds - 1) {
                    System.out.printf("  #%d %s %s/%d %d steps, %d clues: %.2f ms%n", i, t.outcome(),
                            t.difficulty().level().code(), t.difficulty().score(), t.steps().size(),
                            puzzles.get(i).clues().size(), times[i] / 1e6);
                }
            }
            java.util.Arrays.sort(times);
            java.util.Arrays.sort(cpu);
            System.out.printf("round %d%s: wall median %.2f ms, max %.2f ms; CPU median %.2f ms, max %.2f ms;"
                    + " mean steps %d%n", round, round < 3 ? " (warm-up)" : "", times[count / 2] / 1e6,
                    times[count - 1] / 1e6, cpu[count / 2] / 1e6, cpu[count - 1] / 1e6, steps / count);
        }
    }

    /** Whole-trace times of the real corpus, after warming up. */
    static void corpus(DeductionEngine engine) {
        for (int round = 0; round < 20; round++) {
            for (java.nio.file.Path f : TestPuzzles.corpusFiles()) {
                Puzzle p = TestPuzzles.read(f);
                long s = System.nanoTime();
                Trace t = engine.solve(p);
                long ns = System.nanoTime() - s;
                if (round == 19) {
                    System.out.printf("  %-45s %dx%d %-7s %s/%d %3d steps %.2f ms%n", f.getFileName(), p.categoryCount(),
                            p.size(), t.outcome(), t.difficulty().level().code(), t.difficulty().score(),
                            t.steps().size(), ns / 1e6);
                }
            }
        }
    }

    /** Random true clues in batches until the engine solves the puzzle. */
    static Puzzle solvable(DeductionEngine engine, Random rnd, int cats, int size) {
        Puzzle p = RandomPuzzles.planted(rnd, cats, size, cats * size / 2);
        DeductionEngine quick = new DeductionEngine(TechniqueSet.defaults().upTo(Level.MEDIUM));
        while (true) {
            Trace t = quick.solve(p);
            if (t.outcome() == Outcome.SOLVED) {
                return p;
            }
            List<org.gridwright.core.model.Clue> extra = new ArrayList<>(p.clues());
            Puzzle add = RandomPuzzles.moreClues(rnd, p, Math.max(1, size / 2));
            extra.addAll(add.clues());
            p = p.withClues(extra);
        }
    }
}
