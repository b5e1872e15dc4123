package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridwright.core.Engine;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.io.AtomicFiles;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The promise "same seed, settings, database and engine version ⇒ the same bytes", held: a handful of puzzles
 * generated from the bundled database with fixed seeds are checked in ({@code golden/} beside this class in the test
 * resources), each exactly as {@code gridwright generate --categories K --items k [--difficulty L] --seed N} writes
 * it. Each is generated again and compared byte for byte.
 *
 * <ul>
 * <li>Same engine version as the file's {@code generator.version}, different bytes: the generator's output changed
 * without a version bump. Bump {@code gridwright.engine.version} in the root {@code pom.xml}, then regenerate.</li>
 * <li>Different version: the files are from an older engine; regenerate them.</li>
 * </ul>
 * Regenerate (after a deliberate change, with the version bumped) with
 * {@value #REGENERATE}; the test then writes the files into {@code src/test/resources} and passes. Commit them with
 * the change. See docs/ARCHITECTURE.md, "Golden generator files".
 */
class GoldenGeneratorTest {
    /** Set to {@code true} to write the golden files instead of comparing with them. */
    static final String UPDATE = "gridwright.golden.update";
    static final String REGENERATE = "mvn -o -q -pl puzzle-core test -Dtest=GoldenGeneratorTest "
            + "-Dgridwright.golden.update=true";
    private static final String RESOURCES = "src/test/resources/org/gridwright/core/generate/golden";
    private static final CategoryDatabase BUNDLED = CategoryDatabase.bundled();

    /** One golden puzzle: the generate command's settings (level null: no --difficulty). */
    record Golden(int categories, int items, Level level, long seed) {
        String file() {
            return categories + "x" + items + "-" + (level == null ? "any" : level.code()) + "-seed" + seed + ".lgp";
        }

        GeneratorSettings settings() {
            return new GeneratorSettings(categories, items, seed, level, GeneratorSettings.DEFAULT_WEIGHTS,
                    GeneratorSettings.DEFAULT_ATTEMPTS);
        }

        @Override
        public String toString() {
            return file();
        }
    }

    static List<Golden> goldens() {
        return List.of(
                new Golden(3, 4, Level.EASY, 1),
                new Golden(4, 5, Level.MEDIUM, 2),
                new Golden(5, 5, Level.HARD, 3),
                new Golden(3, 4, Level.HARD, 8),
                new Golden(4, 6, Level.EXPERT, 4),
                new Golden(3, 4, Level.EXPERT, 9),
                new Golden(6, 6, null, 5),
                new Golden(5, 7, Level.MEDIUM, 7),
                new Golden(8, 8, Level.EASY, 6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void theGeneratorGivesTheSameBytesAsBeforeUnlessItsVersionChanged(Golden g) throws Exception {
        Puzzle p = Generator.generate(g.settings(), BUNDLED, "bundled", Monitor.NONE);
        String now = PuzzleWriter.toJson(p);
        if (Boolean.getBoolean(UPDATE)) {
            Path dir = sourceFolder();
            Files.createDirectories(dir);
            AtomicFiles.writeString(dir.resolve(g.file()), now);
            System.out.println("[gridwright] wrote golden " + dir.resolve(g.file()));
            return;
        }
        String before = resource(g.file());
        problem(g.file(), before, now, Engine.VERSION).ifPresent(m -> fail(m));
        assertEquals(g.categories(), p.categoryCount());
        assertEquals(g.items(), p.size());
    }

    /** A file made by the present engine, tampered with in the two ways the check must catch. */
    @Test
    void aChangeWithoutAVersionBumpAndAnOlderVersionAreBothCaught() throws Exception {
        Assumptions.assumeFalse(Boolean.getBoolean(UPDATE), "the golden files are being written");
        Golden g = goldens().get(0);
        String before = resource(g.file());
        assertEquals(Optional.empty(), problem(g.file(), before, before, madeWith(before, g.file())));
        String changed = before.replace("\"clues\": [", "\"clues\":  ["); // one byte more
        String m = problem(g.file(), before, changed, madeWith(before, g.file())).orElseThrow();
        assertTrue(m.contains("changed, but the engine version is still") && m.contains("bump gridwright.engine.version")
                && m.contains(REGENERATE) && m.contains("line "), m);
        String older = problem(g.file(), before, before, "0.0.0-later").orElseThrow();
        assertTrue(older.contains("regenerate the golden files with `" + REGENERATE + "`"), older);
    }

    /**
     * What is wrong with {@code now} as the regenerated golden file {@code before} under engine {@code version}, or
     * empty when nothing is.
     */
    static Optional<String> problem(String file, String before, String now, String version)
            throws Exception {
        String madeWith = madeWith(before, file);
        if (!madeWith.equals(version)) {
            return Optional.of("the golden file " + file + " was made by engine " + madeWith
                    + ", this is engine " + version + ": regenerate the golden files with `" + REGENERATE
                    + "` and commit them");
        }
        if (!now.equals(before)) {
            return Optional.of("the generator's output for " + file + " changed, but the engine version is "
                    + "still " + version + ". Same seed, settings, database and version must give the same bytes: "
                    + "bump gridwright.engine.version in the root pom.xml, then regenerate the golden files with `"
                    + REGENERATE + "`.\n" + firstDifference(before, now));
        }
        return Optional.empty();
    }

    private static String madeWith(String golden, String file) throws Exception {
        String v = PuzzleReader.parse(golden, file).generator().map(x -> x.version()).orElse(null);
        if (v == null) {
            throw new AssertionError(file + " has no generator.version");
        }
        return v;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GoldenGeneratorTest.class.getResourceAsStream("golden/" + name)) {
            if (in == null) {
                fail("no golden file " + name + ": make it with `" + REGENERATE + "`");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The module's {@code src/test/resources/…/golden} folder (surefire runs in the module's folder). */
    private static Path sourceFolder() {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path p : List.of(here, here.resolve("puzzle-core"))) {
            if (Files.isDirectory(p.resolve("src/test/resources"))
                    && Files.isRegularFile(p.resolve("src/main/java/org/gridwright/core/Engine.java"))) {
                return p.resolve(RESOURCES);
            }
        }
        throw new IllegalStateException("run the update from the repository or puzzle-core folder, not " + here);
    }

    /** The first line that differs, both ways, for the failure message. */
    static String firstDifference(String before, String now) {
        String[] a = before.split("\n", -1);
        String[] b = now.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(end of file)";
            String y = i < b.length ? b[i] : "(end of file)";
            if (!x.equals(y)) {
                return "first difference, line " + (i + 1) + ":\n  golden: " + x + "\n  now:    " + y;
            }
        }
        return "(no line differs)";
    }
}
