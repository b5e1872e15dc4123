package org.gridwright.print;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The trim size of a printed page and its margin, in PDF points (1/72 inch): one of the {@link Paper} sizes, or a
 * custom size a print shop asks for ({@code 148x210mm}, {@code 5x8in}).
 *
 * @param width  the trimmed page's width
 * @param height the trimmed page's height
 * @param margin the margin on every side (before any binding gutter)
 * @param code   how the size is written on the command line
 */
public record Trim(float width, float height, float margin, String code) {
    /** Points per millimetre. */
    public static final float MM = 72f / 25.4f;
    /** The smallest side a custom trim may have: 90 mm (a grid needs room). */
    public static final float MIN_SIDE = 90f * MM;
    /** The largest side a custom trim may have: 432 mm (17 in). */
    public static final float MAX_SIDE = 432f * MM;

    private static final Pattern CUSTOM = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)x([0-9]+(?:\\.[0-9]+)?)(mm|in)");

    public Trim {
        if (!(width >= MIN_SIDE - 0.01f && width <= MAX_SIDE + 0.01f && height >= MIN_SIDE - 0.01f
                && height <= MAX_SIDE + 0.01f)) {
            throw new IllegalArgumentException("a trim's sides must be 90 to 432 mm: " + code);
        }
    }

    /** The trim of a standard paper size. */
    public static Trim of(Paper p) {
        return new Trim(p.width(), p.height(), p.margin(), p.code());
    }

    /**
     * A trim from its command-line form: a {@link Paper} code, or {@code WxHmm} / {@code WxHin} (decimals with a
     * point); empty when the text is neither or the size is outside {@link #MIN_SIDE}..{@link #MAX_SIDE}. A custom
     * trim's margin is about a tenth of its width (30 to 57 points), as the standard sizes have.
     */
    public static Optional<Trim> parse(String text) {
        Optional<Paper> p = Paper.ofCode(text);
        if (p.isPresent()) {
            return Optional.of(of(p.get()));
        }
        String c = text.strip().toLowerCase(Locale.ROOT).replace('×', 'x').replace(" ", "");
        Matcher m = CUSTOM.matcher(c);
        if (!m.matches()) {
            return Optional.empty();
        }
        float unit = m.group(3).equals("mm") ? MM : 72f;
        float w = Float.parseFloat(m.group(1)) * unit;
        float h = Float.parseFloat(m.group(2)) * unit;
        if (w < MIN_SIDE - 0.01f || h < MIN_SIDE - 0.01f || w > MAX_SIDE + 0.01f || h > MAX_SIDE + 0.01f) {
            return Optional.empty();
        }
        float margin = Math.max(30f, Math.min(57f, w * 0.093f));
        return Optional.of(new Trim(w, h, margin, c));
    }

    /** A bleed from its command-line form ({@code 3mm}, {@code 0.125in}, {@code 0}): 0 to 13 mm, else empty. */
    public static Optional<Float> parseBleed(String text) {
        String c = text.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        Matcher m = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(mm|in|pt)?").matcher(c);
        if (!m.matches() || (m.group(2) == null && Float.parseFloat(m.group(1)) != 0f)) {
            return Optional.empty();
        }
        String unit = m.group(2) == null ? "pt" : m.group(2);
        float b = Float.parseFloat(m.group(1)) * switch (unit) {
            case "mm" -> MM;
            case "in" -> 72f;
            default -> 1f;
        };
        return b <= 13f * MM + 0.01f ? Optional.of(b) : Optional.empty();
    }
}
