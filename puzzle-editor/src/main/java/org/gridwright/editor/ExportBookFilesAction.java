package org.gridwright.editor;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;

/**
 * File › Export Book PDF…: asks for puzzle files or a folder (every {@code .lgp} in it, by name) and makes a book
 * of them.
 */
@ActionID(category = "File", id = "org.gridwright.editor.ExportBookFilesAction")
@ActionRegistration(displayName = "#CTL_ExportBookFilesAction", iconBase = "org/gridwright/editor/exportBook.png")
@ActionReference(path = "Menu/File", position = 175)
@Messages({
    "CTL_ExportBookFilesAction=Export Book PDF…",
    "TITLE_ChooseBookPuzzles=Puzzles for the Book (files or a folder)",
    "# {0} - folder", "ERR_BookNoPuzzleFiles=There are no .lgp puzzle files in {0}.",
    "# {0} - reason", "ERR_BookCannotList=The puzzle files cannot be listed: {0}"
})
public final class ExportBookFilesAction implements ActionListener {
    private static final String LAST_DIR = "lastBookDir";

    @Override
    public void actionPerformed(ActionEvent e) {
        List<Path> chosen = new ArrayList<>();
        for (File f : PuzzleFileChooser.choose(LAST_DIR, Bundle.TITLE_ChooseBookPuzzles(), true)) {
            chosen.add(f.toPath().toAbsolutePath());
        }
        if (chosen.isEmpty()) {
            return;
        }
        bookOf(chosen);
    }

    /**
     * Makes a book of the chosen files and folders (a folder: every {@code .lgp} in it, by name), or says why not.
     * Call on the Swing thread.
     */
    static void bookOf(List<Path> chosen) {
        List<Path> files;
        try {
            files = BookFiles.expand(chosen);
        } catch (IOException ex) {
            complain(Bundle.ERR_BookCannotList(ex.getMessage()));
            return;
        }
        if (files.isEmpty()) {
            complain(Bundle.ERR_BookNoPuzzleFiles(chosen.get(0)));
            return;
        }
        BookExport.ask(BookExport.entries(files), BookFiles.suggestedTitle(files));
    }

    private static void complain(String message) {
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(message, NotifyDescriptor.ERROR_MESSAGE));
    }
}
