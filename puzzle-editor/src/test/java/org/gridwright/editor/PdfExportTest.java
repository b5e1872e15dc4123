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
}
