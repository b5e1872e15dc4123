package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The engine on real published puzzles: sound, solved, and rated in the order publishers label them. */
class CorpusTraceTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    static List<Path> corpus() {
        return TestPuzzles.corpusFiles();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void solvesSoundly(Path file) {
        Puzzle p = TestPuzzles.read(file);
        Trace t = ENGINE.solve(p);
        DeductionEngineSoundnessTest.SoundnessCheck.assertSound(p, p.solution().orElseThrow(), t);
        assertEquals(Outcome.SOLVED, t.outcome(), file.getFileName() + " is not solved");
        assertEquals(t.grid(), t.gridAfter(t.steps().size() - 1));
    }

    @Test
    void theCorpusIsAllThere() {
        assertTrue(corpus().size() >= 16, "expected the 16 real puzzles, found " + corpus().size());
    }
}
