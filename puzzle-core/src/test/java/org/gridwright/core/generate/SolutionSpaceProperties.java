package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;

/**
 * The solutions of a small grid kept as bits per clue answer "does this set of clues allow the true solution alone"
 * as the complete solver does, and the removal built on it leaves a unique set that needs every clue.
 */
class SolutionSpaceProperties {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Property(tries = 200)
    void uniqueExactlyWhenTheSolverSaysSoAndRemovalLeavesAnIrreducibleSet(@ForAll long seed)
            throws GenerationException {
        SplittableRandom rnd = new SplittableRandom(seed);
        // the sizes that fit: 2x3..2x6, 3x3, 3x4, 4x3
        int[][] sizes = {{2, 3}, {2, 5}, {2, 6}, {3, 3}, {3, 4}, {3, 4}, {3, 4}, {4, 3}};
        int[] size = sizes[rnd.nextInt(sizes.length)];
        int cats = size[0];
        int k = size[1];
        assertTrue(SolutionSpace.fits(cats, k));
        Puzzle base = Puzzle.builder().categories(Generator.source(DB).draw(rnd, cats, k, 1)).build();
        Solution known = Generator.randomSolution(cats, k, rnd);
        ClueMaker maker = new ClueMaker(base, known);
        List<Clue> clues = new ArrayList<>();
        CompiledPuzzle cp = CompiledPuzzle.of(base);
        // true clues until unique, then a few more
        int extra = rnd.nextInt(6);
        while (cp.countSolutions(2) != 1 || extra-- > 0) {
            ClueType type = ClueType.values()[rnd.nextInt(ClueType.values().length)];
            if (maker.canMake(type)) {
                Clue c = maker.make(type, rnd);
                clues.add(c);
                cp.add(c);
            }
        }
        SolutionSpace space = SolutionSpace.of(base, clues, known);
        int n = clues.size();
        // each clue's bits, composed from the shape's, are the solutions the solver's own check says it allows
        SolutionSpace.Shape shape = space.shape();
        boolean[] ok = new boolean[n];
        for (int s = 0; s < shape.total; s++) {
            int[][] rows = shape.rows(s);
            assertEquals(s, shape.index(rows));
            cp.allows(rows, ok);
            for (int i = 0; i < n; i++) {
                assertEquals(ok[i], (space.allowed(i)[s >>> 6] >>> s & 1) != 0,
                        "solution " + s + ", clue " + clues.get(i));
            }
        }
        assertTrue((space.allowed(0)[shape.index(known.rows()) >>> 6] >>> shape.index(known.rows()) & 1) != 0);
        // random subsets: the bits agree with the solver
        for (int trial = 0; trial < 20; trial++) {
            boolean[] on = new boolean[n];
            for (int i = 0; i < n; i++) {
                on[i] = rnd.nextInt(3) > 0;
                cp.setEnabled(i, on[i]);
            }
            boolean unique = cp.countSolutions(2) == 1;
            Statistics.collect(unique ? "unique subset" : "not unique subset");
            assertEquals(unique, space.uniqueWith(on));
        }
        // removal in a random order: unique, and without any one clue no longer unique
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            int j = rnd.nextInt(i + 1);
            order[i] = order[j];
            order[j] = i;
        }
        boolean[] on = new boolean[n];
        java.util.Arrays.fill(on, true);
        space.dropUnneeded(order, n, on);
        for (int i = 0; i < n; i++) {
            cp.setEnabled(i, on[i]);
        }
        assertEquals(1, cp.countSolutions(2));
        assertEquals(known, cp.solutions().get(0));
        for (int i = 0; i < n; i++) {
            if (on[i]) {
                cp.setEnabled(i, false);
                assertEquals(2, cp.countSolutions(2), "clue " + i + " is needed");
                cp.setEnabled(i, true);
            }
        }
        // a mend's clue lets one of the set's go exactly when the solver finds the others and it unique, and then
        // removal with it last gives another set; otherwise the same set
        int[] members = new int[n];
        long[][] others = new long[n][shape.words];
        int kept = space.leaveOneOut(on, members, others);
        for (int f = 0; f < n; f++) {
            if (on[f]) {
                continue;
            }
            boolean frees = false;
            cp.setEnabled(f, true);
            for (int t = 0; t < kept && !frees; t++) {
                cp.setEnabled(members[t], false);
                frees = cp.countSolutions(2) == 1;
                cp.setEnabled(members[t], true);
            }
            cp.setEnabled(f, false);
            Statistics.collect(frees ? "a clue that frees one" : "a clue that frees none");
            assertEquals(frees, space.freesOne(others, kept, f), "clue " + f);
            int[] mend = java.util.Arrays.copyOf(members, kept + 1);
            mend[kept] = f;
            boolean[] mended = on.clone();
            mended[f] = true;
            space.dropUnneeded(mend, kept + 1, mended);
            assertEquals(frees, !java.util.Arrays.equals(on, mended), "clue " + f);
        }
    }

    @Test
    void fitsOnlyWhereTheSolutionsAreFew() {
        assertTrue(SolutionSpace.fits(3, 4));
        assertTrue(SolutionSpace.fits(2, 6));
        assertFalse(SolutionSpace.fits(2, 7));
        assertFalse(SolutionSpace.fits(4, 4));
        assertFalse(SolutionSpace.fits(3, 5));
    }
}
