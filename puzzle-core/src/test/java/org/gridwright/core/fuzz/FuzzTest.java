package org.gridwright.core.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterProperty;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DrawException;
import org.gridwright.core.db.DrawRequest;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/**
 * A seeded mutation fuzzer in the build (issue 20): bytes of the puzzle files in the repository (and of the
 * published corpus beside it, when there) and of the bundled category database are flipped, dropped, repeated,
 * spliced with tokens the formats care about, cut short; the reader and the database loader must answer every
 * mutant with a result or a clean format error naming the file, never another exception. A database that loads is
 * then drawn from and generated from, and what the generator makes must read back (it never writes a file its
 * reader refuses). Fixed jqwik seeds make a failure repeatable; the tries keep the whole under ~20 s.
 */
class FuzzTest {
    private static final String[] PUZZLE_TOKENS = {"\"", "\\", "\\u0000", "\\uD800", "{", "}", "[", "]", ",", ":",
        "null", "true", "1e999", "-0", "99999999999999999999999999999999999999999999", "\"x-\"", "\"categories\"",
        "\"clues\"", "\"numerical\"", "\"values\"", "\"by\"", "\"any\"", "\"if\"", "\"offset\"", "\u001b[2J", "\u00e9",
        "\ufeff", "\u202e"};
    private static final String[] CSV_TOKENS = {"\"", "\"\"", ",", "\n", "\r\n", "\r", "1e-41", "1" + "0".repeat(200),
        "9".repeat(400), "-1", "0", "NaN", "numerical", "ordinal", "geometric", "arithmetic", "@", "@ km", "/",
        "\u00e9", "\ufeff", "\u0000", "#", "step", "base", "factor", "label", "<5", ">=2",
        "0.0000000000000000000000000000000000000000001", "1.0000000000000000000001"};
    private static final List<String> DB_FILES = List.of("classes.csv", "categories.csv", "items.csv",
            "schemes.csv", "labels.csv");

    private final List<byte[]> puzzles = seeds();
    private final Map<String, byte[]> database = bundledDatabase();
    private Path work;

    private static List<byte[]> seeds() {
        List<byte[]> out = new ArrayList<>();
        for (String name : List.of("medium-4x5.lgp", "hard-5x6.lgp")) {
            out.add(resource(name));
        }
        Path corpus = Path.of(System.getProperty("gridwright.corpus", "../shared/corpus/real"));
        if (Files.isDirectory(corpus)) {
            try (Stream<Path> s = Files.list(corpus)) {
                for (Path p : s.filter(p -> p.toString().endsWith(".lgp")).sorted().toList()) {
                    out.add(Files.readAllBytes(p));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    private static byte[] resource(String name) {
        try (InputStream in = FuzzTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, byte[]> bundledDatabase() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (String f : DB_FILES) {
            try (InputStream in = CategoryDatabase.class.getResourceAsStream("default/" + f)) {
                assertNotNull(in, f);
                out.put(f, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    private Path work() throws IOException {
        if (work == null) {
            work = Files.createTempDirectory("gridwright-fuzz");
        }
        return work;
    }

    @AfterProperty
    void removeWork() throws IOException {
        if (work != null) {
            try (Stream<Path> s = Files.walk(work)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
            work = null;
        }
    }

    /** A mutant of {@code bytes}: one to four edits drawn from {@code r}. */
    static byte[] mutate(byte[] bytes, String[] tokens, SplittableRandom r) {
        List<Byte> b = new ArrayList<>(bytes.length + 64);
        for (byte x : bytes) {
            b.add(x);
        }
        int edits = 1 + r.nextInt(4);
        for (int e = 0; e < edits && !b.isEmpty(); e++) {
            int at = r.nextInt(b.size());
            int len = Math.min(b.size() - at, 1 + r.nextInt(16));
            switch (r.nextInt(7)) {
                case 0 -> b.set(at, (byte) (b.get(at) ^ (1 << r.nextInt(8))));
                case 1 -> b.subList(at, at + len).clear();
                case 2 -> b.subList(at, b.size()).clear();
                case 3 -> b.addAll(at, new ArrayList<>(b.subList(at, at + len)));
                case 4 -> b.set(at, (byte) r.nextInt(256));
                default -> {
                    List<Byte> t = new ArrayList<>();
                    for (byte x : tokens[r.nextInt(tokens.length)].getBytes(StandardCharsets.UTF_8)) {
                        t.add(x);
                    }
                    if (r.nextBoolean()) {
                        b.subList(at, at + len).clear();
                    }
                    b.addAll(at, t);
                }
            }
        }
        byte[] out = new byte[b.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.get(i);
        }
        return out;
    }

    @Property(tries = 400, seed = "20")
    void aMutatedPuzzleFileReadsOrGetsAFormatErrorNamingIt(@ForAll long seed) throws IOException {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] mutant = mutate(puzzles.get(r.nextInt(puzzles.size())), PUZZLE_TOKENS, r);
        Path f = work().resolve("mutant.lgp");
        Files.write(f, mutant);
        try {
            Puzzle p = PuzzleReader.read(f);
            // what was read writes, and reads back the same
            String json = PuzzleWriter.toJson(p);
            assertEquals(json, PuzzleWriter.toJson(PuzzleReader.parse(json, "again.lgp")));
        } catch (PuzzleFormatException e) {
            assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Property(tries = 120, seed = "20")
    void aMutatedDatabaseLoadsWithItsProblemsNamedOrIsRefusedNamingTheFile(@ForAll long seed) throws IOException {
        SplittableRandom r = new SplittableRandom(seed);
        Path db = work().resolve("db" + Long.toHexString(seed));
        Files.createDirectories(db);
        String target = DB_FILES.get(r.nextInt(DB_FILES.size()));
        for (Map.Entry<String, byte[]> e : database.entrySet()) {
            byte[] content = e.getKey().equals(target) ? mutate(e.getValue(), CSV_TOKENS, r) : e.getValue();
            Files.write(db.resolve(e.getKey()), content);
        }
        LoadResult loaded;
        try {
            loaded = CategoryDatabase.load(db);
        } catch (IOException e) {
            assertTrue(e.getMessage() != null && e.getMessage().contains(db.toString()), String.valueOf(e));
            return;
        }
        loaded.problems().forEach(p -> {
            assertTrue(DB_FILES.contains(p.file()), p.toString());
            assertTrue(p.line() >= 0, p.toString());
        });
        CategoryDatabase d = loaded.db();
        try {
            assertEquals(3, d.draw(new SplittableRandom(seed), DrawRequest.of(3, 4)).size());
        } catch (DrawException e) {
            assertNotNull(e.getMessage());
        }
        try {
            Puzzle p = Generator.generate(GeneratorSettings.of(3, 4, seed).withAttempts(2), d, "fuzz", Monitor.NONE);
            String json = PuzzleWriter.toJson(p);
            try {
                PuzzleReader.parse(json, "generated.lgp");
            } catch (PuzzleFormatException e) {
                throw new AssertionError("the generator wrote a file its reader refuses: " + e.getMessage(), e);
            }
        } catch (GenerationException e) {
            assertNotNull(e.getMessage());
        }
    }
}
