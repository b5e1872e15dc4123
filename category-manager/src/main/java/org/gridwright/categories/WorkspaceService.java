package org.gridwright.categories;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.workbench.OpenCategoryDatabase;
import org.openide.modules.Places;
import org.openide.util.Lookup;
import org.openide.util.NbPreferences;
import org.openide.util.lookup.ServiceProvider;

/**
 * The category manager's one open database, as the service {@link OpenCategoryDatabase} other modules find through
 * Lookup (New Puzzle draws from it). It owns the {@link CategoryWorkspace} every window of the module shows; the
 * workspace is made on first use, showing the bundled database until {@link CategoryManager#start()} opens the
 * folder remembered from the last run.
 */
@ServiceProvider(service = OpenCategoryDatabase.class)
public final class WorkspaceService implements OpenCategoryDatabase {
    private CategoryWorkspace workspace;
    private boolean started;

    /** The instance registered in the default Lookup. */
    static WorkspaceService get() {
        for (OpenCategoryDatabase o : Lookup.getDefault().lookupAll(OpenCategoryDatabase.class)) {
            if (o instanceof WorkspaceService w) {
                return w;
            }
        }
        throw new IllegalStateException("the category manager's service is not registered");
    }

    static Preferences prefs() {
        return NbPreferences.forModule(CategoryManager.class);
    }

    /** The open database (Swing thread). */
    CategoryWorkspace workspace() {
        assert SwingUtilities.isEventDispatchThread();
        if (workspace == null) {
            File user = Places.getUserDirectory();
            Path base = user != null ? user.toPath() : Path.of(System.getProperty("user.home"), ".gridwright");
            workspace = new CategoryWorkspace(CategoryDatabase.bundled(), base.resolve(CategoryManager.DEFAULT_COPY),
                    dir -> {
                        if (dir == null) {
                            prefs().remove(CategoryManager.PREF_FOLDER);
                        } else {
                            prefs().put(CategoryManager.PREF_FOLDER, dir.toAbsolutePath().toString());
                        }
                    });
            DatabaseSavable.track(workspace);
        }
        return workspace;
    }

    /** True once, the first time it is asked: the caller opens the remembered folder. */
    boolean firstStart() {
        if (started) {
            return false;
        }
        started = true;
        return true;
    }

    @Override
    public Optional<CategoryDatabase> opened() {
        if (!started || workspace == null) {
            return Optional.empty();
        }
        return Optional.of(workspace.database());
    }

    @Override
    public Path folder() {
        if (started && workspace != null) {
            return workspace.location();
        }
        String f = prefs().get(CategoryManager.PREF_FOLDER, null);
        return f == null ? null : Path.of(f);
    }
}
