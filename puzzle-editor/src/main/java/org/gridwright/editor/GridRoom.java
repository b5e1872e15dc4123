package org.gridwright.editor;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;

/**
 * The room an editor's grid gets: the grid's column is as wide as the grid fitted to the editor's height (a large
 * grid is square), the clues keep at least their column (the windows beside the editors make room through
 * {@link org.gridwright.workbench.ExplorerRoom}).
 */
final class GridRoom {
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
}
