package org.gridwright.workbench;

import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.function.UnaryOperator;
import javax.swing.event.ChangeListener;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.CannotRedoException;
import javax.swing.undo.CannotUndoException;
import org.openide.awt.UndoRedo;
import org.openide.util.ChangeSupport;

/**
 * An immutable value that changes by edits, each recorded as an undoable edit holding the value before and after
 * (docs/ARCHITECTURE.md, convention 8: immutable states, undo at the edge). The {@link UndoRedo.Manager} goes into the windows' Lookup, so
 * Edit › Undo/Redo walk these edits. "Modified" means the value is not the one last saved; undoing back to the
 * saved value makes it unmodified again. Values are compared by identity unless the holder is made with another
 * comparison (a puzzle compares by value: an edit giving an equal puzzle is no edit); identity never compares a
 * large value deeply. The workbench's one undo holder: the category database and every open puzzle use it.
 *
 * <p>Not thread-safe: call it on one thread (the Swing thread in the workbench). Background work reads a
 * snapshot from {@link #value()} and hands its result back with {@link #markSaved(Object)} or an edit.
 *
 * @param <T> the immutable value type
 */
public final class UndoableValue<T> {
    private final UndoRedo.Manager undoRedo = new UndoRedo.Manager();
    private final ChangeSupport changes = new ChangeSupport(this);
    private final BiPredicate<T, T> same;
    private T value;
    private T saved;

    /** How many edits can be undone. */
    public static final int UNDO_LIMIT = 500;

    /** A holder comparing values by identity. */
    public UndoableValue(T initial) {
        this(initial, (a, b) -> a == b);
    }

    /** A holder comparing values with {@code same} (e.g. {@code Objects::equals}). */
    public UndoableValue(T initial, BiPredicate<T, T> same) {
        this.same = Objects.requireNonNull(same, "same");
        undoRedo.setLimit(UNDO_LIMIT);
        this.value = Objects.requireNonNull(initial, "initial");
        this.saved = initial;
    }

    public T value() {
        return value;
    }

    public UndoRedo.Manager undoRedo() {
        return undoRedo;
    }

    /** True when the value is not the one last saved (or given to {@link #reset}). */
    public boolean isModified() {
        return saved == null || !same.test(value, saved);
    }

    /**
     * Applies an edit: the operation's result becomes the value and one undoable edit named {@code name} is
     * recorded. An operation that returns the same value records nothing.
     *
     * @return true when the value changed
     * @throws IllegalArgumentException (or any exception the operation throws) with the value left as it was
     */
    public boolean edit(String name, UnaryOperator<T> operation) {
        T before = value;
        T after = Objects.requireNonNull(operation.apply(before), "an edit must give a value");
        if (same.test(after, before)) {
            return false;
        }
        value = after;
        undoRedo.undoableEditHappened(new javax.swing.event.UndoableEditEvent(this, new ValueEdit(name, before, after)));
        fire();
        return true;
    }

    /** A new value with no history, taken as saved (after opening a file). */
    public void reset(T newValue) {
        value = Objects.requireNonNull(newValue, "newValue");
        saved = newValue;
        undoRedo.discardAllEdits();
        fire();
    }

    /** A new value with no history that has never been saved (an import not yet given a folder). */
    public void resetUnsaved(T newValue) {
        value = Objects.requireNonNull(newValue, "newValue");
        saved = null;
        undoRedo.discardAllEdits();
        fire();
    }

    /** Drops the changes since the last save (and the history); a value never saved stays as it is. */
    public void revertToSaved() {
        if (saved != null) {
            reset(saved);
        }
    }

    /** Records that {@code snapshot} was saved; the value is unmodified if it still is that snapshot. */
    public void markSaved(T snapshot) {
        saved = snapshot;
        fire();
    }

    /** Listeners hear every change of value or of the modified state. */
    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    public void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }

    private void fire() {
        changes.fireChange();
    }

    private void restore(T v) {
        value = v;
        fire();
    }

    /** One edit: the value before and after, by reference. */
    private final class ValueEdit extends AbstractUndoableEdit {
        private final String name;
        private final T before;
        private final T after;

        ValueEdit(String name, T before, T after) {
            this.name = name;
            this.before = before;
            this.after = after;
        }

        @Override
        public void undo() throws CannotUndoException {
            super.undo();
            restore(before);
        }

        @Override
        public void redo() throws CannotRedoException {
            super.redo();
            restore(after);
        }

        @Override
        public String getPresentationName() {
            return name;
        }
    }
}
