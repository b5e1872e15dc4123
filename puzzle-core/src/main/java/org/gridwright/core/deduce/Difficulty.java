package org.gridwright.core.deduce;

import java.util.Objects;

/**
 * The difficulty of a trace: {@code level} is the level of the hardest technique used, {@code score} the sum of
 * the scores of all steps.
 */
public record Difficulty(Level level, int score) {
    public Difficulty {
        Objects.requireNonNull(level, "level");
    }
}
