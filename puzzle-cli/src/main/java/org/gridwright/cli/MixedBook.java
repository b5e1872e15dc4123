package org.gridwright.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.Templates;
import org.gridwright.kind.KindFiles;
import org.gridwright.kind.PrintPages;
import org.gridwright.kind.PuzzleKind;
import org.gridwright.kind.TextForm;
import org.gridwright.print.Paper;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;

/**
 * A book of puzzles of several kinds (logic grids and Quadrata together, or several Quadrata): a title page, the
 * contents (every puzzle with its kind and page, and the solutions), the puzzles in the order given, their solutions
 * after each or together at the end, and page numbers. A logic grid's pages come from the logic grid's own printer
 * (its puzzle document, imported page by page, its own page number covered by the book's); another kind draws its
 * pages itself ({@link PrintPages}).
 */
final class MixedBook {
    private static final Templates T = Templates.of("org.gridwright.cli.Kinds", Locale.ENGLISH);
    private static final String FONT_DIR = "/net/sf/jasperreports/fonts/dejavu/";

    /** One puzzle of the book: its title, its kind's name, and how its pages are made. */
    interface Entry {
        String title();

        String kindName();

        /** Adds the puzzle's pages to {@code doc}. */
        void puzzle(Pages doc) throws IOException;

        /** Adds its solution's pages to {@code doc}. */
        void solution(Pages doc) throws IOException;
    }

    /** The document being made, and the pages imported from other documents (their number area is covered). */
    static final class Pages {
        final PDDocument doc = new PDDocument();
        final Paper paper;
        final List<PDDocument> sources = new ArrayList<>();
        final List<PDPage> imported = new ArrayList<>();

        Pages(Paper paper) {
            this.paper = paper;
        }

        PDRectangle rectangle() {
            return new PDRectangle(paper.width(), paper.height());
        }

        /** Imports every page of a PDF from index {@code from} on (the book keeps it open until it is saved). */
        void importPdf(byte[] pdf, int from) throws IOException {
            PDDocument src = Loader.loadPDF(pdf);
            sources.add(src);
            for (int i = from; i < src.getNumberOfPages(); i++) {
                imported.add(doc.importPage(src.getPage(i)));
            }
        }

        int count() {
            return doc.getNumberOfPages();
        }
    }

    private MixedBook() {
    }

    /** A logic grid of the book: its pages from the logic grid's printer. */
    static Entry logicGrid(Puzzle p, PdfPrinter withoutSolution, PdfPrinter withSolution, String fallbackTitle) {
        return new Entry() {
            private int puzzlePages = -1;

            @Override
            public String title() {
                return p.title() != null ? p.title() : fallbackTitle;
            }

            @Override
            public String kindName() {
                return T.fill("book.logicGrid");
            }

            @Override
            public void puzzle(Pages doc) throws IOException {
                byte[] pdf = pdf(withoutSolution, p);
                try (PDDocument d = Loader.loadPDF(pdf)) {
                    puzzlePages = d.getNumberOfPages();
                }
                doc.importPdf(pdf, 0);
            }

            @Override
            public void solution(Pages doc) throws IOException {
                if (puzzlePages < 0) {
                    try (PDDocument d = Loader.loadPDF(pdf(withoutSolution, p))) {
                        puzzlePages = d.getNumberOfPages();
                    }
                }
                doc.importPdf(pdf(withSolution, p), puzzlePages); // the pages after the puzzle's: its solution
            }
        };
    }

    private static byte[] pdf(PdfPrinter printer, Puzzle p) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        printer.print(List.of(p), out);
        return out.toByteArray();
    }

    /** A puzzle of another kind: its pages drawn by the kind. */
    static <P> Entry other(PuzzleKind<P, ?> k, P p, String fallbackTitle) {
        PrintPages<P> pages = k.printPages().orElseThrow();
        TextForm<P> text = k.text().orElse(null);
        return new Entry() {
            @Override
            public String title() {
                String t = text == null ? null : text.title(p);
                return t != null ? t : fallbackTitle;
            }

            @Override
            public String kindName() {
                return k.displayName();
            }

            @Override
            public void puzzle(Pages doc) throws IOException {
                pages.puzzlePages(doc.doc, p, doc.rectangle());
            }

            @Override
            public void solution(Pages doc) throws IOException {
                pages.solutionPages(doc.doc, p, doc.rectangle());
            }
        };
    }

    /** Printers of the logic grid for a book on {@code paper}: the puzzle alone, and the puzzle with its solution. */
    static PdfPrinter[] logicGridPrinters(Paper paper) {
        PrintOptions none = new PrintOptions(paper, SolutionPlacement.NONE, false, PrintOptions.StepDetail.KEY,
                PrintOptions.Order.AS_GIVEN, false, null, null);
        PrintOptions after = new PrintOptions(paper, SolutionPlacement.AFTER, false, PrintOptions.StepDetail.KEY,
                PrintOptions.Order.AS_GIVEN, false, null, null);
        return new PdfPrinter[] {new PdfPrinter(none), new PdfPrinter(after)};
    }

    /**
     * Writes the book to {@code output} (atomically).
     *
     * @param solutions {@code none}, {@code after} (each puzzle's after it) or {@code appendix}
     */
    static void write(String title, List<Entry> entries, Paper paper, String solutions, Path output)
            throws IOException {
        Pages pages = new Pages(paper);
        try {
            PDFont regular = font(pages.doc, "DejaVuSans.ttf");
            PDFont bold = font(pages.doc, "DejaVuSans-Bold.ttf");
            PDRectangle size = pages.rectangle();
            float margin = paper.margin();
            // title page
            PDPage titlePage = new PDPage(size);
            pages.doc.addPage(titlePage);
            try (PDPageContentStream cs = new PDPageContentStream(pages.doc, titlePage)) {
                centred(cs, bold, 26, title, size, size.getHeight() * 0.62f);
                centred(cs, regular, 13, T.fill("book.count", entries.size(), kinds(entries)), size,
                        size.getHeight() * 0.62f - 34);
            }
            // contents: reserved now, written when the pages are known
            int lines = entries.size() + (solutions.equals("appendix") ? 1 : 0);
            float lineHeight = 16;
            int perPage = Math.max(1, (int) ((size.getHeight() - 2 * margin - 40) / lineHeight));
            int contentsPages = (lines + perPage - 1) / perPage;
            List<PDPage> contents = new ArrayList<>();
            for (int i = 0; i < contentsPages; i++) {
                PDPage c = new PDPage(size);
                pages.doc.addPage(c);
                contents.add(c);
            }
            List<String> toc = new ArrayList<>();
            List<Integer> tocPage = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                Entry e = entries.get(i);
                toc.add(T.fill("book.entry", i + 1, e.title(), e.kindName()));
                tocPage.add(pages.count() + 1);
                e.puzzle(pages);
                if (solutions.equals("after")) {
                    e.solution(pages);
                }
            }
            if (solutions.equals("appendix")) {
                PDPage heading = new PDPage(size);
                pages.doc.addPage(heading);
                toc.add(T.fill("book.solutions"));
                tocPage.add(pages.count());
                try (PDPageContentStream cs = new PDPageContentStream(pages.doc, heading)) {
                    centred(cs, bold, 22, T.fill("book.solutions"), size, size.getHeight() * 0.6f);
                }
                for (Entry e : entries) {
                    e.solution(pages);
                }
            }
            for (int p = 0; p < contentsPages; p++) {
                try (PDPageContentStream cs = new PDPageContentStream(pages.doc, contents.get(p))) {
                    float y = size.getHeight() - margin;
                    if (p == 0) {
                        text(cs, bold, 18, T.fill("book.contents"), margin, y - 18);
                    }
                    y -= 48;
                    for (int i = p * perPage; i < Math.min(toc.size(), (p + 1) * perPage); i++) {
                        String num = Integer.toString(tocPage.get(i));
                        float w = regular.getStringWidth(num) / 1000 * 11;
                        text(cs, regular, 11, fit(regular, 11, toc.get(i), size.getWidth() - 2 * margin - 40), margin,
                                y);
                        text(cs, regular, 11, num, size.getWidth() - margin - w, y);
                        y -= lineHeight;
                    }
                }
            }
            // page numbers on every page but the title page (over a logic grid's own, which counts its document)
            for (int i = 1; i < pages.count(); i++) {
                PDPage page = pages.doc.getPage(i);
                try (PDPageContentStream cs = new PDPageContentStream(pages.doc, page,
                        PDPageContentStream.AppendMode.APPEND, true, true)) {
                    if (pages.imported.contains(page)) {
                        cs.setNonStrokingColor(1f, 1f, 1f);
                        cs.addRect(0, 0, size.getWidth(), margin * 0.8f);
                        cs.fill();
                        cs.setNonStrokingColor(0f, 0f, 0f);
                    }
                    String num = T.fill("book.page", i + 1);
                    cs.setNonStrokingColor(0.4f, 0.4f, 0.4f);
                    centred(cs, regular, 9, num, size, margin / 2);
                }
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            pages.doc.getDocumentInformation().setTitle(title);
            pages.doc.save(bytes);
            KindFiles.writeAtomically(output, bytes.toByteArray());
        } finally {
            pages.doc.close();
            for (PDDocument s : pages.sources) {
                s.close();
            }
        }
    }

    private static String kinds(List<Entry> entries) {
        return String.join(", ", entries.stream().map(Entry::kindName).distinct().toList());
    }

    private static String fit(PDFont f, float size, String s, float width) throws IOException {
        String t = s;
        while (t.length() > 4 && f.getStringWidth(t) / 1000 * size > width) {
            t = t.substring(0, t.length() - 2);
        }
        return t.equals(s) ? s : t + "…";
    }

    private static void centred(PDPageContentStream cs, PDFont f, float size, String s, PDRectangle page, float y)
            throws IOException {
        float w = f.getStringWidth(s) / 1000 * size;
        text(cs, f, size, s, (page.getWidth() - w) / 2, y);
    }

    private static void text(PDPageContentStream cs, PDFont f, float size, String s, float x, float y)
            throws IOException {
        cs.beginText();
        cs.setFont(f, size);
        cs.newLineAtOffset(x, y);
        cs.showText(s);
        cs.endText();
    }

    private static PDFont font(PDDocument doc, String file) throws IOException {
        try (InputStream in = MixedBook.class.getResourceAsStream(FONT_DIR + file)) {
            if (in == null) {
                throw new IOException("font " + file + " is missing from the class path");
            }
            return PDType0Font.load(doc, in);
        }
    }
}
