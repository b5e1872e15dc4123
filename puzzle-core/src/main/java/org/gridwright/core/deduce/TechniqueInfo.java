package org.gridwright.core.deduce;

import java.util.Objects;

/** What a technique costs, as data: its level, the score each of its steps adds, and its place in the order. */
public record TechniqueInfo(String id, Level level, int score, int order) {
    public TechniqueInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(level, "level");
    }
}
