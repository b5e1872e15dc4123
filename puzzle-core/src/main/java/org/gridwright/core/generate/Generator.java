package org.gridwright.core.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.gridwright.core.Engine;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DrawException;
import org.gridwright.core.db.DrawRequest;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * Makes puzzles: each attempt draws categories and a solution, adds true clues of the weighted types until the
 * complete solver says unique, then removes clues in random order while it stays unique, so the result is
 * irreducible (dropping any clue loses uniqueness). The deduction engine rates it; an attempt whose puzzle is not
 * at the asked level (easier or harder, or beyond the engine) is rejected and the next one tried, up to the attempt
 * budget. All chance comes from one {@link SplittableRandom} seeded with the settings' seed, so the same settings,
 * database and engine version give the same puzzle. Every loop is bounded: impossible settings end in a
 * {@link GenerationException} saying which setting cannot be met.
 */
public final class Generator {
    /** Search nodes one solution count may take; a candidate whose count needs more is dropped for the next. */
    private static final long NODE_BUDGET = 3_000;

    private final CategorySource source;
    private final LevelRater rater;
    private final String dbName;

    /**
     * @param source where categories come from
     * @param rater  the level check (normally {@link LevelRater#engine()})
     * @param dbName the database name written into the puzzle's {@code generator.db}, or null
     */
    public Generator(CategorySource source, LevelRater rater, String dbName) {
        this.source = source;
        this.rater = rater;
        this.dbName = dbName;
    }

    /** Generates with categories from {@code db} and the deduction engine's rating. */
    public static Puzzle generate(GeneratorSettings s, CategoryDatabase db, Monitor m) throws GenerationException {
        return generate(s, db, null, m);
    }

    /** As {@link #generate(GeneratorSettings, CategoryDatabase, Monitor)}, naming the database in the puzzle. */
    public static Puzzle generate(GeneratorSettings s, CategoryDatabase db, String dbName, Monitor m)
            throws GenerationException {
        return new Generator(source(db), LevelRater.engine(), dbName).run(s, m);
    }

    /** A category source drawing from a category database. */
    public static CategorySource source(CategoryDatabase db) {
        return (rnd, categories, items, minOrdered) -> {
            try {
                DrawRequest req = DrawRequest.of(categories, items).withOrdinal(0, categories - 1)
                        .withNumerical(0, categories - 1).withOrdered(minOrdered);
                return db.draw(rnd, req);
            } catch (DrawException | IllegalArgumentException e) {
                throw new GenerationException(Msg.get("error.draw", e.getMessage()));
            }
        };
    }

    /**
     * Generates one puzzle.
     *
     * @throws GenerationException when the settings cannot be met
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public Puzzle run(GeneratorSettings s, Monitor m) throws GenerationException {
        List<String> types = check(s);
        double[] cumulative = new double[types.size()];
        double total = 0;
        for (int i = 0; i < types.size(); i++) {
            total += s.weights().get(types.get(i));
            cumulative[i] = total;
        }
        boolean positional = types.stream().anyMatch(t -> !List.of("match", "not", "any", "if").contains(t));
        SplittableRandom rnd = new SplittableRandom(s.seed());
        int[] levelsFound = new int[Level.values().length];
        int unsolved = 0;
        for (int attempt = 0; attempt < s.attempts(); attempt++) {
            m.checkCancelled();
            m.progress(attempt, s.attempts(), Msg.get("progress.attempt", attempt + 1, s.attempts()));
            List<Category> cats = source.draw(rnd, s.categories(), s.items(), positional ? 1 : 0);
            Puzzle base = Puzzle.builder().categories(cats).build();
            Solution solution = randomSolution(s.categories(), s.items(), rnd);
            ClueMaker maker = new ClueMaker(base, solution);
            List<String> usable = types.stream().filter(maker::canMake).toList();
            if (usable.isEmpty()) {
                throw new GenerationException(Msg.get("error.positionalOnly", String.join(", ", types)));
            }
            List<Clue> clues = irreducible(base, maker, types, cumulative, rnd, m);
            if (clues == null) {
                continue;
            }
            Puzzle candidate = base.withClues(clues);
            Level level = rater.rate(candidate, m);
            if (level == null) {
                unsolved++;
                continue;
            }
            levelsFound[level.ordinal()]++;
            if (s.difficulty() == null || level == s.difficulty()) {
                m.progress(s.attempts(), s.attempts(), null);
                return finish(candidate, solution, s);
            }
        }
        if (s.difficulty() == null || unsolved == s.attempts()) {
            throw new GenerationException(Msg.get("error.unsolved", unsolved, s.attempts()));
        }
        List<String> found = new ArrayList<>();
        for (Level l : Level.values()) {
            if (levelsFound[l.ordinal()] > 0) {
                found.add(l.code() + " " + levelsFound[l.ordinal()]);
            }
        }
        if (unsolved > 0) {
            found.add("beyond the engine " + unsolved);
        }
        throw new GenerationException(Msg.get("error.level", s.difficulty().code(), s.categories(), s.items(),
                s.attempts(), found.isEmpty() ? "none" : String.join(", ", found)));
    }

    /** The clue types with a weight above 0, in {@link GeneratorSettings#TYPES} order; checks every setting. */
    private static List<String> check(GeneratorSettings s) throws GenerationException {
        if (s.categories() < 2) {
            throw new GenerationException(Msg.get("error.categories", s.categories()));
        }
        if (s.items() < 2 || s.items() > Grid.MAX_ITEMS) {
            throw new GenerationException(Msg.get("error.items", s.items(), Grid.MAX_ITEMS));
        }
        if (s.attempts() < 1) {
            throw new GenerationException(Msg.get("error.attempts", s.attempts()));
        }
        List<String> types = new ArrayList<>();
        for (Map.Entry<String, Double> e : s.weights().entrySet()) {
            if (!GeneratorSettings.TYPES.contains(e.getKey())) {
                throw new GenerationException(Msg.get("error.weightType", e.getKey(),
                        String.join(", ", GeneratorSettings.TYPES)));
            }
            double w = e.getValue();
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new GenerationException(Msg.get("error.weights"));
            }
            if (w > 0) {
                types.add(e.getKey());
            }
        }
        if (types.isEmpty()) {
            throw new GenerationException(Msg.get("error.weights"));
        }
        return types;
    }

    /**
     * True clues until unique, then each clue in random order dropped when the rest stay unique; null when the clue
     * cap is reached first (the types allowed cannot pin the solution down) or a count runs out of search
     * nodes (every verdict the result rests on is then exact, so it is unique and irreducible for certain).
     */
    private static List<Clue> irreducible(Puzzle base, ClueMaker maker, List<String> types, double[] cumulative,
            RandomGenerator rnd, Monitor m) {
        CompiledPuzzle cp = CompiledPuzzle.of(base);
        List<Clue> clues = new ArrayList<>();
        int cap = 6 * base.categoryCount() * base.size() + 20;
        while (true) {
            int count = cp.countSolutions(2, NODE_BUDGET, m);
            if (count == 1) {
                break;
            }
            if (count < 0) {
                return null;
            }
            if (clues.size() >= cap) {
                return null;
            }
            String type = pick(types, cumulative, rnd);
            if (!maker.canMake(type)) {
                continue;
            }
            Clue c = maker.make(type, rnd);
            clues.add(c);
            cp.add(c);
        }
        int n = clues.size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            int j = rnd.nextInt(i + 1);
            order[i] = order[j];
            order[j] = i;
        }
        for (int i : order) {
            cp.setEnabled(i, false);
            int count = cp.countSolutions(2, NODE_BUDGET, m);
            if (count < 0) {
                return null;
            }
            if (count != 1) {
                cp.setEnabled(i, true);
            }
        }
        List<Clue> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (cp.isEnabled(i)) {
                kept.add(clues.get(i));
            }
        }
        return kept;
    }

    private static String pick(List<String> types, double[] cumulative, RandomGenerator rnd) {
        double x = rnd.nextDouble() * cumulative[cumulative.length - 1];
        for (int i = 0; i < cumulative.length; i++) {
            if (x < cumulative[i]) {
                return types.get(i);
            }
        }
        return types.get(types.size() - 1);
    }

    /** A uniformly random solution: a random permutation of each category but the first, drawn with rnd only. */
    public static Solution randomSolution(int cats, int k, RandomGenerator rnd) {
        int[][] rows = new int[k][cats];
        for (int c = 0; c < cats; c++) {
            int[] perm = new int[k];
            for (int i = 0; i < k; i++) {
                int j = rnd.nextInt(i + 1);
                perm[i] = perm[j];
                perm[j] = i;
            }
            for (int e = 0; e < k; e++) {
                rows[e][c] = c == 0 ? e : perm[e];
            }
        }
        return Solution.ofRows(rows);
    }

    private Puzzle finish(Puzzle candidate, Solution solution, GeneratorSettings s) {
        List<Category> cats = candidate.categories();
        List<String> names = cats.stream().map(Category::name).toList();
        String title = names.size() == 2 ? Msg.get("title.two", names.get(0), names.get(1))
                : Msg.get("title.many", String.join(Msg.get("title.separator"), names.subList(0, names.size() - 1)),
                        names.get(names.size() - 1));
        return candidate.toBuilder().title(title).solution(solution)
                .generator(new GeneratorInfo(s.seed(), Engine.VERSION, dbName, s.toJson())).build();
    }
}
