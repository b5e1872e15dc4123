package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

/** Marking by keyboard in play mode: the grid's keys, the marks' own undo and redo, and auto-✗. */
class PlayKeysTest {
    private final Puzzle bakery = Fixtures.bakery();

    /** Presses a key on the grid as the focused component would: through its input and action maps. */
    private static void press(GridPanel g, String key) {
        Object name = g.getInputMap(JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(key));
        g.getActionMap().get(name).actionPerformed(null);
    }

    @Test
    void arrowsMoveOverTheCellsAndXSpaceBackspaceMarkTheCellUnderTheKeyboard() {
        GridPanel g = new GridPanel(bakery);
        PlayState play = new PlayState(bakery);
        List<String> seen = new ArrayList<>();
        g.setKeyHandler((cell, mark) -> {
            play.set(cell, mark);
            seen.add(mark.name());
        });
        GridCell start = g.cursor();
        press(g, "RIGHT");
        press(g, "DOWN");
        GridCell c = g.cursor();
        assertEquals(start.a().index() + 1, c.a().index());
        assertEquals(start.b().index() + 1, c.b().index());
        press(g, "X");
        assertEquals(Mark.NO, play.grid().get(c.a(), c.b()));
        press(g, "SPACE");
        assertEquals(Mark.YES, play.grid().get(c.a(), c.b()), "a key sets, it does not toggle");
        press(g, "SPACE");
        assertEquals(Mark.YES, play.grid().get(c.a(), c.b()));
        press(g, "BACK_SPACE");
        assertEquals(Mark.UNKNOWN, play.grid().get(c.a(), c.b()));
        assertEquals(List.of("NO", "YES", "YES", "UNKNOWN"), seen);
        for (int i = 0; i < 50; i++) {
            press(g, "LEFT");
            press(g, "UP");
        }
        assertEquals(start, g.cursor(), "the keyboard stays on the grid");
    }

    @Test
    void marksAreUndoneAndRedoneAndAutoCrossCrossesTheRowAndColumnOfAMatch() {
        PlayState play = new PlayState(bakery);
        GridCell cell = new GridCell(new Item(0, 0), new Item(1, 1));
        play.set(cell, Mark.NO);
        play.set(cell, Mark.YES);
        play.undo();
        assertEquals(Mark.NO, play.grid().get(cell.a(), cell.b()));
        play.undo();
        assertEquals(0, play.markCount());
        assertFalse(play.canUndo());
        play.redo();
        play.redo();
        assertEquals(Mark.YES, play.grid().get(cell.a(), cell.b()));
        assertFalse(play.canRedo());
        play.clear();
        play.setAutoCross(true);
        play.set(cell, Mark.YES);
        int n = bakery.size();
        for (int i = 0; i < n; i++) {
            if (i != 0) {
                assertEquals(Mark.NO, play.grid().get(new Item(0, i), cell.b()), "column");
            }
            if (i != 1) {
                assertEquals(Mark.NO, play.grid().get(cell.a(), new Item(1, i)), "row");
            }
        }
        assertEquals(1 + 2 * (n - 1), play.markCount());
        play.undo();
        assertEquals(0, play.markCount(), "one ● with its crosses is one change");
        assertTrue(play.canRedo());
    }

    @Test
    void theLastEditedClueIsTheFirstThatDiffers() {
        var c = bakery.clues();
        assertEquals(-1, PuzzleEditorTopComponent.firstDifference(c, c));
        assertEquals(-1, PuzzleEditorTopComponent.firstDifference(c, c.subList(0, c.size() - 1)), "a deletion at the end");
        assertEquals(1, PuzzleEditorTopComponent.firstDifference(c, PuzzleEdits.deleteClue(bakery, 1).clues()));
        assertEquals(c.size(), PuzzleEditorTopComponent.firstDifference(c,
                PuzzleEdits.addClue(bakery, c.size(), c.get(0)).clues()));
    }
}
