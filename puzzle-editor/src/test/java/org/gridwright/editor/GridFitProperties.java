package org.gridwright.editor;

import java.awt.Dimension;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Fit, for any size of puzzle and any room: the grid is whole, as large as fits, and its text readable. */
class GridFitProperties {
    @Property(tries = 150)
    boolean fitIsTheLargestZoomThatFitsAndKeepsTextReadable(@ForAll @IntRange(min = 3, max = 9) int k,
            @ForAll @IntRange(min = 2, max = 9) int n, @ForAll @IntRange(min = 250, max = 1600) int width,
            @ForAll @IntRange(min = 250, max = 1000) int height) {
        GridPanel g = new GridPanel(GridPanelTest.square(k, n));
        Dimension room = new Dimension(width, height);
        double z = g.zoomToFit(room, GridPanel.FIT_MAX);
        g.setZoom(z);
        Dimension d = g.getPreferredSize();
        boolean whole = z == GridPanel.MIN_ZOOM || (d.width <= width && d.height <= height);
        Dimension larger = g.sizeAt(z + 0.01);
        boolean largest = z >= GridPanel.FIT_MAX || larger.width > width || larger.height > height;
        double cellPx = g.naturalCell() * z;
        boolean labels = g.labelFont().getSize2D() * z >= Math.min(GridPanel.MIN_LABEL_PX, cellPx) - 0.01;
        boolean headings = g.headingFont().getSize2D() * z >= GridPanel.MIN_HEADING_PX - 0.01;
        return whole && largest && labels && headings;
    }
}
