package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** One scenario per clue type, on puzzles small enough to check by hand. */
class CompleteSolverScenarioTest {
    private static final Category NAME = Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Ann", "Bob", "Cid"));
    private static final Category DAY = Category.labelled("Day", CategoryKind.ORDINAL, List.of("Mon", "Tue", "Wed"));
    private static final Category PRICE = Category.numerical("Price",
            List.of(new BigDecimal("1.5"), new BigDecimal("3"), new BigDecimal("4.5")), "@ EUR");

    private static Ref name(String s) {
        return new Ref("Name", s);
    }

    private static Ref day(String s) {
        return new Ref("Day", s);
    }

    private static Ref price(String s) {
        return new Ref("Price", s);
    }

    private static Puzzle puzzle(Clue... clues) {
        return Puzzle.builder().category(NAME).category(DAY).category(PRICE).clues(List.of(clues)).build();
    }

    /** rows: for Ann, Bob, Cid the day index and the price index. */
    private static Solution answer(int annDay, int annPrice, int bobDay, int bobPrice, int cidDay, int cidPrice) {
        return Solution.ofRows(new int[][] {{0, annDay, annPrice}, {1, bobDay, bobPrice}, {2, cidDay, cidPrice}});
    }

    @Test
    void noCluesGiveTwoDifferentWitnesses() {
        Verdict v = CompleteSolver.solve(puzzle());
        assertEquals(Status.MULTIPLE, v.status());
        assertNotEquals(v.witnesses().get(0), v.witnesses().get(1));
    }

    @Test
    void lessChainsAlongTheDaysAndThePrices() {
        Verdict v = CompleteSolver.solve(puzzle(
                new Clue.Less("Day", List.of(name("Ann"), name("Bob"), name("Cid")), null),
                new Clue.Less("Price", List.of(name("Cid"), name("Ann"), name("Bob")), null)));
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(0, 1, 1, 2, 2, 0), v.solution());
    }

    @Test
    void matchAndNotPinEveryone() {
        Verdict v = CompleteSolver.solve(puzzle(
                new Clue.Match(name("Ann"), day("Wed"), null),
                new Clue.Not(name("Bob"), List.of(day("Tue")), null),
                new Clue.Match(price("3"), day("Mon"), null),
                new Clue.Not(name("Ann"), List.of(price("1.5")), null)));
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(2, 2, 0, 1, 1, 0), v.solution());
    }

    @Test
    void offsetComparesNumbersExactlyWhateverTheirScale() {
        // Ann's price plus 1.50 is Bob's; Bob's times 1.5 is Cid's: 1.5, 3, 4.5
        Puzzle p = puzzle(
                new Clue.Offset("Price", name("Ann"), name("Bob"), Clue.Op.PLUS, new BigDecimal("1.50"), null),
                new Clue.Offset("Price", name("Bob"), name("Cid"), Clue.Op.TIMES, new BigDecimal("1.5"), null),
                new Clue.Less("Day", List.of(price("4.5"), price("1.5"), price("3")), null));
        Verdict v = CompleteSolver.solve(p);
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(1, 0, 2, 1, 0, 2), v.solution());
    }

    @Test
    void nextAndNotNextAlongTheDays() {
        Verdict v = CompleteSolver.solve(puzzle(
                new Clue.NotNext("Day", name("Ann"), name("Bob"), null),
                new Clue.Next("Day", name("Cid"), day("Mon"), null),
                new Clue.Less("Day", List.of(name("Ann"), name("Bob")), null),
                new Clue.Less("Price", List.of(day("Mon"), day("Tue"), day("Wed")), null)));
        // Ann and Bob two apart with Ann first: Ann Mon, Bob Wed, Cid Tue (next to Mon)
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(0, 0, 2, 2, 1, 1), v.solution());
    }

    @Test
    void distanceIsAnAbsoluteDifferenceOfValues() {
        Verdict v = CompleteSolver.solve(puzzle(
                new Clue.Distance("Price", name("Ann"), name("Bob"), new BigDecimal("3.0"), null),
                new Clue.Less("Price", List.of(name("Bob"), name("Ann")), null),
                new Clue.Less("Day", List.of(name("Cid"), name("Bob"), name("Ann")), null)));
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(2, 2, 1, 0, 0, 1), v.solution());
    }

    @Test
    void anyIsAtLeastOneAndExclusiveIsExactlyOne() {
        Clue order = new Clue.Less("Day", List.of(name("Ann"), name("Bob"), name("Cid")), null);
        Clue cheapMon = new Clue.Match(price("1.5"), day("Mon"), null);
        Pair annCheap = new Pair(name("Ann"), price("1.5"));
        Pair bobMid = new Pair(name("Bob"), price("3"));
        // Ann is Mon so she is cheap; with Bob mid as well, "exactly one" fails and "at least one" holds twice
        Clue bobMidClue = new Clue.Match(name("Bob"), price("3"), null);
        assertEquals(Status.UNIQUE, CompleteSolver.solve(puzzle(order, cheapMon, bobMidClue,
                new Clue.Any(List.of(annCheap, bobMid), false, null))).status());
        assertEquals(Status.CONTRADICTORY, CompleteSolver.solve(puzzle(order, cheapMon, bobMidClue,
                new Clue.Any(List.of(annCheap, bobMid), true, null))).status());
        // exclusive alone: Ann is cheap, so Bob is not mid, so Bob is dear
        Verdict v = CompleteSolver.solve(puzzle(order, cheapMon, new Clue.Any(List.of(annCheap, bobMid), true, null)));
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(0, 0, 1, 2, 2, 1), v.solution());
    }

    @Test
    void ifWithAndWithoutElse() {
        Clue order = new Clue.Less("Day", List.of(name("Ann"), name("Bob"), name("Cid")), null);
        Pair annCheap = new Pair(name("Ann"), price("1.5"));
        Pair annDear = new Pair(name("Ann"), price("4.5"));
        // if Ann is cheap then she is dear: impossible, so Ann is not cheap (two prices left: multiple)
        Verdict v = CompleteSolver.solve(puzzle(order, new Clue.If(annCheap, annDear, null, null)));
        assertEquals(Status.MULTIPLE, v.status());
        for (Solution s : v.witnesses()) {
            assertNotEquals(0, s.itemOf(0, 2));
        }
        // ... and otherwise she is dear, so she is dear; Bob then cheaper than Cid
        Verdict w = CompleteSolver.solve(puzzle(order, new Clue.If(annCheap, annDear, annDear, null),
                new Clue.Less("Price", List.of(name("Bob"), name("Cid")), null)));
        assertEquals(Status.UNIQUE, w.status());
        assertEquals(answer(0, 2, 1, 0, 2, 1), w.solution());
        // when ⇒ then and not when ⇒ when: contradictory
        assertEquals(Status.CONTRADICTORY,
                CompleteSolver.solve(puzzle(new Clue.If(annCheap, annDear, annCheap, null))).status());
    }

    @Test
    void refsInTheOrderingCategoryItself() {
        Verdict v = CompleteSolver.solve(puzzle(
                new Clue.Less("Day", List.of(day("Tue"), name("Ann")), null),
                new Clue.Next("Day", day("Mon"), name("Bob"), null),
                new Clue.Offset("Price", price("1.5"), name("Cid"), Clue.Op.PLUS, new BigDecimal("3"), null),
                new Clue.Match(day("Tue"), price("3"), null)));
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(answer(2, 0, 1, 1, 0, 2), v.solution());
    }

    @Test
    void conflictNamesExactlyTheClashingClues() {
        Puzzle p = puzzle(
                new Clue.Less("Day", List.of(name("Ann"), name("Bob")), null),
                new Clue.Match(name("Cid"), price("3"), null),
                new Clue.Less("Day", List.of(name("Bob"), name("Cid")), null),
                new Clue.Not(name("Ann"), List.of(price("4.5")), null),
                new Clue.Match(name("Cid"), day("Tue"), null));
        assertEquals(Status.CONTRADICTORY, CompleteSolver.solve(p).status());
        // Ann before Bob before Cid puts Cid on Wednesday; the other two clues are innocent
        assertEquals(List.of(0, 2, 4), CompleteSolver.conflict(p));
        assertEquals(List.of(), CompleteSolver.conflict(puzzle(new Clue.Match(name("Cid"), price("3"), null))));
    }

    @Test
    void aCancelledSearchStops() {
        Monitor cancelled = Monitor.CANCELLED;
        List<Category> big = RandomPuzzles.categories(8, 8, new java.util.SplittableRandom(1));
        CompiledPuzzle cp = CompiledPuzzle.of(Puzzle.builder().categories(big).build());
        assertThrows(CancelledException.class, () -> cp.countSolutions(Integer.MAX_VALUE, cancelled));
    }
}
