package org.gridwright.print;

import java.awt.geom.Point2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;
import org.gridwright.core.model.Puzzle;

/** Prints puzzles to memory and reads the PDF back the way a reader's tools would. */
final class PdfProbe implements AutoCloseable {
    final byte[] bytes;
    final PDDocument doc;

    private PdfProbe(byte[] bytes) throws IOException {
        this.bytes = bytes;
        this.doc = Loader.loadPDF(bytes);
    }

    static PdfProbe read(byte[] pdf) throws IOException {
        return new PdfProbe(pdf);
    }

    /**
     * The facts layout tests print: the author's clue texts and the embedded solution, no engine (so made-up puzzles
     * that are not unique cost nothing to analyse).
     */
    static final Analyst PLAIN = (p, wantSolution, wantSteps) -> new PuzzleFacts(p,
            p.clues().stream().map(c -> c.meta().text()).toList(), wantSolution ? p.solution().orElse(null) : null,
            null, List.of(), wantSteps ? PuzzleFacts.StepsEnd.NOT_AVAILABLE : PuzzleFacts.StepsEnd.SOLVED);

    /** Prints with {@link #PLAIN} facts. */
    static PdfProbe print(PrintOptions o, List<Puzzle> puzzles) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o, PLAIN).print(puzzles, out);
        return new PdfProbe(out.toByteArray());
    }

    /** Prints with {@link #PLAIN} facts. */
    static PdfProbe print(PrintOptions o, Book book) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o, PLAIN).print(book, out);
        return new PdfProbe(out.toByteArray());
    }

    /** Prints as users do: facts from the engine. */
    static PdfProbe printWithEngine(PrintOptions o, List<Puzzle> puzzles) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o).print(puzzles, out);
        return new PdfProbe(out.toByteArray());
    }

    int pages() {
        return doc.getNumberOfPages();
    }

    /** The text of pages {@code from..to} (1-based, inclusive) as PDFTextStripper extracts it. */
    String text(int from, int to) {
        try {
            PDFTextStripper s = new PDFTextStripper();
            s.setStartPage(from);
            s.setEndPage(to);
            return s.getText(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String text() {
        return text(1, pages());
    }

    /**
     * Text with every run of white space (no-break spaces too) made one space, as a reader pasting wrapped lines
     * would see it.
     */
    static String flat(String s) {
        return s.replaceAll("[\\s\u00a0]+", " ").trim();
    }

    /** Every font used on any page. */
    List<PDFont> fonts() throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        for (PDPage page : doc.getPages()) {
            PDResources r = page.getResources();
            for (var name : r.getFontNames()) {
                fonts.add(r.getFont(name));
            }
        }
        return fonts;
    }

    /** A glyph drawn: its page (1-based), the box it covers in page space (rotation included), its character. */
    record Glyph(int page, float minX, float minY, float maxX, float maxY, String text) {
    }

    /** A glyph drawn and its size in points (the text matrix's scale included). */
    record Sized(int page, float size, String text) {
    }

    /** Every glyph of the document with the size it is drawn at. */
    List<Sized> sizedGlyphs() throws IOException {
        List<Sized> out = new ArrayList<>();
        eachGlyph((page, t) -> out.add(new Sized(page, t.getFontSizeInPt(), t.getUnicode())));
        return out;
    }

    /** Hands every glyph drawn, with its page (1-based), to {@code f}, as PDFTextStripper finds them. */
    private void eachGlyph(java.util.function.BiConsumer<Integer, TextPosition> f) throws IOException {
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition t) {
                f.accept(getCurrentPageNo(), t);
            }
        };
        s.getText(doc);
    }

    /** A point of a drawn path: its page (1-based) and position. */
    record Point(int page, float x, float y) {
    }

    /** Every glyph of the document with its start and end point (rotation included). */
    List<Glyph> glyphs() throws IOException {
        List<Glyph> out = new ArrayList<>();
        eachGlyph((page, t) -> {
            Matrix m = t.getTextMatrix();
            float x0 = m.getTranslateX();
            float y0 = m.getTranslateY();
            float adv = t.getWidthDirAdj();
            float size = t.getFontSizeInPt();
            double angle = Math.atan2(m.getShearY(), m.getScaleX());
            float dx = (float) Math.cos(angle);
            float dy = (float) Math.sin(angle);
            // corners: baseline start and end, raised by the ascent (0.8) and lowered by the descent (0.25)
            float[][] corners = {
                {x0 - dy * 0.8f * size, y0 + dx * 0.8f * size},
                {x0 + dy * 0.25f * size, y0 - dx * 0.25f * size},
                {x0 + dx * adv - dy * 0.8f * size, y0 + dy * adv + dx * 0.8f * size},
                {x0 + dx * adv + dy * 0.25f * size, y0 + dy * adv - dx * 0.25f * size}};
            float minX = Float.MAX_VALUE;
            float minY = Float.MAX_VALUE;
            float maxX = -Float.MAX_VALUE;
            float maxY = -Float.MAX_VALUE;
            for (float[] c : corners) {
                minX = Math.min(minX, c[0]);
                maxX = Math.max(maxX, c[0]);
                minY = Math.min(minY, c[1]);
                maxY = Math.max(maxY, c[1]);
            }
            out.add(new Glyph(page, minX, minY, maxX, maxY, t.getUnicode()));
        });
        return out;
    }

    /** Every point of every path drawn (lines, rectangles, curves), in page space. */
    List<Point> pathPoints() throws IOException {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < pages(); i++) {
            final int pageNo = i + 1;
            PDPage page = doc.getPage(i);
            PDFGraphicsStreamEngine engine = new PDFGraphicsStreamEngine(page) {
                private void add(Point2D p) {
                    out.add(new Point(pageNo, (float) p.getX(), (float) p.getY()));
                }

                @Override
                public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
                    add(p0);
                    add(p1);
                    add(p2);
                    add(p3);
                }

                @Override
                public void moveTo(float x, float y) {
                    add(new Point2D.Float(x, y));
                }

                @Override
                public void lineTo(float x, float y) {
                    add(new Point2D.Float(x, y));
                }

                @Override
                public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
                    add(new Point2D.Float(x1, y1));
                    add(new Point2D.Float(x2, y2));
                    add(new Point2D.Float(x3, y3));
                }

                @Override
                public void drawImage(PDImage pdImage) {
                }

                @Override
                public void clip(int windingRule) {
                }

                @Override
                public Point2D getCurrentPoint() {
                    return new Point2D.Float();
                }

                @Override
                public void closePath() {
                }

                @Override
                public void endPath() {
                }

                @Override
                public void strokePath() {
                }

                @Override
                public void fillPath(int windingRule) {
                }

                @Override
                public void fillAndStrokePath(int windingRule) {
                }

                @Override
                public void shadingFill(COSName shadingName) {
                }
            };
            engine.processPage(page);
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        doc.close();
    }
}
