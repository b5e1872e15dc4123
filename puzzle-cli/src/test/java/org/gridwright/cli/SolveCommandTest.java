package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
    private static final Path ZEBRA = TestCorpus.fixture(TestCorpus.ZEBRA);

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsNumberedStepsInWordsWithTheDifficulty() {
        assertEquals(0, run("solve", ZEBRA.toString()), err());
        String[] lines = out().split("\\R");
        assertTrue(lines[0].startsWith(ZEBRA + ": solved; difficulty "), lines[0]);
        assertTrue(lines[0].matches(".*difficulty (easy|medium|hard|expert) \\(score \\d+\\), \\d+ steps"), lines[0]);
        assertTrue(lines[1].matches("\\s+1\\. .+\\."), lines[1]);
        assertTrue(out().contains("Clue 1 says Englishman goes with red."), out());
        int steps = Integer.parseInt(lines[0].replaceAll(".*, (\\d+) steps$", "$1"));
        assertEquals(steps + 1, lines.length);
    }

    @Test
    void jsonIsOneObjectPerFileInTheShapeOfTheDesign() throws IOException {
        Path other = TestCorpus.fixture(TestCorpus.KITES);
        assertEquals(0, run("solve", ZEBRA.toString(), other.toString(), "--json"), err());
        String[] lines = out().strip().split("\\R");
        assertEquals(2, lines.length);
        JsonNode o = new ObjectMapper().readTree(lines[0]);
        assertEquals(ZEBRA.toString(), o.get("file").asText());
        assertTrue(o.get("solved").asBoolean());
        assertTrue(List.of("easy", "medium", "hard", "expert").contains(o.get("difficulty").get("level").asText()));
        assertTrue(o.get("difficulty").get("score").asInt() > 0);
        JsonNode first = o.get("steps").get(0);
        assertEquals("clue-match", first.get("technique").asText());
        assertEquals(0, first.get("clues").get(0).asInt());
        assertEquals(0, first.get("depth").asInt());
        assertFalse(first.get("text").asText().isBlank());
        JsonNode mark = first.get("marks").get(0);
        assertEquals("yes", mark.get("value").asText());
        // the marks of all steps rebuild the whole solution: 25 ● for 6 categories of 5 items (15 boxes × 5)
        Map<String, String> yes = new HashMap<>();
        int cells = 0;
        for (JsonNode s : o.get("steps")) {
            for (JsonNode m : s.get("marks")) {
                cells++;
                if (m.get("value").asText().equals("yes")) {
                    yes.put(m.get("a").toString() + m.get("b"), "");
                }
                assertEquals(2, m.get("a").size());
            }
        }
        assertEquals(15 * 25, cells);
        assertEquals(15 * 5, yes.size());
        assertTrue(yes.containsKey("[\"Color\",\"yellow\"][\"Nationality\",\"Norwegian\"]"), yes.keySet().toString());
        assertEquals(other.toString(), new ObjectMapper().readTree(lines[1]).get("file").asText());
    }

    @Test
    void aPuzzleTheTechniquesCannotFinishExitsOne(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("open.lgp");
        Files.writeString(f, """
                {"format": "gridwright/1", "title": "Too few clues",
                 "categories": [{"name": "Name", "kind": "categorical", "items": ["Al", "Bo", "Cy"]},
                                {"name": "Pet", "kind": "categorical", "items": ["cat", "dog", "fox"]}],
                 "clues": [{"type": "not", "a": ["Name", "Al"], "b": [["Pet", "cat"]]}]}
                """);
        assertEquals(1, run("solve", f.toString()), err());
        assertTrue(out().contains("not solved: no technique finds anything more"), out());
        assertTrue(out().contains("1. Clue 1 says Al does not go with cat."), out());
        out.reset();
        assertEquals(1, run("solve", "--json", f.toString()));
        assertTrue(out().contains("\"solved\":false"), out());
        // stuck because the techniques found nothing more, not because the trials ran out of work
        assertTrue(out().contains("\"outcome\":\"stuck\",\"outOfBudget\":false"), out());
    }

    @Test
    void contradictoryCluesExitOne(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.lgp");
        Files.writeString(f, """
                {"format": "gridwright/1",
                 "categories": [{"name": "Name", "kind": "categorical", "items": ["Al", "Bo"]},
                                {"name": "Pet", "kind": "categorical", "items": ["cat", "dog"]}],
                 "clues": [{"type": "match", "a": ["Name", "Al"], "b": ["Pet", "cat"]},
                           {"type": "not", "a": ["Name", "Al"], "b": [["Pet", "cat"]]}]}
                """);
        assertEquals(1, run("solve", f.toString()));
        assertTrue(out().contains("the clues contradict each other"), out());
    }

    @Test
    void badInputExitsTwoNamingTheFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("broken.lgp");
        Files.writeString(f, "{\"format\": \"gridwright/1\", \"categories\": [");
        assertEquals(2, run("solve", f.toString(), ZEBRA.toString()));
        assertTrue(err().contains("broken.lgp"), err());
        assertTrue(out().contains(ZEBRA + ": solved"), "the readable file is still solved: " + out());
        assertFalse(err().contains("Exception"), err());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run("solve"));
        assertTrue(err().contains("no puzzle files"), err());
        assertEquals(2, run("solve", "--color", ZEBRA.toString()));
        assertTrue(err().contains("unknown option '--color'"), err());
    }
}
