package org.gridwright.editor;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.util.List;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataFolder;
import org.openide.util.NbBundle.Messages;

/**
 * Export Book PDF… on a folder in an explorer (Favorites): a book of every {@code .lgp} directly in it, by name,
 * titled after the folder — the same as choosing the folder in File › Export Book PDF….
 */
@ActionID(category = "File", id = "org.gridwright.editor.ExportBookFolderAction")
@ActionRegistration(displayName = "#CTL_ExportBookFolderAction")
@ActionReference(path = "Loaders/folder/any/Actions", position = 1050)
@Messages("CTL_ExportBookFolderAction=Export Book PDF of Its Puzzles…")
public final class ExportBookFolderAction implements ActionListener {
    private final DataFolder folder;

    public ExportBookFolderAction(DataFolder context) {
        this.folder = context;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        File dir = FileUtil.toFile(folder.getPrimaryFile());
        if (dir != null) {
            ExportBookFilesAction.bookOf(List.of(dir.toPath().toAbsolutePath()));
        }
    }
}
