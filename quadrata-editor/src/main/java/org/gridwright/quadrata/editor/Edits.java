package org.gridwright.quadrata.editor;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;

/**
 * The author's edits of a Quadrata puzzle as functions from one immutable puzzle to the next (the editor records
 * each as an undoable edit). An embedded solution that an edit makes wrong is dropped, so a saved file never carries
 * a solution its own givens and signs contradict.
 */
final class Edits {
    private Edits() {
    }

    /** {@code q} with {@code symbol} given at (row, col), or the given there removed when {@code symbol} is -1. */
    static Quadrata setGiven(Quadrata q, int row, int col, int symbol) {
        if (q.givenAt(row, col) == symbol) {
            return q;
        }
        List<Given> g = new ArrayList<>();
        for (Given x : q.givens()) {
            if (x.row() != row || x.col() != col) {
                g.add(x);
            }
        }
        if (symbol >= 0) {
            g.add(new Given(row, col, symbol));
            g.sort(java.util.Comparator.comparingInt(Given::row).thenComparingInt(Given::col));
        }
        return keepSolutionIfTrue(q.withGivens(g));
    }

    /**
     * The sign between two neighbouring cells a and b turned one step on: none → a &lt; b → a &gt; b → none.
     *
     * @throws IllegalArgumentException when the cells are not orthogonal neighbours
     */
    static Quadrata cycleSign(Quadrata q, int r1, int c1, int r2, int c2) {
        Sign ab = new Sign(r1, c1, r2, c2);
        Sign ba = new Sign(r2, c2, r1, c1);
        List<Sign> s = new ArrayList<>(q.signs());
        if (s.remove(ab)) {
            s.add(ba);
        } else if (!s.remove(ba)) {
            s.add(ab);
        }
        return keepSolutionIfTrue(q.withSigns(s));
    }

    /** The sign between a and b: 1 when a &lt; b, -1 when a &gt; b, 0 when none. */
    static int signBetween(Quadrata q, int r1, int c1, int r2, int c2) {
        for (Sign s : q.signs()) {
            if (s.r1() == r1 && s.c1() == c1 && s.r2() == r2 && s.c2() == c2) {
                return 1;
            }
            if (s.r1() == r2 && s.c1() == c2 && s.r2() == r1 && s.c2() == c1) {
                return -1;
            }
        }
        return 0;
    }

    /** The puzzle's title changed ({@code null} or blank: none). */
    static Quadrata retitle(Quadrata q, String title) {
        String t = title == null || title.isBlank() ? null : title.strip();
        return q.toBuilder().title(t).build();
    }

    private static Quadrata keepSolutionIfTrue(Quadrata q) {
        return q.solution().isPresent() && !q.satisfiedBy(q.solution().get()) ? q.withSolution(null) : q;
    }
}
