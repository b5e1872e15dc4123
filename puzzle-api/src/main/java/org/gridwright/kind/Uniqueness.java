package org.gridwright.kind;

/** How many solutions a puzzle has: exactly one, more than one, or none. */
public enum Uniqueness {
    UNIQUE, MULTIPLE, CONTRADICTORY;

    /** The lower-case word used in JSON output ({@code unique}, {@code multiple}, {@code contradictory}). */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
