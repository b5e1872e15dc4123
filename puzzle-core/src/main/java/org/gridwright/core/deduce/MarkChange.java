package org.gridwright.core.deduce;

import java.util.Objects;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/** One mark a step writes: the cell of items {@code a} and {@code b} becomes {@code value} (YES or NO). */
public record MarkChange(Item a, Item b, Mark value) {
    public MarkChange {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if (value != Mark.YES && value != Mark.NO) {
            throw new IllegalArgumentException("a step writes YES or NO, not " + value);
        }
        if (a.category() == b.category()) {
            throw new IllegalArgumentException("a cell joins two different categories");
        }
    }
}
