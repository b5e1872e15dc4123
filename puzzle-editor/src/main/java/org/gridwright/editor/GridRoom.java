package org.gridwright.editor;

import java.awt.Dimension;
import java.awt.Insets;
import java.util.prefs.Preferences;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import org.openide.util.NbPreferences;
import org.openide.windows.Mode;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The room an editor's grid gets: the grid's column is as wide as the grid fitted to the editor's height (a large
 * grid is square), the clues keep at least their column; and the first time a puzzle editor opens, the windows docked
 * beside the editors (the category manager, Favorites) are minimised to the window's edge, from where a click slides
 * them in. Docked again by the author, they stay docked.
 */
final class GridRoom {
    /** The preference that says the explorer windows were once minimised for an editor. */
    static final String MINIMISED_ONCE = "explorerMinimisedForEditor";

    private GridRoom() {
    }

    /**
     * The grid column's width in a split {@code width} × {@code height} (the scroll pane's border {@code insets}):
     * the grid fitted to the whole height and at most all but {@code sideMin} of the width, at least 200.
     */
    static int gridColumn(GridPanel grid, Insets insets, int width, int height, int sideMin) {
        int most = Math.max(200, width - sideMin);
        Dimension room = new Dimension(most - insets.left - insets.right, height - insets.top - insets.bottom);
        Dimension fitted = grid.sizeAt(grid.zoomToFit(room, GridPanel.FIT_MAX));
        return Math.max(200, Math.min(most, fitted.width + insets.left + insets.right));
    }

    /** Places the split's divider by {@link #gridColumn} whenever the split is resized, until the author moves it. */
    static void follow(JSplitPane split, GridPanel grid, JScrollPane scroll, int sideMin) {
        boolean[] moved = {false};
        if (split.getUI() instanceof javax.swing.plaf.basic.BasicSplitPaneUI ui && ui.getDivider() != null) {
            ui.getDivider().addMouseListener(new java.awt.event.MouseAdapter() {
                @Override
                public void mousePressed(java.awt.event.MouseEvent e) {
                    moved[0] = true; // the author places it from now on
                }
            });
        }
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (moved[0] || split.getWidth() <= 0 || split.getHeight() <= 0) {
                    return;
                }
                // after the split's own layout, which otherwise puts the divider back by its resize weight
                javax.swing.SwingUtilities.invokeLater(() -> {
                    if (!moved[0] && split.getWidth() > 0) {
                        split.setDividerLocation(gridColumn(grid, scroll.getInsets(),
                                split.getWidth() - split.getDividerSize(), split.getHeight(), sideMin));
                    }
                });
            }
        });
    }

    /** Minimises the windows docked in the explorer mode, the first time a puzzle editor opens (once per user dir). */
    static void makeRoomFor(TopComponent editor) {
        // after the window system has placed every window (editors reopened at start open before the others)
        WindowManager.getDefault().invokeWhenUIReady(() -> javax.swing.SwingUtilities.invokeLater(
                () -> minimiseExplorer(editor)));
    }

    private static void minimiseExplorer(TopComponent editor) {
        if (!editor.isOpened()) {
            return;
        }
        Preferences prefs = NbPreferences.forModule(GridRoom.class);
        if (prefs.getBoolean(MINIMISED_ONCE, false)) {
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
