package org.gridwright.core.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;

/**
 * A category database: classes with weights, categories with their items, numerical schemes and label patterns.
 * An immutable value; every {@code with…}/{@code without…} method returns a new database (the category manager
 * wraps them as undoable edits). Lists keep the order of the files, which is also the order draws walk through,
 * so a draw depends only on the database and the generator state.
 */
public final class CategoryDatabase {
    private static final String BUNDLED_ROOT = "/org/gridwright/core/db/";
    private static final String BUNDLED = BUNDLED_ROOT + "default/";
    /** The languages of the bundled databases ({@link #bundled(String)}). */
    public static final List<String> BUNDLED_LANGS = List.of("en", "pl");

    private final List<DbClass> classes;
    private final List<DbCategory> categories;
    private final List<NumberScheme> schemes;
    private final List<LabelPattern> labels;
    private final List<Theme> themes;
    private final String lang;
    private volatile ItemIndex index;
    /**
     * What draws in a theme need that depends only on this database, the theme and the item count, made on first
     * use (keyed by the theme's place in {@link #themes} and the item count), and the themes that fit a size. A
     * cache of values this immutable database determines: it never changes what a draw gives.
     */
    private final Map<Long, ThemePlan> plans = new ConcurrentHashMap<>();
    private final Map<Long, Fitting> fitting = new ConcurrentHashMap<>();

    /**
     * A database of these parts.
     *
     * @throws IllegalArgumentException when a name is used twice or a category's class is not among the classes
     */
    public CategoryDatabase(List<DbClass> classes, List<DbCategory> categories, List<NumberScheme> schemes,
            List<LabelPattern> labels) {
        this(classes, categories, schemes, labels, List.of());
    }

    /**
     * A database of these parts and themes. A theme's references to categories, classes and schemes are not
     * checked here (an edit of a category must not fail for a theme's sake): reading reports them, and a draw
     * leaves out what is missing.
     *
     * @throws IllegalArgumentException when a name is used twice or a category's class is not among the classes
     */
    public CategoryDatabase(List<DbClass> classes, List<DbCategory> categories, List<NumberScheme> schemes,
            List<LabelPattern> labels, List<Theme> themes) {
        this(classes, categories, schemes, labels, themes, null);
    }

    /**
     * A database of these parts and themes in language {@code lang} (a BCP 47 tag such as {@code pl}; null for
     * English): the language its items, phrases and themes are written in, which puzzles drawn from it are
     * written in too.
     */
    public CategoryDatabase(List<DbClass> classes, List<DbCategory> categories, List<NumberScheme> schemes,
            List<LabelPattern> labels, List<Theme> themes, String lang) {
        this.lang = lang == null || lang.isBlank() || lang.strip().equals("en") ? null : lang.strip();
        this.themes = List.copyOf(themes);
        Set<String> themeNames = new HashSet<>();
        for (Theme t : this.themes) {
            if (!themeNames.add(t.name())) {
                throw new IllegalArgumentException(ThemeText.get("edit.themeTwice", t.name()));
            }
        }
        this.classes = List.copyOf(classes);
        this.categories = List.copyOf(categories);
        this.schemes = List.copyOf(schemes);
        this.labels = List.copyOf(labels);
        Set<String> names = new HashSet<>();
        for (DbClass c : this.classes) {
            if (!names.add(c.name())) {
                throw new IllegalArgumentException(Msg.get("edit.classTwice", c.name()));
            }
        }
        Set<String> places = new HashSet<>();
        for (DbCategory c : this.categories) {
            if (!names.contains(c.className())) {
                throw new IllegalArgumentException(Msg.get("edit.noClass", c.place(), c.className()));
            }
            if (!places.add(c.place())) {
                throw new IllegalArgumentException(Msg.get("edit.categoryTwice", c.place()));
            }
        }
        Set<String> schemeNames = new HashSet<>();
        for (NumberScheme s : this.schemes) {
            if (!schemeNames.add(s.name())) {
                throw new IllegalArgumentException(Msg.get("edit.schemeTwice", s.name()));
            }
        }
        Set<String> labelKeys = new HashSet<>();
        for (LabelPattern l : this.labels) {
            if (!labelKeys.add(l.pattern() + "\u0000" + l.name())) {
                throw new IllegalArgumentException(Msg.get("edit.labelTwice", l.pattern(), l.name()));
            }
        }
    }

    /** A database with nothing in it. */
    public static CategoryDatabase empty() {
        return new CategoryDatabase(List.of(), List.of(), List.of(), List.of());
    }

    /** The default English database shipped inside the product. */
    public static CategoryDatabase bundled() {
        return bundled(null);
    }

    /**
     * The database shipped inside the product for language {@code lang} ({@code pl}; null or {@code en} for the
     * English one).
     *
     * @throws IllegalArgumentException when the product ships no database in that language
     */
    public static CategoryDatabase bundled(String lang) {
        String folder = lang == null || lang.isBlank() || lang.equals("en") ? BUNDLED : BUNDLED_ROOT + lang + "/";
        if (CategoryDatabase.class.getResource(folder + CsvStore.CATEGORIES) == null) {
            throw new IllegalArgumentException(Msg.get("load.noBundled", lang, String.join(", ", BUNDLED_LANGS)));
        }
        LoadResult r = bundledResult(folder);
        if (!r.clean()) {
            throw new IllegalStateException("the bundled category database has problems: " + r.problems());
        }
        return r.db();
    }

    /** The bundled database with the problems reading it met (none, as its tests check). */
    static LoadResult bundledResult() {
        return bundledResult(BUNDLED);
    }

    /** The bundled database in {@code folder} with the problems reading it met. */
    static LoadResult bundledResult(String folder) {
        try {
            return CsvStore.loadResources(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a database folder. Rows with problems are left out (or, where a safe default exists, read with it) and
     * each is reported with its file and line.
     *
     * @throws IOException when the folder does not exist, is not a folder, holds none of the database files or
     *                     cannot be read
     */
    public static LoadResult load(Path dir) throws IOException {
        return load(dir, Monitor.NONE);
    }

    /**
     * Reads a database folder as {@link #load(Path)} does, reporting progress in lines (every line of the files
     * parsed, then the item rows checked) and stopping soon after {@code monitor} is cancelled.
     *
     * @throws CancelledException when cancelled
     */
    public static LoadResult load(Path dir, Monitor monitor) throws IOException {
        return CsvStore.load(dir, monitor);
    }

    /**
     * Writes the database into a folder (created if needed): every file is written to a temporary file in the
     * folder first and then moved over the old one, and a {@code README.txt} describing the layout is written too.
     */
    public void save(Path dir) throws IOException {
        save(dir, Monitor.NONE);
    }

    /**
     * Writes the database as {@link #save(Path)} does, reporting progress in lines written. Cancelled (or failing)
     * before the new files are complete, it leaves the folder's old files exactly as they were; the complete files
     * then replace the old ones together, and a failure among those moves puts the old ones back.
     *
     * @throws CancelledException when cancelled (nothing in the folder changed)
     */
    public void save(Path dir, Monitor monitor) throws IOException {
        CsvStore.save(this, dir, monitor);
    }

    /**
     * Draws categories for a puzzle.
     *
     * @throws DrawException when the database cannot give what is asked (the message says what is missing)
     */
    public List<Category> draw(RandomGenerator rnd, DrawRequest req) throws DrawException {
        return new Drawer(this, rnd, req).draw();
    }

    public List<DbClass> classes() {
        return classes;
    }

    public List<DbCategory> categories() {
        return categories;
    }

    public List<NumberScheme> schemes() {
        return schemes;
    }

    public List<LabelPattern> labels() {
        return labels;
    }

    /** The themes, in file order (empty for a database without themes). */
    public List<Theme> themes() {
        return themes;
    }

    public Optional<Theme> theme(String name) {
        return themes.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    /** The themes that serve puzzles of {@code categories} categories of {@code items} items, in order. */
    public List<Theme> themesFor(int categories, int items) {
        return fitting(categories, items).themes;
    }

    private Fitting fitting(int categories, int items) {
        return fitting.computeIfAbsent(((long) categories << 32) | (items & 0xffffffffL),
                x -> new Fitting(this, categories, items));
    }

    /**
     * The themes that fit a size, their weights in one array and their plans by place, made on first use: a draw by
     * weight reads the array, not each theme, and finds the plan without a search and a boxed key (a 3x4 puzzle's
     * draw up to its drawer took 2.4-2.9 us made right after another puzzle and 7-10 on cold caches, 1.4 and 3-4
     * with this).
     */
    private static final class Fitting {
        final List<Theme> themes;
        final double[] weights;
        /** The places in {@link #themes} of the database. */
        final int[] at;
        final AtomicReferenceArray<ThemePlan> plans;

        Fitting(CategoryDatabase db, int categories, int items) {
            List<Integer> places = new ArrayList<>();
            for (int i = 0; i < db.themes.size(); i++) {
                if (db.themes.get(i).fits(categories, items)) {
                    places.add(i);
                }
            }
            themes = places.stream().map(db.themes::get).toList();
            weights = themes.stream().mapToDouble(Theme::weight).toArray();
            at = places.stream().mapToInt(Integer::intValue).toArray();
            plans = new AtomicReferenceArray<>(at.length);
        }

        /** The plan of the i-th fitting theme with {@code items} items (this fitting's item count). */
        ThemePlan plan(CategoryDatabase db, int i, int items) {
            ThemePlan p = plans.get(i);
            if (p == null) {
                p = db.plan(at[i], items);
                plans.set(i, p);
            }
            return p;
        }
    }

    /** The plan of draws in the theme at {@code at} in {@link #themes} with {@code items} items per category. */
    private ThemePlan plan(int at, int items) {
        return plans.computeIfAbsent(((long) at << 32) | (items & 0xffffffffL),
                x -> new ThemePlan(this, themes.get(at), items));
    }

    private ThemePlan plan(Theme t, int items) {
        for (int i = 0; i < themes.size(); i++) {
            if (themes.get(i) == t) {
                return plan(i, items);
            }
        }
        throw new IllegalArgumentException("not a theme of this database: " + t.name());
    }

    /**
     * Draws categories in a theme, with the puzzle's cast, noun, title and introduction. {@code themeName} null
     * draws a theme by weight among those that serve the size (another one when the first cannot give what is
     * asked).
     *
     * @throws DrawException when there is no such theme, it does not serve the size, or it cannot give the
     *                       categories asked for (the message says which)
     */
    public ThemedDraw drawThemed(RandomGenerator rnd, String themeName, DrawRequest req) throws DrawException {
        if (themeName != null) {
            Theme t = theme(themeName).orElse(null);
            if (t == null) {
                List<String> close = Theme.closeNames(themes, themeName, 5);
                throw new DrawException(ThemeText.get("draw.unknownTheme", themeName,
                        close.isEmpty() ? "" : ThemeText.get("draw.closeNames", String.join(", ", close))));
            }
            if (!t.fits(req.categories(), req.items())) {
                throw new DrawException(ThemeText.get("draw.noFit", t.name(),
                        Theme.rangeText(t.minCategories(), t.maxCategories()),
                        Theme.rangeText(t.minItems(), t.maxItems()), req.categories(), req.items()));
            }
            return new ThemeDrawer(plan(t, req.items()), rnd, req).draw();
        }
        Fitting fits = fitting(req.categories(), req.items());
        int first = Weighted.index(rnd, fits.weights);
        if (first < 0) {
            throw new DrawException(ThemeText.get("draw.noneFits", req.categories(), req.items()));
        }
        DrawException last;
        try {
            return new ThemeDrawer(fits.plan(this, first, req.items()), rnd, req).draw();
        } catch (DrawException e) {
            last = e;
        }
        // the theme drawn cannot give what is asked: another by weight among the rest
        List<Theme> open = new ArrayList<>(fits.themes);
        open.remove(first);
        while (true) {
            Theme t = Weighted.pick(rnd, open, Theme::weight);
            if (t == null) {
                throw last;
            }
            try {
                return new ThemeDrawer(plan(t, req.items()), rnd, req).draw();
            } catch (DrawException e) {
                last = e;
                open.remove(t);
            }
        }
    }

    public Optional<DbClass> dbClass(String name) {
        return classes.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** The categories of one class, in order. */
    public List<DbCategory> categoriesOf(String className) {
        return categories.stream().filter(c -> c.className().equals(className)).toList();
    }

    public Optional<DbCategory> category(String className, String id) {
        return categories.stream().filter(c -> c.className().equals(className) && c.id().equals(id)).findFirst();
    }

    /** The number of items over all categories. */
    public int itemCount() {
        int n = 0;
        for (DbCategory c : categories) {
            n += c.size();
        }
        return n;
    }

    /** The language of this database's words (a BCP 47 tag), or null for English. */
    public String lang() {
        return lang;
    }

    /** This database in another language (null: English). */
    public CategoryDatabase withLang(String l) {
        return new CategoryDatabase(classes, categories, schemes, labels, themes, l);
    }

    /** This database with these themes instead of its own. */
    public CategoryDatabase withThemes(List<Theme> newThemes) {
        return new CategoryDatabase(classes, categories, schemes, labels, newThemes, lang);
    }

    /** Adds a theme at the end, or replaces the theme of the same name in place. */
    public CategoryDatabase withTheme(Theme t) {
        return withThemes(upsert(themes, x -> x.name().equals(t.name()), t));
    }

    /** Replaces the theme named {@code name} with {@code t} (which may have another name), keeping its place. */
    public CategoryDatabase replaceTheme(String name, Theme t) {
        return withThemes(upsert(themes, x -> x.name().equals(name), t));
    }

    public CategoryDatabase withoutTheme(String name) {
        return withThemes(themes.stream().filter(t -> !t.name().equals(name)).toList());
    }

    /** The item index duplicates and search use, built on first use. */
    ItemIndex index() {
        ItemIndex i = index;
        if (i == null) {
            i = new ItemIndex(this);
            index = i;
        }
        return i;
    }

    // ------------------------------------------------------------------ edits

    /** Adds a class at the end, or replaces the class of the same name in place. */
    public CategoryDatabase withClass(DbClass c) {
        return new CategoryDatabase(upsert(classes, x -> x.name().equals(c.name()), c), categories, schemes, labels,
                themes, lang);
    }

    /** Removes a class and all its categories. */
    public CategoryDatabase withoutClass(String name) {
        return new CategoryDatabase(classes.stream().filter(c -> !c.name().equals(name)).toList(),
                categories.stream().filter(c -> !c.className().equals(name)).toList(), schemes, labels, themes, lang);
    }

    /** Renames a class, moving its categories along. */
    public CategoryDatabase renameClass(String from, String to) {
        List<DbClass> cs = new ArrayList<>();
        for (DbClass c : classes) {
            cs.add(c.name().equals(from) ? new DbClass(to, c.weight()) : c);
        }
        List<DbCategory> cats = new ArrayList<>();
        for (DbCategory c : categories) {
            cats.add(c.className().equals(from) ? c.withPlace(to, c.id()) : c);
        }
        return new CategoryDatabase(cs, cats, schemes, labels, themes, lang);
    }

    /** Adds a category at the end, or replaces the category of the same class and id in place. */
    public CategoryDatabase withCategory(DbCategory c) {
        return replaceCategory(c.className(), c.id(), c);
    }

    /**
     * Replaces the category at {@code className/id} with {@code c} (which may have another class or id: a move or
     * rename), keeping its position.
     */
    public CategoryDatabase replaceCategory(String className, String id, DbCategory c) {
        return new CategoryDatabase(classes,
                upsert(categories, x -> x.className().equals(className) && x.id().equals(id), c), schemes, labels,
                themes, lang);
    }

    public CategoryDatabase withoutCategory(String className, String id) {
        return new CategoryDatabase(classes, categories.stream()
                .filter(c -> !(c.className().equals(className) && c.id().equals(id))).toList(), schemes, labels,
                themes, lang);
    }

    /** Adds a scheme at the end, or replaces the scheme of the same name in place. */
    public CategoryDatabase withScheme(NumberScheme s) {
        return new CategoryDatabase(classes, categories, upsert(schemes, x -> x.name().equals(s.name()), s), labels,
                themes, lang);
    }

    public CategoryDatabase withoutScheme(String name) {
        return new CategoryDatabase(classes, categories, schemes.stream().filter(s -> !s.name().equals(name)).toList(),
                labels, themes, lang);
    }

    /** Adds a label pattern at the end, or replaces the one with the same pattern and name in place. */
    public CategoryDatabase withLabel(LabelPattern l) {
        return new CategoryDatabase(classes, categories, schemes,
                upsert(labels, x -> x.pattern().equals(l.pattern()) && x.name().equals(l.name()), l), themes, lang);
    }

    public CategoryDatabase withoutLabel(String pattern, String name) {
        return new CategoryDatabase(classes, categories, schemes, labels.stream()
                .filter(l -> !(l.pattern().equals(pattern) && l.name().equals(name))).toList(), themes, lang);
    }

    /** The list with the first element {@code same} accepts replaced by {@code x}, or with x added at the end. */
    private static <T> List<T> upsert(List<T> xs, java.util.function.Predicate<T> same, T x) {
        List<T> out = new ArrayList<>(xs);
        for (int i = 0; i < out.size(); i++) {
            if (same.test(out.get(i))) {
                out.set(i, x);
                return out;
            }
        }
        out.add(x);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CategoryDatabase d && classes.equals(d.classes) && categories.equals(d.categories)
                && schemes.equals(d.schemes) && labels.equals(d.labels) && themes.equals(d.themes)
                && Objects.equals(lang, d.lang);
    }

    @Override
    public int hashCode() {
        return Objects.hash(classes, categories, schemes, labels, themes);
    }

    @Override
    public String toString() {
        return "CategoryDatabase[" + classes.size() + " classes, " + categories.size() + " categories, "
                + itemCount() + " items, " + schemes.size() + " schemes, " + labels.size() + " labels"
                + (themes.isEmpty() ? "" : ", " + themes.size() + " themes") + "]";
    }
}
