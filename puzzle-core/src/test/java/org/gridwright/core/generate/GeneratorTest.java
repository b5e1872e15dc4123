package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridwright.core.Engine;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Generated puzzles are unique, irreducible, reproducible and at the asked level; impossible settings say why. */
class GeneratorTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    private static Puzzle generate(GeneratorSettings s) throws GenerationException {
        return Generator.generate(s, DB, "bundled", Monitor.NONE);
    }

    private static void assertIrreducibleAndUnique(Puzzle p) {
        Verdict v = CompleteSolver.solve(p);
        assertEquals(Status.UNIQUE, v.status());
        assertEquals(p.solution().orElseThrow(), v.solution(), "the embedded solution is the unique one");
        for (int i = 0; i < p.clues().size(); i++) {
            List<Clue> fewer = new java.util.ArrayList<>(p.clues());
            fewer.remove(i);
            assertNotEquals(Status.UNIQUE, CompleteSolver.solve(p.withClues(fewer)).status(),
                    "clue " + i + " can be dropped, so the puzzle is not irreducible");
        }
    }

    @ParameterizedTest
    @CsvSource({"3,3", "3,4", "4,4", "4,5", "5,5", "5,6", "6,6", "7,7", "8,8"})
    void everySizeIsUniqueIrreducibleAndReproducible(int cats, int items) throws GenerationException {
        GeneratorSettings s = GeneratorSettings.of(cats, items, 1000L * cats + items);
        Puzzle p = generate(s);
        assertEquals(cats, p.categoryCount());
        assertEquals(items, p.size());
        assertIrreducibleAndUnique(p);
        assertEquals(PuzzleWriter.toJson(p), PuzzleWriter.toJson(generate(s)), "same settings, same file");
        assertEquals(Engine.VERSION, p.generator().orElseThrow().version());
        assertEquals(s.seed(), p.generator().orElseThrow().seed());
        assertTrue(p.title() != null && !p.title().isBlank());
    }

    @Test
    void anotherSeedGivesAnotherPuzzle() throws GenerationException {
        assertNotEquals(PuzzleWriter.toJson(generate(GeneratorSettings.of(4, 4, 1))),
                PuzzleWriter.toJson(generate(GeneratorSettings.of(4, 4, 2))));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void eachLevelCanBeAskedForAndIsMet(Level level) throws GenerationException {
        Puzzle p = generate(GeneratorSettings.of(4, 5, 7).withDifficulty(level).withAttempts(2000));
        assertEquals(level, LevelRater.engine().rate(p, Monitor.NONE));
        assertIrreducibleAndUnique(p);
    }

    /** Easy, medium and hard at every size from 4×4, expert from 3×3 (3×3 hard: see the test below). */
    @ParameterizedTest
    @CsvSource({"3,3,EASY", "3,3,MEDIUM", "3,3,EXPERT", "3,4,EXPERT", "4,5,EXPERT", "5,5,EXPERT", "6,6,EXPERT",
        "4,4,EASY", "4,4,MEDIUM", "4,4,HARD", "5,5,EASY", "5,5,MEDIUM", "5,5,HARD", "6,6,EASY", "6,6,MEDIUM",
        "6,6,HARD", "7,7,EASY", "7,7,MEDIUM", "7,7,HARD", "8,8,EASY", "8,8,MEDIUM", "8,8,HARD"})
    void theAskedLevelIsMetAtEverySize(int cats, int items, Level level) throws GenerationException {
        Puzzle p = generate(GeneratorSettings.of(cats, items, 31L * cats + items).withDifficulty(level));
        assertEquals(level, LevelRater.engine().rate(p, Monitor.NONE));
        assertIrreducibleAndUnique(p);
    }

    /**
     * Seeds whose hard removal orders met, as the clue the techniques need and the solution does not, a fresh clue an
     * earlier mend of the same order had made: the next order must leave it out instead of failing. (Until engine
     * 0.10.0 these were 3x4 seeds; 3x4 hard is now made by the solution, with no such orders. 5x5 seeds 178, 1279 and
     * 1757 of 1-3000 meet it; none of 4x4 or 4x5 in 1-3000.)
     */
    @ParameterizedTest
    @CsvSource({"178", "1279"})
    void aMendsFreshClueThatSpoilsAnOrderIsLeftOutOfTheNext(long seed) throws GenerationException {
        Puzzle p = generate(GeneratorSettings.of(5, 5, seed).withDifficulty(Level.HARD));
        assertEquals(Level.HARD, LevelRater.engine().rate(p, Monitor.NONE));
        assertIrreducibleAndUnique(p);
    }

    @Test
    void hardIsNotReachedAt3x3AndTheGeneratorSaysSoWithTheLevelsItFound() {
        // hard needs incompatible lines or a triple without trials; three items leave no room for them, while a
        // puzzle that needs a trial is expert
        GenerationException e = assertThrows(GenerationException.class,
                () -> generate(GeneratorSettings.of(3, 3, 7).withDifficulty(Level.HARD).withAttempts(100)));
        assertTrue(e.getMessage().startsWith("difficulty: no hard puzzle of 3 categories with 3 items"),
                e.getMessage());
        assertTrue(e.getMessage().contains("easy"), e.getMessage());
        // every attempt is counted once among the outcomes listed: "(levels found instead: easy 61, expert 39)"
        java.util.regex.Matcher list = java.util.regex.Pattern.compile("levels found instead: ([^)]*)\\)")
                .matcher(e.getMessage());
        assertTrue(list.find(), e.getMessage());
        int counted = 0;
        for (String outcome : list.group(1).split(", ")) {
            counted += Integer.parseInt(outcome.substring(outcome.lastIndexOf(' ') + 1));
        }
        assertEquals(100, counted, e.getMessage());
    }

    /**
     * Asked for expert with too few attempts, the levels the techniques finished the others at are listed, every
     * attempt once (they are rated only then, not as each attempt ends): at 3x2 made by the solution (an attempt
     * rates up to twelve sets: at 3x4 one attempt hardly ever fails), at 4x5 by the techniques' clues and removal
     * by the solution.
     */
    @ParameterizedTest(name = "{0}x{1}, {2} attempts")
    @CsvSource({"3,2,1", "4,5,3"})
    void anExpertSearchThatFailsListsTheLevelOfEveryAttempt(int cats, int items, int attempts) {
        int failed = 0;
        for (long seed = 1; seed <= 30; seed++) {
            GenerationException e;
            try {
                generate(GeneratorSettings.of(cats, items, seed).withDifficulty(Level.EXPERT).withAttempts(attempts));
                continue;
            } catch (GenerationException x) {
                e = x;
            }
            failed++;
            assertTrue(e.getMessage().startsWith("difficulty: no expert puzzle of " + cats + " categories with "
                    + items + " items"), e.getMessage());
            java.util.regex.Matcher list = java.util.regex.Pattern.compile("levels found instead: ([^)]*)\\)")
                    .matcher(e.getMessage());
            assertTrue(list.find(), e.getMessage());
            int counted = 0;
            for (String outcome : list.group(1).split(", ")) {
                assertTrue(outcome.matches("(easy|medium|hard|beyond the engine|not unique) [0-9]+"), outcome);
                counted += Integer.parseInt(outcome.substring(outcome.lastIndexOf(' ') + 1));
            }
            assertEquals(attempts, counted, e.getMessage());
        }
        // some seeds of thirty fail with so few attempts
        assertTrue(failed > 0, "no seed failed: the test says nothing");
    }

    @ParameterizedTest
    @CsvSource({"3,4,any", "3,4,easy", "3,4,medium", "4,5,hard", "5,5,expert"})
    void theDefaultWeightsInAnotherMapMakeTheSameFile(int cats, int items, String level) throws GenerationException {
        // the default weights' types are worked out once, not read from the map: the same weights in another map
        // (read type by type) make the same puzzles, file for file
        Map<String, Double> copy = new LinkedHashMap<>(GeneratorSettings.DEFAULT_WEIGHTS);
        for (long seed = 1; seed <= 10; seed++) {
            GeneratorSettings s = GeneratorSettings.of(cats, items, seed);
            s = level.equals("any") ? s : s.withDifficulty(Level.valueOf(level.toUpperCase(java.util.Locale.ROOT)));
            assertTrue(s.weights() == GeneratorSettings.DEFAULT_WEIGHTS);
            GeneratorSettings other = s.withWeights(copy);
            assertTrue(other.weights() != GeneratorSettings.DEFAULT_WEIGHTS);
            assertEquals(PuzzleWriter.toJson(generate(s)), PuzzleWriter.toJson(generate(other)), "seed " + seed);
        }
    }

    @Test
    void eachClueTypeAloneWithFactsCanMakeAPuzzle() throws GenerationException {
        for (String type : GeneratorSettings.TYPES) {
            Map<String, Double> w = new LinkedHashMap<>();
            w.put("match", 1.0);
            w.put(type, 4.0);
            Puzzle p = generate(GeneratorSettings.of(4, 4, 3).withWeights(w));
            assertTrue(p.clues().stream().allMatch(c -> c.type().equals("match") || c.type().equals(type)));
            assertIrreducibleAndUnique(p);
        }
    }

    @ParameterizedTest
    @CsvSource({"6,10,2", "8,8,3"})
    void easyMakesNoClueTheEasyTechniquesCannotRead(int cats, int items, long seed) throws GenerationException {
        // "either or" and "if" are read from medium on: asked for easy from 60 cells they are not made, however heavy
        // their weight
        Map<String, Double> w = new LinkedHashMap<>();
        w.put("match", 1.0);
        w.put("less", 1.0);
        w.put("any", 8.0);
        w.put("if", 8.0);
        Puzzle p = generate(GeneratorSettings.of(cats, items, seed).withWeights(w).withDifficulty(Level.EASY));
        assertTrue(p.clues().stream().allMatch(c -> c.type().equals("match") || c.type().equals("less")),
                p.clues().toString());
        assertIrreducibleAndUnique(p);
        assertEquals(Level.EASY, new org.gridwright.core.deduce.DeductionEngine().solve(p).difficulty().level());
    }

    @ParameterizedTest
    @CsvSource({"8,8,5,not", "8,8,6,distinct", "6,10,7,notnext"})
    void easyMendsMakeOnlyTheTypesAsked(int cats, int items, long seed, String rare) throws GenerationException {
        // from 60 cells a mend draws its fresh clues by its own mix, which favours "of two" and offsets: with neither
        // asked for, and mostly a type the mends rarely draw, every clue is still of a type asked for
        Map<String, Double> w = new LinkedHashMap<>();
        w.put("match", 1.0);
        w.put(rare, 6.0);
        Puzzle p = generate(GeneratorSettings.of(cats, items, seed).withWeights(w).withDifficulty(Level.EASY));
        assertTrue(p.clues().stream().allMatch(c -> c.type().equals("match") || c.type().equals(rare)),
                p.clues().toString());
        assertTrue(p.clues().stream().anyMatch(c -> c.type().equals(rare)), p.clues().toString());
        assertIrreducibleAndUnique(p);
        assertEquals(Level.EASY, new org.gridwright.core.deduce.DeductionEngine().solve(p).difficulty().level());
    }

    @Test
    void easyWithOnlyTypesTheEasyTechniquesCannotReadFailsWithItsReason() {
        GeneratorSettings s = GeneratorSettings.of(6, 10, 1).withDifficulty(Level.EASY).withAttempts(2)
                .withWeights(Map.of("any", 1.0, "if", 1.0));
        GenerationException e = assertThrows(GenerationException.class, () -> generate(s));
        assertTrue(e.getMessage().contains("2 attempts"), e.getMessage());
    }

    @Test
    void impossibleSettingsSayWhichSettingWithinTheirAttemptBudget() {
        // settings that are wrong in themselves are refused before the first attempt
        assertRefused(new GeneratorSettings(1, 70, 1, null, GeneratorSettings.DEFAULT_WEIGHTS, 100), "categories", 0);
        assertRefused(new GeneratorSettings(3, 70, 1, null, GeneratorSettings.DEFAULT_WEIGHTS, 100), "items", 0);
        assertRefused(GeneratorSettings.of(3, 4, 1).withWeights(Map.of("match", 0.0)), "clue weights", 0);
        assertRefused(GeneratorSettings.of(3, 4, 1).withWeights(Map.of("maybe", 1.0)), "clue weights: 'maybe'", 0);
        assertRefused(GeneratorSettings.of(3, 4, 1).withAttempts(0), "attempts", 0);
        // a match-only puzzle of 2 categories is always easy: asking for expert cannot be met, and the generator
        // gives up when its attempts are spent
        assertRefused(GeneratorSettings.of(2, 4, 1).withWeights(Map.of("match", 1.0))
                .withDifficulty(Level.EXPERT).withAttempts(50), "difficulty", 50);
        // more items than the generator's range (and any category in the database): said before the first attempt
        assertRefused(GeneratorSettings.of(3, 60, 1), "size", 0);
        assertRefused(GeneratorSettings.of(30, 5, 1), "size", 0);
    }

    /**
     * Generation with {@code s} fails naming {@code setting} after starting at most {@code attempts} attempts (the
     * generator reports each attempt it starts to its monitor): an impossible setting ends in words, never a hang.
     */
    private static void assertRefused(GeneratorSettings s, String setting, int attempts) {
        java.util.concurrent.atomic.AtomicInteger started = new java.util.concurrent.atomic.AtomicInteger();
        Monitor counting = new Monitor() {
            @Override
            public void progress(long done, long total, String message) {
                if (message != null) {
                    started.incrementAndGet();
                }
            }

            @Override
            public boolean isCancelled() {
                return false;
            }
        };
        GenerationException e = assertThrows(GenerationException.class,
                () -> Generator.generate(s, DB, "bundled", counting));
        assertTrue(e.getMessage().startsWith(setting), e.getMessage());
        assertTrue(started.get() <= attempts, setting + ": " + started.get() + " attempts started, at most "
                + attempts + " expected");
    }

    @Test
    void cancelStopsGeneration() {
        Monitor cancelled = Monitor.CANCELLED;
        assertThrows(CancelledException.class,
                () -> Generator.generate(GeneratorSettings.of(5, 5, 1), DB, "bundled", cancelled));
    }

    @Test
    void aFailedBatchOfAttemptsCountsEveryAttemptOnceAndSaysWhy() {
        // not-next clues alone never pin two categories down: turning the ordered one end for end keeps every one of
        // them true, so every attempt reaches the clue cap with two solutions: counted as not unique (issue #16 item
        // 6: it was counted as a unique puzzle the engine could not finish)
        GenerationException e = assertThrows(GenerationException.class, () -> generate(GeneratorSettings.of(2, 4, 5)
                .withWeights(Map.of("notnext", 1.0)).withAttempts(1)));
        assertEquals("no puzzle was made in the 1 attempt allowed: 1 attempt's clues did not make the solution "
                + "unique within the clue cap or the search budget; allow more clue types or attempts",
                e.getMessage());
        // judged by the complete solver alone, the same clues never make the solution unique within the clue cap
        GenerationException alone = assertThrows(GenerationException.class, () -> new Generator(
                Generator.source(DB), null, null).run(GeneratorSettings.of(2, 4, 5)
                        .withWeights(Map.of("notnext", 1.0)).withAttempts(3), Monitor.NONE));
        assertEquals("no puzzle was made in 3 attempts: 3 attempts' clues did not make the solution unique within "
                + "the clue cap or the search budget; allow more clue types or attempts", alone.getMessage());
    }
}
