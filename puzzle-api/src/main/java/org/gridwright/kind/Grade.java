package org.gridwright.kind;

import java.util.Objects;

/**
 * How hard a trace was: the level of its hardest step (1 = easiest), that level's name, and a score summed over
 * the steps. Levels and scores are the kind's data; the names are the kind's words.
 *
 * @param level  1-based level of the hardest technique used
 * @param name   the level's name for a person ("easy", "tricky", …)
 * @param score  the summed score of the steps
 */
public record Grade(int level, String name, int score) {
    public Grade {
        Objects.requireNonNull(name, "name");
        if (level < 0 || score < 0) {
            throw new IllegalArgumentException("level and score are not negative");
        }
    }
}
