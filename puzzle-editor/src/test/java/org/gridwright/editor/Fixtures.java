package org.gridwright.editor;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.testing.TestCorpus;

/** Puzzles for the editor's tests: one with a clue of every type, and the repository's fixture puzzles. */
final class Fixtures {

    private Fixtures() {
    }

    static Ref ref(String c, String i) {
        return new Ref(c, i);
    }

    /** The bakery of docs/FORMAT.md, with one clue of each of the nine types. */
    static Puzzle bakery() {
        return Puzzle.builder().title("The Bakery")
                .category(Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Alice", "Bob", "Carol")))
                .category(Category.labelled("Day", CategoryKind.ORDINAL, List.of("Monday", "Tuesday", "Wednesday")))
                .category(Category.numerical("Price", List.of(BigDecimal.valueOf(2), BigDecimal.valueOf(4),
                        BigDecimal.valueOf(6)), "@ EUR"))
                .clue(new Clue.Not(ref("Name", "Alice"), List.of(ref("Day", "Monday"), ref("Price", "6")), null))
                .clue(new Clue.Less("Day", List.of(ref("Name", "Bob"), ref("Price", "2")), null))
                .clue(new Clue.Offset("Price", ref("Name", "Carol"), ref("Day", "Monday"), Clue.Op.PLUS,
                        BigDecimal.valueOf(2), ClueMeta.text("Carol's loaf costs two euros less than Monday's.")))
                .clue(new Clue.Match(ref("Name", "Bob"), ref("Day", "Monday"), new ClueMeta("m1", null, java.util.Map.of())))
                .clue(new Clue.Any(List.of(new Pair(ref("Name", "Alice"), ref("Day", "Tuesday")),
                        new Pair(ref("Name", "Carol"), ref("Price", "2"))), true, null))
                .clue(new Clue.If(new Pair(ref("Name", "Alice"), ref("Price", "2")),
                        new Pair(ref("Day", "Tuesday"), ref("Price", "2")),
                        new Pair(ref("Name", "Carol"), ref("Day", "Wednesday")), null))
                .clue(new Clue.Next("Day", ref("Name", "Alice"), ref("Name", "Bob"), null))
                .clue(new Clue.NotNext("Price", ref("Name", "Bob"), ref("Name", "Carol"), null))
                .clue(new Clue.Distance("Price", ref("Name", "Carol"), ref("Name", "Bob"), BigDecimal.valueOf(2), null))
                .solution(Solution.ofRows(new int[][] {{0, 1, 0}, {1, 0, 1}, {2, 2, 2}}))
                .build();
    }

    /** The fixture puzzle files of the repository (the classic zebra first); see {@link TestCorpus}. */
    static List<Path> corpusFiles() {
        return TestCorpus.fixtureFiles();
    }

    /** The bakery with one clue of each type the fixture files lack (pair, distinct), for tests that try every type. */
    static Puzzle bakeryOfTwoAndDistinct() {
        return bakery().withClues(List.of(
                new Clue.OfTwo(ref("Name", "Alice"), ref("Name", "Bob"), ref("Day", "Tuesday"), ref("Price", "4"), null),
                new Clue.Distinct(List.of(ref("Name", "Carol"), ref("Day", "Monday"), ref("Price", "6")), null)));
    }

    /** The fixture puzzles, read (the classic zebra first). */
    static List<Puzzle> corpus() {
        return TestCorpus.fixtures();
    }
}
