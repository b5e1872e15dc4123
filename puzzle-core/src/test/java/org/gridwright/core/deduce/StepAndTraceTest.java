package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.math.BigDecimal;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

class StepAndTraceTest {
    private static final Puzzle BAKERY = Puzzle.builder()
            .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob", "Carol")))
            .category(Category.labelled("Day", CategoryKind.ORDINAL, List.of("Monday", "Tuesday", "Wednesday")))
            .category(Category.numerical("Price", List.of(new BigDecimal(2), new BigDecimal(4), new BigDecimal(6)),
                    "@ EUR"))
            .clue(new Clue.Match(new Ref("Name", "Alice"), new Ref("Price", "2"), ClueMeta.NONE))
            .clue(new Clue.Offset("Day", new Ref("Name", "Carol"), new Ref("Name", "Bob"), Clue.Op.PLUS,
                    BigDecimal.ONE, ClueMeta.NONE))
            .clue(new Clue.Less("Price", List.of(new Ref("Name", "Bob"), new Ref("Day", "Monday")), ClueMeta.NONE))
            .build();

    @Test
    void stepTextNamesItemsAsReadersSeeThemAndCluesFromOne() {
        Trace t = new DeductionEngine().solve(BAKERY);
        Step first = t.steps().get(0);
        assertEquals("clue-match", first.technique());
        assertEquals(List.of(0), first.clues());
        assertEquals("Clue 1 says “Alice is the one with 2 EUR”.", first.text());
        assertEquals(List.of(new MarkChange(new Item(0, 0), new Item(2, 0), Mark.YES)), first.marks());
    }

    @Test
    void stepsWordAmountsAsTheClueTextDoesNotThroughTheItemLabel() {
        Puzzle hotel = Puzzle.builder()
                .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob", "Carol")))
                .category(Category.numerical("Room", List.of(new BigDecimal(2), new BigDecimal(16),
                        new BigDecimal(17)), "Room @"))
                .category(Category.numerical("Time", List.of(new BigDecimal(7), new BigDecimal(8),
                        new BigDecimal(9)), "@:00"))
                .clue(new Clue.Distance("Room", new Ref("Name", "Alice"), new Ref("Name", "Bob"),
                        new BigDecimal(14), ClueMeta.NONE))
                .clue(new Clue.Offset("Time", new Ref("Name", "Bob"), new Ref("Name", "Carol"), Clue.Op.PLUS,
                        new BigDecimal(2), ClueMeta.NONE))
                .build();
        List<String> texts = new DeductionEngine().solve(hotel).steps().stream().map(Step::text).toList();
        String all = String.join("\n", texts);
        assertTrue(all.contains("are 14 apart in Room"), all);
        assertFalse(all.contains("Room 14"), all);
        assertFalse(all.contains("2:00"), "a difference of two hours is no time of day:\n" + all);
        assertFalse(all.contains("8 or 9:00"), "each time of day whole in a list:\n" + all);
        assertTrue(all.contains("8:00 or 9:00"), all);
    }

    @Test
    void multiplyingCluesReadAsTheirClueTextDoes() {
        Puzzle shop = Puzzle.builder()
                .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob", "Carol")))
                .category(Category.numerical("Price", List.of(new BigDecimal(1), new BigDecimal(2),
                        new BigDecimal(4)), "€@"))
                .category(Category.labelled("Place", CategoryKind.ORDINAL, List.of("1st", "2nd", "3rd")))
                .clue(new Clue.Offset("Price", new Ref("Name", "Alice"), new Ref("Name", "Bob"), Clue.Op.TIMES,
                        new BigDecimal(2), ClueMeta.NONE))
                .clue(new Clue.Offset("Place", new Ref("Name", "Bob"), new Ref("Name", "Carol"), Clue.Op.TIMES,
                        new BigDecimal(3), ClueMeta.NONE))
                .build();
        String all = String.join("\n", new DeductionEngine().solve(shop).steps().stream().map(Step::text).toList());
        assertTrue(all.contains("Clue 1 says “Bob has twice the Price of Alice”"), all);
        assertTrue(all.contains("Clue 2 says “Counting Place from 1st to 3rd, the place of Carol is 3 times the place of Bob”"),
                all);
    }

    @Test
    void listsJoinWithCommasAndOrAndStrayBracesStay() {
        Step s = new Step("x", List.of(), List.of(), List.of(), 0, "said.no",
                List.of("Bob", List.of("cat", "dog", "fox")));
        assertEquals("Bob does not go with cat, dog or fox", s.text());
        Step t = new Step("x", List.of(), List.of(), List.of(), 0, "said.together",
                List.of("Al", new AllOf(List.of("cat", "dog", "fox"))));
        assertEquals("Al goes with cat, dog and fox", t.text());
    }

    @Test
    void gridAfterReplaysTheStepsFromTheStart() {
        Trace t = new DeductionEngine().solve(BAKERY);
        assertEquals(Outcome.SOLVED, t.outcome());
        assertEquals(Grid.empty(3, 3), t.gridAfter(-1));
        Grid g1 = t.gridAfter(0);
        assertEquals(Mark.YES, g1.get(new Item(0, 0), new Item(2, 0)));
        assertEquals(3 * 9 - 1, g1.unknownCount(), "one cell marked after the first step");
        assertEquals(t.grid(), t.gridAfter(t.steps().size() - 1));
        assertThrows(IndexOutOfBoundsException.class, () -> t.gridAfter(t.steps().size()));
    }

    @Test
    void solvingFromAGivenGridContinuesFromItsMarks() {
        DeductionEngine e = new DeductionEngine();
        Trace full = e.solve(BAKERY);
        Grid midway = full.gridAfter(4);
        Trace rest = e.solve(BAKERY, midway, Monitor.NONE);
        assertEquals(Outcome.SOLVED, rest.outcome());
        assertEquals(full.grid(), rest.grid());
        assertEquals(midway, rest.gridAfter(-1));
        assertEquals(full.steps().get(5), e.next(BAKERY, midway));
        assertNull(e.next(BAKERY, full.grid()));
    }

    @Test
    void levelIsTheHardestTechniqueAndScoreTheSum() {
        TechniqueSet set = TechniqueSet.defaults();
        Trace t = new DeductionEngine(set).solve(BAKERY);
        int sum = 0;
        Level max = Level.EASY;
        for (Step s : t.steps()) {
            TechniqueInfo i = set.info(s.technique()).orElseThrow();
            sum += i.score();
            max = i.level().compareTo(max) > 0 ? i.level() : max;
        }
        assertEquals(new Difficulty(max, sum), t.difficulty());
    }

    @Test
    void aRestrictedSetOnlyUsesItsTechniques() {
        TechniqueSet easy = TechniqueSet.defaults().upTo(Level.EASY);
        assertTrue(easy.infos().stream().allMatch(i -> i.level() == Level.EASY));
        assertFalse(easy.info("contradiction-1").isPresent());
        Trace t = new DeductionEngine(easy.without("transfer")).solve(BAKERY);
        assertTrue(t.steps().stream().noneMatch(s -> s.technique().equals("transfer")));
    }

    @Test
    void theTechniqueTableIsDataWithClearErrors() throws Exception {
        TechniqueSet s = TechniqueSet.parse(new StringReader("""
                # comment
                id,level,score,order
                exclusion,medium,7,2
                clue-match,easy,1,1
                """), "mine.csv");
        assertEquals(List.of("clue-match", "exclusion"), s.infos().stream().map(TechniqueInfo::id).toList());
        assertEquals(new TechniqueInfo("exclusion", Level.MEDIUM, 7, 2), s.info("exclusion").orElseThrow());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TechniqueSet.parse(
                new StringReader("id,level,score,order\nexclusion,hardest,1,1\n"), "bad.csv"));
        assertEquals("bad.csv:2: unknown level 'hardest'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TechniqueSet.parse(
                new StringReader("id,level,score,order\nguessing,easy,1,1\n"), "bad.csv"));
        assertTrue(e.getMessage().startsWith("bad.csv: unknown technique 'guessing'"), e.getMessage());
    }

    @Test
    void contradictoryCluesEndInContradiction() {
        Puzzle p = BAKERY.withClues(List.of(
                new Clue.Match(new Ref("Name", "Alice"), new Ref("Price", "2"), ClueMeta.NONE),
                new Clue.Not(new Ref("Name", "Alice"), List.of(new Ref("Price", "2")), ClueMeta.NONE)));
        assertEquals(Outcome.CONTRADICTION, new DeductionEngine().solve(p).outcome());
    }

    @Test
    void aCancelledMonitorStopsTheRun() {
        Monitor cancelled = Monitor.CANCELLED;
        assertThrows(CancelledException.class, () -> new DeductionEngine().solve(BAKERY, cancelled));
    }
}
