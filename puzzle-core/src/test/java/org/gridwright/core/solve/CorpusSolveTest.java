package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every whole puzzle we hold (the fixtures; the real published corpus when it is beside the repository) is unique,
 * and its unique solution is the published answer.
 */
class CorpusSolveTest {

    static List<Path> fixtures() {
        return TestCorpus.fixtureFiles();
    }

    static List<Path> real() {
        return TestCorpus.realFilesOrStandIn();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void fixtureIsUniqueWithItsAnswer(Path file) {
        uniqueWithItsAnswer(file);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("real")
    void realPuzzleIsUniqueWithItsPublishedAnswer(Path file) {
        TestCorpus.assumeReal();
        uniqueWithItsAnswer(file);
    }

    private static void uniqueWithItsAnswer(Path file) {
        Puzzle p = TestCorpus.read(file);
        Verdict v = CompleteSolver.solve(p);
        assertEquals(Status.UNIQUE, v.status(), file.getFileName().toString());
        assertTrue(p.solution().isPresent(), "the file carries its answer");
        assertEquals(p.solution().get(), v.solution());
        assertEquals(List.of(), CompleteSolver.conflict(p));
    }
}
