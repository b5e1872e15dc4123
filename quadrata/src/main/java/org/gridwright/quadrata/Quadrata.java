package org.gridwright.quadrata;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A Quadrata puzzle: a Latin square of order {@code size} over ordered {@code symbols}, some symbols given and some
 * inequality signs between neighbouring cells. Immutable; edits make new values ({@link #withGivens},
 * {@link #withSigns}).
 */
public final class Quadrata {
    public static final int MIN_SIZE = 3;
    public static final int MAX_SIZE = 25;

    private final String title;
    private final String author;
    private final String intro;
    private final List<String> symbols;
    private final List<Given> givens;
    private final List<Sign> signs;
    private final Square solution;
    private final GeneratorInfo generator;
    private final Map<String, String> extensions;

    private Quadrata(Builder b) {
        this.title = b.title;
        this.author = b.author;
        this.intro = b.intro;
        this.symbols = List.copyOf(b.symbols);
        this.givens = List.copyOf(b.givens);
        this.signs = List.copyOf(b.signs);
        this.solution = b.solution;
        this.generator = b.generator;
        this.extensions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(b.extensions));
        int n = symbols.size();
        if (n < MIN_SIZE || n > MAX_SIZE) {
            throw new IllegalArgumentException("size " + n + " is outside " + MIN_SIZE + ".." + MAX_SIZE);
        }
        if (new HashSet<>(symbols).size() != n) {
            throw new IllegalArgumentException("symbols must be distinct");
        }
        Set<Integer> cells = new HashSet<>();
        for (Given g : givens) {
            check(g.row(), g.col());
            if (g.symbol() < 0 || g.symbol() >= n) {
                throw new IllegalArgumentException("symbol index " + g.symbol());
            }
            if (!cells.add(g.row() * n + g.col())) {
                throw new IllegalArgumentException("two givens in one cell");
            }
        }
        Set<Integer> pairs = new HashSet<>();
        for (Sign s : signs) {
            check(s.r1(), s.c1());
            check(s.r2(), s.c2());
            if (!pairs.add(s.pairKey(n))) {
                throw new IllegalArgumentException("two signs between the same cells");
            }
        }
        if (solution != null && solution.size() != n) {
            throw new IllegalArgumentException("solution of another size");
        }
    }

    private void check(int r, int c) {
        if (r < 0 || c < 0 || r >= size() || c >= size()) {
            throw new IllegalArgumentException("cell (" + r + ", " + c + ") outside the square");
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this puzzle's values. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.title = title;
        b.author = author;
        b.intro = intro;
        b.symbols = symbols;
        b.givens = givens;
        b.signs = signs;
        b.solution = solution;
        b.generator = generator;
        b.extensions = new LinkedHashMap<>(extensions);
        return b;
    }

    public int size() {
        return symbols.size();
    }

    public String title() {
        return title;
    }

    public String author() {
        return author;
    }

    public String intro() {
        return intro;
    }

    public List<String> symbols() {
        return symbols;
    }

    public String symbol(int index) {
        return symbols.get(index);
    }

    public List<Given> givens() {
        return givens;
    }

    public List<Sign> signs() {
        return signs;
    }

    public Optional<Square> solution() {
        return Optional.ofNullable(solution);
    }

    public Optional<GeneratorInfo> generator() {
        return Optional.ofNullable(generator);
    }

    /** The file's {@code x-} keys with their raw JSON values, in file order. */
    public Map<String, String> extensions() {
        return extensions;
    }

    public Quadrata withGivens(List<Given> g) {
        return toBuilder().givens(g).build();
    }

    public Quadrata withSigns(List<Sign> s) {
        return toBuilder().signs(s).build();
    }

    public Quadrata withSolution(Square s) {
        return toBuilder().solution(s).build();
    }

    /** The given symbol index at (row, col), or -1. */
    public int givenAt(int row, int col) {
        for (Given g : givens) {
            if (g.row() == row && g.col() == col) {
                return g.symbol();
            }
        }
        return -1;
    }

    /** True when {@code s} is a Latin square agreeing with every given and every sign. */
    public boolean satisfiedBy(Square s) {
        if (s.size() != size() || !s.isLatin()) {
            return false;
        }
        for (Given g : givens) {
            if (s.at(g.row(), g.col()) != g.symbol()) {
                return false;
            }
        }
        for (Sign sg : signs) {
            if (s.at(sg.r1(), sg.c1()) >= s.at(sg.r2(), sg.c2())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quadrata q && Objects.equals(title, q.title) && Objects.equals(author, q.author)
                && Objects.equals(intro, q.intro) && symbols.equals(q.symbols) && givens.equals(q.givens)
                && signs.equals(q.signs) && Objects.equals(solution, q.solution)
                && Objects.equals(generator, q.generator) && extensions.equals(q.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(symbols, givens, signs);
    }

    /** Builds a {@link Quadrata}; {@link #build()} checks it. */
    public static final class Builder {
        private String title;
        private String author;
        private String intro;
        private List<String> symbols = List.of();
        private List<Given> givens = List.of();
        private List<Sign> signs = List.of();
        private Square solution;
        private GeneratorInfo generator;
        private Map<String, String> extensions = new LinkedHashMap<>();

        public Builder title(String t) {
            title = t;
            return this;
        }

        public Builder author(String a) {
            author = a;
            return this;
        }

        public Builder intro(String i) {
            intro = i;
            return this;
        }

        public Builder symbols(List<String> s) {
            symbols = new ArrayList<>(s);
            return this;
        }

        public Builder givens(List<Given> g) {
            givens = new ArrayList<>(g);
            return this;
        }

        public Builder signs(List<Sign> s) {
            signs = new ArrayList<>(s);
            return this;
        }

        public Builder solution(Square s) {
            solution = s;
            return this;
        }

        public Builder generator(GeneratorInfo g) {
            generator = g;
            return this;
        }

        public Builder extension(String key, String rawJson) {
            extensions.put(key, rawJson);
            return this;
        }

        public Quadrata build() {
            return new Quadrata(this);
        }
    }
}
