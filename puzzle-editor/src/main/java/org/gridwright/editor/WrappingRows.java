package org.gridwright.editor;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JList;
import javax.swing.JScrollPane;

/** HTML list rows that wrap at the width of the list's viewport, re-measured when the viewport is resized. */
final class WrappingRows {
    static final int MIN_WIDTH = 220;

    private WrappingRows() {
    }

    /** A scroll pane for {@code list} whose rows are re-measured when it is resized. */
    static JScrollPane scroll(JList<?> list) {
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

    /** The width a row's text may take in {@code list}, in pixels. */
    static int width(JList<?> list) {
        java.awt.Container p = list.getParent();
        int w = p != null && p.getWidth() > 0 ? p.getWidth() : 360;
        return Math.max(MIN_WIDTH, w * 3 / 4 - 12); // CSS pixels come out wider than screen pixels
    }
}
