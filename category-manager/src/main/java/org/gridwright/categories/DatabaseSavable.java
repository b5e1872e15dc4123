package org.gridwright.categories;

import java.io.IOException;
import org.netbeans.spi.actions.AbstractSavable;
import org.openide.util.NbBundle.Messages;

/**
 * The open database's unsaved changes as a {@link org.netbeans.api.actions.Savable}: registered while the database
 * is modified, so leaving the application lists it and offers to save it; it is also in the Categories window's
 * Lookup for File › Save.
 */
@Messages({
    "# {0} - folder", "LBL_Savable=Category database {0}",
    "LBL_SavableNew=Category database (not saved yet)",
    "ERR_NotSaved=The category database was not saved"
})
final class DatabaseSavable extends AbstractSavable {
    private static DatabaseSavable current;
    private final CategoryWorkspace ws;

    private DatabaseSavable(CategoryWorkspace ws) {
        this.ws = ws;
    }

    /** Keeps a savable registered exactly while {@code ws} is modified. */
    static void track(CategoryWorkspace ws) {
        ws.addChangeListener(e -> update(ws));
        update(ws);
    }

    /** The savable registered now, or null when nothing is unsaved. */
    static DatabaseSavable current() {
        return current;
    }

    private static void update(CategoryWorkspace ws) {
        if (ws.isModified() && current == null) {
            current = new DatabaseSavable(ws);
            current.register();
        } else if (!ws.isModified() && current != null) {
            DatabaseSavable s = current;
            current = null;
            s.unregister();
        }
    }

    @Override
    protected String findDisplayName() {
        return ws.location() == null ? Bundle.LBL_SavableNew() : Bundle.LBL_Savable(ws.location());
    }

    @Override
    protected void handleSave() throws IOException {
        if (!CategoryManager.saveNow()) {
            throw new IOException(Bundle.ERR_NotSaved());
        }
        if (current == this) {
            current = null;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DatabaseSavable s && s.ws == ws;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(ws);
    }
}
