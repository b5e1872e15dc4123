package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.junit.jupiter.api.Test;

/** The step-by-step appendix laid out from steps made up for the test (one step per row of every box). */
class StepsLayoutTest {

    /** Steps that fill the grid box by box, row by row, from the puzzle's embedded solution. */
    static final Analyst BOX_BY_BOX = (p, wantSolution, wantSteps) -> {
        Solution s = p.solution().orElseThrow();
        List<PuzzleFacts.StepFacts> steps = new ArrayList<>();
        Grid.Builder g = Grid.empty(p.categoryCount(), p.size()).toBuilder();
        for (int c1 = 0; c1 < p.categoryCount(); c1++) {
            for (int c2 = c1 + 1; c2 < p.categoryCount(); c2++) {
                for (int i = 0; i < p.size(); i++) {
                    List<PuzzleFacts.MarkFact> marks = new ArrayList<>();
                    for (int j = 0; j < p.size(); j++) {
                        Item a = new Item(c1, i);
                        Item b = new Item(c2, j);
                        Mark v = s.matches(a, b) ? Mark.YES : Mark.NO;
                        marks.add(new PuzzleFacts.MarkFact(a, b, v));
                        g.set(a, b, v);
                    }
                    steps.add(new PuzzleFacts.StepFacts("Step " + (steps.size() + 1) + " fills row "
                            + p.category(c1).display(i) + " of the box " + p.category(c1).name() + " × "
                            + p.category(c2).name() + ", as the published answer says.", marks, g.build()));
                }
            }
        }
        PuzzleFacts plain = PdfProbe.PLAIN.analyse(p, wantSolution, false);
        return new PuzzleFacts(p, plain.clues(), wantSolution ? s : null, new PuzzleFacts.Level("hard", 3, 4),
                wantSteps ? steps : List.of(), PuzzleFacts.StepsEnd.SOLVED);
    };

    private static String print(Puzzle p, PrintOptions o) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o, BOX_BY_BOX).print(List.of(p), out);
        try (PDDocument doc = Loader.loadPDF(out.toByteArray())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void everyStepIsNumberedWithItsTextAndMarksInWordsAndAGridEveryTenSteps() throws IOException {
        Puzzle zebra = TestPuzzles.zebra();
        String text = PdfProbe.flat(print(zebra, new PrintOptions(Paper.A4, SolutionPlacement.NONE, true)));
        int steps = 15 * 5;
        for (int i = 1; i <= steps; i++) {
            assertTrue(text.contains(i + ". Step " + i + " fills row "), "step " + i + "\n" + text);
        }
        assertTrue(text.contains("● House 1 – Norwegian"), text);
        assertTrue(text.contains("✗ House 1 – Englishman"), text);
        Matcher m = Pattern.compile("The grid after step (\\d+)").matcher(text);
        List<Integer> shots = new ArrayList<>();
        while (m.find()) {
            shots.add(Integer.parseInt(m.group(1)));
        }
        assertEquals(List.of(10, 20, 30, 40, 50, 60, 70, 75), shots);
    }

    @Test
    void theDifficultyIsShownAsStarsAndLevel() throws IOException {
        String text = print(TestPuzzles.zebra(), new PrintOptions(Paper.A4, SolutionPlacement.NONE, false));
        assertTrue(text.contains("★★★☆ Hard"), text);
    }

    @Test
    void stepsStayInsideTheMargins() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(new PrintOptions(Paper.LETTER, SolutionPlacement.AFTER, true), BOX_BY_BOX)
                .print(List.of(TestPuzzles.longNames(6, 6, 20)), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            PdfPrinterTest.assertInsideMargins(pdf, Paper.LETTER);
        }
    }

    @Test
    void theKeyStepsAppendixNumbersPuzzleCoresKeyStepsWithOneOrTwoGridsAfterTheStepsTheyFollow() throws IOException {
        Puzzle zebra = TestPuzzles.zebra();
        org.gridwright.core.deduce.Trace trace = new org.gridwright.core.deduce.DeductionEngine().solve(zebra);
        List<org.gridwright.core.deduce.KeyStep> keys = org.gridwright.core.deduce.KeySteps.of(trace);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(new PrintOptions(Paper.A4, SolutionPlacement.NONE, true)
                .withDetail(PrintOptions.StepDetail.KEY)).print(List.of(zebra), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            String text = PdfProbe.flat(pdf.text());
            int at = 0;
            for (int i = 0; i < keys.size(); i++) { // numbered in order (the words are the deciding step's)
                int next = text.indexOf((i + 1) + ". ", at);
                assertTrue(next >= 0, "key step " + (i + 1) + "\n" + text);
                at = next;
            }
            Matcher m = Pattern.compile("The grid after key steps? (\\d+)(?: to (\\d+))?").matcher(text);
            List<Integer> after = new ArrayList<>();
            int covered = 0;
            while (m.find()) {
                int from = Integer.parseInt(m.group(1));
                int to = m.group(2) == null ? from : Integer.parseInt(m.group(2));
                assertEquals(covered + 1, from, "a grid shades the marks since the one before");
                covered = to;
                after.add(to);
            }
            assertEquals(DocumentWriter.shotsAfter(keys.size(), true), after);
            assertTrue(after.size() == 1 || after.size() == 2, "one or two progress grids: " + after);
        }
    }
}
