package org.gridwright.workbench;

import java.nio.file.Path;
import java.util.Optional;
import org.gridwright.core.db.CategoryDatabase;
import org.openide.util.Lookup;

/**
 * The category database the author has open in the category manager, as a service found through
 * {@link Lookup#getDefault()} (the category manager registers it): what New Puzzle draws its categories from,
 * unsaved edits included. Call on the Swing thread.
 */
public interface OpenCategoryDatabase {

    /**
     * The database as the category manager holds it now (with its unsaved edits), or empty when the manager has
     * not opened one this session (its windows never showed): then {@link #folder()} says where it would come from.
     */
    Optional<CategoryDatabase> opened();

    /**
     * The folder the database lives in (or the one the category manager opens at its next start); null for the
     * bundled database or an import not saved to a folder yet.
     */
    Path folder();

    /** The service, or null when no category manager is installed. */
    static OpenCategoryDatabase find() {
        return Lookup.getDefault().lookup(OpenCategoryDatabase.class);
    }
}
