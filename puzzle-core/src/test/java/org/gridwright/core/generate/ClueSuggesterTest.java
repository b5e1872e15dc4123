package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

class ClueSuggesterTest {

    /** A generated unique puzzle less one clue it needs: more than one solution, the intended one known. */
    record Broken(Puzzle puzzle, Solution intended, Solution second) {
    }

    static Broken broken(long seed) throws GenerationException {
        Puzzle p = Generator.generate(GeneratorSettings.of(4, 4, seed), CategoryDatabase.bundled(), Monitor.NONE);
        Solution intended = CompleteSolver.solve(p).solution();
        List<Clue> clues = new ArrayList<>(p.clues());
        clues.remove((int) Math.floorMod(seed, clues.size()));
        Puzzle q = p.withClues(clues);
        Verdict v = CompleteSolver.solve(q);
        assertEquals(Status.MULTIPLE, v.status(), "a generated puzzle needs every clue");
        Solution second = v.witnesses().get(0).equals(intended) ? v.witnesses().get(1) : v.witnesses().get(0);
        return new Broken(q, intended, second);
    }

    @Property(tries = 15)
    void everySuggestionIsTrueOfTheIntendedSolutionAndRemovesTheSecond(
            @ForAll @LongRange(min = 1, max = 1_000_000) long seed) throws Exception {
        Broken b = broken(seed);
        List<ClueSuggester.Suggestion> s = ClueSuggester.suggest(b.puzzle(), b.intended(), b.second(), Set.of(), 5,
                seed, Monitor.NONE);
        assertFalse(s.isEmpty(), "some clue tells two different solutions apart");
        assertTrue(s.size() <= 5);
        for (ClueSuggester.Suggestion x : s) {
            List<Clue> clues = new ArrayList<>(b.puzzle().clues());
            clues.add(x.clue());
            Puzzle fixed = b.puzzle().withClues(clues);
            CompiledPuzzle cp = CompiledPuzzle.of(fixed);
            assertTrue(cp.satisfies(b.intended().rows()), "true of the intended solution: " + x.clue());
            assertFalse(cp.satisfies(b.second().rows()), "the second solution is gone: " + x.clue());
            Verdict v = CompleteSolver.solve(fixed);
            assertEquals(x.makesUnique(), v.status() == Status.UNIQUE, "makesUnique tells the truth");
            if (x.makesUnique()) {
                assertEquals(b.intended(), v.solution());
            }
            assertFalse(b.puzzle().clues().contains(x.clue()), "not a clue the puzzle has");
            assertFalse(ClueSuggester.roundabout(x.clue()), "no 'if X then X': " + x.clue());
        }
        for (int i = 1; i < s.size(); i++) {
            assertTrue(s.get(i - 1).makesUnique() || !s.get(i).makesUnique(), "those that make it unique first");
        }
    }

    @Test
    void onlyTheAllowedTypesAreSuggestedAndTheSameSeedGivesTheSameClues() throws Exception {
        Broken b = broken(42);
        List<ClueSuggester.Suggestion> s = ClueSuggester.suggest(b.puzzle(), b.intended(), b.second(),
                Set.of("match", "not"), 4, 9, Monitor.NONE);
        assertFalse(s.isEmpty());
        assertTrue(s.stream().allMatch(x -> Set.of("match", "not").contains(x.clue().type())), s.toString());
        assertEquals(s, ClueSuggester.suggest(b.puzzle(), b.intended(), b.second(), Set.of("match", "not"), 4, 9,
                Monitor.NONE));
    }

    @Test
    void theSameSolutionTwiceIsRefused() throws Exception {
        Broken b = broken(7);
        assertThrows(IllegalArgumentException.class, () -> ClueSuggester.suggest(b.puzzle(), b.intended(),
                b.intended(), Set.of(), 3, 1, Monitor.NONE));
        assertNotEquals(b.intended(), b.second());
    }

    @Test
    void aClueThatRepeatsItsOwnConditionIsRoundabout() {
        org.gridwright.core.model.Ref a = new org.gridwright.core.model.Ref("Name", "Ann");
        org.gridwright.core.model.Ref b = new org.gridwright.core.model.Ref("City", "Oslo");
        org.gridwright.core.model.Ref c = new org.gridwright.core.model.Ref("City", "Rome");
        var ab = new org.gridwright.core.model.Pair(a, b);
        var ba = new org.gridwright.core.model.Pair(b, a);
        var ac = new org.gridwright.core.model.Pair(a, c);
        assertTrue(ClueSuggester.roundabout(new Clue.If(ab, ba, ac, org.gridwright.core.model.ClueMeta.NONE)));
        assertTrue(ClueSuggester.roundabout(new Clue.Any(List.of(ab, ba), false, org.gridwright.core.model.ClueMeta.NONE)));
        assertFalse(ClueSuggester.roundabout(new Clue.If(ab, ac, null, org.gridwright.core.model.ClueMeta.NONE)));
        assertFalse(ClueSuggester.roundabout(new Clue.Match(a, b, org.gridwright.core.model.ClueMeta.NONE)));
    }
}
