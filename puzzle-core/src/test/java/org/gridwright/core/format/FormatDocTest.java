package org.gridwright.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridwright.core.Limits;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Grid;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;

/** docs/FORMAT.md, the authoritative description of the format, keeps up with what the reader accepts. */
class FormatDocTest {
    private static final Path DOC = TestCorpus.repositoryRoot().resolve("docs/FORMAT.md");

    @Test
    void everyClueTypeTheReaderKnowsHasItsRowInTheClueTable() throws Exception {
        String doc = Files.readString(DOC);
        String table = doc.substring(doc.indexOf("| type | fields | holds when |"));
        table = table.substring(0, table.indexOf("\n\n"));
        List<String> documented = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\| `([a-z]+)` \\|").matcher(table);
        while (m.find()) {
            documented.add(m.group(1));
        }
        assertEquals(GeneratorSettings.TYPES, documented, "the clue types of " + DOC + ", in the reader's order");
        for (String type : documented) {
            assertTrue(readsAClueOf(type), type);
        }
    }

    @Test
    void theLimitsTheReaderEnforcesAreTheOnesDocumented() throws Exception {
        String doc = Files.readString(DOC);
        assertEquals(16L * 1024 * 1024, PuzzleReader.MAX_FILE_BYTES);
        assertTrue(doc.contains("| file size | 16 MiB (`PuzzleReader.MAX_FILE_BYTES`)"), "file size");
        assertTrue(doc.contains("| JSON nesting | " + PuzzleReader.MAX_DEPTH + " levels"), "nesting");
        assertTrue(doc.contains(String.format("| one JSON string | %,d characters", PuzzleReader.MAX_STRING)),
                "string length");
        assertTrue(doc.contains("| items per category | 2 to " + Limits.MAX_ITEMS + " "), "items per category");
        assertEquals(Grid.MAX_ITEMS, Limits.MAX_ITEMS);
        assertTrue(doc.contains("| categories | 2 to " + Limits.MAX_CATEGORIES + " "), "categories");
        assertTrue(doc.contains(String.format("| clues | at most %,d ", Limits.MAX_CLUES)), "clues");
        assertTrue(doc.contains(Limits.MAX_LABEL + " characters (`Limits.MAX_LABEL`)"), "short texts");
        assertTrue(doc.contains(String.format("%,d characters (`Limits.MAX_TEXT`)", Limits.MAX_TEXT)), "long texts");
    }

    /** The reader takes a clue of that type with every optional field set (a minimal clue of each shape). */
    private static boolean readsAClueOf(String type) throws PuzzleFormatException {
        String a = "[\"A\", \"x\"]";
        String b = "[\"B\", \"2\"]";
        // exhaustive over the registry: a new clue type does not compile until it has its minimal clue here
        String clue = switch (org.gridwright.core.model.ClueType.ofCode(type).orElseThrow()) {
            case MATCH -> "{\"type\": \"match\", \"a\": " + a + ", \"b\": " + b + "}";
            case NOT -> "{\"type\": \"not\", \"a\": " + a + ", \"b\": [" + b + "]}";
            case ANY -> "{\"type\": \"any\", \"options\": [[" + a + ", " + b + "], [" + a + ", " + b
                    + "]], \"exclusive\": true}";
            case IF -> "{\"type\": \"if\", \"when\": [" + a + ", " + b + "], \"then\": [" + a + ", " + b
                    + "], \"else\": [" + a + ", " + b + "]}";
            case LESS -> "{\"type\": \"less\", \"by\": \"B\", \"chain\": [" + a + ", " + b + "]}";
            case OFFSET -> "{\"type\": \"offset\", \"by\": \"B\", \"a\": " + a + ", \"b\": " + b
                    + ", \"op\": \"+\", \"amount\": 1}";
            case DISTANCE -> "{\"type\": \"distance\", \"by\": \"B\", \"a\": " + a + ", \"b\": " + b
                    + ", \"amount\": 1}";
            case NEXT, NOTNEXT -> "{\"type\": \"" + type + "\", \"by\": \"B\", \"a\": " + a + ", \"b\": " + b + "}";
            case PAIR -> "{\"type\": \"pair\", \"a\": " + a + ", \"b\": [\"A\", \"y\"], \"c\": " + b
                    + ", \"d\": [\"B\", \"1\"]}";
            case DISTINCT -> "{\"type\": \"distinct\", \"refs\": [" + a + ", " + b + "]}";
        };
        String json = "{\"format\": \"gridwright/1\", \"categories\": [{\"name\": \"A\", \"kind\": \"categorical\", "
                + "\"items\": [\"x\", \"y\"]}, {\"name\": \"B\", \"kind\": \"ordinal\", \"items\": [\"1\", \"2\"]}], "
                + "\"clues\": [" + clue + "]}";
        return PuzzleReader.parse(json, type).clues().get(0).type().equals(type);
    }
}
