package org.gridwright.editor;

import org.gridwright.workbench.TaskMonitor;
import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotificationLineSupport;
import org.openide.NotifyDescriptor;
import org.openide.awt.StatusDisplayer;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectNotFoundException;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.windows.WindowManager;

/**
 * Export Book PDF: the dialog ({@link BookPanel}), then {@link BookJob} on a {@link RequestProcessor} with a
 * cancellable progress handle, then {@link PdfExport}'s preview and atomic Save of the same bytes.
 */
@Messages({
    "TITLE_ExportBook=Export Book PDF",
    "RP_Book=Gridwright book export",
    "# {0} - title", "MSG_BookProgress=Book \"{0}\"",
    "# {0} - file", "# {1} - puzzles", "# {2} - pages", "MSG_BookWritten=Wrote {0} ({1} puzzles, {2} pages)",
    "MSG_BookCancelled=Book export cancelled; nothing written.",
    "# {0} - problems", "ERR_BookUnreadable=The book was not printed:\n{0}",
    "# {0} - reason", "ERR_BookFailed=The book could not be printed: {0}",
    "# {0} - how many", "# {1} - one line each", "WARN_BookNotUnique={0,choice,1#One puzzle has|1<{0} puzzles have} no unique solution; the book prints {0,choice,1#it|1<them} with a note saying so:\n{1}"
})
final class BookExport {
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_Book(), 1, true);

    private BookExport() {
    }

    /**
     * The entries for {@code files}: a file open in an editor with unsaved changes is taken from that editor. Call on
     * the Swing thread (the editors' puzzles are read there).
     */
    static List<BookEntry> entries(List<Path> files) {
        List<BookEntry> out = new ArrayList<>(files.size());
        for (Path f : files) {
            FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(f.toFile()));
            LgpDataObject d = null;
            if (fo != null) {
                try {
                    d = DataObject.find(fo) instanceof LgpDataObject l ? l : null;
                } catch (DataObjectNotFoundException e) {
                    // read from the file, which reports what is wrong with it
                }
            }
            out.add(new BookEntry(f, d == null ? null : d.unsavedPuzzle()));
        }
        return out;
    }

    /** Shows the dialog for {@code entries} and, on OK, makes the book. Call on the Swing thread. */
    static void ask(List<BookEntry> entries, String suggestedTitle) {
        BookPlan plan = new BookPlan(suggestedTitle, entries);
        plan.setPaper(org.gridwright.workbench.GridwrightOptions.get().paper());
        DialogDescriptor[] dd = new DialogDescriptor[1];
        NotificationLineSupport[] line = new NotificationLineSupport[1];
        Consumer<String> problem = p -> {
            if (dd[0] != null) {
                dd[0].setValid(p == null);
                if (p == null) {
                    line[0].clearMessages();
                } else {
                    line[0].setErrorMessage(p);
                }
            }
        };
        BookPanel panel = new BookPanel(plan, problem);
        dd[0] = new DialogDescriptor(panel, Bundle.TITLE_ExportBook());
        line[0] = dd[0].createNotificationLineSupport();
        problem.accept(plan.problem());
        if (DialogDisplayer.getDefault().notify(dd[0]) != DialogDescriptor.OK_OPTION || plan.problem() != null) {
            return;
        }
        print(plan, WindowManager.getDefault().getMainWindow());
    }

    private static void print(BookPlan plan, Component parent) {
        List<BookEntry> entries = plan.entries();
        String title = plan.title().strip();
        Path suggested = entries.get(0).file().toAbsolutePath().resolveSibling(fileName(title));
        RP.post(() -> {
            try (TaskMonitor m = new TaskMonitor(Bundle.MSG_BookProgress(title)).start()) {
                BookJob.Result r = run(title, entries, plan, m);
                if (r != null) {
                    SwingUtilities.invokeLater(() -> {
                        if (!r.notUnique().isEmpty()) {
                            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                                    Bundle.WARN_BookNotUnique(r.notUnique().size(), String.join("\n", r.notUnique())),
                                    NotifyDescriptor.WARNING_MESSAGE));
                        }
                        PdfExport.showPreview(parent, r.pdf(), r.preview(), suggested,
                                target -> Bundle.MSG_BookWritten(target.getFileName(), r.puzzles(), r.pages()),
                                BookExport::status);
                    });
                }
            }
        });
    }

    /** Runs the job; reports cancel and failures itself and then returns null. */
    private static BookJob.Result run(String title, List<BookEntry> entries, BookPlan plan, Monitor m) {
        try {
            return BookJob.run(title, entries,
                    org.gridwright.workbench.GridwrightOptions.get().printOptions(plan.options()), m);
        } catch (CancelledException e) {
            SwingUtilities.invokeLater(() -> status(Bundle.MSG_BookCancelled()));
        } catch (BookJob.UnreadableException e) {
            error(Bundle.ERR_BookUnreadable(e.getMessage()));
        } catch (IOException | RuntimeException e) {
            error(Bundle.ERR_BookFailed(e.getMessage()));
        }
        return null;
    }

    /** A file name for a book titled {@code title}: the title without characters that file systems refuse. */
    static String fileName(String title) {
        String s = title.strip().replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]+", "-");
        return (s.isEmpty() || s.startsWith(".") ? "book" + s : s) + ".pdf";
    }

    private static void status(String message) {
        StatusDisplayer.getDefault().setStatusText(message, StatusDisplayer.IMPORTANCE_ANNOTATION);
    }

    private static void error(String message) {
        DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(message, NotifyDescriptor.ERROR_MESSAGE));
    }
}
