package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdfExportTest {

    @Test
    void theOptionsDefaultToTheSolutionAfterThePuzzleAndThePdfIsWritten(@TempDir Path dir) throws Exception {
        PrintOptions o = new PdfExport.OptionsPanel().options();
        assertEquals(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, false), o);
        Path pdf = dir.resolve("medals.pdf");
        PdfExport.write(Fixtures.corpus().get(0), o, pdf);
        byte[] b = Files.readAllBytes(pdf);
        assertTrue(b.length > 1000, "size " + b.length);
        assertEquals("%PDF-", new String(b, 0, 5, java.nio.charset.StandardCharsets.US_ASCII));
    }

    @Test
    void thePreviewShowsEveryPageOfTheVeryPdfThatIsSaved() throws Exception {
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true);
        byte[] pdf = PdfExport.bytes(Fixtures.corpus().get(0), o);
        int pageCount;
        try (org.apache.pdfbox.pdmodel.PDDocument d = org.apache.pdfbox.Loader.loadPDF(pdf)) {
            pageCount = d.getNumberOfPages();
        }
        java.awt.image.BufferedImage first;
        try (PdfPreview pages = PdfPreview.open(pdf, 40f)) {
            assertEquals(pageCount, pages.pageCount());
            assertTrue(pageCount >= 2, "puzzle, solution and steps make more than one page: " + pageCount);
            first = pages.render(0);
            // A4 at 40 dpi: 8.27 in wide, 11.69 in high
            assertEquals(Math.round(8.27f * 40), first.getWidth(), 2);
            assertEquals(new java.awt.Dimension(first.getWidth(), first.getHeight()), pages.pageSize());
            java.awt.image.BufferedImage last = pages.render(pageCount - 1);
            assertEquals(first.getWidth(), last.getWidth());
        }
        int dark = 0;
        for (int y = 0; y < first.getHeight(); y++) {
            for (int x = 0; x < first.getWidth(); x++) {
                int rgb = first.getRGB(x, y) & 0xFFFFFF;
                if (((rgb >> 16) & 0xFF) < 128) {
                    dark++;
                }
            }
        }
        assertTrue(dark > 500, "the page shows ink (grid and clues): " + dark + " dark pixels");
    }

    @Test
    void theBookPreviewHasAPlaceForEveryPageAndRendersNothingOnceClosed() throws Exception {
        byte[] pdf = PdfExport.bytes(Fixtures.corpus().get(0), new PrintOptions(Paper.LETTER, SolutionPlacement.AFTER,
                true));
        PdfPreview pages = PdfPreview.open(pdf, 30f);
        javax.swing.JComponent column = pages.column();
        assertEquals(pages.pageCount(), column.getComponentCount());
        java.awt.Dimension page = pages.pageSize();
        // Letter at 30 dpi: 8.5 x 11 in
        assertEquals(Math.round(8.5f * 30), page.width, 1);
        assertEquals(Math.round(11f * 30), page.height, 1);
        javax.swing.JScrollPane scroll = new javax.swing.JScrollPane(column);
        scroll.setSize(page.width + 60, 500);
        scroll.doLayout();
        scroll.getViewport().doLayout();
        column.doLayout();
        for (java.awt.Component c : column.getComponents()) {
            assertEquals(new java.awt.Dimension(page.width + 18, page.height + 18), c.getSize(),
                    "each page is laid out whole, not squeezed");
        }
        assertTrue(pages.render(1) != null);
        pages.close();
        assertEquals(null, pages.render(1), "a closed preview renders nothing");
    }
}
