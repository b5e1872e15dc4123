package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.generate.ClueSuggester;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** The editor's uniqueness tools on a puzzle that lost a clue it needed. */
class UniquenessToolsTest {

    /** A generated (irreducible) puzzle carrying its solution, as the generator writes it. */
    static Puzzle generated() {
        try {
            return org.gridwright.core.generate.Generator.generate(
                    org.gridwright.core.generate.GeneratorSettings.of(4, 4, 5), org.gridwright.core.db.CategoryDatabase.bundled(),
                    Monitor.NONE);
        } catch (org.gridwright.core.generate.GenerationException e) {
            throw new AssertionError(e);
        }
    }

    private static Puzzle broken(Puzzle p) {
        for (int i = 0; i < p.clues().size(); i++) {
            Puzzle q = PuzzleEdits.deleteClue(p, i);
            if (Verification.of(q, Monitor.NONE).verdict().status() == Status.MULTIPLE) {
                return q;
            }
        }
        throw new AssertionError("a generated puzzle needs every clue");
    }

    @Test
    void theIntendedSolutionIsTheFilesAndTheSecondDiffersFromIt() {
        Puzzle g = generated();
        Solution file = g.solution().orElseThrow();
        Verification v = Verification.of(broken(g), Monitor.NONE);
        assertTrue(v.multiple());
        assertEquals(file, v.intended());
        assertNotEquals(file, v.second());
    }

    @Test
    void suggestedCluesAreTrueOfTheIntendedSolutionAndRuleTheSecondOut() {
        Puzzle q = broken(generated());
        Verification v = Verification.of(q, Monitor.NONE);
        List<ClueSuggester.Suggestion> s = PuzzleEditorTopComponent.suggestions(v, Monitor.NONE);
        assertFalse(s.isEmpty());
        for (ClueSuggester.Suggestion x : s) {
            Puzzle fixed = PuzzleEdits.addClue(q, q.clues().size(), x.clue());
            CompiledPuzzle cp = CompiledPuzzle.of(fixed);
            assertTrue(cp.satisfies(v.intended().rows()));
            assertFalse(cp.satisfies(v.second().rows()));
            assertFalse(Wording.render(q, x.clue()).isBlank(), "said in words");
        }
    }
}
