package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.testing.TestCorpus;
import org.gridwright.core.text.ClueText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A trace whose trials and forcing chains explain themselves on first request says exactly what a trace that
 * explains them at once says: every step's parts (clues, cells, message, arguments), its text in English and in the
 * puzzle's language, its chains' links, and the key steps made from the trace — on generated puzzles of every level
 * (and of both bundled languages), random puzzles that end stuck or in a contradiction, the fixtures and the real
 * corpus, from an empty grid and from a partly marked one; and read from several threads at once.
 */
class LazyExplanationTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();
    private static final CategoryDatabase DB = CategoryDatabase.bundled();
    private static final CategoryDatabase POLISH = CategoryDatabase.bundled("pl");
    private static final String[] LEVELS = {"any", "easy", "medium", "hard", "expert"};

    @Property(tries = 60)
    void generatedPuzzlesSayTheSameLazily(@ForAll @IntRange(min = 1, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        String level = LEVELS[rnd.nextInt(LEVELS.length)];
        Puzzle p = generated(4 + rnd.nextInt(3), 4 + rnd.nextInt(3), level, seed, rnd.nextInt(4) == 0 ? POLISH : DB);
        Trace eager = assertSaysTheSame(p, Grid.empty(p.categoryCount(), p.size()));
        Statistics.collect(level, uses(eager, "contradiction"), uses(eager, ForcingChain.ID));
        // from a grid partly marked: the first third of the trace applied
        Board b = Board.of(Grid.empty(p.categoryCount(), p.size()));
        for (Step s : eager.steps().subList(0, eager.steps().size() / 3)) {
            Run.apply(b, s);
        }
        assertSaysTheSame(p, b.toGrid());
    }

    @Property(tries = 40)
    void randomPuzzlesSayTheSameLazily(@ForAll @IntRange(min = 1, max = 1_000_000) int seed) {
        // puzzles of random true clues: many end stuck, their trials spend the budget, some partial grids break
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.make(rnd);
        assertSaysTheSame(p, Grid.empty(p.categoryCount(), p.size()));
    }

    @Test
    void largeExpertPuzzlesSayTheSameLazily() {
        boolean trial = false;
        boolean forcing = false;
        for (int seed = 1; seed <= 3; seed++) {
            for (String level : new String[] {"expert", "any"}) {
                Trace t = assertSaysTheSame(generated(8, 8, level, seed, DB), null);
                trial |= uses(t, "contradiction");
                forcing |= uses(t, ForcingChain.ID);
            }
        }
        assertTrue(trial && forcing, "the 8×8 puzzles took no trial or no forcing chain: nothing deferred was tested");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#fixtures")
    void fixturesSayTheSameLazily(Path file) {
        assertSaysTheSame(TestCorpus.read(file), null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#real")
    void realPuzzlesSayTheSameLazily(Path file) {
        TestCorpus.assumeReal();
        assertSaysTheSame(TestCorpus.read(file), null);
    }

    @Test
    void stepsReadFromSeveralThreadsAtOnceSayTheSame() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int seed = 1; seed <= 4; seed++) {
                Puzzle p = generated(5, 5, "expert", seed, DB);
                Grid empty = Grid.empty(p.categoryCount(), p.size());
                String eager = said(p, ENGINE.solve(p, empty, Monitor.NONE, true, false));
                Trace lazy = ENGINE.solve(p);
                List<Future<String>> reads = new ArrayList<>();
                for (int r = 0; r < 4; r++) {
                    long order = seed * 31L + r;
                    // each reader asks for the steps' words in another order, so explanations are made concurrently
                    reads.add(pool.submit(() -> {
                        List<Integer> idx = new ArrayList<>();
                        for (int i = 0; i < lazy.steps().size(); i++) {
                            idx.add(i);
                        }
                        Collections.shuffle(idx, new Random(order));
                        for (int i : idx) {
                            lazy.steps().get(i).text();
                        }
                        return said(p, lazy);
                    }));
                }
                for (Future<String> f : reads) {
                    assertEquals(eager, f.get(), "seed " + seed);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Solves from {@code start} (the empty grid when null) eagerly and lazily; both say the same. */
    private static Trace assertSaysTheSame(Puzzle p, Grid start) {
        Grid from = start == null ? Grid.empty(p.categoryCount(), p.size()) : start;
        Trace eager = ENGINE.solve(p, from, Monitor.NONE, true, false);
        Trace lazy = ENGINE.solve(p, from, Monitor.NONE, true, true);
        // the lazy trace's marks are there before anything is said; then every word agrees
        assertEquals(eager.steps().size(), lazy.steps().size(), "steps");
        for (int i = 0; i < eager.steps().size(); i++) {
            assertEquals(eager.steps().get(i).marks(), lazy.steps().get(i).marks(), "marks of step " + i);
        }
        assertEquals(said(p, eager), said(p, lazy));
        assertEquals(eager.steps(), lazy.steps());
        assertEquals(eager.outcome(), lazy.outcome());
        assertEquals(eager.grid(), lazy.grid());
        assertEquals(eager.difficulty(), lazy.difficulty());
        assertEquals(eager.trialWork(), lazy.trialWork());
        return eager;
    }

    /** Everything a trace says, as text: each step's parts and sentences (chains' links too), then its key steps. */
    private static String said(Puzzle p, Trace t) {
        Locale language = ClueText.locale(p);
        StringBuilder sb = new StringBuilder();
        for (Step s : t.steps()) {
            said(s, language, sb, "");
        }
        if (t.solved()) {
            for (KeyStep k : KeySteps.of(t)) {
                sb.append("key ").append(k.indices()).append(' ').append(k.clues()).append(' ')
                        .append(k.text(language)).append('\n');
            }
        }
        return sb.toString();
    }

    private static void said(Step s, Locale language, StringBuilder sb, String indent) {
        sb.append(indent).append(s.technique()).append(' ').append(s.depth()).append(' ').append(s.clues())
                .append(' ').append(s.marks()).append(' ').append(s.because()).append(' ').append(s.messageKey())
                .append('\n').append(indent).append(s.text()).append('\n');
        if (!language.equals(Locale.ENGLISH)) {
            sb.append(indent).append(s.text(language)).append('\n');
        }
        for (List<Step> chain : s.chains()) {
            for (Step link : chain) {
                said(link, language, sb, indent + "  ");
            }
        }
    }

    private static boolean uses(Trace t, String prefix) {
        return t.steps().stream().anyMatch(s -> s.technique().startsWith(prefix));
    }

    private static Puzzle generated(int cats, int items, String level, long seed, CategoryDatabase db) {
        GeneratorSettings s = GeneratorSettings.of(cats, items, seed);
        if (!level.equals("any")) {
            s = s.withDifficulty(Level.ofCode(level).orElseThrow());
        }
        try {
            return Generator.generate(s, db, Monitor.NONE);
        } catch (GenerationException e) {
            throw new AssertionError(cats + "×" + items + " " + level + " seed " + seed + ": " + e.getMessage(), e);
        }
    }
}
