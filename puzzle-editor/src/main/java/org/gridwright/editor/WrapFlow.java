package org.gridwright.editor;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

/**
 * A {@link FlowLayout} whose preferred size is the rows it really lays out at its container's width, so a row of
 * buttons in a narrow column wraps onto a second line and the column makes room for it (a plain FlowLayout asks for
 * one long row and the wrapped buttons are cut off).
 */
final class WrapFlow extends FlowLayout {
    WrapFlow(int align, int hgap, int vgap) {
        super(align, hgap, vgap);
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        d.width = 0; // never the reason a column is wider than its window
        return d;
    }

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            int width = target.getWidth();
            if (width <= 0 && target.getParent() != null) {
                width = target.getParent().getWidth();
            }
            Insets in = target.getInsets();
            int room = width <= 0 ? Integer.MAX_VALUE : width - in.left - in.right - 2 * getHgap();
            int rowWidth = 0;
            int rowHeight = 0;
            int widest = 0;
            int height = 0;
            int rows = 0;
            for (int i = 0; i < target.getComponentCount(); i++) {
                Component c = target.getComponent(i);
                if (!c.isVisible()) {
                    continue;
                }
                Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
                if (rowWidth > 0 && rowWidth + getHgap() + d.width > room) {
                    widest = Math.max(widest, rowWidth);
                    height += rowHeight + (rows > 0 ? getVgap() : 0);
                    rows++;
                    rowWidth = 0;
                    rowHeight = 0;
                }
                rowWidth += (rowWidth > 0 ? getHgap() : 0) + d.width;
                rowHeight = Math.max(rowHeight, d.height);
            }
            if (rowWidth > 0) {
                widest = Math.max(widest, rowWidth);
                height += rowHeight + (rows > 0 ? getVgap() : 0);
            }
            return new Dimension(widest + in.left + in.right + 2 * getHgap(),
                    height + in.top + in.bottom + 2 * getVgap());
        }
    }
}
