package org.gridwright.editor;

import java.awt.event.ActionEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.prefs.Preferences;
import javax.swing.AbstractAction;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.Mnemonics;
import org.openide.filesystems.FileUtil;
import org.openide.modules.OnStop;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.util.actions.Presenter;
import org.openide.windows.OnShowing;
import org.openide.windows.TopComponent;

/**
 * File › Open Recent: the puzzles opened or saved last (newest first, those still on disk), and the puzzles open
 * at exit, opened again at the next start. Both lists live in NbPreferences.
 */
@Messages({
    "CTL_OpenRecent=Open &Recent",
    "LBL_NoRecent=(none yet)",
    "# {0} - number", "# {1} - file name", "# {2} - folder", "LBL_RecentItem={0}  {1} — {2}"
})
final class RecentFiles {
    static final String KEY = "recent.files";
    static final String OPEN_KEY = "open.at.exit";
    /** How many are listed. */
    static final int MAX = 10;
    private static final String SEP = "\n";

    private RecentFiles() {
    }

    static Preferences prefs() {
        return NbPreferences.forModule(RecentFiles.class);
    }

    /** Puts {@code p} first. */
    static void add(Path p) {
        add(prefs(), p);
    }

    static void add(Preferences prefs, Path p) {
        List<String> l = new ArrayList<>(list(prefs, KEY));
        String s = p.toAbsolutePath().normalize().toString();
        l.remove(s);
        l.add(0, s);
        while (l.size() > MAX) {
            l.remove(l.size() - 1);
        }
        prefs.put(KEY, String.join(SEP, l));
    }

    /** The paths under {@code key}, as kept. */
    static List<String> list(Preferences prefs, String key) {
        String v = prefs.get(key, "");
        List<String> out = new ArrayList<>();
        for (String s : v.split(SEP)) {
            if (!s.isBlank()) {
                out.add(s);
            }
        }
        return out;
    }

    /** The recent puzzles that still exist. */
    static List<Path> recent(Preferences prefs) {
        return list(prefs, KEY).stream().map(Path::of).filter(Files::isRegularFile).toList();
    }

    /** The menu item: a submenu filled when it opens. */
    @ActionID(category = "File", id = "org.gridwright.editor.OpenRecentAction")
    @ActionRegistration(displayName = "#CTL_OpenRecent", lazy = false)
    @ActionReference(path = "Menu/File", position = 160)
    public static final class Menu extends AbstractAction implements Presenter.Menu {
        public Menu() {
            super(Bundle.CTL_OpenRecent());
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            // the submenu does the work
        }

        @Override
        public JMenuItem getMenuPresenter() {
            JMenu m = new JMenu();
            Mnemonics.setLocalizedText(m, Bundle.CTL_OpenRecent());
            m.addMenuListener(new MenuListener() {
                @Override
                public void menuSelected(MenuEvent e) {
                    fill(m);
                }

                @Override
                public void menuDeselected(MenuEvent e) {
                }

                @Override
                public void menuCanceled(MenuEvent e) {
                }
            });
            return m;
        }

        private static void fill(JMenu m) {
            m.removeAll();
            List<Path> r = recent(prefs());
            if (r.isEmpty()) {
                JMenuItem none = new JMenuItem(Bundle.LBL_NoRecent());
                none.setEnabled(false);
                m.add(none);
            }
            int i = 1;
            for (Path p : r) {
                JMenuItem it = new JMenuItem();
                Path parent = p.getParent();
                Mnemonics.setLocalizedText(it, Bundle.LBL_RecentItem(i < 10 ? "&" + i : String.valueOf(i),
                        p.getFileName(), parent == null ? "" : parent.toString()));
                it.addActionListener(e -> OpenPuzzleAction.open(FileUtil.normalizeFile(p.toFile())));
                m.add(it);
                i++;
            }
        }
    }

    /** At exit (before anything closes) the puzzles open on disk are kept, to open again next time. */
    @OnStop
    public static final class KeepOpen implements Callable<Boolean> {
        @Override
        public Boolean call() {
            List<String> open = new ArrayList<>();
            for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
                if (tc instanceof PuzzleEditorTopComponent e) {
                    File f = FileUtil.toFile(e.dataObject().getPrimaryFile());
                    if (f != null) {
                        open.add(f.getPath());
                    }
                }
            }
            prefs().put(OPEN_KEY, String.join(SEP, open));
            return true;
        }
    }

    /** At start the puzzles open at the last exit open again (those still on disk). */
    @OnShowing
    public static final class Reopen implements Runnable {
        @Override
        public void run() {
            for (String s : list(prefs(), OPEN_KEY)) {
                File f = new File(s);
                if (f.isFile()) {
                    OpenPuzzleAction.open(FileUtil.normalizeFile(f));
                }
            }
        }
    }
}
