package org.gridwright.core.db;

import java.util.Locale;
import java.util.Optional;

/**
 * How a numerical scheme makes k values from a start value s = base × factor and its steps.
 */
public enum SchemeType {
    /** s, s+r, s+2r, … with one step r drawn once. */
    ARITHMETIC,
    /** s, s·r, s·r², … with one ratio r drawn once (sorted ascending when r &lt; 1). */
    GEOMETRIC,
    /** s, then each next value adds a step drawn afresh for every gap (1, 2, 4, 5, 7, … with steps 1 and 2). */
    ASCENDING;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<SchemeType> ofCode(String code) {
        for (SchemeType t : values()) {
            if (t.code().equals(code.strip().toLowerCase(Locale.ROOT))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
