package org.gridwright.core.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Assumptions;

/**
 * The puzzles tests read, for every module (puzzle-core's test jar carries this class and the fixtures).
 *
 * <p>Two sets: the <b>fixtures</b> inside the repository (always there; {@code fixtures/README.md} beside them says
 * where each comes from), and the <b>real corpus</b> of published puzzles beside the repository, found through the
 * system property {@value #PROPERTY} (default {@code <repository root>/../shared/corpus/real}). Tests over the real
 * corpus call {@link #realFiles()} or {@link #real()}, which skip the calling test with a one-line JUnit assumption
 * reason when the corpus is absent (a lone clone); {@link CorpusSkipReport} counts those skips at the end of each
 * module's run.
 */
public final class TestCorpus {
    /** The system property naming the real-corpus folder ({@code mvn -Dgridwright.corpus=DIR …}). */
    public static final String PROPERTY = "gridwright.corpus";
    /** The first words of every skip reason, so that {@link CorpusSkipReport} can count them. */
    static final String SKIP_PREFIX = "real puzzle corpus absent";

    /** The classic zebra puzzle (6 × 5, exercism's wording, MIT): 14 clues, rated hard. */
    public static final String ZEBRA = "classic-zebra-life1962-exercism.lgp";
    /** A 3 × 5 with a numerical category (prices): not, less, next, any, offset and match clues. */
    public static final String BAKE_SALE = "gridwright-bake-sale.lgp";
    /** A 3 × 4 with a numerical category (heights): any, offset and match clues. */
    public static final String KITES = "gridwright-kite-festival.lgp";
    /** A 4 × 4 with an ordinal category (departure times): any, offset, not, next, less and match clues. */
    public static final String NIGHT_TRAIN = "gridwright-night-train.lgp";
    /** Every fixture, in file-name order (the zebra first). */
    public static final List<String> FIXTURES = List.of(ZEBRA, BAKE_SALE, KITES, NIGHT_TRAIN);

    private static final String RESOURCES = "fixtures/";

    private TestCorpus() {
    }

    /**
     * The fixture of that name as a file. In a module's own tests it is the resource file itself; read from
     * puzzle-core's test jar it is copied once into a temporary folder (deleted when the JVM exits).
     */
    public static Path fixture(String name) {
        if (!FIXTURES.contains(name)) {
            throw new IllegalArgumentException("no fixture " + name + "; the fixtures are " + FIXTURES);
        }
        URL url = TestCorpus.class.getResource(RESOURCES + name);
        if (url == null) {
            throw new IllegalStateException("fixture " + name + " is missing from the test class path");
        }
        try {
            if (url.getProtocol().equals("file")) {
                return Path.of(url.toURI());
            }
            return Copies.DIR.copy(name, url);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(url.toString(), e);
        }
    }

    /** Every fixture as a file, in {@link #FIXTURES} order. */
    public static List<Path> fixtureFiles() {
        return FIXTURES.stream().map(TestCorpus::fixture).toList();
    }

    /** The fixture of that name, read. */
    public static Puzzle fixturePuzzle(String name) {
        return read(fixture(name));
    }

    /** Every fixture, read, in {@link #FIXTURES} order. */
    public static List<Puzzle> fixtures() {
        return fixtureFiles().stream().map(TestCorpus::read).toList();
    }

    /** A puzzle file read; a format error fails the test with the reader's message. */
    public static Puzzle read(Path file) {
        try {
            return PuzzleReader.read(file);
        } catch (PuzzleFormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * Where the real corpus is looked for: the {@value #PROPERTY} property when set, else
     * {@code <repository root>/../shared/corpus/real}, the repository root being the nearest folder at or above
     * the working directory (surefire runs in the module's folder) that holds {@code puzzle-core/pom.xml}.
     */
    public static Path realLocation() {
        String set = System.getProperty(PROPERTY, "").strip();
        if (!set.isEmpty()) {
            return Path.of(set).toAbsolutePath().normalize();
        }
        return repositoryRoot().resolve("../shared/corpus/real").normalize();
    }

    /**
     * The repository's root folder: the nearest folder at or above the working directory (surefire runs in the
     * module's folder) that holds {@code puzzle-core/pom.xml}; the working directory's parent when none does.
     */
    public static Path repositoryRoot() {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("puzzle-core/pom.xml"))) {
                return p;
            }
        }
        return here.getParent() == null ? here : here.getParent();
    }

    /** The real-corpus folder when it is there. */
    public static Optional<Path> realDirIfPresent() {
        Path dir = realLocation();
        return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    }

    /** The real-corpus folder; skips the calling test (a JUnit assumption) when it is absent. */
    public static Path realDir() {
        Path dir = realLocation();
        Assumptions.assumeTrue(Files.isDirectory(dir), () -> SKIP_PREFIX + " at " + dir + " (-D" + PROPERTY
                + "=DIR names another)");
        return dir;
    }

    /**
     * The real published puzzles ({@code *.lgp}, in name order); skips the calling test when the folder is absent,
     * fails when it is there but holds no puzzle.
     */
    public static List<Path> realFiles() {
        Path dir = realDir();
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.filter(f -> f.getFileName().toString().endsWith(".lgp")).sorted().toList();
            if (files.isEmpty()) {
                throw new AssertionError("the real puzzle corpus at " + dir + " holds no .lgp file");
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the real puzzle corpus at " + dir, e);
        }
    }

    /**
     * For a parameterized test's {@code @MethodSource}: the real puzzle files, or, when the corpus is absent, one
     * stand-in (its expected location) so that the test runs once and skips there — the test body begins with
     * {@link #assumeReal()}. (An assumption failing inside the source itself would skip the whole group unseen by
     * surefire's counts.)
     */
    public static List<Path> realFilesOrStandIn() {
        return realDirIfPresent().isPresent() ? realFiles() : List.of(realLocation());
    }

    /** Skips the calling test when the real corpus is absent. */
    public static void assumeReal() {
        realDir();
    }

    /** One real puzzle file by name; skips when the corpus is absent, fails when that file is not in it. */
    public static Path realFile(String name) {
        Path f = realDir().resolve(name);
        if (!Files.isRegularFile(f)) {
            throw new AssertionError("the real puzzle corpus has no " + f);
        }
        return f;
    }

    /** The real published puzzles, read; skips when the corpus is absent. */
    public static List<Puzzle> real() {
        return realFiles().stream().map(TestCorpus::read).toList();
    }

    /** The temporary folder fixtures are copied into when they come from a jar, made on first use. */
    private enum Copies {
        DIR;

        private final Path dir;

        Copies() {
            try {
                dir = Files.createTempDirectory("gridwright-fixtures");
                dir.toFile().deleteOnExit();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        synchronized Path copy(String name, URL url) {
            Path f = dir.resolve(name);
            if (!Files.exists(f)) {
                try (InputStream in = url.openStream()) {
                    Files.copy(in, f, StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot copy fixture " + name, e);
                }
                f.toFile().deleteOnExit();
            }
            return f;
        }
    }
}
