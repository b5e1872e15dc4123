package org.gridwright.print;

import java.util.Locale;
import java.util.Optional;

/** The trim size a document is laid out for, in PDF points (1/72 inch). */
public enum Paper {
    /** ISO A4, 210 × 297 mm. */
    A4(595.2756f, 841.8898f, 56.69f),
    /** US Letter, 8.5 × 11 in (also the 8.5 × 11 in trade size). */
    LETTER(612f, 792f, 54f),
    /** US trade paperback, 6 × 9 in. */
    TRADE(432f, 648f, 40f),
    /** Digest, 5.5 × 8.5 in. */
    DIGEST(396f, 612f, 36f);

    private final float width;
    private final float height;
    private final float margin;

    Paper(float width, float height, float margin) {
        this.width = width;
        this.height = height;
        this.margin = margin;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    /** The margin on every side (before any binding gutter), in points. */
    public float margin() {
        return margin;
    }

    /** The stable code used on the command line ({@code a4}, {@code letter}, {@code 6x9}, {@code digest}). */
    public String code() {
        return switch (this) {
            case TRADE -> "6x9";
            default -> name().toLowerCase(Locale.ROOT);
        };
    }

    public static Optional<Paper> ofCode(String code) {
        String c = code.strip().toLowerCase(Locale.ROOT).replace('×', 'x').replace(" ", "");
        if (c.equals("8.5x11")) {
            return Optional.of(LETTER);
        }
        if (c.equals("5.5x8.5")) {
            return Optional.of(DIGEST);
        }
        for (Paper p : values()) {
            if (p.code().equals(c)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
