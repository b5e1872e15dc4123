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
        java.util.List<java.awt.image.BufferedImage> pages = PdfExport.preview(pdf, 40f);
        assertEquals(pageCount, pages.size());
        assertTrue(pageCount >= 2, "puzzle, solution and steps make more than one page: " + pageCount);
        java.awt.image.BufferedImage first = pages.get(0);
        // A4 at 40 dpi: 8.27 in wide, 11.69 in high
        assertEquals(Math.round(8.27f * 40), first.getWidth(), 2);
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
}
