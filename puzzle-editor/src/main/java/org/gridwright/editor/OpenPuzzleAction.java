package org.gridwright.editor;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;

/** File › Open Puzzle…: picks {@code .lgp} files and opens each in the puzzle editor. */
@ActionID(category = "File", id = "org.gridwright.editor.OpenPuzzleAction")
@ActionRegistration(displayName = "#CTL_OpenPuzzleAction", iconBase = "org/gridwright/editor/openPuzzle.png")
@ActionReferences({
    @ActionReference(path = "Menu/File", position = 150),
    @ActionReference(path = "Shortcuts", name = "D-O")
})
@Messages({
    "CTL_OpenPuzzleAction=Open Puzzle…",
    "LBL_PuzzleFiles=Logic-grid puzzles (*.lgp)",
    "# {0} - file", "ERR_OpenFailed=Could not open {0}"
})
public final class OpenPuzzleAction implements ActionListener {
    private static final String LAST_DIR = "lastPuzzleDir";

    @Override
    public void actionPerformed(ActionEvent e) {
        for (File f : PuzzleFileChooser.choose(LAST_DIR, null, false)) {
            open(FileUtil.normalizeFile(f));
        }
    }

    /** Opens one file in the puzzle editor; says so when it cannot. */
    static void open(File f) {
        FileObject fo = FileUtil.toFileObject(f);
        try {
            OpenCookie o = fo == null ? null : DataObject.find(fo).getLookup().lookup(OpenCookie.class);
            if (o != null) {
                o.open();
                return;
            }
        } catch (IOException ex) {
            // reported below
        }
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.ERR_OpenFailed(f),
                NotifyDescriptor.ERROR_MESSAGE));
    }
}
