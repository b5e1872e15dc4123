package org.gridwright.editor;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import javax.swing.JComponent;
import org.openide.util.NbBundle.Messages;

/** Draws an empty triangular logic grid of {@code categories × items}. */
@Messages({
    "# {0} - category number, from 1",
    "LBL_Category=Category {0}"
})
final class GridView extends JComponent {
    private static final int CELL = 22;
    private static final int HEADER = 110;
    private static final int MARGIN = 12;

    private int categories;
    private int items;

    GridView(int categories, int items) {
        setOpaque(true);
        setBackground(Color.WHITE);
        setGrid(categories, items);
    }

    void setGrid(int categories, int items) {
        this.categories = categories;
        this.items = items;
        int side = MARGIN * 2 + HEADER + (categories - 1) * items * CELL;
        setPreferredSize(new Dimension(side, side));
        revalidate();
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setColor(getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(getFont().deriveFont(Font.PLAIN, 11f));
            int x0 = MARGIN + HEADER;
            int y0 = MARGIN + HEADER;
            int box = items * CELL;
            FontMetrics fm = g.getFontMetrics();
            for (GridLayout.Box b : GridLayout.boxes(categories)) {
                int x = x0 + b.column() * box;
                int y = y0 + b.row() * box;
                g.setColor(new Color(0xB0B8C8));
                for (int i = 1; i < items; i++) {
                    g.drawLine(x + i * CELL, y, x + i * CELL, y + box);
                    g.drawLine(x, y + i * CELL, x + box, y + i * CELL);
                }
                g.setColor(Color.DARK_GRAY);
                g.drawRect(x, y, box, box);
            }
            g.setColor(Color.BLACK);
            for (int r = 0; r < categories - 1; r++) {
                int cat = GridLayout.rowCategory(categories, r) + 1;
                for (int i = 0; i < items; i++) {
                    String s = Bundle.LBL_Category(cat) + " · " + (i + 1);
                    int y = y0 + r * box + i * CELL + (CELL + fm.getAscent()) / 2 - 2;
                    g.drawString(s, x0 - 6 - fm.stringWidth(s), y);
                }
            }
            for (int c = 0; c < categories - 1; c++) {
                int cat = GridLayout.columnCategory(c) + 1;
                for (int i = 0; i < items; i++) {
                    String s = Bundle.LBL_Category(cat) + " · " + (i + 1);
                    Graphics2D t = (Graphics2D) g.create();
                    int x = x0 + c * box + i * CELL + (CELL + fm.getAscent()) / 2 - 2;
                    t.transform(AffineTransform.getTranslateInstance(x, y0 - 6));
                    t.rotate(-Math.PI / 2);
                    t.drawString(s, 0, 0);
                    t.dispose();
                }
            }
        } finally {
            g.dispose();
        }
    }
}
