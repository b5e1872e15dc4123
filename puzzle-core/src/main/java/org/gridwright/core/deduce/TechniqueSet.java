package org.gridwright.core.deduce;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which techniques the engine uses, in which order, and what each costs. The defaults come from
 * {@code techniques.csv} beside this class: one line {@code id,level,score,order} per technique. Immutable.
 */
public final class TechniqueSet {
    private static final String RESOURCE = "techniques.csv";

    /** Every technique the engine knows, by id; contradiction depths get the easier techniques when built. */
    private static final Map<String, Function<List<Technique>, Technique>> KNOWN = known();

    private final List<TechniqueInfo> infos;
    private final List<Technique> techniques;
    private final Map<String, TechniqueInfo> byId;
    /** The techniques' ids in order: equal for two sets of the same techniques. */
    private final List<String> ids;
    /**
     * Sets made from this one, on first use: the generator asks for the same level's techniques, and those a closure
     * applies, for every puzzle (a twentieth of a 3x4 puzzle's time went on building them). Immutable values of an
     * immutable set, so they are the same whoever asks first; a race at worst makes one twice.
     */
    private final TechniqueSet[] upTo = new TechniqueSet[Level.values().length];
    /** The techniques of this set a closure applies ({@link Closure#applicable}), made on first use. */
    private TechniqueSet closable;
    /** What a closure reads from this set, made on first use. */
    private Closure.Reading closureReading;

    private TechniqueSet(List<TechniqueInfo> infos) {
        List<TechniqueInfo> sorted = new ArrayList<>(infos);
        sorted.sort(Comparator.comparingInt(TechniqueInfo::order).thenComparing(TechniqueInfo::id));
        this.infos = List.copyOf(sorted);
        Map<String, TechniqueInfo> m = new LinkedHashMap<>();
        List<Technique> built = new ArrayList<>();
        for (TechniqueInfo i : this.infos) {
            Function<List<Technique>, Technique> make = KNOWN.get(i.id());
            if (make == null) {
                throw new IllegalArgumentException("unknown technique '" + i.id() + "'; known: " + KNOWN.keySet());
            }
            if (m.put(i.id(), i) != null) {
                throw new IllegalArgumentException("technique '" + i.id() + "' is listed twice");
            }
            built.add(make.apply(List.copyOf(built)));
        }
        this.byId = m;
        this.ids = List.copyOf(m.keySet());
        this.techniques = List.copyOf(built);
    }

    private static Map<String, Function<List<Technique>, Technique>> known() {
        Map<String, Function<List<Technique>, Technique>> m = new HashMap<>();
        m.put(Exclusion.ID, e -> new Exclusion());
        m.put(LastCandidate.ID, e -> new LastCandidate());
        m.put(Transfer.ID, e -> new Transfer());
        m.put(Incompatible.ID, e -> new Incompatible());
        m.put(ForcingChain.ID, ForcingChain::new);
        for (int n = 2; n <= 4; n++) {
            int size = n;
            m.put("subset-" + n, e -> new Subset(size));
        }
        for (org.gridwright.core.model.ClueType t : org.gridwright.core.model.ClueType.values()) {
            m.put(ClueTechniques.id(t), e -> ClueTechniques.make(t));
        }
        for (int d = 1; d <= 3; d++) {
            int depth = d;
            m.put("contradiction-" + d, e -> new Contradiction(depth, e));
        }
        return Map.copyOf(m);
    }

    /** The default set, from the bundled {@code techniques.csv}. */
    public static TechniqueSet defaults() {
        return Defaults.SET;
    }

    private static final class Defaults {
        static final TechniqueSet SET = load();

        private static TechniqueSet load() {
            try (InputStream in = TechniqueSet.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + RESOURCE);
                }
                return parse(new InputStreamReader(in, StandardCharsets.UTF_8), RESOURCE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Reads a technique table: a header line, then {@code id,level,score,order} per line; {@code #} starts a
     * comment.
     *
     * @throws IllegalArgumentException naming the source and line of a bad entry
     */
    public static TechniqueSet parse(Reader reader, String source) throws IOException {
        List<TechniqueInfo> infos = new ArrayList<>();
        BufferedReader r = new BufferedReader(reader);
        String line;
        int n = 0;
        boolean header = true;
        while ((line = r.readLine()) != null) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            if (header) {
                header = false;
                if (!t.replace(" ", "").equals("id,level,score,order")) {
                    throw new IllegalArgumentException(source + ":" + n + ": expected the header id,level,score,order");
                }
                continue;
            }
            String[] f = t.split(",");
            if (f.length != 4) {
                throw new IllegalArgumentException(source + ":" + n + ": expected id,level,score,order, found '"
                        + t + "'");
            }
            int lineNo = n;
            Level level = Level.ofCode(f[1].strip()).orElseThrow(() -> new IllegalArgumentException(
                    source + ":" + lineNo + ": unknown level '" + f[1].strip() + "'"));
            try {
                infos.add(new TechniqueInfo(f[0].strip(), level, Integer.parseInt(f[2].strip()),
                        Integer.parseInt(f[3].strip())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(source + ":" + n + ": score and order must be whole numbers");
            }
        }
        try {
            return new TechniqueSet(infos);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    /** The techniques at or below {@code max}, same order and costs. */
    public TechniqueSet upTo(Level max) {
        TechniqueSet s = upTo[max.ordinal()];
        if (s == null) {
            s = new TechniqueSet(infos.stream().filter(i -> i.level().compareTo(max) <= 0).toList());
            upTo[max.ordinal()] = s;
        }
        return s;
    }

    /**
     * A set of these techniques (in this order) for a closure to apply: the ids are what it reads, levels and scores
     * are not used.
     */
    static TechniqueSet closing(List<Technique> techniques) {
        List<TechniqueInfo> infos = new ArrayList<>();
        for (Technique t : techniques) {
            infos.add(new TechniqueInfo(t.id(), Level.EASY, 0, infos.size()));
        }
        return new TechniqueSet(infos);
    }

    /** The techniques of this set a closure applies, made by {@code make} on first use and kept. */
    TechniqueSet closable(java.util.function.UnaryOperator<TechniqueSet> make) {
        TechniqueSet c = closable;
        if (c == null) {
            c = make.apply(this);
            closable = c;
        }
        return c;
    }

    /** What a closure reads from this set, made on first use and kept. */
    Closure.Reading closureReading() {
        Closure.Reading r = closureReading;
        if (r == null) {
            r = Closure.Reading.of(this);
            closureReading = r;
        }
        return r;
    }

    /** The same set without the named techniques. */
    public TechniqueSet without(String... ids) {
        List<String> drop = List.of(ids);
        return new TechniqueSet(infos.stream().filter(i -> !drop.contains(i.id())).toList());
    }

    /** Only the named techniques (same costs and order). */
    public TechniqueSet only(String... ids) {
        List<String> keep = List.of(ids);
        return new TechniqueSet(infos.stream().filter(i -> keep.contains(i.id())).toList());
    }

    /** The techniques' data, in the order they are tried. */
    public List<TechniqueInfo> infos() {
        return infos;
    }

    /** The techniques' ids, in the order they are tried. */
    List<String> ids() {
        return ids;
    }

    public Optional<TechniqueInfo> info(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    List<Technique> techniques() {
        return techniques;
    }

    /** The difficulty of a list of steps: the hardest level used and the summed scores. */
    /** A rating kept up step by step as a run finds its steps: {@link #rate} of the steps added so far. */
    Rating rating() {
        return new Rating();
    }

    /** See {@link #rating()}: reads each step's technique as it is made, not in a pass over the trace afterwards. */
    final class Rating implements java.util.function.Consumer<Step> {
        private Level level = Level.EASY;
        private int score;
        /** The technique of the last step and its data: runs of steps of one technique are looked up once. */
        private String lastId;
        private TechniqueInfo lastInfo;

        @Override
        public void accept(Step s) {
            String id = s.technique();
            TechniqueInfo i;
            if (id.equals(lastId)) {
                i = lastInfo;
            } else {
                i = byId.get(id);
                lastId = id;
                lastInfo = i;
            }
            if (i != null) {
                if (i.level().compareTo(level) > 0) {
                    level = i.level();
                }
                score += i.score();
            }
        }

        Difficulty difficulty() {
            return new Difficulty(level, score);
        }
    }

    public Difficulty rate(List<Step> steps) {
        Level level = Level.EASY;
        int score = 0;
        for (Step s : steps) {
            TechniqueInfo i = byId.get(s.technique());
            if (i == null) {
                continue;
            }
            if (i.level().compareTo(level) > 0) {
                level = i.level();
            }
            score += i.score();
        }
        return new Difficulty(level, score);
    }
}
