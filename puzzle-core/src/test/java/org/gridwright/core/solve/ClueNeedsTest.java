package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.task.Monitor;

class ClueNeedsTest {

    private static Puzzle generated(long seed) throws Exception {
        return Generator.generate(GeneratorSettings.of(4, 4, seed), CategoryDatabase.bundled(), Monitor.NONE);
    }

    private static Ref ref(Puzzle p, Solution s, int entity, int category) {
        Category c = p.category(category);
        return new Ref(c.name(), c.items().get(s.itemOf(entity, category)));
    }

    private static Puzzle plus(Puzzle p, Clue... more) {
        List<Clue> c = new ArrayList<>(p.clues());
        c.addAll(List.of(more));
        return p.withClues(c);
    }

    @Property(tries = 15)
    void theRedundantCluesAreExactlyThoseWhoseRemovalKeepsTheSolutionUnique(
            @ForAll @LongRange(min = 1, max = 1_000_000) long seed, @ForAll @IntRange(min = 0, max = 3) int e)
            throws Exception {
        Puzzle g = generated(seed);
        Solution s = CompleteSolver.solve(g).solution();
        // two true clues on top of a generated (irreducible) puzzle: some clues become redundant
        Puzzle p = plus(g, new Clue.Match(ref(g, s, e, 0), ref(g, s, e, 1), ClueMeta.NONE),
                new Clue.Match(ref(g, s, (e + 1) % 4, 1), ref(g, s, (e + 1) % 4, 2), ClueMeta.NONE));
        List<Integer> redundant = ClueNeeds.redundant(p, Monitor.NONE);
        for (int i = 0; i < p.clues().size(); i++) {
            List<Clue> less = new ArrayList<>(p.clues());
            less.remove(i);
            boolean stillUnique = CompleteSolver.solve(p.withClues(less)).status() == Status.UNIQUE;
            assertEquals(stillUnique, redundant.contains(i), "clue " + (i + 1));
        }
        assertEquals(List.of(), ClueNeeds.redundant(g, Monitor.NONE), "a generated puzzle needs every clue");
    }

    @Property(tries = 15)
    void theConflictAroundTheLastEditedClueIsMinimalAndHoldsIt(@ForAll @LongRange(min = 1, max = 1_000_000) long seed,
            @ForAll @IntRange(min = 0, max = 3) int e) throws Exception {
        Puzzle g = generated(seed);
        Solution s = CompleteSolver.solve(g).solution();
        Ref a = ref(g, s, e, 0);
        Ref b = ref(g, s, e, 1);
        // the author's last clue says a is not b, which the solution contradicts
        Puzzle p = plus(g, new Clue.Not(a, List.of(b), ClueMeta.NONE));
        int last = p.clues().size() - 1;
        List<Integer> conflict = ClueNeeds.conflictWith(p, last, Monitor.NONE);
        assertTrue(conflict.contains(last), conflict.toString());
        assertEquals(0, CompiledPuzzle.of(only(p, conflict)).countSolutions(1), "they conflict");
        for (int drop : conflict) {
            List<Integer> less = new ArrayList<>(conflict);
            less.remove(Integer.valueOf(drop));
            assertEquals(1, CompiledPuzzle.of(only(p, less)).countSolutions(1), "minimal: without " + (drop + 1));
        }
        // a direct contradiction of two clues is found as just those two
        Puzzle q = plus(g, new Clue.Match(a, b, ClueMeta.NONE), new Clue.Not(a, List.of(b), ClueMeta.NONE));
        int n = q.clues().size();
        assertEquals(List.of(n - 2, n - 1), ClueNeeds.conflictWith(q, n - 1, Monitor.NONE));
        assertEquals(List.of(), ClueNeeds.conflictWith(g, 0, Monitor.NONE));
        assertThrows(IndexOutOfBoundsException.class, () -> ClueNeeds.conflictWith(g, g.clues().size(), Monitor.NONE));
    }

    private static Puzzle only(Puzzle p, List<Integer> which) {
        return p.withClues(which.stream().map(p.clues()::get).toList());
    }
}
