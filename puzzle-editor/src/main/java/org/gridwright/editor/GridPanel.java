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
 * <p>Zoom: the grid is laid out for its zoom in natural units (from the font) and painted scaled by {@link #zoom()}:
 * cells, lines and marks scale with the zoom, while item labels and category headings never fall below
 * {@link #MIN_LABEL_PX} and {@link #MIN_HEADING_PX} screen pixels as long as a cell's pitch allows (their bands widen
 * in natural units as the grid shrinks, and lines and marks keep at least a screen pixel or so).
 * "Readable" in numbers: labels and headings at least 11 px high on screen, cells at least 11 px, so that an 8×8
 * puzzle at Fit on a 1400×900 window shows every label, heading and mark. {@link #cellAt}, {@link #cellOrigin} and
 * {@link #cellSize} speak in screen pixels, zoom included.
 */
final class GridPanel extends JComponent implements javax.swing.Scrollable {
    static final int MAX_LABEL_WIDTH = 170;
    /**
     * The smallest size in screen pixels item labels are drawn at when the grid is zoomed out, as long as the pitch
     * of a cell (one label per cell) is at least that; below, labels are as high as a cell.
     */
    static final float MIN_LABEL_PX = 11f;
    /** The smallest size in screen pixels category headings are drawn at (a long one is cut with "…" below it). */
    static final float MIN_HEADING_PX = 11f;
    /** The thinnest a mark's stroke and the grid's lines are on screen, in pixels. */
    private static final float MIN_STROKE_PX = 1f;
    /** The margin around the grid in screen pixels (at most 10 natural units). */
    private static final int MARGIN_PX = 3;
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
        return sizeAt(geometry(), zoom);
    }

    /** The size of the grid at zoom 1. */
    Dimension naturalSize() {
        return sizeAt(geometryAt(1.0), 1.0);
    }

    /** The size of the grid on screen at zoom {@code z}, its text bands sized for that zoom. */
    Dimension sizeAt(double z) {
        return sizeAt(z == zoom ? geometry() : geometryAt(z), z);
    }

    private static Dimension sizeAt(Geometry g, double z) {
        return new Dimension((int) Math.ceil(g.width() * z), (int) Math.ceil(g.height() * z));
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
            geometry = null;
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
        if (room.width <= 0 || room.height <= 0) {
            return zoom;
        }
        // the size on screen grows with the zoom (the text bands keep their screen size below a zoom, the cells
        // always grow): the largest whole percent that fits, by bisection
        int lo = (int) Math.round(MIN_ZOOM * 100);
        int hi = (int) Math.floor(Math.min(most, MAX_ZOOM) * 100);
        if (hi <= lo || !fits(sizeAt(lo / 100.0), room)) {
            return Math.max(MIN_ZOOM, Math.min(most, lo / 100.0));
        }
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (fits(sizeAt(mid / 100.0), room)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo / 100.0;
    }

    private static boolean fits(Dimension d, Dimension room) {
        return d.width <= room.width && d.height <= room.height;
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

    /**
     * Where everything goes at one zoom, in natural units (painted scaled by the zoom): the cell from the font, the
     * label and heading fonts kept readable on screen, the label band as wide as the longest label in its font.
     */
    private record Geometry(int cell, int box, int labelWidth, int x0, int y0, int width, int height, Font labelFont,
            Font headingFont, int pad, int margin) {
    }

    private Geometry geometry() {
        if (geometry == null) {
            geometry = geometryAt(zoom);
        }
        return geometry;
    }

    private Geometry geometryAt(double z) {
        Font base = getFont();
        int cell = Math.max(20, getFontMetrics(base).getHeight() + 6);
        Font labelFont = base.deriveFont(readableSize(base.getSize2D(), MIN_LABEL_PX, z, cell));
        Font headingFont = base.deriveFont(Font.BOLD,
                readableSize(base.getSize2D(), MIN_HEADING_PX, z, cell * puzzle.size()));
        FontMetrics fm = getFontMetrics(labelFont);
        FontMetrics hm = getFontMetrics(headingFont);
        int widest = 0;
        for (Category c : puzzle.categories()) {
            for (int i = 0; i < c.size(); i++) {
                widest = Math.max(widest, fm.stringWidth(c.display(i)));
            }
        }
        // the gap between a label and its cells stays about 3 screen pixels
        int pad = (int) Math.ceil(Math.max(4, 3 / z));
        int most = (int) Math.ceil(MAX_LABEL_WIDTH * labelFont.getSize2D() / base.getSize2D());
        int labelWidth = Math.min(widest, most) + 2 * pad;
        int nameBand = hm.getAscent() + hm.getDescent();
        int box = cell * puzzle.size();
        int margin = (int) Math.min(10, Math.ceil(MARGIN_PX / z));
        int x0 = margin + nameBand + labelWidth;
        int y0 = margin + nameBand + labelWidth;
        int side = (puzzle.categoryCount() - 1) * box;
        return new Geometry(cell, box, labelWidth, x0, y0, x0 + side + margin, y0 + side + margin, labelFont,
                headingFont, pad, margin);
    }

    /**
     * The font size (natural units) text is drawn at, zoom {@code z}: the grid's own size, enlarged so that it is at
     * least {@code minPx} on screen, but never larger than {@code most} (a cell: one label per cell's pitch).
     */
    static float readableSize(float own, float minPx, double z, int most) {
        float wanted = (float) Math.min(minPx / z, most);
        return Math.max(own, wanted);
    }

    /** The heading font, made smaller (down to {@link #MIN_HEADING_PX} on screen) until the name fits; then cut. */
    private Font nameFont(Font bold, String name, int width) {
        Font f = bold;
        float least = (float) Math.min(bold.getSize2D(), MIN_HEADING_PX / zoom);
        while (getFontMetrics(f).stringWidth(name) > width && f.getSize2D() - 0.5f >= least) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
        }
        return f;
    }

    /** A stroke {@code natural} wide at zoom 1, and at least {@link #MIN_STROKE_PX} times {@code px} on screen. */
    private BasicStroke stroke(float natural, float px) {
        return new BasicStroke((float) Math.max(natural, MIN_STROKE_PX * px / zoom));
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
                    g.setStroke(stroke(1.6f, 1.3f));
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
                    g.setStroke(stroke(2.2f, 2f));
                    g.drawRect(cx + 1, cy + 1, cell - 2, cell - 2);
                    g.setStroke(new BasicStroke(1f));
                }
            }
        }
        g.setStroke(stroke(1f, 1f));
        g.setColor(pal.lines());
        for (int i = 1; i < n; i++) {
            g.drawLine(x + i * cell, y, x + i * cell, y + geo.box);
            g.drawLine(x, y + i * cell, x + geo.box, y + i * cell);
        }
        g.setColor(pal.frame());
        g.setStroke(stroke(1.5f, 1.5f));
        g.drawRect(x, y, geo.box, geo.box);
        g.setStroke(new BasicStroke(1f));
    }

    /**
     * The font item labels are drawn in at the current zoom (natural units): the grid's font, enlarged when zooming
     * out would make it smaller than {@link #MIN_LABEL_PX} on screen, as far as a cell's pitch allows. The label band
     * widens with it; a label longer than {@link #MAX_LABEL_WIDTH} (at the grid's font) is shortened with "…" (the
     * tooltip shows it whole).
     */
    Font labelFont() {
        return geometry().labelFont();
    }

    /** The size of a cell at zoom 1 (natural units). */
    int naturalCell() {
        return geometry().cell();
    }

    /** The width labels have at the current zoom (natural units, in {@link #labelFont()}): a longer one is cut. */
    int labelBand() {
        return geometry().labelWidth() - 2 * geometry().pad();
    }

    /** The bold font category headings are drawn in at the current zoom (before a long one is made smaller). */
    Font headingFont() {
        return geometry().headingFont();
    }

    private void paintLabels(Graphics2D g, Palette pal, Geometry geo, int k, int n) {
        Font labels = geo.labelFont();
        g.setFont(labels);
        FontMetrics fm = g.getFontMetrics(labels);
        int band = geo.labelWidth - 2 * geo.pad;
        Font bold = geo.headingFont();
        FontMetrics bfm = g.getFontMetrics(bold);
        g.setColor(pal.text());
        for (int r = 0; r < k - 1; r++) {
            Category cat = puzzle.category(GridLayout.rowCategory(k, r));
            int top = geo.y0 + r * geo.box;
            for (int i = 0; i < n; i++) {
                String s = fit(cat.display(i), fm, band);
                int y = top + i * geo.cell + (geo.cell + fm.getAscent() - fm.getDescent()) / 2;
                g.drawString(s, geo.x0 - geo.pad - fm.stringWidth(s), y);
            }
            Graphics2D t = (Graphics2D) g.create();
            Font nameFont = nameFont(bold, cat.name(), geo.box);
            FontMetrics nfm = g.getFontMetrics(nameFont);
            t.setFont(nameFont);
            String name = fit(cat.name(), nfm, geo.box);
            t.transform(AffineTransform.getTranslateInstance(geo.margin() + nfm.getAscent(),
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
                t.transform(AffineTransform.getTranslateInstance(x, geo.y0 - geo.pad));
                t.rotate(-Math.PI / 2);
                t.drawString(s, 0, 0);
                t.dispose();
            }
            Font nameFont = nameFont(bold, cat.name(), geo.box);
            FontMetrics nfm = g.getFontMetrics(nameFont);
            g.setFont(nameFont);
            String name = fit(cat.name(), nfm, geo.box);
            g.drawString(name, left + (geo.box - nfm.stringWidth(name)) / 2, geo.margin() + bfm.getAscent());
            g.setFont(labels);
        }
    }
}
