package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CategoriesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path tmp;

    private record Run(int status, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("categories"));
        all.addAll(List.of(args));
        int status = Main.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path smallDb() throws IOException {
        return smallDb(tmp);
    }

    /** Two classes, two categories, four items; "Rose" and "rose" are the one duplicate. */
    static Path smallDb(Path tmp) throws IOException {
        Path db = tmp.resolve("db");
        Files.createDirectories(db);
        Files.writeString(db.resolve("classes.csv"), "class,weight\nnature,1\nconcepts,1\n");
        Files.writeString(db.resolve("categories.csv"), "class,category,kind,weight\nnature,flowers,categorical,1\n"
                + "concepts,colours,categorical,1\n");
        Files.writeString(db.resolve("items.csv"), "class,category,item\nnature,flowers,Rose\nnature,flowers,Primrose\n"
                + "concepts,colours,rose\nconcepts,colours,Red\n");
        return db;
    }

    @Test
    void statsOfTheBuiltInDatabaseAsJson() throws IOException {
        Run r = run("stats", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = r.json();
        Statistics s = Statistics.of(CategoryDatabase.bundled());
        assertEquals(s.classes(), j.get("classes").asInt());
        assertEquals(s.categories(), j.get("categories").asInt());
        assertEquals(s.items(), j.get("items").asInt());
        assertEquals(s.perCategory().size(), j.get("byCategory").size());
        assertTrue(j.get("byKind").get("ordinal").get("categories").asInt() >= 10);
    }

    @Test
    void statsAsText() {
        Run r = run("stats");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("nature/flowers") && r.out().contains("categorical"), r.out());
    }

    @Test
    void dupesAndFindOnADatabaseFolder() throws IOException {
        Path db = smallDb();
        Run d = run("dupes", "--db", db.toString(), "--json");
        assertEquals(0, d.status(), d.err());
        assertEquals("{\"duplicates\":[{\"item\":\"Rose\",\"places\":[\"nature/flowers\",\"concepts/colours\"]}]}",
                d.out().strip());
        Run f = run("find", "ROSE", "--db", db.toString(), "--json");
        JsonNode j = f.json();
        assertEquals("ROSE", j.get("word").asText());
        assertEquals("[\"nature/flowers\",\"concepts/colours\"]", j.get("places").toString());
        Run text = run("find", "prim", "--db", db.toString());
        assertTrue(text.out().contains("part of") && text.out().contains("nature/flowers (Primrose)"), text.out());
    }

    @Test
    void findRoseInTheBuiltInDatabase() throws IOException {
        JsonNode j = run("find", "rose", "--json").json();
        assertEquals("nature/flowers", j.get("places").get(0).asText());
        assertEquals("nature/flowers", j.get("exact").get(0).asText());
    }

    @Test
    void aBadDbPathIsExitTwoNamingThePath() {
        Run r = run("stats", "--db", tmp.resolve("nowhere").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("nowhere") && r.err().contains("no such folder"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void badRowsAreReportedWithFileAndLineAndTheAnswerStillComes() throws IOException {
        Path db = smallDb();
        Files.writeString(db.resolve("items.csv"), "ghost,cat,x\n", java.nio.file.StandardOpenOption.APPEND);
        Run r = run("dupes", "--db", db.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains(db.resolve("items.csv") + ":6:") && r.err().contains("ghost/cat"), r.err());
        assertTrue(r.out().contains("Rose: nature/flowers, concepts/colours"), r.out());
    }

    @Test
    void importOfALegacyFolderThenUseIt() throws IOException {
        Path legacy = tmp.resolve("legacy");
        Files.createDirectories(legacy.resolve("names"));
        Files.createDirectories(legacy.resolve("ordinal"));
        Files.writeString(legacy.resolve("names/imiona.txt"), "# 4\nAnna\nOla\nAnna\n");
        Files.writeString(legacy.resolve("ordinal/dni.txt"), "# 10\npn\nwt\nśr\n");
        Path out = tmp.resolve("new");
        Run r = run("import", legacy.toString(), "--db", out.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("imiona.txt:4:"), r.err());
        assertTrue(r.out().contains("2 categories"), r.out());
        JsonNode j = run("find", "wt", "--db", out.toString(), "--json").json();
        assertEquals("[\"ordinal/dni\"]", j.get("places").toString());
        Run again = run("import", legacy.toString(), "--db", out.toString());
        assertEquals(2, again.status());
        assertTrue(again.err().contains("already holds a database"), again.err());
    }

    @Test
    void exportWritesALoadableCopyOfTheBuiltInDatabase() throws IOException {
        Path out = tmp.resolve("copy");
        Run r = run("export", out.toString(), "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(CategoryDatabase.bundled(), CategoryDatabase.load(out).db());
        assertEquals(CategoryDatabase.bundled().itemCount(), r.json().get("items").asInt());
    }

    @Test
    void drawShowsWhatAGeneratorWouldGetAndRepeatsForASeed() throws IOException {
        Run r = run("draw", "--categories", "5", "--items", "6", "--ordered", "2", "--seed", "11", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode cs = r.json().get("categories");
        assertEquals(5, cs.size());
        int ordered = 0;
        for (JsonNode c : cs) {
            assertEquals(6, c.get("items").size());
            ordered += c.get("kind").asText().equals("categorical") ? 0 : 1;
        }
        assertTrue(ordered >= 1 && ordered <= 4, r.out());
        assertEquals(r.out(), run("draw", "--categories", "5", "--items", "6", "--ordered", "2", "--seed", "11",
                "--json").out());
        Run tooBig = run("draw", "--items", "40");
        assertEquals(2, tooBig.status());
        assertTrue(tooBig.err().contains("40 items"), tooBig.err());
    }

    @Test
    void usageMistakesAreExitTwo() {
        assertEquals(2, run().status());
        assertEquals(2, run("find").status());
        assertEquals(2, run("import", "x").status());
        assertEquals(2, run("stats", "--items", "1").status());
        assertEquals(2, run("stats", "--bogus").status());
        assertEquals(0, run("--help").status());
    }
}
