package org.gridwright.core.deduce;

import java.util.Locale;
import java.util.Optional;

/** Named difficulty levels, easiest first. A puzzle's level is that of the hardest technique its trace used. */
public enum Level {
    EASY, MEDIUM, HARD, EXPERT;

    /** The stable code used in files and JSON ({@code easy}, {@code medium}, …). */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Level> ofCode(String code) {
        for (Level l : values()) {
            if (l.code().equals(code)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }
}
