package org.gridwright.print;

import java.util.List;
import java.util.Set;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.print.FontFiles.Face;

/**
 * The triangular solving grid of a puzzle, sized to a space: the classic staircase, with categories 1 … K-1 as
 * column bands across the top and categories 0, K-1, K-2 … 2 as row bands down the left, so that every pair of
 * categories has exactly one k×k box. Column item labels are turned 90°; each band carries its category name.
 * Cells are thin lines, boxes have thick borders; marks are drawn as vector shapes (● a filled disc, ✗ a cross).
 */
final class GridPicture {
    static final float MAX_CELL = 22f;
    private static final float MIN_CELL = 4f;
    private static final float PAD = 3f;
    /** Cells of 5 mm: below it, shortening long labels for larger cells is worth it. */
    private static final float SOLVING_CELL = 14.17f;
    /** The smallest size a category heading is set in before it is shortened. */
    private static final float MIN_HEAD = 7f;
    /** The smallest size of an item label: 7 pt, readable on paper. */
    static final float MIN_LABEL = 7f;
    private static final float THIN = 0.35f;
    /** The grey of a highlighted cell: 70 % grey (0.7 white), dark enough to survive black-and-white printing. */
    static final float SHADE = 0.7f;
    private static final float THICK = 1.2f;

    private final Puzzle puzzle;
    private final int bands;
    private final int k;
    private final float cell;
    private final float labelSize;
    private final float headSize;
    private final float headBand;
    private final float rowLabelW;
    private final float colLabelH;
    private final boolean shortened;
    /** The part of the staircase drawn: row bands {@code r0..r1-1} and column bands {@code c0..c1-1}. */
    private final int r0;
    private final int r1;
    private final int c0;
    private final int c1;

    private GridPicture(Puzzle puzzle, float cell, float labelSize, float headSize, float rowLabelW, float colLabelH,
            boolean twoLineHeads, boolean shortened) {
        this(puzzle, cell, labelSize, headSize, headSize * (twoLineHeads ? 2.75f : 1.7f), rowLabelW, colLabelH,
                shortened, 0, puzzle.categoryCount() - 1, 0, puzzle.categoryCount() - 1);
    }

    private GridPicture(Puzzle puzzle, float cell, float labelSize, float headSize, float headBand, float rowLabelW,
            float colLabelH, boolean shortened, int r0, int r1, int c0, int c1) {
        this.puzzle = puzzle;
        this.bands = puzzle.categoryCount() - 1;
        this.k = puzzle.size();
        this.cell = cell;
        this.labelSize = labelSize;
        this.headSize = headSize;
        this.headBand = headBand;
        this.rowLabelW = rowLabelW;
        this.colLabelH = colLabelH;
        this.shortened = shortened;
        this.r0 = r0;
        this.r1 = r1;
        this.c0 = c0;
        this.c1 = c1;
    }

    /**
     * The grid at cells of exactly {@code cell}, labels whole when they need at most {@code labelRoom} points,
     * shortened to it otherwise: for a staircase set in {@linkplain #parts parts} over several pages.
     */
    static GridPicture atCell(Canvas c, Puzzle puzzle, float cell, float labelRoom) {
        GridPicture whole = fit(c, puzzle, 1e6f, 1e6f, cell); // labels whole at this cell
        float rw = Math.min(whole.rowLabelW, labelRoom);
        float ch = Math.min(whole.colLabelH, labelRoom);
        return new GridPicture(puzzle, whole.cell, whole.labelSize, whole.headSize, whole.headBand, rw, ch,
                whole.shortened || rw < whole.rowLabelW || ch < whole.colLabelH, 0, whole.bands, 0, whole.bands);
    }

    /** The space between two parts of a grid stacked on one page. */
    static final float PART_GAP = 18f;

    /**
     * The staircase cut into rectangular parts, each no wider than {@code maxW} and no taller than {@code maxH} with
     * its own labels and headings, in reading order (row bands top to bottom, column bands left to right); parts
     * hold only the boxes the staircase has. Empty when not even one box fits.
     * <p>
     * The cut is balanced: of the ways to cut the row bands into the fewest strips the height allows (or one more)
     * and each strip into the fewest column chunks the width allows, the one that {@linkplain #pages stacks} onto the fewest pages, then whose smallest
     * part holds the most boxes, then whose page with the fewest boxes holds the most, then with the fewest parts,
     * then whose largest part is smallest. So a 4×7 on 6×9 in is one column of three boxes and a block of three,
     * not a block of five and a box alone on its page.
     */
    List<GridPicture> parts(float maxW, float maxH) {
        return parts(maxW, maxH, new float[0]);
    }

    /**
     * {@link #parts(float, float)}, preferring among cuts onto the fewest pages those whose last page leaves room
     * for more of the heights {@code wanted} (each counts once it fits below the last part).
     */
    List<GridPicture> parts(float maxW, float maxH, float[] wanted) {
        return parts(maxW, maxH, wanted, n -> 0);
    }

    /**
     * {@link #parts(float, float, float[])}, counting with a cut's pages the blank pages {@code blanks} says a cut
     * onto that many pages needs (to bring its last page to the left): five grid pages and a blank are six pages.
     */
    List<GridPicture> parts(float maxW, float maxH, float[] wanted, java.util.function.IntUnaryOperator blanks) {
        float box = k * cell;
        int cols = (int) Math.floor((maxW - 2f - headBand - rowLabelW) / box + 0.001f);
        int rows = (int) Math.floor((maxH - headBand - colLabelH) / box + 0.001f);
        if (cols < 1 || rows < 1) {
            return List.of();
        }
        Cut best = null;
        int budget = CUTS_TRIED;
        int fewestStrips = (bands + rows - 1) / rows;
        List<int[]> stripings = compositions(bands, rows, fewestStrips);
        stripings.addAll(compositions(bands, rows, fewestStrips + 1));
        for (int[] strips : stripings) {
            // each strip is as wide as its top row band: the fewest chunks that width allows, every way to size them
            List<List<int[]>> chunkings = new java.util.ArrayList<>();
            int i0 = 0;
            for (int h : strips) {
                int w = bands - i0;
                chunkings.add(compositions(w, cols, (w + cols - 1) / cols));
                i0 += h;
            }
            int[] pick = new int[strips.length];
            while (true) {
                List<GridPicture> parts = new java.util.ArrayList<>();
                int i = 0;
                for (int s = 0; s < strips.length; s++) {
                    int j = 0;
                    for (int w : chunkings.get(s).get(pick[s])) {
                        parts.add(new GridPicture(puzzle, cell, labelSize, headSize, headBand, rowLabelW, colLabelH,
                                shortened, i, Math.min(i + strips[s], bands - j), j, j + w));
                        j += w;
                    }
                    i += strips[s];
                }
                Cut cut = new Cut(parts, pages(parts, maxH), maxH, wanted, blanks);
                if (best == null || cut.better(best)) {
                    best = cut;
                }
                if (--budget == 0) {
                    return best.parts;
                }
                int s = strips.length - 1; // the next choice of chunks, as an odometer
                while (s >= 0 && ++pick[s] == chunkings.get(s).size()) {
                    pick[s--] = 0;
                }
                if (s < 0) {
                    break;
                }
            }
        }
        return best.parts;
    }

    /**
     * How many cuts {@link #parts} compares at most (a puzzle may have 20 categories): the first is the plain cut
     * (full strips, full chunks), so a grid is never cut onto more pages than that; a count, not a clock, so the same
     * puzzle is always cut alike.
     */
    private static final int CUTS_TRIED = 4000;

    /** A way to cut the staircase, with the pages its parts stack onto, compared by {@link #parts}'s order. */
    private record Cut(List<GridPicture> parts, List<List<GridPicture>> pages, float maxH, float[] wanted,
            java.util.function.IntUnaryOperator blanks) {
        /** The pages the cut takes, with the blank page it needs. */
        int cost() {
            return pages.size() + blanks.applyAsInt(pages.size());
        }

        /** How many of the wanted heights fit below the last part. */
        int roomLeft() {
            float left = maxH - used(pages.get(pages.size() - 1));
            int n = 0;
            for (float w : wanted) {
                n += w <= left + 0.01f ? 1 : 0;
            }
            return n;
        }

        int leastOnAPage() {
            int least = Integer.MAX_VALUE;
            for (List<GridPicture> page : pages) {
                least = Math.min(least, page.stream().mapToInt(GridPicture::boxes).sum());
            }
            return least;
        }

        int smallestPart() {
            return parts.stream().mapToInt(GridPicture::boxes).min().orElse(0);
        }

        int largestPart() {
            return parts.stream().mapToInt(GridPicture::boxes).max().orElse(0);
        }

        boolean better(Cut o) {
            if (cost() != o.cost()) {
                return cost() < o.cost();
            }
            if (roomLeft() != o.roomLeft()) {
                return roomLeft() > o.roomLeft();
            }
            if (smallestPart() != o.smallestPart()) {
                return smallestPart() > o.smallestPart();
            }
            if (leastOnAPage() != o.leastOnAPage()) {
                return leastOnAPage() > o.leastOnAPage();
            }
            if (parts.size() != o.parts.size()) {
                return parts.size() < o.parts.size();
            }
            return largestPart() < o.largestPart();
        }
    }

    /** Every way to write {@code n} as an ordered sum of terms of 1 … {@code max}: exactly {@code count} (0: any). */
    private static List<int[]> compositions(int n, int max, int count) {
        List<int[]> out = new java.util.ArrayList<>();
        compose(n, max, count, new int[n], 0, out);
        return out;
    }

    private static void compose(int left, int max, int count, int[] terms, int used, List<int[]> out) {
        if (left == 0) {
            if (count == 0 || used == count) {
                out.add(java.util.Arrays.copyOf(terms, used));
            }
            return;
        }
        if (count > 0 && left > (count - used) * max) {
            return; // too much left for the terms still to come
        }
        for (int t = Math.min(max, left); t >= 1; t--) {
            terms[used] = t;
            compose(left - t, max, count, terms, used + 1, out);
        }
    }

    /**
     * Parts stacked onto pages of height {@code maxH}, in order, as many to a page as fit with {@link #PART_GAP}
     * between them.
     */
    static List<List<GridPicture>> pages(List<GridPicture> parts, float maxH) {
        List<List<GridPicture>> pages = new java.util.ArrayList<>();
        float used = Float.MAX_VALUE;
        for (GridPicture part : parts) {
            if (used + part.height() > maxH + 0.01f) {
                pages.add(new java.util.ArrayList<>());
                used = 0;
            }
            pages.get(pages.size() - 1).add(part);
            used += part.height() + PART_GAP;
        }
        return pages;
    }

    /** The height {@link #pages} uses on a page holding {@code page}: its parts and a gap after each. */
    static float used(List<GridPicture> page) {
        float used = 0;
        for (GridPicture part : page) {
            used += part.height() + PART_GAP;
        }
        return used;
    }

    /** The number of k×k boxes this picture draws. */
    int boxes() {
        int n = 0;
        for (int i = r0; i < r1; i++) {
            for (int j = c0; j < c1 && j < bands - i; j++) {
                n++;
            }
        }
        return n;
    }

    /** True when this picture is the whole staircase, not a part of it. */
    boolean whole() {
        return r0 == 0 && c0 == 0 && r1 == bands && c1 == bands;
    }

    /** The category of column band {@code j}. */
    private static int columnCategory(int j) {
        return j + 1;
    }

    /** The category of row band {@code i}. */
    private int rowCategory(int i) {
        return i == 0 ? 0 : bands + 1 - i;
    }

    /** The puzzle drawn. */
    Puzzle puzzle() {
        return puzzle;
    }

    /**
     * The indices of the categories whose name (as a heading) or some item (as a row or a column label) this grid
     * shows shortened, in order: the ones a list in full must give.
     */
    List<Integer> cutCategories(Canvas c) {
        List<Integer> cut = new java.util.ArrayList<>();
        for (int index = 0; index < puzzle.categoryCount(); index++) {
            Category cat = puzzle.category(index);
            boolean shown = String.join(" ", heading(c, cat.name(), k * cell - 2 * PAD).lines())
                    .equals(cat.name().strip().replaceAll("\\s+", " "));
            for (int i = 0; shown && i < cat.size(); i++) {
                String item = cat.display(i);
                shown = rowLabel(c, item).equals(item) && columnLabel(c, item).equals(item);
            }
            if (!shown) {
                cut.add(index);
            }
        }
        return cut;
    }

    /** True when some item label or category name had to be shortened to fit. */
    boolean shortened() {
        return shortened;
    }

    /**
     * The largest grid of {@code puzzle} (cells at most {@code maxCell}) that fits {@code maxW × maxH} with labels
     * as large as the cells allow. Labels are shown whole if that leaves cells of a readable size; otherwise long
     * labels are shortened with an ellipsis rather than shrinking the cells below that size. If nothing fits, the
     * smallest grid.
     */
    static GridPicture fit(Canvas c, Puzzle puzzle, float maxW, float maxH, float maxCell) {
        maxW -= 2f; // the last column's turned labels reach a little past its cells
        int n = (puzzle.categoryCount() - 1) * puzzle.size();
        int k = puzzle.size();
        float rowLabel1 = 0; // widest row label at size 1
        float colLabel1 = 0;
        float head1 = 0;
        for (int i = 0; i < puzzle.categoryCount() - 1; i++) {
            Category rc = puzzle.category(i == 0 ? 0 : puzzle.categoryCount() - i);
            Category cc = puzzle.category(i + 1);
            head1 = Math.max(head1, Math.max(c.width(rc.name(), Face.CONDENSED_BOLD, 1f),
                    c.width(cc.name(), Face.CONDENSED_BOLD, 1f)));
            for (int x = 0; x < k; x++) {
                rowLabel1 = Math.max(rowLabel1, c.width(rc.display(x), Face.CONDENSED, 1f));
                colLabel1 = Math.max(colLabel1, c.width(cc.display(x), Face.CONDENSED, 1f));
            }
        }
        float ordinary = ordinaryLabel1(c, puzzle);
        if (ordinary > 0) {
            // a few labels far longer than the rest: those, and only those, shortened, at the same point in every
            // grid of the puzzle (the room is the ordinary labels' width at the label size)
            for (float cell = Math.min(maxCell, MAX_CELL); cell >= MIN_CELL; cell -= 0.25f) {
                float f = Math.min(clamp(cell * 0.7f, MIN_LABEL, 9.5f), cell * 0.95f);
                float hs = clamp(f + 1f, MIN_LABEL + 0.5f, 10.5f);
                boolean two = head1 * hs > k * cell - 2 * PAD;
                float band = hs * (two ? 2.75f : 1.7f);
                float rw = Math.min(rowLabel1, ordinary) * f + 3 * PAD;
                float ch = Math.min(colLabel1, ordinary) * f + 3 * PAD;
                if (maxW - band - n * cell >= rw && maxH - band - n * cell >= ch) {
                    return new GridPicture(puzzle, cell, f, hs, rw, ch, two, true);
                }
            }
        }
        GridPicture whole = null;
        GridPicture shortened = null;
        // the same room for row and column labels when they are shortened, so both are cut alike
        float labelRoom = 0.18f * Math.min(maxW, maxH);
        for (int pass = 0; pass < 2; pass++) {
            for (float cell = Math.min(maxCell, MAX_CELL); cell >= MIN_CELL; cell -= 0.25f) {
                // labels at least 7 pt, but never taller than a column is wide (turned labels would touch)
                float f = Math.min(clamp(cell * 0.7f, MIN_LABEL, 9.5f), cell * 0.95f);
                float hs = clamp(f + 1f, MIN_LABEL + 0.5f, 10.5f);
                boolean two = head1 * hs > k * cell - 2 * PAD;
                float band = hs * (two ? 2.75f : 1.7f);
                float rwNeed = rowLabel1 * f + 3 * PAD;
                float chNeed = colLabel1 * f + 3 * PAD;
                float rwAvail = maxW - band - n * cell;
                float chAvail = maxH - band - n * cell;
                boolean headShort = head1 * hs > 2 * (k * cell - 2 * PAD);
                if (pass == 0) {
                    if (rwAvail >= rwNeed && chAvail >= chNeed) {
                        whole = new GridPicture(puzzle, cell, f, hs, rwNeed, chNeed, two, headShort);
                        break;
                    }
                } else if (rwAvail >= Math.min(rwNeed, labelRoom) && chAvail >= Math.min(chNeed, labelRoom)) {
                    shortened = new GridPicture(puzzle, cell, f, hs, Math.min(rwNeed, labelRoom),
                            Math.min(chNeed, labelRoom), two, rwNeed > labelRoom || chNeed > labelRoom || headShort);
                    break;
                }
            }
            if (whole != null && whole.cell >= SOLVING_CELL) {
                return whole; // every label whole, and cells of 5 mm
            }
        }
        // shorten long labels (the categories are then listed in full) when that buys clearly larger cells
        if (shortened != null && (whole == null || shortened.cell >= whole.cell + 1.5f)) {
            return shortened;
        }
        return whole != null ? whole : squeezed(puzzle, maxW, maxH, rowLabel1, colLabel1);
    }

    /** The grid when nothing readable fits: labels cut to a fifth of the space, cells what is left. */
    private static GridPicture squeezed(Puzzle puzzle, float maxW, float maxH, float rowLabel1, float colLabel1) {
        int n = (puzzle.categoryCount() - 1) * puzzle.size();
        float f = MIN_LABEL;
        float hs = MIN_LABEL + 0.5f;
        float band = hs * 1.7f;
        float rw = Math.min(rowLabel1 * f + 2 * PAD, 0.2f * maxW);
        float ch = Math.min(colLabel1 * f + 2 * PAD, 0.2f * maxH);
        float cell = Math.max(1f, Math.min((maxW - band - rw) / n, (maxH - band - ch) / n));
        return new GridPicture(puzzle, cell, Math.min(f, cell * 0.95f), hs, rw, ch, false, true);
    }

    private static float clamp(float v, float lo, float hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    /** An item label as a column of this grid shows it: whole, or shortened with an ellipsis. */
    String columnLabel(Canvas c, String item) {
        return c.fit(item, Face.CONDENSED, labelSize, labelRoom(c, colLabelH - 2 * PAD));
    }

    /** An item label as a row of this grid shows it: whole, or shortened with an ellipsis. */
    String rowLabel(Canvas c, String item) {
        return c.fit(item, Face.CONDENSED, labelSize, labelRoom(c, rowLabelW - 2 * PAD));
    }

    /** The ordinary labels' width at size 1 (see {@link #ordinaryLabel1}), worked out on first use; -1 before. */
    private float ordinary1 = -1f;

    /**
     * The width a label is cut to: the ordinary labels' width at the label size when that fits {@code room} (so a
     * long label is cut at the same letter in every grid), else {@code room}.
     */
    private float labelRoom(Canvas c, float room) {
        if (ordinary1 < 0) {
            ordinary1 = ordinaryLabel1(c, puzzle);
        }
        float cut = (ordinary1 + 0.01f) * labelSize; // a hair over: the widest ordinary label itself stays whole
        return ordinary1 > 0 && cut <= room + 0.5f ? cut : room;
    }

    /**
     * The widest item label (at size 1) that is not far longer than the others: at most {@link #OUTLIER} times the
     * median. Labels wider than it are the ones a grid shortens, and only those, at the same point in every grid
     * of the puzzle; 0 when no label stands out.
     */
    static float ordinaryLabel1(Canvas c, Puzzle puzzle) {
        List<Float> w = new java.util.ArrayList<>();
        for (Category cat : puzzle.categories()) {
            for (int i = 0; i < cat.size(); i++) {
                w.add(c.width(cat.display(i), Face.CONDENSED, 1f));
            }
        }
        java.util.Collections.sort(w);
        float limit = w.get(w.size() / 2) * OUTLIER;
        float ok = 0;
        for (float x : w) {
            if (x <= limit) {
                ok = x;
            }
        }
        return ok < w.get(w.size() - 1) ? ok : 0f;
    }

    /** A label longer than this many times the median label is shortened (see {@link #ordinaryLabel1}). */
    static final float OUTLIER = 3f;

    float width() {
        return headBand + rowLabelW + (c1 - c0) * k * cell;
    }

    float height() {
        return headBand + colLabelH + (r1 - r0) * k * cell;
    }

    float cellSize() {
        return cell;
    }

    float labelSize() {
        return labelSize;
    }

    /**
     * Draws the grid with its top-left corner at {@code (x, top)}.
     *
     * @param marks     the marks to show, or null for an empty grid
     * @param highlight cells to shade (the marks a step wrote), as {@link #key(Item, Item)} values; may be empty
     */
    void draw(Canvas c, float x, float top, Grid marks, Set<Long> highlight) {
        float x0 = x + headBand + rowLabelW; // left edge of the cells
        float y0 = top - headBand - colLabelH; // top edge of the cells
        float bandLen = k * cell;
        float capL = c.fonts().capHeight(Face.CONDENSED);
        float capH = c.fonts().capHeight(Face.CONDENSED_BOLD);

        // highlighted cells first, under everything: a mid-grey tint, which survives black-and-white printing
        // and photocopying (the heavy outline is drawn after the grid lines, below)
        if (marks != null && !highlight.isEmpty()) {
            forEachCell((i, r, j, s, a, b) -> {
                if (highlight.contains(key(a, b))) {
                    c.fillRect(x0 + (j * k + s) * cell, y0 - (i * k + r + 1) * cell, cell, cell, SHADE, SHADE, SHADE);
                }
            });
        }

        // column headings and labels
        for (int j = c0; j < c1 && r0 + j <= bands - 1; j++) {
            Category cat = puzzle.category(columnCategory(j));
            float bx = x0 + (j - c0) * bandLen;
            for (int s = 1; s < k; s++) {
                c.line(bx + s * cell, y0, bx + s * cell, y0 + colLabelH, THIN, 0f);
            }
            c.line(bx, y0 + colLabelH, bx + bandLen, y0 + colLabelH, THIN, 0f);
            c.rect(bx, y0, bandLen, colLabelH + headBand, THICK);
            Heading head = heading(c, cat.name(), bandLen - 2 * PAD);
            float lead = head.size() * 1.15f;
            float base = y0 + colLabelH + (headBand - capH * head.size()) / 2 + (head.lines().size() - 1) * lead / 2;
            for (String line : head.lines()) {
                c.textCentred(line, Face.CONDENSED_BOLD, head.size(), bx + bandLen / 2, base);
                base -= lead;
            }
            for (int s = 0; s < k; s++) {
                String label = columnLabel(c, cat.display(s));
                float cx = bx + (s + 0.5f) * cell;
                c.textUp(label, Face.CONDENSED, labelSize, cx + capL * labelSize / 2, y0 + PAD);
            }
        }
        // row headings and labels
        for (int i = r0; i < r1 && i + c0 <= bands - 1; i++) {
            Category cat = puzzle.category(rowCategory(i));
            float by = y0 - (i - r0) * bandLen; // top of the band
            float lx = x + headBand;
            for (int r = 1; r < k; r++) {
                c.line(lx, by - r * cell, x0, by - r * cell, THIN, 0f);
            }
            c.line(lx, by, lx, by - bandLen, THIN, 0f);
            c.rect(x, by - bandLen, headBand + rowLabelW, bandLen, THICK);
            Heading head = heading(c, cat.name(), bandLen - 2 * PAD);
            float lead = head.size() * 1.15f;
            float bx = x + (headBand + capH * head.size()) / 2 - (head.lines().size() - 1) * lead / 2;
            for (String line : head.lines()) {
                float hw = c.width(line, Face.CONDENSED_BOLD, head.size());
                c.textUp(line, Face.CONDENSED_BOLD, head.size(), bx, by - bandLen / 2 - hw / 2);
                bx += lead;
            }
            for (int r = 0; r < k; r++) {
                String label = rowLabel(c, cat.display(r));
                float cy = by - (r + 0.5f) * cell;
                c.textRight(label, Face.CONDENSED, labelSize, x0 - PAD, cy - capL * labelSize / 2, 0f);
            }
        }
        // boxes: thin cell lines, thick borders
        for (int i = r0; i < r1; i++) {
            for (int j = c0; j < c1 && j < bands - i; j++) {
                float bx = x0 + (j - c0) * bandLen;
                float by = y0 - (i - r0) * bandLen;
                for (int t = 1; t < k; t++) {
                    c.line(bx + t * cell, by, bx + t * cell, by - bandLen, THIN, 0f);
                    c.line(bx, by - t * cell, bx + bandLen, by - t * cell, THIN, 0f);
                }
                c.rect(bx, by - bandLen, bandLen, bandLen, THICK);
            }
        }
        // a heavy outline round each highlighted cell, so the step's marks stand out without colour
        if (marks != null && !highlight.isEmpty()) {
            forEachCell((i, r, j, s, a, b) -> {
                if (highlight.contains(key(a, b))) {
                    c.rect(x0 + (j * k + s) * cell + 0.6f, y0 - (i * k + r + 1) * cell + 0.6f, cell - 1.2f,
                            cell - 1.2f, 1.2f);
                }
            });
        }
        // marks
        if (marks != null) {
            forEachCell((i, r, j, s, a, b) -> {
                Mark m = marks.get(a, b);
                float cx = x0 + (j * k + s + 0.5f) * cell;
                float cy = y0 - (i * k + r + 0.5f) * cell;
                if (m == Mark.YES) {
                    c.disc(cx, cy, cell * 0.3f, 0f);
                } else if (m == Mark.NO) {
                    c.cross(cx, cy, cell * 0.22f, Math.max(0.4f, cell * 0.07f), 0.3f);
                }
            });
        }
    }

    /** A category heading as drawn: its lines and their size. */
    private record Heading(List<String> lines, float size) {
    }

    /**
     * A category name in one line, or in two (broken at spaces) when the grid has room for two; a word too long
     * for the band makes the size smaller (down to the label size or {@link #MIN_HEAD}, whichever is smaller: a
     * whole "Temperature" in 6 pt reads better than "Temperatu…" in 8), and only then is the text shortened.
     */
    private Heading heading(Canvas c, String name, float room) {
        if (c.width(name, Face.CONDENSED_BOLD, headSize) <= room) {
            return new Heading(List.of(name), headSize);
        }
        float min = Math.min(MIN_HEAD, Math.min(labelSize, headSize));
        boolean two = headBand >= headSize * 2.5f && name.strip().contains(" ");
        float widest = 0;
        for (String word : (two ? name.strip().split("\\s+") : new String[] {name})) {
            widest = Math.max(widest, c.width(word, Face.CONDENSED_BOLD, 1f));
        }
        float size = clamp(room / Math.max(widest, 0.001f), min, headSize);
        if (!two) {
            return new Heading(List.of(c.fit(name, Face.CONDENSED_BOLD, size, room)), size);
        }
        List<String> lines = c.wrap(name, Face.CONDENSED_BOLD, size, room);
        if (lines.size() > 2) {
            lines = List.of(lines.get(0), c.fit(String.join(" ", lines.subList(1, lines.size())),
                    Face.CONDENSED_BOLD, size, room));
        }
        return new Heading(lines, size);
    }

    private interface CellVisitor {
        void visit(int rowBand, int row, int colBand, int col, Item rowItem, Item colItem);
    }

    /** Visits the cells of this picture; band indices are relative to the part drawn. */
    private void forEachCell(CellVisitor v) {
        for (int i = r0; i < r1; i++) {
            for (int j = c0; j < c1 && j < bands - i; j++) {
                for (int r = 0; r < k; r++) {
                    for (int s = 0; s < k; s++) {
                        v.visit(i - r0, r, j - c0, s, new Item(rowCategory(i), r), new Item(columnCategory(j), s));
                    }
                }
            }
        }
    }

    /** A key for the cell of two items, the same in either order. */
    static long key(Item a, Item b) {
        if (a.category() > b.category() || (a.category() == b.category() && a.index() > b.index())) {
            Item t = a;
            a = b;
            b = t;
        }
        return ((long) a.category() << 48) | ((long) a.index() << 32) | ((long) b.category() << 16) | b.index();
    }
}
