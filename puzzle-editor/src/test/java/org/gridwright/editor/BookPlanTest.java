package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.junit.jupiter.api.Test;

class BookPlanTest {

    private static List<BookEntry> entries(String... names) {
        List<BookEntry> out = new ArrayList<>();
        for (String n : names) {
            out.add(BookEntry.ofFile(Path.of("/puzzles", n)));
        }
        return out;
    }

    private static List<String> names(BookPlan p) {
        return p.entries().stream().map(BookEntry::name).toList();
    }

    @Test
    void aNewBookHasItsSolutionsInAnAppendixOnA4WithoutSteps() {
        BookPlan p = new BookPlan("Autumn", entries("a.lgp"));
        assertEquals(new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, false), p.options());
        p.setPaper(Paper.LETTER);
        p.setSolutions(SolutionPlacement.NONE);
        p.setSteps(true);
        assertEquals(new PrintOptions(Paper.LETTER, SolutionPlacement.NONE, true), p.options());
    }

    @Test
    void upAndDownMoveOnePlaceAndStopAtTheEnds() {
        BookPlan p = new BookPlan("Autumn", entries("a.lgp", "b.lgp", "c.lgp"));
        assertEquals(1, p.moveUp(2));
        assertEquals(List.of("a.lgp", "c.lgp", "b.lgp"), names(p));
        assertEquals(0, p.moveUp(0));
        assertEquals(List.of("a.lgp", "c.lgp", "b.lgp"), names(p));
        assertEquals(1, p.moveDown(0));
        assertEquals(List.of("c.lgp", "a.lgp", "b.lgp"), names(p));
        assertEquals(2, p.moveDown(2));
        assertEquals(List.of("c.lgp", "a.lgp", "b.lgp"), names(p));
        assertThrows(IndexOutOfBoundsException.class, () -> p.moveDown(3));
    }

    @Test
    void removeTakesThePuzzleOutAndSelectsTheNextOrTheLast() {
        BookPlan p = new BookPlan("Autumn", entries("a.lgp", "b.lgp", "c.lgp"));
        assertEquals(1, p.remove(1));
        assertEquals(List.of("a.lgp", "c.lgp"), names(p));
        assertEquals(0, p.remove(1));
        assertEquals(List.of("a.lgp"), names(p));
        assertNull(p.problem());
        assertEquals(-1, p.remove(0));
        assertEquals(List.of(), names(p));
        assertEquals(Bundle.ERR_BookNoPuzzles(), p.problem());
    }

    @Test
    void aBlankTitleIsTheProblemThatStopsPrinting() {
        BookPlan p = new BookPlan("", entries("a.lgp"));
        assertEquals(Bundle.ERR_BookNoTitle(), p.problem());
        p.setTitle("   ");
        assertEquals(Bundle.ERR_BookNoTitle(), p.problem());
        p.setTitle("Autumn");
        assertNull(p.problem());
    }

    @Test
    void theEntriesFromOpenEditorsAreListedApart() {
        BookPlan p = new BookPlan("Autumn", List.of(BookEntry.ofFile(Path.of("a.lgp")),
                new BookEntry(Path.of("b.lgp"), Fixtures.bakery())));
        assertEquals(List.of("b.lgp"), p.fromEditors().stream().map(BookEntry::name).toList());
    }

    /** Whatever the author clicks, the book holds the puzzles it started with minus those removed, none twice. */
    @Property(tries = 300)
    void editsKeepEveryPuzzleOnceExceptThoseRemoved(@ForAll @Size(max = 40) List<@IntRange(min = 0, max = 2) Integer> ops,
            @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 99) Integer> at) {
        List<String> model = new ArrayList<>(List.of("a", "b", "c", "d", "e", "f"));
        BookPlan p = new BookPlan("t", entries(model.toArray(String[]::new)));
        for (int k = 0; k < Math.min(ops.size(), at.size()) && !model.isEmpty(); k++) {
            int i = at.get(k) % model.size();
            switch (ops.get(k)) {
                case 0 -> {
                    int j = p.moveUp(i);
                    assertEquals(Math.max(0, i - 1), j);
                    model.add(j, model.remove(i));
                }
                case 1 -> {
                    int j = p.moveDown(i);
                    assertEquals(Math.min(model.size() - 1, i + 1), j);
                    model.add(j, model.remove(i));
                }
                default -> {
                    model.remove(i);
                    assertEquals(Math.min(i, model.size() - 1), p.remove(i));
                }
            }
            assertEquals(model, names(p));
        }
        assertEquals(model.isEmpty(), p.problem() != null);
        assertNotNull(p.options());
    }
}
