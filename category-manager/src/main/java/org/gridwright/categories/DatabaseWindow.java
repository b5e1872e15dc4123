package org.gridwright.categories;

import javax.swing.event.ChangeListener;
import org.openide.awt.UndoRedo;
import org.openide.windows.TopComponent;

/**
 * A window that shows the open category database: while open it follows every change (edit, undo, open, save)
 * through {@link #databaseChanged()}, and Edit › Undo/Redo work on the database's history from it.
 */
abstract class DatabaseWindow extends TopComponent {
    private final ChangeListener listener = e -> databaseChanged();

    /** Shows the database as it is now (Swing thread). */
    protected abstract void databaseChanged();

    @Override
    public UndoRedo getUndoRedo() {
        return CategoryManager.workspace().undoRedo();
    }

    @Override
    protected void componentOpened() {
        CategoryManager.workspace().addChangeListener(listener);
        databaseChanged();
        CategoryManager.start();
    }

    @Override
    protected void componentClosed() {
        CategoryManager.workspace().removeChangeListener(listener);
    }
}
