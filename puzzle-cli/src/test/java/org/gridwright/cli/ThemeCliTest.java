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
import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.ClueText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate --theme}, {@code categories themes} and {@code text}, used as an author would. */
class ThemeCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
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
    void generateSetsThePuzzleInTheNamedTheme(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.lgp");
        assertEquals(Main.OK, run("generate", "--theme", "dog_show", "--categories", "3", "--items", "4", "--seed", "3",
                "--out", f.toString()), err());
        Puzzle p = PuzzleReader.read(f);
        assertEquals("Dog", p.cast());
        assertTrue(List.of("Best in Show", "The Dog Show").contains(p.title()), p.title());
        assertTrue(p.intro().startsWith("Four dogs competed"), p.intro());
    }

    @Test
    void anUnknownThemeExitsTwoNamingCloseOnes() {
        assertEquals(Main.USAGE, run("generate", "--theme", "dogshow", "--seed", "1"));
        assertTrue(err().contains("no such theme") && err().contains("dog_show"), err());
        assertEquals(Main.USAGE, run("generate", "--theme", "neighbours", "--categories", "3", "--seed", "1"));
        assertTrue(err().contains("5-10 categories"), err());
    }

    @Test
    void categoriesThemesListsEveryTheme() throws IOException {
        assertEquals(Main.OK, run("categories", "themes"));
        int themes = CategoryDatabase.bundled().themes().size();
        assertTrue(out().contains(themes + " themes") && out().contains("pie_contest"), out());
        assertEquals(Main.OK, run("categories", "themes", "--json"));
        JsonNode root = JSON.readTree(out());
        assertEquals(themes, root.get("themes").size());
        JsonNode first = root.get("themes").get(0);
        assertTrue(first.get("parts").get(0).get("phrases").get("is").asText().contains("@"), first.toString());
    }

    @Test
    void textPrintsTitleIntroductionAndNumberedClues(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.lgp");
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "4", "--seed", "9", "--out", f.toString()));
        Puzzle p = PuzzleReader.read(f);
        assertEquals(Main.OK, run("text", f.toString()));
        String text = out();
        assertTrue(text.startsWith(p.title() + "\n\n" + p.intro() + "\n\n1. "), text);
        assertTrue(text.contains(p.clues().size() + ". " + ClueText.render(p, p.clues().get(p.clues().size() - 1))),
                text);
        assertEquals(Main.OK, run("text", "--json", f.toString(), f.toString()));
        String[] lines = out().split("\n");
        assertEquals(2, lines.length);
        JsonNode o = JSON.readTree(lines[0]);
        assertEquals(f.toString(), o.get("file").asText());
        assertEquals(p.title(), o.get("title").asText());
        assertEquals(p.intro(), o.get("intro").asText());
        assertEquals(p.clues().size(), o.get("clues").size());
        assertEquals(1, o.get("clues").get(0).get("index").asInt());
        assertEquals(p.clues().get(0).type(), o.get("clues").get(0).get("type").asText());
        assertEquals(ClueText.render(p, p.clues().get(0)), o.get("clues").get(0).get("text").asText());
    }

    @Test
    void textReportsAnUnreadableFileAndPrintsTheRest(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.lgp");
        Path bad = dir.resolve("bad.lgp");
        Files.writeString(bad, "{ not json");
        assertEquals(Main.OK, run("generate", "--categories", "3", "--items", "3", "--seed", "2", "--out", good.toString()));
        assertEquals(Main.USAGE, run("text", bad.toString(), good.toString()));
        assertTrue(err().contains("bad.lgp"), err());
        assertFalse(err().contains("Exception"), err());
        assertTrue(out().contains("1. "), out());
        assertEquals(Main.USAGE, run("text"));
        assertEquals(Main.USAGE, run("text", "--colour", good.toString()));
    }
}
