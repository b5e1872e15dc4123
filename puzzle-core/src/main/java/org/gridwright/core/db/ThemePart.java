package org.gridwright.core.db;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.gridwright.core.model.Phrases;

/**
 * One thing that fits a theme besides its cast: a category of the database, any category of a class, or a number
 * drawn from numerical schemes and shown with a pattern.
 *
 * @param kind    what {@code ref} names
 * @param ref     {@code class/category} for a category, the class name for a class, the display pattern
 *                ({@code $@}, {@code @ years}) for a number
 * @param weight  drawing weight among the theme's parts
 * @param name    the heading in a puzzle (required for a number; for a category or class blank keeps the
 *                category's own)
 * @param schemes for a number, the names of the schemes its values come from (one is drawn per puzzle); empty
 *                otherwise
 * @param ask     how the introduction says what the reader finds out about it ("the fee they paid"), or null for
 *                the heading
 * @param phrases the verbs it takes in this setting ("adopted the @"), or null for the category's own
 */
public record ThemePart(Kind kind, String ref, double weight, String name, List<String> schemes, String ask,
        Phrases phrases) {

    /** What a part names. */
    public enum Kind {
        CATEGORY, CLASS, NUMBER;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Kind> ofCode(String code) {
            for (Kind k : values()) {
                if (k.code().equals(code.strip().toLowerCase(Locale.ROOT))) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }
    }

    public ThemePart {
        Objects.requireNonNull(kind, "kind");
        if (ref == null || ref.isBlank()) {
            throw new IllegalArgumentException(Msg.get("edit.blankName", "theme part"));
        }
        ref = ref.strip();
        Names.checkWeight(weight);
        name = name == null || name.isBlank() ? null : name.strip();
        schemes = schemes.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        ask = ask == null || ask.isBlank() ? null : ask.strip();
        if (kind == Kind.NUMBER && (name == null || schemes.isEmpty())) {
            throw new IllegalArgumentException(ThemeText.get("edit.numberNeeds", ref));
        }
        if (kind == Kind.CATEGORY && ref.indexOf('/') <= 0) {
            throw new IllegalArgumentException(ThemeText.get("edit.categoryRef", ref));
        }
        if (kind == Kind.CLASS && ref.contains("/")) {
            throw new IllegalArgumentException(Msg.get("edit.slash", "class", ref));
        }
    }

    /** This part with other phrases (null: the category's own). */
    public ThemePart withPhrases(Phrases p) {
        return new ThemePart(kind, ref, weight, name, schemes, ask, p);
    }

    public ThemePart withWeight(double w) {
        return new ThemePart(kind, ref, w, name, schemes, ask, phrases);
    }

    public ThemePart withName(String n) {
        return new ThemePart(kind, ref, weight, n, schemes, ask, phrases);
    }

    public ThemePart withAsk(String a) {
        return new ThemePart(kind, ref, weight, name, schemes, a, phrases);
    }

    public ThemePart withSchemes(List<String> s) {
        return new ThemePart(kind, ref, weight, name, s, ask, phrases);
    }
}
