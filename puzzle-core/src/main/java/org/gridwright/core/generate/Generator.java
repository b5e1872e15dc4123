package org.gridwright.core.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import java.util.random.RandomGenerator;
import org.gridwright.core.Engine;
import org.gridwright.core.Limits;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DrawException;
import org.gridwright.core.db.DrawRequest;
import org.gridwright.core.db.ThemedDraw;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Difficulty;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.Closure;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * Makes puzzles the way fast generators do, with the deduction engine's techniques as the cheap sufficiency test.
 * Each attempt draws categories and a solution and adds true clues of the weighted types, keeping only those that
 * let the techniques up to the asked level (the {@link Closure}: the engine's grid without its words) write a new
 * mark, until the grid is complete — sound techniques that complete the grid prove the solution unique.
 *
 * <p>Removal is two passes over a random order. First every clue the techniques can do without goes. Then each clue
 * left must be needed by the solution: a second solution without it shows that (a near solution that breaks that
 * clue alone, else a search pruned by the techniques' grid, else the complete solver), and then it stays needed
 * whatever else goes, since fewer clues only allow more solutions. A clue the techniques need but the solution does
 * not is dropped when trials are allowed (any level, expert) and the whole engine still solves what is left.
 * Otherwise, asked for easy or medium (or hard from six categories on), it is dropped for good all the same, fresh
 * true clues are added to what is left until the techniques complete the grid again, and removal runs again over
 * that set; after {@code REDUCE_ROUNDS} such repairs the next attempt is made. (Easy puzzles meet such a clue in most
 * attempts: the easy techniques see little, so the solution often pins down what they need a redundant clue to see.)
 * Asked for easy, medium or hard (at every size), and at any level from 60 cells, the order is mended where it
 * stands first: a fresh true clue takes the place of that clue and of one clue the solution needs, when the
 * techniques complete the grid with it and without both, and the second solution that showed the other clue needed
 * breaks the fresh one (so it shows the fresh clue needed); the second solutions found so far are kept, so only the
 * clues whose second solution the fresh clue breaks are searched again (asked for medium or hard, the fresh clue must
 * not let the techniques of the level below complete the grid either; asked for easy from 60 cells, the fresh clues
 * are drawn by the types that most often fit, and the first ones must break few other clues' second solutions, each
 * of which would be searched again). Only when no fresh clue fits are the clues
 * replaced and reduced again as above (without mends, most 8x8 easy attempts took several such rounds and one in
 * four ran out of them: 44 ms CPU median against 27 at any level). At expert, or when no fresh clue fits at hard
 * below six categories or at any level, the order is spoilt instead: the clue goes first in the next order of all
 * the clues, and after {@code SPOILT_ORDERS} orders the next attempt is made.
 *
 * <p>Asked for hard, the level is aimed at rather than drawn: the first pass alone decides it (the second only
 * confirms what is left or finds a spoiler), so when the medium techniques complete what the first pass kept, other
 * orders over the same clues are tried at once ({@code LEVEL_ORDERS}, over the attempt's clues and
 * {@code POOL_EXTRA} more) before anything else is spent on it; an order stops as soon as the medium techniques
 * complete the clues certain to stay (those kept, and those the solution needs as the pass stands, which near
 * solutions show and which are kept without the closure's check); with three categories the clue types hard puzzles
 * keep are made more often. Where the grid has few solutions in all (3x4: 576), hard is made by the solution
 * instead: every clue it does not need goes (the solutions each clue allows kept as bits, so a set's are an AND of
 * words), over many orders of one attempt's clues, and a set is hard when the medium techniques do not complete it and
 * the hard ones do; a set too hard for them is mended with one more clue (see {@code Attempt.hardBySolution}).
 * Asked for any level, easy, medium or expert there, puzzles are made by the solution too: clues until the bits
 * allow the true solution alone and a few more, every clue it does not need dropped per order, the first set at the
 * level kept, each set rated once by the closure (at expert: the techniques without trials do not complete it and
 * the whole engine solves it; see {@code Attempt.levelBySolution}).
 * Asked for expert, removal is by the solution instead (every clue it does not need
 * goes, whatever the techniques make of what is left), since removal by the techniques keeps sets they complete; the
 * clues left are expert when the techniques without trials do not complete them and the whole engine does, and up to
 * five categories the clue types expert puzzles keep are made more often (both up to 36 cells). Up to 36 cells one
 * setting (categories, theme, cast) serves {@code SETTING_ATTEMPTS} attempts. What is left is irreducible in the
 * strict sense. Its level is the easiest whose techniques complete the grid (the engine's own rating, by the
 * closure's equivalence with the engine), expert when only the whole engine did; a result rated easier or harder
 * than asked is rejected, up to the attempt budget. Asked for medium, a clue that would let the easy techniques
 * complete the grid is never kept, so no medium attempt ends easy (fewer clues never let them
 * complete it again).
 *
 * <p>All chance comes from one {@link SplittableRandom} seeded with the settings' seed, so the same settings,
 * database and engine version give the same puzzle. Every loop is bounded (clue cap, search budgets, trial budget,
 * attempt budget): impossible settings end in a {@link GenerationException} saying which setting cannot be met.
 */
public final class Generator {
    /** Search nodes one solution count may take; an attempt whose count needs more is dropped for the next. */
    private static final long NODE_BUDGET = 3_000;
    /**
     * The solution pass follows the near solutions that break at most this many clues with every clue on
     * ({@link NearSolutions}).
     */
    private static final int NEAR_BREAKS = 4;
    /**
     * The hard first pass follows the near solutions that break at most this many clues with every clue on: a clue
     * one shows needed is kept without a check, which would keep it too (so the same puzzles). At 5x5 hard, seeds
     * 1-300, 92 checks a puzzle with 4 (6,094 of the 7,645 that kept a clue kept one the solution needs), 82 with 8.
     */
    private static final int NEAR_BREAKS_HARD = 8;
    /**
     * Steps the techniques-pruned search for a second solution takes before the complete solver is asked (at 8×8
     * it answers nearly every question within this, at a fraction of the solver's cost).
     */
    private static final int SEARCH_STEPS = 2_000;
    /**
     * From {@code BIG_CELLS} cells (9x10, 10x9, 10x10), the steps of that search before the complete solver is asked.
     * There a step copies a grid of 45 or more category pairs, and a search that goes past a few dozen steps has
     * mostly wandered into a part of the grid with no solution: at 10x10 "any" (themed, seeds 1-10) 17 searches in
     * 524 ran out of 2,000 steps (a fifth of the generation's CPU, 180 ms each), and the solver then found the
     * other solution in 1-60 ms. With 50 steps the searches took 3.3 s instead of 8.8 s over those seeds; at 8x8
     * and 8x10 the budget made no difference beyond the noise, so it is kept there.
     */
    private static final int SEARCH_STEPS_BIG = 50;
    private static final int BIG_CELLS = 90;
    /**
     * The trial work one check of the whole engine may spend while clues are dropped (a quarter of the engine's
     * default, so whatever it solves the engine's default solves): a check that runs out counts as not finished.
     */
    private static final int CHECK_TRIAL_BUDGET = 5_000;
    /**
     * Asked for easy or medium: removal passes over one attempt's clues before it is given up because the complete
     * solver keeps finding a clue the techniques need redundant; between passes that clue is dropped and fresh
     * clues replace it.
     */
    private static final int REDUCE_ROUNDS = 12;
    /**
     * Where clues are not replaced (hard, expert, any level): removal orders tried on all of one attempt's clues,
     * the spoilers first, before it is given up (another order often keeps a set both agree is minimal).
     */
    private static final int SPOILT_ORDERS = 3;
    /**
     * Up to 36 cells, attempts made in one setting (categories, theme, cast) before another is drawn: drawing one
     * costs about a fifth of a 3x4 attempt, and a new solution and clues vary the attempts enough (3x4 expert 4.0 to
     * 2.4 ms CPU median). At 8x8 the draw is a trifle beside an attempt, and expert was slower with it (seeds 1-30:
     * 96 against 72 ms median), so there every attempt draws its own.
     */
    private static final int SETTING_ATTEMPTS = 8;
    private static final int SETTING_CELLS = 36;
    /**
     * Asked for hard: first-pass removal orders tried on one attempt's clues before the attempt is given up because
     * each left a set the medium techniques complete (too easy). The first pass alone decides the level at hard,
     * and it is cheap beside drawing a new setting, solution and clues.
     */
    private static final int LEVEL_ORDERS = 16;
    /** Asked for hard: true clues added to an attempt's clues before the removal orders (see {@code widen}). */
    private static final int POOL_EXTRA = 10;
    /**
     * Asked for hard below this many cells (where the first pass decides the level: 4x5, 5x5, not 3x4), the removal
     * orders are drawn with the clue types' {@link #earliness}. At 6x6 hard (seeds 1-150) it took 2.7 orders a
     * puzzle instead of 3.2, no faster: kept as it was.
     */
    private static final int EARLY_CELLS = 36;
    /**
     * Asked for hard with the orders drawn by type ({@code EARLY_CELLS}): the orders one attempt's clues get before
     * the next attempt, fewer than {@code LEVEL_ORDERS}. Some attempts' clues end too easy in nearly every order;
     * ten orders give them up sooner (seeds 1-600, old and new alternating: p90 5x5 5.07 -> 4.78 ms, 4x5 4.95 ->
     * 4.60, the medians the same; 8 and 12 within the noise of 10).
     */
    private static final int EARLY_ORDERS = 10;
    /**
     * Asked for expert with up to this many categories (and removal by the solution), the clue types expert puzzles
     * keep are made more often (see {@code mix}); at six the whole engine failed its check on half the attempts' clues
     * with them.
     */
    private static final int EXPERT_MIX_CATEGORIES = 5;
    /**
     * Asked for expert up to this many cells, removal is by the solution ({@code Attempt.solutionPass}); above, the
     * complete solver's searches cost more than the attempts they save (seeds 1-30, CPU ms median: 7x7 15.6 before,
     * 21.1 with it; 8x8 35.5 and 134).
     */
    private static final int EXPERT_SOLUTION_CELLS = 36;
    /**
     * Asked for hard where the grid has few solutions in all ({@link SolutionSpace}, 3x4): removal orders over one
     * attempt's clues, each by the solution (see {@code Attempt.hardBySolution}), before the next attempt.
     */
    private static final int SPACE_ORDERS = 32;
    /** Asked for hard by the solution: true clues added to an attempt's clues before the orders (as {@code widen}). */
    private static final int SPACE_EXTRA = 20;
    /** Asked for hard by the solution: sets mended from one set the hard techniques do not complete. */
    private static final int SPACE_MENDS = 2;
    /**
     * Asked for hard by the solution: the attempt's clues tried as the one more clue of a mend, per set (trying
     * each was within the noise at 3x4, 1.25 against 1.10-1.29 ms CPU median, and none 1.44).
     */
    private static final int SPACE_MEND_CLUES = 8;
    /**
     * Asked for any level, easy or medium where the grid has few solutions ({@link SolutionSpace}, 3x4): true clues
     * made past the first that allow the true solution alone (see {@code Attempt.levelBySolution}).
     */
    private static final int LEVEL_EXTRA = 4;
    /** Asked for any level, easy or medium by the solution: removal orders over one attempt's clues. */
    private static final int LEVEL_ORDERS_SPACE = 4;
    /**
     * Asked for any level, easy or medium by the solution: rounds of {@code LEVEL_ORDERS_SPACE} orders, each round
     * with {@code LEVEL_EXTRA} more clues (3x4 easy, seeds 1-1000: 1.21 attempts a puzzle with one round of 8
     * orders, 1.04 with three of 4, for about the same sets rated: 2.6 and 2.45; medium 1.47 and 1.15).
     */
    private static final int LEVEL_ROUNDS = 3;
    /** Asked for any level, easy or medium by the solution: the attempt's clues tried as a mend's one more. */
    private static final int LEVEL_MEND_CLUES = 4;
    /**
     * Asked for medium where the grid has few solutions (made by the solution): the weight "if" and "either or" are
     * made with, times theirs. No easy technique reads them, so a set that keeps one is never too easy (at 3x4 62 %
     * of the sets rated were; 97 % of the medium puzzles made keep one anyway). Seeds 1-500: sets rated 2,073 ->
     * 1,243 (x3: 971), their share of a puzzle's clues 22.7 -> 26.5 % (x3: 31.8 %).
     */
    private static final double MEDIUM_SPACE_IF_ANY = 2;
    /** Asked for hard with at least this many categories, a spoiler is replaced as at easy and medium. */
    private static final int REPAIR_HARD_CATEGORIES = 6;
    /** Mends one removal order may take ({@code Attempt.swapRepair}) before it counts as spoilt. */
    private static final int REPAIRS = 8;
    /**
     * The fewest cells (categories × items) at which a spoilt order is mended: below, an order costs about what a
     * mend that finds no clue costs (6×6 "any" was 0.5-0.9 ms slower with mends), above, several times more.
     */
    private static final int MEND_CELLS = 60;
    /**
     * The fewest cells at which the first pass looks for near solutions with every clue on before it starts (the
     * clues they show needed are kept without a check): measured to pay at 8x8, not at 3x4.
     */
    private static final int NEAR_CELLS = 60;
    /** Fresh clues one mend may make, looking for one that takes the place of two. */
    private static final int REPAIR_CLUES = 200;
    /**
     * Asked for easy from 60 cells, a mend's first {@code MEND_PICKY} fresh clues are tried only when they break at
     * most {@code MEND_BREAKS} of the witnesses of the clues on (the one of the clue they replace among them): every
     * other witness broken is a clue searched again by the next pass. At 8x8 easy (0.11.0, seeds 1-60) a fresh clue
     * that fitted broke 4.8 witnesses on average, and 508 of 951 searches were such clues searched again. Limits of
     * 2, 4 or 5, and 200 picky clues, were within the noise or slower (seeds 1-300).
     */
    private static final int MEND_PICKY = 100;
    private static final int MEND_BREAKS = 3;
    /**
     * From this many cells the clue mix at easy favours the types the easy techniques read whole ({@link #mix}) and
     * leaves out those they do not read ({@link #cumulative}).
     */
    private static final int EASY_MIX_CELLS = 60;
    /**
     * The types {@link #check} gives for the default weights (those above 0, in their order) and whether one of them
     * is ordered, worked out once: reading the weights and looking each type up again took 1.2 us of a 3x4 easy
     * puzzle's 64 made right after another, 3.2 of its 100 made on cold caches (as after the peer's turn).
     */
    private static final List<String> DEFAULT_TYPES = GeneratorSettings.DEFAULT_WEIGHTS.entrySet().stream()
            .filter(e -> e.getValue() > 0).map(Map.Entry::getKey).toList();
    private static final boolean DEFAULT_POSITIONAL = positional(DEFAULT_TYPES);

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
        return new Generator(source(db, s.theme()), TechniqueSet.defaults(), dbName).run(s, m);
    }

    /** A category source drawing from a category database, in a theme drawn by weight when it has themes. */
    public static CategorySource source(CategoryDatabase db) {
        return source(db, null);
    }

    /**
     * A category source drawing from a category database. With themes in it, each draw is set in the theme named
     * {@code theme} (null: one drawn by weight among those serving the size, or the plain draw when none does);
     * without themes it draws as always (and a theme named is refused).
     */
    public static CategorySource source(CategoryDatabase db, String theme) {
        return new CategorySource() {
            @Override
            public String lang() {
                return db.lang();
            }

            @Override
            public List<Category> draw(RandomGenerator rnd, int categories, int items, int minOrdered)
                    throws GenerationException {
                return drawSetting(rnd, categories, items, minOrdered).categories();
            }

            @Override
            public Drawn drawSetting(RandomGenerator rnd, int categories, int items, int minOrdered)
                    throws GenerationException {
                try {
                    DrawRequest req = DrawRequest.of(categories, items).withOrdinal(0, categories - 1)
                            .withNumerical(0, categories - 1).withOrdered(minOrdered);
                    if (theme != null || !db.themesFor(categories, items).isEmpty()) {
                        ThemedDraw t = db.drawThemed(rnd, theme, req);
                        return new Drawn(t.categories(), t.title(), t.intro(), t.cast(), t.noun());
                    }
                    return new Drawn(db.draw(rnd, req), null, null, null, null);
                } catch (DrawException | IllegalArgumentException e) {
                    throw new GenerationException(Msg.get("error.draw", e.getMessage()));
                }
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
        boolean positional = types == DEFAULT_TYPES ? DEFAULT_POSITIONAL : positional(types);
        Level target = s.difficulty();
        // the techniques that judge the clues: the asked level's, or all of them; trials only through the engine
        TechniqueSet judged = techniques == null ? null : target == null || target == Level.EXPERT ? techniques
                : techniques.upTo(target);
        DeductionEngine rater = judged == null ? null : new DeductionEngine(judged);
        TechniqueSet closable = judged == null ? null : Closure.applicable(judged);
        boolean trials = judged != null && closable.infos().size() < judged.infos().size();
        // the weights a clue type is drawn by: from 60 cells, and where puzzles are made by the solution, the types the
        // techniques read, else (none of them can be made in a setting) every type asked for (made by the solution, a
        // set holding a clue the techniques do not read is never theirs to complete: it needs that clue)
        double[] read = cumulative(s, types, trials || s.categories() * s.items() < EASY_MIX_CELLS
                && !SolutionSpace.fits(s.categories(), s.items()) ? null : closable);
        double[] asked = cumulative(s, types, null);
        // asked for easy from 60 cells, a mend's fresh clues are drawn by the types that most often take the place of
        // a spoiler and a clue the solution needs ({@link #mendMix})
        double[] mending = read == null ? null : mendCumulative(s, types, read);
        LevelSets levelSets = judged == null ? null : new LevelSets(techniques);
        DeductionEngine beyond = trials ? rater.withTrialBudget(CHECK_TRIAL_BUDGET) : null;
        // asked for medium: the easy techniques must never complete the grid, so every puzzle made is medium
        // instead of a third of them easy and drawn again. (Not for hard: refusing the clues that let the medium
        // techniques finish mostly leaves clues the hard ones cannot finish either, and costs 2-7 times more.)
        TechniqueSet below = judged == null || target != Level.MEDIUM ? null
                : Closure.applicable(techniques.upTo(Level.EASY));
        // asked for hard: the medium techniques must not complete what the first removal pass keeps; other orders
        // over the same clues are tried first (at 3x4 two attempts in three ended easy, one in three medium)
        TechniqueSet easier = judged == null || target != Level.HARD ? null
                : Closure.applicable(techniques.upTo(Level.MEDIUM));
        SplittableRandom rnd = new SplittableRandom(s.seed());
        int[] levelsFound = new int[Level.values().length];
        // asked for expert, the clues kept by attempts the techniques finish, and their settings
        List<List<Clue>> tooEasy = new ArrayList<>();
        List<Puzzle> tooEasyBases = new ArrayList<>();
        int unsolved = 0;
        int harder = 0;
        // asked for a level, puzzles of it only through an "if" whose condition another clue states
        int stated = 0;
        int notUnique = 0;
        Puzzle base = null;
        ClueMaker settingMaker = null;
        int settingAttempts = s.categories() * s.items() <= SETTING_CELLS ? SETTING_ATTEMPTS : 1;
        for (int attempt = 0; attempt < s.attempts(); attempt++) {
            m.checkCancelled();
            if (m != Monitor.NONE) { // the message is worded only for a monitor that shows it
                m.progress(attempt, s.attempts(), Msg.get("progress.attempt", attempt + 1, s.attempts()));
            }
            if (attempt % settingAttempts == 0) {
                CategorySource.Drawn drawn = source.drawSetting(rnd, s.categories(), s.items(), positional ? 1 : 0);
                base = Puzzle.builder().categories(drawn.categories()).title(drawn.title()).intro(drawn.intro())
                        .cast(drawn.cast()).noun(drawn.noun()).lang(source.lang()).build();
                settingMaker = null;
            }
            Solution solution = randomSolution(s.categories(), s.items(), rnd);
            // the setting's attempts share what the clue maker finds out about its categories
            settingMaker = settingMaker == null ? new ClueMaker(base, solution) : settingMaker;
            ClueMaker maker = settingMaker.with(solution);
            boolean usable = false;
            boolean readable = false;
            for (int i = 0; i < types.size() && !readable; i++) {
                boolean can = maker.canMake(ClueType.ofCode(types.get(i)).orElseThrow());
                usable |= can;
                readable = can && read[i] > (i == 0 ? 0 : read[i - 1]);
            }
            if (!usable) {
                throw new GenerationException(Msg.get("error.positionalOnly", String.join(", ", types)));
            }
            double[] cumulative = readable ? read : asked;
            Attempt a = new Attempt(base, solution, closable, below, beyond, m);
            a.easier = easier;
            a.expert = target == Level.EXPERT && s.categories() * s.items() <= EXPERT_SOLUTION_CELLS;
            a.bySolution = target == Level.HARD && SolutionSpace.fits(s.categories(), s.items());
            a.picky = target == Level.EASY && s.categories() * s.items() >= EASY_MIX_CELLS;
            if (judged != null && target != Level.HARD && SolutionSpace.fits(s.categories(), s.items())) {
                // any, easy, medium or expert where the grid has few solutions: made by the solution, rated by the
                // closure (and at expert the whole engine)
                int made = a.levelBySolution(maker, types, cumulative, rnd, target);
                Puzzle puzzle = made > 0 ? finish(base, a.kept(), solution, s) : null;
                if (puzzle != null) {
                    m.progress(s.attempts(), s.attempts(), null);
                    return puzzle;
                }
                if (made > 0) {
                    stated++;
                    continue;
                }
                if (made < 0) {
                    notUnique++;
                } else if (a.tooEasy && target == Level.EXPERT) {
                    // its level is worked out only for the message, as on the other expert path
                    tooEasy.add(a.kept());
                    tooEasyBases.add(base);
                } else if (a.tooEasy) {
                    levelsFound[Level.EASY.ordinal()]++;
                } else if (a.unsolved) {
                    unsolved++;
                } else {
                    harder++;
                }
                continue;
            }
            // easy and medium replace a spoiler, and hard from six categories on: fresh clues mostly make a puzzle
            // easier (at 3×4 hard 96 attempts a puzzle instead of 76 before the first pass checked the level), but at
            // 8×8 hard most attempts met a spoiler in every order (17 of 30) and with repairs 21 of 30 end hard
            // instead of 13 (6×6 about the same, 5×5 36 of 60 instead of 46). At any level (1.17 attempts a puzzle at
            // 8×8) the gain was within the noise
            boolean repair = target == Level.EASY || target == Level.MEDIUM
                    || target == Level.HARD && s.categories() >= REPAIR_HARD_CATEGORIES;
            boolean sufficient = a.addUntilSufficient(maker, types, cumulative, rnd);
            if (sufficient && easier != null) {
                a.widen(maker, types, cumulative, rnd);
            }
            if (target == Level.EASY || target == Level.MEDIUM || target == Level.HARD) {
                a.mendLevel(maker, types, a.picky && cumulative == read ? mending
                        : target == Level.HARD && s.categories() * s.items() < EARLY_CELLS
                        ? scaled(types, cumulative, Generator::hardMendMix) : cumulative, rnd);
            } else if (target == null && s.categories() * s.items() >= MEND_CELLS) {
                // at any level from 60 cells a spoilt order is mended instead (at expert a mend keeps what the
                // techniques finish, which is not expert: 8x8 expert took about 12 % longer with it)
                a.mendWith(maker, types, cumulative, rnd);
            }
            if (!sufficient || !a.reduce(rnd, repair ? maker : null, types, cumulative)) {
                if (a.unsolved) {
                    unsolved++;
                } else {
                    notUnique++;
                }
                continue;
            }
            if (a.reducible) {
                // the techniques need a clue the solution does not, in every order tried: irreducible, this
                // attempt's clues are beyond the asked level (or beyond the engine)
                harder++;
                continue;
            }
            if (a.expert && a.techniquesFinish) {
                // too easy: its level is worked out only for the message should no attempt end expert (at 3x4 five
                // attempts in six end so, and rating each took a twentieth of the time)
                tooEasy.add(a.kept());
                tooEasyBases.add(base);
                continue;
            }
            Level level = judged == null ? null : a.level(target, levelSets, rater);
            if (judged != null) {
                if (level == null) {
                    unsolved++;
                    continue;
                }
                levelsFound[level.ordinal()]++;
            }
            if (target == null || level == target) {
                Puzzle puzzle = finish(base, a.kept(), solution, s);
                if (puzzle != null) {
                    m.progress(s.attempts(), s.attempts(), null);
                    return puzzle;
                }
                levelsFound[level.ordinal()]--; // of that level only through the "if": counted so instead
                stated++;
            }
        }
        if (target == null || notUnique + unsolved + harder == s.attempts()) {
            throw new GenerationException(noneMade(s.attempts(), notUnique, unsolved + harder));
        }
        for (int t = 0; t < tooEasy.size(); t++) {
            levelsFound[techniquesLevel(tooEasyBases.get(t), tooEasy.get(t), levelSets).ordinal()]++;
        }
        List<String> found = new ArrayList<>();
        for (Level l : Level.values()) {
            if (levelsFound[l.ordinal()] > 0) {
                found.add(Msg.get("found.level", l.code(), levelsFound[l.ordinal()]));
            }
        }
        if (harder > 0) {
            found.add(target == Level.EXPERT ? Msg.get("found.beyond", unsolved + harder)
                    : Msg.get("found.harder", target.code(), harder));
        }
        if (unsolved > 0 && target != Level.EXPERT) {
            found.add(Msg.get("found.beyond", unsolved));
        }
        if (stated > 0) {
            found.add(Msg.get("found.stated", target.code(), stated));
        }
        if (notUnique > 0) {
            found.add(Msg.get("found.notUnique", notUnique));
        }
        throw new GenerationException(Msg.get("error.level", target.code(), s.categories(), s.items(),
                s.attempts(), found.isEmpty() ? Msg.get("found.none")
                        : String.join(Msg.get("found.separator"), found)));
    }

    /**
     * Per level, the techniques up to it when a closure can apply them all (no trials), else null; made on first use
     * (building technique sets is a tenth of a 3x4 easy puzzle, and easy, medium and hard rarely need them).
     */
    private static final class LevelSets {
        private final TechniqueSet all;
        private final TechniqueSet[] sets = new TechniqueSet[Level.values().length];
        private final boolean[] made = new boolean[Level.values().length];

        LevelSets(TechniqueSet all) {
            this.all = all;
        }

        TechniqueSet upTo(Level l) {
            if (!made[l.ordinal()]) {
                TechniqueSet level = all.upTo(l);
                TechniqueSet upTo = Closure.applicable(level);
                sets[l.ordinal()] = upTo.infos().size() < level.infos().size() ? null : upTo;
                made[l.ordinal()] = true;
            }
            return sets[l.ordinal()];
        }
    }

    /** The easiest level whose techniques complete the grid of {@code clues} (some level's must). */
    private static Level techniquesLevel(Puzzle base, List<Clue> clues, LevelSets levelSets) {
        for (Level l : Level.values()) {
            TechniqueSet upTo = levelSets.upTo(l);
            if (upTo == null) {
                break;
            }
            Closure c = Closure.of(base, upTo);
            for (Clue clue : clues) {
                c.add(clue);
            }
            boolean[] on = new boolean[c.clueCount()];
            java.util.Arrays.fill(on, true);
            if (c.of(on).complete()) {
                return l;
            }
        }
        throw new IllegalStateException("no level's techniques complete the grid");
    }

    /**
     * Why no attempt gave a puzzle, every attempt counted once: those whose clues never pinned the solution down
     * (clue cap or search budget) and those that were unique but beyond the engine.
     */
    private static String noneMade(int attempts, int notUnique, int unsolved) {
        List<String> why = new ArrayList<>();
        if (notUnique > 0) {
            why.add(Msg.get(notUnique == 1 ? "reason.notUnique.one" : "reason.notUnique.many", notUnique));
        }
        if (unsolved > 0) {
            why.add(Msg.get(unsolved == 1 ? "reason.unsolved.one" : "reason.unsolved.many", unsolved));
        }
        return Msg.get(attempts == 1 ? "error.none.one" : "error.none.many", attempts,
                String.join(Msg.get("reason.separator"), why));
    }

    /**
     * Checks every setting, the size against the generator's range ({@link Limits}) first, without generating:
     * for callers that want to refuse settings before any other work.
     *
     * @throws GenerationException saying which setting is out of range and what the range is
     */
    public static void validate(GeneratorSettings s) throws GenerationException {
        check(s);
    }

    /** The clue types with a weight above 0, in {@link GeneratorSettings#TYPES} order; checks every setting. */
    private static List<String> check(GeneratorSettings s) throws GenerationException {
        if (s.categories() < 2) {
            throw new GenerationException(Msg.get("error.categories", s.categories()));
        }
        if (s.items() < 2 || s.items() > Grid.MAX_ITEMS) {
            throw new GenerationException(Msg.get("error.items", s.items(), Grid.MAX_ITEMS));
        }
        if (s.categories() > Limits.GENERATE_MAX_CATEGORIES || s.items() > Limits.GENERATE_MAX_ITEMS
                || s.categories() * s.items() > Limits.GENERATE_MAX_CELLS) {
            throw new GenerationException(Msg.get("error.tooLarge", s.categories(), s.items(),
                    Limits.GENERATE_MAX_CATEGORIES, Limits.GENERATE_MAX_ITEMS, Limits.GENERATE_MAX_CELLS));
        }
        if (s.attempts() < 1) {
            throw new GenerationException(Msg.get("error.attempts", s.attempts()));
        }
        if (s.weights() == GeneratorSettings.DEFAULT_WEIGHTS) {
            return DEFAULT_TYPES;
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

    /** Whether one of {@code types} is an ordered clue type. */
    private static boolean positional(List<String> types) {
        return types.stream().anyMatch(t -> ClueType.ofCode(t).orElseThrow().ordered());
    }

    /** One attempt's clues: those that taught the techniques something, then fewer. */
    private static final class Attempt {
        private final Puzzle base;
        private final Solution solution;
        /** The techniques that judge the clues (no trials); null when the complete solver alone judges. */
        private final TechniqueSet judged;
        /** The techniques of the level below the asked one, which must not complete the grid; or null. */
        private final TechniqueSet below;
        /** The clues' grid with the techniques of {@link #below} (clue i is clue i of {@link #clues}); or null. */
        private Closure lower;
        /** The whole engine, trials included, for clues the techniques need but the solution does not; or null. */
        private final DeductionEngine beyond;
        private final Monitor m;
        private final List<Clue> clues = new ArrayList<>();
        /** The kept clues' techniques grid (clue i of the closure is clue i of {@link #clues}). */
        private Closure closure;
        private boolean[] on;
        private CompiledPuzzle cp;
        /**
         * The clue cap was reached first (the types allowed cannot pin the solution down for the techniques) while
         * the clues kept make the solution unique: a unique puzzle beyond the engine. (At the cap with the solution
         * not shown unique, the attempt counts as not unique.)
         */
        boolean unsolved;
        /** Every removal order tried met a clue the techniques need and the solution does not. */
        boolean reducible;
        /**
         * The whole engine solved the clues left without one the techniques needed (the last clue to go went
         * that way, so it solved exactly the clues left): they need a trial.
         */
        private boolean pastTechniques;
        /** The clue the solution does not need but the techniques do, when {@link #reducible}; else -1. */
        private int spoiler = -1;
        /** The techniques' grid of every clue on but the spoiler the second pass last met ({@link #swapRepair}). */
        private Closure.State spoilerGrid;
        /**
         * Per clue, whether a near solution breaks it alone with every clue of this removal order on; null below
         * {@code NEAR_CELLS} cells.
         */
        private boolean[] nearNeeded;
        /**
         * Asked for hard below {@code NEAR_CELLS} cells: the near solutions with every clue of this removal order on,
         * followed by each first pass as it drops clues ({@link #firstPass}); else null.
         */
        private NearSolutions nearPass;
        /** Clues that spoilt an earlier removal order, when orders are tried again on all the clues. */
        private boolean[] spoilers;
        /** Per clue, a second solution that broke it and no other clue on then (or null). */
        private final List<int[][]> witnesses = new ArrayList<>();
        /** Where fresh clues for {@link #swapRepair} come from, or null when orders are not mended. */
        private FreshClues fresh;
        /** Clues made so far, against the same cap as while adding. */
        private int made;
        /**
         * The techniques of the level below the asked one, which must not complete what the first removal pass
         * keeps (then another order is tried, up to {@code LEVEL_ORDERS}); or null.
         */
        TechniqueSet easier;
        /** Every first-pass order tried left clues the techniques of {@link #easier} complete. */
        boolean tooEasy;
        /** The clues' grid with the techniques of {@link #easier}; built on first use. */
        private Closure easierGrid;
        /**
         * The grid of {@link #easier} with the clues a first pass keeps whatever its order (shown needed with every
         * clue of the round's orders on), made by the round's first order; null before.
         */
        private Closure.State sureStart;
        /**
         * Asked for expert: removal drops every clue the solution does not need ({@link #solutionPass}) instead of
         * those the techniques can do without.
         */
        boolean expert;
        /**
         * Asked for hard where the grid has few solutions: removal drops every clue the solution does not need, the
         * solutions counted as bits ({@link #hardBySolution}).
         */
        boolean bySolution;
        /**
         * Asked for easy from {@code EASY_MIX_CELLS} cells: a mend's fresh clues are drawn by
         * {@link Generator#mendMix}, and its first {@code MEND_PICKY} break at most {@code MEND_BREAKS} witnesses.
         */
        boolean picky;
        /** Every solution of the grid and which of them each clue allows, when {@link #bySolution}; made on use. */
        private SolutionSpace space;
        /**
         * Asked for expert: the techniques without trials complete what the solution pass kept (hard or easier); or
         * the whole engine, within its check budget, does not solve it.
         */
        private boolean techniquesFinish;
        private boolean engineFails;

        Attempt(Puzzle base, Solution solution, TechniqueSet judged, TechniqueSet below, DeductionEngine beyond,
                Monitor m) {
            this.base = base;
            this.solution = solution;
            this.judged = judged;
            this.below = below;
            this.beyond = beyond;
            this.m = m;
        }

        Puzzle puzzle() {
            return base.withClues(kept());
        }

        /** The clues on, in order. */
        List<Clue> kept() {
            List<Clue> kept = new ArrayList<>();
            for (int i = 0; i < clues.size(); i++) {
                if (on[i]) {
                    kept.add(clues.get(i));
                }
            }
            return kept;
        }

        /**
         * True clues until the techniques complete the grid (or, with no techniques, the complete solver says
         * unique); false when the clue cap is reached first or a count runs out of search nodes.
         */
        boolean addUntilSufficient(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            int cells = base.categoryCount() * base.size();
            cp = CompiledPuzzle.of(base);
            if (judged == null) {
                while (true) {
                    int count = cp.countSolutions(2, NODE_BUDGET, m);
                    if (count < 0) {
                        return false;
                    }
                    if (count == 1) {
                        return true;
                    }
                    if (clues.size() >= 6 * cells + 20) {
                        return false;
                    }
                    Clue c = make(maker, types, cumulative, rnd);
                    clues.add(c);
                    cp.add(c);
                }
            }
            // every clue made goes into this closure; only those that teach something stay switched on
            Closure all = Closure.of(base, judged);
            Closure.State grid = all.start();
            Closure allBelow = below == null ? null : Closure.of(base, below);
            Closure.State gridBelow = below == null ? null : allBelow.start();
            // per clue kept, its index in all (and allBelow): the closures below take it from there, resolved
            int[] keptAt = new int[16];
            for (; !grid.complete(); made++) {
                if (made >= cap()) {
                    // counted as unique only when it is: the clues kept may still allow another solution
                    unsolved = CompiledPuzzle.of(base.withClues(clues)).countSolutions(2, NODE_BUDGET, m) == 1;
                    return false;
                }
                if ((made & 63) == 0) {
                    m.checkCancelled();
                }
                Clue c = make(maker, types, cumulative, rnd);
                int index = all.add(c);
                if (allBelow != null) {
                    allBelow.addFrom(all, index);
                }
                // a clue that teaches nothing now is not kept, so it must not teach anything later either (without
                // a level below to check, the grid is tried in place: it stays as it was when the clue teaches nothing)
                Closure.State next = below == null ? grid : grid.copy();
                if (below == null ? next.addIfNew(index) == 0 : next.add(index) == 0) {
                    continue;
                }
                // nor one that lets the easier techniques finish (with fewer clues they never finish again)
                Closure.State nextBelow = below == null ? null : gridBelow.copy();
                if (nextBelow != null) {
                    nextBelow.add(index);
                    if (nextBelow.complete()) {
                        continue;
                    }
                }
                grid = next;
                gridBelow = nextBelow;
                if (clues.size() == keptAt.length) {
                    keptAt = java.util.Arrays.copyOf(keptAt, 2 * keptAt.length);
                }
                keptAt[clues.size()] = index;
                clues.add(c);
            }
            closure = Closure.of(base, judged);
            lower = below == null ? null : Closure.of(base, below);
            for (int i = 0; i < clues.size(); i++) {
                closure.addFrom(all, keptAt[i]);
                cp.add(clues.get(i));
                if (lower != null) {
                    lower.addFrom(allBelow, keptAt[i]);
                }
            }
            return true;
        }

        /**
         * Asked for hard: {@code POOL_EXTRA} more true clues join the attempt's clues (on in every removal order;
         * the first pass drops what the techniques can do without), so that the orders tried leave more varied
         * sets. Without them the orders over one attempt's clues mostly keep the same clues.
         */
        void widen(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            for (int i = 0; i < (bySolution ? SPACE_EXTRA : POOL_EXTRA); i++, made++) {
                Clue c = make(maker, types, cumulative, rnd);
                closure.add(c);
                cp.add(c);
                clues.add(c);
            }
        }

        /** How many clues one attempt may make, all told. */
        private int cap() {
            return 30 * base.categoryCount() * base.size() + 100;
        }

        /**
         * Replaces the {@link #spoiler}: drops it for good and switches on fresh true clues, each only when it
         * teaches the techniques something, until they complete the grid of the clues on again. The spoiler is not
         * needed by the solution with the clues on, so the grid of the others is not complete; fresh clues restore
         * what it taught. False when the clue cap is reached first.
         */
        private boolean replaceSpoiler(ClueMaker maker, List<String> types, double[] cumulative,
                RandomGenerator rnd) {
            on[spoiler] = false;
            cp.setEnabled(spoiler, false);
            Closure.State grid = closure.of(on);
            Closure.State gridBelow = lower == null ? null : lower.of(on);
            for (; !grid.complete(); made++) {
                if (made >= cap()) {
                    return false;
                }
                if ((made & 63) == 0) {
                    m.checkCancelled();
                }
                Clue c = make(maker, types, cumulative, rnd);
                int index = closure.add(c);
                cp.add(c);
                clues.add(c);
                on = java.util.Arrays.copyOf(on, clues.size());
                Closure.State next = grid.copy();
                boolean teaches = next.add(index) > 0;
                if (lower != null) {
                    lower.add(c);
                    Closure.State nextBelow = gridBelow.copy();
                    nextBelow.add(index);
                    teaches &= !nextBelow.complete();
                    if (teaches) {
                        gridBelow = nextBelow;
                    }
                }
                if (teaches) {
                    grid = next;
                }
                on[index] = teaches;
                cp.setEnabled(index, teaches);
            }
            return true;
        }

        private static Clue make(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            while (true) {
                String type = pick(types, cumulative, rnd);
                ClueType t = ClueType.ofCode(type).orElseThrow();
                if (maker.canMake(t)) {
                    return maker.make(t, rnd);
                }
            }
        }

        /**
         * The level the engine rates the clues left at, found the quick way: the easiest level whose techniques
         * complete the grid (the closure reaches the engine's grid, so this is the engine's rating); past the
         * techniques, expert when the whole engine solves it (null when it does not).
         */
        Level level(Level target, LevelSets levelSets, DeductionEngine rater) {
            if (target == Level.EASY || target == Level.MEDIUM || easier != null && !tooEasy) {
                // the judged techniques complete the clues left and the easier ones do not: easy is the first
                // level, no clue that lets the easy techniques finish is kept at medium, and at hard the first
                // pass checked the clues it kept
                return target;
            }
            if (expert && !techniquesFinish) {
                // the solution pass rated it: past the techniques, solved by the whole engine or not
                return engineFails ? null : Level.EXPERT;
            }
            for (Level l : tooEasy ? new Level[] {Level.EASY} : Level.values()) {
                TechniqueSet upTo = levelSets.upTo(l);
                if (upTo == null) {
                    break;
                }
                // the clues on, taken resolved from the attempt's closure (clue i of it is clue i of clues)
                Closure c = Closure.of(base, upTo);
                for (int i = 0; i < clues.size(); i++) {
                    if (on[i]) {
                        c.addFrom(closure, i);
                    }
                }
                boolean[] flags = new boolean[c.clueCount()];
                java.util.Arrays.fill(flags, true);
                if (c.of(flags).complete()) {
                    return l;
                }
            }
            if (tooEasy) {
                return Level.MEDIUM;
            }
            if (pastTechniques) {
                return Level.EXPERT;
            }
            return rater.rateIfSolved(puzzle(), Grid.empty(base.categoryCount(), base.size()), m)
                    .map(Difficulty::level).orElse(null);
        }

        /**
         * Lets removal orders be mended ({@link #swapRepair}) with fresh clues from {@code maker}, where the whole
         * engine judges what the techniques cannot.
         */
        void mendWith(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            if (beyond != null && closure != null) {
                fresh = new FreshClues(maker, types, cumulative, rnd);
            }
        }

        /**
         * Asked for easy, medium or hard: removal orders are mended ({@link #swapRepair}) with fresh clues too (at hard
         * 5x5 7.1 to 5.5 ms CPU median, 6x6 p90 36 to 16, 8x8 p90 298 to 149; the check that the level below does
         * not finish keeps the level).
         */
        void mendLevel(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
            if (closure != null) {
                fresh = new FreshClues(maker, types, cumulative, rnd);
            }
        }

        /**
         * Drops clues in a random order until what is left is irreducible and the techniques (or, past them, the
         * whole engine) still solve it. When the solution does not need a clue the techniques do, that clue is
         * replaced by fresh ones from {@code maker} and the clues on are reduced again; with no maker, all the
         * clues are reduced again in another order, the spoilers first ({@code SPOILT_ORDERS} orders).
         * {@link #reducible} when that kept happening. False when a search runs out of nodes.
         */
        boolean reduce(RandomGenerator rnd, ClueMaker maker, List<String> types, double[] cumulative) {
            int original = clues.size();
            on = new boolean[original];
            spoilers = maker == null ? new boolean[original] : null;
            for (int round = 0; round < (maker == null ? SPOILT_ORDERS : REDUCE_ROUNDS); round++) {
                if (round == 0 || maker == null) {
                    // clues made to mend an earlier order are left out of the next
                    on = new boolean[clues.size()];
                    java.util.Arrays.fill(on, 0, original, true);
                }
                reducible = false;
                pastTechniques = false;
                spoiler = -1;
                if (!reduceOnce(rnd)) {
                    return false;
                }
                if (bySolution) {
                    // its orders and mends are all tried inside: no spoiler, no other round
                    return true;
                }
                if (tooEasy || !reducible || closure == null) {
                    return true;
                }
                if (maker == null) {
                    // a clue a mend made is left out of the next order (5x5 hard seed 178 met one as a spoiler)
                    if (spoiler < original) {
                        spoilers[spoiler] = true;
                    }
                } else if (round + 1 == REDUCE_ROUNDS || !replaceSpoiler(maker, types, cumulative, rnd)) {
                    return true;
                }
            }
            return true;
        }

        /** One removal pass over the clues on, in a random order. */
        private boolean reduceOnce(RandomGenerator rnd) {
            int n = 0;
            int[] candidates = new int[clues.size()];
            for (int i = 0; i < clues.size(); i++) {
                cp.setEnabled(i, on[i]);
                if (on[i]) {
                    candidates[n++] = i;
                }
            }
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                int j = rnd.nextInt(i + 1);
                order[i] = order[j];
                order[j] = candidates[i];
            }
            // the clues that spoilt earlier orders go first: while every other clue is still there, the
            // techniques can most likely do without them
            int front = 0;
            for (int i = 0; i < n; i++) {
                if (spoilers != null && spoilers[order[i]]) {
                    int t = order[front];
                    order[front++] = order[i];
                    order[i] = t;
                }
            }
            if (closure == null) {
                // no techniques: every clue the solution does not need goes
                for (int i : order) {
                    cp.setEnabled(i, false);
                    int other = cp.otherSolution(solution, null, NODE_BUDGET, m);
                    if (other < 0) {
                        return false;
                    }
                    on[i] = other != 0;
                    cp.setEnabled(i, on[i]);
                }
                return true;
            }
            if (expert) {
                return solutionPass(order);
            }
            if (bySolution) {
                return hardBySolution(order, n, rnd);
            }
            // first every clue the techniques can do without goes, in random order; asked for hard, until an order
            // leaves clues the medium techniques cannot finish. A clue a near solution breaks alone with every clue
            // on is needed in any order: the first pass keeps it without a check (at 8x8 easy a quarter of its
            // checks: 16 % less CPU in the first pass, for 6 % of that spent finding them; at 3x4 finding them
            // costs what it saves)
            nearNeeded = base.categoryCount() * base.size() >= NEAR_CELLS && !picky ? swapWitnesses(false) : null;
            // asked for hard, each clue the solution needs as the first pass stands is kept without a check: the orders
            // of a round share the near solutions, found once (a 4x5 hard puzzle takes about 13 orders, 5x5 about 7).
            // Asked for easy from 60 cells so are those the trades in one category show (the same near solutions
            // as nearNeeded's, followed as clues go: at 8x8 easy 31 checks a pass instead of 38, the same clues kept)
            nearPass = picky ? new NearSolutions(cp, clues.size(), solution, base.categoryCount(), base.size(),
                    NEAR_BREAKS, true) : easier != null && nearNeeded == null
                    ? new NearSolutions(cp, clues.size(), solution, base.categoryCount(), base.size(),
                            NEAR_BREAKS_HARD)
                    : null;
            // asked for hard on a small grid, the types medium puzzles keep tend to go first ({@link #earliness})
            boolean early = easier != null && nearNeeded == null && base.categoryCount() * base.size() < EARLY_CELLS;
            if (early) {
                early(order, front, n, rnd);
            }
            sureStart = null;
            int orders = early ? EARLY_ORDERS : LEVEL_ORDERS;
            int tries = 1;
            for (; (tooEasy = !firstPass(order, n, tries < orders)) && tries < orders; tries++) {
                // too easy: the same clues in another order (the spoilers still first)
                for (int t = 0; t < n; t++) {
                    on[order[t]] = true;
                }
                if (early) {
                    early(order, front, n, rnd);
                    continue;
                }
                for (int i = n - 1; i > front; i--) {
                    int j = front + rnd.nextInt(i - front + 1);
                    int x = order[i];
                    order[i] = order[j];
                    order[j] = x;
                }
            }
            if (tooEasy) {
                return true;
            }
            for (int i = 0; i < clues.size(); i++) {
                cp.setEnabled(i, on[i]);
            }
            // then each clue left must be needed by the solution: a second solution without it shows that. Most
            // are shown by a solution one swap away from the true one, breaking that clue alone; the rest by the
            // complete solver, started from what the techniques deduce without the clue
            swapWitnesses(true);
            int known = clues.size();
            int[] left = new int[clues.size() + REPAIRS];
            for (int repairs = 0; ; repairs++) {
                int count = 0;
                for (int i : order) {
                    if (on[i]) {
                        left[count++] = i;
                    }
                }
                for (int i = known; i < clues.size(); i++) {
                    if (on[i]) {
                        left[count++] = i;
                    }
                }
                int spoilt = secondPass(left, count);
                if (spoilt == -1) {
                    return false;
                }
                if (spoilt == -2) {
                    return true;
                }
                if (fresh == null || repairs >= REPAIRS || !swapRepair(spoilt)) {
                    reducible = true;
                    spoiler = spoilt;
                    return true;
                }
            }
        }

        /**
         * Asked for hard where the grid has few solutions (3x4): every clue the solution does not need goes, in a
         * random order, each checked by bits ({@link SolutionSpace}: the solutions the other clues allow), so what
         * is left is unique and irreducible; it is hard when the medium techniques do not complete it and the hard
         * ones do. A set the hard techniques do not complete either is mended: one more of the attempt's clues that
         * lets them and not the medium ones complete it, then what the solution does not need goes again, that clue
         * last (whatever is left of it the medium techniques cannot complete, having fewer clues). Up to
         * {@code SPACE_ORDERS} orders, each set rated once; {@link #tooEasy} or {@link #reducible} (harder than hard)
         * as the last set rated when none was hard.
         */
        private boolean hardBySolution(int[] order, int n, RandomGenerator rnd) {
            if (space == null) {
                space = SolutionSpace.of(base, clues, solution);
            }
            java.util.Set<java.util.BitSet> rated = new java.util.HashSet<>();
            int[] mend = new int[n + 1];
            boolean[] set = new boolean[on.length];
            long[][] others = new long[n][space.shape().words];
            for (int tries = 0; tries < SPACE_ORDERS; tries++) {
                if (tries > 0) {
                    shuffle(order, n, rnd);
                    for (int t = 0; t < n; t++) {
                        on[order[t]] = true;
                    }
                }
                space.dropUnneeded(order, n, on);
                if (!rated.add(bits(on))) {
                    continue;
                }
                // the medium techniques first: most sets are that easy, and they cost less than the hard ones (of a set
                // they complete only that is asked: they stop at its last ●)
                Closure.State medium = easierClosure().ofTrue(on);
                tooEasy = medium.complete();
                // the hard techniques go on from the medium grid (the same fixpoint, without deducing it again)
                Closure.State hard = tooEasy ? null : closure.above(on, medium);
                reducible = !tooEasy && !hard.complete();
                if (!tooEasy && !reducible) {
                    return settle();
                }
                if (tooEasy) {
                    continue;
                }
                System.arraycopy(on, 0, set, 0, on.length);
                int members = space.leaveOneOut(set, mend, others);
                int mends = 0;
                int scanned = 0;
                for (int t = 0; t < n && mends < SPACE_MENDS && scanned < SPACE_MEND_CLUES; t++) {
                    int f = order[t];
                    // a clue that lets none of the set's go would leave the set as it is: not tried
                    if (set[f] || !space.freesOne(others, members, f)) {
                        continue;
                    }
                    scanned++;
                    if (!hard.completesWith(f) || medium.completesWith(f)) {
                        continue;
                    }
                    int count = 0;
                    for (int i = 0; i < set.length; i++) {
                        if (set[i]) {
                            mend[count++] = i;
                        }
                    }
                    shuffle(mend, count, rnd);
                    mend[count++] = f;
                    System.arraycopy(set, 0, on, 0, on.length);
                    on[f] = true;
                    space.dropUnneeded(mend, count, on);
                    if (!rated.add(bits(on))) {
                        continue;
                    }
                    mends++;
                    if (closure.of(on).complete()) {
                        tooEasy = false;
                        reducible = false;
                        return settle();
                    }
                }
            }
            return true;
        }

        /**
         * Asked for any level, easy, medium or expert where the grid has few solutions (3x4): true clues are made
         * until they allow the true solution alone (each kept only when it rules out a solution the others allow, as bits:
         * {@link SolutionSpace}), with {@code LEVEL_EXTRA} more; then, over up to {@code LEVEL_ORDERS_SPACE} random
         * orders, every clue the solution does not need goes, so each set is unique and irreducible by
         * construction, and the first set at the level is kept: the level's techniques complete it (at medium the
         * easy ones do not; at any level the techniques without trials, or failing that on the last set, the whole
         * engine; at expert the techniques without trials do not complete it and the whole engine, within its check
         * budget, solves it). A set the level's techniques do not complete is mended as at hard: one more of the
         * attempt's clues that lets them complete it, then what the solution does not need goes again, that clue
         * last (at expert a set they complete is not mended: more clues only make it easier).
         * Returns 1 with the set in {@link #on}, 0 when no order gave one ({@link #tooEasy} when the last was too
         * easy, {@link #unsolved} when the engine did not solve it), -1 when the clue cap came first.
         */
        int levelBySolution(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd,
                Level target) {
            SolutionSpace.Shape shape = SolutionSpace.shape(base.categoryCount(), base.size());
            space = new SolutionSpace(shape, solution);
            long[] allowed = shape.all.clone();
            while (!space.onlyTruth(allowed)) {
                if (made++ >= cap()) {
                    return -1;
                }
                Clue c = make(maker, types, cumulative, rnd);
                long[] mask = shape.allowedBy(base, c);
                if (!SolutionSpace.narrows(allowed, mask)) {
                    continue;
                }
                for (int w = 0; w < allowed.length; w++) {
                    allowed[w] &= mask[w];
                }
                clues.add(c);
                space.add(mask);
            }
            int n = clues.size();
            // room for every round's more clues
            int full = n + LEVEL_ROUNDS * LEVEL_EXTRA;
            closure = Closure.of(base, judged);
            lower = below == null ? null : Closure.of(base, below);
            // clue i of the attempt is clue at[i] of the closures, resolved there on first use
            int[] at = new int[full];
            java.util.Arrays.fill(at, -1);
            boolean[] flags = new boolean[full];
            int[] order = new int[full];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            on = new boolean[full];
            boolean[] set = new boolean[full];
            int[] mend = new int[full + 1];
            long[][] others = new long[full][shape.words];
            java.util.Set<java.util.BitSet> rated = new java.util.HashSet<>();
            Closure.State last = null;
            boolean[] lastOn = new boolean[full];
            for (int tries = 0; tries < LEVEL_ORDERS_SPACE * LEVEL_ROUNDS; tries++) {
                if (tries % LEVEL_ORDERS_SPACE == 0) {
                    // more clues to reduce: the orders over the last ones mostly keep sets already rated
                    for (int i = 0; i < LEVEL_EXTRA; i++, made++) {
                        Clue c = make(maker, types, cumulative, rnd);
                        clues.add(c);
                        space.add(shape.allowedBy(base, c));
                    }
                    for (int i = n; i < clues.size(); i++) {
                        order[i] = i;
                    }
                    n = clues.size();
                }
                shuffle(order, n, rnd);
                java.util.Arrays.fill(on, 0, n, true);
                space.dropUnneeded(order, n, on);
                if (!rated.add(bits(on))) {
                    continue;
                }
                if (tooEasy(on, at, flags)) {
                    continue;
                }
                Closure.State grid = closure.of(flags);
                if (target == Level.EXPERT) {
                    // expert: the techniques without trials do not complete it and the whole engine solves it
                    // (a set they complete is not mended: more clues only make it easier)
                    tooEasy = grid.complete();
                    if (tooEasy) {
                        System.arraycopy(on, 0, lastOn, 0, full);
                        continue;
                    }
                    if (beyond.solves(puzzle(), grid, m)) {
                        return 1;
                    }
                    unsolved = true;
                    continue;
                }
                if (grid.complete()) {
                    return 1;
                }
                last = grid;
                System.arraycopy(on, 0, lastOn, 0, full);
                // too hard for the level's techniques: one more clue that lets them complete it, then again
                System.arraycopy(on, 0, set, 0, full);
                int members = space.leaveOneOut(set, mend, others);
                int scanned = 0;
                for (int t = 0; t < n && scanned < LEVEL_MEND_CLUES; t++) {
                    int f = order[t];
                    // a clue that lets none of the set's go would leave the set as it is: not tried
                    if (set[f] || !space.freesOne(others, members, f)) {
                        continue;
                    }
                    scanned++;
                    if (at[f] < 0) {
                        resolve(f, at);
                    }
                    Closure.State with = grid.copy();
                    with.add(at[f]);
                    if (!with.complete()) {
                        continue;
                    }
                    int count = 0;
                    for (int i = 0; i < n; i++) {
                        if (set[i]) {
                            mend[count++] = i;
                        }
                    }
                    shuffle(mend, count, rnd);
                    mend[count++] = f;
                    System.arraycopy(set, 0, on, 0, full);
                    on[f] = true;
                    space.dropUnneeded(mend, count, on);
                    if (!rated.add(bits(on))) {
                        continue;
                    }
                    if (!tooEasy(on, at, flags) && closure.of(flags).complete()) {
                        return 1;
                    }
                    break;
                }
            }
            if (target == Level.EXPERT && tooEasy) {
                // the last set rated, too easy: its clues name the level found should no attempt end expert
                System.arraycopy(lastOn, 0, on, 0, full);
            }
            if (target == null && last != null && !tooEasy) {
                // no set the techniques complete: the whole engine may solve the last one rated
                System.arraycopy(lastOn, 0, on, 0, full);
                if (beyond.solves(puzzle(), last, m)) {
                    return 1;
                }
                unsolved = true;
            }
            return 0;
        }

        /** Resolves clue {@code i} into the closures (and {@link #lower}), noting its index there in {@code at}. */
        private void resolve(int i, int[] at) {
            at[i] = closure.add(clues.get(i));
            if (lower != null) {
                lower.addFrom(closure, at[i]);
            }
        }

        /**
         * Notes in {@code flags} the clues {@code on} has on, by their index in the closures (resolving those not yet
         * there), and whether the techniques below the level complete their grid ({@link #tooEasy}): at medium the
         * easy ones first, as most sets are that easy and they cost less.
         */
        private boolean tooEasy(boolean[] on, int[] at, boolean[] flags) {
            java.util.Arrays.fill(flags, false);
            boolean unread = false;
            for (int i = 0; i < on.length; i++) {
                if (on[i]) {
                    if (at[i] < 0) {
                        resolve(i, at);
                    }
                    flags[at[i]] = true;
                    unread |= lower != null && !Closure.reads(below, clues.get(i).clueType());
                }
            }
            // a set with a clue the techniques below do not read is not theirs to complete: the solution needs that
            // clue (at medium an "if" or an "either or": no easy technique reads them), so no closure is run
            tooEasy = lower != null && !unread && lower.of(flags).complete();
            return tooEasy;
        }

        /** The compiled clues switched on as {@link #on} has them (what is left): the puzzle made is theirs. */
        private boolean settle() {
            for (int i = 0; i < clues.size(); i++) {
                cp.setEnabled(i, on[i]);
            }
            return true;
        }

        private static java.util.BitSet bits(boolean[] flags) {
            java.util.BitSet b = new java.util.BitSet(flags.length);
            for (int i = 0; i < flags.length; i++) {
                if (flags[i]) {
                    b.set(i);
                }
            }
            return b;
        }

        /**
         * Draws {@code order[from..n)} again, each clue's place by chance weighted by its type's {@link #earliness}:
         * each clue gets the key ln(u) / weight for a uniform u, and the keys in descending order give the order (the
         * chance a clue comes before another is in proportion to its weight, as drawing without replacement would).
         */
        private void early(int[] order, int from, int n, RandomGenerator rnd) {
            double[] key = new double[n];
            for (int t = from; t < n; t++) {
                key[t] = Math.log(rnd.nextDouble()) / earliness(clues.get(order[t]).clueType());
            }
            // insertion sort, keys descending: at most a few dozen clues
            for (int t = from + 1; t < n; t++) {
                double k = key[t];
                int c = order[t];
                int u = t - 1;
                for (; u >= from && key[u] < k; u--) {
                    key[u + 1] = key[u];
                    order[u + 1] = order[u];
                }
                key[u + 1] = k;
                order[u + 1] = c;
            }
        }

        private static void shuffle(int[] order, int n, RandomGenerator rnd) {
            for (int i = n - 1; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int x = order[i];
                order[i] = order[j];
                order[j] = x;
            }
        }

        /**
         * Asked for expert: every clue the solution does not need goes, in the order given (a near solution that
         * breaks a clue alone shows it needed, else the complete solver looks for another solution without it), so
         * what is left is unique and irreducible whatever the techniques make of it. It is expert when the
         * techniques without trials do not complete it and the whole engine, within its check budget, solves it.
         * Removal by the techniques first keeps sets they complete: at 3x4 one attempt in 21 ended expert that way,
         * one in 13 this way (4x5 one in 5.6 and 3.3); what the techniques cannot do without is, more often than not,
         * something the solution can. False when a search runs out of nodes.
         */
        private boolean solutionPass(int[] order) {
            techniquesFinish = false;
            engineFails = false;
            // near solutions with every clue on and the few clues each breaks: one that breaks a single clue on
            // shows it needed, now or once the others it broke are off
            NearSolutions near = new NearSolutions(cp, clues.size(), solution, base.categoryCount(), base.size(),
                    NEAR_BREAKS);
            for (int i : order) {
                if (near.shows(i)) {
                    continue;
                }
                // the clues on have one solution (the techniques complete them, and a clue goes only when the
                // others still do): another one without clue i breaks it, so the search adds the clue's opposite
                int other = cp.otherSolutionWithout(i, solution, NODE_BUDGET, m);
                if (other < 0) {
                    return false;
                }
                on[i] = other == 1;
                if (!on[i]) {
                    cp.setEnabled(i, false);
                    near.off(i);
                }
            }
            Closure.State grid = closure.of(on);
            if (grid.complete()) {
                techniquesFinish = true;
            } else if (beyond.solves(puzzle(), grid, m)) {
                pastTechniques = true;
            } else {
                engineFails = true;
            }
            return true;
        }

        /**
         * Shows each clue of {@code left} needed, in that order, or drops it when the whole engine does without it.
         * Returns -2 when every clue is settled, the first clue only the techniques need, or -1 when a search runs
         * out of nodes.
         */
        private int secondPass(int[] left, int count) {
            // the grid of the clues before the one in question is carried along, as in the first pass; the clues
            // shown needed join it together when a clue needs its grid (one propagation for them all, the same
            // fixpoint), and those after the last such clue never (at 8x8 easy a pass reruns after every mend)
            Closure.State before = closure.start();
            int[] shown = new int[count];
            int joined = 0;
            int pending = 0;
            for (int t = 0; t < count; t++) {
                int i = left[t];
                if (witnessed(i)) {
                    shown[pending++] = i;
                    continue;
                }
                before.addAll(shown, joined, pending);
                joined = pending;
                Closure.State grid = before.copy();
                grid.addAll(left, t + 1, count);
                int verdict = needed(i, grid);
                if (verdict < 0) {
                    return -1;
                }
                if (verdict == SPOILER) {
                    // the grid of every clue on but the spoiler, where a mend starts
                    spoilerGrid = grid;
                    return i;
                }
                if (verdict == NEEDED) {
                    shown[pending++] = i;
                }
            }
            return -2;
        }

        /** Whether a second solution found earlier breaks clue {@code i} (on) and no other clue on. */
        private boolean witnessed(int i) {
            return i < witnesses.size() && witnesses.get(i) != null && cp.soleViolation(witnesses.get(i)) == i;
        }

        private void witness(int i, int[][] rows) {
            while (witnesses.size() <= i) {
                witnesses.add(null);
            }
            int[][] copy = new int[rows.length][];
            for (int e = 0; e < rows.length; e++) {
                copy[e] = rows[e].clone();
            }
            witnesses.set(i, copy);
        }

        /**
         * Mends a removal order at {@code spoiler}, a clue the techniques need and the solution does not, without
         * starting again: a fresh true clue takes the place of it and of one clue {@code c} on that the solution
         * needs, when the techniques complete the grid with it and without both, and the second solution that
         * showed {@code c} needed breaks it (so that second solution shows the fresh clue needed). The clues whose
         * second solutions the fresh clue breaks are shown needed again by the next pass.
         */
        private boolean swapRepair(int spoiler) {
            cp.setEnabled(spoiler, false);
            on[spoiler] = false;
            int[] candidates = new int[clues.size()];
            int count = 0;
            for (int c = 0; c < clues.size(); c++) {
                if (on[c] && witnessed(c)) {
                    candidates[count++] = c;
                }
            }
            Closure.State[] without = new Closure.State[count];
            // the grid of every clue on but the spoiler (the second pass's, not deduced again): a fresh clue that
            // does not complete it cannot complete it without one more clue either, so only a fresh clue that does
            // is tried against each candidate
            Closure.State all = spoilerGrid;
            CompiledPuzzle probe = CompiledPuzzle.of(base);
            for (int tries = 0; tries < REPAIR_CLUES && made < cap(); tries++, made++) {
                if ((tries & 63) == 0) {
                    m.checkCancelled();
                }
                Clue f = make(fresh.maker(), fresh.types(), fresh.cumulative(), fresh.rnd());
                probe.add(f);
                if (picky && tries < MEND_PICKY && breaks(probe, candidates, count) > MEND_BREAKS) {
                    probe.removeLast();
                    continue;
                }
                int index = -1;
                for (int j = 0; j < count; j++) {
                    int c = candidates[j];
                    if (probe.satisfies(witnesses.get(c))) {
                        continue;
                    }
                    if (index < 0) {
                        // made clues keep their place in the closure, the compiled clues and the list alike
                        index = closure.add(f);
                        if (lower != null) {
                            lower.add(f);
                        }
                        cp.add(f);
                        cp.setEnabled(index, false);
                        clues.add(f);
                        on = java.util.Arrays.copyOf(on, clues.size());
                        Closure.State with = all.copy();
                        with.add(index);
                        if (!with.complete()) {
                            break;
                        }
                    }
                    if (without[j] == null) {
                        boolean[] others = on.clone();
                        others[c] = false;
                        without[j] = closure.of(others);
                    }
                    Closure.State next = without[j].copy();
                    next.add(index);
                    if (!next.complete()) {
                        continue;
                    }
                    if (lower != null || easier != null) {
                        boolean[] swapped = on.clone();
                        swapped[c] = false;
                        swapped[index] = true;
                        if (easierCompletes(swapped)) {
                            continue;
                        }
                    }
                    on[index] = true;
                    cp.setEnabled(index, true);
                    on[c] = false;
                    cp.setEnabled(c, false);
                    witness(index, witnesses.get(c));
                    return true;
                }
                probe.removeLast();
            }
            cp.setEnabled(spoiler, true);
            on[spoiler] = true;
            return false;
        }

        /**
         * How many of the witnesses of {@code candidates} the one clue of {@code probe} breaks (counted up to one past
         * {@code MEND_BREAKS}).
         */
        private int breaks(CompiledPuzzle probe, int[] candidates, int count) {
            int broken = 0;
            for (int j = 0; j < count && broken <= MEND_BREAKS; j++) {
                if (!probe.satisfies(witnesses.get(candidates[j]))) {
                    broken++;
                }
            }
            return broken;
        }

        /** What fresh true clues are made from: the maker, the weighted types and the attempt's chance. */
        private record FreshClues(ClueMaker maker, List<String> types, double[] cumulative, RandomGenerator rnd) {
        }

        private static final int DROPPED = 0;
        private static final int NEEDED = 1;
        private static final int SPOILER = 2;

        /**
         * Whether clue {@code i} (on) can go: {@link #NEEDED} when a second solution breaks it alone,
         * {@link #DROPPED} (and switched off) when the solution does not need it and the whole engine solves the
         * others, {@link #SPOILER} when only the techniques need it; -1 when a search runs out of nodes.
         * {@code grid} is the techniques' grid of the other clues on.
         */
        private int needed(int i, Closure.State grid) {
            on[i] = false;
            if (grid.complete()) {
                // a mend's fresh clue taught the techniques what this one did: it goes, unsearched
                cp.setEnabled(i, false);
                return DROPPED;
            }
            cp.setEnabled(i, false);
            SecondSolution second = new SecondSolution(solution, cp, base.categoryCount(), base.size(), m);
            int other = second.search(grid,
                    base.categoryCount() * base.size() >= BIG_CELLS ? SEARCH_STEPS_BIG : SEARCH_STEPS);
            if (other == 1) {
                witness(i, second.found());
            } else if (other < 0) {
                other = cp.otherSolution(solution, grid.ruledOut(), NODE_BUDGET, m);
                if (other == 1) {
                    List<Solution> found = cp.solutions();
                    witness(i, found.get(found.size() - 1).rows());
                }
            }
            if (other < 0) {
                return -1;
            }
            if (other == 0) {
                // the solution does not need it, the techniques do: the whole engine may do without it. It starts
                // where the techniques stopped (the grid it would reach itself before its first trial)
                boolean solved = beyond != null && beyond.solves(puzzle(), grid, m);
                if (solved) {
                    pastTechniques = true;
                    return DROPPED;
                }
            }
            on[i] = true;
            cp.setEnabled(i, true);
            return other == 1 ? NEEDED : SPOILER;
        }

        /**
         * The first removal pass: every clue the techniques can do without goes, in the order given (cheap: no
         * search). The grid of the clues kept so far is carried along, so each check only adds the clues not yet
         * tried. False when the techniques of {@link #easier} complete the clues kept: too easy for the level (with
         * {@code mayStop}, as soon as that is certain, the clues on then left as they stand).
         */
        private boolean firstPass(int[] order, int n, boolean mayStop) {
            // the grid of each suffix of the order, made backwards one clue at a time: each check joins the clues
            // kept so far and the suffix after the clue in question, two grids already at their fixpoints
            // (Closure.State.include), instead of deducing the whole suffix again from the kept clues' grid
            Closure.State[] suffix = new Closure.State[n + 1];
            suffix[n] = closure.start();
            for (int t = n - 1; t > 0; t--) {
                if (suffix[t + 1].complete()) {
                    // more clues only complete it again: the same grid, shared (the checks copy it, never write it)
                    suffix[t] = suffix[t + 1];
                    continue;
                }
                suffix[t] = suffix[t + 1].copy();
                suffix[t].add(order[t]);
            }
            Closure.State kept = closure.start();
            // the clues kept since the last check: they join the kept grid together when the next check reads it
            // (one propagation for them all, the same fixpoint)
            int[] waiting = new int[n];
            int waits = 0;
            NearSolutions near = nearPass == null ? null : nearPass.copy();
            // asked for hard, the grid the techniques of the level below reach from the clues certain to stay (those
            // kept, and those after the clue in question that the solution needs as the pass stands): once it is
            // complete the order ends too easy, so it stops there (but the last, which leaves its set to be rated)
            // at the start it is the grid of the clues shown needed with every clue on: the same in every order of a
            // round (no witness, near solution or clue changes between them), so made once and copied
            if (easier != null && sureStart == null) {
                sureStart = easierClosure().start();
                certain(sureStart, near, order, 0, n, true);
            }
            Closure.State sure = easier == null ? null : sureStart.copy();
            if (sure != null && sure.complete() && mayStop) {
                return false;
            }
            for (int t = 0; t < n; t++) {
                if (nearNeeded != null && nearNeeded[order[t]] || near != null && near.shows(order[t])
                        || witnessed(order[t])) {
                    // the solution needs it (with every clue on, or as the pass stands), so with fewer too: the
                    // techniques cannot do without
                    waiting[waits++] = order[t];
                    if (sure != null) {
                        sure.add(order[t]);
                    }
                    suffix[t + 1] = null;
                    continue;
                }
                if (suffix[t + 1].complete()) {
                    // the clues after it complete the grid alone, so with the kept ones too: no check to make
                    suffix[t + 1] = null;
                    if (drop(order, t, n, near, sure) && mayStop) {
                        return false;
                    }
                    continue;
                }
                // the grid with more marks is copied, the other's marks are written into it, until it is complete
                kept.addAll(waiting, 0, waits);
                waits = 0;
                boolean complete = kept.marks() >= suffix[t + 1].marks() ? kept.completes(suffix[t + 1])
                        : suffix[t + 1].completes(kept);
                suffix[t + 1] = null;
                if (complete) {
                    if (drop(order, t, n, near, sure) && mayStop) {
                        return false;
                    }
                } else {
                    waiting[waits++] = order[t];
                    if (sure != null) {
                        sure.add(order[t]);
                        if (sure.complete() && mayStop) {
                            return false;
                        }
                    }
                }
            }
            // every clue kept is in it: the grid of the clues kept
            return easier == null || !sure.complete();
        }

        /**
         * Drops {@code order[t]} from the first pass's set and follows it in the near solutions; true when the clues
         * certain to stay then complete the grid of the level below (the order ends too easy).
         */
        private boolean drop(int[] order, int t, int n, NearSolutions near, Closure.State sure) {
            on[order[t]] = false;
            if (near == null) {
                return false;
            }
            near.off(order[t]);
            return sure != null && certain(sure, near, order, t + 1, n, false);
        }

        /**
         * Adds to {@code sure} the clues of {@code order[from..n)} the first pass will keep whatever comes (those the
         * solution needs as it stands: a near solution, a witness or every clue on shows it); true when it is
         * complete then.
         */
        private boolean certain(Closure.State sure, NearSolutions near, int[] order, int from, int n, boolean all) {
            int[] shown = new int[n - from];
            int count = 0;
            for (int u = from; u < n; u++) {
                int c = order[u];
                // a drop only adds to what the near solutions show (nearNeeded and the witnesses stay as they are)
                if (near != null && near.shows(c)
                        || all && (nearNeeded != null && nearNeeded[c] || witnessed(c))) {
                    shown[count++] = c;
                }
            }
            // together: one propagation for them all, the same fixpoint
            sure.addAll(shown, 0, count);
            return sure.complete();
        }

        /**
         * Whether the techniques of the level below the asked one complete the grid of the clues {@code flags} has
         * on ({@link #lower} asked for medium, {@link #easier} asked for hard): then those clues are too easy.
         */
        private boolean easierCompletes(boolean[] flags) {
            if (lower != null) {
                return lower.of(flags).complete();
            }
            return easierGrid(flags).complete();
        }

        /** The grid of the clues {@code flags} has on, with the techniques of {@link #easier}. */
        private Closure.State easierGrid(boolean[] flags) {
            return easierClosure().of(flags);
        }

        /** Every clue's grid with the techniques of {@link #easier}. */
        private Closure easierClosure() {
            if (easierGrid == null) {
                easierGrid = Closure.of(base, easier);
            }
            // clue i of the attempt's closure is clue i of clues: taken from there, not resolved again (a mend's
            // fresh clues are most of those added here)
            while (easierGrid.clueCount() < clues.size()) {
                int i = easierGrid.clueCount();
                if (closure != null && i < closure.clueCount()) {
                    easierGrid.addFrom(closure, i);
                } else {
                    easierGrid.add(clues.get(i));
                }
            }
            return easierGrid;
        }

        /**
         * Keeps as each clue's witness a solution close to the true one that breaks that clue and no other clue on,
         * where there is one: then the clue is needed, now and whatever else goes. Close means two entities swap their items in any set of
         * categories (walked in Gray-code order, one category changing at a time), or three entities pass their
         * items round in one category. With {@code keep} false only notes which clues such a solution breaks alone
         * (the witnesses kept stay as they are), and of the swaps tries only those in one category (at 8x8 the
         * others are four in five of the near solutions and find few clues more); returns, per clue, whether one
         * was found.
         */
        private boolean[] swapWitnesses(boolean keep) {
            int n = clues.size();
            boolean[] shown = new boolean[n];
            int left = 0;
            for (int i = 0; i < n; i++) {
                left += on[i] ? 1 : 0;
            }
            int[][] rows = solution.rows();
            int cats = base.categoryCount();
            int k = base.size();
            // swapping in a set of categories is the same as swapping in the others, so category 0 never moves
            int sets = keep ? 1 << Math.min(cats - 1, 12) : 1;
            if (!keep) {
                for (int e1 = 0; e1 < k && left > 0; e1++) {
                    for (int e2 = e1 + 1; e2 < k && left > 0; e2++) {
                        for (int c = 1; c < cats && left > 0; c++) {
                            swap(rows, c, e1, e2);
                            left -= show(rows, shown, false);
                            swap(rows, c, e1, e2);
                        }
                    }
                }
            }
            for (int e1 = 0; e1 < k && left > 0; e1++) {
                for (int e2 = e1 + 1; e2 < k && left > 0; e2++) {
                    int gray = 0;
                    for (int g = 1; g < sets && left > 0; g++) {
                        int next = g ^ (g >>> 1);
                        int c = 1 + Integer.numberOfTrailingZeros(next ^ gray);
                        swap(rows, c, e1, e2);
                        gray = next;
                        left -= show(rows, shown, keep);
                    }
                    for (long m = gray; m != 0; m &= m - 1) {
                        swap(rows, 1 + Long.numberOfTrailingZeros(m), e1, e2);
                    }
                }
            }
            for (int c = 1; c < cats && left > 0; c++) {
                for (int e1 = 0; e1 < k; e1++) {
                    for (int e2 = e1 + 1; e2 < k; e2++) {
                        for (int e3 = e2 + 1; e3 < k && left > 0; e3++) {
                            // e1 and e2 swapped, then e2 and e3 (or e1 and e3): a cycle of three, both directions
                            swap(rows, c, e1, e2);
                            swap(rows, c, e2, e3);
                            left -= show(rows, shown, keep);
                            swap(rows, c, e2, e3);
                            swap(rows, c, e1, e3);
                            left -= show(rows, shown, keep);
                            swap(rows, c, e1, e3);
                            swap(rows, c, e1, e2);
                        }
                    }
                }
            }
            return shown;
        }

        private static void swap(int[][] rows, int c, int e1, int e2) {
            int t = rows[e1][c];
            rows[e1][c] = rows[e2][c];
            rows[e2][c] = t;
        }

        /**
         * Notes the one clue {@code rows} breaks, if it is one and new (keeping {@code rows} as its witness when
         * {@code keep}); returns 1 then, else 0.
         */
        private int show(int[][] rows, boolean[] shown, boolean keep) {
            int broken = cp.soleViolation(rows);
            if (broken >= 0 && !shown[broken]) {
                shown[broken] = true;
                if (keep) {
                    witness(broken, rows);
                }
                return 1;
            }
            return 0;
        }
    }

    /**
     * How much more or less often a clue type is made at a level than its weight says. Asked for hard with three
     * categories, where incompatible lines are the only hard technique that can be needed, the types hard puzzles
     * keep more often than puzzles of any level do come more often, and those that pin items down at once (a
     * match, "either or") less: each factor is about the square of the ratio of the type's share among the clues of
     * hard 3x4 puzzles to its share at any level (seeds 1-60). At 3x4 it made 24 in 100 single attempts end hard
     * instead of 17; from four categories on it made fewer end hard (more of them met a clue the techniques need and
     * the solution does not: at 6x6, 16 in 40 instead of 31), so there the weights are kept. Where hard puzzles are
     * made by the solution (3x4: every set unique and irreducible, the level found by rating sets and mending those
     * too hard) the squares overshoot: "not next to" at 9 was in most sets and a third of the mends' clues, and
     * sets and mend clues with it, "of two", distinct or "if" ended hard least often (0.5-0.9 % of mend clues
     * against 1.4-2.1 % for "either or", less, offset and distance). With about the square roots, those four lower
     * still (seeds 1-300: 31.4 sets rated and 64.4 mend clues tried a puzzle instead of 34.1 and 102.5).
     * Asked for expert with up to five categories and 36 cells, likewise from the shares among the clues of expert
     * 3x4 puzzles (seeds 1-80:
     * "next to" 19 % against 8 % at any level, distance 10 % against 5 %, match 10 % against 21 %): attempts a
     * puzzle 13.3 to 3.2 at 3x4, 3.3 to 1.6 at 4x5, 2.2 to 1.4 at 5x5 (with the squared factors); at 6x6 (2.0
     * instead of 1.5) the whole engine failed its check on most of the attempts that did not end expert, each a
     * costly failure. At expert the factors are about the ratio itself, not its square: with the square, 42 in 100
     * clues of those puzzles were "next to" and 60 in 100 read "of A and B, one is ... than the other" (16 and 25 at
     * 0.8.0); a page of one shape does not read like a published puzzle. With the ratio 29 and 41, for about a fifth
     * more time at 3x4 and 5x5 (4x5 the same). Asked for easy from 60 cells, the types that least often leave a clue
     * the easy techniques need and the solution does not (a spoiler, mended with fresh clues at a cost) come more
     * often: at 8x8 easy (seeds 1-100) 3 in 100 "of two" clues kept were found spoilers, against 12-15 of "next
     * to", match, less and distance and 22 of "not". With these factors 2.3 spoilers a puzzle instead of 3.5 and a
     * quarter less CPU at the median; a larger factor for "of two" (2 or 3) cut more spoilers but made a page of
     * "Of ... and ..., one ... the other" (distinct openings 45 to 33-39 per 100 clues).
     */
    private static double mix(Level level, int categories, int items, String type) {
        if (level == Level.EXPERT && categories <= EXPERT_MIX_CATEGORIES
                && categories * items <= EXPERT_SOLUTION_CELLS) {
            return switch (type) {
                case "match" -> 0.5;
                case "distinct", "pair" -> 0.7;
                case "less", "not" -> 0.8;
                case "offset" -> 1.3;
                case "distance" -> 1.8;
                case "notnext" -> 2.2;
                case "next" -> 2.3;
                default -> 1;
            };
        }
        if (level == Level.EASY && categories * items >= EASY_MIX_CELLS) {
            return switch (type) {
                case "pair" -> 1.5;
                case "less", "distance" -> 0.7;
                case "not" -> 0.5;
                default -> 1;
            };
        }
        if (level == Level.MEDIUM && SolutionSpace.fits(categories, items) && (type.equals("if")
                || type.equals("any"))) {
            return MEDIUM_SPACE_IF_ANY;
        }
        if (level == Level.HARD && categories <= 3 && SolutionSpace.fits(categories, items)) {
            // hard by the solution (3x4): about the square root of the factors below, the types whose sets and
            // mend clues least often end hard ("of two", distinct, "if") lower still
            return switch (type) {
                case "match", "pair" -> 0.4;
                case "distinct" -> 0.35;
                case "any" -> 0.6;
                case "if" -> 0.5;
                case "less" -> 1.2;
                case "next", "offset", "distance" -> 1.5;
                case "notnext" -> 3;
                default -> 1;
            };
        }
        if (level != Level.HARD || categories > 3) {
            return 1;
        }
        return switch (type) {
            case "match" -> 0.16;
            case "distinct" -> 0.25;
            case "any", "pair" -> 0.36;
            case "less" -> 1.44;
            case "next", "offset", "distance" -> 2.25;
            case "notnext" -> 9;
            default -> 1;
        };
    }

    /**
     * Asked for hard on a grid of fewer than {@code EARLY_CELLS} cells, how much sooner than the others a clue of a
     * type comes in a first-pass removal order. Clues early in an order mostly go, those late mostly stay. A match
     * pins two items down at once, and the grid rules alone go far from it, so a set that keeps matches is more often
     * one the medium techniques complete; the types that only rule out ("not", less, "next to") leave the most for
     * the cross-box techniques. Seeds 1-200, first-pass orders a puzzle, all equal against these: 5x5 6.72 to 5.12,
     * 4x5 13.5 to 8.4 (orders ending hard 16 % to 20 %, 7.7 % to 12 %). Each type alone: a match 3 (6 and 8 no
     * better), "of two" 2 and distinct 2 helped, the others at 3 made more orders (less 7.3, "next to" 7.5).
     */
    private static double earliness(ClueType type) {
        return switch (type) {
            case MATCH -> 3;
            case PAIR, DISTINCT -> 2;
            case NOT, NOTNEXT, NEXT, LESS, DISTANCE -> 0.5;
            default -> 1;
        };
    }

    /**
     * The running sums of the types' weights times their {@link #mix}: what {@link #pick} draws from. When the
     * closure {@code reads} judges the clues alone (no trials), a type none of its techniques reads gets no weight:
     * at easy an "either or" or an "if" teaches the easy techniques nothing, so no puzzle keeps one, and at 8x8 easy
     * they were a sixth of the clues made and of a mend's fresh clues (each made, compiled and tried for nothing).
     * With {@code reads} null every type keeps its weight (below 60 cells: at 4x5 easy leaving them out was 2-8 %
     * slower at the median in two of three runs, noise or not, and 3x4 within the noise).
     */
    private static double[] cumulative(GeneratorSettings s, List<String> types, TechniqueSet reads) {
        double[] cumulative = new double[types.size()];
        double total = 0;
        for (int i = 0; i < types.size(); i++) {
            String type = types.get(i);
            if (reads == null || Closure.reads(reads, ClueType.ofCode(type).orElseThrow())) {
                total += s.weights().get(type) * mix(s.difficulty(), s.categories(), s.items(), type);
            }
            cumulative[i] = total;
        }
        return cumulative;
    }

    /**
     * Asked for easy from {@code EASY_MIX_CELLS} cells, how much more or less often a mend's fresh clue is of a type
     * than the clues added are. At 8x8 easy (seeds 1-200) the fresh clues that took the place of a spoiler and a
     * needed clue, per fresh clue tried: "of two" 7.1 %, offset 4.1 %, distance 1.6 %, match 1.5 %, less 0.4 %, "next
     * to" 0.3 %, "not", "not next to" and distinct under 0.1 %; the last three were a quarter of the clues tried.
     */
    private static double mendMix(String type) {
        return switch (type) {
            case "pair", "offset" -> 2;
            case "distance" -> 1.5;
            case "match" -> 1;
            case "less", "next" -> 0.3;
            default -> 0.1;
        };
    }

    /**
     * {@code read} (the running sums of the clues added) with each type's share times its {@link #mendMix}: every
     * type drawn while adding stays possible, so a type that cannot be made in a setting never leaves none.
     */
    private static double[] mendCumulative(GeneratorSettings s, List<String> types, double[] read) {
        if (s.difficulty() != Level.EASY) {
            return null;
        }
        return scaled(types, read, Generator::mendMix);
    }

    /** The running sums {@code cumulative} with each type's share times its {@code factor}. */
    private static double[] scaled(List<String> types, double[] cumulative, ToDoubleFunction<String> factor) {
        double[] scaled = new double[types.size()];
        double total = 0;
        for (int i = 0; i < types.size(); i++) {
            total += (cumulative[i] - (i == 0 ? 0 : cumulative[i - 1])) * factor.applyAsDouble(types.get(i));
            scaled[i] = total;
        }
        return scaled;
    }

    /**
     * Asked for hard on a grid of fewer than {@code EARLY_CELLS} cells, how much more or less often a mend's fresh
     * clue is of a type than the clues added are. Seeds 1-300 (5x5 and 4x5 hard), the fresh clues that took the place
     * of a spoiler and a needed clue, per fresh clue tried: offset 8 and 5.5 %, "of two" 7.6 and 6 %, distinct 6 and
     * 5 %, distance 3.6 and 2.6 %, match and less 2.3-2.8 %, "if", "next to" and "either or" 0.8-1.6 %, "not next
     * to" 0.3 % and "not" 0.06 and 0.17 % (a fifth of the clues tried). With these factors 17 and 15 fresh clues a
     * puzzle instead of 33 and 32, as many mends ending well.
     */
    private static double hardMendMix(String type) {
        return switch (type) {
            case "offset", "pair" -> 3;
            case "distinct" -> 2.5;
            case "distance" -> 1.5;
            case "if", "next" -> 0.5;
            case "any" -> 0.3;
            case "notnext" -> 0.1;
            case "not" -> 0.05;
            default -> 1;
        };
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

    /**
     * The puzzle made: the setting {@code base} with the clues kept (an "if" whose condition another clue settles
     * said plainly: {@link StatedConditions}), the solution and how it was made, built (and checked) once; null when
     * said plainly it is not of the asked level.
     */
    private Puzzle finish(Puzzle base, List<Clue> clues, Solution solution, GeneratorSettings s) {
        List<Clue> plain = StatedConditions.plain(base, clues, techniques, s.difficulty(), Monitor.NONE);
        if (plain == null) {
            return null;
        }
        Puzzle.Builder b = base.toBuilder().clues(plain).solution(solution)
                .generator(new GeneratorInfo(s.seed(), Engine.VERSION, dbName, s.toJson()));
        if (base.title() != null) {
            // set in a theme: its title, introduction, cast and noun came with the categories
            return b.build();
        }
        List<Category> cats = base.categories();
        List<String> names = cats.stream().map(Category::name).toList();
        // the title in the puzzle's language ("Imię, Zwierzę i Miasto"); English from Messages.properties
        org.gridwright.core.text.Templates w = base.lang() == null ? null : org.gridwright.core.text.Templates
                .of("org.gridwright.core.generate.Titles", java.util.Locale.forLanguageTag(base.lang()));
        String title = w != null && w.has("title.many") ? (names.size() == 2 ? w.fill("title.two", names.get(0),
                names.get(1)) : w.fill("title.many", String.join(w.fill("title.separator"),
                names.subList(0, names.size() - 1)), names.get(names.size() - 1)))
                : names.size() == 2 ? Msg.get("title.two", names.get(0), names.get(1))
                : Msg.get("title.many", String.join(Msg.get("title.separator"), names.subList(0, names.size() - 1)),
                        names.get(names.size() - 1));
        return b.title(title).build();
    }
}
