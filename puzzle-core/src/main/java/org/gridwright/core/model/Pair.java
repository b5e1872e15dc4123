package org.gridwright.core.model;

import java.util.Objects;

/** Two references that a clue says match (or may match). */
public record Pair(Ref a, Ref b) {
    public Pair {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }
}
