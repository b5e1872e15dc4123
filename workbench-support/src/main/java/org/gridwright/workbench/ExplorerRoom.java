package org.gridwright.workbench;

import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;
import org.openide.util.NbPreferences;
import org.openide.windows.Mode;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The first time a puzzle editor of any kind opens (once per user folder), the windows docked beside the editors
 * (the category manager, Favorites) are minimised to the window's edge, from where a click slides them in. Docked
 * again by the author, they stay docked.
 */
public final class ExplorerRoom {
    /** The preference that says the explorer windows were once minimised for an editor (one for every kind). */
    static final String MINIMISED_ONCE = "explorerMinimisedForEditor";

    private ExplorerRoom() {
    }

    /** Call from an editor's {@code componentOpened}. */
    public static void makeRoomFor(TopComponent editor) {
        // after the window system has placed every window (editors reopened at start open before the others)
        WindowManager.getDefault().invokeWhenUIReady(() -> SwingUtilities.invokeLater(
                () -> minimiseExplorer(editor, NbPreferences.forModule(ExplorerRoom.class))));
    }

    private static void minimiseExplorer(TopComponent editor, Preferences prefs) {
        if (!editor.isOpened() || prefs.getBoolean(MINIMISED_ONCE, false)) {
            return;
        }
        WindowManager wm = WindowManager.getDefault();
        Mode explorer = wm.findMode("explorer");
        if (explorer == null) {
            return;
        }
        prefs.putBoolean(MINIMISED_ONCE, true);
        for (TopComponent tc : explorer.getTopComponents()) {
            if (tc.isOpened() && tc != editor && !wm.isTopComponentMinimized(tc)) {
                wm.setTopComponentMinimized(tc, true);
            }
        }
    }
}
