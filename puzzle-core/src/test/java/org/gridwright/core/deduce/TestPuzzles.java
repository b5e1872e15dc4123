package org.gridwright.core.deduce;

import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;

/** Puzzles for the engine's benchmarks and {@link TraceDump} (not tests): the real corpus when present, else the fixtures. */
final class TestPuzzles {
    private TestPuzzles() {
    }

    static List<Path> corpusFiles() {
        return TestCorpus.realDirIfPresent().isPresent() ? TestCorpus.realFiles() : TestCorpus.fixtureFiles();
    }

    static Puzzle read(Path file) {
        return TestCorpus.read(file);
    }
}
