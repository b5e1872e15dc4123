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

    DocumentWriter(Canvas c, Templates m) {
        this.c = c;
        this.m = m;
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
        List<String> lines = c.wrapAtMost(text, Face.SANS_BOLD, size, c.width(), 3);
        float h = lines.size() * size * 1.25f + size * 0.5f;
        if (!c.fits(h + keepWith)) {
            c.newPage();
        }
        lines(lines, Face.SANS_BOLD, size, size * 1.25f, c.left(), 0f);
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

    /** Writes a puzzle from the top of a new page; returns the index of its first page. */
    int puzzle(PuzzleFacts f, String title) {
        c.newPageUnlessEmpty();
        int start = c.pageIndex();
        heading(title, TITLE, 0);
        List<String> meta = c.wrapAtMost(levelLine(f), Face.SANS, 9.5f, c.width(), 3);
        lines(meta, Face.SANS, 9.5f, 12f, c.left(), Canvas.GREY);
        c.down(10f);

        ClueBlock clues = new ClueBlock(f.clues());
        // the whole puzzle on one page if the grid stays readable; else the grid as large as fits, clues after
        float roomForGrid = c.remaining() - clues.height() - 16f;
        GridPicture grid = GridPicture.fit(c, f.puzzle(), c.width(), roomForGrid, 22f);
        if (grid.height() > roomForGrid || grid.cellSize() < 9.5f) {
            float reserve = HEADING * 2f + clues.firstHeight() + 16f;
            GridPicture big = GridPicture.fit(c, f.puzzle(), c.width(), c.remaining() - reserve, COMFORTABLE_CELL);
            if (big.cellSize() > grid.cellSize() || grid.height() > roomForGrid) {
                grid = big;
            }
        }
        grid.draw(c, c.left() + (c.width() - grid.width()) / 2, c.y(), null, Set.of());
        c.down(grid.height() + 16f);
        if (grid.shortened()) {
            categories(f.puzzle());
        }
        clues.draw(title);
        return start;
    }

    /** The categories and their items in full, for when the grid had to shorten some. */
    private void categories(Puzzle p) {
        float size = BODY - 1f;
        float leading = BODY_LEADING - 1.5f;
        float indent = 12f;
        List<String> names = new ArrayList<>();
        List<List<String>> blocks = new ArrayList<>();
        float h = 0;
        for (Category cat : p.categories()) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < cat.size(); i++) {
                items.add(cat.display(i));
            }
            String name = m.fill("categories.name", cat.name());
            float nameW = c.width(name + " ", Face.SERIF_BOLD, size);
            List<String> lines = c.wrap(String.join(m.fill("list.separator"), items), Face.SERIF, size,
                    Math.max(c.width() - nameW, 0), c.width() - indent);
            names.add(name);
            blocks.add(lines);
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

    /** The numbered clues, wrapped to the body width. */
    private final class ClueBlock {
        private final List<List<String>> wrapped = new ArrayList<>();
        private final float numW;

        ClueBlock(List<String> texts) {
            numW = c.width(texts.size() + ".", Face.SERIF_BOLD, BODY) + 6f;
            for (String t : texts) {
                wrapped.add(c.wrap(t, Face.SERIF, BODY, c.width() - numW));
            }
        }

        /** The height of the first clue (kept with the heading). */
        float firstHeight() {
            return wrapped.isEmpty() ? 0 : Math.min(wrapped.get(0).size() * BODY_LEADING, c.bodyHeight() / 3);
        }

        /** The height of the whole block, heading included. */
        float height() {
            float h = HEADING * 1.75f;
            for (List<String> lines : wrapped) {
                h += lines.size() * BODY_LEADING + 3f;
            }
            return h;
        }

        void draw(String title) {
            heading(m.fill("clues.heading"), HEADING, firstHeight());
            String head = continued(title, m.fill("clues.continued"));
            for (int i = 0; i < wrapped.size(); i++) {
                List<String> lines = wrapped.get(i);
                float h = lines.size() * BODY_LEADING;
                if (!c.fits(h) && h <= c.bodyHeight() - 40f) {
                    c.newPage();
                    runningHead(head);
                }
                String num = (i + 1) + ".";
                for (int l = 0; l < lines.size(); l++) {
                    if (!c.fits(BODY_LEADING)) {
                        c.newPage();
                        runningHead(head);
                    }
                    float base = c.y() - BODY * 0.8f;
                    if (l == 0) {
                        c.textRight(num, Face.SERIF_BOLD, BODY, c.left() + numW - 6f, base, 0f);
                    }
                    c.text(lines.get(l), Face.SERIF, BODY, c.left() + numW, base);
                    c.down(BODY_LEADING);
                }
                c.down(3f);
            }
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
        float fullH = c.bodyHeight() - headH - table.height() - 20f;
        GridPicture grid = GridPicture.fit(c, p, c.width(), Math.min(c.bodyHeight() * 0.5f, fullH), 16f);
        if (grid.cellSize() < 9f) {
            grid = GridPicture.fit(c, p, c.width(), fullH, 16f);
        }
        float total = headH + grid.height() + 12f + table.height();
        if (!c.fits(total)) {
            c.newPage();
        }
        int page = c.pageIndex();
        heading(heading, HEADING, grid.height());
        float x = c.left() + (c.width() - Math.max(grid.width(), table.width())) / 2;
        grid.draw(c, x, c.y(), Grid.of(f.solution()), Set.of());
        c.down(grid.height() + 12f);
        table.draw(x, c.y());
        c.down(table.height() + 22f);
        return page;
    }

    /** The answer table: one row per entity, one column per category. */
    static final class AnswerTable {
        private final Canvas c;
        private final Puzzle p;
        private final int[][] rows;
        private final float size;
        private final float[] colW;

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
            float gap = 10f;
            float sum = 0;
            for (float w : w1) {
                sum += w;
            }
            float sz = Math.max(6f, Math.min(9.5f, (maxW - gap * cats) / Math.max(sum, 0.001f)));
            this.size = sz;
            this.colW = new float[cats];
            float total = 0;
            for (int j = 0; j < cats; j++) {
                colW[j] = w1[j] * sz + gap;
                total += colW[j];
            }
            if (total > maxW) { // even the smallest size is too wide: share the width, labels shortened
                for (int j = 0; j < cats; j++) {
                    colW[j] = colW[j] * maxW / total;
                }
            }
        }

        float rowHeight() {
            return size * 1.6f;
        }

        float height() {
            return rowHeight() * (rows.length + 1) + 2f;
        }

        float width() {
            float w = 0;
            for (float cw : colW) {
                w += cw;
            }
            return w;
        }

        void draw(float x, float top) {
            float rh = rowHeight();
            float y = top;
            float totalW = 0;
            for (float w : colW) {
                totalW += w;
            }
            c.line(x, y, x + totalW, y, 0.8f, 0f);
            float cx = x;
            for (int j = 0; j < colW.length; j++) {
                String h = c.fit(p.category(j).name(), Face.CONDENSED_BOLD, size, colW[j] - 6f);
                c.text(h, Face.CONDENSED_BOLD, size, cx, y - rh + size * 0.45f);
                cx += colW[j];
            }
            y -= rh;
            c.line(x, y, x + totalW, y, 0.8f, 0f);
            for (int[] row : rows) {
                cx = x;
                for (int j = 0; j < colW.length; j++) {
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
