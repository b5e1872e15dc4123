package org.gridwright.quadrata.deduce;

/** A cell's candidates before and after a step (bit v = symbol v); {@code after} is a subset of {@code before}. */
public record Change(int cell, int before, int after) {
    public Change {
        if ((after & ~before) != 0 || after == before) {
            throw new IllegalArgumentException("a change removes candidates");
        }
    }

    /** The candidates removed. */
    public int removed() {
        return before & ~after;
    }

    /** True when the cell is left with one candidate. */
    public boolean places() {
        return after != 0 && (after & (after - 1)) == 0;
    }
}
