package org.gridwright.editor;

import java.util.HashSet;
import java.util.Set;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * The author's own marks in play mode: a grid marked as on paper (a click of ✗ or ● sets that mark, the same click
 * again clears it), checked against a solution (how many marks are wrong, which are shown) or revealed.
 */
final class PlayState {
    private Grid grid;
    private Set<GridCell> wrongShown = Set.of();

    PlayState(Puzzle p) {
        grid = Grid.empty(p.categoryCount(), p.size());
    }

    Grid grid() {
        return grid;
    }

    /** Marks shown as wrong by the last {@link #check}; cleared by any new mark. */
    Set<GridCell> wrongShown() {
        return wrongShown;
    }

    /** Keeps the marks while the puzzle keeps its shape; starts afresh when it changes shape. */
    void follow(Puzzle p) {
        if (grid.categories() != p.categoryCount() || grid.size() != p.size()) {
            grid = Grid.empty(p.categoryCount(), p.size());
            wrongShown = Set.of();
        }
    }

    /** Sets {@code mark} on the cell, or clears the cell when it already holds that mark. */
    void toggle(GridCell cell, Mark mark) {
        Mark now = grid.get(cell.a(), cell.b());
        grid = grid.with(cell.a(), cell.b(), now == mark ? Mark.UNKNOWN : mark);
        wrongShown = Set.of();
    }

    void clear() {
        grid = Grid.empty(grid.categories(), grid.size());
        wrongShown = Set.of();
    }

    /** The number of marks that disagree with {@code s}; they are shown until the next mark. */
    int check(Solution s) {
        Set<GridCell> wrong = new HashSet<>();
        forEachCell((a, b) -> {
            Mark m = grid.get(a, b);
            if (m != Mark.UNKNOWN && (m == Mark.YES) != s.matches(a, b)) {
                wrong.add(new GridCell(a, b));
            }
        });
        wrongShown = Set.copyOf(wrong);
        return wrong.size();
    }

    /** How many cells are marked. */
    int markCount() {
        return grid.categories() * (grid.categories() - 1) / 2 * grid.size() * grid.size() - grid.unknownCount();
    }

    /** Fills the grid with the solution. */
    void reveal(Solution s) {
        grid = Grid.of(s);
        wrongShown = Set.of();
    }

    private void forEachCell(java.util.function.BiConsumer<Item, Item> f) {
        int k = grid.categories();
        int n = grid.size();
        for (int c1 = 0; c1 < k; c1++) {
            for (int c2 = c1 + 1; c2 < k; c2++) {
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        f.accept(new Item(c1, i), new Item(c2, j));
                    }
                }
            }
        }
    }
}
