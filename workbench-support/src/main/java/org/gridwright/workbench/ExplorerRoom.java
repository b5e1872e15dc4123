package org.gridwright.workbench;

import java.beans.PropertyChangeListener;
import java.util.HashSet;
import java.util.Set;
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
    /** The window system's property of the active mode (not in the API; the Favorites module listens to it too). */
    private static final String ACTIVE_MODE = "activeMode";

    private ExplorerRoom() {
    }

    /** Call from an editor's {@code componentOpened}. */
    public static void makeRoomFor(TopComponent editor) {
        Preferences prefs = NbPreferences.forModule(ExplorerRoom.class);
        if (prefs.getBoolean(MINIMISED_ONCE, false)) {
            return;
        }
        // after the window system has placed every window (editors reopened at start open before the others)
        WindowManager.getDefault().invokeWhenUIReady(() -> SwingUtilities.invokeLater(() -> {
            Set<TopComponent> seen = minimiseExplorer(editor, prefs, Set.of());
            if (seen != null) {
                minimiseLateFavorites(editor, seen);
            }
        }));
    }

    /**
     * The platform's Favorites module opens its window, docked, the first time an editor becomes the active window
     * (once per user folder, from its own listener on the active mode), which can come after the minimising: so at
     * the next activation of an editor, a window opened in the explorer's place since then is minimised too (those
     * minimised before and docked again by the author are left as they are).
     */
    private static void minimiseLateFavorites(TopComponent editor, Set<TopComponent> seen) {
        WindowManager wm = WindowManager.getDefault();
        PropertyChangeListener[] once = new PropertyChangeListener[1];
        once[0] = e -> {
            if (ACTIVE_MODE.equals(e.getPropertyName()) && e.getNewValue() instanceof Mode m
                    && wm.isEditorMode(m)) {
                wm.removePropertyChangeListener(once[0]);
                // after Favorites' own listener has opened its window
                SwingUtilities.invokeLater(() -> minimiseExplorer(editor, null, seen));
            }
        };
        wm.addPropertyChangeListener(once[0]);
    }

    /**
     * Minimises the explorer's opened windows but {@code editor} and those in {@code except}; with {@code prefs},
     * only when not done before, and remembers it there.
     *
     * @return the windows that were in the explorer's place (null when nothing was done)
     */
    private static Set<TopComponent> minimiseExplorer(TopComponent editor, Preferences prefs, Set<TopComponent> except) {
        if (!editor.isOpened() || prefs != null && prefs.getBoolean(MINIMISED_ONCE, false)) {
            return null;
        }
        WindowManager wm = WindowManager.getDefault();
        Mode explorer = wm.findMode("explorer");
        if (explorer == null) {
            return null;
        }
        if (prefs != null) {
            prefs.putBoolean(MINIMISED_ONCE, true);
        }
        Set<TopComponent> there = new HashSet<>();
        for (TopComponent tc : explorer.getTopComponents()) {
            if (tc.isOpened() && tc != editor && !except.contains(tc)) {
                there.add(tc);
                if (!wm.isTopComponentMinimized(tc)) {
                    wm.setTopComponentMinimized(tc, true);
                }
            }
        }
        return there;
    }
}
