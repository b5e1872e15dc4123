package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
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
    @CsvSource({"3,3,EASY", "3,3,MEDIUM", "3,3,EXPERT", "5,5,EXPERT", "6,6,EXPERT", "4,4,EASY", "4,4,MEDIUM", "4,4,HARD", "5,5,EASY",
        "5,5,MEDIUM", "5,5,HARD", "6,6,EASY", "6,6,MEDIUM", "6,6,HARD", "7,7,EASY", "7,7,MEDIUM", "7,7,HARD",
        "8,8,EASY", "8,8,MEDIUM", "8,8,HARD"})
    void theAskedLevelIsMetAtEverySize(int cats, int items, Level level) throws GenerationException {
        Puzzle p = generate(GeneratorSettings.of(cats, items, 31L * cats + items).withDifficulty(level));
        assertEquals(level, LevelRater.engine().rate(p, Monitor.NONE));
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

    @Test
    void impossibleSettingsSayWhichSettingQuickly() {
        assertTimeoutMessage(new GeneratorSettings(1, 70, 1, null, GeneratorSettings.DEFAULT_WEIGHTS, 100),
                "categories");
        assertTimeoutMessage(new GeneratorSettings(3, 70, 1, null, GeneratorSettings.DEFAULT_WEIGHTS, 100), "items");
        assertTimeoutMessage(GeneratorSettings.of(3, 4, 1).withWeights(Map.of("match", 0.0)), "clue weights");
        assertTimeoutMessage(GeneratorSettings.of(3, 4, 1).withWeights(Map.of("maybe", 1.0)), "clue weights: 'maybe'");
        assertTimeoutMessage(GeneratorSettings.of(3, 4, 1).withAttempts(0), "attempts");
        // a match-only puzzle of 2 categories is always easy: asking for expert cannot be met
        assertTimeoutMessage(GeneratorSettings.of(2, 4, 1).withWeights(Map.of("match", 1.0))
                .withDifficulty(Level.EXPERT).withAttempts(50), "difficulty");
        // more items than any category in the database has
        assertTimeoutMessage(GeneratorSettings.of(3, 60, 1), "category database");
    }

    private static void assertTimeoutMessage(GeneratorSettings s, String setting) {
        GenerationException e = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> assertThrows(GenerationException.class, () -> generate(s)));
        assertTrue(e.getMessage().startsWith(setting), e.getMessage());
    }

    @Test
    void cancelStopsGeneration() {
        Monitor cancelled = Monitor.CANCELLED;
        assertThrows(CancelledException.class,
                () -> Generator.generate(GeneratorSettings.of(5, 5, 1), DB, "bundled", cancelled));
    }
}
