package org.gridwright.core.model;

import java.util.Arrays;

/**
 * A complete answer: which item of every category each entity has.
 *
 * <p>Entities are numbered by the items of the first category: entity {@code e} is the one holding item {@code e}
 * of category 0. So two solutions of one puzzle are equal exactly when they match the same items.
 */
public final class Solution {
    private final int[][] itemAt;   // [entity][category] -> item index
    private final int[][] entityOf; // [category][item]   -> entity

    private Solution(int[][] itemAt, int[][] entityOf) {
        this.itemAt = itemAt;
        this.entityOf = entityOf;
    }

    /**
     * A solution from rows in any order: {@code rows[r][c]} is the item of category {@code c} in row {@code r}.
     *
     * @throws IllegalArgumentException when the rows do not use every item of every category exactly once
     */
    public static Solution ofRows(int[][] rows) {
        int k = rows.length;
        if (k == 0) {
            throw new IllegalArgumentException("a solution needs at least one row");
        }
        int cats = rows[0].length;
        int[][] entityOf = new int[cats][k];
        for (int[] e : entityOf) {
            Arrays.fill(e, -1);
        }
        int[][] itemAt = new int[k][];
        for (int[] row : rows) {
            if (row.length != cats) {
                throw new IllegalArgumentException("every row of a solution names every category");
            }
            int e = row[0];
            if (e < 0 || e >= k || itemAt[e] != null) {
                throw new IllegalArgumentException("item " + e + " of the first category is used twice or is out of range");
            }
            itemAt[e] = row.clone();
        }
        for (int e = 0; e < k; e++) {
            for (int c = 0; c < cats; c++) {
                int i = itemAt[e][c];
                if (i < 0 || i >= k || entityOf[c][i] != -1) {
                    throw new IllegalArgumentException("category " + c + " uses item " + i + " twice or out of range");
                }
                entityOf[c][i] = e;
            }
        }
        return new Solution(itemAt, entityOf);
    }

    /** Number of categories. */
    public int categories() {
        return entityOf.length;
    }

    /** Number of entities (items per category). */
    public int size() {
        return itemAt.length;
    }

    /** The item of category {@code category} that entity {@code entity} holds. */
    public int itemOf(int entity, int category) {
        return itemAt[entity][category];
    }

    /** The entity that holds {@code item}. */
    public int entityOf(Item item) {
        return entityOf[item.category()][item.index()];
    }

    public int entityOf(int category, int index) {
        return entityOf[category][index];
    }

    /** True when the two items belong to one entity. */
    public boolean matches(Item a, Item b) {
        return entityOf(a) == entityOf(b);
    }

    /** A copy of the rows, entity order: {@code [entity][category]}. */
    public int[][] rows() {
        int[][] r = new int[itemAt.length][];
        for (int i = 0; i < r.length; i++) {
            r[i] = itemAt[i].clone();
        }
        return r;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && Arrays.deepEquals(itemAt, s.itemAt);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(itemAt);
    }

    @Override
    public String toString() {
        return Arrays.deepToString(itemAt);
    }
}
