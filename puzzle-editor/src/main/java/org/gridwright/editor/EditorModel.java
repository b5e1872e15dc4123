package org.gridwright.editor;

import java.util.Objects;
import java.util.function.UnaryOperator;
import javax.swing.event.ChangeListener;
import javax.swing.event.UndoableEditEvent;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import org.gridwright.core.model.Puzzle;
import org.openide.awt.UndoRedo;
import org.openide.util.ChangeSupport;

/**
 * The puzzle being edited: its current immutable value, the value last saved, and the undo history. Every edit
 * replaces the whole {@link Puzzle} value and is recorded as one undoable edit holding the value before and after,
 * so undo and redo are exact. Listeners hear about every change (edits, undo, redo, save). Use from one thread
 * (the Swing thread in the workbench).
 */
final class EditorModel {
    private final UndoRedo.Manager undo = new UndoRedo.Manager();
    private final ChangeSupport changes = new ChangeSupport(this);
    private Puzzle puzzle;
    private Puzzle saved;

    EditorModel(Puzzle puzzle) {
        this.puzzle = Objects.requireNonNull(puzzle);
        this.saved = puzzle;
    }

    Puzzle puzzle() {
        return puzzle;
    }

    UndoRedo.Manager undoRedo() {
        return undo;
    }

    /** True when the puzzle differs from the value last saved (undoing back to it makes it clean again). */
    boolean isModified() {
        return !puzzle.equals(saved);
    }

    /** Records that the current value has been saved. */
    void markSaved() {
        saved = puzzle;
        changes.fireChange();
    }

    /**
     * Applies an edit: {@code f} maps the current puzzle to the next. An edit that changes nothing is not recorded.
     * Exceptions from {@code f} (IllegalArgumentException with a message for the author) leave the model unchanged.
     */
    void edit(String name, UnaryOperator<Puzzle> f) {
        Puzzle before = puzzle;
        Puzzle after = Objects.requireNonNull(f.apply(before));
        if (after.equals(before)) {
            return;
        }
        set(after);
        undo.undoableEditHappened(new UndoableEditEvent(this, new PuzzleEdit(name, before, after)));
    }

    void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }

    private void set(Puzzle p) {
        puzzle = p;
        changes.fireChange();
    }

    /** One edit: the puzzle before and after. */
    private final class PuzzleEdit extends AbstractUndoableEdit {
        private final String name;
        private final Puzzle before;
        private final Puzzle after;

        PuzzleEdit(String name, Puzzle before, Puzzle after) {
            this.name = name;
            this.before = before;
            this.after = after;
        }

        @Override
        public String getPresentationName() {
            return name;
        }

        @Override
        public void undo() throws CannotUndoException {
            super.undo();
            set(before);
        }

        @Override
        public void redo() throws CannotRedoException {
            super.redo();
            set(after);
        }
    }
}
