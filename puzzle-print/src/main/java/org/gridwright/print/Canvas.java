package org.gridwright.print;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;
import org.gridwright.print.FontFiles.Face;

/**
 * A document being written, page after page: the current page's content stream, a cursor moving down the page
 * between the margins, and drawing primitives (text in runs of embedded fonts, lines, marks). Everything drawn
 * through it stays inside the margins: callers ask {@link #fits(float)} and {@link #newPage()} as they flow.
 */
final class Canvas implements AutoCloseable {
    /** Greys used for secondary text and thin lines. */
    static final float GREY = 0.35f;

    private final PDDocument doc;
    private final Trim paper;
    /** The bleed round the trim: the page is that much larger on every side; drawing is shifted in by it. */
    private final float bleed;
    private final Fonts fonts;
    private final float margin;
    /** The binding gutter added to the inner margin (left on right-hand pages, right on left-hand pages). */
    private final float gutter;
    private final java.util.Set<Integer> blanks = new java.util.HashSet<>();
    private PDPageContentStream cs;
    private float y;
    private int current = -1;

    Canvas(PDDocument doc, Paper paper, Fonts fonts) {
        this(doc, paper, fonts, false);
    }

    /** @param gutter mirrored margins with a binding gutter */
    Canvas(PDDocument doc, Paper paper, Fonts fonts, boolean gutter) {
        this(doc, Trim.of(paper), 0f, fonts, gutter);
    }

    /** @param bleed the bleed round the trim, in points */
    Canvas(PDDocument doc, Trim paper, float bleed, Fonts fonts, boolean gutter) {
        this.doc = doc;
        this.paper = paper;
        this.bleed = bleed;
        this.fonts = fonts;
        this.margin = paper.margin();
        this.gutter = gutter ? GUTTER_WIDTH : 0f;
    }

    /** The binding gutter: a quarter inch. */
    static final float GUTTER_WIDTH = 18f;

    /** True when the current page is a right-hand page (odd page number, even index). */
    private boolean recto() {
        return current % 2 == 0;
    }

    /** Leaves the current page empty on purpose (a blank left-hand page before a spread): it gets no number. */
    void blankPage() {
        blanks.add(current);
    }

    boolean isBlank(int pageIndex) {
        return blanks.contains(pageIndex);
    }

    /** True when the cursor is at {@code top} on a page nothing was drawn on below the running head. */
    boolean atTopOfPage(float top) {
        return y >= top - 0.01f;
    }

    PDDocument doc() {
        return doc;
    }

    Fonts fonts() {
        return fonts;
    }

    Trim trim() {
        return paper;
    }

    float left() {
        return margin + (recto() ? gutter : 0f);
    }

    float right() {
        return paper.width() - margin - (recto() ? 0f : gutter);
    }

    float top() {
        return paper.height() - margin;
    }

    /** The lowest a text baseline or drawing may go (the page number sits below, in the margin). */
    float bottom() {
        return margin;
    }

    float width() {
        return right() - left();
    }

    float bodyHeight() {
        return top() - bottom();
    }

    /** The cursor: the top of the space not yet used on the current page. */
    float y() {
        return y;
    }

    void moveTo(float newY) {
        y = newY;
    }

    void down(float dy) {
        y -= dy;
    }

    /** The space left on the current page below the cursor. */
    float remaining() {
        return y - bottom();
    }

    boolean fits(float height) {
        return cs != null && y - height >= bottom() - 0.01f;
    }

    /** True when nothing has been drawn on the current page yet (or there is no page). */
    boolean atTopOfPage() {
        return cs == null || y >= top() - 0.01f;
    }

    /** Starts a new page, or stays on the current one if nothing is on it yet. */
    void newPageUnlessEmpty() {
        if (!atTopOfPage()) {
            newPage();
        } else if (cs == null) {
            newPage();
        }
    }

    /** Adds a page kept for later (contents drawn afterwards): the next {@link #newPageUnlessEmpty()} leaves it. */
    void reservePage() {
        newPage();
        y = bottom();
    }

    /** Starts a new page and puts the cursor at its top. */
    void newPage() {
        closeStream();
        PDRectangle media = new PDRectangle(paper.width() + 2 * bleed, paper.height() + 2 * bleed);
        PDPage page = new PDPage(media);
        page.setTrimBox(new PDRectangle(bleed, bleed, paper.width(), paper.height()));
        page.setBleedBox(media);
        doc.addPage(page);
        current = doc.getNumberOfPages() - 1;
        try {
            cs = new PDPageContentStream(doc, page);
            shift();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        y = top();
    }

    /** Reopens an earlier page to draw more on it (the cursor goes to its top); {@link #newPage()} leaves it. */
    void reopen(int pageIndex) {
        closeStream();
        try {
            cs = new PDPageContentStream(doc, doc.getPage(pageIndex), PDPageContentStream.AppendMode.APPEND, true,
                    true);
            shift();
            current = pageIndex;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        y = top();
    }

    /** Moves the origin to the trim's corner, so that everything is laid out in trim coordinates. */
    private void shift() throws IOException {
        if (bleed > 0f) {
            cs.transform(Matrix.getTranslateInstance(bleed, bleed));
        }
    }

    /** The current page's index in the document (0-based). */
    int pageIndex() {
        return current;
    }

    PDPage page() {
        return doc.getPage(current);
    }

    private void closeStream() {
        if (cs != null) {
            try {
                cs.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            cs = null;
        }
    }

    @Override
    public void close() {
        closeStream();
    }

    // ---- text ----

    float width(String text, Face face, float size) {
        return fonts.width(text, face, size);
    }

    /** Draws one line of text with its baseline at {@code baseline}, starting at {@code x}. */
    void text(String text, Face face, float size, float x, float baseline) {
        text(text, face, size, x, baseline, 0f);
    }

    /** Draws one line of text in grey level {@code grey} (0 black). */
    void text(String text, Face face, float size, float x, float baseline, float grey) {
        try {
            cs.beginText();
            cs.setNonStrokingColor(grey);
            cs.newLineAtOffset(x, baseline);
            show(text, face, size, grey);
            cs.endText();
            cs.setNonStrokingColor(0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Shows the runs of {@code text} inside a text object; emboldened runs are filled and stroked. */
    private void show(String text, Face face, float size, float grey) throws IOException {
        for (Fonts.Run r : fonts.runs(text, face)) {
            cs.setFont(r.font(), size);
            if (r.embolden()) {
                cs.setRenderingMode(org.apache.pdfbox.pdmodel.graphics.state.RenderingMode.FILL_STROKE);
                cs.setStrokingColor(grey);
                cs.setLineWidth(size * 0.04f);
            }
            cs.showText(r.text());
            if (r.embolden()) {
                cs.setRenderingMode(org.apache.pdfbox.pdmodel.graphics.state.RenderingMode.FILL);
                cs.setStrokingColor(0f);
            }
        }
    }

    /** Draws text centred on {@code cx}. */
    void textCentred(String text, Face face, float size, float cx, float baseline) {
        text(text, face, size, cx - width(text, face, size) / 2, baseline);
    }

    /** Draws text ending at {@code rx}. */
    void textRight(String text, Face face, float size, float rx, float baseline, float grey) {
        text(text, face, size, rx - width(text, face, size), baseline, grey);
    }

    /** Draws text turned 90° anticlockwise (read from bottom to top), baseline through {@code (x, y)}. */
    void textUp(String text, Face face, float size, float x, float y) {
        try {
            cs.beginText();
            cs.setTextMatrix(Matrix.getRotateInstance(Math.PI / 2, x, y));
            show(text, face, size, 0f);
            cs.endText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Breaks {@code text} into lines no wider than {@code width}, at spaces only (so copying the text back gives it
     * exactly); a single word wider than the line is cut between characters as a last resort. Linear in the length
     * of the text.
     */
    List<String> wrap(String text, Face face, float size, float width) {
        return wrap(text, face, size, width, width);
    }

    /** As {@link #wrap(String, Face, float, float)}, the first line {@code firstWidth} wide (after a lead-in). */
    List<String> wrap(String text, Face face, float size, float firstWidth, float width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        float spaceW = width(" ", face, size);
        float lineW = 0;
        String s = text.strip();
        int i = 0;
        int n = s.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int j = i;
            while (j < n && !Character.isWhitespace(s.charAt(j))) {
                j++;
            }
            String word = s.substring(i, j);
            i = j;
            float w = width(word, face, size);
            float room = lines.isEmpty() ? firstWidth : width;
            if (line.length() > 0 && lineW + spaceW + w <= room) {
                line.append(' ').append(word);
                lineW += spaceW + w;
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
                lineW = 0;
            }
            int from = 0;
            while (w > (lines.isEmpty() ? firstWidth : width)) {
                float r = lines.isEmpty() ? firstWidth : width;
                if (lines.isEmpty() && firstWidth < width && width(word.substring(from, word.offsetByCodePoints(from, 1)),
                        face, size) > r && r < this.width() / 2) {
                    lines.add(""); // not even one character fits after the lead-in: start on the next line
                    continue;
                }
                int cut = fonts.fitEnd(word, from, face, size, r);
                lines.add(word.substring(from, cut));
                w -= width(word.substring(from, cut), face, size);
                from = cut;
            }
            line.append(word, from, word.length());
            lineW = Math.max(0, w);
        }
        if (line.length() > 0 || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** {@code text} shortened with an ellipsis to fit {@code width} (unchanged if it fits); linear in its length. */
    String fit(String text, Face face, float size, float width) {
        if (width(text, face, size) <= width) {
            return text;
        }
        float room = width - width("…", face, size);
        if (room <= 0) {
            return "…";
        }
        int end = fonts.fitEnd(text, 0, face, size, room);
        // fitEnd takes at least one character; drop it again if it overflows
        if (end > 0 && width(text.substring(0, end), face, size) > room) {
            end = text.offsetByCodePoints(end, -1);
        }
        return text.substring(0, end).stripTrailing() + "…";
    }

    /**
     * {@code text} wrapped to at most {@code maxLines} lines, the last one cut with an ellipsis when more would
     * follow: for titles and headings, which must not run off a page whatever their length.
     */
    List<String> wrapAtMost(String text, Face face, float size, float width, int maxLines) {
        List<String> lines = wrap(text, face, size, width);
        if (lines.size() <= maxLines) {
            return lines;
        }
        List<String> kept = new ArrayList<>(lines.subList(0, maxLines - 1));
        String last = lines.get(maxLines - 1) + " " + lines.get(maxLines);
        String cut = fit(last, face, size, width);
        kept.add(cut.endsWith("…") ? cut : cut + "…");
        return kept;
    }

    // ---- shapes ----

    void line(float x1, float y1, float x2, float y2, float lineWidth, float grey) {
        try {
            cs.setLineWidth(lineWidth);
            cs.setStrokingColor(grey);
            cs.moveTo(x1, y1);
            cs.lineTo(x2, y2);
            cs.stroke();
            cs.setStrokingColor(0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void rect(float x, float y, float w, float h, float lineWidth) {
        try {
            cs.setLineWidth(lineWidth);
            cs.addRect(x, y, w, h);
            cs.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void fillRect(float x, float y, float w, float h, float r, float g, float b) {
        try {
            cs.setNonStrokingColor(r, g, b);
            cs.addRect(x, y, w, h);
            cs.fill();
            cs.setNonStrokingColor(0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A filled disc: the ● mark. */
    void disc(float cx, float cy, float radius, float grey) {
        final float k = 0.552284749831f * radius;
        try {
            cs.setNonStrokingColor(grey);
            cs.moveTo(cx + radius, cy);
            cs.curveTo(cx + radius, cy + k, cx + k, cy + radius, cx, cy + radius);
            cs.curveTo(cx - k, cy + radius, cx - radius, cy + k, cx - radius, cy);
            cs.curveTo(cx - radius, cy - k, cx - k, cy - radius, cx, cy - radius);
            cs.curveTo(cx + k, cy - radius, cx + radius, cy - k, cx + radius, cy);
            cs.closePath();
            cs.fill();
            cs.setNonStrokingColor(0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A diagonal cross: the ✗ mark. */
    void cross(float cx, float cy, float half, float lineWidth, float grey) {
        try {
            cs.setLineWidth(lineWidth);
            cs.setStrokingColor(grey);
            cs.setLineCapStyle(1);
            cs.moveTo(cx - half, cy - half);
            cs.lineTo(cx + half, cy + half);
            cs.moveTo(cx - half, cy + half);
            cs.lineTo(cx + half, cy - half);
            cs.stroke();
            cs.setLineCapStyle(0);
            cs.setStrokingColor(0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
