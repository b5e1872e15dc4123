package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.solve.CompleteSolver;
import org.junit.jupiter.api.Test;

/** Title, author, introduction and category headings, edited in the Puzzle tab, undoably. */
class PuzzlePropertiesTest {

    @Test
    void theTextsAreSetAsOneUndoableEditAndBlankMeansNone() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        PropertiesPanel panel = new PropertiesPanel(m);
        panel.enter("  Morning Rush ", "A. Author", "Three friends queue at the bakery.");
        panel.apply();
        assertEquals("Morning Rush", m.puzzle().title());
        assertEquals("A. Author", m.puzzle().author());
        assertEquals("Three friends queue at the bakery.", m.puzzle().intro());
        panel.enter("Morning Rush", " ", "Three friends queue at the bakery.");
        panel.apply();
        assertNull(m.puzzle().author());
        m.undoRedo().undo();
        assertEquals("A. Author", m.puzzle().author());
        m.undoRedo().undo();
        assertEquals(Fixtures.bakery(), m.puzzle(), "back to the file");
        assertFalse(m.isModified());
        panel.apply();
        assertFalse(m.isModified());
        assertTrue(m.undoRedo().canRedo(), "applying unchanged texts records no edit");
    }

    @Test
    void renamingACategoryCarriesEveryClueAndTheCastAndKeepsTheSolution() {
        Puzzle p = Fixtures.bakery();
        String old = p.category(1).name();
        Puzzle withCast = p.toBuilder().cast(old).build();
        Puzzle r = PuzzleEdits.renameCategory(withCast, 1, " Weekday ");
        assertEquals("Weekday", r.category(1).name());
        assertEquals("Weekday", r.cast(), "the cast follows");
        for (Clue c : r.clues()) {
            for (Ref ref : c.refs()) {
                assertFalse(ref.category().equals(old), c.toString());
            }
            assertFalse(old.equals(c.by()), c.toString());
        }
        assertEquals(CompleteSolver.solve(p).solution(), CompleteSolver.solve(r).solution(), "the same puzzle");
        assertEquals(p.clues().size(), r.clues().size());
        String other = p.category(0).name();
        assertThrows(IllegalArgumentException.class, () -> PuzzleEdits.renameCategory(p, 1, other));
        assertThrows(IllegalArgumentException.class, () -> PuzzleEdits.renameCategory(p, 1, "  "));
        assertEquals(p, PuzzleEdits.renameCategory(p, 1, old));
        assertEquals(withCast, PuzzleEdits.renameCategory(r, 1, old), "renaming back gives the puzzle back");
    }

    @Test
    void aHeadingRenamedInTheTableIsAnUndoableEdit() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        PropertiesPanel panel = new PropertiesPanel(m);
        panel.headingsTable().getModel().setValueAt("Weekday", 1, 0);
        assertEquals("Weekday", m.puzzle().category(1).name());
        assertEquals("Weekday", panel.headingsTable().getModel().getValueAt(1, 0));
        assertTrue(m.undoRedo().canUndo());
        m.undoRedo().undo();
        assertEquals(Fixtures.bakery(), m.puzzle());
    }
}
