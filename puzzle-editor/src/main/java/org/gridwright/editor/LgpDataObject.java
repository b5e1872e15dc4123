package org.gridwright.editor;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Puzzle;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.cookies.OpenCookie;
import org.openide.cookies.SaveCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.filesystems.MIMEResolver;
import org.openide.loaders.DataNode;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectExistsException;
import org.openide.loaders.MultiDataObject;
import org.openide.loaders.MultiFileLoader;
import org.openide.loaders.SaveAsCapable;
import org.openide.nodes.Children;
import org.openide.nodes.Node;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * A {@code .lgp} puzzle file ({@code gridwright/1}). Opening it (File › Open Puzzle…, the Favorites window, or a
 * file named on the command line) reads it with {@link PuzzleReader} and shows it in a
 * {@link PuzzleEditorTopComponent}; a file that cannot be read shows the reader's message instead. While the editor
 * holds changes the object is modified and offers Save (and Save As), which write atomically with
 * {@link PuzzleWriter}.
 */
@Messages({
    "LBL_Lgp_LOADER=Logic-grid puzzle",
    "# {0} - the reader's message", "ERR_CannotOpen=This puzzle cannot be opened:\n{0}",
    "# {0} - file", "# {1} - reason", "ERR_CannotSave=Could not save {0}: {1}",
    "# {0} - name", "TITLE_SaveWhere=Save {0} as",
    "# {0} - file", "Q_Replace={0} exists. Replace it?"
})
@MIMEResolver.ExtensionRegistration(displayName = "#LBL_Lgp_LOADER", mimeType = LgpDataObject.MIME,
        extension = {"lgp", "LGP"}, position = 190)
@DataObject.Registration(mimeType = LgpDataObject.MIME, iconBase = "org/gridwright/editor/puzzle.png",
        displayName = "#LBL_Lgp_LOADER", position = 300)
@ActionReferences({
    @ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.OpenAction"), position = 100, separatorAfter = 200),
    @ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.CopyAction"), position = 400),
    @ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.DeleteAction"), position = 600),
    @ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.RenameAction"), position = 700, separatorAfter = 800),
    @ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.PropertiesAction"), position = 1400),
    // the platform's keymap binds none of these; an editor without them is not usable
    @ActionReference(path = "Shortcuts", name = "D-S", id = @ActionID(category = "System", id = "org.openide.actions.SaveAction")),
    @ActionReference(path = "Shortcuts", name = "D-Z", id = @ActionID(category = "Edit", id = "org.openide.actions.UndoAction")),
    @ActionReference(path = "Shortcuts", name = "D-Y", id = @ActionID(category = "Edit", id = "org.openide.actions.RedoAction"))
})
public final class LgpDataObject extends MultiDataObject {
    static final String MIME = "text/x-gridwright+json";

    private EditorModel model;
    private final SaveCookie save = this::save;
    private final javax.swing.event.ChangeListener sync = e -> syncModified();

    public LgpDataObject(FileObject pf, MultiFileLoader loader) throws DataObjectExistsException, IOException {
        super(pf, loader);
        getCookieSet().add((OpenCookie) this::open);
        getCookieSet().assign(SaveAsCapable.class, (SaveAsCapable) this::saveAs);
    }

    @Override
    protected int associateLookup() {
        return 1;
    }

    @Override
    protected Node createNodeDelegate() {
        return new DataNode(this, Children.LEAF, getLookup());
    }

    /** Opens the puzzle in its editor (the open one if there is one), on the Swing thread. */
    void open() {
        if (!SwingUtilities.isEventDispatchThread()) {
            SwingUtilities.invokeLater(this::open);
            return;
        }
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof PuzzleEditorTopComponent e && e.dataObject() == this) {
                e.requestActive();
                return;
            }
        }
        if (ensureModel() == null) {
            return;
        }
        PuzzleEditorTopComponent tc = new PuzzleEditorTopComponent(this, model);
        File onDisk = FileUtil.toFile(getPrimaryFile());
        if (onDisk != null) {
            RecentFiles.add(onDisk.toPath());
        }
        tc.open();
        tc.requestActive();
    }

    /**
     * The model of the puzzle, read from the file when there is none yet (a new puzzle's starts unsaved); null, with
     * the reader's message shown, when the file cannot be read.
     */
    EditorModel ensureModel() {
        if (model == null) {
            try {
                Puzzle p = read();
                model = Untitled.is(getPrimaryFile()) ? EditorModel.unsaved(p) : new EditorModel(p);
            } catch (PuzzleFormatException e) {
                DialogDisplayer.getDefault().notify(
                        new NotifyDescriptor.Message(Bundle.ERR_CannotOpen(e.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
                return null;
            }
            model.addChangeListener(sync);
            syncModified();
        }
        return model;
    }

    private Puzzle read() throws PuzzleFormatException {
        File f = FileUtil.toFile(getPrimaryFile());
        if (f == null) {
            try {
                return PuzzleReader.parse(getPrimaryFile().asText("UTF-8"), getPrimaryFile().getNameExt());
            } catch (IOException e) {
                throw new PuzzleFormatException(getPrimaryFile().getNameExt(), null, e.getMessage());
            }
        }
        return PuzzleReader.read(f.toPath());
    }

    /**
     * The puzzle as its open editor holds it when that differs from the file (unsaved changes), else null: what a
     * book prints instead of the file. Call on the Swing thread.
     */
    Puzzle unsavedPuzzle() {
        return model != null && model.isModified() ? model.puzzle() : null;
    }

    /** The editor closed: forget the changes (the next open reads the file again); an untitled puzzle is gone. */
    void editorClosed() {
        release();
        if (Untitled.is(getPrimaryFile())) {
            try {
                delete();
            } catch (IOException e) {
                // an in-memory file: nothing the author can do about it
            }
        }
    }

    /** Lets go of the model (closed, or handed to the file it was saved as). */
    private void release() {
        if (model != null) {
            model.removeChangeListener(sync);
        }
        model = null;
        setModified(false);
        getCookieSet().remove(save);
    }

    /** True for a new puzzle that has no file yet. */
    boolean isUntitled() {
        return Untitled.is(getPrimaryFile());
    }

    /** The model of the open editor (null when none is open). */
    EditorModel model() {
        return model;
    }

    private void syncModified() {
        boolean m = model != null && model.isModified();
        if (m != isModified()) {
            setModified(m);
            if (m) {
                getCookieSet().add(save);
            } else {
                getCookieSet().remove(save);
            }
        }
    }

    /** Writes the puzzle to its file (atomically); a new puzzle asks where first. */
    void save() throws IOException {
        if (model == null) {
            return;
        }
        if (isUntitled()) {
            Path where = askWhere();
            if (where != null) {
                saveTo(where);
            }
            return;
        }
        Path target = path(getPrimaryFile());
        try {
            PuzzleWriter.write(model.puzzle(), target);
        } catch (IOException e) {
            throw new IOException(Bundle.ERR_CannotSave(target, e.getMessage()), e);
        }
        model.markSaved();
        getPrimaryFile().refresh();
    }

    /** Save As: writes the puzzle to a new file, which the open editor then shows with all it had. */
    private void saveAs(FileObject folder, String fileName) throws IOException {
        if (model == null) {
            return;
        }
        saveTo(path(folder).resolve(fileName));
    }

    /**
     * Writes the puzzle to {@code target} (atomically) and hands the editor over to that file: the same model
     * (undo history), grid, zoom, play marks and layout; the editor's title and Save follow the new file.
     */
    void saveTo(Path target) throws IOException {
        write(target);
        FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(target.toFile()));
        if (fo == null) {
            throw new IOException(Bundle.ERR_CannotSave(target, target.getParent()));
        }
        fo.refresh();
        handOver(fo);
    }

    /** Writes the puzzle to {@code target} atomically. */
    void write(Path target) throws IOException {
        try {
            PuzzleWriter.write(model.puzzle(), target);
        } catch (IOException e) {
            throw new IOException(Bundle.ERR_CannotSave(target, e.getMessage()), e);
        }
    }

    /** Hands the model and the open editors over to {@code fo}, just written with the puzzle. */
    void handOver(FileObject fo) throws IOException {
        EditorModel m = model;
        LgpDataObject next = (LgpDataObject) DataObject.find(fo);
        if (next == this) {
            m.markSaved();
            return;
        }
        java.util.List<PuzzleEditorTopComponent> editors = new java.util.ArrayList<>();
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof PuzzleEditorTopComponent e && e.dataObject() == this) {
                editors.add(e);
            }
        }
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof PuzzleEditorTopComponent e && e.dataObject() == next) {
                e.discardAndClose(); // an editor of the file saved over shows what it held before
            }
        }
        boolean untitled = isUntitled();
        release();
        next.adopt(m);
        for (PuzzleEditorTopComponent e : editors) {
            e.rebind(next);
        }
        if (untitled) {
            try {
                delete();
            } catch (IOException e) {
                // in memory only
            }
        }
        File onDisk = FileUtil.toFile(fo);
        if (onDisk != null) {
            RecentFiles.add(onDisk.toPath());
        }
    }

    /** Takes over an open editor's model, as saved. */
    private void adopt(EditorModel m) {
        model = m;
        m.markSaved();
        m.addChangeListener(sync);
        syncModified();
    }

    /** Asks where a new puzzle goes, starting in the folder last saved to; null when the author cancels. */
    private Path askWhere() {
        java.util.prefs.Preferences prefs = org.openide.util.NbPreferences.forModule(LgpDataObject.class);
        javax.swing.JFileChooser ch = new javax.swing.JFileChooser(prefs.get("lastSaveDir",
                System.getProperty("user.home")));
        ch.setDialogTitle(Bundle.TITLE_SaveWhere(getPrimaryFile().getNameExt()));
        ch.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter(Bundle.LBL_PuzzleFiles(), "lgp"));
        ch.setSelectedFile(new File(ch.getCurrentDirectory(), getPrimaryFile().getNameExt()));
        while (ch.showSaveDialog(org.openide.windows.WindowManager.getDefault().getMainWindow())
                == javax.swing.JFileChooser.APPROVE_OPTION) {
            File f = ch.getSelectedFile();
            if (!f.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".lgp")) {
                f = new File(f.getParentFile(), f.getName() + ".lgp");
            }
            if (f.exists() && DialogDisplayer.getDefault().notify(new NotifyDescriptor.Confirmation(
                    Bundle.Q_Replace(f.getName()), NotifyDescriptor.YES_NO_OPTION)) != NotifyDescriptor.YES_OPTION) {
                continue;
            }
            if (f.getParentFile() != null) {
                prefs.put("lastSaveDir", f.getParent());
            }
            return f.toPath();
        }
        return null;
    }

    private static Path path(FileObject fo) throws IOException {
        File f = FileUtil.toFile(fo);
        if (f == null) {
            throw new IOException(fo.getPath() + " is not on a disk");
        }
        return f.toPath();
    }
}
