package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.workbench.Palette;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The grid panel painted into images without a screen. */
class GridPanelTest {
    private final Puzzle bakery = Fixtures.bakery();

    @BeforeAll
    static void headless() {
        assertTrue(java.awt.GraphicsEnvironment.isHeadless(), "tests paint without a screen");
    }

    @Test
    void everyCellIsFoundWhereItIsDrawnAndEveryPairOfCategoriesHasItsBox() {
        for (Puzzle p : List.of(bakery, Fixtures.corpus().get(0), square(6, 6))) {
            GridPanel g = new GridPanel(p);
            int k = p.categoryCount();
            int n = p.size();
            Set<GridCell> seen = new HashSet<>();
            for (int c1 = 0; c1 < k; c1++) {
                for (int c2 = c1 + 1; c2 < k; c2++) {
                    for (int i = 0; i < n; i++) {
                        for (int j = 0; j < n; j++) {
                            GridCell cell = new GridCell(new Item(c1, i), new Item(c2, j));
                            Point o = g.cellOrigin(cell);
                            int half = g.cellSize() / 2;
                            assertEquals(Optional.of(cell), g.cellAt(new Point(o.x + half, o.y + half)), cell.toString());
                            assertTrue(seen.add(cell));
                        }
                    }
                }
            }
            assertEquals(k * (k - 1) / 2 * n * n, seen.size());
            assertEquals(Optional.empty(), g.cellAt(new Point(2, 2)), "the label corner is no cell");
        }
    }

    @Test
    void atAnyZoomEveryCellIsFoundWhereItIsDrawnAndTheGridScales() {
        Puzzle p = square(5, 6);
        for (double z : new double[] {0.3, 0.45, 0.8, 1.0, 1.25, 2.0, 3.0}) {
            GridPanel g = new GridPanel(p);
            java.awt.Dimension before = g.sizeAt(z - 0.05);
            g.setZoom(z);
            assertEquals(z, g.zoom());
            assertEquals(g.sizeAt(z), g.getPreferredSize(), "the size at " + z);
            assertTrue(g.getPreferredSize().width > before.width && g.getPreferredSize().height > before.height,
                    "a larger zoom, a larger grid: " + before + " → " + g.getPreferredSize() + " at " + z);
            int k = p.categoryCount();
            for (int c1 = 0; c1 < k; c1++) {
                for (int c2 = c1 + 1; c2 < k; c2++) {
                    for (int i = 0; i < p.size(); i++) {
                        for (int j = 0; j < p.size(); j++) {
                            GridCell cell = new GridCell(new Item(c1, i), new Item(c2, j));
                            Point o = g.cellOrigin(cell);
                            int half = g.cellSize() / 2;
                            assertEquals(Optional.of(cell), g.cellAt(new Point(o.x + half, o.y + half)),
                                    cell + " at zoom " + z);
                        }
                    }
                }
            }
        }
    }

    @Test
    void zoomStaysWithinItsBoundsAndFitMakesTheWholeGridFitTheRoom() {
        GridPanel g = new GridPanel(square(8, 8));
        g.setZoom(100);
        assertEquals(GridPanel.MAX_ZOOM, g.zoom());
        g.setZoom(0);
        assertEquals(GridPanel.MIN_ZOOM, g.zoom());
        for (java.awt.Dimension room : List.of(new java.awt.Dimension(700, 520), new java.awt.Dimension(1200, 400),
                new java.awt.Dimension(451, 999))) {
            double z = g.zoomToFit(room, 1.0);
            g.setZoom(z);
            java.awt.Dimension d = g.getPreferredSize();
            assertTrue(d.width <= room.width && d.height <= room.height, room + " holds " + d + " at " + z);
            java.awt.Dimension larger = g.sizeAt(z + 0.01);
            assertTrue(larger.width > room.width || larger.height > room.height,
                    "no larger zoom would have fitted " + room + " (zoom " + z + ")");
        }
        assertEquals(1.0, g.zoomToFit(new java.awt.Dimension(10_000, 10_000), 1.0), "Fit never enlarges");
        assertEquals(GridPanel.MIN_ZOOM, g.zoomToFit(new java.awt.Dimension(20, 20), 1.0));
    }

    @Test
    void marksArePaintedAsCrossesAndDotsWhenZoomedOut() {
        Item alice = new Item(0, 0);
        Item monday = new Item(1, 0);
        Grid grid = Grid.empty(3, 3).with(alice, monday, Mark.YES);
        GridPanel g = new GridPanel(bakery);
        g.show(bakery, grid);
        g.setZoom(0.6);
        BufferedImage img = g.toImage();
        int s = g.cellSize();
        Point yes = g.cellOrigin(new GridCell(alice, monday));
        Point empty = g.cellOrigin(new GridCell(alice, new Item(1, 1)));
        assertTrue(dark(img, yes.x + s / 2, yes.y + s / 2), "● centre at 60 %");
        assertFalse(dark(img, empty.x + s / 2, empty.y + s / 2), "the cell beside it is empty");
    }

    @Test
    void marksArePaintedAsCrossesAndDots() {
        Item alice = new Item(0, 0);
        Item monday = new Item(1, 0);
        Item tuesday = new Item(1, 1);
        Grid grid = Grid.empty(3, 3).with(alice, monday, Mark.NO).with(alice, tuesday, Mark.YES);
        GridPanel g = new GridPanel(bakery);
        g.show(bakery, grid);
        BufferedImage img = g.toImage();
        int s = g.cellSize();
        Point no = g.cellOrigin(new GridCell(alice, monday));
        Point yes = g.cellOrigin(new GridCell(alice, tuesday));
        Point unknown = g.cellOrigin(new GridCell(alice, new Item(1, 2)));
        // a cross is dark on its diagonal near the corner, a dot is not; both are dark in the middle
        assertTrue(dark(img, no.x + s / 4 + 1, no.y + s / 4 + 1), "✗ diagonal");
        assertTrue(dark(img, no.x + s / 2, no.y + s / 2), "✗ centre");
        assertTrue(dark(img, yes.x + s / 2, yes.y + s / 2), "● centre");
        assertFalse(dark(img, yes.x + s / 4 + 1, yes.y + s / 4 + 1), "● is round");
        assertFalse(dark(img, unknown.x + s / 2, unknown.y + s / 2), "unknown is empty");
    }

    @Test
    void highlightedCellsAreFilledWithTheirColour() {
        GridPanel g = new GridPanel(bakery);
        GridCell fresh = new GridCell(new Item(0, 1), new Item(2, 1));
        GridCell reason = new GridCell(new Item(1, 2), new Item(2, 0));
        GridCell wrong = new GridCell(new Item(0, 2), new Item(1, 2));
        g.highlight(Set.of(fresh), Set.of(reason), Set.of(wrong));
        BufferedImage img = g.toImage();
        assertEquals(Palette.LIGHT.newMark().getRGB(), centre(img, g, fresh));
        assertEquals(Palette.LIGHT.because().getRGB(), centre(img, g, reason));
        assertEquals(Palette.LIGHT.wrong().getRGB(), centre(img, g, wrong));
        assertEquals(Color.WHITE.getRGB(), centre(img, g, new GridCell(new Item(0, 0), new Item(1, 0))));
    }

    @Test
    void zoomedOutTheLabelsAndHeadingsStayReadableAsFarAsACellAllows() {
        GridPanel g = new GridPanel(square(8, 8));
        assertEquals(g.getFont(), g.labelFont(), "at 100 % the grid's own font");
        for (double z : new double[] {0.3, 0.43, 0.5, 0.55, 0.6, 0.75}) {
            g.setZoom(z);
            float onScreen = g.labelFont().getSize2D() * (float) z;
            float cell = (float) (g.naturalCell() * z);
            assertTrue(onScreen >= Math.min(GridPanel.MIN_LABEL_PX, cell) - 0.01f, "labels " + onScreen + " px at " + z);
            assertTrue(onScreen <= Math.max(g.getFont().getSize2D() * z, cell) + 0.01f, "no taller than a cell at " + z);
            assertTrue(g.headingFont().getSize2D() * z >= GridPanel.MIN_HEADING_PX - 0.01f, "headings at " + z);
            BufferedImage img = g.toImage(); // paints at that zoom without spilling out of the picture
            assertEquals(g.getPreferredSize().width, img.getWidth());
        }
    }

    /**
     * The editor's split (grid column, divider, clues column) on a 1400×900 window in the default layout, measured
     * under Xvfb with a window manager (title bar, menu, toolbar, editor tab and status bar above and below; the
     * category manager minimised to the window's edge): 1370 × 759 pixels.
     */
    static final java.awt.Dimension SPLIT_1400_900 = new java.awt.Dimension(1370, 759);

    @Test
    void anEightByEightAtFitOnA1400By900WindowIsReadable() {
        // a real 8×8's labels, the longest of them 19 letters ("elderflower cordial")
        GridPanel g = new GridPanel(mapleStreet());
        int column = GridRoom.gridColumn(g, new java.awt.Insets(0, 0, 0, 0), SPLIT_1400_900.width - 6,
                SPLIT_1400_900.height, PuzzleEditorTopComponent.SIDE_MIN);
        assertTrue(SPLIT_1400_900.width - 6 - column >= PuzzleEditorTopComponent.SIDE_MIN, "the clues keep their column");
        java.awt.Dimension room = new java.awt.Dimension(column, SPLIT_1400_900.height);
        g.setFitting(true);
        g.setBounds(0, 0, room.width, room.height);
        java.awt.Dimension d = g.getPreferredSize();
        assertTrue(d.width <= room.width && d.height <= room.height, "whole at Fit: " + d + " in " + room);
        double z = g.zoom();
        assertTrue(g.cellSize() >= 11, "cells " + g.cellSize() + " px at " + z);
        assertTrue(g.labelFont().getSize2D() * z >= 11 - 0.01, "labels " + g.labelFont().getSize2D() * z + " px");
        assertTrue(g.headingFont().getSize2D() * z >= 11 - 0.01, "headings " + g.headingFont().getSize2D() * z + " px");
        var fm = g.getFontMetrics(g.labelFont());
        for (Category c : mapleStreet().categories()) {
            for (int i = 0; i < c.size(); i++) {
                assertEquals(c.display(i), GridPanel.fit(c.display(i), fm, g.labelBand()), "shown whole");
            }
        }
        // marks at that zoom: a ● is dark in its cell's middle
        Item alice = new Item(0, 0);
        Item house = new Item(1, 0);
        g.show(mapleStreet(), Grid.empty(8, 8).with(alice, house, Mark.YES));
        BufferedImage img = g.toImage();
        Point o = g.cellOrigin(new GridCell(alice, house));
        assertTrue(dark(img, o.x + g.cellSize() / 2, o.y + g.cellSize() / 2), "● at " + z);
    }

    private static Puzzle mapleStreet() {
        String[][] items = {
            {"Alice", "Beatrice", "Margaret", "George", "Isaac", "Kevin", "Martin", "Oliver"},
            {"No. 2", "No. 3", "No. 4", "No. 5", "No. 6", "No. 7", "No. 8", "No. 9"},
            {"architect", "baker", "firefighter", "gardener", "journalist", "lawyer", "pharmacist", "vet"},
            {"baking", "embroidery", "fishing", "gardening", "juggling", "photography", "pottery", "stamp collecting"},
            {"chinchilla", "dog", "ferret", "goldfish", "mouse", "parrot", "tortoise", "axolotl"},
            {"2008", "2009", "2010", "2011", "2012", "2013", "2014", "2015"},
            {"beige", "black", "brown", "indigo", "lavender", "pink", "turquoise", "white"},
            {"iced tea", "milk", "milkshake", "orange juice", "smoothie", "sparkling water", "tomato juice",
                "elderflower cordial"}};
        String[] names = {"Neighbour", "House", "Job", "Hobby", "Pet", "Moved in", "Door", "Drink"};
        Puzzle.Builder b = Puzzle.builder();
        for (int c = 0; c < items.length; c++) {
            b.category(Category.labelled(names[c], CategoryKind.CATEGORICAL, List.of(items[c])));
        }
        return b.build();
    }

    @Test
    void inADarkLookTheGridIsDarkWithLightMarksAndDarkHighlights() {
        javax.swing.UIDefaults d = javax.swing.UIManager.getDefaults();
        Object bg = d.get("Table.background");
        Object fg = d.get("Table.foreground");
        d.put("Table.background", new javax.swing.plaf.ColorUIResource(0x46494B));
        d.put("Table.foreground", new javax.swing.plaf.ColorUIResource(0xBBBBBB));
        try {
            Palette dark = Palette.current();
            GridPanel g = new GridPanel(bakery);
            GridCell fresh = new GridCell(new Item(0, 1), new Item(2, 1));
            GridCell yes = new GridCell(new Item(0, 0), new Item(1, 1));
            g.show(bakery, Grid.empty(3, 3).with(yes.a(), yes.b(), Mark.YES));
            g.highlight(Set.of(fresh), Set.of(), Set.of());
            BufferedImage img = g.toImage();
            assertEquals(0x46494B, img.getRGB(1, 1) & 0xFFFFFF, "the background is the look's");
            assertEquals(0x46494B, centre(img, g, new GridCell(new Item(0, 0), new Item(1, 0))) & 0xFFFFFF);
            assertEquals(dark.newMark().getRGB(), centre(img, g, fresh));
            assertTrue(Palette.isDark(dark.newMark()), "a dark highlight");
            assertEquals(0xBBBBBB, centre(img, g, yes) & 0xFFFFFF, "● in the look's text colour");
        } finally {
            d.put("Table.background", bg);
            d.put("Table.foreground", fg);
        }
    }

    @Test
    void longLabelsWidenTheHeaderUpToALimitAndAreShortenedBeyondIt() {
        int plain = new GridPanel(square(3, 4)).getPreferredSize().width;
        Puzzle longer = renamed(square(3, 4), "A rather long item label here");
        int wide = new GridPanel(longer).getPreferredSize().width;
        assertTrue(wide > plain + 50, plain + " → " + wide);
        Puzzle huge = renamed(square(3, 4), "x".repeat(400));
        int capped = new GridPanel(huge).getPreferredSize().width;
        GridPanel cg = new GridPanel(huge);
        assertTrue(capped < wide + GridPanel.MAX_LABEL_WIDTH, "header capped: " + capped);
        var fm = cg.getFontMetrics(cg.getFont());
        String fitted = GridPanel.fit("x".repeat(400), fm, GridPanel.MAX_LABEL_WIDTH);
        assertTrue(fitted.endsWith("…") && fm.stringWidth(fitted) <= GridPanel.MAX_LABEL_WIDTH, fitted);
        assertEquals("short", GridPanel.fit("short", fm, GridPanel.MAX_LABEL_WIDTH));
        BufferedImage img = cg.toImage();
        assertEquals(capped, img.getWidth());
    }

    @Test
    void numericalItemsShowTheirLabelPatternInTheTooltip() {
        GridPanel g = new GridPanel(bakery);
        GridCell c = new GridCell(new Item(0, 0), new Item(2, 2));
        Point o = g.cellOrigin(c);
        var e = new java.awt.event.MouseEvent(g, 0, 0, 0, o.x + 3, o.y + 3, 0, false);
        assertEquals("Alice · 6 EUR", g.getToolTipText(e));
    }

    @Test
    void clicksReportNoOnTheLeftAndYesOnTheRight() {
        GridPanel g = new GridPanel(bakery);
        g.setSize(g.getPreferredSize());
        List<String> got = new java.util.ArrayList<>();
        g.setClickHandler((cell, m) -> got.add(cell + " " + m));
        GridCell c = new GridCell(new Item(0, 1), new Item(1, 2));
        Point o = g.cellOrigin(c);
        for (int button : new int[] {java.awt.event.MouseEvent.BUTTON1, java.awt.event.MouseEvent.BUTTON3}) {
            int mod = button == java.awt.event.MouseEvent.BUTTON1 ? java.awt.event.InputEvent.BUTTON1_DOWN_MASK
                    : java.awt.event.InputEvent.BUTTON3_DOWN_MASK;
            for (var l : g.getMouseListeners()) {
                l.mousePressed(new java.awt.event.MouseEvent(g, java.awt.event.MouseEvent.MOUSE_PRESSED, 0, mod,
                        o.x + 4, o.y + 4, 1, false, button));
            }
        }
        assertEquals(List.of(c + " NO", c + " YES"), got);
    }

    private static int centre(BufferedImage img, GridPanel g, GridCell c) {
        Point o = g.cellOrigin(c);
        return img.getRGB(o.x + g.cellSize() / 2, o.y + g.cellSize() / 2);
    }

    private static boolean dark(BufferedImage img, int x, int y) {
        Color c = new Color(img.getRGB(x, y));
        return c.getRed() + c.getGreen() + c.getBlue() < 3 * 160;
    }

    static Puzzle square(int k, int n) {
        Puzzle.Builder b = Puzzle.builder();
        for (int c = 0; c < k; c++) {
            List<String> items = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                items.add("c" + c + "i" + i);
            }
            b.category(Category.labelled("Cat " + c, c == k - 1 ? CategoryKind.ORDINAL : CategoryKind.CATEGORICAL, items));
        }
        return b.build();
    }

    private static Puzzle renamed(Puzzle p, String label) {
        return PuzzleEdits.renameItem(p, 1, 0, label);
    }
}
