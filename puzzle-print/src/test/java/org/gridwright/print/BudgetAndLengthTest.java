package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The printer's analysis stops on a counted work budget (so the same input always gives the same PDF), and texts of
 * any length print in time linear in their length, titles cut with an ellipsis rather than running off the page.
 */
class BudgetAndLengthTest {

    @Test
    void overBudgetThePuzzlePrintsWithoutStepsOrRatingAndSaysSo() throws IOException {
        Puzzle z = TestPuzzles.zebra();
        PuzzleFacts f = new EngineAnalyst(3).analyse(z, true, true);
        assertNull(f.level(), "no rating for a deduction that did not finish");
        assertEquals(PuzzleFacts.StepsEnd.TOO_LONG, f.stepsEnd());
        assertTrue(f.steps().isEmpty());
        assertNotNull(f.solution(), "the solution the puzzle carries");
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o, new EngineAnalyst(3)).print(List.of(z), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            assertTrue(PdfProbe.flat(pdf.text()).contains("work budget"), pdf.text());
        }
    }

    @Test
    void withinBudgetTheDeductionFinishes() {
        PuzzleFacts f = new EngineAnalyst().analyse(TestPuzzles.zebra(), true, true);
        assertNotNull(f.level());
        assertEquals(PuzzleFacts.StepsEnd.SOLVED, f.stepsEnd());
    }

    @Test
    void theSameInputPrintsTheSameBytesWhateverTheBudgetBoundary() throws IOException {
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true);
        for (long budget : new long[] {3, 40, EngineAnalyst.BUDGET}) {
            ByteArrayOutputStream a = new ByteArrayOutputStream();
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            new PdfPrinter(o, new EngineAnalyst(budget)).print(List.of(TestPuzzles.zebra()), a);
            new PdfPrinter(o, new EngineAnalyst(budget)).print(List.of(TestPuzzles.zebra()), b);
            assertArrayEquals(a.toByteArray(), b.toByteArray(), "budget " + budget);
        }
    }

    @Test
    void aHundredThousandCharacterTitleAndClueArePrintedTheTitleCut() throws IOException {
        String word = "Lorem ipsum dolor sit amet ";
        String title = word.repeat(100_000 / word.length() + 1).substring(0, 100_000);
        String longWord = "x".repeat(100_000);
        Puzzle p = TestPuzzles.zebra().toBuilder().title(title).build();
        List<Clue> clues = new ArrayList<>(p.clues());
        clues.set(0, clues.get(0).withMeta(clues.get(0).meta().withText(longWord)));
        p = p.withClues(clues);
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.NONE, false);
        try (PdfProbe pdf = PdfProbe.print(o, List.of(p))) {
            PdfPrinterTest.assertInsideMargins(pdf, Paper.A4);
            String page1 = pdf.text(1, 1);
            assertTrue(page1.contains("…"), "the title is cut with an ellipsis");
            assertTrue(page1.length() < 20_000, "not the whole title on page 1");
            long xs = pdf.text().chars().filter(ch -> ch == 'x').count();
            assertTrue(xs >= longWord.length(), "the long clue is printed whole, over as many lines as it needs: " + xs);
        }
    }
}
