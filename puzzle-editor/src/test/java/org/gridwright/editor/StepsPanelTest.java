package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.TechniqueNames;
import org.gridwright.core.deduce.Trace;
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
}
