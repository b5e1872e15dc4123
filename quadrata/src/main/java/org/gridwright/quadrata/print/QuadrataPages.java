package org.gridwright.quadrata.print;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.gridwright.kind.PrintPages;
import org.gridwright.kind.Words;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.Square;

/**
 * The printed Quadrata: the puzzle page (title, how to play, the grid with its givens and signs) and the solution
 * page. Signs are drawn as chevrons between the cells, sized with the cells and never thinner than 1.2 pt, so a
 * sign cannot be read as part of a number at any order; the chevron's point is at the smaller cell.
 */
public final class QuadrataPages implements PrintPages<Quadrata> {
    static final Words W = Words.of("org.gridwright.quadrata.print.Print", Locale.ENGLISH,
            QuadrataPages.class.getClassLoader());
    private static final String FONT_DIR = "/net/sf/jasperreports/fonts/dejavu/";
    private static final float MARGIN = 56;
    /** The gap between cells, as a share of a cell: room for a chevron the reader cannot miss. */
    static final float GAP = 0.55f;

    @Override
    public int puzzlePages(PDDocument doc, Quadrata q, PDRectangle paper) throws IOException {
        page(doc, q, paper, null, title(q));
        return 1;
    }

    @Override
    public int solutionPages(PDDocument doc, Quadrata q, PDRectangle paper) throws IOException {
        Square s = q.solution().orElse(null);
        if (s == null) {
            return 0;
        }
        page(doc, q, paper, s, W.fill("solution", title(q)));
        return 1;
    }

    private static String title(Quadrata q) {
        return q.title() == null ? W.fill("untitled") : q.title();
    }

    private void page(PDDocument doc, Quadrata q, PDRectangle paper, Square solution, String heading)
            throws IOException {
        PDFont regular = font(doc, "DejaVuSans.ttf");
        PDFont bold = font(doc, "DejaVuSans-Bold.ttf");
        PDPage page = new PDPage(paper);
        doc.addPage(page);
        float w = paper.getWidth();
        float h = paper.getHeight();
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            float y = h - MARGIN;
            y = text(cs, bold, 20, heading, MARGIN, y, w - 2 * MARGIN);
            y -= 6;
            if (solution == null && q.intro() != null) {
                y = text(cs, regular, 10.5f, q.intro(), MARGIN, y, w - 2 * MARGIN);
            } else if (solution == null) {
                y = text(cs, regular, 10.5f, W.fill("order", String.join(" < ", q.symbols())), MARGIN, y,
                        w - 2 * MARGIN);
            }
            y -= 18;
            grid(cs, q, solution, regular, bold, MARGIN, MARGIN, w - 2 * MARGIN, y - MARGIN);
        }
    }

    /** Draws the grid centred in the box (x, bottom, width, height). */
    static void grid(PDPageContentStream cs, Quadrata q, Square solution, PDFont regular, PDFont bold, float x,
            float bottom, float width, float height) throws IOException {
        int n = q.size();
        float units = n + (n - 1) * GAP;
        float cell = Math.min(Math.min(width, height) / units, 64);
        float gap = cell * GAP;
        float total = cell * units;
        float left = x + (width - total) / 2;
        float top = bottom + height - (height - total) / 4;
        float lw = Math.max(0.8f, cell / 40);
        cs.setLineWidth(lw);
        cs.setStrokingColor(0f);
        // the longest symbol fixes one font size for the whole grid
        float size = cell * 0.6f;
        for (String s : q.symbols()) {
            float tw = regular.getStringWidth(s) / 1000 * size;
            if (tw > cell * 0.86f) {
                size *= cell * 0.86f / tw;
            }
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                float cx = left + c * (cell + gap);
                float cy = top - r * (cell + gap) - cell;
                cs.addRect(cx, cy, cell, cell);
                cs.stroke();
                int g = q.givenAt(r, c);
                int v = g >= 0 ? g : solution == null ? -1 : solution.at(r, c);
                if (v >= 0) {
                    PDFont f = g >= 0 ? bold : regular;
                    String s = q.symbol(v);
                    float tw = f.getStringWidth(s) / 1000 * size;
                    cs.setNonStrokingColor(g >= 0 || solution == null ? 0f : 0.25f);
                    cs.beginText();
                    cs.setFont(f, size);
                    cs.newLineAtOffset(cx + (cell - tw) / 2, cy + (cell - size * 0.72f) / 2);
                    cs.showText(s);
                    cs.endText();
                    cs.setNonStrokingColor(0f);
                }
            }
        }
        float chevron = Math.max(1.2f, cell / 14);
        cs.setLineWidth(chevron);
        cs.setLineCapStyle(1);
        cs.setLineJoinStyle(1);
        for (Sign s : q.signs()) {
            if (s.horizontal()) {
                int c = Math.min(s.c1(), s.c2());
                float gx = left + c * (cell + gap) + cell; // left edge of the gap
                float my = top - s.r1() * (cell + gap) - cell / 2;
                boolean pointLeft = s.c1() < s.c2(); // the smaller cell is on the left
                float tip = pointLeft ? gx + gap * 0.22f : gx + gap * 0.78f;
                float tail = pointLeft ? gx + gap * 0.78f : gx + gap * 0.22f;
                float arm = gap * 0.42f;
                cs.moveTo(tail, my + arm);
                cs.lineTo(tip, my);
                cs.lineTo(tail, my - arm);
            } else {
                int r = Math.min(s.r1(), s.r2());
                float gy = top - r * (cell + gap) - cell; // top edge of the gap
                float mx = left + s.c1() * (cell + gap) + cell / 2;
                boolean pointUp = s.r1() < s.r2(); // the smaller cell is above
                float tip = pointUp ? gy - gap * 0.22f : gy - gap * 0.78f;
                float tail = pointUp ? gy - gap * 0.78f : gy - gap * 0.22f;
                float arm = gap * 0.42f;
                cs.moveTo(mx - arm, tail);
                cs.lineTo(mx, tip);
                cs.lineTo(mx + arm, tail);
            }
            cs.stroke();
        }
        cs.setLineCapStyle(0);
        cs.setLineJoinStyle(0);
    }

    /**
     * Writes wrapped text from (x, y) down; returns the y below it. A line never starts with a sign: "<" and ">" stay
     * with the word before them, so the order of symbols reads "E <" / "F", not "E" / "< F".
     */
    private static float text(PDPageContentStream cs, PDFont f, float size, String text, float x, float y,
            float width) throws IOException {
        List<String> words = new ArrayList<>();
        for (String word : text.split("\\s+")) {
            if ((word.equals("<") || word.equals(">")) && !words.isEmpty()) {
                words.set(words.size() - 1, words.get(words.size() - 1) + " " + word);
            } else {
                words.add(word);
            }
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (f.getStringWidth(tryLine) / 1000 * size > width && line.length() > 0) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tryLine);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        float lead = size * 1.3f;
        for (String l : lines) {
            y -= lead;
            cs.beginText();
            cs.setFont(f, size);
            cs.newLineAtOffset(x, y);
            cs.showText(l);
            cs.endText();
        }
        return y;
    }

    private static PDFont font(PDDocument doc, String file) throws IOException {
        try (InputStream in = QuadrataPages.class.getResourceAsStream(FONT_DIR + file)) {
            if (in == null) {
                throw new IOException("font " + file + " is missing from the class path");
            }
            return PDType0Font.load(doc, in);
        }
    }
}
