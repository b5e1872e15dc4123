package org.gridwright.categories;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.prefs.Preferences;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.LegacyImport;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.db.Problem;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.workbench.TaskMonitor;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.StatusDisplayer;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.util.RequestProcessor;
import org.openide.windows.IOProvider;
import org.openide.windows.InputOutput;
import org.openide.windows.OutputWriter;
import org.openide.windows.WindowManager;

/**
 * The module's one open database and the long jobs on it. Reading, importing and writing run on a named
 * {@link RequestProcessor} with a progress bar that follows their real progress and can cancel them
 * (docs/ARCHITECTURE.md, convention 9, {@link org.gridwright.workbench.TaskMonitor}); their results come back to the
 * workspace on the Swing thread. The folder open at exit is remembered in NbPreferences and opened at the next
 * start.
 */
@Messages({
    "# {0} - folder", "PROGRESS_Open=Opening the category database {0}",
    "# {0} - folder", "PROGRESS_Import=Importing {0}",
    "# {0} - folder", "PROGRESS_Save=Saving the category database to {0}",
    "# {0} - folder", "# {1} - categories", "# {2} - items",
    "MSG_Opened=Opened {0}: {1} categories, {2} items",
    "# {0} - folder", "# {1} - count",
    "MSG_Problems={1} problem(s) reading {0}: the rows named in the Output window were not read as written",
    "# {0} - folder", "MSG_ProblemsHeader=Problems reading {0} (the rest was read):",
    "LBL_ProblemsTab=Category database problems",
    "# {0} - folder", "# {1} - reason", "ERR_Open=Cannot read the category database {0}: {1}",
    "# {0} - folder", "# {1} - reason", "ERR_Save=Cannot save the category database to {0}: {1}",
    "# {0} - folder", "MSG_Copied=The default category database was copied to {0}; your changes go there",
    "# {0} - folder", "MSG_Saved=Saved the category database to {0}",
    "# {0} - folder", "MSG_Exported=Exported the category database to {0}",
    "MSG_Cancelled=Cancelled",
    "# {0} - edit", "# {1} - reason", "ERR_Edit={0}: {1}",
    "TITLE_ChooseFolder=Choose a folder for the category database",
    "BTN_Choose=Choose",
    "UNDO_ImportLegacy=Import older collection",
    "UNDO_ImportCsv=Import category database"
})
final class CategoryManager {
    static final RequestProcessor RP = new RequestProcessor("Gridwright categories", 1, true);
    static final String PREF_FOLDER = "database.folder";
    /** The folder under the user directory the bundled database is copied to on its first edit. */
    static final String DEFAULT_COPY = "categories";

    private CategoryManager() {
    }

    private static Preferences prefs() {
        return WorkspaceService.prefs();
    }

    /** The open database (Swing thread), held by the module's {@link WorkspaceService}. */
    static CategoryWorkspace workspace() {
        return WorkspaceService.get().workspace();
    }

    /** Opens the folder remembered from the last run, once per session (the first window that shows does it). */
    static void start() {
        CategoryWorkspace ws = workspace();
        if (!WorkspaceService.get().firstStart()) {
            return;
        }
        String folder = prefs().get(PREF_FOLDER, null);
        if (folder != null && ws.origin() == CategoryWorkspace.Origin.BUNDLED) {
            openFolder(Path.of(folder));
        }
    }

    /** An undoable edit of the open database; a refused edit is explained in a dialog. */
    static boolean edit(String name, UnaryOperator<CategoryDatabase> operation) {
        try {
            Path copied = workspace().edit(name, operation);
            if (copied != null) {
                StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Copied(copied));
            }
            return true;
        } catch (IllegalArgumentException | IOException e) {
            error(Bundle.ERR_Edit(name, e.getMessage()));
            return false;
        }
    }

    static void error(String message) {
        DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(message, NotifyDescriptor.ERROR_MESSAGE));
    }

    /**
     * Asks whether to save the unsaved changes: Yes saves (and answers whether that worked), No runs {@code drop}
     * and answers true, Cancel answers false.
     */
    static boolean saveOrDrop(String question, Runnable drop) {
        Object answer = DialogDisplayer.getDefault().notify(
                new NotifyDescriptor.Confirmation(question, NotifyDescriptor.YES_NO_CANCEL_OPTION));
        if (answer == NotifyDescriptor.YES_OPTION) {
            return saveNow();
        }
        if (answer == NotifyDescriptor.NO_OPTION) {
            drop.run();
            return true;
        }
        return false;
    }

    /** Asks for a folder; null when the author cancels. */
    static Path chooseFolder(String title, Path start) {
        JFileChooser fc = new JFileChooser(start == null || start.getParent() == null ? null
                : start.getParent().toFile());
        if (start != null) {
            fc.setSelectedFile(start.toFile());
        }
        fc.setDialogTitle(title);
        fc.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        fc.setAcceptAllFileFilterUsed(false);
        if (fc.showDialog(WindowManager.getDefault().getMainWindow(), Bundle.BTN_Choose()) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        return fc.getSelectedFile().toPath();
    }

    /** What a background read gives back. */
    @FunctionalInterface
    interface Reader {
        LoadResult read(Path dir, Monitor monitor) throws IOException;
    }

    /**
     * Reads {@code dir} off the Swing thread and hands the result to {@code done} on it; the progress bar follows
     * the lines read and its Cancel stops the read.
     */
    static void read(Path dir, String title, Reader reader, java.util.function.Consumer<LoadResult> done) {
        TaskMonitor job = new TaskMonitor(title);
        RP.post(() -> {
            job.start();
            try {
                LoadResult r = reader.read(dir, job);
                SwingUtilities.invokeLater(() -> {
                    if (job.isCancelled()) {
                        cancelled();
                        return;
                    }
                    done.accept(r);
                    showProblems(dir, r.problems());
                });
            } catch (CancelledException e) {
                cancelled();
            } catch (IOException | RuntimeException e) {
                if (!job.isCancelled()) {
                    error(Bundle.ERR_Open(dir, e.getMessage() == null ? e.toString() : e.getMessage()));
                }
            } finally {
                job.close();
            }
        });
    }

    private static void cancelled() {
        StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Cancelled());
    }

    static void openFolder(Path dir) {
        read(dir, Bundle.PROGRESS_Open(dir), CategoryDatabase::load, r -> {
            workspace().openFolder(r.db(), dir);
            StatusDisplayer.getDefault().setStatusText(
                    Bundle.MSG_Opened(dir, r.db().categories().size(), r.db().itemCount()));
        });
    }

    static void importLegacy(Path dir) {
        read(dir, Bundle.PROGRESS_Import(dir), LegacyImport::importFolder,
                r -> edit(Bundle.UNDO_ImportLegacy(), d -> Merge.into(d, r.db())));
    }

    static void importCsv(Path dir) {
        read(dir, Bundle.PROGRESS_Import(dir), CategoryDatabase::load,
                r -> edit(Bundle.UNDO_ImportCsv(), d -> Merge.into(d, r.db())));
    }

    /** Lists problems in the Output window's tab (cleared first); nothing is shown when there are none. */
    static void showProblems(Path dir, List<Problem> problems) {
        if (problems.isEmpty()) {
            return;
        }
        InputOutput io = IOProvider.getDefault().getIO(Bundle.LBL_ProblemsTab(), false);
        try (OutputWriter out = io.getOut()) {
            out.reset();
            out.println(Bundle.MSG_ProblemsHeader(dir));
            for (Problem p : problems) {
                out.println("  " + p);
            }
        } catch (IOException e) {
            // reset failed: the lines still went out
        }
        io.select();
        StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Problems(dir, problems.size()));
    }

    /**
     * Saves the open database to its folder (asking for one when it has none) off the Swing thread.
     *
     * @param then run on the Swing thread after a successful save, or null
     */
    static void save(Runnable then) {
        CategoryWorkspace ws = workspace();
        Path dir = ws.location();
        if (dir == null) {
            dir = chooseFolder(Bundle.TITLE_ChooseFolder(), null);
            if (dir == null) {
                return;
            }
        }
        write(ws.database(), dir, true, then);
    }

    /** Writes a copy of the open database to another folder; the open one stays where it is. */
    static void export(Path dir) {
        write(workspace().database(), dir, false, null);
    }

    /**
     * Writes off the Swing thread; the progress bar follows the lines written, and its Cancel stops the save with
     * the folder's files as they were.
     */
    private static void write(CategoryDatabase snapshot, Path dir, boolean isSave, Runnable then) {
        TaskMonitor job = new TaskMonitor(Bundle.PROGRESS_Save(dir));
        RP.post(() -> {
            job.start();
            try {
                snapshot.save(dir, job);
                SwingUtilities.invokeLater(() -> {
                    if (isSave) {
                        workspace().saved(snapshot, dir);
                        StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Saved(dir));
                    } else {
                        StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Exported(dir));
                    }
                    if (then != null) {
                        then.run();
                    }
                });
            } catch (CancelledException e) {
                cancelled();
            } catch (IOException | RuntimeException e) {
                error(Bundle.ERR_Save(dir, e.getMessage() == null ? e.toString() : e.getMessage()));
            } finally {
                job.close();
            }
        });
    }

    /**
     * Saves on the calling thread (closing a window, leaving the application): the caller waits for the write.
     *
     * @return true when saved
     */
    static boolean saveNow() {
        CategoryWorkspace ws = workspace();
        Path dir = ws.location();
        if (dir == null) {
            dir = chooseFolder(Bundle.TITLE_ChooseFolder(), null);
            if (dir == null) {
                return false;
            }
        }
        CategoryDatabase snapshot = ws.database();
        try {
            snapshot.save(dir);
            ws.saved(snapshot, dir);
            return true;
        } catch (IOException | RuntimeException e) {
            error(Bundle.ERR_Save(dir, e.getMessage() == null ? e.toString() : e.getMessage()));
            return false;
        }
    }
}
