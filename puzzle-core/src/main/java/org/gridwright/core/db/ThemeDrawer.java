package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.Plural;
import org.gridwright.core.text.Templates;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Phrases;

/**
 * One draw of a puzzle's categories in a theme: the cast, then the theme's parts by weight (the ordered ones the
 * request needs first), never two that an exclusion keeps apart, never an item or heading twice; then a title and
 * an introduction from the theme's templates. Walks lists in order, so the result depends only on the database,
 * the theme, the request and the generator state.
 */
final class ThemeDrawer {
    private static final int NUMBER_ATTEMPTS = 60;

    private final CategoryDatabase db;
    private final Theme theme;
    private final RandomGenerator rnd;
    private final int k;
    private final int count;
    private final int minOrdered;
    private final Set<String> takenItems = new LinkedHashSet<>();
    private final Set<String> takenNames = new HashSet<>();

    ThemeDrawer(CategoryDatabase db, Theme theme, RandomGenerator rnd, DrawRequest req) {
        this.db = db;
        this.theme = theme;
        this.rnd = rnd;
        this.k = req.items();
        this.count = req.categories();
        this.minOrdered = req.minOrdered();
    }

    /** One way to fill a slot: a database category (with the part's words) or a number of a part. */
    private record Option(ThemePart part, DbCategory category, double weight) {
        String heading() {
            if (part.name() != null) {
                return part.name();
            }
            return category.name();
        }

        boolean ordered() {
            return category == null || category.kind().isOrdered();
        }

        /** The names an exclusion may call it by. */
        boolean calledBy(String side) {
            String s = side.strip();
            if (s.equalsIgnoreCase(heading()) || s.equals(part.ref())) {
                return true;
            }
            return category != null && (s.equals(category.place()) || s.equals(category.className()));
        }
    }

    ThemedDraw draw() throws DrawException {
        Category cast = cast();
        note(cast);
        List<Option> options = options();
        List<Option> chosen = new ArrayList<>();
        List<Category> drawn = new ArrayList<>();
        List<Option> made = new ArrayList<>();
        int ordered = 0;
        while (drawn.size() < count - 1) {
            boolean mustOrder = ordered < minOrdered;
            List<Option> open = new ArrayList<>();
            for (Option o : options) {
                if ((!mustOrder || o.ordered()) && !chosen.contains(o) && !excluded(o, chosen)
                        && !takenNames.contains(key(o.heading())) && (o.category() == null || usable(o) != null)) {
                    open.add(o);
                }
            }
            Option o = Weighted.pick(rnd, open, Option::weight);
            if (o == null) {
                throw new DrawException(ThemeText.get("draw.parts", theme.name(), count - 1 - drawn.size(), k,
                        Math.max(0, minOrdered - ordered)));
            }
            chosen.add(o);
            Category c = o.category() == null ? number(o) : take(o);
            if (c == null) {
                continue;
            }
            note(c);
            drawn.add(c);
            made.add(o);
            if (o.ordered()) {
                ordered++;
            }
        }
        // the parts in a random order after the cast (the ordered ones the request needed were drawn first)
        List<String> asks = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            order.add(i);
        }
        for (int i = order.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            Integer t = order.get(i);
            order.set(i, order.get(j));
            order.set(j, t);
        }
        List<Category> out = new ArrayList<>();
        out.add(cast);
        for (int i : order) {
            out.add(drawn.get(i));
            asks.add(ask(made.get(i), drawn.get(i)));
        }
        String title = fill(theme.titles().get(rnd.nextInt(theme.titles().size())), asks);
        String intro = fill(theme.intros().get(rnd.nextInt(theme.intros().size())), asks);
        return new ThemedDraw(theme.name(), out, cast.name(), theme.noun(), title, intro);
    }

    private void note(Category c) {
        takenNames.add(key(c.name()));
        for (int i = 0; i < c.size(); i++) {
            takenItems.add(Names.key(c.display(i)));
        }
    }

    private static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------ cast

    private Category cast() throws DrawException {
        List<String> alternatives = new ArrayList<>(theme.cast());
        while (!alternatives.isEmpty()) {
            String alt = alternatives.remove(rnd.nextInt(alternatives.size()));
            List<String> refs = Theme.castRefs(alt);
            List<String> pool = new ArrayList<>();
            java.util.Map<String, Forms> forms = new java.util.HashMap<>();
            Set<String> seen = new HashSet<>();
            String heading = theme.castName();
            for (String r : refs) {
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
                    if (seen.add(Names.key(it))) {
                        pool.add(it);
                        if (c.forms().containsKey(it)) {
                            forms.put(it, c.forms().get(it)); // a name's gender and cases
                        }
                    }
                }
            }
            if (heading == null || pool.size() < k) {
                continue;
            }
            List<Integer> pos = sample(pool.size(), k);
            Category out = Category.labelled(heading, CategoryKind.CATEGORICAL, pos.stream().map(pool::get).toList());
            return forms.isEmpty() ? out : out.withForms(forms);
        }
        throw new DrawException(ThemeText.get("draw.cast", theme.name(), k));
    }

    /** k of the positions 0…n-1, uniformly, ascending. */
    private List<Integer> sample(int n, int size) {
        List<Integer> u = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            u.add(i);
        }
        return sample(u, size);
    }

    private List<Integer> sample(List<Integer> from, int size) {
        List<Integer> u = new ArrayList<>(from);
        for (int i = 0; i < size; i++) {
            int j = i + rnd.nextInt(u.size() - i);
            Integer t = u.get(i);
            u.set(i, u.get(j));
            u.set(j, t);
        }
        List<Integer> pos = new ArrayList<>(u.subList(0, size));
        pos.sort(null);
        return pos;
    }

    // ------------------------------------------------------------------ parts

    private List<Option> options() {
        List<Option> out = new ArrayList<>();
        for (ThemePart p : theme.parts()) {
            if (!(p.weight() > 0)) {
                continue;
            }
            switch (p.kind()) {
                case CATEGORY -> {
                    int slash = p.ref().indexOf('/');
                    db.category(p.ref().substring(0, slash).strip(), p.ref().substring(slash + 1).strip())
                            .filter(c -> c.size() >= k).ifPresent(c -> out.add(new Option(p, c, p.weight())));
                }
                case CLASS -> {
                    List<DbCategory> cs = db.categoriesOf(p.ref()).stream()
                            .filter(c -> c.weight() > 0 && c.size() >= k).toList();
                    double total = cs.stream().mapToDouble(DbCategory::weight).sum();
                    for (DbCategory c : cs) {
                        out.add(new Option(p.withName(null), c, p.weight() * c.weight() / total));
                    }
                }
                case NUMBER -> out.add(new Option(p, null, p.weight()));
            }
        }
        return out;
    }

    private boolean excluded(Option o, List<Option> chosen) {
        for (Theme.Exclusion e : theme.exclusions()) {
            for (Option c : chosen) {
                if (o.calledBy(e.a()) && c.calledBy(e.b()) || o.calledBy(e.b()) && c.calledBy(e.a())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The item positions of the option's category still free, or null when fewer than k (or no window). */
    private List<Integer> usable(Option o) {
        DbCategory c = o.category();
        List<Integer> usable = new ArrayList<>(c.size());
        for (int i = 0; i < c.size(); i++) {
            if (!takenItems.contains(Names.key(display(c, i)))) {
                usable.add(i);
            }
        }
        if (usable.size() < k || c.subset() == Subset.CONTIGUOUS && windows(usable).isEmpty()) {
            return null;
        }
        return usable;
    }

    private static String display(DbCategory c, int i) {
        String item = c.items().get(i);
        BigDecimal value = NumberLabel.isPattern(c.label()) ? Numbers.parse(item) : null;
        return value == null ? item : NumberLabel.show(c.label(), value);
    }

    private List<Integer> windows(List<Integer> usable) {
        List<Integer> starts = new ArrayList<>();
        int run = 0;
        for (int j = 0; j < usable.size(); j++) {
            run = j > 0 && usable.get(j) == usable.get(j - 1) + 1 ? run + 1 : 1;
            if (run >= k) {
                starts.add(usable.get(j) - k + 1);
            }
        }
        return starts;
    }

    private Category take(Option o) {
        DbCategory c = o.category();
        List<Integer> usable = usable(o);
        List<Integer> pos;
        if (c.subset() == Subset.FIRST) {
            pos = new ArrayList<>(usable.subList(0, k));
        } else if (c.subset() == Subset.CONTIGUOUS) {
            List<Integer> starts = windows(usable);
            int s = starts.get(rnd.nextInt(starts.size()));
            pos = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                pos.add(s + i);
            }
        } else {
            pos = sample(usable, k);
        }
        List<String> items = pos.stream().map(c.items()::get).toList();
        Phrases p = o.part().phrases() != null ? o.part().phrases() : c.phrases();
        Category out = c.kind() == CategoryKind.NUMERICAL
                ? Category.numerical(o.heading(), items.stream().map(Numbers::parse).toList(), c.label())
                : Category.labelled(o.heading(), c.kind(), items);
        return Drawer.withForms(p == null ? out : out.withPhrases(p), c);
    }

    private Category number(Option o) {
        ThemePart p = o.part();
        String pattern = p.ref();
        List<NumberScheme> schemes = new ArrayList<>();
        for (String name : p.schemes()) {
            db.schemes().stream().filter(s -> s.name().equals(name)).findFirst().ifPresent(schemes::add);
        }
        if (schemes.isEmpty()) {
            return null;
        }
        for (int attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
            NumberScheme s = schemes.get(rnd.nextInt(schemes.size()));
            List<BigDecimal> values = s.values(rnd, k);
            if (fit(pattern, values)) {
                Phrases ph = p.phrases() != null ? p.phrases() : labelPhrases(pattern, p.name());
                Category c = Category.numerical(p.name(), values, pattern);
                return ph == null ? c : c.withPhrases(ph);
            }
        }
        return null;
    }

    private boolean fit(String pattern, List<BigDecimal> values) {
        for (int i = 0; i < values.size(); i++) {
            BigDecimal v = values.get(i);
            if (i > 0 && values.get(i - 1).compareTo(v) >= 0 || !NumberLabel.fits(pattern, v)
                    || takenItems.contains(Names.key(NumberLabel.show(pattern, v)))) {
                return false;
            }
        }
        return true;
    }

    /** The phrases of the label pattern of that pattern and heading, or of that pattern alone, or null. */
    private Phrases labelPhrases(String pattern, String name) {
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

    // ------------------------------------------------------------------ title and introduction

    private String ask(Option o, Category c) {
        return o.part().ask() != null ? o.part().ask()
                : ThemeText.of(db.lang()).fill("ask.default", c.name().toLowerCase(Locale.ROOT));
    }

    private String fill(String template, List<String> asks) {
        Templates w = ThemeText.of(db.lang());
        String words = w.has("count." + k) ? w.fill("count." + k) : Integer.toString(k);
        java.util.regex.Matcher m = Theme.AGREEING.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String p = m.group();
            String inside = p.substring(p.indexOf(':') + 1, p.length() - 1);
            String r;
            if (p.startsWith("{n:")) {
                // "przyjaciółka/przyjaciółki/przyjaciółek" ("|" separates a cell's alternatives)
                r = Plural.pick(inside.replace('/', '|'), java.math.BigDecimal.valueOf(k));
            } else {
                String key = "count." + inside + "." + k;
                r = w.has(key) ? w.fill(key) : Integer.toString(k);
                r = p.startsWith("{C") ? capital(r) : r;
            }
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(r));
        }
        m.appendTail(sb);
        template = sb.toString();
        return template.replace("{Count}", capital(words)).replace("{count}", words)
                .replace("{number}", Integer.toString(k)).replace("{Nouns}", capital(theme.nounMany()))
                .replace("{nouns}", theme.nounMany()).replace("{Noun}", capital(theme.nounOne()))
                .replace("{noun}", theme.nounOne()).replace("{asks}", list(w, asks));
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    /** "a", "a and b", "a, b and c" in the bundle's words. */
    static String list(List<String> xs) {
        return list(ThemeText.of(null), xs);
    }

    /** "a", "a and b", "a, b and c" in the words of {@code w}. */
    static String list(Templates w, List<String> xs) {
        if (xs.isEmpty()) {
            return "";
        }
        if (xs.size() == 1) {
            return xs.get(0);
        }
        if (xs.size() == 2) {
            return w.fill("list.two", xs.get(0), xs.get(1));
        }
        String s = xs.get(0);
        for (int i = 1; i < xs.size() - 1; i++) {
            s = w.fill("list.more", s, xs.get(i));
        }
        return w.fill("list.last", s, xs.get(xs.size() - 1));
    }
}
