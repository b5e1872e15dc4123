package org.gridwright.quadrata;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * An independent referee for tests: the puzzle as a constraint model of Choco-solver (a general constraint library,
 * none of the product's code) — a variable per cell, all-different rows and columns, the givens fixed and every sign
 * a strict inequality — and up to {@code max} of its solutions.
 */
final class ChocoOracle {
    private ChocoOracle() {
    }

    static List<Square> solutions(Quadrata q, int max) {
        int n = q.size();
        Model m = new Model("quadrata");
        IntVar[][] x = m.intVarMatrix("x", n, n, 0, n - 1);
        for (int i = 0; i < n; i++) {
            IntVar[] col = new IntVar[n];
            for (int j = 0; j < n; j++) {
                col[j] = x[j][i];
            }
            m.allDifferent(x[i], "AC").post();
            m.allDifferent(col, "AC").post();
        }
        // the dual view (where each symbol stands in each row and column), channelled: a symbol with one place left
        // in a line is placed, as a person would see it
        for (int i = 0; i < n; i++) {
            IntVar[] rowPos = m.intVarArray("r" + i, n, 0, n - 1);
            IntVar[] colPos = m.intVarArray("c" + i, n, 0, n - 1);
            IntVar[] col = new IntVar[n];
            for (int j = 0; j < n; j++) {
                col[j] = x[j][i];
            }
            m.inverseChanneling(x[i], rowPos).post();
            m.inverseChanneling(col, colPos).post();
        }
        for (Given g : q.givens()) {
            m.arithm(x[g.row()][g.col()], "=", g.symbol()).post();
        }
        for (Sign s : q.signs()) {
            m.arithm(x[s.r1()][s.c1()], "<", x[s.r2()][s.c2()]).post();
        }
        List<Square> found = new ArrayList<>();
        var solver = m.getSolver();
        IntVar[] cells = new IntVar[n * n];
        for (int r = 0; r < n; r++) {
            System.arraycopy(x[r], 0, cells, r * n, n);
        }
        solver.setSearch(org.chocosolver.solver.search.strategy.Search.minDomLBSearch(cells));
        while (found.size() < max && solver.solve()) {
            int[] values = new int[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    values[r * n + c] = x[r][c].getValue();
                }
            }
            found.add(Square.of(n, values));
        }
        return found;
    }
}
