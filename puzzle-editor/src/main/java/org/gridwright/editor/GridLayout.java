package org.gridwright.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the boxes of a logic grid go on screen. The columns show categories 1..K-1 left to right; the rows show
 * category 0, then K-1, K-2, …, 2 top to bottom; row {@code r} has {@code K-1-r} boxes. Every pair of categories
 * appears in exactly one box.
 */
final class GridLayout {

    /** One box: its place on screen and the two categories it crosses. */
    record Box(int row, int column, int rowCategory, int columnCategory) {
    }

    private GridLayout() {
    }

    /** The category shown by row {@code r} of a grid of {@code categories} categories. */
    static int rowCategory(int categories, int r) {
        return r == 0 ? 0 : categories - r;
    }

    /** The category shown by column {@code c}. */
    static int columnCategory(int c) {
        return c + 1;
    }

    /** Every box of a grid of {@code categories} categories, row by row. */
    static List<Box> boxes(int categories) {
        if (categories < 2) {
            throw new IllegalArgumentException("a grid needs at least 2 categories, not " + categories);
        }
        List<Box> boxes = new ArrayList<>();
        for (int r = 0; r < categories - 1; r++) {
            for (int c = 0; c < categories - 1 - r; c++) {
                boxes.add(new Box(r, c, rowCategory(categories, r), columnCategory(c)));
            }
        }
        return boxes;
    }
}
