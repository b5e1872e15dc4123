package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.junit.jupiter.api.Test;

class OutputTest {
    private static Puzzle puzzle() throws Exception {
        return PuzzleReader.parse("""
                {"format": "gridwright/1", "categories": [
                  {"name": "Name", "kind": "categorical", "items": ["Zoë", "Bob"]},
                  {"name": "Price", "kind": "numerical", "values": [2.5, 40], "label": "@ EUR"},
                  {"name": "Big", "kind": "numerical", "values": [1, 12345678901234567890123]}],
                 "clues": []}
                """, "t.lgp");
    }

    @Test
    void rowsHaveNumbersForNumericalCategories() throws Exception {
        Puzzle p = puzzle();
        Solution s = Solution.ofRows(new int[][] {{0, 1, 1}, {1, 0, 0}});
        assertEquals("[{\"Name\":\"Zoë\",\"Price\":40,\"Big\":12345678901234567890123},"
                + "{\"Name\":\"Bob\",\"Price\":2.5,\"Big\":1}]", Output.line(Output.rows(p, s)));
    }

    @Test
    void tablesPadByCodePointsAndMarkDifferences() throws Exception {
        Puzzle p = puzzle();
        Solution a = Solution.ofRows(new int[][] {{0, 1, 1}, {1, 0, 0}});
        Solution b = Solution.ofRows(new int[][] {{0, 0, 1}, {1, 1, 0}});
        assertEquals("""
                  Name  Price      Big
                  ----  ---------  -----------------------
                  Zoë   40 EUR *   12345678901234567890123
                  Bob   2.5 EUR *  1
                """, Output.table("  ", Output.header(p), Output.cells(p, a, b, " *")));
        assertEquals(List.of(List.of("Zoë", "40 EUR", "12345678901234567890123"), List.of("Bob", "2.5 EUR", "1")),
                Output.cells(p, a, null, "*"));
    }
}
