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
        if (args.length > 0 && args[0].equals("multiple")) {
            int cats = Integer.parseInt(args[1]);
            int size = Integer.parseInt(args[2]);
            multiple(new DeductionEngine(), cats, size, Integer.parseInt(args[3]),
                    args.length > 4 ? Integer.parseInt(args[4]) : 3,
                    args.length > 5 ? Integer.parseInt(args[5]) : cats * size / 2);
            return;
        }
        if (args.length > 0 && args[0].equals("stuck")) {
            stuckFraction(new DeductionEngine(), Integer.parseInt(args[1]));
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
                    System.out.printf("  %-45s %dx%d %-7s %s/%d %3d steps, trial work %d: %.2f ms%n",
                            f.getFileName(), p.categoryCount(), p.size(), t.outcome(), t.difficulty().level().code(),
                            t.difficulty().score(), t.steps().size(), t.trialWork(), ns / 1e6);
                }
            }
        }
    }

    /**
     * Thread CPU time of whole traces of puzzles with more than one solution (the complete solver says so): a
     * planted solution and {@code clues} random true clues (by default {@code cats * size / 2}), as an author
     * mid-edit or a generator mid-way has them; {@code clues} 0 asks for {@link #nearlyUnique} puzzles. The last of {@code rounds} rounds is printed per puzzle.
     */
    static void multiple(DeductionEngine engine, int cats, int size, int count, int rounds, int clues) {
        Random rnd = new Random(7);
        List<Puzzle> puzzles = new ArrayList<>();
        while (puzzles.size() < count) {
            Puzzle p = clues == 0 ? nearlyUnique(rnd, cats, size) : RandomPuzzles.planted(rnd, cats, size, clues);
            if (org.gridwright.core.solve.CompleteSolver.solve(p).status()
                    == org.gridwright.core.solve.Status.MULTIPLE) {
                puzzles.add(p);
            }
        }
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            long[] cpu = new long[count];
            for (int i = 0; i < count; i++) {
                long c = mx.getCurrentThreadCpuTime();
                Trace t = engine.solve(puzzles.get(i));
                cpu[i] = mx.getCurrentThreadCpuTime() - c;
                if (round == rounds - 1) {
                    System.out.printf("  #%d %s %d steps, trial work %d%s: CPU %.2f ms%n", i, t.outcome(),
                            t.steps().size(), t.trialWork(), t.outOfBudget() ? " (budget spent)" : "", cpu[i] / 1e6);
                }
            }
            java.util.Arrays.sort(cpu);
            System.out.printf("round %d %dx%d multiple-solution: CPU median %.2f ms, max %.2f ms, total %.1f ms%n",
                    round, cats, size, cpu[count / 2] / 1e6, cpu[count - 1] / 1e6,
                    java.util.Arrays.stream(cpu).sum() / 1e6);
        }
    }

    /**
     * A unique puzzle with one clue deleted at a time until it has more than one solution: what an author editing
     * a finished puzzle has, with most of the grid settled and many two-way choices left.
     */
    static Puzzle nearlyUnique(Random rnd, int cats, int size) {
        return nearlyUniqueWithin(rnd, cats, size, Long.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * As {@link #nearlyUnique}, with every complete-solver verdict within {@code work} and at most {@code maxClues}
     * clues drawn, or null when either runs out ({@link RandomPuzzles#uniqueWithin}).
     */
    static Puzzle nearlyUniqueWithin(Random rnd, int cats, int size, long work, int maxClues) {
        Puzzle p = RandomPuzzles.uniqueWithin(rnd, cats, size, work, maxClues);
        while (p != null) {
            org.gridwright.core.solve.Verdict v = RandomPuzzles.verdictWithin(p, work);
            if (v == null) {
                return null;
            }
            if (v.status() != org.gridwright.core.solve.Status.UNIQUE) {
                return p;
            }
            List<org.gridwright.core.model.Clue> clues = new ArrayList<>(p.clues());
            clues.remove(rnd.nextInt(clues.size()));
            p = p.withClues(clues);
        }
        return null;
    }

    /**
     * How many of {@code count} unique random puzzles (3–5 categories of 4–6 items, refereed by the complete
     * solver; the same set every run) the engine leaves stuck, and the CPU time of the whole set.
     */
    static void stuckFraction(DeductionEngine engine, int count) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        int stuck = 0;
        long cpu = 0;
        long worst = 0;
        for (int i = 0; i < count; i++) {
            Random rnd = new Random(1000 + i);
            Puzzle p = RandomPuzzles.unique(rnd, 3 + rnd.nextInt(3), 4 + rnd.nextInt(3));
            long c = mx.getCurrentThreadCpuTime();
            Trace t = engine.solve(p);
            long spent = mx.getCurrentThreadCpuTime() - c;
            cpu += spent;
            worst = Math.max(worst, spent);
            if (t.outcome() != Outcome.SOLVED) {
                stuck++;
                System.out.printf("  seed %d %dx%d %s after %d steps, trial work %d%n", 1000 + i, p.categoryCount(),
                        p.size(), t.outcome(), t.steps().size(), t.trialWork());
            }
        }
        System.out.printf("%d of %d unique puzzles not solved (%.2f %%); CPU total %.1f ms, worst %.1f ms%n", stuck,
                count, 100.0 * stuck / count, cpu / 1e6, worst / 1e6);
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
