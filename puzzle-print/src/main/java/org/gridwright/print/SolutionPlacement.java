package org.gridwright.print;

import java.util.Locale;
import java.util.Optional;

/** Where a document puts the solutions of its puzzles. */
public enum SolutionPlacement {
    /** No solutions. */
    NONE,
    /** Each solution on a new page right after its puzzle. */
    AFTER,
    /** All solutions together in an appendix at the end. */
    APPENDIX;

    /** The stable code used on the command line ({@code none}, {@code after}, {@code appendix}). */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<SolutionPlacement> ofCode(String code) {
        for (SolutionPlacement s : values()) {
            if (s.code().equalsIgnoreCase(code)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
