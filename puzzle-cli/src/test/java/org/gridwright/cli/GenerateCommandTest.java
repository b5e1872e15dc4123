package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void generatesAUniquePuzzleFileReproducibly(@TempDir Path dir) throws IOException, PuzzleFormatException {
        Path a = dir.resolve("a.lgp");
        Path b = dir.resolve("b.lgp");
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "4", "--seed", "42", "--out", a.toString()));
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "4", "--seed", "42", "--out", b.toString()));
        assertEquals(Files.readString(a), Files.readString(b));
        Puzzle p = PuzzleReader.read(a);
        assertEquals(3, p.categoryCount());
        assertEquals(4, p.size());
        assertEquals(Status.UNIQUE, CompleteSolver.solve(p).status());
        assertEquals(42L, p.generator().orElseThrow().seed());
        // the message says what came out: size, clue count and the level `solve` gives
        String level = new org.gridwright.core.deduce.DeductionEngine().solve(p).difficulty().level().code();
        assertTrue(err().contains("wrote " + b + " (3\u00d74, " + p.clues().size() + " clues, " + level + ")"),
                err());
    }

    @Test
    void withoutOutTheFileGoesToStdout() throws PuzzleFormatException {
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "3", "--seed", "7"));
        Puzzle p = PuzzleReader.parse(out.toString(StandardCharsets.UTF_8), "stdout");
        assertEquals(Status.UNIQUE, CompleteSolver.solve(p).status());
    }

    @Test
    void aBatchDoesNotDependOnThreadTiming(@TempDir Path dir) throws IOException {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        assertEquals(Main.OK, run("generate", "--items", "4", "--categories", "3", "--seed", "9", "--count", "6",
                "--out-dir", one.toString()));
        assertEquals(Main.OK, run("generate", "--items", "4", "--categories", "3", "--seed", "9", "--count", "6",
                "--out-dir", two.toString()));
        List<String> names;
        try (Stream<Path> s = Files.list(one)) {
            names = s.map(f -> f.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("puzzle-001.lgp", "puzzle-002.lgp", "puzzle-003.lgp", "puzzle-004.lgp", "puzzle-005.lgp",
                "puzzle-006.lgp"), names);
        for (String n : names) {
            assertEquals(Files.readString(one.resolve(n)), Files.readString(two.resolve(n)), n);
        }
    }

    @Test
    void settingsOutOfRangeAreBadUsageSaidUpFrontNamingTheSetting() {
        // refused before the database is read or a seed is drawn (issue 20): exit 2 like any bad usage
        assertEquals(Main.USAGE, run("generate", "--categories", "1", "--items", "70", "--seed", "1"));
        assertTrue(err().contains("categories: a puzzle needs at least 2 categories"), err());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(Main.USAGE, run("generate", "--items", "many"));
        assertTrue(err().contains("--items wants a whole number from 0 to 100000, not 'many'"), err());
        assertEquals(Main.USAGE, run("generate", "--difficulty", "impossible"));
        assertTrue(err().contains("is not a level"), err());
        assertEquals(Main.USAGE, run("generate", "--count", "3"));
        assertEquals(Main.USAGE, run("generate", "--frobnicate"));
    }

    @Test
    void aWrongPlaceToWriteIsSaidBeforeAnyWorkAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "keep me");
        String nl = System.lineSeparator();

        assertEquals(Main.USAGE, run("generate", "--seed", "1", "--out", dir.toString()));
        assertEquals("gridwright generate: --out " + dir + ": that is a folder; give the file to write in it"
                + " (for example " + dir.resolve("puzzle.lgp") + ")" + nl, err());
        assertEquals(Main.USAGE, run("generate", "--seed", "1", "--out", dir.resolve("a.lgp").toString(),
                "--pdf", dir.toString()));
        assertTrue(err().startsWith("gridwright generate: --pdf " + dir + ": that is a folder"), err());
        assertEquals(Main.USAGE, run("generate", "--seed", "1", "--out", dir.resolve("no/a.lgp").toString()));
        assertEquals("gridwright generate: --out " + dir.resolve("no/a.lgp") + ": the folder " + dir.resolve("no")
                + " does not exist" + nl, err());
        assertEquals(Main.USAGE, run("generate", "--seed", "1", "--count", "2", "--out-dir", file.toString()));
        assertEquals("gridwright generate: --out-dir " + file + ": that is a file, not a folder" + nl, err());

        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(file), left.toList(), "nothing but the file that was there");
        }
        assertEquals("keep me", Files.readString(file));
    }
}
