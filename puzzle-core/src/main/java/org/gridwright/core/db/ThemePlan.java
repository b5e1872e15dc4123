package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.model.Plural;
import org.gridwright.core.text.Templates;

/**
 * What every draw in one theme at one number of items needs that depends only on the database, the theme and that
 * number: the cast alternatives' pooled names, the parts as options (their categories resolved, their items'
 * comparison keys, which of them an exclusion keeps apart, the phrases and the introduction's words for each), the
 * number parts' schemes, and the title and introduction templates with every placeholder but {@code {asks}}
 * filled. {@link CategoryDatabase} makes one per theme and item count on first use, so that a draw
 * ({@link ThemeDrawer}) does only what its random choices decide (a 3×4 puzzle's draw walked the whole cast pool,
 * every category's items, the schemes and the label patterns, and parsed numbers and templates, every time).
 * Immutable but for what the draws' choices come to, kept as they are made (bounded, and safe to share between
 * threads): a number part's category per scheme choice, the phrases of a part's categories, the words of a list of
 * asks.
 */
final class ThemePlan {
    final Theme theme;
    /** Items per category. */
    final int k;
    /** Per cast alternative, in the theme's order: its pooled names, or null when it cannot give k names. */
    final CastPlan[] casts;
    /** The parts that may fill a slot, in the order draws walk them. */
    final Option[] options;
    /**
     * Every item key a draw may take (the options' and the casts' items as they are found and shown), numbered: a
     * draw notes what it took by number.
     */
    private final Map<String, Integer> ids;
    /**
     * Per item key's number, the options whose category has an item of that key and its positions (pairs), or
     * null.
     */
    final int[][] occurrences;
    /** The title and introduction templates with everything but {@code {asks}} filled for k. */
    final String[] titles;
    final String[] intros;
    /** The theme words of the database's language. */
    final Templates words;

    /** Draws of a number kept per option ({@link Option#number}), at most. */
    private static final int KEPT = 4096;
    /** Lists of asks kept ({@link #asks}), at most. */
    private static final int ASKS_KEPT = 4096;
    /** Per list of asks in order, the words the title and introduction put them in; made on first use. */
    private final Map<List<String>, String> asks = new ConcurrentHashMap<>();

    /** One scheme's choices for a number: the scheme's index among the part's and its picks. */
    record Choice(int scheme, int[] picks) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Choice c && c.scheme == scheme && java.util.Arrays.equals(c.picks, picks);
        }

        @Override
        public int hashCode() {
            return 31 * scheme + java.util.Arrays.hashCode(picks);
        }

        @Override
        public String toString() {
            return scheme + java.util.Arrays.toString(picks);
        }
    }

    /** A number's category with its phrases, and the keys of its items; null keys (and category) when unfit. */
    record Number(String[] keys, int[] ids, Category category) {
    }

    /** "a, b and c" of the parts drawn, in the theme words ({@link ThemeDrawer#list}), kept per list. */
    String asks(List<String> drawn) {
        String s = asks.get(drawn);
        if (s == null) {
            s = ThemeDrawer.list(words, drawn);
            if (asks.size() < ASKS_KEPT) {
                asks.putIfAbsent(List.copyOf(drawn), s);
            }
        }
        return s;
    }

    /** One cast alternative: its heading, its names (no two with one key) and their keys, the names' forms. */
    record Cast(String heading, List<String> pool, String[] keys, Map<String, Forms> forms) {
    }

    /** A cast alternative with the key of its heading and the numbers ({@link #ids}) of its names' keys. */
    record CastPlan(Cast cast, String headingKey, int[] ids) {
    }

    /** One way to fill a slot: a database category (with the part's words) or a number of a part. */
    static final class Option {
        final ThemePart part;
        /** The database category, or null for a number. */
        final DbCategory category;
        final double weight;
        final boolean ordered;
        final String heading;
        /** The heading's key, as the drawn names are compared. */
        final String headingKey;
        /** The index of the first option equal to this one (a theme may list one part twice). */
        int same;
        /** Per option index, true when an exclusion keeps the two apart. */
        boolean[] excludes;
        /** What the introduction says the reader finds out about it. */
        final String ask;
        /** The phrases a drawn category carries, or null. */
        final Phrases phrases;
        /** The keys of the category's items as the free items are found, and as a drawn category shows them. */
        final String[] freeKeys;
        final String[] shownKeys;
        /** The numbers ({@link ThemePlan#ids}) of {@link #shownKeys}. */
        int[] shownIds;
        /** The numbers of a numerical category's items, else null. */
        final List<BigDecimal> values;
        /** A number's schemes, in the part's order (those the database has). */
        final List<NumberScheme> schemes;
        /**
         * A number's draws as they came out, per scheme and its choices ({@link NumberScheme#choices}): made on
         * first use, at most {@code KEPT} of them (a scheme's lists are short, so a few hundred serve every draw).
         */
        private final Map<Choice, Number> numbers = new ConcurrentHashMap<>();
        /** The first category drawn from this option with its phrases, whose x- keys the later ones share. */
        private volatile Category phrased;

        Option(ThemePart part, DbCategory category, double weight, CategoryDatabase db) {
            this.part = part;
            this.category = category;
            this.weight = weight;
            this.ordered = category == null || category.kind().isOrdered();
            this.heading = part.name() != null ? part.name() : category.name();
            this.headingKey = ThemeDrawer.key(heading);
            this.ask = part.ask() != null ? part.ask()
                    : ThemeText.of(db.lang()).fill("ask.default", heading.toLowerCase(Locale.ROOT));
            if (category == null) {
                this.phrases = part.phrases() != null ? part.phrases() : labelPhrases(db, part.ref(), part.name());
                this.freeKeys = null;
                this.shownKeys = null;
                this.values = null;
                List<NumberScheme> ss = new ArrayList<>();
                for (String name : part.schemes()) {
                    for (NumberScheme s : db.schemes()) {
                        if (s.name().equals(name)) {
                            ss.add(s);
                            break;
                        }
                    }
                }
                this.schemes = List.copyOf(ss);
                return;
            }
            this.phrases = part.phrases() != null ? part.phrases() : category.phrases();
            this.schemes = null;
            int n = category.size();
            this.freeKeys = new String[n];
            this.shownKeys = new String[n];
            boolean numerical = category.kind() == CategoryKind.NUMERICAL;
            boolean pattern = NumberLabel.isPattern(category.label());
            List<BigDecimal> vs = numerical ? new ArrayList<>(n) : null;
            for (int i = 0; i < n; i++) {
                String item = category.items().get(i);
                if (!numerical) {
                    freeKeys[i] = Names.key(item);
                    shownKeys[i] = freeKeys[i];
                    continue;
                }
                BigDecimal v = Numbers.parse(item);
                vs.add(v);
                // as the database item is shown (its own text without a pattern), and as the drawn category shows
                // it (the canonical number without a pattern)
                freeKeys[i] = Names.key(pattern ? NumberLabel.show(category.label(), v) : item);
                shownKeys[i] = Names.key(pattern ? NumberLabel.show(category.label(), v) : Category.canonical(v));
            }
            this.values = vs == null ? null : List.copyOf(vs);
        }

        /**
         * What a number of this part comes to when scheme {@code scheme} (an index into {@link #schemes}) makes
         * {@code choices} for k values: the category with its phrases, and its values' keys as a drawn category
         * shows them; null keys when the values do not ascend or the part's pattern cannot show one of them.
         *
         * @throws IllegalArgumentException when the phrases do not suit a number (as {@link Category#withPhrases})
         */
        Number number(ThemePlan plan, int scheme, int[] choices, int k) {
            Choice key = new Choice(scheme, choices);
            Number n = numbers.get(key);
            if (n != null) {
                return n;
            }
            String pattern = part.ref();
            List<BigDecimal> values = schemes.get(scheme).values(choices, k);
            String[] keys = new String[k];
            for (int i = 0; i < k && keys != null; i++) {
                BigDecimal v = values.get(i);
                if (i > 0 && values.get(i - 1).compareTo(v) >= 0 || !NumberLabel.fits(pattern, v)) {
                    keys = null;
                } else {
                    keys[i] = Names.key(NumberLabel.show(pattern, v));
                }
            }
            Category c = null;
            int[] ids = null;
            if (keys != null) {
                c = Category.numerical(part.name(), values, pattern);
                c = phrases == null ? c : c.withPhrases(phrases);
                ids = plan.ids(keys);
            }
            n = new Number(keys, ids, c);
            if (numbers.size() < KEPT) {
                numbers.putIfAbsent(key, n);
            }
            return n;
        }

        /**
         * {@code c}, a category just drawn from this option, with the option's phrases: the first is given them
         * (and checked), the later ones share its x- keys (phrases were written to JSON and checked for every draw).
         *
         * @throws IllegalArgumentException when the phrases do not suit the category's kind
         */
        Category phrased(Category c) {
            Category first = phrased;
            if (first == null) {
                first = c.withPhrases(phrases);
                phrased = first;
                return first;
            }
            return c.withExtensionsOf(first);
        }

        /** The names an exclusion may call it by. */
        boolean calledBy(String side) {
            String s = side.strip();
            if (s.equalsIgnoreCase(heading) || s.equals(part.ref())) {
                return true;
            }
            return category != null && (s.equals(category.place()) || s.equals(category.className()));
        }

        double weight() {
            return weight;
        }

        /** Equal as the parts, categories and weights they were made of are. */
        boolean sameAs(Option o) {
            return part.equals(o.part) && java.util.Objects.equals(category, o.category)
                    && Double.compare(weight, o.weight) == 0;
        }
    }

    ThemePlan(CategoryDatabase db, Theme theme, int k) {
        this.theme = theme;
        this.k = k;
        this.words = ThemeText.of(db.lang());
        Cast[] alternatives = new Cast[theme.cast().size()];
        for (int i = 0; i < alternatives.length; i++) {
            alternatives[i] = cast(db, theme, theme.cast().get(i), k);
        }
        this.options = options(db, theme, k);
        for (int i = 0; i < options.length; i++) {
            Option o = options[i];
            o.same = i;
            for (int j = 0; j < i; j++) {
                if (options[j].sameAs(o)) {
                    o.same = j;
                    break;
                }
            }
            o.excludes = new boolean[options.length];
            for (int j = 0; j < options.length; j++) {
                Option c = options[j];
                for (Theme.Exclusion e : theme.exclusions()) {
                    if (o.calledBy(e.a()) && c.calledBy(e.b()) || o.calledBy(e.b()) && c.calledBy(e.a())) {
                        o.excludes[j] = true;
                        break;
                    }
                }
            }
        }
        Map<String, List<Integer>> occ = new HashMap<>();
        for (int i = 0; i < options.length; i++) {
            String[] keys = options[i].freeKeys;
            if (keys == null) {
                continue;
            }
            for (int p = 0; p < keys.length; p++) {
                List<Integer> l = occ.computeIfAbsent(keys[p], x -> new ArrayList<>());
                l.add(i);
                l.add(p);
            }
        }
        Map<String, Integer> numbered = new HashMap<>();
        for (Option op : options) {
            number(numbered, op.freeKeys);
            number(numbered, op.shownKeys);
        }
        for (Cast c : alternatives) {
            number(numbered, c == null ? null : c.keys());
        }
        this.ids = Map.copyOf(numbered);
        this.occurrences = new int[numbered.size()][];
        for (Map.Entry<String, List<Integer>> e : occ.entrySet()) {
            occurrences[numbered.get(e.getKey())] = e.getValue().stream().mapToInt(Integer::intValue).toArray();
        }
        for (Option op : options) {
            op.shownIds = op.shownKeys == null ? null : ids(op.shownKeys);
        }
        this.casts = new CastPlan[alternatives.length];
        for (int i = 0; i < casts.length; i++) {
            Cast c = alternatives[i];
            casts[i] = c == null ? null : new CastPlan(c, ThemeDrawer.key(c.heading()), ids(c.keys()));
        }
        this.titles = theme.titles().stream().map(this::prefill).toArray(String[]::new);
        this.intros = theme.intros().stream().map(this::prefill).toArray(String[]::new);
    }

    /** Gives each key not yet numbered the next number. */
    private static void number(Map<String, Integer> numbered, String[] keys) {
        if (keys != null) {
            for (String key : keys) {
                numbered.putIfAbsent(key, numbered.size());
            }
        }
    }

    /** The number of each key, -1 for a key no option or cast has (a number drawn from a scheme). */
    int[] ids(String[] keys) {
        int[] out = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[i] = ids.getOrDefault(keys[i], -1);
        }
        return out;
    }

    /** How many item keys are numbered. */
    int keyCount() {
        return occurrences.length;
    }

    private static Cast cast(CategoryDatabase db, Theme theme, String alternative, int k) {
        List<String> pool = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        Map<String, Forms> forms = new HashMap<>();
        Set<String> seen = new HashSet<>();
        String heading = theme.castName();
        for (String r : Theme.castRefs(alternative)) {
            int slash = r.indexOf('/');
            DbCategory c = slash <= 0 ? null
                    : db.category(r.substring(0, slash).strip(), r.substring(slash + 1).strip()).orElse(null);
            if (c == null) {
                continue;
            }
            if (heading == null) {
                heading = c.name();
            }
            for (String it : c.items()) {
                String key = Names.key(it);
                if (seen.add(key)) {
                    pool.add(it);
                    keys.add(key);
                    if (c.forms().containsKey(it)) {
                        forms.put(it, c.forms().get(it)); // a name's gender and cases
                    }
                }
            }
        }
        if (heading == null || pool.size() < k) {
            return null;
        }
        return new Cast(heading, List.copyOf(pool), keys.toArray(String[]::new), Map.copyOf(forms));
    }

    private static Option[] options(CategoryDatabase db, Theme theme, int k) {
        List<Option> out = new ArrayList<>();
        for (ThemePart p : theme.parts()) {
            if (!(p.weight() > 0)) {
                continue;
            }
            switch (p.kind()) {
                case CATEGORY -> {
                    int slash = p.ref().indexOf('/');
                    db.category(p.ref().substring(0, slash).strip(), p.ref().substring(slash + 1).strip())
                            .filter(c -> c.size() >= k).ifPresent(c -> out.add(new Option(p, c, p.weight(), db)));
                }
                case CLASS -> {
                    List<DbCategory> cs = db.categoriesOf(p.ref()).stream()
                            .filter(c -> c.weight() > 0 && c.size() >= k).toList();
                    double total = cs.stream().mapToDouble(DbCategory::weight).sum();
                    ThemePart unnamed = p.withName(null);
                    for (DbCategory c : cs) {
                        out.add(new Option(unnamed, c, p.weight() * c.weight() / total, db));
                    }
                }
                case NUMBER -> out.add(new Option(p, null, p.weight(), db));
            }
        }
        return out.toArray(Option[]::new);
    }

    /** The phrases of the label pattern of that pattern and heading, or of that pattern alone, or null. */
    private static Phrases labelPhrases(CategoryDatabase db, String pattern, String name) {
        Phrases any = null;
        for (LabelPattern l : db.labels()) {
            if (l.pattern().equals(pattern) && l.phrases() != null) {
                if (l.name().equals(name)) {
                    return l.phrases();
                }
                any = any == null ? l.phrases() : any;
            }
        }
        return any;
    }

    /** A title or introduction template with every placeholder but {@code {asks}} filled for k. */
    private String prefill(String template) {
        Templates w = words;
        String count = w.has("count." + k) ? w.fill("count." + k) : Integer.toString(k);
        java.util.regex.Matcher m = Theme.AGREEING.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String p = m.group();
            String inside = p.substring(p.indexOf(':') + 1, p.length() - 1);
            String r;
            if (p.startsWith("{n:")) {
                // "przyjaciółka/przyjaciółki/przyjaciółek" ("|" separates a cell's alternatives)
                r = Plural.pick(inside.replace('/', '|'), BigDecimal.valueOf(k));
            } else {
                String key = "count." + inside + "." + k;
                r = w.has(key) ? w.fill(key) : Integer.toString(k);
                r = p.startsWith("{C") ? ThemeDrawer.capital(r) : r;
            }
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(r));
        }
        m.appendTail(sb);
        return sb.toString().replace("{Count}", ThemeDrawer.capital(count)).replace("{count}", count)
                .replace("{number}", Integer.toString(k)).replace("{Nouns}", ThemeDrawer.capital(theme.nounMany()))
                .replace("{nouns}", theme.nounMany()).replace("{Noun}", ThemeDrawer.capital(theme.nounOne()))
                .replace("{noun}", theme.nounOne());
    }
}
