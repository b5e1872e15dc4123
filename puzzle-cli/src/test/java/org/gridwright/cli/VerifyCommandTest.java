package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class VerifyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A small puzzle (3 x 4) to vary. */
    private static final Path KITES = TestCorpus.fixture(TestCorpus.KITES);

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyFixtureIsUniqueAndItsAnswerAgrees() throws Exception {
        uniqueAndAgrees(TestCorpus.fixtureFiles());
    }

    @Test
    void everyRealPuzzleIsUniqueAndItsPublishedAnswerAgrees() throws Exception {
        uniqueAndAgrees(TestCorpus.realFiles());
    }

    private static void uniqueAndAgrees(List<Path> files) throws Exception {
        List<String> args = new ArrayList<>(List.of("verify", "--json"));
        files.forEach(f -> args.add(f.toString()));
        Run r = run(args.toArray(String[]::new));
        assertEquals("", r.err);
        assertEquals(0, r.status, r.out);
        String[] lines = r.out.split("\n");
        assertEquals(files.size(), lines.length);
        for (int i = 0; i < lines.length; i++) {
            JsonNode o = JSON.readTree(lines[i]);
            Path f = files.get(i);
            assertEquals(f.toString(), o.get("file").asText());
            assertEquals("unique", o.get("status").asText(), f.toString());
            assertTrue(o.get("matchesEmbedded").asBoolean(), f.toString());
            assertEquals(0, o.get("witnesses").size());
            Puzzle p = PuzzleReader.read(f);
            assertEquals(rowsOf(p, p.solution().orElseThrow()), o.get("solution"), f.toString());
        }
    }

    /** The embedded solution as the verify rows should show it, via the writer's row format. */
    private static JsonNode rowsOf(Puzzle p, Solution s) throws Exception {
        List<String> rows = new ArrayList<>();
        for (int e = 0; e < s.size(); e++) {
            rows.add(PuzzleWriter.row(p, s, e));
        }
        return JSON.readTree("[" + String.join(",", rows) + "]");
    }

    @Test
    void aUniquePuzzleShowsItsSolutionAsATable() throws Exception {
        Path f = KITES;
        Run r = run("verify", f.toString());
        assertEquals(0, r.status);
        assertEquals(f + ": unique\n"
                + "  Flyers   Kites     Heights\n"
                + "  -------  --------  --------\n"
                + "  Amelia   sled      80 feet\n"
                + "  Bruno    diamond   40 feet\n"
                + "  Celeste  delta     100 feet\n"
                + "  Dorian   box kite  60 feet\n"
                + "  The embedded solution agrees.\n", r.out);
    }

    @Test
    void numericalItemsAreJsonNumbersAndLabelledInTables(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bakery.lgp");
        Files.writeString(f, """
                {"format": "gridwright/1", "categories": [
                  {"name": "Name", "kind": "categorical", "items": ["Alice", "Bob"]},
                  {"name": "Price", "kind": "numerical", "values": [2.5, 4], "label": "@ EUR"}],
                 "clues": [{"type": "match", "a": ["Name", "Alice"], "b": ["Price", 4]}]}
                """);
        Run json = run("verify", "--json", f.toString());
        assertEquals(0, json.status, json.err);
        JsonNode o = JSON.readTree(json.out);
        assertTrue(o.get("solution").get(0).get("Price").isNumber());
        assertEquals("[{\"Name\":\"Alice\",\"Price\":4},{\"Name\":\"Bob\",\"Price\":2.5}]", o.get("solution").toString());
        assertTrue(o.get("matchesEmbedded").isNull());
        Run text = run("verify", f.toString());
        assertTrue(text.out.contains("  Alice  4 EUR\n  Bob    2.5 EUR\n"), text.out);
    }

    private static Path variant(Path dir, String name, java.util.function.UnaryOperator<Puzzle> change)
            throws Exception {
        Puzzle p = change.apply(PuzzleReader.read(KITES));
        Path f = dir.resolve(name);
        PuzzleWriter.write(p, f);
        return f;
    }

    @Test
    void aPuzzleWithTooFewCluesShowsTwoWitnessesMarkingTheirDifferences(@TempDir Path dir) throws Exception {
        Path f = variant(dir, "multiple.lgp", p -> p.withClues(p.clues().subList(0, 2)));
        Run r = run("verify", "--json", f.toString());
        assertEquals(1, r.status);
        JsonNode o = JSON.readTree(r.out);
        assertEquals("multiple", o.get("status").asText());
        assertTrue(o.get("solution").isNull());
        assertEquals(2, o.get("witnesses").size());
        assertFalse(o.get("witnesses").get(0).equals(o.get("witnesses").get(1)));
        assertTrue(o.get("matchesEmbedded").asBoolean(), "the published answer still satisfies the clues left");
        Run t = run("verify", f.toString());
        assertEquals(1, t.status);
        assertTrue(t.out.startsWith(f + ": multiple solutions; two of them follow, cells marked * differ\n"
                + "  Solution 1:\n    Flyers   Kites"), t.out);
        assertTrue(t.out.contains(" *"), t.out);
        assertTrue(t.out.contains("  Solution 2:\n"), t.out);
    }

    @Test
    void aContradictoryPuzzleNamesTheClash(@TempDir Path dir) throws Exception {
        Path f = variant(dir, "contradictory.lgp", p -> {
            List<Clue> clues = new ArrayList<>(p.clues());
            clues.add(new Clue.Match(new Ref("Flyers", "Dorian"), new Ref("Heights", "100"), null));
            return p.withClues(clues);
        });
        Run r = run("verify", f.toString(), "--json");
        assertEquals(1, r.status);
        JsonNode o = JSON.readTree(r.out);
        assertEquals("contradictory", o.get("status").asText());
        assertFalse(o.get("matchesEmbedded").asBoolean());
        assertTrue(o.get("conflict").size() >= 2, r.out);
        List<Integer> conflict = new ArrayList<>();
        o.get("conflict").forEach(n -> conflict.add(n.asInt()));
        assertTrue(conflict.contains(4), "the added clue is part of the clash: " + conflict);
        Run t = run("verify", f.toString());
        assertTrue(t.out.startsWith(f + ": contradictory, no solution; these clues together cannot all hold:\n"),
                t.out);
        assertTrue(t.out.contains("    clue 5: Dorian is the one with 100 feet.\n"), t.out);
    }

    @Test
    void aWrongEmbeddedSolutionFailsAndSaysWhichCluesItBreaks(@TempDir Path dir) throws Exception {
        Path f = variant(dir, "wrong.lgp", p -> {
            int[][] rows = p.solution().orElseThrow().rows();
            int t = rows[0][2];
            rows[0][2] = rows[1][2];
            rows[1][2] = t;
            return p.withSolution(Solution.ofRows(rows));
        });
        Run r = run("verify", f.toString());
        assertEquals(1, r.status);
        assertTrue(r.out.startsWith(f + ": unique\n"), r.out);
        assertTrue(r.out.contains("  The embedded solution breaks:\n    clue 3: The sled flew 40 feet higher"), r.out);
        Run j = run("verify", "--json", f.toString());
        assertFalse(JSON.readTree(j.out).get("matchesEmbedded").asBoolean());
    }

    static List<String[]> malformed() {
        String ok = "{\"format\": \"gridwright/1\", \"categories\": [{\"name\": \"A\", \"kind\": \"categorical\", "
                + "\"items\": [\"x\", \"y\"]}, {\"name\": \"B\", \"kind\": \"ordinal\", \"items\": [\"1\", \"2\"]}], "
                + "\"clues\": [CLUE]}";
        String less = "{\"type\": \"less\", \"by\": \"B\", \"chain\": [[\"A\", \"x\"], [\"A\", \"y\"]]}";
        return List.of(
                new String[] {"not json", "line 1, column 4: not valid JSON"},
                new String[] {"", "the file is empty"},
                new String[] {ok.replace("CLUE", less).substring(0, 60), "the file ends before the JSON is complete"},
                new String[] {ok.replace("CLUE", "").replace("gridwright/1", "gridwright/9"),
                    "top level, field 'format': format version 'gridwright/9' is not supported"},
                new String[] {"{\"format\": \"gridwright/1\", \"clues\": []}", "missing \"categories\""},
                new String[] {ok.replace("CLUE", less.replace("[\"A\", \"y\"]", "[\"C\", \"y\"]")),
                    "clue 1 ('less'), field 'chain', element 2: there is no category 'C'"},
                new String[] {ok.replace("CLUE", less.replace("[\"A\", \"y\"]", "[\"A\", \"z\"]")),
                    "clue 1 ('less'), field 'chain', element 2: category 'A' has no item 'z'"},
                new String[] {ok.replace("CLUE", "").replace("[\"1\", \"2\"]", "[\"1\", \"2\", \"3\"]"),
                    "every category needs the same number of items"},
                new String[] {ok.replace("CLUE", "").replace("[\"x\", \"y\"]", "[\"x\", \"x\"]"),
                    "category 1 ('A'), field 'items': the item 'x' appears twice"},
                new String[] {ok.replace("CLUE", "").replace("\"name\": \"B\"", "\"name\": \"A\""),
                    "two categories are named 'A'"},
                new String[] {ok.replace("CLUE", less.replace("less", "lesser")), "clue 1, field 'type': unknown clue type 'lesser'"},
                new String[] {ok.replace("CLUE", "").replace("\"kind\": \"ordinal\", \"items\": [\"1\", \"2\"]",
                    "\"kind\": \"numerical\", \"values\": [2, 1]"), "the values must ascend: 1 comes after 2"},
                new String[] {ok.replace("CLUE", less.replace("\"B\"", "\"A\"")),
                    "clue 1 ('less'), field 'by': 'A' is categorical"},
                new String[] {ok.replace("CLUE", "{\"type\": \"distance\", \"by\": \"B\", \"a\": [\"A\", \"x\"], "
                    + "\"b\": [\"A\", \"y\"], \"amount\": \"one\"}"),
                    "clue 1 ('distance'), field 'amount': must be a number, found a string (\"one\")"},
                new String[] {ok.replace("CLUE", "{\"type\": \"offset\", \"by\": \"B\", \"a\": [\"A\", \"x\"], "
                    + "\"b\": [\"A\", \"y\"], \"op\": \"/\", \"amount\": 1}"),
                    "clue 1 ('offset'), field 'op': unknown operator '/'"},
                new String[] {ok.replace("CLUE", "{\"type\": \"match\", \"a\": \"x\", \"b\": [\"A\", \"y\"]}"),
                    "clue 1 ('match'), field 'a': must be a reference [\"Category\", item]"},
                new String[] {ok.replace("CLUE", "{\"type\": \"any\", \"options\": [[[\"A\", \"x\"], [\"B\", \"1\"]]]}"),
                    "clue 1 ('any'), field 'options': an 'any' clue needs at least two options, found 1"},
                new String[] {ok.replace("CLUE", "").replaceAll(", \\{\"name\": \"B\".*\\]\\}\\]", "]"),
                    "a puzzle needs at least two categories, found 1"},
                new String[] {"[".repeat(200_000) + "]".repeat(200_000), "nested more than 64 levels deep"},
                new String[] {ok.replace("CLUE", "").replace("\"clues\"", "\"clues\": [], \"extra\""),
                    "top level: unknown field 'extra'"},
                new String[] {ok.replace("CLUE", "").replace("\"clues\": []",
                    "\"clues\": [], \"solution\": [{\"A\": \"x\", \"B\": \"1\"}, {\"A\": \"y\", \"B\": \"1\"}]"),
                    "solution: the item '1' of 'B' is used in rows 1 and 2"},
                new String[] {ok.replace("CLUE", "").replace("\"clues\": []",
                    "\"clues\": [], \"solution\": [{\"A\": \"x\", \"B\": \"1\"}, {\"A\": \"w\", \"B\": \"2\"}]"),
                    "solution row 2, field 'A': category 'A' has no item 'w'"},
                new String[] {ok.replace("CLUE", "").replace("\"A\", \"kind\"", "\"A\", \"kind\": 3, \"x-kind\""),
                    "category 1 ('A'), field 'kind': must be a string, found a number (3)"});
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void aMalformedFileGetsOneClearMessageAndExitTwoAndIsLeftUntouched(String content, String place,
                                                                      @TempDir Path dir) throws Exception {
        Path bad = dir.resolve("broken.lgp");
        Files.writeString(bad, content, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(bad);
        Path good = KITES;
        Run r = run("verify", bad.toString(), good.toString());
        assertEquals(2, r.status, r.err);
        assertTrue(r.err.startsWith("gridwright verify: " + bad + ": "), r.err);
        assertTrue(r.err.contains(place), () -> "expected «" + place + "» in: " + r.err);
        assertEquals(1, r.err.lines().count(), r.err);
        assertFalse(r.err.contains("Exception") || r.err.contains("at org."), r.err);
        assertTrue(r.out.startsWith(good + ": unique\n"), "the other file is still checked: " + r.out);
        assertArrayEquals(before, Files.readAllBytes(bad));
    }

    @Test
    void binaryGarbageIsRefusedPolitely(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("garbage.lgp");
        byte[] bytes = new byte[4096];
        new java.util.Random(1).nextBytes(bytes);
        bytes[0] = (byte) 0xFF;
        Files.write(bad, bytes);
        Run r = run("verify", "--json", bad.toString());
        assertEquals(2, r.status);
        assertEquals("gridwright verify: " + bad + ": is not UTF-8 text (an invalid byte sequence at byte 1); is it a "
                + "puzzle file?\n", r.err);
        assertEquals("", r.out);
        assertArrayEquals(bytes, Files.readAllBytes(bad));
    }

    @Test
    void badUsageExitsTwo() {
        Run none = run("verify");
        assertEquals(2, none.status);
        assertTrue(none.err.contains("no puzzle file given"), none.err);
        Run unknown = run("verify", "--jsn", "x.lgp");
        assertEquals(2, unknown.status);
        assertTrue(unknown.err.contains("unknown option '--jsn'"), unknown.err);
        Run missing = run("verify", "does-not-exist.lgp");
        assertEquals(2, missing.status);
        assertEquals("gridwright verify: does-not-exist.lgp: there is no such file\n", missing.err);
        Run help = run("verify", "--help");
        assertEquals(0, help.status);
        assertTrue(help.out.startsWith("usage: gridwright verify FILE... [--json]\n"), help.out);
        assertTrue(run("--help").out.contains("verify"));
    }
}
