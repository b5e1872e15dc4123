package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.DifficultyReport;
import org.gridwright.core.deduce.KeyStep;
import org.gridwright.core.deduce.KeySteps;
import org.gridwright.core.deduce.MarkChange;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.TechniqueNames;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

/** The trace stepper on a real published puzzle. */
class StepsPanelTest {
    private final Puzzle real = Fixtures.corpus().get(0);
    private final Trace trace = new DeductionEngine().solve(real);

    @Test
    void navigationSelectsStepsAndTellsTheListener() {
        assertTrue(trace.steps().size() > 3, "steps: " + trace.steps().size());
        StepsPanel s = new StepsPanel();
        List<Integer> heard = new ArrayList<>();
        s.setOnStep(heard::add);
        s.show(trace);
        assertEquals(trace.steps().size(), s.stepCount());
        assertTrue(s.difficultyText().contains(trace.difficulty().level().code()), s.difficultyText());
        s.select(0);
        s.advance();
        s.advance();
        s.select(1000);
        s.select(-5);
        assertEquals(List.of(-1, 0, 1, 2, trace.steps().size() - 1, 0), heard);
        Step second = trace.steps().get(1);
        s.select(1);
        assertTrue(s.explanation().startsWith(
                "Step 2 of " + trace.steps().size() + " — " + TechniqueNames.of(second.technique())),
                s.explanation());
        assertTrue(s.explanation().endsWith(second.text()), s.explanation());
    }

    @Test
    void aNewTraceKeepsThePositionWhereItStillExists() {
        StepsPanel s = new StepsPanel();
        s.show(trace);
        s.select(2);
        s.solving();
        assertEquals(0, s.stepCount());
        s.show(trace);
        assertEquals(-1, s.selectedIndex(), "nothing was selected while solving");
        s.select(2);
        s.show(trace);
        assertEquals(2, s.selectedIndex());
    }

    @Test
    void theGridAfterAStepShowsItsNewMarksHighlighted() {
        int i = 1;
        Step step = trace.steps().get(i);
        GridPanel g = new GridPanel(real);
        g.show(real, trace.gridAfter(i));
        g.highlight(java.util.Set.copyOf(StepsPanel.newMarks(step)), java.util.Set.copyOf(StepsPanel.because(step)),
                java.util.Set.of());
        var img = g.toImage();
        for (GridCell c : StepsPanel.newMarks(step)) {
            var o = g.cellOrigin(c);
            assertEquals(org.gridwright.workbench.Palette.LIGHT.newMark().getRGB(), img.getRGB(o.x + 2, o.y + 2), c.toString());
            Mark m = trace.gridAfter(i).get(c.a(), c.b());
            assertTrue(m != Mark.UNKNOWN);
            assertEquals(Mark.UNKNOWN, trace.gridAfter(i - 1).get(c.a(), c.b()), "new in this step");
        }
    }

    @Test
    void keyStepsListTheDeductionsAndTheGridFollowsTheKeyStepShown() {
        List<KeyStep> keys = KeySteps.of(trace);
        assertTrue(keys.size() < trace.steps().size(), keys.size() + " key steps of " + trace.steps().size());
        StepsPanel s = new StepsPanel();
        List<Integer> heard = new ArrayList<>();
        s.setOnStep(heard::add);
        s.show(trace);
        s.showKeySteps(true);
        assertTrue(s.keyStepsShown());
        assertEquals(keys.size(), s.stepCount());
        s.select(0);
        assertEquals(keys.get(0).text(), s.current().text());
        assertTrue(s.explanation().startsWith("Key step 1 of " + keys.size()), s.explanation());
        Grid.Builder first = trace.start().toBuilder();
        for (MarkChange m : keys.get(0).marks()) {
            first.set(m.a(), m.b(), m.value());
        }
        assertEquals(first.build(), s.currentGrid(), "the grid after the first key step holds its marks, no more");
        assertEquals(keys.get(0).marks().size(), s.current().marks().size());
        s.select(keys.size() - 1);
        assertEquals(trace.grid(), s.currentGrid(), "after the last key step the grid is the trace's end");
        assertEquals(keys.size() - 1, (int) heard.get(heard.size() - 1));
        s.showKeySteps(false);
        assertEquals(trace.steps().size(), s.stepCount());
        assertEquals(trace.gridAfter(s.selectedIndex()), s.currentGrid());
    }

    @Test
    void theDifficultySaysWhichTechniquesItNeededAndItsHardestStep() {
        StepsPanel s = new StepsPanel();
        s.show(trace);
        DifficultyReport r = DifficultyReport.of(trace);
        String text = s.difficultyText();
        assertTrue(text.contains("Hardest: step " + (r.hardestStep() + 1) + ", "), text);
        assertTrue(text.contains("(key step " + (r.hardestKeyStep() + 1) + ")"), text);
        for (DifficultyReport.Use u : r.uses()) {
            assertTrue(text.contains(TechniqueNames.of(u.technique().id()) + " ×" + u.steps()), text);
        }
        assertTrue(text.contains(KeySteps.of(trace).size() + " key steps"), text);
    }
}
