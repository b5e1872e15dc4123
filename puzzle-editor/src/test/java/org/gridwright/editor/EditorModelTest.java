package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

class EditorModelTest {
    private final Puzzle bakery = Fixtures.bakery();

    @Test
    void anEditMarksTheModelModifiedAndUndoingItMakesItCleanAgain() {
        EditorModel m = new EditorModel(bakery);
        AtomicInteger heard = new AtomicInteger();
        m.addChangeListener(e -> heard.incrementAndGet());
        assertFalse(m.isModified());
        m.edit("Delete clue", p -> PuzzleEdits.deleteClue(p, 0));
        assertTrue(m.isModified());
        assertEquals(bakery.clues().size() - 1, m.puzzle().clues().size());
        assertTrue(m.undoRedo().canUndo());
        assertEquals("Undo Delete clue", m.undoRedo().getUndoPresentationName());
        m.undoRedo().undo();
        assertSame(bakery, m.puzzle());
        assertFalse(m.isModified());
        m.undoRedo().redo();
        assertTrue(m.isModified());
        assertEquals(3, heard.get());
    }

    @Test
    void savingMakesTheCurrentValueTheCleanOne() {
        EditorModel m = new EditorModel(bakery);
        m.edit("Delete clue", p -> PuzzleEdits.deleteClue(p, 0));
        m.markSaved();
        assertFalse(m.isModified());
        m.undoRedo().undo();
        assertTrue(m.isModified(), "the file now holds the edited puzzle");
    }

    @Test
    void anEditThatChangesNothingIsNotRecorded() {
        EditorModel m = new EditorModel(bakery);
        m.edit("Rename item", p -> PuzzleEdits.renameItem(p, 0, 0, "Alice"));
        assertFalse(m.undoRedo().canUndo());
    }

    @Test
    void aRefusedEditLeavesThePuzzleAsItWas() {
        EditorModel m = new EditorModel(bakery);
        assertThrows(IllegalArgumentException.class, () -> m.edit("Rename item",
                p -> PuzzleEdits.renameItem(p, 0, 0, "Bob")));
        assertSame(bakery, m.puzzle());
        assertFalse(m.undoRedo().canUndo());
    }

    /** Any sequence of edits undone step by step passes back through every state, and redone reaches the end. */
    @Property(tries = 200)
    void undoAndRedoRetraceEveryState(@ForAll @Size(max = 25) List<@IntRange(min = 0, max = 99) Integer> ops) {
        EditorModel m = new EditorModel(bakery);
        List<Puzzle> states = new ArrayList<>();
        states.add(m.puzzle());
        for (int op : ops) {
            Puzzle before = m.puzzle();
            int n = before.clues().size();
            switch (op % 4) {
                case 0 -> {
                    if (n > 0) {
                        m.edit("delete", p -> PuzzleEdits.deleteClue(p, op % n));
                    }
                }
                case 1 -> {
                    if (n > 0) {
                        m.edit("duplicate", p -> PuzzleEdits.duplicateClue(p, op % n));
                    }
                }
                case 2 -> {
                    if (n > 1) {
                        m.edit("move", p -> PuzzleEdits.moveClue(p, op % n, (op / 4) % n));
                    }
                }
                default -> m.edit("rename", p -> PuzzleEdits.renameItem(p, 0, op % 3, "N" + op));
            }
            if (!m.puzzle().equals(before)) {
                states.add(m.puzzle());
            }
        }
        for (int i = states.size() - 1; i > 0; i--) {
            assertEquals(states.get(i), m.puzzle());
            m.undoRedo().undo();
        }
        assertEquals(bakery, m.puzzle());
        assertFalse(m.isModified());
        assertFalse(m.undoRedo().canUndo());
        while (m.undoRedo().canRedo()) {
            m.undoRedo().redo();
        }
        assertEquals(states.get(states.size() - 1), m.puzzle());
    }
}
