package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.deduce.Closure;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.task.Monitor;

/**
 * The generator's two quick questions to the complete solver agree with plain counting: whether a solution other
 * than a known one exists (from scratch, or from what the deduction techniques rule out), and which single clue a
 * complete assignment breaks.
 */
class OtherSolutionProperties {

    @Property(tries = 400)
    void anotherSolutionExistsExactlyWhenThereAreTwo(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Puzzle p = blank(rnd);
        int cats = p.categoryCount();
        int k = p.size();
        Solution known = RandomPuzzles.solution(cats, k, rnd);
        List<Clue> clues = new ArrayList<>();
        int count = rnd.nextInt(cats * k + 3);
        for (int i = 0; i < count; i++) {
            clues.add(RandomPuzzles.trueClue(p, known, rnd));
        }
        p = p.withClues(clues);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        int solutions = cp.countSolutions(2);
        int expected = solutions >= 2 ? 1 : 0;
        Statistics.collect(expected == 1 ? "another" : "unique");
        int other = cp.otherSolution(known, null, Long.MAX_VALUE, Monitor.NONE);
        assertEquals(expected, other);
        if (other == 1) {
            Solution s = cp.solutions().get(0);
            assertNotEquals(known, s);
            for (Clue c : p.clues()) {
                assertEquals(true, c.holds(p, s), "the other solution satisfies every clue");
            }
        }
        // started from the grid the techniques reach (sound marks), the answer is the same
        Closure closure = Closure.of(p.withClues(List.of()), Closure.applicable(TechniqueSet.defaults()));
        boolean[] on = new boolean[clues.size()];
        for (Clue c : clues) {
            on[closure.add(c)] = true;
        }
        assertEquals(expected, cp.otherSolution(known, closure.of(on).ruledOut(), Long.MAX_VALUE, Monitor.NONE));
    }

    /**
     * Without one clue of a set with one solution, the search that adds the clue's opposite finds another solution
     * exactly when counting does (clues of every type, and so every opposite); what it finds keeps every other clue
     * and breaks that one; the clue is on again afterwards.
     */
    @Property(tries = 300)
    void withoutAClueAnotherSolutionExistsExactlyWhenThereAreTwo(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Puzzle p = blank(rnd);
        Solution known = RandomPuzzles.solution(p.categoryCount(), p.size(), rnd);
        List<Clue> clues = new ArrayList<>();
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        while (cp.countSolutions(2) > 1) {
            Clue c = RandomPuzzles.trueClue(p, known, rnd);
            clues.add(c);
            cp.add(c);
        }
        p = p.withClues(clues);
        for (int i = 0; i < clues.size(); i++) {
            cp.setEnabled(i, false);
            int expected = cp.countSolutions(2) >= 2 ? 1 : 0;
            cp.setEnabled(i, true);
            Statistics.collect(clues.get(i).getClass().getSimpleName(), expected == 1 ? "needed" : "not needed");
            assertEquals(expected, cp.otherSolutionWithout(i, known, Long.MAX_VALUE, Monitor.NONE), clues.get(i)
                    .toString());
            if (expected == 1) {
                Solution s = cp.solutions().get(0);
                for (int j = 0; j < clues.size(); j++) {
                    assertEquals(j != i, clues.get(j).holds(p, s), "the other solution breaks clue " + i + " alone");
                }
            }
            assertEquals(true, cp.isEnabled(i));
            assertEquals(1, cp.countSolutions(2));
        }
    }

    /** Two to five random categories of two to six items, no clue. */
    private static Puzzle blank(SplittableRandom rnd) {
        int cats = 2 + rnd.nextInt(4);
        int k = 2 + rnd.nextInt(5);
        return Puzzle.builder().categories(RandomPuzzles.categories(cats, k, rnd)).build();
    }

    @Property(tries = 300)
    void theSoleViolationIsTheOnlyClueBroken(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cats = 2 + rnd.nextInt(3);
        int k = 2 + rnd.nextInt(4);
        Puzzle p = RandomPuzzles.puzzle(cats, k, 1 + rnd.nextInt(8), 0.5, rnd);
        Solution s = RandomPuzzles.solution(cats, k, rnd);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        List<Integer> broken = new ArrayList<>();
        for (int i = 0; i < p.clues().size(); i++) {
            if (!p.clues().get(i).holds(p, s)) {
                broken.add(i);
            }
        }
        Statistics.collect(Math.min(broken.size(), 2));
        assertEquals(broken.size() == 1 ? broken.get(0) : -1, cp.soleViolation(s.rows()));
    }
}
