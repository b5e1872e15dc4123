package org.gridwright.quadrata;

/**
 * An inequality sign between two orthogonally neighbouring cells: the symbol at (r1, c1) comes before (is less
 * than) the symbol at (r2, c2).
 */
public record Sign(int r1, int c1, int r2, int c2) {
    public Sign {
        if (Math.abs(r1 - r2) + Math.abs(c1 - c2) != 1) {
            throw new IllegalArgumentException("a sign joins two orthogonal neighbours");
        }
    }

    /** True when the two cells are side by side in a row (the sign is drawn between columns). */
    public boolean horizontal() {
        return r1 == r2;
    }

    /** The same pair of cells regardless of direction: the cell index (row·n + column) of the top-left one. */
    public int pairKey(int n) {
        int a = r1 * n + c1;
        int b = r2 * n + c2;
        return Math.min(a, b) * 2 + (horizontal() ? 0 : 1);
    }
}
