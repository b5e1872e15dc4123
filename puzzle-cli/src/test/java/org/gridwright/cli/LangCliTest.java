package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --lang}: Polish puzzles from the bundled Polish database, and a file's own language driving its words. */
class LangCliTest {
    private CliWordsTest.Run last;

    /** Runs the CLI as a user would (through {@link CliWordsTest#run}), keeping what it printed. */
    private int run(String... args) {
        last = CliWordsTest.run(args);
        return last.status();
    }

    private String out() {
        return last.out();
    }

    private String err() {
        return last.err();
    }

    @Test
    void aPolishPuzzleRecordsItsLanguageAndSpeaksPolishEverywhere(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.lgp");
        assertEquals(Main.OK, run("generate", "--lang", "pl", "--seed", "5", "--out", f.toString()),
                err());
        assertTrue(Files.readString(f).contains("\"lang\": \"pl\"") || Files.readString(f).contains("\"lang\":\"pl\""),
                Files.readString(f));
        Puzzle p = PuzzleReader.read(f);
        assertEquals("pl", p.lang());
        assertTrue(p.intro().startsWith("Pięć") || p.intro().startsWith("Pięcioro") || p.intro().startsWith("Pięciu")
                || p.intro().contains("pięć") || p.intro().contains("pięcioro"), p.intro());
        assertEquals(Main.OK, run("text", f.toString()));
        assertTrue(out().contains(p.title()) && out().contains("Ustal"), out());
        assertEquals(Main.OK, run("solve", f.toString()));
        assertTrue(out().contains("rozwiązana") && out().contains("Wskazówka"), out());
        // the level in Polish too, not the English code ("trudność hard")
        String header = out().lines().findFirst().orElseThrow();
        assertTrue(header.matches(".*: rozwiązana; poziom: (łatwy|średni|trudny|bardzo trudny) \\(wynik \\d+\\).*"),
                header);
        assertEquals(Main.OK, run("solve", "--key", f.toString()));
        assertTrue(out().lines().findFirst().orElseThrow().contains("; poziom: "), out());
        // --lang en overrides the file's own language: the English templates (its items stay as the data gives them)
        assertEquals(Main.OK, run("solve", "--lang", "en", f.toString()));
        assertTrue(out().contains(": solved;") && out().contains("Clue "), out());
        Path pdf = dir.resolve("p.pdf");
        assertEquals(Main.OK, run("print", f.toString(), "--out", pdf.toString()));
        assertTrue(Files.size(pdf) > 1000);
    }

    @Test
    void everyLevelHasItsNameInEachLanguage() {
        var en = org.gridwright.core.text.Templates.of("org.gridwright.cli.Solve", java.util.Locale.ENGLISH);
        var pl = org.gridwright.core.text.Templates.of("org.gridwright.cli.Solve", java.util.Locale.forLanguageTag("pl"));
        for (org.gridwright.core.deduce.Level l : org.gridwright.core.deduce.Level.values()) {
            assertEquals(l.code(), en.fill("level." + l.code()));
            assertFalse(pl.fill("level." + l.code()).equals(l.code()), "no Polish name for " + l.code());
        }
    }

    @Test
    void englishOutputDoesNotDependOnTheMachinesLocale(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("en.lgp");
        assertEquals(Main.OK, run("generate", "--seed", "9", "--out", f.toString()));
        assertFalse(Files.readString(f).contains("\"lang\""));
        assertEquals(Main.OK, run("text", f.toString()));
        String english = out();
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("pl-PL"));
            assertEquals(Main.OK, run("text", f.toString()));
            assertEquals(english, out());
            assertEquals(Main.OK, run("solve", f.toString()));
            assertTrue(out().contains(": solved;"), out());
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void badLanguagesAreRefusedInWords() {
        assertEquals(Main.USAGE, run("generate", "--lang", "xx", "--seed", "1"));
        assertTrue(err().contains("'xx'"), err());
        assertEquals(Main.USAGE, run("text", "--lang", "p l", "x.lgp"));
        assertTrue(err().contains("--lang wants a language tag"),
                err());
    }

    @Test
    void aPolishFileWithoutFormsIsNamedNotCrashed(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("en.lgp");
        assertEquals(Main.OK, run("generate", "--seed", "9", "--out", f.toString()));
        // an English puzzle said to be Polish: its phrases have no {item:…}, so it reads with Polish templates
        assertEquals(Main.OK, run("text", "--lang", "pl", f.toString()));
        assertFalse(out().isBlank());
    }
}
