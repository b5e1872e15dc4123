package org.gridwright.print;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.Templates;
import org.gridwright.core.model.Solution;
import org.gridwright.print.FontFiles.Face;

/**
 * Lays out the sections of a document onto a {@link Canvas}: puzzle pages, solutions and step-by-step
 * deductions. Each method flows from the cursor, keeps headings with what follows, never splits a clue or a step
 * across pages unless it is longer than a page, and records where each section starts (for contents and outline).
 */
final class DocumentWriter {
    static final float TITLE = 18f;
    static final float HEADING = 12f;
    static final float BODY = 10.5f;
    static final float BODY_LEADING = 14f;
    static final float SMALL = 8.5f;
    /** A solving cell of about 5 mm: when the clues flow over anyway, a larger grid only pushes more of them off. */
    static final float COMFORTABLE_CELL = 14f;

    private final Canvas c;
    private final Templates m;

    /** A step's quotation of a clue, left out of a compact key step (see {@code steps.key.unquote}). */
    private final java.util.regex.Pattern unquote;

    DocumentWriter(Canvas c, Templates m) {
        this.c = c;
        this.m = m;
        this.unquote = java.util.regex.Pattern.compile(m.fill("steps.key.unquote"));
    }

    /** The display title of a puzzle: its own, or "Puzzle n"; numbered in a book when {@code number > 0}. */
    String title(Puzzle p, int number) {
        String t = p.title() == null || p.title().isBlank() ? null : p.title().strip();
        if (number <= 0) {
            return t != null ? t : m.fill("puzzle.untitled", "").strip();
        }
        return t != null ? m.fill("puzzle.numbered", number, t) : m.fill("puzzle.untitled", number);
    }

    // ---- building blocks ----

    /** Draws wrapped lines starting at the cursor; the caller has checked they fit. Returns nothing. */
    private void lines(List<String> lines, Face face, float size, float leading, float x, float grey) {
        for (String line : lines) {
            c.text(line, face, size, x, c.y() - size * 0.8f, grey);
            c.down(leading);
        }
    }

    /** A section heading of {@code size}, wrapped, kept on one page with {@code keepWith} points after it. */
    private void heading(String text, float size, float keepWith) {
        heading(text, size, keepWith, c.left(), c.width());
    }

    private void heading(String text, float size, float keepWith, float x, float width) {
        List<String> lines = c.wrapAtMost(text, Face.SANS_BOLD, size, width, 3);
        float h = lines.size() * size * 1.25f + size * 0.5f;
        if (!c.fits(h + keepWith)) {
            c.newPage();
        }
        lines(lines, Face.SANS_BOLD, size, size * 1.25f, x, 0f);
        c.down(size * 0.5f);
    }

    /** A small grey running head on a continuation page. */
    private void runningHead(String text) {
        String t = c.fit(text, Face.SANS, SMALL, c.width());
        c.text(t, Face.SANS, SMALL, c.left(), c.y() - SMALL * 0.8f, Canvas.GREY);
        c.down(SMALL * 2.2f);
    }

    private String levelLine(PuzzleFacts f) {
        List<String> parts = new ArrayList<>();
        if (f.level() != null) {
            PuzzleFacts.Level l = f.level();
            parts.add("★".repeat(l.stars()) + "☆".repeat(Math.max(0, l.outOf() - l.stars())) + " "
                    + m.fill("level." + l.code()));
        }
        parts.add(m.fill("puzzle.size", f.puzzle().categoryCount(), f.puzzle().size()));
        if (f.puzzle().author() != null && !f.puzzle().author().isBlank()) {
            parts.add(m.fill("puzzle.by", f.puzzle().author().strip()));
        }
        return String.join(m.fill("puzzle.separator"), parts);
    }

    // ---- the puzzle ----

    /** How a puzzle is laid out. */
    enum Kind {
        /** One page: the grid, the clues below it in one column. */
        BELOW,
        /** One page: the grid, the clues below it in two columns. */
        TWO_COLUMNS,
        /** One page: the grid on the left, the clues beside it. */
        BESIDE,
        /** A facing spread: the grid on a left-hand page, the clues on the right-hand page opposite. */
        SPREAD,
        /**
         * A grid too big for a page at cells of 5 mm: the staircase in parts over left-hand and right-hand pages
         * (each part with its own labels), then the clues on a right-hand page, opposite the grid's last page; a
         * sheet never has the grid on one side and the clues on the other.
         */
        PARTS
    }

    /** A layout decision: the kind and the grid's cell size. */
    record Plan(Kind kind, float cell, float besideFraction) {
    }

    /** The cell size a puzzle on one page should reach before a spread is preferred: 5 mm. */
    static final float TARGET_CELL = 14.17f;
    /** The gap between clue columns, and between a grid and the clues beside it. */
    private static final float GUTTER = 14f;

    private float headerHeight(PuzzleFacts f, String title) {
        float h = c.wrapAtMost(title, Face.SANS_BOLD, TITLE, c.width(), 3).size() * TITLE * 1.25f + TITLE * 0.5f;
        h += c.wrapAtMost(levelLine(f), Face.SANS, 9.5f, c.width(), 3).size() * 12f + 10f;
        String intro = f.puzzle().intro();
        if (intro != null && !intro.isBlank()) {
            h += introLines(intro).size() * BODY_LEADING + 8f;
        }
        return h;
    }

    private List<String> introLines(String intro) {
        return c.wrapAtMost(Typography.of(intro.strip()), Face.SERIF, BODY, c.width(), 12);
    }

    private static boolean fits(GridPicture g, float w, float h) {
        return g.width() <= w + 0.5f && g.height() <= h + 0.5f;
    }

    /**
     * Decides how a puzzle is laid out, its cells at most {@code cap}: on one page if the grid reaches
     * {@link #TARGET_CELL} there (or as large as it could be on a page of its own), else on a facing spread.
     */
    Plan plan(PuzzleFacts f, String title, float cap) {
        float w = c.width();
        float avail = c.bodyHeight() - headerHeight(f, title);
        ClueBlock clues = new ClueBlock(f.clues(), w);
        ClueBlock half = new ClueBlock(f.clues(), (w - GUTTER) / 2);
        GridPicture alone = GridPicture.fit(c, f.puzzle(), w, avail, cap);
        if (alone.cellSize() < TARGET_CELL - 0.01f || alone.labelSize() < GridPicture.MIN_LABEL - 0.01f) {
            return new Plan(Kind.PARTS, TARGET_CELL, 0); // not even a page of its own gives cells of 5 mm
        }
        float goal = Math.min(TARGET_CELL, alone.cellSize()) - 0.01f;
        Plan best = null;
        // a grid that shortens labels leaves room for the category list printed with it
        float h1 = avail - clues.height(1) - 16f;
        GridPicture g1 = GridPicture.fit(c, f.puzzle(), w, h1, cap);
        if (g1.shortened()) {
            h1 -= categoriesHeight(g1);
            g1 = GridPicture.fit(c, f.puzzle(), w, h1, cap);
        }
        if (fits(g1, w, h1) && g1.cellSize() >= goal) {
            best = new Plan(Kind.BELOW, g1.cellSize(), 0);
        }
        float h2 = avail - half.height(2) - 16f;
        GridPicture g2 = GridPicture.fit(c, f.puzzle(), w, h2, cap);
        if (g2.shortened()) {
            h2 -= categoriesHeight(g2);
            g2 = GridPicture.fit(c, f.puzzle(), w, h2, cap);
        }
        if (half.columnsOk() && fits(g2, w, h2) && g2.cellSize() >= goal && (best == null || g2.cellSize() > best.cell() + 0.01f)) {
            best = new Plan(Kind.TWO_COLUMNS, g2.cellSize(), 0);
        }
        for (float frac : new float[] {0.5f, 0.6f, 0.7f}) {
            float gw = w * frac - GUTTER;
            GridPicture gb = GridPicture.fit(c, f.puzzle(), gw, avail, cap);
            float hb = avail;
            if (gb.shortened()) {
                hb -= categoriesHeight(gb);
                gb = GridPicture.fit(c, f.puzzle(), gw, hb, cap);
            }
            ClueBlock beside = new ClueBlock(f.clues(), w - gb.width() - GUTTER);
            if (fits(gb, gw, hb) && gb.cellSize() >= goal && beside.height(1) <= hb && beside.columnsOk()
                    && w - gb.width() - GUTTER >= w * 0.28f
                    && (best == null || gb.cellSize() > best.cell() + 0.01f)) {
                best = new Plan(Kind.BESIDE, gb.cellSize(), frac);
            }
        }
        return best != null ? best : new Plan(Kind.SPREAD, Math.max(alone.cellSize(), TARGET_CELL), 0);
    }

    /** Starts a new page that is a left-hand (even-numbered) page, leaving a blank page before it if need be. */
    private void newLeftPage() {
        c.newPageUnlessEmpty();
        if (c.pageIndex() % 2 == 0) { // page numbers are index + 1: an even index is a right-hand page
            c.blankPage();
            c.newPage();
        }
    }

    private void header(PuzzleFacts f, String title) {
        heading(title, TITLE, 0);
        List<String> meta = c.wrapAtMost(levelLine(f), Face.SANS, 9.5f, c.width(), 3);
        lines(meta, Face.SANS, 9.5f, 12f, c.left(), Canvas.GREY);
        c.down(10f);
        String intro = f.puzzle().intro();
        if (intro != null && !intro.isBlank()) {
            lines(introLines(intro), Face.SERIF, BODY, BODY_LEADING, c.left(), 0f);
            c.down(8f);
        }
    }

    /**
     * Writes a puzzle from the top of a new page (a spread from a left-hand page) with cells at most {@code cap};
     * returns the index of its first page.
     *
     * @param single a document of this puzzle alone: a "spread" is then simply the grid page and the clue page
     *               after it (a loose-leaf sheet is read side by side), with no blank page before it
     */
    int puzzle(PuzzleFacts f, String title, float cap, boolean single) {
        Plan plan;
        c.newPageUnlessEmpty();
        plan = plan(f, title, cap);
        float cell = plan.cell();
        int start;
        float w = c.width();
        if (plan.kind() == Kind.PARTS) {
            return parts(f, title, single);
        }
        if (plan.kind() == Kind.SPREAD) {
            if (!single) {
                newLeftPage();
            }
            start = c.pageIndex();
            header(f, title);
            GridPicture grid = GridPicture.fit(c, f.puzzle(), w, c.remaining(), cell);
            grid.draw(c, c.left() + (w - grid.width()) / 2, c.y(), null, Set.of());
            c.down(grid.height() + 16f);
            // the clues: on the facing page; if they would spill from it, starting below the grid (both pages of
            // the spread are in view), in a slightly smaller size if need be, before a third page is used
            float belowGrid = c.remaining() - HEADING * 2f;
            float facing = c.bodyHeight() - SMALL * 2.2f - HEADING * 2f;
            ClueBlock one = new ClueBlock(f.clues(), w);
            if (one.height(1) <= facing && !grid.shortened()) {
                c.newPage(); // the right-hand page opposite
                runningHead(continued(title, m.fill("clues.heading")));
                one.draw(title, c.left(), 1);
                return start;
            }
            // the category list (if the grid shortened labels) goes first, below the grid or on the facing page
            float cats = grid.shortened() ? categoriesHeight(grid) : 0f;
            // (with some of the clues after it, or alone when only it fits there)
            boolean startBelow = belowGrid - cats > 60f;
            boolean categoriesBelow = cats > 0f && !startBelow && cats <= belowGrid;
            ClueBlock two = spreadClues(f, w, startBelow ? belowGrid - cats : 0f,
                    startBelow || categoriesBelow ? facing : facing - cats);
            // clues that only fit the spread when they start below the grid: the category list after them
            boolean categoriesAfter = false;
            if (two == null && cats > 0f && belowGrid > 60f) {
                two = spreadClues(f, w, belowGrid, facing - cats);
                categoriesAfter = two != null;
                startBelow = categoriesAfter;
                categoriesBelow = false;
            }
            if (two == null) {
                two = new ClueBlock(f.clues(), (w - GUTTER) / 2, 7f);
            }
            if (!two.columnsOk()) {
                c.newPage();
                runningHead(continued(title, m.fill("clues.heading")));
                if (grid.shortened()) {
                    categories(grid);
                }
                one.draw(title, c.left(), 1);
                return start;
            }
            if (categoriesBelow) {
                categories(grid);
            }
            if (!startBelow) {
                c.newPage(); // the right-hand page opposite
                runningHead(continued(title, m.fill("clues.heading")));
            }
            if (grid.shortened() && !categoriesBelow && !categoriesAfter) {
                categories(grid);
            }
            two.draw(title, c.left(), 2);
            if (categoriesAfter) {
                c.down(6f);
                categories(grid);
            }
            return start;
        }
        start = c.pageIndex();
        header(f, title);
        switch (plan.kind()) {
            case BESIDE -> {
                float gw = w * plan.besideFraction() - GUTTER;
                GridPicture grid = GridPicture.fit(c, f.puzzle(), gw, c.remaining(), cell);
                float top = c.y();
                grid.draw(c, c.left(), top, null, Set.of());
                ClueBlock beside = new ClueBlock(f.clues(), w - grid.width() - GUTTER);
                beside.draw(title, c.left() + grid.width() + GUTTER, 1);
                c.moveTo(Math.min(c.y(), top - grid.height() - 16f));
                if (grid.shortened()) {
                    categories(grid);
                }
            }
            default -> {
                boolean two = plan.kind() == Kind.TWO_COLUMNS;
                ClueBlock clues = new ClueBlock(f.clues(), two ? (w - GUTTER) / 2 : w);
                float room = c.remaining() - clues.height(two ? 2 : 1) - 16f;
                GridPicture grid = GridPicture.fit(c, f.puzzle(), w, room, cell);
                grid.draw(c, c.left() + (w - grid.width()) / 2, c.y(), null, Set.of());
                c.down(grid.height() + 16f);
                if (grid.shortened()) {
                    categories(grid);
                }
                clues.draw(title, c.left(), two ? 2 : 1);
            }
        }
        return start;
    }

    /**
     * A puzzle whose grid needs more than a page at cells of 5 mm: the grid's parts on pages from a left-hand one
     * (an odd number of them, a blank page making it up), then the title, introduction and clues from the right-hand
     * page opposite the last grid page. Returns the index of its first page.
     */
    private int parts(PuzzleFacts f, String title, boolean single) {
        c.newPageUnlessEmpty();
        float room = c.width() * 0.22f;
        GridPicture grid = GridPicture.atCell(c, f.puzzle(), TARGET_CELL, room);
        float headH = SMALL * 2.2f;
        float partsH = c.bodyHeight() - headH;
        // clues that will run over their page want room below the grid's last part for the title and introduction
        // and the category list: a cut that leaves it is preferred to an otherwise better balanced one
        float[] wanted = {};
        if (!partsCluesFit(f, title, grid)) {
            float h = headerHeight(f, title);
            float cats = grid.shortened() ? categoriesHeight(grid) : 0f;
            wanted = new float[] {Math.min(h, cats > 0 ? cats : h), h + cats};
        }
        // a blank page added to bring the grid's last page to the left counts as a page of the cut
        boolean oneCluePage = partsCluesFit(f, title, grid);
        boolean atLeft = c.pageIndex() % 2 == 1;
        java.util.function.IntUnaryOperator blanks = n -> single || atLeft == (n % 2 == 1) || atLeft && oneCluePage
                ? 0 : 1;
        List<GridPicture> parts = grid.parts(c.width(), partsH, wanted, blanks);
        if (parts.isEmpty()) { // a trim too small for even one box: the whole grid, as small as it must be
            parts = List.of(GridPicture.fit(c, f.puzzle(), c.width(), partsH, TARGET_CELL));
        }
        // the parts stacked on pages, as many to a page as fit
        List<List<GridPicture>> pages = GridPicture.pages(parts, partsH);
        boolean cluesFirst = false;
        if (!single) {
            // the last grid page a left-hand one, so that the clues face it: an odd number of grid pages starts on
            // a left-hand page, an even number on a right-hand page (page numbers are index + 1); an even number
            // from a left-hand page puts the clues first instead, facing the first grid page, when they take one page
            boolean startLeft = pages.size() % 2 == 1;
            if (atLeft != startLeft) {
                if (atLeft && oneCluePage) {
                    cluesFirst = true;
                } else {
                    c.blankPage();
                    c.newPage();
                }
            }
        }
        // clues that would run over their page: the category list (when the grid shortened labels) below the parts
        // of a grid page with room, the last page first; then, if need be, the title and introduction above the grid
        // on its last page (facing the clues, as on a spread) or its first: so the clue page keeps the clues on it
        // rather than sending some of them, or the category list, overleaf
        boolean spill = !cluesFirst && !oneCluePage;
        int headerAt = -1;
        int categoriesAt = -1;
        boolean overleaf = false;
        if (spill) {
            float[] below = new float[pages.size()];
            for (int pg = 0; pg < below.length; pg++) {
                below[pg] = partsH - GridPicture.used(pages.get(pg));
            }
            if (grid.shortened()) {
                categoriesAt = withRoom(below, categoriesHeight(grid), false);
            }
            float cats = grid.shortened() && categoriesAt < 0 ? categoriesHeight(grid) : 0f;
            if (!cluesFit(f, c.bodyHeight() - headerHeight(f, title) - cats)) {
                // the page the title heads needs no running head: its room is the header's
                headerAt = withRoom(below, headerHeight(f, title) - headH, true);
            }
            float clueRoom = c.bodyHeight() - (headerAt < 0 ? headerHeight(f, title) : headH) - cats;
            if (!cluesFit(f, clueRoom)) {
                // clues longer than a page even alone: the title, introduction and category list on the page
                // facing the grid's last page, the clues from the next (left-hand) page, so two clue pages face
                // each other and never share a sheet
                headerAt = -1;
                categoriesAt = -1;
                overleaf = true;
            }
        }
        int start = c.pageIndex();
        if (cluesFirst) {
            partsClues(f, title, grid, grid.shortened(), true);
            c.newPage();
        }
        String head = continued(title, m.fill(parts.size() == 1 ? "grid.heading" : "grid.parts", parts.size()));
        for (int pg = 0; pg < pages.size(); pg++) {
            if (pg > 0) {
                c.newPage();
            }
            if (headerAt == pg) {
                header(f, title);
            } else {
                runningHead(head);
            }
            for (GridPicture part : pages.get(pg)) {
                part.draw(c, c.left(), c.y(), null, Set.of());
                c.down(part.height() + GridPicture.PART_GAP);
            }
            if (categoriesAt == pg) {
                categories(grid);
            }
        }
        if (overleaf) {
            c.newPage();
            header(f, title);
            if (grid.shortened()) {
                categories(grid);
            }
            c.newPage();
            partsClues(f, title, grid, false, false);
        } else if (!cluesFirst) {
            c.newPage();
            partsClues(f, title, grid, grid.shortened() && categoriesAt < 0, headerAt < 0);
        }
        return start;
    }

    /**
     * The grid page (index into {@code room}, the height left below each page's parts) that takes a block of
     * {@code height}: the last page, then the first ({@code ends}: only those two, as for a title, which opens or
     * faces the clues, never in the middle of the grid), or the others from the last back; -1 when none has room.
     * The room taken is subtracted.
     */
    private static int withRoom(float[] room, float height, boolean ends) {
        int last = room.length - 1;
        for (int i = 0; i <= last; i++) {
            int pg = i == 0 ? last : ends ? 0 : last - i;
            if (height <= room[pg] + 0.01f) {
                room[pg] -= height;
                return pg;
            }
            if (ends && i == 1) {
                break;
            }
        }
        return -1;
    }

    /** Two columns of clues in the largest size that fits a spread's rooms (see ClueBlock.fitsIn), or null. */
    private ClueBlock spreadClues(PuzzleFacts f, float w, float first, float second) {
        for (float size : new float[] {BODY, 10f, 9.5f, 9f, 8.5f, 8f, 7.5f, 7f}) {
            ClueBlock two = new ClueBlock(f.clues(), (w - GUTTER) / 2, size);
            if (two.fitsIn(first, second)) {
                return two;
            }
        }
        return null;
    }

    /** True when the title, introduction, category list (if the grid shortened labels) and clues fit one page. */
    private boolean partsCluesFit(PuzzleFacts f, String title, GridPicture grid) {
        return cluesFit(f, c.bodyHeight() - headerHeight(f, title) - (grid.shortened() ? categoriesHeight(grid) : 0f));
    }

    /** True when the clues fit {@code room}: in one column, or in two (a little smaller if need be). */
    private boolean cluesFit(PuzzleFacts f, float room) {
        ClueBlock one = new ClueBlock(f.clues(), c.width());
        if (one.height(1) <= room) {
            return true;
        }
        ClueBlock two = twoColumnClues(f, room);
        return two.columnsOk() && two.fitsIn(room - HEADING * 1.75f, 0f);
    }

    /** Two columns of clues, a little smaller if that keeps them within {@code room}. */
    private ClueBlock twoColumnClues(PuzzleFacts f, float room) {
        ClueBlock two = null;
        for (float size : new float[] {BODY, 10f, 9.5f, 9f, 8.5f, 8f, 7.5f, 7f}) {
            two = new ClueBlock(f.clues(), (c.width() - GUTTER) / 2, size);
            if (two.fitsIn(room - HEADING * 1.75f, 0f)) {
                break;
            }
        }
        return two;
    }

    /**
     * A grid-in-parts puzzle's title and introduction ({@code withHeader}; else a running head), category list (if
     * need be) and clues, from a new page.
     */
    private void partsClues(PuzzleFacts f, String title, GridPicture grid, boolean shortened, boolean withHeader) {
        if (withHeader) {
            header(f, title);
        } else {
            runningHead(continued(title, m.fill("clues.heading")));
        }
        // the category list after the clues when only that keeps the clues on this page (they never spill)
        boolean categoriesAfter = shortened && !cluesFit(f, c.remaining() - categoriesHeight(grid))
                && cluesFit(f, c.remaining());
        if (shortened && !categoriesAfter) {
            categories(grid);
        }
        ClueBlock one = new ClueBlock(f.clues(), c.width());
        // else two columns, a little smaller if that keeps them on this page (never a page holding a couple of clues)
        ClueBlock two = one.height(1) <= c.remaining() ? null : twoColumnClues(f, c.remaining());
        if (two != null && two.columnsOk()) {
            two.draw(title, c.left(), 2);
        } else {
            one.draw(title, c.left(), 1);
        }
        if (categoriesAfter) {
            c.down(6f);
            categories(grid);
        }
    }

    /** The "how to solve" page of a book: the rules in a few paragraphs and a small worked example grid. */
    void howToSolve() {
        heading(m.fill("howto.heading"), TITLE, 0);
        for (String key : List.of("howto.1", "howto.2", "howto.3", "howto.example")) {
            List<String> para = c.wrap(m.fill(key), Face.SERIF, BODY, c.width());
            if (!c.fits(para.size() * BODY_LEADING)) {
                return; // a very small trim: the example does not fit, the rules did
            }
            lines(para, Face.SERIF, BODY, BODY_LEADING, c.left(), 0f);
            c.down(6f);
        }
        Puzzle.Builder b = Puzzle.builder();
        for (String cat : List.of("people", "pets", "homes")) {
            b.category(Category.labelled(m.fill("howto.ex." + cat), org.gridwright.core.model.CategoryKind.CATEGORICAL,
                    List.of(m.fill("howto.ex." + cat + ".items").split("\\|"))));
        }
        Puzzle example = b.build();
        Item ann = new Item(0, 0);
        Item bo = new Item(0, 1);
        Item cat = new Item(1, 0);
        Grid.Builder g = Grid.empty(3, 3).toBuilder();
        g.set(ann, cat, Mark.YES);
        g.set(ann, new Item(1, 1), Mark.NO);
        g.set(ann, new Item(1, 2), Mark.NO);
        g.set(bo, cat, Mark.NO);
        g.set(new Item(0, 2), cat, Mark.NO);
        g.set(bo, new Item(2, 1), Mark.NO);
        GridPicture grid = GridPicture.fit(c, example, c.width() * 0.6f, c.remaining() - 8f, 18f);
        if (fits(grid, c.width(), c.remaining())) {
            c.down(6f);
            grid.draw(c, c.left() + (c.width() - grid.width()) / 2, c.y(), g.build(),
                    Set.of(GridPicture.key(bo, new Item(2, 1))));
            c.down(grid.height() + 10f);
        }
    }

    /**
     * The categories whose name or items the grid shortened, with their items in full (the others read whole in
     * the grid, so the list stays short enough to sit below a grid's part).
     */
    private static final float CATEGORY_SIZE = BODY - 1f;
    private static final float CATEGORY_LEADING = BODY_LEADING - 1.5f;

    /** The category list's lines: for each category, its items wrapped after its name ({@code names} filled). */
    private List<List<String>> categoryLines(GridPicture grid, List<String> names) {
        List<List<String>> blocks = new ArrayList<>();
        List<Integer> which = grid.cutCategories(c);
        if (which.isEmpty()) { // shortened where this test cannot see (a part's heading): every category
            which = java.util.stream.IntStream.range(0, grid.puzzle().categoryCount()).boxed().toList();
        }
        for (int index : which) {
            Category cat = grid.puzzle().category(index);
            List<String> items = new ArrayList<>();
            for (int i = 0; i < cat.size(); i++) {
                items.add(cat.display(i));
            }
            String name = m.fill("categories.name", cat.name());
            float nameW = c.width(name + " ", Face.SERIF_BOLD, CATEGORY_SIZE);
            names.add(name);
            blocks.add(c.wrap(String.join(m.fill("list.separator"), items), Face.SERIF, CATEGORY_SIZE,
                    Math.max(c.width() - nameW, 0), c.width() - 12f));
        }
        return blocks;
    }

    /** The height {@link #categories} takes, heading included. */
    private float categoriesHeight(GridPicture grid) {
        float h = HEADING * 1.75f + 10f;
        for (List<String> lines : categoryLines(grid, new ArrayList<>())) {
            h += lines.size() * CATEGORY_LEADING + 2f;
        }
        return h;
    }

    private void categories(GridPicture grid) {
        float size = CATEGORY_SIZE;
        float leading = CATEGORY_LEADING;
        float indent = 12f;
        List<String> names = new ArrayList<>();
        List<List<String>> blocks = categoryLines(grid, names);
        float h = 0;
        for (List<String> lines : blocks) {
            h += lines.size() * leading + 2f;
        }
        heading(m.fill("categories.heading"), HEADING, Math.min(h, 150f));
        for (int b = 0; b < blocks.size(); b++) {
            List<String> lines = blocks.get(b);
            if (!c.fits(lines.size() * leading)) {
                c.newPage();
            }
            float nameW = c.width(names.get(b) + " ", Face.SERIF_BOLD, size);
            for (int l = 0; l < lines.size(); l++) {
                float base = c.y() - size * 0.8f;
                if (l == 0) {
                    c.text(names.get(b), Face.SERIF_BOLD, size, c.left(), base);
                    c.text(lines.get(l), Face.SERIF, size, c.left() + nameW, base);
                } else {
                    c.text(lines.get(l), Face.SERIF, size, c.left() + indent, base);
                }
                c.down(leading);
            }
            c.down(2f);
        }
        c.down(10f);
    }

    /** A running head "title · what (continued)": the title shortened if need be, never the rest. */
    private String continued(String title, String what) {
        String suffix = m.fill("puzzle.separator") + what;
        float room = c.width() - c.width(suffix, Face.SANS, SMALL);
        return c.fit(title, Face.SANS, SMALL, room) + suffix;
    }

    /** The numbered clues, wrapped to a column width. */
    private final class ClueBlock {
        private final List<List<String>> wrapped = new ArrayList<>();
        private final float numW;
        private final float colW;
        private final float size;
        private final float leading;

        ClueBlock(List<String> texts, float colW) {
            this(texts, colW, BODY);
        }

        /** Clues set in {@code size} points (a spread that would spill sets them a little smaller first). */
        ClueBlock(List<String> texts, float colW, float size) {
            this.colW = colW;
            this.size = size;
            this.leading = size * BODY_LEADING / BODY;
            numW = c.width(texts.size() + ".", Face.SERIF_BOLD, size) + 6f;
            boolean cut = false;
            for (String t : texts) {
                String typeset = Typography.of(t);
                wrapped.add(c.wrap(typeset, Face.SERIF, size, Math.max(colW - numW, 20f)));
                for (String word : typeset.split("\\s+")) {
                    cut |= c.width(word, Face.SERIF, size) > colW - numW;
                }
            }
            this.cuts = cut;
        }

        /** True when some word is wider than the column and had to be cut between letters. */
        private final boolean cuts;

        /**
         * True when the clues, set in two columns as {@link #draw} sets them (whole clues, each column filled in
         * turn), fit two columns {@code first} high and then two columns {@code second} high.
         */
        boolean fitsIn(float first, float second) {
            float[] rooms = {first, first, second, second};
            int col = 0;
            float used = 0;
            for (int i = 0; i < wrapped.size(); i++) {
                float h = itemHeight(i);
                while (col < rooms.length && used + h - 3f > rooms[col]) {
                    col++;
                    used = 0;
                }
                if (col == rooms.length) {
                    return false;
                }
                used += h;
            }
            return true;
        }

        /** The height of the tallest clue. */
        float tallest() {
            float t = 0;
            for (int i = 0; i < wrapped.size(); i++) {
                t = Math.max(t, itemHeight(i));
            }
            return t;
        }

        /** True when every clue fits half a page, so that two columns always make progress. */
        boolean columnsOk() {
            if (cuts) {
                return false;
            }
            for (int i = 0; i < wrapped.size(); i++) {
                if (itemHeight(i) > c.bodyHeight() * 0.5f) {
                    return false;
                }
            }
            return true;
        }

        private float itemHeight(int i) {
            return wrapped.get(i).size() * leading + 3f;
        }

        /** The height of the block set in {@code columns} balanced columns, heading included. */
        float height(int columns) {
            float h = HEADING * 1.75f;
            if (columns == 1) {
                for (int i = 0; i < wrapped.size(); i++) {
                    h += itemHeight(i);
                }
                return h;
            }
            return h + columnHeight(0, wrapped.size());
        }

        /** The height of the taller of two columns holding clues {@code from..to-1}, split as evenly as whole clues allow. */
        private float columnHeight(int from, int to) {
            float total = 0;
            for (int i = from; i < to; i++) {
                total += itemHeight(i);
            }
            float left = 0;
            float best = total;
            for (int i = from; i < to; i++) {
                left += itemHeight(i);
                best = Math.min(best, Math.max(left, total - left));
            }
            return best;
        }

        /** Draws the heading and the clues from the cursor, at {@code x}, in 1 or 2 columns of {@link #colW}. */
        void draw(String title, float x, int columns) {
            heading(m.fill("clues.heading"), HEADING, wrapped.isEmpty() ? 0
                    : Math.min(itemHeight(0), c.bodyHeight() / 3), x, colW * columns + (columns - 1) * GUTTER);
            String head = continued(title, m.fill("clues.continued"));
            int i = 0;
            while (i < wrapped.size()) {
                float top = c.y();
                if (columns == 1) {
                    i = column(i, wrapped.size(), x, top, c.bottom(), head);
                } else {
                    // balance the rest over two columns if it fits on this page; else fill both and go on
                    float need = columnHeight(i, wrapped.size());
                    float bottom = need <= top - c.bottom() ? top - need - 0.5f : c.bottom();
                    int mid = column(i, wrapped.size(), x, top, bottom, null);
                    float leftEnd = c.y();
                    int end = column(mid, wrapped.size(), x + colW + GUTTER, top, c.bottom(), null);
                    c.moveTo(Math.min(leftEnd, c.y()));
                    if (end == i && c.atTopOfPage(top)) { // nothing fits a fresh column: set it in one, split
                        end = column(i, i + 1, x, top, c.bottom(), head);
                    }
                    i = end;
                }
                if (i < wrapped.size()) {
                    c.newPage();
                    runningHead(head);
                }
            }
        }

        /**
         * Sets clues from {@code from} in one column at {@code x} between {@code top} and {@code bottom}; returns
         * the index of the first clue not set. A clue taller than a whole page is split between lines, carrying
         * on at the top of new pages (only when {@code head} is given: in one column).
         */
        private int column(int from, int to, float x, float top, float bottom, String head) {
            c.moveTo(top);
            int i = from;
            for (; i < to; i++) {
                List<String> lines = wrapped.get(i);
                float h = lines.size() * leading;
                if (c.y() - h < bottom - 0.01f) {
                    if (head == null) {
                        return i;
                    }
                    if (h <= c.bodyHeight() - 40f) { // a clue is not split unless it is longer than a page
                        c.newPage();
                        runningHead(head);
                    }
                }
                String num = (i + 1) + ".";
                for (int l = 0; l < lines.size(); l++) {
                    if (c.y() - leading < c.bottom() - 0.01f && head != null) {
                        c.newPage();
                        runningHead(head);
                    }
                    float base = c.y() - size * 0.8f;
                    if (l == 0) {
                        c.textRight(num, Face.SERIF_BOLD, size, x + numW - 6f, base, 0f);
                    }
                    c.text(lines.get(l), Face.SERIF, size, x + numW, base);
                    c.down(leading);
                }
                c.down(3f);
            }
            return i;
        }
    }

    // ---- the solution ----

    /**
     * Writes a solution: the completed grid and the answer table, kept together on one page (a new one if the
     * current has no room). Returns the index of the page it starts on.
     */
    int solution(PuzzleFacts f, String heading, boolean newPage) {
        if (newPage) {
            c.newPageUnlessEmpty();
        }
        Puzzle p = f.puzzle();
        float headH = HEADING * 1.25f * c.wrapAtMost(heading, Face.SANS_BOLD, HEADING, c.width(), 3).size() + HEADING;
        if (f.solution() == null) {
            heading(heading, HEADING, BODY_LEADING);
            int page = c.pageIndex();
            lines(c.wrap(m.fill("solution.none"), Face.SERIF, BODY, c.width()), Face.SERIF, BODY, BODY_LEADING,
                    c.left(), 0f);
            c.down(12f);
            return page;
        }
        AnswerTable table = new AnswerTable(c, p, f.solution(), c.width());
        // half a page, so that small solutions share pages; a whole page when that is too cramped
        float fullH = c.bodyHeight() - headH - Math.min(table.height(), c.bodyHeight() / 2) - 20f;
        GridPicture grid = GridPicture.fit(c, p, c.width(), Math.min(c.bodyHeight() * 0.5f, fullH), 16f);
        if (grid.cellSize() < 9f) {
            grid = GridPicture.fit(c, p, c.width(), fullH, 16f);
        }
        float total = headH + grid.height() + 12f + Math.min(table.height(), c.bodyHeight() / 2);
        if (!c.fits(total)) {
            c.newPage();
        }
        int page = c.pageIndex();
        heading(heading, HEADING, grid.height());
        float x = c.left() + (c.width() - Math.max(grid.width(), table.width())) / 2;
        grid.draw(c, x, c.y(), Grid.of(f.solution()), Set.of());
        c.down(grid.height() + 12f);
        if (!c.fits(table.firstBandHeight())) {
            c.newPage();
        }
        table.draw(x, c::newPage);
        c.down(22f);
        return page;
    }

    /**
     * Writes a compact solution for a Solutions section: the puzzle's heading and its answer table only, kept
     * together, several to a page; a page it starts carries the running head {@code section}. Returns its page.
     */
    int answer(PuzzleFacts f, String heading, String section) {
        if (f.solution() == null) {
            List<String> none = c.wrap(m.fill("solution.none"), Face.SERIF, BODY, c.width());
            if (!c.fits(HEADING * 2f + none.size() * BODY_LEADING)) {
                c.newPage();
                runningHead(section);
            }
            int page = c.pageIndex();
            heading(heading, HEADING, BODY_LEADING);
            lines(none, Face.SERIF, BODY, BODY_LEADING, c.left(), 0f);
            c.down(14f);
            return page;
        }
        AnswerTable table = new AnswerTable(c, f.puzzle(), f.solution(), c.width());
        float headH = c.wrapAtMost(heading, Face.SANS_BOLD, HEADING, c.width(), 3).size() * HEADING * 1.25f
                + HEADING * 0.5f;
        float keep = Math.min(table.height(), c.bodyHeight() / 2);
        if (!c.fits(headH + keep + 4f)) {
            c.newPage();
            runningHead(section);
        }
        int page = c.pageIndex();
        heading(heading, HEADING, keep);
        table.draw(c.left(), () -> {
            c.newPage();
            runningHead(section);
        });
        c.down(16f);
        return page;
    }

    /**
     * The answer table: one row per entity, one column per category, in 7 to 9.5 pt. A table too wide for the page
     * at 7 pt is set in bands one under the other, each starting with the first category's column again.
     */
    static final class AnswerTable {
        private static final float GAP = 10f;
        private static final float BAND_GAP = 6f;
        private final Canvas c;
        private final Puzzle p;
        private final int[][] rows;
        private final float size;
        private final float[] colW;
        /** The columns of each band (the first category's first in every band). */
        private final List<int[]> bands = new ArrayList<>();

        AnswerTable(Canvas c, Puzzle p, Solution s, float maxW) {
            this.c = c;
            this.p = p;
            this.rows = s.rows();
            int cats = p.categoryCount();
            float[] w1 = new float[cats];
            for (int j = 0; j < cats; j++) {
                Category cat = p.category(j);
                w1[j] = c.width(cat.name(), Face.CONDENSED_BOLD, 1f);
                for (int i = 0; i < cat.size(); i++) {
                    w1[j] = Math.max(w1[j], c.width(cat.display(i), Face.CONDENSED, 1f));
                }
            }
            float sum = 0;
            for (float w : w1) {
                sum += w;
            }
            this.size = Math.max(GridPicture.MIN_LABEL, Math.min(9.5f, (maxW - GAP * cats) / Math.max(sum, 0.001f)));
            this.colW = new float[cats];
            for (int j = 0; j < cats; j++) {
                colW[j] = Math.min(w1[j] * size + GAP, j == 0 ? maxW / 2 : maxW); // a column never wider than the page
            }
            List<Integer> band = new ArrayList<>(List.of(0));
            float used = colW[0];
            for (int j = 1; j < cats; j++) {
                if (used + colW[j] > maxW + 0.01f && band.size() > 1) {
                    bands.add(band.stream().mapToInt(Integer::intValue).toArray());
                    band = new ArrayList<>(List.of(0));
                    used = colW[0];
                }
                colW[j] = Math.min(colW[j], maxW - colW[0]); // one column alone too wide: its labels shortened
                band.add(j);
                used += colW[j];
            }
            bands.add(band.stream().mapToInt(Integer::intValue).toArray());
        }

        float rowHeight() {
            return size * 1.6f;
        }

        float bandHeight() {
            return rowHeight() * (rows.length + 1) + 2f;
        }

        float height() {
            return bands.size() * bandHeight() + (bands.size() - 1) * BAND_GAP;
        }

        private float width(int[] cols) {
            float w = 0;
            for (int j : cols) {
                w += colW[j];
            }
            return w;
        }

        float width() {
            float w = 0;
            for (int[] b : bands) {
                w = Math.max(w, width(b));
            }
            return w;
        }

        int bandCount() {
            return bands.size();
        }

        /** Draws the bands from the cursor down, a band that does not fit going to a new page ({@code newPage}). */
        void draw(float x, Runnable newPage) {
            for (int b = 0; b < bands.size(); b++) {
                if (b > 0 && !c.fits(bandHeight())) {
                    newPage.run();
                }
                drawBand(bands.get(b), x, c.y());
                c.down(bandHeight() + (b + 1 < bands.size() ? BAND_GAP : 0f));
            }
        }

        /** The height that must stay on one page: the first band. */
        float firstBandHeight() {
            return bandHeight();
        }

        private void drawBand(int[] cols, float x, float top) {
            float rh = rowHeight();
            float y = top;
            float totalW = width(cols);
            c.line(x, y, x + totalW, y, 0.8f, 0f);
            float cx = x;
            for (int j : cols) {
                String h = c.fit(p.category(j).name(), Face.CONDENSED_BOLD, size, colW[j] - 6f);
                c.text(h, Face.CONDENSED_BOLD, size, cx, y - rh + size * 0.45f);
                cx += colW[j];
            }
            y -= rh;
            c.line(x, y, x + totalW, y, 0.8f, 0f);
            for (int[] row : rows) {
                cx = x;
                for (int j : cols) {
                    String v = c.fit(p.category(j).display(row[j]), Face.CONDENSED, size, colW[j] - 6f);
                    c.text(v, Face.CONDENSED, size, cx, y - rh + size * 0.45f);
                    cx += colW[j];
                }
                y -= rh;
                c.line(x, y, x + totalW, y, row == rows[rows.length - 1] ? 0.8f : 0.3f,
                        row == rows[rows.length - 1] ? 0f : 0.6f);
            }
        }
    }

    // ---- the steps ----

    /** A small grid is drawn after this many steps (and after the last), its newest marks shaded. */
    static final int SNAPSHOT_EVERY = 10;

    /**
     * Writes the step-by-step deduction: each step numbered with its explanation and, below it, the marks it wrote
     * in words; every {@link #SNAPSHOT_EVERY} steps and at the end, the grid as it stands with the marks of those
     * steps shaded. Returns the index of the page it starts on.
     */
    int steps(PuzzleFacts f, String heading, boolean newPage, PrintOptions.StepDetail detail) {
        if (detail == PrintOptions.StepDetail.KEY && !f.keys().isEmpty()) {
            return keySteps(f, heading, newPage);
        }
        return steps(f, heading, newPage);
    }

    /** Key steps are set in this size (two columns where the trim allows), to keep about a page a puzzle. */
    static final float KEY_STEP = 7.5f;
    private static final float KEY_LEADING = 9f;
    private static final float KEY_CAPTION = 7f;
    private static final float KEY_CAPTION_LEADING = 8.5f;
    /** The space after a key step. */
    private static final float KEY_GAP = 2.5f;
    /** A column narrower than this holds the key steps alone (one column across the page). */
    private static final float MIN_KEY_COLUMN = 140f;
    /** A progress grid with cells smaller than this in a column is set across the page instead. */
    private static final float MIN_SHOT_CELL = 4.5f;
    /** A puzzle with at least this many key steps gets two progress grids (when they fit a column), else one. */
    static final int TWO_SHOTS_FROM = 14;

    /** A block of the key-steps flow: a numbered key step, or a progress grid with its caption. */
    private sealed interface Block permits KeyPara, Shot {
    }

    /** A key step: its number and its lines, wrapped to the column. */
    private record KeyPara(String num, List<String> lines) implements Block {
    }

    /** A progress grid: the grid after some key step with the marks since the last one shaded and outlined. */
    private record Shot(GridPicture grid, List<String> caption, Grid marks, Set<Long> fresh, boolean wide)
            implements Block {
    }

    /** A printed key step's words: what its groundwork built on, the deciding step's words, the matches it makes. */
    String keyText(Puzzle p, PuzzleFacts.KeyFacts k) {
        StringBuilder sb = new StringBuilder();
        if (!k.groundClues().isEmpty()) {
            List<String> nums = k.groundClues().stream().map(String::valueOf).toList();
            sb.append(m.fill(nums.size() == 1 ? "steps.key.ground" : "steps.key.grounds",
                    String.join(m.fill("list.separator"), nums)));
        }
        sb.append(Typography.of(unquote.matcher(k.deciding()).replaceAll("$1")));
        // the matches it makes; those of the puzzle's first category (its cast) when there are any, as the others
        // then follow from them
        boolean cast = k.marks().stream().anyMatch(mk -> mk.value() == Mark.YES
                && (mk.a().category() == 0 || mk.b().category() == 0));
        List<String> matches = new ArrayList<>();
        for (PuzzleFacts.MarkFact mk : k.marks()) {
            if (mk.value() == Mark.YES && (!cast || mk.a().category() == 0 || mk.b().category() == 0)) {
                matches.add(m.fill("steps.marks.yes", itemName(p, mk.a()), itemName(p, mk.b())));
            }
        }
        if (!matches.isEmpty()) {
            sb.append(' ').append(m.fill("steps.key.so", String.join(m.fill("steps.marks.separator").strip() + " ",
                    matches)));
        }
        return sb.toString();
    }

    /** The 1-based key steps after which a progress grid is drawn: one or two, spread through the deduction. */
    static List<Integer> shotsAfter(int keys, boolean two) {
        if (keys == 0) {
            return List.of();
        }
        if (!two || keys < TWO_SHOTS_FROM) {
            return List.of(Math.max(1, Math.round(keys / 2f)));
        }
        return List.of(Math.round(keys / 3f), Math.round(keys * 2 / 3f));
    }

    /**
     * The key steps of a deduction ({@link PuzzleFacts#keys()}, puzzle-core's {@code KeySteps.of(Trace)}), compact:
     * each numbered, as its deciding step's words and the matches it makes, in {@link #KEY_STEP} pt and two columns
     * where the trim allows; one or two progress grids, each right after the key step it follows (in the column, or
     * across the page when a column would make it too small), the marks since the last grid shaded and outlined.
     * Returns the page it starts on.
     */
    private int keySteps(PuzzleFacts f, String heading, boolean newPage) {
        if (newPage) {
            c.newPageUnlessEmpty();
        }
        List<PuzzleFacts.KeyFacts> keys = f.keys();
        Puzzle p = f.puzzle();
        int cols = (c.width() - GUTTER) / 2 >= MIN_KEY_COLUMN ? 2 : 1;
        float colW = cols == 2 ? (c.width() - GUTTER) / 2 : c.width();
        GridPicture narrow = GridPicture.fit(c, p, colW, c.bodyHeight() * 0.36f, 9f);
        boolean wide = narrow.cellSize() < MIN_SHOT_CELL && cols == 2;
        GridPicture grid = wide ? GridPicture.fit(c, p, c.width(), c.bodyHeight() * 0.45f, 9f) : narrow;
        float shotW = wide ? c.width() : colW;
        float numW = c.width(keys.size() + ".", Face.SERIF_BOLD, KEY_STEP) + 4f;
        List<Integer> shots = shotsAfter(keys.size(), !wide);
        List<Block> blocks = new ArrayList<>();
        int from = 1;
        for (int i = 1; i <= keys.size(); i++) {
            blocks.add(new KeyPara(i + ".", c.wrap(keyText(p, keys.get(i - 1)), Face.SERIF, KEY_STEP, colW - numW)));
            if (shots.contains(i)) {
                Set<Long> fresh = new HashSet<>();
                for (int j = from; j <= i; j++) {
                    for (PuzzleFacts.MarkFact mk : keys.get(j - 1).marks()) {
                        fresh.add(GridPicture.key(mk.a(), mk.b()));
                    }
                }
                String caption = m.fill(from == i ? "steps.keygrid.one" : "steps.keygrid", from, i);
                blocks.add(new Shot(grid, c.wrapAtMost(caption, Face.SANS, KEY_CAPTION, shotW, 3),
                        keys.get(i - 1).after(), fresh, wide));
                from = i + 1;
            }
        }
        String head = continued(heading, m.fill("steps.continued"));
        heading(heading, HEADING, Math.min(blockHeight(blocks.get(0), 0), c.bodyHeight() / 3));
        int start = c.pageIndex();
        new KeyFlow(blocks, cols, colW, numW, head).run();
        stepsEnd(f);
        c.down(12f);
        return start;
    }

    private static float blockHeight(Block b, int fromLine) {
        if (b instanceof KeyPara para) {
            return (para.lines().size() - fromLine) * KEY_LEADING + KEY_GAP;
        }
        Shot s = (Shot) b;
        return s.caption().size() * KEY_CAPTION_LEADING + 2f + s.grid().height() + 8f;
    }

    /**
     * Sets key-step blocks from the cursor in {@code cols} columns, balanced on the last page, over as many pages
     * as they need (each continuation page with a running head); a key step may break between lines at a column's
     * foot (at least two lines either side), a grid never; a wide grid ends the columns above it and spans the page.
     */
    private final class KeyFlow {
        private final List<Block> blocks;
        private final int cols;
        private final float colW;
        private final float numW;
        private final String head;
        private int bi;
        private int li;
        /** True on a continuation page nothing has been set on yet. */
        private boolean fresh;

        KeyFlow(List<Block> blocks, int cols, float colW, float numW, String head) {
            this.blocks = blocks;
            this.cols = cols;
            this.colW = colW;
            this.numW = numW;
            this.head = head;
        }

        void run() {
            while (bi < blocks.size()) {
                int end = bi;
                while (end < blocks.size() && !(blocks.get(end) instanceof Shot s && s.wide())) {
                    end++;
                }
                columns(end);
                if (end < blocks.size()) {
                    Shot s = (Shot) blocks.get(end);
                    if (!c.fits(blockHeight(s, 0))) {
                        newPage();
                    }
                    drawShot(s, c.left(), c.width());
                    bi = end + 1;
                    li = 0;
                }
            }
        }

        private void newPage() {
            c.newPage();
            runningHead(head);
            fresh = true;
        }

        /** Flows blocks {@code bi..end-1} through the columns. */
        private void columns(int end) {
            while (bi < end) {
                float top = c.y();
                float need = 0;
                for (int i = bi; i < end; i++) {
                    need += blockHeight(blocks.get(i), i == bi ? li : 0);
                }
                float bottom = c.bottom();
                if (cols == 2 && need <= 2 * (top - c.bottom())) {
                    bottom = Math.max(c.bottom(), top - balanced(end) - 0.5f);
                }
                int before = bi;
                int beforeLine = li;
                float lowest = top;
                for (int col = 0; col < cols && bi < end; col++) {
                    c.moveTo(top);
                    column(end, c.left() + col * (colW + GUTTER), col == cols - 1 ? c.bottom() : bottom);
                    lowest = Math.min(lowest, c.y());
                }
                c.moveTo(lowest);
                boolean moved = bi != before || li != beforeLine;
                if (!moved) { // nothing fitted: a fresh page, or force the block there
                    if (fresh) {
                        forceOne();
                    } else {
                        newPage();
                        continue;
                    }
                }
                fresh = false;
                if (bi < end) {
                    newPage();
                }
            }
        }

        /** The height of the taller of two columns holding the rest of blocks {@code bi..end-1}, split at blocks. */
        private float balanced(int end) {
            float total = 0;
            for (int i = bi; i < end; i++) {
                total += blockHeight(blocks.get(i), i == bi ? li : 0);
            }
            float left = 0;
            float best = total;
            for (int i = bi; i < end; i++) {
                left += blockHeight(blocks.get(i), i == bi ? li : 0);
                best = Math.min(best, Math.max(left, total - left));
            }
            return best;
        }

        /** Sets blocks in one column at {@code x} down to {@code bottom}, breaking a key step between lines. */
        private void column(int end, float x, float bottom) {
            while (bi < end) {
                Block b = blocks.get(bi);
                float h = blockHeight(b, li);
                if (c.y() - h >= bottom - 0.01f) {
                    draw(b, x, Integer.MAX_VALUE);
                    continue;
                }
                if (b instanceof KeyPara para) {
                    int fit = (int) Math.floor((c.y() - bottom + 0.01f) / KEY_LEADING);
                    int left = para.lines().size() - li;
                    if (fit >= 2 && left - fit >= 2) {
                        draw(b, x, fit);
                    }
                }
                return;
            }
        }

        /** A block too tall for a fresh column (a very long key step): as much of it as fits, in the first column. */
        private void forceOne() {
            Block b = blocks.get(bi);
            if (b instanceof KeyPara) {
                draw(b, c.left(), Math.max(1, (int) Math.floor((c.y() - c.bottom()) / KEY_LEADING)));
            } else {
                drawShot((Shot) b, c.left(), colW);
                bi++;
            }
        }

        /** Draws up to {@code maxLines} more lines of a key step (all of a grid), advancing the position. */
        private void draw(Block b, float x, int maxLines) {
            if (b instanceof Shot s) {
                drawShot(s, x, s.wide() ? c.width() : colW);
                bi++;
                li = 0;
                return;
            }
            KeyPara para = (KeyPara) b;
            int to = maxLines >= para.lines().size() - li ? para.lines().size() : li + maxLines;
            for (int l = li; l < to; l++) {
                float base = c.y() - KEY_STEP * 0.8f;
                if (l == 0) {
                    c.textRight(para.num(), Face.SERIF_BOLD, KEY_STEP, x + numW - 4f, base, 0f);
                }
                c.text(para.lines().get(l), Face.SERIF, KEY_STEP, x + numW, base);
                c.down(KEY_LEADING);
            }
            if (to == para.lines().size()) {
                c.down(KEY_GAP);
                bi++;
                li = 0;
            } else {
                li = to;
            }
        }

        private void drawShot(Shot s, float x, float width) {
            float y = c.y();
            for (String line : s.caption()) {
                c.text(line, Face.SANS, KEY_CAPTION, x, y - KEY_CAPTION * 0.8f, Canvas.GREY);
                y -= KEY_CAPTION_LEADING;
            }
            y -= 2f;
            s.grid().draw(c, x + (width - s.grid().width()) / 2, y, s.marks(), s.fresh());
            c.moveTo(y - s.grid().height() - 8f);
        }
    }

    private void stepsEnd(PuzzleFacts f) {
        String end = switch (f.stepsEnd()) {
            case SOLVED -> null;
            case STUCK -> m.fill("steps.stuck");
            case CONTRADICTION -> m.fill("steps.contradiction");
            case NOT_AVAILABLE -> m.fill("steps.none");
            case TOO_LONG -> m.fill("steps.tooLong");
        };
        if (end != null) {
            List<String> lines = c.wrap(end, Face.SERIF, STEP, c.width());
            if (!c.fits(lines.size() * STEP_LEADING)) {
                c.newPage();
            }
            lines(lines, Face.SERIF, STEP, STEP_LEADING, c.left(), 0f);
        }
    }

    int steps(PuzzleFacts f, String heading, boolean newPage) {
        if (newPage) {
            c.newPageUnlessEmpty();
        }
        List<PuzzleFacts.StepFacts> steps = f.steps();
        float numW = c.width(Math.max(1, steps.size()) + ".", Face.SERIF_BOLD, STEP) + 6f;
        float textW = c.width() - numW;
        String head = continued(heading, m.fill("steps.continued"));
        List<List<String>> texts = new ArrayList<>();
        List<List<String>> marks = new ArrayList<>();
        for (PuzzleFacts.StepFacts s : steps) {
            texts.add(c.wrap(s.text(), Face.SERIF, STEP, textW));
            marks.add(s.marks().isEmpty() ? List.of() : c.wrap(marksInWords(f.puzzle(), s), Face.SANS, MARK, textW));
        }
        float firstH = steps.isEmpty() ? BODY_LEADING
                : texts.get(0).size() * STEP_LEADING + marks.get(0).size() * MARK_LEADING;
        heading(heading, HEADING, Math.min(firstH, 200f));
        int start = c.pageIndex();
        int shotFrom = 0;
        for (int i = 0; i < steps.size(); i++) {
            float h = texts.get(i).size() * STEP_LEADING + marks.get(i).size() * MARK_LEADING + 4f;
            if (!c.fits(h) && h <= c.bodyHeight() - 40f) {
                c.newPage();
                runningHead(head);
            }
            boolean first = true;
            for (String line : texts.get(i)) {
                if (!c.fits(STEP_LEADING)) {
                    c.newPage();
                    runningHead(head);
                }
                float base = c.y() - STEP * 0.8f;
                if (first) {
                    c.textRight((i + 1) + ".", Face.SERIF_BOLD, STEP, c.left() + numW - 6f, base, 0f);
                    first = false;
                }
                c.text(line, Face.SERIF, STEP, c.left() + numW, base);
                c.down(STEP_LEADING);
            }
            for (String line : marks.get(i)) {
                if (!c.fits(MARK_LEADING)) {
                    c.newPage();
                    runningHead(head);
                }
                c.text(line, Face.SANS, MARK, c.left() + numW, c.y() - MARK * 0.8f, Canvas.GREY);
                c.down(MARK_LEADING);
            }
            c.down(4f);
            if ((i + 1) % SNAPSHOT_EVERY == 0 || i == steps.size() - 1) {
                snapshot(f, shotFrom, i, head);
                shotFrom = i + 1;
            }
        }
        String end = switch (f.stepsEnd()) {
            case SOLVED -> null;
            case STUCK -> m.fill("steps.stuck");
            case CONTRADICTION -> m.fill("steps.contradiction");
            case NOT_AVAILABLE -> m.fill("steps.none");
            case TOO_LONG -> m.fill("steps.tooLong");
        };
        if (end != null) {
            List<String> lines = c.wrap(end, Face.SERIF, STEP, c.width());
            if (!c.fits(lines.size() * STEP_LEADING)) {
                c.newPage();
            }
            lines(lines, Face.SERIF, STEP, STEP_LEADING, c.left(), 0f);
        }
        c.down(16f);
        return start;
    }

    private static final float STEP = 9.5f;
    private static final float STEP_LEADING = 12.5f;
    private static final float MARK = 8f;
    private static final float MARK_LEADING = 10.5f;

    /** The grid after step {@code to} (0-based) with the marks of steps {@code from..to} shaded, captioned. */
    private void snapshot(PuzzleFacts f, int from, int to, String head) {
        Set<Long> fresh = new HashSet<>();
        for (int j = from; j <= to; j++) {
            fresh.addAll(cells(f.steps().get(j)));
        }
        String caption = from == to ? m.fill("steps.grid.one", to + 1) : m.fill("steps.grid", from + 1, to + 1);
        float capH = MARK_LEADING + 4f;
        GridPicture grid = GridPicture.fit(c, f.puzzle(), c.width() * 0.8f, c.bodyHeight() * 0.36f, 10f);
        if (!c.fits(capH + grid.height() + 8f)) {
            c.newPage();
            runningHead(head);
        }
        c.text(caption, Face.SANS, MARK, c.left(), c.y() - MARK * 0.8f, Canvas.GREY);
        c.down(capH);
        grid.draw(c, c.left() + (c.width() - grid.width()) / 2, c.y(), f.steps().get(to).after(), fresh);
        c.down(grid.height() + 12f);
    }

    /** The marks of a step as a reader says them: "● Norwegian – House 1; ✗ Englishman – blue". */
    String marksInWords(Puzzle p, PuzzleFacts.StepFacts s) {
        List<String> parts = new ArrayList<>();
        for (PuzzleFacts.MarkFact mk : s.marks()) {
            if (mk.value() == Mark.UNKNOWN) {
                continue;
            }
            parts.add(m.fill(mk.value() == Mark.YES ? "steps.marks.yes" : "steps.marks.no", itemName(p, mk.a()),
                    itemName(p, mk.b())));
        }
        return String.join(m.fill("steps.marks.separator"), parts);
    }

    /** An item as a reader names it; a bare number gets its category's name ("House 3"). */
    static String itemName(Puzzle p, Item i) {
        Category cat = p.category(i.category());
        String d = cat.display(i.index());
        return d.matches("[-+]?[0-9.,]+") ? cat.name() + " " + d : d;
    }

    /** The cells of a step's marks, for highlighting. */
    static Set<Long> cells(PuzzleFacts.StepFacts s) {
        Set<Long> keys = new HashSet<>();
        for (PuzzleFacts.MarkFact mk : s.marks()) {
            keys.add(GridPicture.key(mk.a(), mk.b()));
        }
        return keys;
    }
}
