package org.gridwright.core.deduce;

import java.util.Objects;
import org.gridwright.core.model.Item;

/** A cell of the grid named by its two items (different categories), used to say what justifies a step. */
public record Cell(Item a, Item b) {
    public Cell {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }
}
