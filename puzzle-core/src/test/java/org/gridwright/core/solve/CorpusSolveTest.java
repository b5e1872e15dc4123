package org.gridwright.core.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every real published puzzle is unique, and its unique solution is the published answer. */
class CorpusSolveTest {

    /** The real corpus beside the repository; a missing corpus fails the test rather than skipping it. */
    static List<Path> corpus() throws IOException {
        Path module = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        Path root = Files.exists(module.resolve("puzzle-core")) ? module : module.getParent();
        Path dir = root.resolve("../shared/corpus/real").normalize();
        assertTrue(Files.isDirectory(dir), "the real corpus is missing: expected " + dir);
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.filter(f -> f.toString().endsWith(".lgp")).sorted().toList();
            assertFalse(files.isEmpty(), "no .lgp files in " + dir);
            return files;
        }
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void realPuzzleIsUniqueWithItsPublishedAnswer(Path file) throws PuzzleFormatException {
        Puzzle p = PuzzleReader.read(file);
        Verdict v = CompleteSolver.solve(p);
        assertEquals(Status.UNIQUE, v.status(), file.getFileName().toString());
        assertTrue(p.solution().isPresent(), "the corpus file carries its answer");
        assertEquals(p.solution().get(), v.solution());
        assertEquals(List.of(), CompleteSolver.conflict(p));
    }
}
