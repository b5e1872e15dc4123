package org.gridwright.core.generate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.model.ClueType;

/**
 * What to generate.
 *
 * @param categories K, the number of categories
 * @param items      k, the number of items per category
 * @param seed       the seed; the same seed and settings give the same puzzle
 * @param difficulty the level the deduction engine must rate the puzzle at, or null for any level it can finish
 * @param weights    relative weight of each clue type (file type codes, in {@link #TYPES} order); 0 = never
 * @param attempts   how many candidate puzzles to try before giving up
 * @param theme      the name of the database theme to set the puzzle in, or null to draw one by weight among those
 *                   that serve the size (a database without themes draws categories as it always did)
 */
public record GeneratorSettings(int categories, int items, long seed, Level difficulty, Map<String, Double> weights,
        int attempts, String theme) {

    /** The clue type codes, in the order weights are read and written. */
    public static final List<String> TYPES = ClueType.codes();

    /** Default clue weights: plain facts and orderings most, the rest now and then. */
    public static final Map<String, Double> DEFAULT_WEIGHTS = defaultWeights();

    /** Default attempt budget. */
    public static final int DEFAULT_ATTEMPTS = 300;

    /** {@link #DEFAULT_WEIGHTS} as {@link #toJson()} writes them (every generated puzzle carries its weights). */
    private static final String DEFAULT_WEIGHTS_JSON = weightsJson(DEFAULT_WEIGHTS);

    public GeneratorSettings {
        Objects.requireNonNull(weights, "weights");
        // the defaults are in order and unmodifiable already: kept as they are, so that toJson knows them
        if (weights != DEFAULT_WEIGHTS) {
            Map<String, Double> ordered = new LinkedHashMap<>();
            for (String t : TYPES) {
                ordered.put(t, weights.getOrDefault(t, 0.0));
            }
            for (String t : weights.keySet()) {
                if (!TYPES.contains(t)) {
                    ordered.put(t, weights.get(t));
                }
            }
            weights = Collections.unmodifiableMap(ordered);
        }
        theme = theme == null || theme.isBlank() ? null : theme.strip();
    }

    /** Settings without a theme named (one is drawn by weight when the database has themes). */
    public GeneratorSettings(int categories, int items, long seed, Level difficulty, Map<String, Double> weights,
            int attempts) {
        this(categories, items, seed, difficulty, weights, attempts, null);
    }

    /** Default settings for a size and seed: default weights and budget, any level. */
    public static GeneratorSettings of(int categories, int items, long seed) {
        return new GeneratorSettings(categories, items, seed, null, DEFAULT_WEIGHTS, DEFAULT_ATTEMPTS);
    }

    public GeneratorSettings withDifficulty(Level level) {
        return new GeneratorSettings(categories, items, seed, level, weights, attempts, theme);
    }

    public GeneratorSettings withSeed(long newSeed) {
        return new GeneratorSettings(categories, items, newSeed, difficulty, weights, attempts, theme);
    }

    public GeneratorSettings withWeights(Map<String, Double> newWeights) {
        return new GeneratorSettings(categories, items, seed, difficulty, newWeights, attempts, theme);
    }

    public GeneratorSettings withAttempts(int newAttempts) {
        return new GeneratorSettings(categories, items, seed, difficulty, weights, newAttempts, theme);
    }

    /** These settings with a theme by name (null: drawn by weight). */
    public GeneratorSettings withTheme(String name) {
        return new GeneratorSettings(categories, items, seed, difficulty, weights, attempts, name);
    }

    /** The settings as the raw JSON values the puzzle file's {@code generator.settings} keeps, in a fixed order. */
    public Map<String, String> toJson() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("categories", Integer.toString(categories));
        m.put("items", Integer.toString(items));
        m.put("difficulty", difficulty == null ? "null" : "\"" + difficulty.code() + "\"");
        m.put("weights", weights == DEFAULT_WEIGHTS ? DEFAULT_WEIGHTS_JSON : weightsJson(weights));
        m.put("attempts", Integer.toString(attempts));
        if (theme != null) {
            m.put("theme", quoted(theme));
        }
        return m;
    }

    /** The weights as a JSON object, in their order. */
    private static String weightsJson(Map<String, Double> weights) {
        StringBuilder w = new StringBuilder("{");
        for (Map.Entry<String, Double> e : weights.entrySet()) {
            if (w.length() > 1) {
                w.append(", ");
            }
            w.append('"').append(e.getKey()).append("\": ").append(number(e.getValue()));
        }
        return w.append('}').toString();
    }

    /** A JSON string literal of {@code s}. */
    private static String quoted(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    private static Map<String, Double> defaultWeights() {
        Map<String, Double> m = new LinkedHashMap<>();
        for (ClueType t : ClueType.values()) {
            m.put(t.code(), defaultWeight(t));
        }
        return Collections.unmodifiableMap(m);
    }

    /** The default weight of a clue type. */
    private static double defaultWeight(ClueType t) {
        return switch (t) {
            case MATCH -> 2.0;
            case NOT -> 3.0;
            case ANY -> 1.0;
            case IF -> 1.0;
            case LESS -> 3.0;
            case OFFSET -> 1.0;
            case NEXT -> 2.0;
            case NOTNEXT -> 1.0;
            case DISTANCE -> 1.0;
            case PAIR -> 1.0;
            case DISTINCT -> 0.5;
        };
    }
}
