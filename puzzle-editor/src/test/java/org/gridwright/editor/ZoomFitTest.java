package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Dimension;
import org.junit.jupiter.api.Test;

/** Fit follows the room the viewport gives the grid, before anything is painted, both ways. */
class ZoomFitTest {

    @Test
    void fitEnlargesASmallGridAndShrinksALargeOneAsItIsLaidOut() {
        GridPanel g = new GridPanel(Fixtures.bakery());
        Dimension natural = g.naturalSize();
        g.setFitting(true);
        assertTrue(g.getScrollableTracksViewportWidth() && g.getScrollableTracksViewportHeight(),
                "the viewport gives the grid its own size");
        g.setBounds(0, 0, natural.width * 10, natural.height * 10);
        assertEquals(GridPanel.FIT_MAX, g.zoom(), "enlarged, up to the most Fit goes");
        g.setBounds(0, 0, natural.width / 2, natural.height / 2);
        assertTrue(g.zoom() <= 0.5 && g.zoom() >= GridPanel.MIN_ZOOM, "shrunk: " + g.zoom());
        Dimension fitted = g.getPreferredSize();
        assertTrue(fitted.width <= natural.width / 2 + 1 && fitted.height <= natural.height / 2 + 1,
                "the whole grid in the room: " + fitted);
        g.setFitting(false);
        double kept = g.zoom();
        g.setBounds(0, 0, natural.width * 10, natural.height * 10);
        assertEquals(kept, g.zoom(), "without Fit the zoom stays where the author put it");
    }
}
