package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine on whole puzzles: the fixtures in the repository, and the real published corpus when it is beside the
 * repository: sound, solved, and rated in the order publishers label them.
 */
class CorpusTraceTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    static List<Path> fixtures() {
        return TestCorpus.fixtureFiles();
    }

    static List<Path> real() {
        return TestCorpus.realFilesOrStandIn();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void solvesTheFixturesSoundly(Path file) {
        solvesSoundly(file);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("real")
    void solvesTheRealPuzzlesSoundly(Path file) {
        TestCorpus.assumeReal();
        solvesSoundly(file);
    }

    private static void solvesSoundly(Path file) {
        Puzzle p = TestCorpus.read(file);
        Trace t = ENGINE.solve(p);
        DeductionEngineSoundnessTest.SoundnessCheck.assertSound(p, p.solution().orElseThrow(), t);
        assertEquals(Outcome.SOLVED, t.outcome(), file.getFileName() + " is not solved");
        assertEquals(t.grid(), t.gridAfter(t.steps().size() - 1));
    }

    /** Levels compare first, then scores: the order in which a reader would rank two puzzles. */
    private static final java.util.Comparator<Difficulty> HARDER = java.util.Comparator
            .comparing(Difficulty::level).thenComparingInt(Difficulty::score);

    @Test
    void theClassicZebraIsHard() {
        Difficulty d = ENGINE.solve(TestCorpus.fixturePuzzle(TestCorpus.ZEBRA)).difficulty();
        assertEquals(Level.HARD, d.level(), "the classic zebra is known as hard");
    }

    @Test
    void publishersAdvancedPuzzlesRateHarderThanTheirPlainOnes() {
        Difficulty hardestPlain = null;
        Difficulty easiestAdvanced = null;
        for (Path f : TestCorpus.realFiles()) {
            String name = f.getFileName().toString();
            Difficulty d = ENGINE.solve(TestCorpus.read(f)).difficulty();
            if (name.startsWith("puzzlebaron-rn-puzzlesAdvanced-")) {
                easiestAdvanced = easiestAdvanced == null || HARDER.compare(d, easiestAdvanced) < 0 ? d : easiestAdvanced;
            } else if (name.startsWith("puzzlebaron-rn-puzzles-")) {
                hardestPlain = hardestPlain == null || HARDER.compare(d, hardestPlain) > 0 ? d : hardestPlain;
            }
        }
        assertTrue(easiestAdvanced != null && hardestPlain != null, "the corpus has plain and advanced puzzles");
        assertTrue(HARDER.compare(easiestAdvanced, hardestPlain) > 0,
                "easiest advanced " + easiestAdvanced + " is not harder than hardest plain " + hardestPlain);
    }

    @Test
    void theRealCorpusIsAllThere() {
        int n = TestCorpus.realFiles().size();
        assertTrue(n >= 16, "expected the 16 real puzzles, found " + n);
    }
}
