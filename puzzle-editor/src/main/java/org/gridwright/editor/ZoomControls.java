package org.gridwright.editor;

import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * The zoom of an editor's grid: − and + (and Ctrl+wheel over the grid, Ctrl+− / Ctrl++ in the editor) step it by a
 * quarter; Fit (on when the editor opens, Ctrl+0) fits the grid to the visible room whenever that changes, shrinking
 * a large grid and enlarging a small one (up to {@link GridPanel#FIT_MAX}); the grid is fitted as it is laid out, so
 * it opens fitted instead of jumping from 100 %. Stepping turns Fit off.
 */
final class ZoomControls {
    /** How much one step of − or + changes the zoom. */
    static final double STEP = 1.25;

    private final GridPanel grid;
    private final JScrollPane scroll;
    private final JToggleButton fit = new JToggleButton(Bundle.BTN_ZoomFit(), true);
    private final JLabel percent = new JLabel();
    private final JPanel panel = new JPanel(new FlowLayout(FlowLayout.LEADING, 2, 0));

    /**
     * @param grid   the grid it zooms
     * @param scroll the scroll pane around the grid (its viewport is the room Fit fills)
     * @param keys   the component whose keyboard shortcuts zoom while focus is inside it (the editor)
     */
    ZoomControls(GridPanel grid, JScrollPane scroll, JComponent keys) {
        this.grid = grid;
        this.scroll = scroll;
        JButton out = new JButton(Bundle.BTN_ZoomOut());
        out.setToolTipText(Bundle.TIP_ZoomOut());
        out.addActionListener(e -> step(1 / STEP));
        JButton in = new JButton(Bundle.BTN_ZoomIn());
        in.setToolTipText(Bundle.TIP_ZoomIn());
        in.addActionListener(e -> step(STEP));
        fit.setToolTipText(Bundle.TIP_ZoomFit());
        fit.addActionListener(e -> refit());
        grid.setFitting(true);
        panel.add(out);
        panel.add(percent);
        panel.add(in);
        panel.add(fit);
        grid.addPropertyChangeListener("zoom", e -> showPercent());
        showPercent();
        scroll.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                refit();
            }
        });
        grid.addMouseWheelListener(this::wheel);
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-out",
                () -> step(1 / STEP));
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_SUBTRACT, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-out",
                () -> step(1 / STEP));
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-in",
                () -> step(STEP));
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_PLUS, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-in",
                () -> step(STEP));
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_ADD, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-in",
                () -> step(STEP));
        bind(keys, KeyStroke.getKeyStroke(KeyEvent.VK_0, InputEvent.CTRL_DOWN_MASK), "gridwright-zoom-fit",
                () -> {
                    fit.setSelected(true);
                    refit();
                });
    }

    JComponent component() {
        return panel;
    }

    /**
     * {@code scroll} filling a pane with {@code controls} floating over its lower right corner (inside the scroll
     * bars), where a triangular grid has no cells: the grid keeps the pane's whole height.
     */
    static JComponent overlay(JScrollPane scroll, JComponent controls) {
        javax.swing.JLayeredPane pane = new javax.swing.JLayeredPane() {
            @Override
            public void doLayout() {
                scroll.setBounds(0, 0, getWidth(), getHeight());
                scroll.doLayout();
                java.awt.Dimension d = controls.getPreferredSize();
                java.awt.Rectangle view = javax.swing.SwingUtilities.convertRectangle(scroll.getViewport().getParent(),
                        scroll.getViewport().getBounds(), this);
                controls.setBounds(view.x + view.width - d.width - 4, view.y + view.height - d.height - 4, d.width,
                        d.height);
            }

            @Override
            public java.awt.Dimension getPreferredSize() {
                return scroll.getPreferredSize();
            }

            @Override
            public java.awt.Dimension getMinimumSize() {
                return isMinimumSizeSet() ? super.getMinimumSize() : scroll.getMinimumSize();
            }
        };
        controls.setOpaque(true);
        controls.setBorder(javax.swing.BorderFactory.createCompoundBorder(
                javax.swing.BorderFactory.createLineBorder(javax.swing.UIManager.getColor("Separator.foreground")),
                javax.swing.BorderFactory.createEmptyBorder(2, 2, 2, 2)));
        pane.add(scroll, javax.swing.JLayeredPane.DEFAULT_LAYER);
        pane.add(controls, javax.swing.JLayeredPane.PALETTE_LAYER);
        return pane;
    }

    boolean fitting() {
        return fit.isSelected();
    }

    /** Multiplies the zoom by {@code factor}; Fit is off afterwards. */
    void step(double factor) {
        fit.setSelected(false);
        grid.setFitting(false);
        grid.setZoom(Math.round(grid.zoom() * factor * 100) / 100.0);
    }

    /** With Fit on, the grid fits the viewport (shrunk or enlarged, up to {@link GridPanel#FIT_MAX}). */
    void refit() {
        grid.setFitting(fit.isSelected());
        if (fit.isSelected()) {
            grid.setZoom(grid.zoomToFit(scroll.getViewport().getExtentSize(), GridPanel.FIT_MAX));
        }
    }

    private void showPercent() {
        percent.setText(Bundle.LBL_Zoom(Math.round(grid.zoom() * 100)));
    }

    /** Ctrl+wheel zooms; a plain wheel goes on to the scroll pane, which scrolls as always. */
    private void wheel(MouseWheelEvent e) {
        if ((e.getModifiersEx() & InputEvent.CTRL_DOWN_MASK) != 0) {
            step(e.getWheelRotation() < 0 ? STEP : 1 / STEP);
        } else {
            scroll.dispatchEvent(SwingUtilities.convertMouseEvent(grid, e, scroll));
        }
    }

    private static void bind(JComponent on, KeyStroke key, String name, Runnable action) {
        on.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(key, name);
        on.getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }
}
