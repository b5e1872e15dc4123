package org.gridwright.print;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.gridwright.core.model.Puzzle;

/** Writes sample PDFs to a folder for looking at: {@code java … RenderSamples DIR}. Not a test. */
final class RenderSamples {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        PdfPrinter p = new PdfPrinter(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true));
        p.print(List.of(TestPuzzles.zebra()), dir.resolve("zebra.pdf"));
        p.print(List.of(TestPuzzles.polish()), dir.resolve("polish.pdf"));
        new PdfPrinter(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true), StepsLayoutTest.BOX_BY_BOX)
                .print(List.of(TestPuzzles.zebra()), dir.resolve("zebra-steps.pdf"));
        new PdfPrinter(new PrintOptions(Paper.LETTER, SolutionPlacement.AFTER, false), PdfProbe.PLAIN)
                .print(List.of(TestPuzzles.longNames(6, 6, 30)), dir.resolve("long66.pdf"));
        new PdfPrinter(PrintOptions.DEFAULT, PdfProbe.PLAIN).print(List.of(TestPuzzles.longNames(8, 8, 40)), dir.resolve("long88.pdf"));
        List<Puzzle> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            many.add(i % 3 == 0 ? TestPuzzles.zebra() : i % 3 == 1 ? TestPuzzles.polish() : TestPuzzles.longNames(4, 5, 8));
        }
        new PdfPrinter(PrintOptions.DEFAULT, PdfProbe.PLAIN).print(new Book("Fifty Puzzles", "for testing", many), dir.resolve("book50.pdf"));
    }
}
