package org.gridwright.core.model;

import java.util.Locale;
import java.util.Optional;

/** How the items of a category relate to each other. */
public enum CategoryKind {
    /** Unordered labels. */
    CATEGORICAL,
    /** Labels in ascending order; position 1..k is the order. */
    ORDINAL,
    /** Ascending distinct numbers. */
    NUMERICAL;

    /** The stable code used in files ({@code categorical}, {@code ordinal}, {@code numerical}). */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when positions along this category mean something (ordinal or numerical). */
    public boolean isOrdered() {
        return this != CATEGORICAL;
    }

    public static Optional<CategoryKind> ofCode(String code) {
        for (CategoryKind k : values()) {
            if (k.code().equals(code)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
