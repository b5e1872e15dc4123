package org.gridwright.quadrata;

import java.util.ArrayList;
import java.util.List;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * An independent referee for tests: the puzzle as a propositional formula decided by Sat4j (a CDCL SAT solver, none
 * of the product's code). One variable per cell and symbol ("cell (r, c) holds symbol v"); clauses say every cell
 * holds exactly one symbol and every row and every column holds every symbol exactly once; a given is a unit clause;
 * a sign {@code a < b} is, for every symbol v, "a holds v implies b holds a symbol above v" and "b holds v implies a
 * holds a symbol below v" (so unit propagation alone keeps each side within the other's range). Solutions are
 * enumerated by "find one, forbid it, find another".
 */
final class SatOracle {
    /** The solver's limit per call, in seconds; reaching it fails the test rather than deciding anything. */
    static final int TIMEOUT_SECONDS = 120;

    private SatOracle() {
    }

    /** Up to {@code max} solutions; throws when the solver stopped at its limit before deciding. */
    static List<Square> solutions(Quadrata q, int max) {
        int n = q.size();
        ISolver s = SolverFactory.newDefault();
        s.newVar(n * n * n);
        s.setTimeout(TIMEOUT_SECONDS);
        List<Square> found = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    int[] cell = new int[n];
                    int[] inRow = new int[n];
                    int[] inCol = new int[n];
                    for (int k = 0; k < n; k++) {
                        cell[k] = var(n, i, j, k); // cell (i, j) holds one of the symbols
                        inRow[k] = var(n, i, k, j); // symbol j is somewhere in row i
                        inCol[k] = var(n, k, i, j); // symbol j is somewhere in column i
                    }
                    exactlyOne(s, cell);
                    exactlyOne(s, inRow);
                    exactlyOne(s, inCol);
                }
            }
            for (Given g : q.givens()) {
                s.addClause(new VecInt(new int[] {var(n, g.row(), g.col(), g.symbol())}));
            }
            for (Sign sign : q.signs()) {
                for (int v = 0; v < n; v++) {
                    // the smaller cell holds v: the greater one holds a symbol above v (none when v is the last)
                    VecInt above = new VecInt(new int[] {-var(n, sign.r1(), sign.c1(), v)});
                    for (int w = v + 1; w < n; w++) {
                        above.push(var(n, sign.r2(), sign.c2(), w));
                    }
                    s.addClause(above);
                    VecInt below = new VecInt(new int[] {-var(n, sign.r2(), sign.c2(), v)});
                    for (int w = 0; w < v; w++) {
                        below.push(var(n, sign.r1(), sign.c1(), w));
                    }
                    s.addClause(below);
                }
            }
            while (found.size() < max && s.isSatisfiable()) {
                int[] cells = new int[n * n];
                VecInt notThis = new VecInt();
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        for (int v = 0; v < n; v++) {
                            if (s.model(var(n, r, c, v))) {
                                cells[r * n + c] = v;
                                notThis.push(-var(n, r, c, v));
                            }
                        }
                    }
                }
                found.add(Square.of(n, cells));
                s.addClause(notThis);
            }
        } catch (ContradictionException e) {
            // the clauses are unsatisfiable as added (conflicting givens, or every solution forbidden): no more
        } catch (TimeoutException e) {
            throw new IllegalStateException("Sat4j stopped at its limit of " + TIMEOUT_SECONDS + " s undecided", e);
        }
        return found;
    }

    /** The variable "cell (r, c) holds symbol v", 1-based as DIMACS numbers them. */
    private static int var(int n, int r, int c, int v) {
        return (r * n + c) * n + v + 1;
    }

    /** At least one of {@code lits}, and no two of them. */
    private static void exactlyOne(ISolver s, int[] lits) throws ContradictionException {
        s.addClause(new VecInt(lits));
        for (int a = 0; a < lits.length; a++) {
            for (int b = a + 1; b < lits.length; b++) {
                s.addClause(new VecInt(new int[] {-lits[a], -lits[b]}));
            }
        }
    }
}
