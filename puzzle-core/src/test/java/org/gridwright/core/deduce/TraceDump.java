package org.gridwright.core.deduce;

import java.nio.file.Path;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;

/** Prints the trace of each corpus puzzle (or the files given): for reading explanations aloud. Not a test. */
public final class TraceDump {
    public static void main(String[] args) {
        DeductionEngine engine = new DeductionEngine();
        for (Path f : TestPuzzles.corpusFiles()) {
            if (args.length > 0 && !args[0].equals("all") && !f.getFileName().toString().contains(args[0])) {
                continue;
            }
            Puzzle p = TestPuzzles.read(f);
            Trace t = engine.solve(p);
            boolean right = p.solution().map(s -> Grid.of(s).equals(t.grid())).orElse(false);
            System.out.printf("== %s %dx%d: %s %s %d steps, %s/%d, grid=solution: %s%n", f.getFileName(),
                    p.categoryCount(), p.size(), t.outcome(), "", t.steps().size(), t.difficulty().level().code(),
                    t.difficulty().score(), right);
            java.util.Map<String, Integer> used = new java.util.TreeMap<>();
            t.steps().forEach(s -> used.merge(s.technique(), 1, Integer::sum));
            System.out.println("   " + used);
            if (args.length > 1) {
                int n = 1;
                for (Step s : t.steps()) {
                    System.out.printf("%3d. [%s] %s%n", n++, s.technique(), s.text());
                }
            }
        }
    }
}
