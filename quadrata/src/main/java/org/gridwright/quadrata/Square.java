package org.gridwright.quadrata;

import java.util.Arrays;

/** A filled Latin square: the symbol index (0-based) of every cell, row by row. Immutable. */
public final class Square {
    private final int n;
    private final int[] cells;

    private Square(int n, int[] cells) {
        this.n = n;
        this.cells = cells;
    }

    /** A square from row-major symbol indices; not checked to be Latin (see {@link #isLatin()}). */
    public static Square of(int n, int[] cells) {
        if (cells.length != n * n) {
            throw new IllegalArgumentException("need " + n * n + " cells");
        }
        for (int v : cells) {
            if (v < 0 || v >= n) {
                throw new IllegalArgumentException("symbol index " + v + " out of 0.." + (n - 1));
            }
        }
        return new Square(n, cells.clone());
    }

    public int size() {
        return n;
    }

    public int at(int row, int col) {
        return cells[row * n + col];
    }

    /** The cells row-major (a copy). */
    public int[] cells() {
        return cells.clone();
    }

    /** Every symbol once in each row and each column. */
    public boolean isLatin() {
        for (int i = 0; i < n; i++) {
            long rowSeen = 0;
            long colSeen = 0;
            for (int j = 0; j < n; j++) {
                rowSeen |= 1L << at(i, j);
                colSeen |= 1L << at(j, i);
            }
            if (Long.bitCount(rowSeen) != n || Long.bitCount(colSeen) != n) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Square s && s.n == n && Arrays.equals(s.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return "Square" + Arrays.toString(cells);
    }
}
