package org.gridwright.workbench;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JList;
import javax.swing.JScrollPane;

/**
 * HTML list rows that wrap at the width of the list's viewport, re-measured when the viewport is resized (the logic
 * grid's clues and steps, Quadrata's steps).
 */
public final class WrappingRows {
    static final int MIN_WIDTH = 220;

    private WrappingRows() {
    }

    /** A scroll pane for {@code list} whose rows are re-measured when it is resized. */
    public static JScrollPane scroll(JList<?> list) {
        JScrollPane sp = new JScrollPane(list);
        sp.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        sp.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                // JList caches row sizes; this makes it measure the rows again at the new width
                list.setFixedCellHeight(10);
                list.setFixedCellHeight(-1);
            }
        });
        return sp;
    }

    /**
     * Sizes a rendered HTML row to the width of {@code list}'s viewport: its text is laid out at that width and the
     * row takes the height the wrapped lines need, measured by the label's own HTML view (so the height is that of
     * the lines as painted, whatever the look's font). The row's HTML carries no width of its own.
     */
    public static void fit(javax.swing.JLabel row, JList<?> list) {
        java.awt.Container p = list.getParent();
        int w = p != null && p.getWidth() > 0 ? p.getWidth() : 360;
        java.awt.Insets in = row.getInsets();
        int text = Math.max(MIN_WIDTH, w - in.left - in.right);
        Object v = row.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey);
        if (v instanceof javax.swing.text.View view) {
            view.setSize(text, 0);
            int h = (int) Math.ceil(view.getPreferredSpan(javax.swing.text.View.Y_AXIS));
            row.setPreferredSize(new java.awt.Dimension(text + in.left + in.right, h + in.top + in.bottom));
        } else {
            row.setPreferredSize(null);
        }
    }

    /** The width a row's text may take in {@code list}, in pixels. */
    public static int width(JList<?> list) {
        java.awt.Container p = list.getParent();
        int w = p != null && p.getWidth() > 0 ? p.getWidth() : 360;
        return Math.max(MIN_WIDTH, w * 3 / 4 - 12); // CSS pixels come out wider than screen pixels
    }

    /** {@code s} as text in a row's HTML: its {@code &}, {@code <} and {@code >} escaped. */
    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
