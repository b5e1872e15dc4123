package org.gridwright.quadrata;

/** A given symbol: {@code symbol} (0-based index into the puzzle's symbols) at (row, column), 0-based. */
public record Given(int row, int col, int symbol) {
}
