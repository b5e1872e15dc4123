package org.gridwright.quadrata.editor;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.util.Set;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.Square;

/**
 * The square drawn: cells, given symbols in bold, inequality signs as chevrons in the gaps between cells pointing at
 * the smaller (drawn, not typed, so they stay legible at every order), and what the editor shows over it — a
 * player's entries, the candidates after a trace step with the step's cells marked, a second solution with the cells
 * that differ, wrong entries after Check. It only paints what it is given ({@link Layer}); the editor decides.
 */
final class GridView extends JComponent {
    /** The gap between cells, where signs go, as a fraction of a cell. */
    static final double GAP = 0.42;
    private static final Color GIVEN = new Color(0x111111);
    private static final Color ENTRY = new Color(0x1F4FB0);
    private static final Color DEDUCED = new Color(0x2E7D32);
    private static final Color WRONG = new Color(0xC62828);
    private static final Color STEP = new Color(0xFFE082);
    private static final Color BECAUSE = new Color(0xBBDEFB);
    private static final Color DIFFERS = new Color(0xFFCDD2);
    private static final Color SIGN = new Color(0x8E3B00);

    /**
     * What is drawn over the puzzle.
     *
     * @param entries  a player's entries (symbol index or -1 per cell), or null
     * @param masks    candidates per cell (a trace step's), or null
     * @param solution a whole square to show (a second solution), or null
     * @param other    the square {@code solution} is compared with (cells that differ are marked), or null
     * @param step     cells a trace step changed
     * @param because  cells it relied on
     * @param wrong    cells marked wrong
     */
    record Layer(int[] entries, int[] masks, Square solution, Square other, Set<Integer> step,
            Set<Integer> because, Set<Integer> wrong) {
        static final Layer NONE = new Layer(null, null, null, null, Set.of(), Set.of(), Set.of());
    }

    private Quadrata puzzle;
    private Layer layer = Layer.NONE;
    private int selected = 0;

    GridView(Quadrata q) {
        this.puzzle = q;
        setFocusable(true);
        setOpaque(true);
        setBackground(UIManager.getColor("Panel.background") == null ? Color.WHITE
                : UIManager.getColor("Panel.background"));
        setPreferredSize(new Dimension(480, 480));
    }

    void show(Quadrata q, Layer l) {
        this.puzzle = q;
        this.layer = l;
        if (selected >= q.size() * q.size()) {
            selected = 0;
        }
        repaint();
    }

    Quadrata puzzle() {
        return puzzle;
    }

    Layer layer() {
        return layer;
    }

    int selected() {
        return selected;
    }

    void select(int cell) {
        int n = puzzle.size();
        if (cell >= 0 && cell < n * n && cell != selected) {
            selected = cell;
            repaint();
        }
    }

    /** Moves the selection by rows and columns, staying inside the square. */
    void moveSelection(int dr, int dc) {
        int n = puzzle.size();
        int r = Math.max(0, Math.min(n - 1, selected / n + dr));
        int c = Math.max(0, Math.min(n - 1, selected % n + dc));
        select(r * n + c);
    }

    // ---- geometry ----

    private double cell() {
        int n = puzzle.size();
        double side = Math.min(getWidth(), getHeight()) - 2 * margin();
        return Math.max(4, side / (n + (n - 1) * GAP));
    }

    private double margin() {
        return 12;
    }

    private double x0() {
        int n = puzzle.size();
        double s = cell();
        return (getWidth() - (n * s + (n - 1) * s * GAP)) / 2;
    }

    private double y0() {
        int n = puzzle.size();
        double s = cell();
        return (getHeight() - (n * s + (n - 1) * s * GAP)) / 2;
    }

    /**
     * What is under a point: {@code {cell}} for a cell, {@code {a, b}} for the gap between two neighbouring cells
     * (a the upper or left one), or null for neither.
     */
    int[] hit(Point p) {
        int n = puzzle.size();
        double s = cell();
        double pitch = s * (1 + GAP);
        double fx = (p.x - x0()) / pitch;
        double fy = (p.y - y0()) / pitch;
        if (fx < 0 || fy < 0 || fx >= n || fy >= n) {
            return null;
        }
        int c = (int) fx;
        int r = (int) fy;
        boolean inX = (fx - c) * pitch <= s;
        boolean inY = (fy - r) * pitch <= s;
        if (inX && inY) {
            return new int[] {r * n + c};
        }
        if (!inX && inY && c + 1 < n) {
            return new int[] {r * n + c, r * n + c + 1};
        }
        if (inX && !inY && r + 1 < n) {
            return new int[] {r * n + c, (r + 1) * n + c};
        }
        return null;
    }

    // ---- painting ----

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
            paintSquare(g);
        } finally {
            g.dispose();
        }
    }

    private void paintSquare(Graphics2D g) {
        Quadrata q = puzzle;
        int n = q.size();
        double s = cell();
        double pitch = s * (1 + GAP);
        double x0 = x0();
        double y0 = y0();
        int longest = q.symbols().stream().mapToInt(String::length).max().orElse(1);
        Font base = getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont();
        Font big = base.deriveFont(Font.PLAIN, (float) Math.max(6, s * (longest <= 1 ? 0.62 : 0.62 / Math.sqrt(longest))));
        Font bold = big.deriveFont(Font.BOLD);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                int x = (int) Math.round(x0 + c * pitch);
                int y = (int) Math.round(y0 + r * pitch);
                int w = (int) Math.round(s);
                g.setColor(fill(cell));
                g.fillRect(x, y, w, w);
                g.setColor(new Color(0x555555));
                g.setStroke(new BasicStroke(cell == selected && isFocusOwner() ? 3f : 1.2f));
                if (cell == selected) {
                    g.setColor(new Color(0x1565C0));
                    g.setStroke(new BasicStroke(3f));
                }
                g.drawRect(x, y, w, w);
                paintContent(g, q, r, c, x, y, w, bold, big, base);
            }
        }
        g.setColor(SIGN);
        g.setStroke(new BasicStroke((float) Math.max(1.5, s * 0.07), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Sign sg : q.signs()) {
            paintSign(g, sg, s, pitch, x0, y0);
        }
    }

    private Color fill(int cell) {
        if (layer.wrong().contains(cell)) {
            return DIFFERS;
        }
        if (layer.step().contains(cell)) {
            return STEP;
        }
        if (layer.because().contains(cell)) {
            return BECAUSE;
        }
        if (layer.solution() != null && layer.other() != null) {
            int n = puzzle.size();
            if (layer.solution().at(cell / n, cell % n) != layer.other().at(cell / n, cell % n)) {
                return DIFFERS;
            }
        }
        return Color.WHITE;
    }

    private void paintContent(Graphics2D g, Quadrata q, int r, int c, int x, int y, int w, Font bold, Font big,
            Font base) {
        int n = q.size();
        int cell = r * n + c;
        int given = q.givenAt(r, c);
        if (given >= 0) {
            centred(g, q.symbol(given), bold, GIVEN, x, y, w);
            return;
        }
        if (layer.solution() != null) {
            centred(g, q.symbol(layer.solution().at(r, c)), big, ENTRY, x, y, w);
            return;
        }
        if (layer.entries() != null && layer.entries()[cell] >= 0) {
            centred(g, q.symbol(layer.entries()[cell]), big,
                    layer.wrong().contains(cell) ? WRONG : ENTRY, x, y, w);
            return;
        }
        if (layer.masks() != null) {
            int m = layer.masks()[cell];
            if (m != 0 && (m & (m - 1)) == 0) {
                centred(g, q.symbol(Integer.numberOfTrailingZeros(m)), big, DEDUCED, x, y, w);
            } else if (m != 0) {
                candidates(g, q, m, x, y, w, base);
            }
        }
    }

    /** The candidates of a cell in a small k×k grid (symbol i in place i), when they fit legibly. */
    private void candidates(Graphics2D g, Quadrata q, int mask, int x, int y, int w, Font base) {
        int n = q.size();
        int k = (int) Math.ceil(Math.sqrt(n));
        double sub = (double) w / k;
        int longest = q.symbols().stream().mapToInt(String::length).max().orElse(1);
        if (sub < 7 || longest > 2) {
            return;
        }
        Font f = base.deriveFont(Font.PLAIN, (float) Math.max(6, sub * (longest == 1 ? 0.7 : 0.45)));
        for (int v = 0; v < n; v++) {
            if ((mask & (1 << v)) != 0) {
                int cx = x + (int) Math.round((v % k) * sub);
                int cy = y + (int) Math.round((v / k) * sub);
                centred(g, q.symbol(v), f, new Color(0x757575), cx, cy, (int) Math.round(sub));
            }
        }
    }

    private static void centred(Graphics2D g, String text, Font f, Color colour, int x, int y, int w) {
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        int tw = fm.stringWidth(text);
        if (tw > w - 2 && tw > 0) {
            g.setFont(f.deriveFont((float) (f.getSize2D() * (w - 2) / tw)));
            fm = g.getFontMetrics();
            tw = fm.stringWidth(text);
        }
        g.setColor(colour);
        g.drawString(text, x + (w - tw) / 2, y + (w - fm.getHeight()) / 2 + fm.getAscent());
    }

    /** A chevron in the gap between the two cells, its point toward the smaller (the sign's first cell). */
    private static void paintSign(Graphics2D g, Sign sg, double s, double pitch, double x0, double y0) {
        double gap = s * GAP;
        double half = gap * 0.32;
        double len = Math.min(s * 0.22, gap * 0.5);
        Path2D.Double p = new Path2D.Double();
        if (sg.horizontal()) {
            int c = Math.min(sg.c1(), sg.c2());
            double cx = x0 + c * pitch + s + gap / 2;
            double cy = y0 + sg.r1() * pitch + s / 2;
            double dir = sg.c1() < sg.c2() ? -1 : 1; // the point is toward the smaller cell
            p.moveTo(cx - dir * half, cy - len);
            p.lineTo(cx + dir * half, cy);
            p.lineTo(cx - dir * half, cy + len);
        } else {
            int r = Math.min(sg.r1(), sg.r2());
            double cx = x0 + sg.c1() * pitch + s / 2;
            double cy = y0 + r * pitch + s + gap / 2;
            double dir = sg.r1() < sg.r2() ? -1 : 1;
            p.moveTo(cx - len, cy - dir * half);
            p.lineTo(cx, cy + dir * half);
            p.lineTo(cx + len, cy - dir * half);
        }
        g.draw(p);
    }
}
