package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;

/** Graded hints: each level tells what it says and no more, and a wrong mark on the grid comes first. */
class HintTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    /** The words a level says beside the quoted clues: a quote may say anything, the hint's own words may not. */
    private static String ownWords(String text) {
        return text.replaceAll("\\(\"[^\"]*\"\\)", "(…)");
    }

    /** Words that tell what goes in a cell. */
    private static boolean tellsValues(String words) {
        return words.contains("go with") || words.contains("goes with") || words.contains("is left")
                || words.contains("cannot come");
    }

    static void assertGraded(Puzzle p, Grid grid, Step expected) {
        Hint h = Hint.of(ENGINE, p, grid);
        assertEquals(Hint.Kind.STEP, h.kind());
        Hint.Reveal one = h.level(1);
        Hint.Reveal two = h.level(2);
        Hint.Reveal three = h.level(3);
        // level 1: the technique and the clues, nothing of the cells
        assertEquals(expected.technique(), one.technique());
        assertEquals(expected.clues(), one.clues());
        assertTrue(one.cells().isEmpty() && one.marks().isEmpty());
        assertTrue(one.text().contains(TechniqueNames.of(expected.technique())), one.text());
        for (int c : expected.clues()) {
            assertTrue(one.text().contains("clue " + (c + 1)), one.text());
        }
        assertFalse(tellsValues(ownWords(one.text())), one.text());
        for (MarkChange m : expected.marks()) {
            Names names = new Names(p);
            assertFalse(ownWords(one.text()).contains(names.of(m.a()) + " and " + names.of(m.b())), one.text());
            assertFalse(ownWords(one.text()).contains(names.of(m.b()) + " and " + names.of(m.a())), one.text());
        }
        // level 2: the cells too, not what goes in them
        assertTrue(two.text().startsWith(one.text()), two.text());
        assertEquals(expected.marks().stream().map(m -> new Cell(m.a(), m.b())).toList(), two.cells());
        assertTrue(two.marks().isEmpty());
        assertFalse(tellsValues(ownWords(two.text())), two.text());
        // level 3: the whole step
        assertTrue(three.text().startsWith(two.text()), three.text());
        assertTrue(three.text().endsWith(expected.text()), three.text());
        assertEquals(expected.marks(), three.marks());
        assertEquals(two.cells(), three.cells());
    }

    @Property(tries = 80)
    void everyLevelRevealsNoMoreThanItSaysOnAGridMidway(@ForAll long seed) {
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.make(rnd);
        Trace t = ENGINE.solve(p);
        if (t.steps().isEmpty() || !t.solved()) {
            return;
        }
        int k = rnd.nextInt(t.steps().size());
        Grid before = t.gridAfter(k - 1);
        assertGraded(p, before, ENGINE.next(p, before));
    }

    @Test
    void theFixturesGiveGradedHintsAtEveryTenthStep() {
        for (Path f : TestCorpus.fixtureFiles()) {
            Puzzle p = TestCorpus.read(f);
            Trace t = ENGINE.solve(p);
            for (int k = 0; k < t.steps().size(); k += 10) {
                Grid before = t.gridAfter(k - 1);
                Step next = ENGINE.next(p, before);
                assertGraded(p, before, next);
                Grid right = Grid.of(p.solution().orElseThrow());
                for (MarkChange m : Hint.of(ENGINE, p, before).level(3).marks()) {
                    assertEquals(right.get(m.a(), m.b()), m.value(), "the hint's mark is not the solution's");
                }
            }
        }
    }

    @Property(tries = 60)
    void aWrongMarkIsFoundFirstAndToldALittleAtATime(@ForAll long seed) {
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.make(rnd);
        Trace t = ENGINE.solve(p);
        if (!t.solved() || t.steps().size() < 2) {
            return;
        }
        // a grid midway, with one mark that is not the solution's (the engine would still find steps)
        Grid midway = t.gridAfter(rnd.nextInt(t.steps().size() - 1));
        Grid right = Grid.of(p.solution().orElseThrow());
        List<MarkChange> open = new ArrayList<>();
        for (int c1 = 0; c1 < p.categoryCount(); c1++) {
            for (int c2 = c1 + 1; c2 < p.categoryCount(); c2++) {
                for (int i = 0; i < p.size(); i++) {
                    for (int j = 0; j < p.size(); j++) {
                        Item a = new Item(c1, i);
                        Item b = new Item(c2, j);
                        if (midway.get(a, b) == Mark.UNKNOWN) {
                            open.add(new MarkChange(a, b, right.get(a, b)));
                        }
                    }
                }
            }
        }
        MarkChange truth = open.get(rnd.nextInt(open.size()));
        Grid wrong = midway.with(truth.a(), truth.b(), truth.value() == Mark.YES ? Mark.NO : Mark.YES);
        Hint h = Hint.of(ENGINE, p, wrong);
        assertEquals(Hint.Kind.WRONG_MARK, h.kind());
        assertEquals(List.of(truth), h.wrongMarks());
        Hint.Reveal one = h.level(1);
        assertTrue(one.cells().isEmpty() && one.marks().isEmpty() && one.technique() == null);
        assertTrue(one.text().contains(p.category(truth.a().category()).name())
                && one.text().contains(p.category(truth.b().category()).name()), one.text());
        Names names = new Names(p);
        assertFalse(one.text().contains(names.of(truth.a()) + " and " + names.of(truth.b())), one.text());
        assertFalse(one.text().contains(names.of(truth.b()) + " and " + names.of(truth.a())), one.text());
        Hint.Reveal two = h.level(2);
        assertEquals(List.of(new Cell(truth.a(), truth.b())), two.cells());
        assertTrue(two.marks().isEmpty());
        assertFalse(tellsValues(two.text()), two.text());
        Hint.Reveal three = h.level(3);
        assertEquals(List.of(truth), three.marks());
        assertTrue(tellsValues(three.text()), three.text());
    }

    @Test
    void aSolvedGridSaysSoAndABadLevelIsRefused() {
        Puzzle p = TestCorpus.fixturePuzzle(TestCorpus.ZEBRA);
        Hint h = Hint.of(ENGINE, p, Grid.of(p.solution().orElseThrow()));
        assertEquals(Hint.Kind.SOLVED, h.kind());
        assertTrue(h.level(1).text().contains("solved"), h.level(1).text());
        assertNull(h.level(3).technique());
        assertThrows(IllegalArgumentException.class, () -> h.level(0));
        assertThrows(IllegalArgumentException.class, () -> h.level(4));
        assertThrows(IllegalArgumentException.class, () -> Hint.of(p, Grid.empty(2, 5)));
    }

    @Test
    void marksAreWrittenAsTextWithTheirProblemsNamed() {
        Puzzle p = TestCorpus.fixturePuzzle(TestCorpus.ZEBRA);
        Names names = new Names(p);
        String a = p.category(0).items().get(0);
        String b = p.category(1).items().get(1);
        String c = p.category(1).items().get(2);
        Grid g = MarkList.parse(p, a + " = " + b + "; " + a + " != " + c + "\n# a comment\n");
        assertEquals(Mark.YES, g.get(new Item(0, 0), new Item(1, 1)));
        assertEquals(Mark.NO, g.get(new Item(0, 0), new Item(1, 2)));
        assertEquals(2, Grid.empty(p.categoryCount(), p.size()).unknownCount() - g.unknownCount());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MarkList.parse(p, a + " = nobody"));
        assertTrue(e.getMessage().contains("mark 1") && e.getMessage().contains("nobody"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MarkList.parse(p, a + " = " + b + "; " + a + " ~ " + c));
        assertTrue(e.getMessage().startsWith("mark 2 "), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MarkList.parse(p, a + " = " + b + "; " + a + " != " + b));
        assertTrue(e.getMessage().contains("both ways"), e.getMessage());
        assertEquals(names.of(new Item(0, 0)), names.of(new Item(0, 0)));
    }
}
