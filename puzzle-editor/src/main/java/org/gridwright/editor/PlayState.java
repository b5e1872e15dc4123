package org.gridwright.editor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * The author's own marks in play mode: a grid marked as on paper (a click of ✗ or ● sets that mark, the same click
 * again clears it), checked against a solution (how many marks are wrong, which are shown) or revealed. Every
 * change of the marks can be undone and redone (its own history, apart from the puzzle's edits); with auto-✗ on, a
 * ● also crosses out the open cells of its row and column in that box, as a solver would.
 */
final class PlayState {
    /** How many changes of the marks can be undone. */
    static final int HISTORY = 1000;
    private Grid grid;
    private Set<GridCell> wrongShown = Set.of();
    private final Deque<Grid> undo = new ArrayDeque<>();
    private final Deque<Grid> redo = new ArrayDeque<>();
    private boolean autoCross;

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
            undo.clear();
            redo.clear();
        }
    }

    boolean autoCross() {
        return autoCross;
    }

    /** With auto-✗ on, a ● crosses out the rest of its row and column in its box. */
    void setAutoCross(boolean on) {
        autoCross = on;
    }

    /** Sets {@code mark} on the cell, or clears the cell when it already holds that mark (a click). */
    void toggle(GridCell cell, Mark mark) {
        Mark now = grid.get(cell.a(), cell.b());
        set(cell, now == mark ? Mark.UNKNOWN : mark);
    }

    /** Sets {@code mark} on the cell (a key: X, Space, Backspace); {@link Mark#UNKNOWN} clears it. */
    void set(GridCell cell, Mark mark) {
        Grid next = grid.with(cell.a(), cell.b(), mark);
        if (mark == Mark.YES && autoCross) {
            next = crossRest(next, cell);
        }
        change(next);
    }

    /** The open cells of the ●'s row and column in its box marked ✗. */
    private static Grid crossRest(Grid g, GridCell cell) {
        Item a = cell.a();
        Item b = cell.b();
        for (int i = 0; i < g.size(); i++) {
            Item otherA = new Item(a.category(), i);
            Item otherB = new Item(b.category(), i);
            if (i != a.index() && g.get(otherA, b) == Mark.UNKNOWN) {
                g = g.with(otherA, b, Mark.NO);
            }
            if (i != b.index() && g.get(a, otherB) == Mark.UNKNOWN) {
                g = g.with(a, otherB, Mark.NO);
            }
        }
        return g;
    }

    void clear() {
        change(Grid.empty(grid.categories(), grid.size()));
    }

    boolean canUndo() {
        return !undo.isEmpty();
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Takes back the last change of the marks. */
    void undo() {
        if (!undo.isEmpty()) {
            redo.push(grid);
            grid = undo.pop();
            wrongShown = Set.of();
        }
    }

    /** Makes the last change taken back again. */
    void redo() {
        if (!redo.isEmpty()) {
            undo.push(grid);
            grid = redo.pop();
            wrongShown = Set.of();
        }
    }

    private void change(Grid next) {
        wrongShown = Set.of();
        if (next.equals(grid)) {
            return;
        }
        undo.push(grid);
        if (undo.size() > HISTORY) {
            undo.removeLast();
        }
        redo.clear();
        grid = next;
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
        change(Grid.of(s));
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
