package org.gridwright.core.db;

import java.util.Locale;
import java.util.Optional;

/** How the k items of a drawn category are chosen from its list. */
public enum Subset {
    /** Any k items, uniformly (the default for categorical categories). */
    ANY,
    /** k consecutive items of the list, the window placed uniformly (the default for ordinal and numerical). */
    CONTIGUOUS,
    /** Any k items, uniformly, kept in list order. */
    ORDERED,
    /** The first k items of the list (finishing places from 1st, ranks from the top). */
    FIRST;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Subset> ofCode(String code) {
        for (Subset s : values()) {
            if (s.code().equals(code.trim().toLowerCase(Locale.ROOT))) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
