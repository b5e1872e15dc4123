package org.gridwright.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleWriterTest {

    @Test
    void writesTheFormatExampleInCanonicalForm() throws Exception {
        Puzzle p = PuzzleReader.parse(PuzzleReaderTest.EXAMPLE, "bakery.lgp");
        assertEquals("""
                {
                  "format": "gridwright/1",
                  "title": "The Bakery",
                  "author": "A. Author",
                  "categories": [
                    {"name": "Name", "kind": "categorical", "items": ["Alice", "Bob", "Carol"]},
                    {"name": "Day", "kind": "ordinal", "items": ["Monday", "Tuesday", "Wednesday"]},
                    {"name": "Price", "kind": "numerical", "values": [2, 4, 6], "label": "@ EUR"}
                  ],
                  "clues": [
                    {"type": "not", "a": ["Name", "Alice"], "b": [["Day", "Monday"], ["Price", 6]]},
                    {"type": "less", "by": "Day", "chain": [["Name", "Bob"], ["Price", 2]]},
                    {"type": "offset", "by": "Price", "a": ["Name", "Carol"], "b": ["Day", "Monday"], "op": "+", "amount": 2, "text": "Carol's loaf costs two euros less than Monday's."}
                  ],
                  "solution": [
                    {"Name": "Alice", "Day": "Tuesday", "Price": 2},
                    {"Name": "Bob", "Day": "Monday", "Price": 4},
                    {"Name": "Carol", "Day": "Wednesday", "Price": 6}
                  ],
                  "generator": {"seed": 12345, "version": "0.1.0"}
                }
                """, PuzzleWriter.toJson(p));
    }

    @Test
    void extensionKeysOfSolutionRowsAndGeneratorAreWrittenBackWhereTheyWere() throws Exception {
        String file = """
                {
                  "format": "gridwright/1",
                  "categories": [
                    {"name": "Name", "kind": "categorical", "items": ["Alice", "Bob"]},
                    {"name": "Day", "kind": "ordinal", "items": ["Monday", "Tuesday"]}
                  ],
                  "clues": [
                    {"type": "match", "a": ["Name", "Alice"], "b": ["Day", "Tuesday"]}
                  ],
                  "solution": [
                    {"Name": "Alice", "Day": "Tuesday", "x-checked": true, "x-by": {"who":"ed","on":[2026,11,22]}},
                    {"Name": "Bob", "Day": "Monday"}
                  ],
                  "generator": {"seed": 7, "version": "0.1.0", "settings": {"level": "easy"}, "x-host": "ci", "x-ms": 1.5},
                  "x-editor": {"zoom":2}
                }
                """;
        Puzzle p = PuzzleReader.parse(file, "annotated.lgp");
        assertEquals(file, PuzzleWriter.toJson(p), "read then written is byte-identical");
        String loose = file.replace("\"Day\": \"Tuesday\", \"x-checked\"", "\"Day\"  :  \"Tuesday\",\n \"x-checked\"")
                .replace("[2026,11,22]", "[ 2026, 11,\n 22 ]").replace("\"x-ms\": 1.5", "\"x-ms\": 15e-1");
        assertEquals(file, PuzzleWriter.toJson(PuzzleReader.parse(loose, "loose.lgp")),
                "canonical whatever the spacing: one line per row, compact raw values");
    }

    @Test
    void numbersAreCanonicalWithoutExponent() throws Exception {
        Puzzle p = PuzzleReader.parse(PuzzleReaderTest.example("[2, 4, 6]", "[2.50, 1E+3, 1.5e4]")
                .replace("[\"Price\", 6]", "[\"Price\", 15000]").replace("[\"Price\", 2]", "[\"Price\", \"2.5\"]")
                .replace("\"Price\": 2}", "\"Price\": 2.5}").replace("\"Price\": 4}", "\"Price\": 1000}")
                .replace("\"Price\": 6}", "\"Price\": 15000}").replace("\"amount\": 2,", "\"amount\": 2.0E1,"),
                "n.lgp");
        String json = PuzzleWriter.toJson(p);
        assertTrue(json.contains("\"values\": [2.5, 1000, 15000]"), json);
        assertTrue(json.contains("[\"Price\", 15000]"), json);
        assertTrue(json.contains("\"amount\": 20,"), json);
        assertTrue(json.contains("{\"Name\": \"Alice\", \"Day\": \"Tuesday\", \"Price\": 2.5}"), json);
    }

    @Test
    void aPuzzleWithoutCluesWritesAnEmptyList() throws Exception {
        Puzzle p = PuzzleReader.parse(PuzzleReaderTest.EXAMPLE, "b.lgp").withClues(List.of());
        assertTrue(PuzzleWriter.toJson(p).contains("  \"clues\": [],\n"));
        assertEquals(p, PuzzleReader.parse(PuzzleWriter.toJson(p), "c.lgp"));
    }

    @Test
    void savingReplacesTheFileAtomicallyAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Puzzle p = PuzzleReader.parse(PuzzleReaderTest.EXAMPLE, "b.lgp");
        Path f = dir.resolve("bakery.lgp");
        Files.writeString(f, "old contents");
        PuzzleWriter.write(p, f);
        assertEquals(PuzzleWriter.toJson(p), Files.readString(f));
        assertEquals(p, PuzzleReader.read(f));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(f), files.toList());
        }
    }

    @Test
    void everyFixtureReadsWritesAndReadsBackUnchanged() throws Exception {
        readsWritesAndReadsBack(TestCorpus.fixtureFiles());
    }

    @Test
    void everyRealPuzzleReadsWritesAndReadsBackUnchanged() throws Exception {
        readsWritesAndReadsBack(TestCorpus.realFiles());
    }

    private static void readsWritesAndReadsBack(List<Path> files) throws Exception {
        for (Path f : files) {
            Puzzle p = PuzzleReader.read(f);
            String json = PuzzleWriter.toJson(p);
            Puzzle back = PuzzleReader.parse(json, f + " (rewritten)");
            assertEquals(p, back, f.toString());
            assertEquals(json, PuzzleWriter.toJson(back), f.toString());
            Solution s = p.solution().orElseThrow(() -> new AssertionError(f + " has its published answer"));
            for (int i = 0; i < p.clues().size(); i++) {
                Clue c = p.clues().get(i);
                assertTrue(c.holds(p, s), f + ": clue " + (i + 1) + " holds of the published answer: " + c);
            }
        }
    }
}
