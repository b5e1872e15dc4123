package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;
import org.gridwright.core.text.ClueText;
import org.junit.jupiter.api.Test;

/**
 * Whole puzzles printed through the engine (the fixtures; the real published corpus when it is beside the
 * repository): generated clue texts, difficulty, solutions and real steps.
 */
class CorpusPrintTest {

    @Test
    void everyFixtureGivesBackItsRenderedCluesItsAnswerAndStaysInTheMargins() throws Exception {
        printsCluesAnswerInsideMargins(TestCorpus.fixtures());
    }

    @Test
    void everyRealPuzzleGivesBackItsRenderedCluesItsAnswerAndStaysInTheMargins() throws Exception {
        printsCluesAnswerInsideMargins(TestCorpus.real());
    }

    private static void printsCluesAnswerInsideMargins(List<Puzzle> puzzles) throws Exception {
        for (Puzzle p : puzzles) {
            try (PdfProbe pdf = PdfProbe.printWithEngine(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, false),
                    List.of(p))) {
                String flat = PdfProbe.flat(pdf.text());
                List<String> clues = ClueText.all(p);
                for (int i = 0; i < clues.size(); i++) {
                    assertTrue(flat.contains((i + 1) + ". " + PdfProbe.flat(Typography.of(clues.get(i)))),
                            p.title() + " clue " + (i + 1) + ": " + clues.get(i));
                }
                // the published answer, row by row, in the answer table
                int[][] rows = p.solution().orElseThrow().rows();
                for (int[] row : rows) {
                    List<String> cells = new ArrayList<>();
                    for (int c = 0; c < row.length; c++) {
                        cells.add(p.category(c).display(row[c]));
                    }
                    assertTrue(flat.contains(String.join(" ", cells)), p.title() + ": answer row " + cells);
                }
                PdfPrinterTest.assertInsideMargins(pdf, Paper.A4);
            }
        }
    }

    @Test
    void theStepsAppendixIsTheEnginesTraceWordForWordWithItsDifficulty() throws Exception {
        Puzzle zebra = TestCorpus.fixturePuzzle(TestCorpus.ZEBRA);
        Trace trace = new DeductionEngine().solve(zebra);
        assertTrue(trace.solved());
        try (PdfProbe pdf = PdfProbe.printWithEngine(new PrintOptions(Paper.A4, SolutionPlacement.NONE, true), List.of(zebra))) {
            String flat = PdfProbe.flat(pdf.text());
            List<Step> steps = trace.steps();
            for (int i = 0; i < steps.size(); i++) {
                assertTrue(flat.contains((i + 1) + ". " + PdfProbe.flat(steps.get(i).text())),
                        "step " + (i + 1) + ": " + steps.get(i).text());
            }
            String level = trace.difficulty().level().code();
            String stars = "★".repeat(trace.difficulty().level().ordinal() + 1);
            assertTrue(flat.contains(stars), flat.substring(0, 200));
            assertTrue(flat.toLowerCase(java.util.Locale.ROOT).contains(level), flat.substring(0, 200));
            int shots = (int) java.util.regex.Pattern.compile("The grid after step").matcher(flat).results().count();
            assertEquals((steps.size() + DocumentWriter.SNAPSHOT_EVERY - 1) / DocumentWriter.SNAPSHOT_EVERY, shots);
        }
    }

    @Test
    void aPuzzleWithoutAUniqueSolutionPrintsNoneAndItsStepsSayWhereTheyStop() throws Exception {
        Puzzle zebra = TestCorpus.fixturePuzzle(TestCorpus.ZEBRA);
        Puzzle loose = zebra.withClues(zebra.clues().subList(0, 4)); // still carries the published answer
        try (PdfProbe pdf = PdfProbe.printWithEngine(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, true),
                List.of(loose))) {
            String flat = PdfProbe.flat(pdf.text());
            assertTrue(flat.contains("This puzzle has no unique solution, so none is shown."), flat);
            assertFalse(flat.contains("5 green Japanese coffee Parliaments zebra"), "the embedded answer is not shown");
            assertTrue(flat.contains("The deduction stops here"), flat);
            assertFalse(flat.contains("☆"), "no difficulty for a deduction that did not finish");
        }
    }
}
