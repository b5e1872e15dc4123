package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The x- keys of solution rows and of the generator object: kept, checked, and dropped with a replaced answer. */
class SolutionExtensionsTest {
    private static final Solution ANSWER = Solution.ofRows(new int[][] {{0, 1}, {1, 0}});
    private static final Solution OTHER = Solution.ofRows(new int[][] {{0, 0}, {1, 1}});
    private static final List<Map<String, String>> NOTES = List.of(Map.of("x-note", "\"first\""), Map.of());

    private static Puzzle.Builder base() {
        return Puzzle.builder()
                .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob")))
                .category(Category.labelled("Day", CategoryKind.ORDINAL, List.of("Monday", "Tuesday")));
    }

    private static Puzzle annotated() {
        return base().solution(ANSWER, NOTES).build();
    }

    @Test
    void rowKeysAreKeptThroughToBuilderAndEditsOfOtherParts() {
        Puzzle p = annotated();
        assertEquals(NOTES, p.solutionExtensions());
        assertEquals(NOTES, p.toBuilder().title("Renamed").build().solutionExtensions());
        assertEquals(NOTES, p.withClues(List.of(new Clue.Match(new Ref("Name", "Alice"), new Ref("Day", "Tuesday"),
                ClueMeta.NONE))).solutionExtensions());
        assertEquals(NOTES, p.withSolution(Solution.ofRows(new int[][] {{1, 0}, {0, 1}})).solutionExtensions(),
                "the same answer, rows given in another order, keeps its rows' keys");
    }

    @Test
    void aDifferentSolutionDropsTheKeysOfTheOldRows() {
        Puzzle p = annotated();
        Puzzle replaced = p.withSolution(OTHER);
        assertEquals(List.of(Map.of(), Map.of()), replaced.solutionExtensions());
        assertEquals(List.of(Map.of(), Map.of()), p.toBuilder().solution(OTHER).build().solutionExtensions());
        assertEquals(List.of(), p.toBuilder().solution(null).build().solutionExtensions(), "no solution, no rows");
        assertEquals(NOTES, p.toBuilder().solution(OTHER).solution(ANSWER, NOTES).build().solutionExtensions());
    }

    @Test
    void equalityIncludesRowKeys() {
        Puzzle plain = base().solution(ANSWER).build();
        assertNotEquals(plain, annotated());
        assertEquals(annotated(), annotated());
        assertEquals(plain, base().solution(ANSWER, List.of(Map.of(), Map.of())).build(), "no keys is no keys");
        assertEquals(plain, base().solution(ANSWER, List.of()).build());
    }

    @Test
    void badRowKeysAreRefusedWithWhere() {
        var noSolution = assertThrows(IllegalArgumentException.class,
                () -> base().solution(null, NOTES).build());
        assertTrue(noSolution.getMessage().contains("need a solution"), noSolution.getMessage());
        var count = assertThrows(IllegalArgumentException.class,
                () -> base().solution(ANSWER, List.of(Map.of("x-a", "1"))).build());
        assertTrue(count.getMessage().contains("1 solution rows") && count.getMessage().contains("has 2"),
                count.getMessage());
        var notX = assertThrows(IllegalArgumentException.class,
                () -> base().solution(ANSWER, List.of(Map.of(), Map.of("note", "1"))).build());
        assertEquals("solution row 2: 'note' is not an x- key", notX.getMessage());
        var clash = assertThrows(IllegalArgumentException.class, () -> Puzzle.builder()
                .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob")))
                .category(Category.labelled("x-day", CategoryKind.ORDINAL, List.of("Monday", "Tuesday")))
                .solution(ANSWER, List.of(Map.of("x-day", "1"), Map.of())).build());
        assertTrue(clash.getMessage().contains("solution row 1") && clash.getMessage().contains("'x-day'"),
                clash.getMessage());
    }

    @Test
    void generatorInfoKeepsItsKeysInOrderAndTheOldConstructorHasNone() {
        Map<String, String> ext = new LinkedHashMap<>();
        ext.put("x-z", "1");
        ext.put("x-a", "[true]");
        GeneratorInfo g = new GeneratorInfo(5L, "0.1.0", null, Map.of(), ext);
        assertEquals(List.of("x-z", "x-a"), List.copyOf(g.extensions().keySet()));
        GeneratorInfo old = new GeneratorInfo(5L, "0.1.0", null, Map.of());
        assertTrue(old.extensions().isEmpty());
        assertNotEquals(old, g);
        assertEquals(g, old.withExtensions(ext));
        assertEquals(g.hashCode(), old.withExtensions(ext).hashCode());
        assertThrows(UnsupportedOperationException.class, () -> g.extensions().put("x-b", "2"));
        var bad = assertThrows(IllegalArgumentException.class, () -> old.withExtensions(Map.of("seed2", "1")));
        assertEquals("generator: 'seed2' is not an x- key", bad.getMessage());
    }
}
