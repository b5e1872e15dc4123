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
    "# {0} - file", "# {1} - reason", "ERR_CannotSave=Could not save {0}: {1}"
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
        if (model == null) {
            try {
                model = new EditorModel(read());
            } catch (PuzzleFormatException e) {
                DialogDisplayer.getDefault().notify(
                        new NotifyDescriptor.Message(Bundle.ERR_CannotOpen(e.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
                return;
            }
            model.addChangeListener(e -> syncModified());
        }
        PuzzleEditorTopComponent tc = new PuzzleEditorTopComponent(this, model);
        tc.open();
        tc.requestActive();
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

    /** The editor closed: forget the changes (the next open reads the file again). */
    void editorClosed() {
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

    /** Writes the puzzle to its file (atomically). */
    void save() throws IOException {
        if (model == null) {
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

    /** Save As: writes the puzzle to a new file, closes this editor without its changes and opens the new file. */
    private void saveAs(FileObject folder, String fileName) throws IOException {
        if (model == null) {
            return;
        }
        Path target = path(folder).resolve(fileName);
        PuzzleWriter.write(model.puzzle(), target);
        folder.refresh();
        FileObject fo = FileUtil.toFileObject(target.toFile());
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof PuzzleEditorTopComponent e && e.dataObject() == this) {
                e.discardAndClose();
            }
        }
        if (fo != null) {
            OpenCookie o = DataObject.find(fo).getLookup().lookup(OpenCookie.class);
            if (o != null) {
                o.open();
            }
        }
    }

    private static Path path(FileObject fo) throws IOException {
        File f = FileUtil.toFile(fo);
        if (f == null) {
            throw new IOException(fo.getPath() + " is not on a disk");
        }
        return f.toPath();
    }
}
