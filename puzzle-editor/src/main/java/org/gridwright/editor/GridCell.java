package org.gridwright.editor;

import org.gridwright.core.model.Item;

/** A cell of the grid, its two items in category order (lower category first), so equal cells are equal records. */
record GridCell(Item a, Item b) {
    GridCell {
        if (a.category() == b.category()) {
            throw new IllegalArgumentException("a cell joins two different categories");
        }
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
    }
}
