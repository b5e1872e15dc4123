package org.gridwright.editor;

import java.util.Objects;
import java.util.function.UnaryOperator;
import javax.swing.event.ChangeListener;
import org.gridwright.core.model.Puzzle;
import org.gridwright.workbench.UndoableValue;
import org.openide.awt.UndoRedo;

/**
 * The puzzle being edited: its current immutable value, the value last saved, and the undo history, held by the
 * workbench's {@link UndoableValue} comparing puzzles by value. Every edit replaces the whole {@link Puzzle} value
 * and is recorded as one undoable edit holding the value before and after, so undo and redo are exact. Listeners
 * hear about every change (edits, undo, redo, save). Use from one thread (the Swing thread in the workbench).
 */
final class EditorModel {
    private final UndoableValue<Puzzle> value;

    EditorModel(Puzzle puzzle) {
        this.value = new UndoableValue<>(Objects.requireNonNull(puzzle), Objects::equals);
    }

    /** A puzzle that has never been saved (a new one from the wizard): modified until saved. */
    static EditorModel unsaved(Puzzle puzzle) {
        EditorModel m = new EditorModel(puzzle);
        m.value.resetUnsaved(puzzle);
        return m;
    }

    Puzzle puzzle() {
        return value.value();
    }

    UndoRedo.Manager undoRedo() {
        return value.undoRedo();
    }

    /** True when the puzzle differs from the value last saved (undoing back to it makes it clean again). */
    boolean isModified() {
        return value.isModified();
    }

    /** Records that the current value has been saved. */
    void markSaved() {
        value.markSaved(value.value());
    }

    /**
     * Applies an edit: {@code f} maps the current puzzle to the next. An edit that changes nothing is not recorded.
     * Exceptions from {@code f} (IllegalArgumentException with a message for the author) leave the model unchanged.
     */
    void edit(String name, UnaryOperator<Puzzle> f) {
        value.edit(name, f);
    }

    void addChangeListener(ChangeListener l) {
        value.addChangeListener(l);
    }

    void removeChangeListener(ChangeListener l) {
        value.removeChangeListener(l);
    }
}
