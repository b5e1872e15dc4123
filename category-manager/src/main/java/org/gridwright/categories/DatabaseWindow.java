package org.gridwright.categories;

import javax.swing.event.ChangeListener;
import org.netbeans.api.actions.Savable;
import org.openide.awt.UndoRedo;
import org.openide.util.Lookup;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.windows.TopComponent;

/**
 * A window that shows the open category database: while open it follows every change (edit, undo, open, save)
 * through {@link #databaseChanged()}; its Lookup ({@link #databaseLookup()}) holds the database's
 * {@link UndoRedo.Manager} and, while there are unsaved changes, its {@link Savable}, so Edit › Undo/Redo and
 * File › Save work from every such window. While the database has unsaved changes, the window's title is bold
 * with an asterisk.
 */
abstract class DatabaseWindow extends TopComponent {
    private final InstanceContent content = new InstanceContent();
    private final Lookup lookup = new AbstractLookup(content);
    private final ChangeListener listener = e -> changed();
    private Savable shownSavable;

    /** Shows the database as it is now (Swing thread). */
    protected abstract void databaseChanged();

    /** The undo manager and savable of the database, for the window's Lookup. */
    protected final Lookup databaseLookup() {
        return lookup;
    }

    private void changed() {
        Savable s = DatabaseSavable.current();
        if (s != shownSavable) {
            if (shownSavable != null) {
                content.remove(shownSavable);
            }
            if (s != null) {
                content.add(s);
            }
            shownSavable = s;
        }
        String name = getName();
        boolean modified = CategoryManager.workspace().isModified();
        setDisplayName(modified ? name + " *" : name);
        setHtmlDisplayName(modified ? "<html><b>" + name.replace("&", "&amp;").replace("<", "&lt;") + " *</b>" : null);
        databaseChanged();
    }

    @Override
    public UndoRedo getUndoRedo() {
        return CategoryManager.workspace().undoRedo();
    }

    @Override
    protected void componentOpened() {
        content.add(CategoryManager.workspace().undoRedo());
        CategoryManager.workspace().addChangeListener(listener);
        changed();
        CategoryManager.start();
    }

    @Override
    protected void componentClosed() {
        CategoryManager.workspace().removeChangeListener(listener);
        content.remove(CategoryManager.workspace().undoRedo());
    }
}
