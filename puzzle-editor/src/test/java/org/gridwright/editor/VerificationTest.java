package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** The verdict an author sees after an edit, on real puzzles. */
class VerificationTest {

    @Test
    void aRealPuzzleIsUniqueAndItsSolutionIsThePublishedOne() {
        for (Puzzle p : Fixtures.corpus()) {
            Verification v = Verification.of(p, Monitor.NONE);
            assertEquals(Status.UNIQUE, v.verdict().status(), p.title());
            p.solution().ifPresent(s -> assertEquals(s, v.verdict().solution(), p.title()));
            VerdictBar bar = new VerdictBar();
            bar.show(v);
            assertEquals("✓ Unique solution", bar.text());
            assertFalse(bar.secondSolutionButton().isVisible());
        }
    }

    @Test
    void deletingAClueBreaksUniquenessAndTheSecondSolutionDiffersWhereHighlighted() {
        Puzzle p = Fixtures.corpus().get(0);
        Puzzle broken = null;
        for (int i = 0; i < p.clues().size() && broken == null; i++) {
            Puzzle q = PuzzleEdits.deleteClue(p, i);
            if (Verification.of(q, Monitor.NONE).verdict().status() == Status.MULTIPLE) {
                broken = q;
            }
        }
        assertTrue(broken != null, "some clue of an irreducible puzzle is needed");
        Verification v = Verification.of(broken, Monitor.NONE);
        VerdictBar bar = new VerdictBar();
        bar.show(v);
        assertEquals("✗ More than one solution", bar.text());
        assertTrue(bar.secondSolutionButton().isVisible());
        Solution first = v.verdict().witnesses().get(0);
        Solution second = v.verdict().witnesses().get(1);
        Set<GridCell> diff = VerdictBar.differences(first, second);
        assertFalse(diff.isEmpty());
        Grid g = Grid.of(second);
        for (GridCell c : diff) {
            assertEquals(Mark.YES, g.get(c.a(), c.b()));
            assertFalse(first.matches(c.a(), c.b()));
        }
        for (Clue c : broken.clues()) {
            assertTrue(c.holds(broken, first) && c.holds(broken, second), "both witnesses satisfy every clue");
        }
    }

    @Test
    void contradictoryCluesAreNamedCountingFromOne() {
        Puzzle p = Fixtures.corpus().get(0);
        // a match clue and its negation cannot both hold
        Clue.Match m = (Clue.Match) p.clues().stream().filter(x -> x instanceof Clue.Match).findFirst().orElseThrow();
        Puzzle bad = PuzzleEdits.addClue(p, p.clues().size(), new Clue.Not(m.a(), List.of(m.b()), null));
        Verification v = Verification.of(bad, Monitor.NONE);
        assertEquals(Status.CONTRADICTORY, v.verdict().status());
        assertTrue(v.conflict().contains(bad.clues().size() - 1), v.conflict().toString());
        VerdictBar bar = new VerdictBar();
        bar.show(v);
        assertTrue(bar.text().startsWith("✗ No solution: clues "), bar.text());
        assertTrue(bar.text().contains(String.valueOf(bad.clues().size())), bar.text());
        assertFalse(bar.secondSolutionButton().isVisible());
    }
}
