package org.gridwright.print;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a document contains besides the puzzles themselves, and how it is set for the print shop.
 *
 * @param paper     the trim size
 * @param solutions where the solutions go (or none)
 * @param steps     whether to add the step-by-step deduction of each puzzle
 * @param detail    which steps: the whole trace, or the key steps (the routine ones folded in)
 * @param order     the order of the puzzles in a book
 * @param gutter    mirrored margins with a binding gutter on the inner side of each page
 * @param font      a house font (TrueType file) tried first for every text, or null
 * @param imprint   the imprint (copyright) text of a book, or null for none
 * @param trim      a custom trim size, or null for the paper's
 * @param bleed     the bleed round the trim, in points (0 for none): the page is that much larger on every side, its
 *                  TrimBox the trim, its BleedBox the whole page
 * @param fallback  a fallback font (TrueType file) tried last, for the characters no other font has (a script the
 *                  built-in fonts lack, Hangul for one), or null
 */
public record PrintOptions(Paper paper, SolutionPlacement solutions, boolean steps, StepDetail detail, Order order,
        boolean gutter, Path font, String imprint, Trim trim, float bleed, Path fallback) {
    /** A4, solutions in an appendix, no steps. */
    public static final PrintOptions DEFAULT = new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, false);

    /** Which steps a step-by-step appendix shows. */
    public enum StepDetail {
        /** The deductions that matter, the routine ones between them counted but not spelt out. */
        KEY,
        /** Every step of the deduction. */
        ALL;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<StepDetail> ofCode(String code) {
            for (StepDetail d : values()) {
                if (d.code().equalsIgnoreCase(code)) {
                    return Optional.of(d);
                }
            }
            return Optional.empty();
        }
    }

    /** The order of a book's puzzles. */
    public enum Order {
        /** As the author gave them. */
        AS_GIVEN,
        /** Easiest first, in sections by level; ties keep the given order. */
        DIFFICULTY;

        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public static Optional<Order> ofCode(String code) {
            for (Order o : values()) {
                if (o.code().equalsIgnoreCase(code)) {
                    return Optional.of(o);
                }
            }
            return Optional.empty();
        }
    }

    /** The same without a fallback font. */
    public PrintOptions(Paper paper, SolutionPlacement solutions, boolean steps, StepDetail detail, Order order,
            boolean gutter, Path font, String imprint, Trim trim, float bleed) {
        this(paper, solutions, steps, detail, order, gutter, font, imprint, trim, bleed, null);
    }

    public PrintOptions {
        Objects.requireNonNull(paper, "paper");
        Objects.requireNonNull(solutions, "solutions");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(order, "order");
        if (imprint != null && imprint.isBlank()) {
            imprint = null;
        }
        if (!(bleed >= 0f && bleed <= 13f * Trim.MM + 0.01f)) {
            throw new IllegalArgumentException("a bleed must be 0 to 13 mm");
        }
    }

    /** The built-in trim of the paper, no bleed. */
    public PrintOptions(Paper paper, SolutionPlacement solutions, boolean steps, StepDetail detail, Order order,
            boolean gutter, Path font, String imprint) {
        this(paper, solutions, steps, detail, order, gutter, font, imprint, null, 0f, null);
    }

    /** The trim the pages are laid out for: the custom one, else the paper's. */
    public Trim pageTrim() {
        return trim != null ? trim : Trim.of(paper);
    }

    /** A custom trim size (null: the paper's). */
    public PrintOptions withTrim(Trim t) {
        return new PrintOptions(paper, solutions, steps, detail, order, gutter, font, imprint, t, bleed, fallback);
    }

    /** A bleed of {@code points} round the trim. */
    public PrintOptions withBleed(float points) {
        return new PrintOptions(paper, solutions, steps, detail, order, gutter, font, imprint, trim, points, fallback);
    }

    /** Whole traces, puzzles as given, no gutter, the built-in fonts, no imprint. */
    public PrintOptions(Paper paper, SolutionPlacement solutions, boolean steps) {
        this(paper, solutions, steps, StepDetail.ALL, Order.AS_GIVEN, false, null, null);
    }

    public PrintOptions withPaper(Paper p) {
        return new PrintOptions(p, solutions, steps, detail, order, gutter, font, imprint, null, bleed, fallback);
    }

    public PrintOptions withSolutions(SolutionPlacement s) {
        return new PrintOptions(paper, s, steps, detail, order, gutter, font, imprint, trim, bleed, fallback);
    }

    public PrintOptions withSteps(boolean s) {
        return new PrintOptions(paper, solutions, s, detail, order, gutter, font, imprint, trim, bleed, fallback);
    }

    public PrintOptions withDetail(StepDetail d) {
        return new PrintOptions(paper, solutions, steps, d, order, gutter, font, imprint, trim, bleed, fallback);
    }

    public PrintOptions withOrder(Order o) {
        return new PrintOptions(paper, solutions, steps, detail, o, gutter, font, imprint, trim, bleed, fallback);
    }

    public PrintOptions withGutter(boolean g) {
        return new PrintOptions(paper, solutions, steps, detail, order, g, font, imprint, trim, bleed, fallback);
    }

    public PrintOptions withFont(Path f) {
        return new PrintOptions(paper, solutions, steps, detail, order, gutter, f, imprint, trim, bleed, fallback);
    }

    /** The font tried last, for characters no other font has (null: none). */
    public PrintOptions withFallback(Path f) {
        return new PrintOptions(paper, solutions, steps, detail, order, gutter, font, imprint, trim, bleed, f);
    }

    public PrintOptions withImprint(String i) {
        return new PrintOptions(paper, solutions, steps, detail, order, gutter, font, i, trim, bleed, fallback);
    }
}
