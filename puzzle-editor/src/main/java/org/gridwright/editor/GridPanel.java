package org.gridwright.editor;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.workbench.Palette;

/**
 * Draws a puzzle's triangular grid: one box per pair of categories (rows: category 0, then K-1 … 2; columns: 1 …
 * K-1, see {@link GridLayout}), item labels as a reader sees them (numerical label patterns applied), category names,
 * ✗ and ● marks, and highlighted cells (a step's new marks, the cells that justify it, wrong marks), in the colours
 * of the look ({@link Palette}: dark on a dark look). Labels longer than
 * {@link #MAX_LABEL_WIDTH} pixels are shortened with an ellipsis; the tooltip shows them whole. It paints without a
 * screen, so tests paint it into an image.
 *
 * <p>Mouse: when a click handler is set, a left click reports {@link Mark#NO}, a right click {@link Mark#YES} for the
 * cell under the pointer (play mode: ✗ and ● as on paper).
 *
 * <p>Zoom: the grid is laid out once at its natural size (from the font) and painted scaled by {@link #zoom()}, so
 * text, lines and marks keep their proportions at any zoom; {@link #cellAt}, {@link #cellOrigin} and
 * {@link #cellSize} speak in screen pixels, zoom included.
 */
final class GridPanel extends JComponent implements javax.swing.Scrollable {
    static final int MAX_LABEL_WIDTH = 170;
    /** The smallest height in screen pixels item labels are drawn at when the grid is zoomed out. */
    static final float MIN_LABEL_PX = 9f;
    private static final int MARGIN = 10;
    private static final int NAME_BAND = 18;
    /** The smallest and largest zoom. */
    static final double MIN_ZOOM = 0.3;
    static final double MAX_ZOOM = 3.0;
    /** The most Fit enlarges a small grid. */
    static final double FIT_MAX = 2.0;

    private Puzzle puzzle;
    private Grid grid;
    private Set<GridCell> newMarks = Set.of();
    private Set<GridCell> because = Set.of();
    private Set<GridCell> wrong = Set.of();
    private BiConsumer<GridCell, Mark> clicks;
    private BiConsumer<GridCell, Mark> keys;
    /** The keyboard's cell: box row, box column, row and column inside the box. */
    private int curBoxRow;
    private int curBoxCol;
    private int curI;
    private int curJ;
    private Geometry geometry;
    private double zoom = 1.0;
    /** Fit: the grid takes the viewport's size and its zoom follows it, so it is fitted before it is first painted. */
    private boolean fitting;

    GridPanel(Puzzle puzzle) {
        setOpaque(true);
        setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        setToolTipText("");
        show(puzzle, Grid.empty(puzzle.categoryCount(), puzzle.size()));
        setFocusable(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                cellAt(e.getPoint()).ifPresent(c -> moveCursorTo(c));
                if (clicks == null) {
                    return;
                }
                Mark m = SwingUtilities.isRightMouseButton(e) ? Mark.YES : Mark.NO;
                cellAt(e.getPoint()).ifPresent(c -> clicks.accept(c, m));
            }
        });
        addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusGained(java.awt.event.FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                repaint();
            }
        });
        key("LEFT", "gw-left", () -> moveCursor(0, -1));
        key("RIGHT", "gw-right", () -> moveCursor(0, 1));
        key("UP", "gw-up", () -> moveCursor(-1, 0));
        key("DOWN", "gw-down", () -> moveCursor(1, 0));
        key("X", "gw-no", () -> markCursor(Mark.NO));
        key("SPACE", "gw-yes", () -> markCursor(Mark.YES));
        key("PERIOD", "gw-yes2", () -> markCursor(Mark.YES));
        key("BACK_SPACE", "gw-clear", () -> markCursor(Mark.UNKNOWN));
        key("DELETE", "gw-clear2", () -> markCursor(Mark.UNKNOWN));
    }

    private void key(String stroke, String name, Runnable r) {
        getInputMap(WHEN_FOCUSED).put(javax.swing.KeyStroke.getKeyStroke(stroke), name);
        getActionMap().put(name, new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        });
    }

    /** Where keys put marks (play mode: X ✗, Space ●, Backspace clears), or null when the keys only move. */
    void setKeyHandler(BiConsumer<GridCell, Mark> handler) {
        this.keys = handler;
    }

    /** The cell the keyboard is on. */
    GridCell cursor() {
        int k = puzzle.categoryCount();
        return new GridCell(new Item(GridLayout.rowCategory(k, curBoxRow), curI),
                new Item(GridLayout.columnCategory(curBoxCol), curJ));
    }

    private void markCursor(Mark m) {
        if (keys != null) {
            keys.accept(cursor(), m);
        }
    }

    /** Moves the keyboard's cell by rows and columns across the whole grid, staying on cells. */
    void moveCursor(int dRow, int dCol) {
        int k = puzzle.categoryCount();
        int n = puzzle.size();
        int row = curBoxRow * n + curI + dRow;
        int col = curBoxCol * n + curJ + dCol;
        if (row < 0 || col < 0) {
            return;
        }
        int br = row / n;
        int bc = col / n;
        if (br + bc > k - 2) {
            return;
        }
        curBoxRow = br;
        curBoxCol = bc;
        curI = row % n;
        curJ = col % n;
        repaint();
    }

    private void moveCursorTo(GridCell c) {
        int k = puzzle.categoryCount();
        for (GridLayout.Box b : GridLayout.boxes(k)) {
            if (b.rowCategory() == c.a().category() && b.columnCategory() == c.b().category()) {
                place(b, c.a().index(), c.b().index());
            } else if (b.rowCategory() == c.b().category() && b.columnCategory() == c.a().category()) {
                place(b, c.b().index(), c.a().index());
            }
        }
        repaint();
    }

    private void place(GridLayout.Box b, int i, int j) {
        curBoxRow = b.row();
        curBoxCol = b.column();
        curI = i;
        curJ = j;
    }

    /** Shows {@code grid} (marks) for {@code puzzle}; clears highlights. */
    void show(Puzzle puzzle, Grid grid) {
        if (this.puzzle != null && (this.puzzle.categoryCount() != puzzle.categoryCount()
                || this.puzzle.size() != puzzle.size())) {
            curBoxRow = 0;
            curBoxCol = 0;
            curI = 0;
            curJ = 0;
        }
        this.puzzle = Objects.requireNonNull(puzzle);
        this.grid = Objects.requireNonNull(grid);
        this.newMarks = Set.of();
        this.because = Set.of();
        this.wrong = Set.of();
        this.geometry = null;
        revalidate();
        repaint();
    }

    /** Highlights: a step's new marks, the cells that justify it, and marks known to be wrong. */
    void highlight(Set<GridCell> newMarks, Set<GridCell> because, Set<GridCell> wrong) {
        this.newMarks = Set.copyOf(newMarks);
        this.because = Set.copyOf(because);
        this.wrong = Set.copyOf(wrong);
        repaint();
    }

    Grid grid() {
        return grid;
    }

    /** Where clicks go (play mode), or null for a grid that only shows. */
    void setClickHandler(BiConsumer<GridCell, Mark> handler) {
        this.clicks = handler;
    }

    @Override
    public void setFont(Font f) {
        super.setFont(f);
        geometry = null;
        revalidate();
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        Geometry g = geometry();
        return new Dimension((int) Math.ceil(g.width() * zoom), (int) Math.ceil(g.height() * zoom));
    }

    /** The size of the grid at zoom 1. */
    Dimension naturalSize() {
        Geometry g = geometry();
        return new Dimension(g.width(), g.height());
    }

    /** The scale the grid is painted at (1: natural size). */
    double zoom() {
        return zoom;
    }

    /** Paints the grid at {@code z} times its natural size, kept between {@link #MIN_ZOOM} and {@link #MAX_ZOOM}. */
    void setZoom(double z) {
        double clamped = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
        if (clamped != zoom) {
            double old = zoom;
            zoom = clamped;
            revalidate();
            repaint();
            firePropertyChange("zoom", old, zoom);
        }
    }

    /** Fit on or off: on, the zoom follows the size the viewport gives the grid (up to {@link #FIT_MAX}). */
    void setFitting(boolean on) {
        if (fitting != on) {
            fitting = on;
            revalidate();
        }
    }

    boolean fitting() {
        return fitting;
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        if (fitting && width > 0 && height > 0 && puzzle != null) {
            setZoom(zoomToFit(new Dimension(width, height), FIT_MAX));
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return orientation == javax.swing.SwingConstants.VERTICAL ? visible.height - 16 : visible.width - 16;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return fitting;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return fitting;
    }

    /**
     * The zoom at which the whole grid fits {@code room} (a viewport's size), never above {@code most}; at least
     * {@link #MIN_ZOOM}.
     */
    double zoomToFit(Dimension room, double most) {
        Dimension n = naturalSize();
        if (room.width <= 0 || room.height <= 0) {
            return zoom;
        }
        double z = Math.min((double) room.width / n.width, (double) room.height / n.height);
        // the preferred size rounds up: step down until it really fits
        z = Math.floor(z * 100) / 100;
        return Math.max(MIN_ZOOM, Math.min(most, z));
    }

    /** The cell under a point (screen pixels), if any. */
    Optional<GridCell> cellAt(Point screen) {
        Point p = new Point((int) Math.floor(screen.x / zoom), (int) Math.floor(screen.y / zoom));
        Geometry g = geometry();
        int k = puzzle.categoryCount();
        int n = puzzle.size();
        int dx = p.x - g.x0;
        int dy = p.y - g.y0;
        if (dx < 0 || dy < 0) {
            return Optional.empty();
        }
        int col = dx / g.box;
        int row = dy / g.box;
        if (row + col > k - 2) {
            return Optional.empty();
        }
        int j = (dx % g.box) / g.cell;
        int i = (dy % g.box) / g.cell;
        if (i >= n || j >= n) {
            return Optional.empty();
        }
        return Optional.of(new GridCell(new Item(GridLayout.rowCategory(k, row), i),
                new Item(GridLayout.columnCategory(col), j)));
    }

    /** The top-left corner of a cell on screen (zoom included). */
    Point cellOrigin(GridCell cell) {
        Geometry g = geometry();
        int k = puzzle.categoryCount();
        for (GridLayout.Box b : GridLayout.boxes(k)) {
            Item r = null;
            Item c = null;
            if (b.rowCategory() == cell.a().category() && b.columnCategory() == cell.b().category()) {
                r = cell.a();
                c = cell.b();
            } else if (b.rowCategory() == cell.b().category() && b.columnCategory() == cell.a().category()) {
                r = cell.b();
                c = cell.a();
            }
            if (r != null) {
                return new Point((int) Math.ceil((g.x0 + b.column() * g.box + c.index() * g.cell) * zoom),
                        (int) Math.ceil((g.y0 + b.row() * g.box + r.index() * g.cell) * zoom));
            }
        }
        throw new IllegalArgumentException("no such cell: " + cell);
    }

    /** The size of one cell in screen pixels (zoom included, rounded down). */
    int cellSize() {
        return (int) Math.floor(geometry().cell * zoom);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        return cellAt(e.getPoint()).map(c -> label(c.a()) + " · " + label(c.b())).orElse(null);
    }

    private String label(Item i) {
        return puzzle.category(i.category()).display(i.index());
    }

    /** Where everything goes, from the font and the longest label. */
    private record Geometry(int cell, int box, int labelWidth, int x0, int y0, int width, int height) {
    }

    private Geometry geometry() {
        if (geometry == null) {
            FontMetrics fm = getFontMetrics(getFont());
            int widest = 0;
            for (Category c : puzzle.categories()) {
                for (int i = 0; i < c.size(); i++) {
                    widest = Math.max(widest, fm.stringWidth(c.display(i)));
                }
            }
            int labelWidth = Math.min(widest, MAX_LABEL_WIDTH) + 8;
            int cell = Math.max(20, fm.getHeight() + 6);
            int box = cell * puzzle.size();
            int x0 = MARGIN + NAME_BAND + labelWidth;
            int y0 = MARGIN + NAME_BAND + labelWidth;
            int side = (puzzle.categoryCount() - 1) * box;
            geometry = new Geometry(cell, box, labelWidth, x0, y0, x0 + side + MARGIN, y0 + side + MARGIN);
        }
        return geometry;
    }

    /** The bold name font, made smaller (down to 9 pt) until the name fits {@code width}; beyond that it is cut. */
    private Font nameFont(Font bold, String name, int width) {
        Font f = bold;
        while (getFontMetrics(f).stringWidth(name) > width && f.getSize2D() > 9f) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
        }
        return f;
    }

    /** The label shortened with an ellipsis to fit {@code width} pixels. */
    static String fit(String s, FontMetrics fm, int width) {
        if (fm.stringWidth(s) <= width) {
            return s;
        }
        String e = "…";
        int end = s.length();
        while (end > 0 && fm.stringWidth(s.substring(0, end) + e) > width) {
            end--;
        }
        return s.substring(0, end) + e;
    }

    /** Paints the grid into a new image of its preferred size (for tests and exports). */
    BufferedImage toImage() {
        Dimension d = getPreferredSize();
        setSize(d);
        BufferedImage img = new BufferedImage(d.width, d.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            paint(g);
        } finally {
            g.dispose();
        }
        return img;
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            Palette pal = Palette.current();
            g.setColor(pal.background());
            g.fillRect(0, 0, getWidth(), getHeight());
            g.scale(zoom, zoom);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setFont(getFont());
            Geometry geo = geometry();
            int k = puzzle.categoryCount();
            int n = puzzle.size();
            for (GridLayout.Box b : GridLayout.boxes(k)) {
                paintBox(g, pal, geo, b, n);
            }
            paintLabels(g, pal, geo, k, n);
        } finally {
            g.dispose();
        }
    }

    private void paintBox(Graphics2D g, Palette pal, Geometry geo, GridLayout.Box b, int n) {
        int x = geo.x0 + b.column() * geo.box;
        int y = geo.y0 + b.row() * geo.box;
        int cell = geo.cell;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                Item ri = new Item(b.rowCategory(), i);
                Item cj = new Item(b.columnCategory(), j);
                GridCell gc = new GridCell(ri, cj);
                int cx = x + j * cell;
                int cy = y + i * cell;
                Color fill = wrong.contains(gc) ? pal.wrong() : newMarks.contains(gc) ? pal.newMark()
                        : because.contains(gc) ? pal.because() : null;
                if (fill != null) {
                    g.setColor(fill);
                    g.fillRect(cx, cy, cell, cell);
                }
                Mark m = grid.get(ri, cj);
                if (m == Mark.NO) {
                    g.setColor(pal.frame());
                    g.setStroke(new BasicStroke(1.6f));
                    double p = cell * 0.25;
                    g.draw(new Line2D.Double(cx + p, cy + p, cx + cell - p, cy + cell - p));
                    g.draw(new Line2D.Double(cx + cell - p, cy + p, cx + p, cy + cell - p));
                } else if (m == Mark.YES) {
                    g.setColor(pal.text());
                    double d = cell * 0.46;
                    g.fill(new Ellipse2D.Double(cx + (cell - d) / 2, cy + (cell - d) / 2, d, d));
                }
                if (isFocusOwner() && b.row() == curBoxRow && b.column() == curBoxCol && i == curI && j == curJ) {
                    g.setColor(pal.cursor());
                    g.setStroke(new BasicStroke(2.2f));
                    g.drawRect(cx + 1, cy + 1, cell - 2, cell - 2);
                    g.setStroke(new BasicStroke(1f));
                }
            }
        }
        g.setStroke(new BasicStroke(1f));
        g.setColor(pal.lines());
        for (int i = 1; i < n; i++) {
            g.drawLine(x + i * cell, y, x + i * cell, y + geo.box);
            g.drawLine(x, y + i * cell, x + geo.box, y + i * cell);
        }
        g.setColor(pal.frame());
        g.setStroke(new BasicStroke(1.5f));
        g.drawRect(x, y, geo.box, geo.box);
        g.setStroke(new BasicStroke(1f));
    }

    /**
     * The font item labels are drawn in at the current zoom: the grid's font, enlarged when zooming out (Fit on a
     * large grid) would make it smaller than {@link #MIN_LABEL_PX} on screen, as far as a cell's pitch allows. The
     * labels keep their band; a label too long for it is shortened with "…" (the tooltip shows it whole).
     */
    Font labelFont() {
        Font f = getFont();
        if (f.getSize2D() * zoom >= MIN_LABEL_PX) {
            return f;
        }
        float size = (float) Math.min(MIN_LABEL_PX / zoom, geometry().cell * 0.9);
        return size > f.getSize2D() ? f.deriveFont(size) : f;
    }

    private void paintLabels(Graphics2D g, Palette pal, Geometry geo, int k, int n) {
        Font labels = labelFont();
        g.setFont(labels);
        FontMetrics fm = g.getFontMetrics(labels);
        int band = geo.labelWidth - 8;
        Font bold = getFont().deriveFont(Font.BOLD);
        FontMetrics bfm = g.getFontMetrics(bold);
        g.setColor(pal.text());
        for (int r = 0; r < k - 1; r++) {
            Category cat = puzzle.category(GridLayout.rowCategory(k, r));
            int top = geo.y0 + r * geo.box;
            for (int i = 0; i < n; i++) {
                String s = fit(cat.display(i), fm, band);
                int y = top + i * geo.cell + (geo.cell + fm.getAscent() - fm.getDescent()) / 2;
                g.drawString(s, geo.x0 - 4 - fm.stringWidth(s), y);
            }
            Graphics2D t = (Graphics2D) g.create();
            Font nameFont = nameFont(bold, cat.name(), geo.box);
            FontMetrics nfm = g.getFontMetrics(nameFont);
            t.setFont(nameFont);
            String name = fit(cat.name(), nfm, geo.box);
            t.transform(AffineTransform.getTranslateInstance(MARGIN + nfm.getAscent(),
                    top + (geo.box + nfm.stringWidth(name)) / 2.0));
            t.rotate(-Math.PI / 2);
            t.drawString(name, 0, 0);
            t.dispose();
        }
        for (int c = 0; c < k - 1; c++) {
            Category cat = puzzle.category(GridLayout.columnCategory(c));
            int left = geo.x0 + c * geo.box;
            for (int i = 0; i < n; i++) {
                String s = fit(cat.display(i), fm, band);
                Graphics2D t = (Graphics2D) g.create();
                int x = left + i * geo.cell + (geo.cell + fm.getAscent() - fm.getDescent()) / 2;
                t.transform(AffineTransform.getTranslateInstance(x, geo.y0 - 4));
                t.rotate(-Math.PI / 2);
                t.drawString(s, 0, 0);
                t.dispose();
            }
            Font nameFont = nameFont(bold, cat.name(), geo.box);
            FontMetrics nfm = g.getFontMetrics(nameFont);
            g.setFont(nameFont);
            String name = fit(cat.name(), nfm, geo.box);
            g.drawString(name, left + (geo.box - nfm.stringWidth(name)) / 2, MARGIN + bfm.getAscent());
            g.setFont(labels);
        }
    }
}
