package org.gridwright.core.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A puzzle: categories of equal size, clues, and optionally the intended solution, how it was generated and an
 * informative difficulty. Immutable; the {@code with…} methods return new values.
 *
 * <p>A puzzle built here is structurally valid: at least two categories, all of one size of at least two, unique
 * names, and every clue reference resolving. {@link IllegalArgumentException} says what is wrong otherwise; the
 * file reader turns that into a message naming the file and place.
 *
 * <p>The {@code x-…} keys of a file are kept where they were: at the top ({@link #extensions()}), in categories,
 * clues, the generator object, and in the rows of the solution ({@link #solutionExtensions()}).
 */
public final class Puzzle {
    private final String title;
    private final String author;
    private final String intro;
    private final String lang;
    private final String cast;
    private final String noun;
    private final List<Category> categories;
    private final List<Clue> clues;
    private final Solution solution;
    private final GeneratorInfo generator;
    private final String difficultyJson;
    private final Map<String, String> extensions;
    private final List<Map<String, String>> solutionExtensions;
    private final Map<String, Integer> categoryIndex;

    private Puzzle(Builder b) {
        this.title = b.title;
        this.author = b.author;
        this.intro = b.intro;
        this.lang = b.lang;
        this.cast = b.cast;
        this.noun = b.noun;
        this.categories = List.copyOf(b.categories);
        this.clues = List.copyOf(b.clues);
        this.solution = b.solution;
        this.generator = b.generator;
        this.difficultyJson = b.difficultyJson;
        this.extensions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(b.extensions));
        if (categories.size() < 2) {
            throw new IllegalArgumentException("a puzzle needs at least two categories, found " + categories.size());
        }
        int k = categories.get(0).size();
        if (k < 2) {
            throw new IllegalArgumentException("a category needs at least two items; '" + categories.get(0).name()
                    + "' has " + k);
        }
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < categories.size(); i++) {
            Category c = categories.get(i);
            if (c.size() != k) {
                throw new IllegalArgumentException("every category needs the same number of items: '"
                        + categories.get(0).name() + "' has " + k + ", '" + c.name() + "' has " + c.size());
            }
            if (idx.putIfAbsent(c.name(), i) != null) {
                throw new IllegalArgumentException("two categories are named '" + c.name() + "'");
            }
        }
        this.categoryIndex = idx;
        if (cast != null && !idx.containsKey(cast)) {
            throw new IllegalArgumentException("the cast '" + cast + "' is not one of the categories");
        }
        if (noun != null && (noun.isBlank() || noun.indexOf('|') != noun.lastIndexOf('|'))) { // two bars or more
            throw new IllegalArgumentException("the noun '" + noun + "' is not of the form 'friend' or 'friend|friends'");
        }
        for (int i = 0; i < clues.size(); i++) {
            Clue clue = clues.get(i);
            for (Ref r : clue.refs()) {
                check(r);
            }
            if (clue.by() != null) {
                int by = categoryIndex(clue.by());
                if (!categories.get(by).kind().isOrdered()) {
                    throw new IllegalArgumentException("clue " + (i + 1) + ": '" + clue.by()
                            + "' is categorical, so it cannot order anything");
                }
            }
        }
        if (solution != null && (solution.size() != k || solution.categories() != categories.size())) {
            throw new IllegalArgumentException("the solution does not fit the categories");
        }
        this.solutionExtensions = rowExtensions(b.solutionExtensions, solution);
        for (int e = 0; e < solutionExtensions.size(); e++) {
            for (String key : solutionExtensions.get(e).keySet()) {
                if (idx.containsKey(key)) {
                    throw new IllegalArgumentException("solution row " + (e + 1) + ": the x- key '" + key
                            + "' is the name of a category");
                }
            }
        }
    }

    /** One checked map per row of {@code s} (empty maps where a row has none); no rows without a solution. */
    private static List<Map<String, String>> rowExtensions(List<Map<String, String>> given, Solution s) {
        boolean none = true;
        for (Map<String, String> m : given) {
            none &= m == null || m.isEmpty();
        }
        if (s == null) {
            if (!none) {
                throw new IllegalArgumentException("x- keys of solution rows need a solution");
            }
            return List.of();
        }
        if (!given.isEmpty() && given.size() != s.size()) {
            throw new IllegalArgumentException("x- keys are given for " + given.size() + " solution rows, but the "
                    + "solution has " + s.size());
        }
        List<Map<String, String>> rows = new ArrayList<>(s.size());
        for (int e = 0; e < s.size(); e++) {
            rows.add(none ? Map.of() : Extensions.copy(given.get(e), "solution row " + (e + 1)));
        }
        return List.copyOf(rows);
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.title = title;
        b.author = author;
        b.intro = intro;
        b.lang = lang;
        b.cast = cast;
        b.noun = noun;
        b.categories = new ArrayList<>(categories);
        b.clues = new ArrayList<>(clues);
        b.solution = solution;
        b.generator = generator;
        b.difficultyJson = difficultyJson;
        b.extensions = new LinkedHashMap<>(extensions);
        b.solutionExtensions = solutionExtensions;
        return b;
    }

    /** The title, or null. */
    public String title() {
        return title;
    }

    /** The author, or null. */
    public String author() {
        return author;
    }

    /** The introduction (the setting, one or two sentences printed above the clues), or null. */
    public String intro() {
        return intro;
    }

    /** The language of the puzzle's words as a BCP 47 tag ({@code en}, {@code pl}), or null for English. */
    public String lang() {
        return lang;
    }

    /**
     * The name of the cast category (the subject whose items — people's names, teams, ships — clues name
     * directly), or null when the puzzle has none.
     */
    public String cast() {
        return cast;
    }

    /**
     * The noun for one entity and for several, {@code "friend|friends"} (a lone {@code "friend"} means its plural
     * is unknown: callers add "s"), or null for the neutral wording.
     */
    public String noun() {
        return noun;
    }

    /** The noun for one entity ({@code friend}), or null. */
    public String nounOne() {
        return noun == null ? null : noun.split("\\|", -1)[0].trim();
    }

    /** The noun for several entities ({@code friends}), or null. */
    public String nounMany() {
        if (noun == null) {
            return null;
        }
        String[] parts = noun.split("\\|", -1);
        return parts.length > 1 ? parts[1].trim() : parts[0].trim() + "s";
    }

    public List<Category> categories() {
        return categories;
    }

    public List<Clue> clues() {
        return clues;
    }

    /** The embedded intended solution, if the puzzle carries one. */
    public Optional<Solution> solution() {
        return Optional.ofNullable(solution);
    }

    public Optional<GeneratorInfo> generator() {
        return Optional.ofNullable(generator);
    }

    /** The informative {@code difficulty} member as raw JSON text, if present. */
    public Optional<String> difficultyJson() {
        return Optional.ofNullable(difficultyJson);
    }

    /** Top-level {@code x-…} keys as raw JSON text, in file order. */
    public Map<String, String> extensions() {
        return extensions;
    }

    /**
     * The {@code x-…} keys of each solution row, raw JSON text in file order: empty when there is no solution,
     * otherwise one map per row, indexed like the solution's entities (row {@code e} is the one holding item
     * {@code e} of the first category, the order the writer writes rows in), so the keys stay with the row that
     * carried them even when a file listed its rows in another order. Most maps are empty.
     *
     * <p>The keys belong to the rows they were written with: giving the puzzle a different solution
     * ({@link #withSolution}, {@link Builder#solution(Solution)}) drops them all, since a tool's note on a row
     * says nothing about the rows of another answer; setting an equal solution again keeps them.
     */
    public List<Map<String, String>> solutionExtensions() {
        return solutionExtensions;
    }

    /** Number of categories, K. */
    public int categoryCount() {
        return categories.size();
    }

    /** Items per category, k. */
    public int size() {
        return categories.get(0).size();
    }

    public Category category(int i) {
        return categories.get(i);
    }

    /** The category of that name; IllegalArgumentException when there is none. */
    public Category category(String name) {
        return categories.get(categoryIndex(name));
    }

    /** The index of a category name; IllegalArgumentException when there is none. */
    public int categoryIndex(String name) {
        Integer i = categoryIndex.get(name);
        if (i == null) {
            throw new IllegalArgumentException("there is no category '" + name + "'");
        }
        return i;
    }

    /** True when a category of that name exists. */
    public boolean hasCategory(String name) {
        return categoryIndex.containsKey(name);
    }

    /** Resolves a reference; IllegalArgumentException naming the unknown category or item. */
    public Item resolve(Ref r) {
        int c = categoryIndex(r.category());
        int i = categories.get(c).indexOf(r.item());
        if (i < 0) {
            throw new IllegalArgumentException("category '" + r.category() + "' has no item '" + r.item() + "'");
        }
        return new Item(c, i);
    }

    /** As {@link #resolve}, without making the item (every clue of every puzzle built is checked). */
    private void check(Ref r) {
        if (categories.get(categoryIndex(r.category())).indexOf(r.item()) < 0) {
            throw new IllegalArgumentException("category '" + r.category() + "' has no item '" + r.item() + "'");
        }
    }

    /** The file reference of a resolved item. */
    public Ref ref(Item item) {
        Category c = categories.get(item.category());
        return new Ref(c.name(), c.items().get(item.index()));
    }

    public Puzzle withClues(List<Clue> newClues) {
        Builder b = toBuilder();
        b.clues = new ArrayList<>(newClues);
        return b.build();
    }

    /** This puzzle with another solution (null: none); see {@link #solutionExtensions()} for the rows' x- keys. */
    public Puzzle withSolution(Solution s) {
        return toBuilder().solution(s).build();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Puzzle p && java.util.Objects.equals(title, p.title)
                && java.util.Objects.equals(author, p.author) && java.util.Objects.equals(intro, p.intro)
                && java.util.Objects.equals(lang, p.lang) && java.util.Objects.equals(cast, p.cast)
                && java.util.Objects.equals(noun, p.noun) && categories.equals(p.categories)
                && clues.equals(p.clues) && java.util.Objects.equals(solution, p.solution)
                && java.util.Objects.equals(generator, p.generator)
                && java.util.Objects.equals(difficultyJson, p.difficultyJson) && extensions.equals(p.extensions)
                && solutionExtensions.equals(p.solutionExtensions);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(title, categories, clues, solution);
    }

    /** Builds a puzzle; {@link #build()} checks it. */
    public static final class Builder {
        private String title;
        private String author;
        private String intro;
        private String lang;
        private String cast;
        private String noun;
        private List<Category> categories = new ArrayList<>();
        private List<Clue> clues = new ArrayList<>();
        private Solution solution;
        private GeneratorInfo generator;
        private String difficultyJson;
        private Map<String, String> extensions = new LinkedHashMap<>();
        private List<Map<String, String>> solutionExtensions = List.of();

        public Builder title(String t) {
            title = t;
            return this;
        }

        public Builder author(String a) {
            author = a;
            return this;
        }

        /** The introduction, or null. */
        public Builder intro(String i) {
            intro = i;
            return this;
        }

        /** The language tag, or null for English. */
        public Builder lang(String l) {
            lang = l;
            return this;
        }

        /** The name of the cast category, or null. */
        public Builder cast(String c) {
            cast = c;
            return this;
        }

        /** The entity noun {@code "friend|friends"}, or null. */
        public Builder noun(String n) {
            noun = n;
            return this;
        }

        public Builder categories(List<Category> c) {
            categories = new ArrayList<>(c);
            return this;
        }

        public Builder category(Category c) {
            categories.add(c);
            return this;
        }

        public Builder clues(List<Clue> c) {
            clues = new ArrayList<>(c);
            return this;
        }

        public Builder clue(Clue c) {
            clues.add(c);
            return this;
        }

        /**
         * The solution; a solution other than the one the builder holds drops the {@code x-} keys of the old
         * rows (see {@link Puzzle#solutionExtensions()}).
         */
        public Builder solution(Solution s) {
            if (!java.util.Objects.equals(s, solution)) {
                solutionExtensions = List.of();
            }
            solution = s;
            return this;
        }

        /**
         * The solution with the {@code x-} keys of its rows: one map per row, indexed by entity as
         * {@link Puzzle#solutionExtensions()} describes (an empty list: none).
         */
        public Builder solution(Solution s, List<Map<String, String>> rowExtensions) {
            solution = s;
            solutionExtensions = new ArrayList<>(rowExtensions);
            return this;
        }

        public Builder generator(GeneratorInfo g) {
            generator = g;
            return this;
        }

        public Builder difficultyJson(String d) {
            difficultyJson = d;
            return this;
        }

        public Builder extension(String key, String rawJson) {
            extensions.put(key, rawJson);
            return this;
        }

        public Puzzle build() {
            return new Puzzle(this);
        }
    }
}
