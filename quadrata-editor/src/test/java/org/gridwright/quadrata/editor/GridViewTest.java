package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.Set;
import org.gridwright.quadrata.Quadrata;
import org.junit.jupiter.api.Test;

class GridViewTest {
    private static GridView laidOut(Quadrata q, int side) {
        GridView v = new GridView(q);
        v.setSize(side, side);
        return v;
    }

    /** The centre of cell (r, c) and of the gap after it, from the same geometry the view draws with. */
    private static Point centre(int side, int n, double r, double c) {
        double s = (side - 24) / (n + (n - 1) * GridView.GAP);
        double x0 = (side - (n * s + (n - 1) * s * GridView.GAP)) / 2;
        double pitch = s * (1 + GridView.GAP);
        return new Point((int) (x0 + c * pitch + s / 2), (int) (x0 + r * pitch + s / 2));
    }

    @Test
    void aClickFindsTheCellOrTheGapBetweenTwoCells() {
        Quadrata q = EditsTest.small();
        GridView v = laidOut(q, 400);
        assertArrayEquals(new int[] {4}, v.hit(centre(400, 3, 1, 1)));
        double s = (400 - 24) / (3 + 2 * GridView.GAP);
        Point cell = centre(400, 3, 0, 0);
        assertArrayEquals(new int[] {0, 1}, v.hit(new Point(cell.x + (int) (s * (0.5 + GridView.GAP / 2)), cell.y)));
        assertArrayEquals(new int[] {0, 3}, v.hit(new Point(cell.x, cell.y + (int) (s * (0.5 + GridView.GAP / 2)))));
        assertNull(v.hit(new Point(2, 2)), "the margin");
    }

    @Test
    void paintsSignsEntriesAndAStepWithoutAScreen() {
        Quadrata q = EditsTest.small();
        GridView v = laidOut(q, 300);
        BufferedImage plain = paint(v);
        v.show(q, new GridView.Layer(null, null, null, null, Set.of(4), Set.of(), Set.of()));
        BufferedImage step = paint(v);
        Point c = centre(300, 3, 1, 1);
        assertNotEquals(plain.getRGB(c.x - 20, c.y - 20), step.getRGB(c.x - 20, c.y - 20), "the step's cell is marked");
        Point gap = centre(300, 3, 0, (0.5 + GridView.GAP / 2) / (1 + GridView.GAP));
        boolean signDrawn = false;
        for (int dx = -6; dx <= 6 && !signDrawn; dx++) {
            for (int dy = -12; dy <= 12 && !signDrawn; dy++) {
                signDrawn = plain.getRGB(gap.x + dx, gap.y + dy) != plain.getRGB(5, 5);
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(signDrawn, "the sign between R1C1 and R1C2 is drawn");
    }

    private static BufferedImage paint(GridView v) {
        BufferedImage img = new BufferedImage(v.getWidth(), v.getHeight(), BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        v.paint(g);
        g.dispose();
        return img;
    }
}
