package org.gridwright.editor;

import java.io.File;
import java.util.prefs.Preferences;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.openide.util.NbPreferences;
import org.openide.windows.WindowManager;

/** The workbench's chooser for {@code .lgp} files (several at once), opening where the author last chose. */
final class PuzzleFileChooser {
    private PuzzleFileChooser() {
    }

    /**
     * Asks for puzzle files (and, when {@code folders}, folders too), starting in the folder remembered under
     * {@code lastDirKey}; returns what was chosen (empty when the author cancelled) and remembers where.
     */
    static File[] choose(String lastDirKey, String title, boolean folders) {
        Preferences prefs = NbPreferences.forModule(PuzzleFileChooser.class);
        JFileChooser chooser = new JFileChooser(prefs.get(lastDirKey, System.getProperty("user.home")));
        if (title != null) {
            chooser.setDialogTitle(title);
        }
        chooser.setFileSelectionMode(folders ? JFileChooser.FILES_AND_DIRECTORIES : JFileChooser.FILES_ONLY);
        chooser.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_PuzzleFiles(), "lgp"));
        chooser.setMultiSelectionEnabled(true);
        if (chooser.showOpenDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return new File[0];
        }
        File[] chosen = chooser.getSelectedFiles();
        if (chosen.length == 0 && chooser.getSelectedFile() != null) {
            chosen = new File[] {chooser.getSelectedFile()};
        }
        if (chosen.length > 0) {
            File first = chosen[0];
            File dir = folders && first.isDirectory() ? first : first.getParentFile();
            if (dir != null) {
                prefs.put(lastDirKey, dir.getPath());
            }
        }
        return chosen;
    }
}
