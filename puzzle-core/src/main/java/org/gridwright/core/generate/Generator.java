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
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * Makes puzzles the way fast generators do, with the deduction engine as the cheap sufficiency test. Each attempt
 * draws categories and a solution and adds true clues of the weighted types until the complete solver says unique
 * and the engine, allowed only the techniques up to the asked level, finishes (a sound engine that finishes proves
 * uniqueness). Clues are then dropped in random order while that engine still finishes, and finally the result is
 * made irreducible in the strict sense by the complete solver: every clue whose removal keeps the solution unique is
 * dropped too, and the level re-rated. A result rated easier or harder than asked is rejected and the next attempt
 * tried, up to the attempt budget. All chance comes from one {@link SplittableRandom} seeded with the settings'
 * seed, so the same settings, database and engine version give the same puzzle. Every loop is bounded (clue cap,
 * solver node budget, attempt budget): impossible settings end in a {@link GenerationException} saying which setting
 * cannot be met.
 */
public final class Generator {
    /** Search nodes one solution count may take; an attempt whose count needs more is dropped for the next. */
    private static final long NODE_BUDGET = 3_000;
    /** The trial (contradiction) techniques, left out when any level will do: they cost the most by far. */
    /**
     * The trial work one sufficiency check may spend while clues are added and dropped (a fraction of the engine's
     * default): a check that runs out counts as not finished, so it only keeps a clue. The final rating uses the
     * default budget.
     */
    private static final int CHECK_TRIAL_BUDGET = 2_000;
    /**
     * Removal orders tried on one attempt's clues before it is given up because the complete solver found a clue
     * the engine needed redundant (another order often keeps a set both agree is minimal).
     */
    private static final int REDUCE_ROUNDS = 3;
    private static final String[] TRIALS = {"contradiction-1", "contradiction-2"};

    private final CategorySource source;
    private final TechniqueSet techniques;
    private final String dbName;

    /**
     * @param source     where categories come from
     * @param techniques the deduction engine's techniques (normally {@link TechniqueSet#defaults()}), or null for
     *                   no level at all: unique, irreducible puzzles of random true clues, judged by the complete
     *                   solver alone (for benchmarks of the solver)
     * @param dbName     the database name written into the puzzle's {@code generator.db}, or null
     */
    public Generator(CategorySource source, TechniqueSet techniques, String dbName) {
        this.source = source;
        this.techniques = techniques;
        this.dbName = dbName;
    }

    /** Generates with categories from {@code db} and the deduction engine's rating. */
    public static Puzzle generate(GeneratorSettings s, CategoryDatabase db, Monitor m) throws GenerationException {
        return generate(s, db, null, m);
    }

    /** As {@link #generate(GeneratorSettings, CategoryDatabase, Monitor)}, naming the database in the puzzle. */
    public static Puzzle generate(GeneratorSettings s, CategoryDatabase db, String dbName, Monitor m)
            throws GenerationException {
        return new Generator(source(db), TechniqueSet.defaults(), dbName).run(s, m);
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
        DeductionEngine sufficient = techniques == null ? null
                : new DeductionEngine(s.difficulty() == null ? techniques.without(TRIALS)
                        : techniques.upTo(s.difficulty()));
        SplittableRandom rnd = new SplittableRandom(s.seed());
        int[] levelsFound = new int[Level.values().length];
        int unsolved = 0;
        int harder = 0;
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
            Attempt a = new Attempt(base, sufficient == null ? null : sufficient.withTrialBudget(CHECK_TRIAL_BUDGET),
                    m);
            if (!a.addUntilSufficient(maker, types, cumulative, rnd) || !a.reduce(rnd)) {
                if (a.unsolved) {
                    unsolved++;
                }
                continue;
            }
            Puzzle candidate = a.puzzle();
            Level level = null;
            if (sufficient != null) {
                if (a.strictlyDropped) {
                    // the engine needed the dropped clue at the target level, and fewer clues do not make it
                    // easier: the result is beyond the target level (or beyond the engine), so it is rejected
                    harder++;
                    continue;
                }
                Trace t = sufficient.solve(candidate, m);
                if (!t.solved()) {
                    unsolved++;
                    continue;
                }
                level = t.difficulty().level();
                levelsFound[level.ordinal()]++;
            }
            if (s.difficulty() == null || level == s.difficulty()) {
                m.progress(s.attempts(), s.attempts(), null);
                return finish(candidate, solution, s);
            }
        }
        if (s.difficulty() == null || unsolved + harder == s.attempts()) {
            throw new GenerationException(Msg.get("error.unsolved", unsolved + harder, s.attempts()));
        }
        List<String> found = new ArrayList<>();
        for (Level l : Level.values()) {
            if (levelsFound[l.ordinal()] > 0) {
                found.add(l.code() + " " + levelsFound[l.ordinal()]);
            }
        }
        if (harder > 0) {
            found.add(s.difficulty() == Level.EXPERT ? "beyond the engine " + (unsolved + harder)
                    : "harder than " + s.difficulty().code() + " " + harder);
        }
        if (unsolved > 0 && s.difficulty() != Level.EXPERT) {
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

    /** One attempt's clue set: the clues made so far, compiled for the complete solver, some of them dropped. */
    private static final class Attempt {
        private final Puzzle base;
        private final DeductionEngine engine;
        private final Monitor m;
        private final CompiledPuzzle cp;
        private final List<Clue> clues = new ArrayList<>();
        /** The engine could not finish the unique clue set at the clue cap. */
        boolean unsolved;
        /** The strict (complete solver) pass dropped a clue the engine needed: the level must be rated afresh. */
        boolean strictlyDropped;

        Attempt(Puzzle base, DeductionEngine engine, Monitor m) {
            this.base = base;
            this.engine = engine;
            this.m = m;
            this.cp = CompiledPuzzle.of(base);
        }

        Puzzle puzzle() {
            List<Clue> kept = new ArrayList<>();
            for (int i = 0; i < clues.size(); i++) {
                if (cp.isEnabled(i)) {
                    kept.add(clues.get(i));
                }
            }
            return base.withClues(kept);
        }

        private boolean engineFinishes() {
            return engine == null || engine.solve(puzzle(), m).solved();
        }

        /**
         * Solves with the engine and, when it finishes, drops every enabled clue its trace does not use: the
         * engine takes the first deduction it finds, easiest technique first, so a clue that gave none gives the
         * same trace when it is gone (the final rating checks the result again all the same). False when it does
         * not finish.
         */
        private boolean finishesDroppingUnused() {
            List<Integer> enabled = new ArrayList<>();
            for (int i = 0; i < clues.size(); i++) {
                if (cp.isEnabled(i)) {
                    enabled.add(i);
                }
            }
            Trace t = engine.solve(puzzle(), m);
            if (!t.solved()) {
                return false;
            }
            boolean[] used = new boolean[enabled.size()];
            for (Step s : t.steps()) {
                for (int c : s.clues()) {
                    used[c] = true;
                }
            }
            for (int k = 0; k < used.length; k++) {
                if (!used[k]) {
                    cp.setEnabled(enabled.get(k), false);
                }
            }
            return true;
        }

        /**
         * True clues until the complete solver says unique and the engine finishes; false when the clue cap is
         * reached first (the types allowed cannot pin the solution down for the engine) or a count runs out of
         * search nodes.
         */
        boolean addUntilSufficient(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            int cap = 6 * base.categoryCount() * base.size() + 20;
            boolean unique = false;
            while (true) {
                if (!unique) {
                    int count = cp.countSolutions(2, NODE_BUDGET, m);
                    if (count < 0) {
                        return false;
                    }
                    unique = count == 1;
                }
                if (unique && engineFinishes()) {
                    return true;
                }
                if (clues.size() >= cap) {
                    unsolved = unique;
                    return false;
                }
                String type = pick(types, cumulative, rnd);
                if (!maker.canMake(type)) {
                    continue;
                }
                Clue c = maker.make(type, rnd);
                clues.add(c);
                cp.add(c);
            }
        }

        /**
         * Drops clues in random order while the engine still finishes (each such check proves uniqueness too),
         * then every clue whose removal the complete solver finds keeps the solution unique (with an engine, the
         * first such clue makes the attempt too hard and ends the pass); false when a count runs out of search
         * nodes.
         */
        boolean reduce(RandomGenerator rnd) {
            for (int round = 0; round < REDUCE_ROUNDS; round++) {
                for (int i = 0; i < clues.size(); i++) {
                    cp.setEnabled(i, true);
                }
                strictlyDropped = false;
                if (!reduceOnce(rnd)) {
                    return false;
                }
                if (!strictlyDropped) {
                    return true;
                }
            }
            return true;
        }

        private boolean reduceOnce(RandomGenerator rnd) {
            int n = clues.size();
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                int j = rnd.nextInt(i + 1);
                order[i] = order[j];
                order[j] = i;
            }
            if (engine != null) {
                finishesDroppingUnused();
                for (int i : order) {
                    if (!cp.isEnabled(i)) {
                        continue;
                    }
                    cp.setEnabled(i, false);
                    if (!finishesDroppingUnused()) {
                        cp.setEnabled(i, true);
                    }
                }
            }
            for (int i : order) {
                if (!cp.isEnabled(i)) {
                    continue;
                }
                cp.setEnabled(i, false);
                int count = cp.countSolutions(2, NODE_BUDGET, m);
                if (count < 0) {
                    return false;
                }
                if (count != 1) {
                    cp.setEnabled(i, true);
                } else if (engine != null) {
                    // the attempt is beyond the target level now and will be rejected: no need to go on
                    strictlyDropped = true;
                    return true;
                }
            }
            return true;
        }
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
