package org.gridwright.print;

import java.util.Locale;
import java.util.Optional;

/** The paper a document is laid out for, in PDF points (1/72 inch). */
public enum Paper {
    /** ISO A4, 210 × 297 mm. */
    A4(595.2756f, 841.8898f),
    /** US Letter, 8.5 × 11 in. */
    LETTER(612f, 792f);

    private final float width;
    private final float height;

    Paper(float width, float height) {
        this.width = width;
        this.height = height;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    /** The stable code used on the command line ({@code a4}, {@code letter}). */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Paper> ofCode(String code) {
        for (Paper p : values()) {
            if (p.code().equalsIgnoreCase(code)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
