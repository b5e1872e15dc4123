package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * The near solutions the solution pass follows show a clue needed only when it is: as clues go in a random order
 * (each that counting says the others do without), every clue they show is one without which there is another
 * solution; and they show the clues a near solution breaks alone with every clue on.
 */
class NearSolutionsProperties {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Property(tries = 200)
    void aClueShownIsNeeded(@ForAll long seed) throws GenerationException {
        // a generated puzzle (unique, every clue needed) and a few more true clues, some of them not needed
        SplittableRandom rnd = new SplittableRandom(seed);
        Drawn d = drawn(rnd);
        Puzzle made = d.made();
        CompiledPuzzle cp = d.cp();
        Solution known = d.known();
        int cats = made.categoryCount();
        List<Clue> clues = new ArrayList<>(made.clues());
        ClueMaker maker = new ClueMaker(made.withClues(List.of()), known);
        for (ClueType type : ClueType.values()) {
            if (rnd.nextInt(3) == 0 && maker.canMake(type)) {
                Clue c = maker.make(type, rnd);
                clues.add(c);
                cp.add(c);
            }
        }
        boolean oneCategory = rnd.nextBoolean();
        NearSolutions near = new NearSolutions(cp, clues.size(), known, cats, made.size(), 1 + rnd.nextInt(6),
                oneCategory);
        for (int i = 0; i < clues.size(); i++) {
            if (shownAlone(cp, known.rows(), i)) {
                assertTrue(near.shows(i), "a swap in one category breaks clue " + i + " alone");
            }
        }
        int[] order = new int[clues.size()];
        for (int i = 0; i < order.length; i++) {
            int j = rnd.nextInt(i + 1);
            order[i] = order[j];
            order[j] = i;
        }
        int shown = 0;
        int dropped = 0;
        for (int i : order) {
            cp.setEnabled(i, false);
            boolean needed = cp.countSolutions(2) >= 2;
            if (near.shows(i)) {
                shown++;
                assertTrue(needed, "clue " + i + " shown needed is needed");
            }
            cp.setEnabled(i, needed);
            if (!needed) {
                dropped++;
                near.off(i);
            }
        }
        Statistics.collect(shown == 0 ? "none shown" : "some shown", dropped == 0 ? "none dropped" : "some dropped",
                oneCategory ? "one category" : "every set");
    }

    /**
     * Trades in one category only are some of the near solutions: as clues go, every clue they show is shown by all
     * of them too (the first pass at easy from 60 cells keeps what they show without a check).
     */
    @Property(tries = 100)
    void tradesInOneCategoryShowPartOfWhatAllShow(@ForAll long seed) throws GenerationException {
        Drawn d = drawn(new SplittableRandom(seed));
        SplittableRandom rnd = new SplittableRandom(~seed);
        int clues = d.made().clues().size();
        int most = 1 + rnd.nextInt(6);
        NearSolutions all = d.near(most, false);
        NearSolutions one = d.near(most, true);
        int fewer = 0;
        for (int i = 0; i < clues; i++) {
            if (rnd.nextBoolean()) {
                all.off(i);
                one.off(i);
            }
            for (int j = 0; j < clues; j++) {
                assertTrue(!one.shows(j) || all.shows(j), "clue " + j + " after clue " + i + " went");
                fewer += all.shows(j) && !one.shows(j) ? 1 : 0;
            }
        }
        Statistics.collect(fewer == 0 ? "the same shown" : "fewer shown");
    }

    /**
     * A copy is followed on its own: clues switched off in it (as one first-pass order drops them) change nothing in
     * the one it was made from, and it shows what a near solutions made afresh and followed the same way shows.
     */
    @Property(tries = 100)
    void aCopyIsFollowedOnItsOwn(@ForAll long seed) throws GenerationException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Drawn d = drawn(rnd);
        int clues = d.made().clues().size();
        int most = 1 + rnd.nextInt(6);
        boolean oneCategory = rnd.nextBoolean();
        java.util.function.Supplier<NearSolutions> made = () -> d.near(most, oneCategory);
        NearSolutions original = made.get();
        boolean[] before = new boolean[clues];
        for (int i = 0; i < clues; i++) {
            before[i] = original.shows(i);
        }
        for (int round = 0; round < 3; round++) {
            NearSolutions copy = original.copy();
            NearSolutions fresh = made.get();
            for (int i = 0; i < clues; i++) {
                if (rnd.nextBoolean()) {
                    copy.off(i);
                    fresh.off(i);
                }
                for (int j = 0; j < clues; j++) {
                    assertEquals(fresh.shows(j), copy.shows(j), "clue " + j + " after clue " + i + " went");
                }
            }
            for (int i = 0; i < clues; i++) {
                assertEquals(before[i], original.shows(i), "clue " + i + " in the original");
            }
        }
    }

    /** A generated puzzle, its clues compiled and its one solution. */
    private record Drawn(Puzzle made, CompiledPuzzle cp, Solution known) {
        /** Its near solutions with every clue on. */
        NearSolutions near(int most, boolean oneCategory) {
            return new NearSolutions(cp, made.clues().size(), known, made.categoryCount(), made.size(), most,
                    oneCategory);
        }
    }

    /** A generated puzzle of 2 to 5 categories of 3 to 6 items, drawn by {@code rnd}. */
    private static Drawn drawn(SplittableRandom rnd) throws GenerationException {
        int cats = 2 + rnd.nextInt(4);
        int k = 3 + rnd.nextInt(4);
        Puzzle made = Generator.generate(GeneratorSettings.of(cats, k, rnd.nextLong()), DB, "bundled", Monitor.NONE);
        CompiledPuzzle cp = CompiledPuzzle.of(made);
        cp.countSolutions(1);
        return new Drawn(made, cp, cp.solutions().get(0));
    }

    /** Whether a swap of two entities in one category breaks clue {@code i} alone (then it is shown). */
    private static boolean shownAlone(CompiledPuzzle cp, int[][] rows, int i) {
        for (int c = 1; c < rows[0].length; c++) {
            for (int e1 = 0; e1 < rows.length; e1++) {
                for (int e2 = e1 + 1; e2 < rows.length; e2++) {
                    int t = rows[e1][c];
                    rows[e1][c] = rows[e2][c];
                    rows[e2][c] = t;
                    int broken = cp.soleViolation(rows);
                    rows[e2][c] = rows[e1][c];
                    rows[e1][c] = t;
                    if (broken == i) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
