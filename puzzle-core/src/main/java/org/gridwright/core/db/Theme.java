package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A theme: the small story a puzzle is set in. It names its cast (the subject category whose items clues name
 * directly: people's names, teams, ships), the entity noun ("friend|friends"), the categories and numbers that
 * belong in the setting with the verbs each takes there, title patterns and introduction templates, and pairs of
 * parts that would contradict the world if drawn together (a zodiac sign beside a birth month).
 *
 * <p>Title and introduction templates are text with placeholders ({@link #PLACEHOLDERS}): {@code {Count}} /
 * {@code {count}} the number of entities spelled out ("Five" / "five"), {@code {number}} the number in digits,
 * {@code {noun}} / {@code {nouns}} the entity noun for one and for several ({@code {Noun}}, {@code {Nouns}}
 * capitalised), and {@code {asks}} the list of what the reader finds out, made of the drawn parts' {@code ask}
 * texts ("their pet, the fee they paid and the pet's age"). Languages whose numerals agree with the noun use
 * {@link #AGREEING} placeholders too.
 *
 * @param name          identifier, unique in the database ({@code pet_adoption})
 * @param weight        drawing weight among the themes that fit a size (0: only when asked for by name)
 * @param minCategories the fewest categories (cast included) a puzzle in this theme has
 * @param maxCategories the most categories
 * @param minItems      the fewest items per category
 * @param maxItems      the most items per category
 * @param noun          the entity noun, {@code "friend|friends"} (one, then several)
 * @param cast          alternatives for the cast, one drawn per puzzle; each is one or more {@code class/category}
 *                      references joined by {@code +} whose items are pooled ({@code people/womens_names+people/
 *                      mens_names})
 * @param castName      the cast category's heading in a puzzle, or null for the first referenced category's name
 * @param titles        title patterns, one drawn per puzzle (at least one)
 * @param intros        introduction templates, one drawn per puzzle (at least one)
 * @param parts         the categories, classes and numbers that fit the setting
 * @param exclusions    pairs of parts never drawn together
 */
public record Theme(String name, double weight, int minCategories, int maxCategories, int minItems, int maxItems,
        String noun, List<String> cast, String castName, List<String> titles, List<String> intros,
        List<ThemePart> parts, List<Exclusion> exclusions) {

    /** The placeholders title and introduction templates may use. */
    public static final List<String> PLACEHOLDERS = List.of("{Count}", "{count}", "{number}", "{noun}", "{nouns}",
            "{Noun}", "{Nouns}", "{asks}");

    /**
     * Placeholders for languages whose numerals agree with their noun: {@code {Count:G}} / {@code {count:G}} the
     * number in words in gender class {@code G} ({@code m}, {@code f}, {@code n}, {@code c} collective for a mixed
     * group: "pięcioro", or {@code mp} for masculine
     * persons: Polish "pięć" / "pięciu"), and {@code {n:one/few/many}} the form agreeing with the number
     * ({@link org.gridwright.core.model.Plural}: "przyjaciółka/przyjaciółki/przyjaciółek"; {@code /} because
     * {@code |} separates the alternatives of a cell).
     */
    public static final java.util.regex.Pattern AGREEING = java.util.regex.Pattern.compile(
            "\\{(?:[Cc]ount:(?:m|f|n|mp|c)|n:[^{}]+)}");

    /** The most categories or items a theme's range may name. */
    public static final int MAX_RANGE = 64;

    /**
     * Two parts never drawn together. Each side matches a drawn part by its heading (case ignored), its
     * {@code class/category} reference, its class or its number pattern.
     */
    public record Exclusion(String a, String b) {
        public Exclusion {
            a = Objects.requireNonNull(a, "a").strip();
            b = Objects.requireNonNull(b, "b").strip();
            if (a.isEmpty() || b.isEmpty()) {
                throw new IllegalArgumentException(Msg.get("edit.blankName", "exclusion"));
            }
        }

        /** {@code a;b}, as the file writes it. */
        public String text() {
            return a + ";" + b;
        }

        /** The exclusion written {@code a;b}, or null when the text is not two non-blank sides. */
        public static Exclusion parse(String text) {
            String[] s = text.split(";", -1);
            if (s.length != 2 || s[0].isBlank() || s[1].isBlank()) {
                return null;
            }
            return new Exclusion(s[0], s[1]);
        }
    }

    public Theme {
        name = Names.checkName(name, "theme");
        Names.checkWeight(weight);
        if (minCategories < 2 || maxCategories < minCategories || maxCategories > MAX_RANGE) {
            throw new IllegalArgumentException(ThemeText.get("edit.categoriesRange", name, minCategories,
                    maxCategories));
        }
        if (minItems < 2 || maxItems < minItems || maxItems > MAX_RANGE) {
            throw new IllegalArgumentException(ThemeText.get("edit.itemsRange", name, minItems, maxItems));
        }
        noun = noun == null || noun.isBlank() ? null : noun.strip();
        if (noun == null) {
            throw new IllegalArgumentException(ThemeText.get("edit.noNoun", name));
        }
        cast = strip(cast);
        if (cast.isEmpty()) {
            throw new IllegalArgumentException(ThemeText.get("edit.noCast", name));
        }
        castName = castName == null || castName.isBlank() ? null : castName.strip();
        titles = strip(titles);
        intros = strip(intros);
        if (titles.isEmpty()) {
            throw new IllegalArgumentException(ThemeText.get("edit.noTitle", name));
        }
        if (intros.isEmpty()) {
            throw new IllegalArgumentException(ThemeText.get("edit.noIntro", name));
        }
        for (String t : titles) {
            String bad = unknownPlaceholder(t);
            if (bad != null) {
                throw new IllegalArgumentException(ThemeText.get("edit.placeholder", name, bad, t));
            }
        }
        for (String t : intros) {
            String bad = unknownPlaceholder(t);
            if (bad != null) {
                throw new IllegalArgumentException(ThemeText.get("edit.placeholder", name, bad, t));
            }
        }
        parts = List.copyOf(parts);
        exclusions = List.copyOf(exclusions);
    }

    private static List<String> strip(List<String> xs) {
        List<String> out = new ArrayList<>();
        for (String x : xs) {
            if (x != null && !x.isBlank()) {
                out.add(x.strip());
            }
        }
        return List.copyOf(out);
    }

    /** The first {@code {…}} in {@code template} that is not a known placeholder, or null when all are known. */
    public static String unknownPlaceholder(String template) {
        int i = template.indexOf('{');
        while (i >= 0) {
            int close = template.indexOf('}', i);
            if (close < 0) {
                return template.substring(i);
            }
            String p = template.substring(i, close + 1);
            if (!PLACEHOLDERS.contains(p) && !AGREEING.matcher(p).matches()) {
                return p;
            }
            i = template.indexOf('{', close);
        }
        return null;
    }

    /** True when a puzzle of {@code categories} categories of {@code items} items is within this theme's ranges. */
    public boolean fits(int categories, int items) {
        return categories >= minCategories && categories <= maxCategories && items >= minItems && items <= maxItems;
    }

    /** The noun for one entity. */
    public String nounOne() {
        return noun.split("\\|", -1)[0].strip();
    }

    /** The noun for several entities. */
    public String nounMany() {
        String[] s = noun.split("\\|", -1);
        return s.length > 1 ? s[1].strip() : s[0].strip() + "s";
    }

    /** A range as the file writes it: {@code 3-6}, or {@code 4} when both ends are equal. */
    public static String rangeText(int min, int max) {
        return min == max ? Integer.toString(min) : min + "-" + max;
    }

    /** The cast alternatives as the file writes them, {@code |} between them. */
    public String castText() {
        return String.join("|", cast);
    }

    /** The {@code class/category} references of one cast alternative. */
    public static List<String> castRefs(String alternative) {
        List<String> out = new ArrayList<>();
        for (String r : alternative.split("\\+")) {
            if (!r.isBlank()) {
                out.add(r.strip());
            }
        }
        return out;
    }

    /** A short description for lists: {@code 3-5 × 4-6}. */
    public String sizes() {
        return rangeText(minCategories, maxCategories) + " × " + rangeText(minItems, maxItems);
    }

    // ------------------------------------------------------------------ edits (the category manager's)

    public Theme withName(String n) {
        return new Theme(n, weight, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, titles,
                intros, parts, exclusions);
    }

    public Theme withWeight(double w) {
        return new Theme(name, w, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, titles,
                intros, parts, exclusions);
    }

    public Theme withSizes(int minC, int maxC, int minI, int maxI) {
        return new Theme(name, weight, minC, maxC, minI, maxI, noun, cast, castName, titles, intros, parts,
                exclusions);
    }

    public Theme withNoun(String n) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, n, cast, castName, titles,
                intros, parts, exclusions);
    }

    public Theme withCast(List<String> c, String cName) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, noun, c, cName, titles,
                intros, parts, exclusions);
    }

    public Theme withTitles(List<String> t) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, t,
                intros, parts, exclusions);
    }

    public Theme withIntros(List<String> i) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, titles,
                i, parts, exclusions);
    }

    public Theme withParts(List<ThemePart> p) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, titles,
                intros, p, exclusions);
    }

    public Theme withExclusions(List<Exclusion> e) {
        return new Theme(name, weight, minCategories, maxCategories, minItems, maxItems, noun, cast, castName, titles,
                intros, parts, e);
    }

    /** The names of {@code themes} closest to {@code wanted} (for "did you mean"), best first, at most {@code n}. */
    public static List<String> closeNames(List<Theme> themes, String wanted, int n) {
        String w = wanted.strip().toLowerCase(Locale.ROOT);
        record Scored(String name, int score) {
        }
        List<Scored> scored = new ArrayList<>();
        for (Theme t : themes) {
            String x = t.name().toLowerCase(Locale.ROOT);
            int d = distance(w, x);
            if (x.contains(w) || w.contains(x)) {
                d = Math.min(d, Math.abs(x.length() - w.length()) / 2);
            }
            scored.add(new Scored(t.name(), d));
        }
        scored.sort(java.util.Comparator.comparingInt(Scored::score).thenComparing(Scored::name));
        int limit = Math.max(2, w.length() / 2 + 1);
        List<String> out = new ArrayList<>();
        for (Scored s : scored) {
            if (out.size() < n && s.score() <= limit) {
                out.add(s.name());
            }
        }
        return out;
    }

    /** The Levenshtein distance of two words. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
