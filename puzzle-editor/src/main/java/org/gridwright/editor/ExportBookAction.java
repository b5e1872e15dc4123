package org.gridwright.editor;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.filesystems.FileUtil;
import org.openide.util.NbBundle.Messages;

/**
 * Export Book PDF… on the puzzle files selected in the Favorites window (or any explorer view): the selected
 * {@code .lgp} files, in the order selected, become a book.
 */
@ActionID(category = "File", id = "org.gridwright.editor.ExportBookAction")
@ActionRegistration(displayName = "#CTL_ExportBookAction")
@ActionReference(path = "Loaders/" + LgpDataObject.MIME + "/Actions", position = 250, separatorAfter = 275)
@Messages("CTL_ExportBookAction=Export Book PDF…")
public final class ExportBookAction implements ActionListener {
    private final List<LgpDataObject> context;

    public ExportBookAction(List<LgpDataObject> context) {
        this.context = context;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        List<Path> files = new ArrayList<>();
        for (LgpDataObject d : context) {
            File f = FileUtil.toFile(d.getPrimaryFile());
            if (f != null) {
                files.add(f.toPath().toAbsolutePath());
            }
        }
        if (!files.isEmpty()) {
            BookExport.ask(BookExport.entries(files), BookFiles.suggestedTitle(files));
        }
    }
}
