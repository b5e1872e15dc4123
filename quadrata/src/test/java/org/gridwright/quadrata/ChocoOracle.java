package org.gridwright.quadrata;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/**
 * An independent referee for tests: the puzzle as a constraint model of Choco-solver (a general constraint library,
 * none of the product's code) — a variable per cell, all-different rows and columns, the givens fixed and every sign
 * a strict inequality, searched by domain over weighted degree — and up to {@code max} of its solutions.
 */
final class ChocoOracle {
    /** The search's limit; reaching it fails the test rather than deciding anything. */
    static final String TIME_LIMIT = "120s";

    private ChocoOracle() {
    }

    /** Up to {@code max} solutions; throws when the search stopped at its limit before deciding. */
    static List<Square> solutions(Quadrata q, int max) {
        int n = q.size();
        Model m = new Model("quadrata");
        IntVar[][] x = m.intVarMatrix("x", n, n, 0, n - 1);
        for (int i = 0; i < n; i++) {
            IntVar[] col = new IntVar[n];
            for (int j = 0; j < n; j++) {
                col[j] = x[j][i];
            }
            m.allDifferent(x[i]).post();
            m.allDifferent(col).post();
        }
        for (Given g : q.givens()) {
            m.arithm(x[g.row()][g.col()], "=", g.symbol()).post();
        }
        for (Sign s : q.signs()) {
            m.arithm(x[s.r1()][s.c1()], "<", x[s.r2()][s.c2()]).post();
        }
        IntVar[] cells = new IntVar[n * n];
        for (int r = 0; r < n; r++) {
            System.arraycopy(x[r], 0, cells, r * n, n);
        }
        var solver = m.getSolver();
        solver.setSearch(Search.domOverWDegSearch(cells));
        solver.limitTime(TIME_LIMIT);
        List<Square> found = new ArrayList<>();
        while (found.size() < max && solver.solve()) {
            int[] values = new int[n * n];
            for (int i = 0; i < n * n; i++) {
                values[i] = cells[i].getValue();
            }
            found.add(Square.of(n, values));
        }
        if (found.size() < max && solver.isStopCriterionMet()) {
            throw new IllegalStateException("Choco-solver stopped at its limit of " + TIME_LIMIT + " undecided");
        }
        return found;
    }
}
