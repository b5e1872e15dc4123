package org.gridwright.core.model;

import java.util.Arrays;

/**
 * The solver's grid: one k×k box for every pair of categories, each cell {@link Mark#UNKNOWN}, {@link Mark#NO} or
 * {@link Mark#YES}. Held as two bit sets per box row (a {@code long} per row, so at most 64 items per category).
 * Immutable; {@link #with(Item, Item, Mark)} returns a new grid. Use {@link Builder} for many changes at once.
 */
public final class Grid {
    /** The largest number of items per category a grid holds. */
    public static final int MAX_ITEMS = 64;

    private final int categories;
    private final int size;
    private final long[] yes;
    private final long[] no;

    private Grid(int categories, int size, long[] yes, long[] no) {
        this.categories = categories;
        this.size = size;
        this.yes = yes;
        this.no = no;
    }

    /** A grid with every cell unknown. */
    public static Grid empty(int categories, int size) {
        if (categories < 2 || size < 2 || size > MAX_ITEMS) {
            throw new IllegalArgumentException("a grid needs at least 2 categories of 2 to " + MAX_ITEMS + " items");
        }
        int rows = categories * (categories - 1) / 2 * size;
        return new Grid(categories, size, new long[rows], new long[rows]);
    }

    /** The complete grid of a solution: ● where items match, ✗ elsewhere. */
    public static Grid of(Solution s) {
        Builder b = empty(s.categories(), s.size()).toBuilder();
        for (int c1 = 0; c1 < s.categories(); c1++) {
            for (int c2 = c1 + 1; c2 < s.categories(); c2++) {
                for (int i = 0; i < s.size(); i++) {
                    for (int j = 0; j < s.size(); j++) {
                        b.set(new Item(c1, i), new Item(c2, j),
                                s.entityOf(c1, i) == s.entityOf(c2, j) ? Mark.YES : Mark.NO);
                    }
                }
            }
        }
        return b.build();
    }

    public int categories() {
        return categories;
    }

    public int size() {
        return size;
    }

    /** The index of the box of categories {@code c1 < c2}, counting boxes row by row. */
    public static int boxIndex(int categories, int c1, int c2) {
        // boxes (0,1),(0,2)..(0,K-1),(1,2)...
        return c1 * (2 * categories - c1 - 1) / 2 + (c2 - c1 - 1);
    }

    private int row(Item a, Item b) {
        return boxIndex(categories, a.category(), b.category()) * size + a.index();
    }

    /** The mark of the cell of items {@code a} and {@code b} (in either order; same category: ● on itself, ✗ else). */
    public Mark get(Item a, Item b) {
        if (a.category() == b.category()) {
            return a.index() == b.index() ? Mark.YES : Mark.NO;
        }
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        int r = row(a, b);
        long bit = 1L << b.index();
        if ((yes[r] & bit) != 0) {
            return Mark.YES;
        }
        return (no[r] & bit) != 0 ? Mark.NO : Mark.UNKNOWN;
    }

    /** A grid with one cell changed. */
    public Grid with(Item a, Item b, Mark m) {
        return toBuilder().set(a, b, m).build();
    }

    /** Number of cells still unknown. */
    public int unknownCount() {
        int known = 0;
        for (int r = 0; r < yes.length; r++) {
            known += Long.bitCount(yes[r] | no[r]);
        }
        return yes.length * size - known;
    }

    /** True when no cell is unknown. */
    public boolean isComplete() {
        return unknownCount() == 0;
    }

    public Builder toBuilder() {
        return new Builder(categories, size, yes.clone(), no.clone());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.categories == categories && g.size == size && Arrays.equals(yes, g.yes)
                && Arrays.equals(no, g.no);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(yes) + Arrays.hashCode(no);
    }

    /** A mutable grid for making many changes, then {@link #build()}. */
    public static final class Builder {
        private final int categories;
        private final int size;
        private final long[] yes;
        private final long[] no;

        private Builder(int categories, int size, long[] yes, long[] no) {
            this.categories = categories;
            this.size = size;
            this.yes = yes;
            this.no = no;
        }

        public Builder set(Item a, Item b, Mark m) {
            if (a.category() == b.category()) {
                throw new IllegalArgumentException("a cell joins two different categories");
            }
            if (a.category() > b.category()) {
                Item t = a;
                a = b;
                b = t;
            }
            int r = boxIndex(categories, a.category(), b.category()) * size + a.index();
            long bit = 1L << b.index();
            yes[r] &= ~bit;
            no[r] &= ~bit;
            if (m == Mark.YES) {
                yes[r] |= bit;
            } else if (m == Mark.NO) {
                no[r] |= bit;
            }
            return this;
        }

        /**
         * Sets a whole row of the box of categories {@code c1 < c2} at once: item {@code i} of c1 against the items
         * of c2, ● where {@code yesBits} has a bit, ✗ where {@code noBits} has one, unknown elsewhere.
         */
        public Builder setRow(int c1, int i, int c2, long yesBits, long noBits) {
            if (c1 >= c2 || (yesBits & noBits) != 0) {
                throw new IllegalArgumentException("a row of box " + c1 + "×" + c2 + ": categories in order, a cell"
                        + " ● or ✗");
            }
            int r = boxIndex(categories, c1, c2) * size + i;
            long full = size == 64 ? -1L : (1L << size) - 1;
            yes[r] = yesBits & full;
            no[r] = noBits & full;
            return this;
        }

        public Grid build() {
            return new Grid(categories, size, yes.clone(), no.clone());
        }
    }
}
