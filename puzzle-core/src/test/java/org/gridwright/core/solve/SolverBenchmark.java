package org.gridwright.core.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * Measures the uniqueness check (compile + count to two) on fixed-seed random unique puzzles (random true clues,
 * irreducible). A plain main, not a test; run it with {@code mvn -q -o -pl puzzle-core test-compile} and
 * {@code java -cp puzzle-core/target/classes:puzzle-core/target/test-classes:DEPENDENCIES
 * org.gridwright.core.solve.SolverBenchmark [puzzlesPerSize [K k]]}.
 */
public final class SolverBenchmark {
    private SolverBenchmark() {
    }

    /**
     * A unique puzzle of random true clues (the generator's weighted types), reduced to an irreducible set; no
     * level check, so the deduction engine's speed does not enter.
     */
    private static Puzzle unique(int cats, int items, long seed) {
        try {
            return new Generator(Generator.source(CategoryDatabase.bundled()), (p, m) -> Level.EASY, null)
                    .run(GeneratorSettings.of(cats, items, seed), Monitor.NONE);
        } catch (GenerationException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int[][] sizes = args.length > 1 ? new int[][] {{Integer.parseInt(args[1]), Integer.parseInt(args[2])}} : new int[][] {{3, 4}, {4, 5}, {5, 5}, {6, 6}, {8, 8}};
        for (int[] size : sizes) {
            SplittableRandom rnd = new SplittableRandom(20261122L + size[0] * 100 + size[1]);
            List<Puzzle> puzzles = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                puzzles.add(unique(size[0], size[1], rnd.nextLong()));
            }
            for (int warm = 0; warm < 5; warm++) {
                for (Puzzle p : puzzles) {
                    CompleteSolver.solve(p);
                }
            }
            long[] times = new long[count];
            long nodes = 0;
            int clues = 0;
            for (int i = 0; i < count; i++) {
                Puzzle p = puzzles.get(i);
                long t0 = System.nanoTime();
                Verdict v = CompleteSolver.solve(p);
                times[i] = System.nanoTime() - t0;
                if (v.status() != Status.UNIQUE) {
                    throw new IllegalStateException("benchmark puzzle " + i + " is not unique");
                }
                CompiledPuzzle cp = CompiledPuzzle.of(p);
                cp.countSolutions(2);
                nodes += cp.nodes();
                clues += p.clues().size();
            }
            Arrays.sort(times);
            System.out.printf("%dx%d  uniqueness check  median %.3f ms  p90 %.3f ms  max %.3f ms  (%d puzzles, "
                    + "%.1f clues, %.1f nodes avg)%n", size[0], size[1], times[count / 2] / 1e6,
                    times[count * 9 / 10] / 1e6, times[count - 1] / 1e6, count, clues / (double) count,
                    nodes / (double) count);
        }
    }
}
