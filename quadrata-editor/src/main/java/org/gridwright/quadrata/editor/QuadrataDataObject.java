package org.gridwright.quadrata.editor;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.swing.SwingUtilities;
import org.gridwright.kind.KindFormatException;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.QuadrataFormat;
import org.gridwright.workbench.UndoableValue;
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
 * A Quadrata puzzle file: a {@code .lgp} whose {@code "kind"} is {@code "quadrata"}. The kind is told apart by the
 * file's content ({@code QuadrataResolver.xml}, consulted before the logic grid's resolver of the {@code .lgp}
 * extension), so the logic grid's file type stays as it is and each kind's module claims its own files. Opening it
 * reads it with {@link QuadrataFormat} into a {@link QuadrataEditor}; Save and Save As write atomically.
 */
@Messages({
    "LBL_Quadrata_LOADER=Quadrata puzzle",
    "# {0} - the reader's message", "ERR_CannotOpen=This puzzle cannot be opened:\n{0}",
    "# {0} - file", "# {1} - reason", "ERR_CannotSave=Could not save {0}: {1}",
    "# {0} - name", "TITLE_SaveWhere=Save {0} as",
    "LBL_PuzzleFiles=Puzzles (*.lgp)",
    "# {0} - file", "Q_Replace={0} exists. Replace it?"
})
@MIMEResolver.Registration(displayName = "#LBL_Quadrata_LOADER", resource = "QuadrataResolver.xml", position = 180)
@DataObject.Registration(mimeType = QuadrataDataObject.MIME, iconBase = "org/gridwright/quadrata/editor/quadrata.png",
        displayName = "#LBL_Quadrata_LOADER", position = 290)
@ActionReferences({
    @ActionReference(path = "Loaders/" + QuadrataDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.OpenAction"), position = 100, separatorAfter = 200),
    @ActionReference(path = "Loaders/" + QuadrataDataObject.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.CopyAction"), position = 400),
    @ActionReference(path = "Loaders/" + QuadrataDataObject.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.DeleteAction"), position = 600),
    @ActionReference(path = "Loaders/" + QuadrataDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.RenameAction"), position = 700, separatorAfter = 800),
    @ActionReference(path = "Loaders/" + QuadrataDataObject.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.PropertiesAction"), position = 1400)
})
public final class QuadrataDataObject extends MultiDataObject {
    static final String MIME = "text/x-gridwright-quadrata+json";

    private UndoableValue<Quadrata> model;
    private final SaveCookie save = this::save;
    private final javax.swing.event.ChangeListener sync = e -> syncModified();

    public QuadrataDataObject(FileObject pf, MultiFileLoader loader) throws DataObjectExistsException, IOException {
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
            if (tc instanceof QuadrataEditor e && e.dataObject() == this) {
                e.requestActive();
                return;
            }
        }
        if (ensureModel() == null) {
            return;
        }
        QuadrataEditor tc = new QuadrataEditor(this, model);
        tc.open();
        tc.requestActive();
    }

    /** The puzzle's undoable value, read from the file when there is none yet; null (message shown) when unreadable. */
    UndoableValue<Quadrata> ensureModel() {
        if (model == null) {
            try {
                Quadrata q = read();
                model = new UndoableValue<>(q, Objects::equals);
                if (isUntitled()) {
                    model.resetUnsaved(q);
                }
            } catch (KindFormatException e) {
                DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.ERR_CannotOpen(e.getMessage()),
                        NotifyDescriptor.ERROR_MESSAGE));
                return null;
            }
            model.addChangeListener(sync);
            syncModified();
        }
        return model;
    }

    private Quadrata read() throws KindFormatException {
        File f = FileUtil.toFile(getPrimaryFile());
        if (f == null) {
            try {
                return QuadrataFormat.parse(getPrimaryFile().asText("UTF-8"), getPrimaryFile().getNameExt());
            } catch (IOException e) {
                throw new KindFormatException(getPrimaryFile().getNameExt(), null, e.getMessage());
            }
        }
        return QuadrataFormat.read(f.toPath());
    }

    /** True for a new puzzle that has no file yet. */
    boolean isUntitled() {
        return Untitled.is(getPrimaryFile());
    }

    /** The editor closed: forget the changes (the next open reads the file again); an untitled puzzle is gone. */
    void editorClosed() {
        release();
        if (isUntitled()) {
            try {
                delete();
            } catch (IOException e) {
                // an in-memory file: nothing the author can do about it
            }
        }
    }

    private void release() {
        if (model != null) {
            model.removeChangeListener(sync);
        }
        model = null;
        setModified(false);
        getCookieSet().remove(save);
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
        Quadrata q = model.value();
        write(q, path(getPrimaryFile()));
        model.markSaved(q);
        getPrimaryFile().refresh();
    }

    private void saveAs(FileObject folder, String fileName) throws IOException {
        if (model != null) {
            saveTo(path(folder).resolve(fileName));
        }
    }

    /** Writes the puzzle to {@code target} and hands the open editor over to that file, history and all. */
    void saveTo(Path target) throws IOException {
        Quadrata q = model.value();
        write(q, target);
        FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(target.toFile()));
        if (fo == null) {
            throw new IOException(Bundle.ERR_CannotSave(target, target.getParent()));
        }
        fo.refresh();
        DataObject found = DataObject.find(fo);
        if (found == this) {
            model.markSaved(q);
            return;
        }
        if (!(found instanceof QuadrataDataObject next)) {
            throw new IOException(Bundle.ERR_CannotSave(target, found.getClass().getSimpleName()));
        }
        UndoableValue<Quadrata> m = model;
        List<QuadrataEditor> editors = new ArrayList<>();
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof QuadrataEditor e && e.dataObject() == this) {
                editors.add(e);
            } else if (tc instanceof QuadrataEditor e && e.dataObject() == next) {
                e.discardAndClose();
            }
        }
        boolean untitled = isUntitled();
        release();
        next.adopt(m, q);
        editors.forEach(e -> e.rebind(next));
        if (untitled) {
            try {
                delete();
            } catch (IOException e) {
                // in memory only
            }
        }
    }

    private void adopt(UndoableValue<Quadrata> m, Quadrata saved) {
        model = m;
        m.markSaved(saved);
        m.addChangeListener(sync);
        syncModified();
    }

    private static void write(Quadrata q, Path target) throws IOException {
        try {
            QuadrataFormat.write(q, target);
        } catch (IOException e) {
            throw new IOException(Bundle.ERR_CannotSave(target, e.getMessage()), e);
        }
    }

    private Path askWhere() {
        java.util.prefs.Preferences prefs = org.openide.util.NbPreferences.forModule(QuadrataDataObject.class);
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
