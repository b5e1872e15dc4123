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
        assertTrue(out().contains("Clue 1 says “The Englishman lives in the red house”."), out());
        int steps = Integer.parseInt(lines[0].replaceAll(".*, (\\d+) steps$", "$1"));
        assertEquals(steps + 1, lines.length);
    }

    @Test
    void keyStepsAreFewNumberedParagraphsThatSayWhatFollows() {
        assertEquals(0, run("solve", "--key", ZEBRA.toString()), err());
        String[] lines = out().split("\\R");
        assertTrue(lines[0].matches(".*: solved; difficulty \\w+ \\(score \\d+\\), \\d+ key steps \\(\\d+ steps in all\\)"),
                lines[0]);
        int keys = Integer.parseInt(lines[0].replaceAll(".*, (\\d+) key steps.*", "$1"));
        int all = Integer.parseInt(lines[0].replaceAll(".*\\((\\d+) steps in all\\)", "$1"));
        assertEquals(keys + 1, lines.length);
        assertTrue(keys * 5 < all, lines[0]);
        assertTrue(lines[1].matches("\\s+1\\. Clue 1 says “The Englishman lives in the red house”\\. .*"), lines[1]);
        assertTrue(out().contains(" With that, "), out());
        assertTrue(out().contains("more pairings."), out());
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
        // the difficulty explains itself: techniques used and how often, the hardest step (fields added, none renamed)
        JsonNode d = o.get("difficulty");
        int total = 0;
        for (var e : (Iterable<Map.Entry<String, JsonNode>>) d.get("techniques")::fields) {
            assertTrue(e.getValue().asInt() > 0, e.getKey());
            total += e.getValue().asInt();
        }
        assertEquals(o.get("steps").size(), total);
        int hardest = d.get("hardestStep").asInt();
        assertEquals(d.get("hardestTechnique").asText(), o.get("steps").get(hardest - 1).get("technique").asText());
        assertTrue(d.get("hardestKeyStep").asInt() >= 1 && d.get("hardestKeyStep").asInt() <= o.get("keySteps").asInt());
        assertTrue(o.get("keySteps").asInt() * 5 < o.get("steps").size());
    }

    @Test
    void aHintIsToldALevelAtATimeAndAWrongMarkComesFirst(@TempDir Path dir) throws IOException {
        assertEquals(0, run("solve", "--hint", ZEBRA.toString()), err());
        assertEquals("Hint 1: Try this: Match clue, with clue 1 (\"The Englishman lives in the red house.\").\n"
                + "(--level 2 tells more)\n", out().replace("\r", ""));
        out.reset();
        assertEquals(0, run("solve", "--hint", ZEBRA.toString(), "--marks", "Englishman = red", "--level", "3"), err());
        String[] lines = out().split("\\R");
        assertEquals(3, lines.length, out());
        assertTrue(lines[1].startsWith("Hint 2: ") && lines[1].contains("Look at the pairing of Spaniard and dog."),
                lines[1]);
        assertTrue(lines[2].endsWith("Clue 2 says “The Spaniard owns the dog”."), lines[2]);
        out.reset();
        Path marks = dir.resolve("marks.txt");
        Files.writeString(marks, "# my grid\nEnglishman = red\nEnglishman = House 1\n");
        assertEquals(0, run("solve", "--hint", ZEBRA.toString(), "--marks", "@" + marks, "--level", "2"), err());
        assertTrue(out().startsWith("Hint 1: One mark on the grid is wrong: look in the box of Nationality and House."),
                out());
        assertTrue(out().contains("It is the mark between Englishman and House 1."), out());
        out.reset();
        assertEquals(2, run("solve", "--hint", ZEBRA.toString(), "--marks", "Englishman = nobody"));
        assertEquals("gridwright solve: mark 1 'Englishman = nobody': no item 'nobody' in the puzzle\n",
                err().replace("\r", ""));
    }

    @Test
    void hintOptionsAreChecked() {
        assertEquals(2, run("solve", "--hint"));
        assertTrue(err().contains("--hint needs a value"), err());
        assertEquals(2, run("solve", "--hint", ZEBRA.toString(), "--level", "4"));
        assertTrue(err().contains("--level wants 1 to 3, not '4'"), err());
        assertEquals(2, run("solve", "--marks", "a = b", ZEBRA.toString()));
        assertTrue(err().contains("--marks goes with --hint FILE"), err());
        assertEquals(2, run("solve", "--hint", ZEBRA.toString(), "--key"));
        assertTrue(err().contains("--hint takes one puzzle file"), err());
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
        assertTrue(out().contains("1. Clue 1 says “Al is not the one with cat”."), out());
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
