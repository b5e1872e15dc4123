package org.gridwright.categories;

import java.awt.event.ActionListener;
import java.nio.file.Path;
import org.gridwright.core.db.CategoryDatabase;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The File menu's category database actions: open a folder or the default database, save, import (an older
 * {@code .txt} collection or another CSV database, merged in as one undoable edit) and export a copy as CSV.
 */
@Messages({
    "CTL_OpenDatabase=Open Category Database…",
    "CTL_OpenDefaultDatabase=Open Default Category Database",
    "CTL_OpenPolishDatabase=Open Polish Category Database",
    "CTL_SaveDatabase=Save Category Database",
    "CTL_ImportLegacy=Import Older Category Collection (.txt)…",
    "CTL_ImportCsv=Import Category Database (CSV)…",
    "CTL_ExportCsv=Export Category Database (CSV)…",
    "TITLE_Open=Open a category database folder",
    "TITLE_ImportLegacy=Older collection: the folder of class folders",
    "TITLE_ImportCsv=A category database folder to bring in",
    "TITLE_Export=Export the category database to a folder",
    "# {0} - folder", "Q_SaveBeforeOpen=The category database {0} has unsaved changes. Save them first?"
})
public final class DatabaseActions {
    private DatabaseActions() {
    }

    @ActionID(category = "File", id = "org.gridwright.categories.OpenDatabase")
    @ActionRegistration(displayName = "#CTL_OpenDatabase")
    @ActionReference(path = "Menu/File", position = 1300, separatorBefore = 1290)
    public static ActionListener openDatabase() {
        return e -> {
            if (!keepOrDropChanges()) {
                return;
            }
            Path dir = CategoryManager.chooseFolder(Bundle.TITLE_Open(), CategoryManager.workspace().location());
            if (dir != null) {
                showCategories();
                CategoryManager.openFolder(dir);
            }
        };
    }

    @ActionID(category = "File", id = "org.gridwright.categories.OpenDefaultDatabase")
    @ActionRegistration(displayName = "#CTL_OpenDefaultDatabase")
    @ActionReference(path = "Menu/File", position = 1310)
    public static ActionListener openDefaultDatabase() {
        return openingBundled(null);
    }

    /** Opens the bundled database of language {@code lang} (null: English), after asking about unsaved changes. */
    private static ActionListener openingBundled(String lang) {
        return e -> {
            if (keepOrDropChanges()) {
                showCategories();
                CategoryManager.workspace().openBundled(CategoryDatabase.bundled(lang));
            }
        };
    }

    @ActionID(category = "File", id = "org.gridwright.categories.OpenPolishDatabase")
    @ActionRegistration(displayName = "#CTL_OpenPolishDatabase")
    @ActionReference(path = "Menu/File", position = 1312)
    public static ActionListener openPolishDatabase() {
        return openingBundled("pl"); // its items' forms show and edit in the category editor
    }

    @ActionID(category = "File", id = "org.gridwright.categories.SaveDatabase")
    @ActionRegistration(displayName = "#CTL_SaveDatabase")
    @ActionReference(path = "Menu/File", position = 1320)
    public static ActionListener saveDatabase() {
        return e -> CategoryManager.save(null);
    }

    @ActionID(category = "File", id = "org.gridwright.categories.ImportLegacy")
    @ActionRegistration(displayName = "#CTL_ImportLegacy")
    @ActionReference(path = "Menu/File", position = 1330)
    public static ActionListener importLegacy() {
        return e -> withFolder(Bundle.TITLE_ImportLegacy(), CategoryManager::importLegacy);
    }

    @ActionID(category = "File", id = "org.gridwright.categories.ImportCsv")
    @ActionRegistration(displayName = "#CTL_ImportCsv")
    @ActionReference(path = "Menu/File", position = 1340)
    public static ActionListener importCsv() {
        return e -> withFolder(Bundle.TITLE_ImportCsv(), CategoryManager::importCsv);
    }

    @ActionID(category = "File", id = "org.gridwright.categories.ExportCsv")
    @ActionRegistration(displayName = "#CTL_ExportCsv")
    @ActionReference(path = "Menu/File", position = 1350)
    public static ActionListener exportCsv() {
        return e -> withFolder(Bundle.TITLE_Export(), CategoryManager::export);
    }

    /** Before another database replaces the open one: true when its changes are saved, dropped or none. */
    static boolean keepOrDropChanges() {
        CategoryWorkspace ws = CategoryManager.workspace();
        if (!ws.isModified()) {
            return true;
        }
        return CategoryManager.saveOrDrop(Bundle.Q_SaveBeforeOpen(ws.location() == null ? Bundle.LBL_NoFolder()
                : ws.location()), () -> { });
    }

    /** Asks for a folder and, unless cancelled, shows the Categories window and works on the folder. */
    private static void withFolder(String title, java.util.function.Consumer<Path> job) {
        Path dir = CategoryManager.chooseFolder(title, null);
        if (dir != null) {
            showCategories();
            job.accept(dir);
        }
    }

    static void showCategories() {
        TopComponent tc = WindowManager.getDefault().findTopComponent("CategoriesTopComponent");
        if (tc != null) {
            tc.open();
            tc.requestActive();
        }
    }
}
