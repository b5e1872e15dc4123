package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GridLayoutTest {

    @Test
    void everyPairOfCategoriesHasExactlyOneBox() {
        for (int k = 2; k <= 8; k++) {
            List<GridLayout.Box> boxes = GridLayout.boxes(k);
            assertEquals(k * (k - 1) / 2, boxes.size(), "boxes of " + k);
            Set<Set<Integer>> pairs = new HashSet<>();
            Set<List<Integer>> places = new HashSet<>();
            for (GridLayout.Box b : boxes) {
                assertTrue(b.rowCategory() != b.columnCategory(), "box crosses a category with itself: " + b);
                assertTrue(pairs.add(Set.of(b.rowCategory(), b.columnCategory())), "pair twice: " + b);
                assertTrue(places.add(List.of(b.row(), b.column())), "place twice: " + b);
                assertTrue(b.row() + b.column() <= k - 2, "outside the triangle: " + b);
            }
        }
    }

    @Test
    void fourCategoryGridHasTheUsualShape() {
        // rows: category 0, 3, 2; columns: category 1, 2, 3
        assertEquals(List.of(
                new GridLayout.Box(0, 0, 0, 1), new GridLayout.Box(0, 1, 0, 2), new GridLayout.Box(0, 2, 0, 3),
                new GridLayout.Box(1, 0, 3, 1), new GridLayout.Box(1, 1, 3, 2),
                new GridLayout.Box(2, 0, 2, 1)), GridLayout.boxes(4));
    }

    @Test
    void summaryCountsTheCellsFromTheBundle() {
        assertEquals("4 categories of 5 items: 150 cells to mark", PuzzleEditorTopComponent.summary(4, 5));
        assertEquals("2 categories of 2 items: 4 cells to mark", PuzzleEditorTopComponent.summary(2, 2));
    }

    @Test
    void oneCategoryIsNoGrid() {
        assertThrows(IllegalArgumentException.class, () -> GridLayout.boxes(1));
    }
}
