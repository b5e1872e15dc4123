package org.gridwright.core.deduce;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;

/** The real corpus for engine tests, read with {@link PuzzleReader}. */
final class TestPuzzles {
    private TestPuzzles() {
    }

    /** {@code <repository root>/../shared/corpus/real}, from the module directory surefire runs in. */
    static Path corpusDir() {
        Path module = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        Path root = Files.exists(module.resolve("puzzle-core")) ? module : module.getParent();
        Path dir = root.getParent().resolve("shared/corpus/real").normalize();
        if (!Files.isDirectory(dir)) {
            dir = root.resolve("../shared/corpus/real").normalize();
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the real corpus is missing: expected " + dir);
        }
        return dir;
    }

    static List<Path> corpusFiles() {
        try (Stream<Path> s = Files.list(corpusDir())) {
            List<Path> files = s.filter(f -> f.toString().endsWith(".lgp")).sorted().toList();
            if (files.isEmpty()) {
                throw new IllegalStateException("no .lgp files in " + corpusDir());
            }
            return files;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Puzzle read(Path file) {
        try {
            return PuzzleReader.read(file);
        } catch (PuzzleFormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
