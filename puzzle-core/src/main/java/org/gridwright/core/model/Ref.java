package org.gridwright.core.model;

import java.util.Objects;

/**
 * An item reference as files write it: a category name and an item label (for a numerical category, the
 * canonical text of the number).
 */
public record Ref(String category, String item) {
    public Ref {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(item, "item");
    }

    @Override
    public String toString() {
        return "[" + category + ", " + item + "]";
    }
}
