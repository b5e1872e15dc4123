package org.gridwright.editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;

/**
 * How long the editor's work after one edit takes (verification, then the trace), on the 6×5 zebra puzzle and on
 * 6×6 puzzles built here (random true clues added until unique, redundant ones removed). Not a test: run its main with the test classpath.
 */
public final class EditorLatencyBench {

    private EditorLatencyBench() {
    }

    public static void main(String[] args) throws Exception {
        Puzzle zebra = PuzzleReader.read(Fixtures.corpusFiles().stream()
                .filter(f -> f.getFileName().toString().startsWith("classic-zebra")).findFirst().orElseThrow());
        report("zebra 6x5 (" + zebra.clues().size() + " clues)", zebra);
        for (long seed = 1; seed <= 3; seed++) {
            Puzzle p = unique6x6(seed);
            report("random 6x6 seed " + seed + " (" + p.clues().size() + " clues)", p);
            // the edit an author makes: delete a clue, which usually breaks uniqueness
            report("  same, clue 1 deleted", PuzzleEdits.deleteClue(p, 0));
        }
    }

    private static void report(String name, Puzzle p) {
        for (int i = 0; i < 20; i++) { // warm up
            Verification.of(p, Monitor.NONE);
            Analysis.of(p, Monitor.NONE);
        }
        int n = 50;
        long[] verify = new long[n];
        long[] trace = new long[n];
        Verification v = null;
        Analysis a = null;
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            v = Verification.of(p, Monitor.NONE);
            long t1 = System.nanoTime();
            a = Analysis.of(p, Monitor.NONE);
            long t2 = System.nanoTime();
            verify[i] = t1 - t0;
            trace[i] = t2 - t1;
        }
        System.out.printf("%-40s verdict %-13s verify median %6.2f ms max %6.2f | trace (%d steps, %s) median %6.2f ms max %6.2f%n",
                name, v.verdict().status(), median(verify), max(verify), a.trace().steps().size(), a.trace().outcome(),
                median(trace), max(trace));
    }

    private static double median(long[] ns) {
        long[] c = ns.clone();
        Arrays.sort(c);
        return c[c.length / 2] / 1e6;
    }

    private static double max(long[] ns) {
        return Arrays.stream(ns).max().orElse(0) / 1e6;
    }

    /** A 6×6 puzzle with an ordinal category, true random clues added until the complete solver says unique, then redundant ones removed. */
    static Puzzle unique6x6(long seed) {
        Random r = new Random(seed);
        int k = 6;
        Puzzle.Builder b = Puzzle.builder();
        for (int c = 0; c < k; c++) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                items.add((char) ('A' + c) + "" + (i + 1));
            }
            b.category(Category.labelled("C" + c, c == k - 1 ? CategoryKind.ORDINAL : CategoryKind.CATEGORICAL, items));
        }
        Puzzle base = b.build();
        int[][] rows = new int[k][k];
        for (int c = 0; c < k; c++) {
            List<Integer> perm = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                perm.add(i);
            }
            java.util.Collections.shuffle(perm, r);
            for (int e = 0; e < k; e++) {
                rows[e][c] = c == 0 ? e : perm.get(e);
            }
        }
        Solution s = Solution.ofRows(rows);
        List<Clue> clues = new ArrayList<>();
        Puzzle p = base;
        while (CompleteSolver.solve(p).status() != Status.UNIQUE) {
            Clue c = randomTrueClue(r, base, s);
            if (c != null) {
                clues.add(c);
                p = base.withClues(clues);
            }
        }
        for (int i = clues.size() - 1; i >= 0; i--) { // drop clues the others make redundant
            List<Clue> fewer = new ArrayList<>(clues);
            fewer.remove(i);
            if (CompleteSolver.solve(base.withClues(fewer)).status() == Status.UNIQUE) {
                clues = fewer;
            }
        }
        return base.withClues(clues);
    }

    private static Clue randomTrueClue(Random r, Puzzle p, Solution s) {
        int k = p.size();
        Ref a = ref(p, r.nextInt(p.categoryCount()), r.nextInt(k));
        Ref b = ref(p, r.nextInt(p.categoryCount()), r.nextInt(k));
        if (a.category().equals(b.category())) {
            return null;
        }
        String by = p.category(p.categoryCount() - 1).name();
        Clue c = switch (r.nextInt(4)) {
            case 0 -> new Clue.Match(a, b, null);
            case 1 -> new Clue.Not(a, List.of(b), null);
            case 2 -> new Clue.Next(by, a, b, null);
            default -> new Clue.Less(by, List.of(a, b), null);
        };
        return c.holds(p, s) ? c : null;
    }

    private static Ref ref(Puzzle p, int c, int i) {
        return p.ref(new org.gridwright.core.model.Item(c, i));
    }
}
