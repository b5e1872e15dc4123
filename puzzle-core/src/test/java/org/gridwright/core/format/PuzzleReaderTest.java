package org.gridwright.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PuzzleReaderTest {

    /**
     * The bakery example as the format notes first had it (docs/FORMAT.md now shows it with its offset clue turned
     * round): its offset clue is false of its own solution, which must still read, and be reported.
     */
    static final String EXAMPLE = """
            {
              "format": "gridwright/1",
              "title": "The Bakery",
              "author": "A. Author",
              "categories": [
                {"name": "Name",  "kind": "categorical", "items": ["Alice", "Bob", "Carol"]},
                {"name": "Day",   "kind": "ordinal",     "items": ["Monday", "Tuesday", "Wednesday"]},
                {"name": "Price", "kind": "numerical",   "values": [2, 4, 6], "label": "@ EUR"}
              ],
              "clues": [
                {"type": "not",  "a": ["Name", "Alice"], "b": [["Day", "Monday"], ["Price", 6]]},
                {"type": "less", "by": "Day", "chain": [["Name", "Bob"], ["Price", 2]]},
                {"type": "offset", "by": "Price", "a": ["Name", "Carol"], "b": ["Day", "Monday"], "op": "+", "amount": 2,
                 "text": "Carol's loaf costs two euros less than Monday's."}
              ],
              "solution": [
                {"Name": "Alice", "Day": "Tuesday",   "Price": 2},
                {"Name": "Bob",   "Day": "Monday",    "Price": 4},
                {"Name": "Carol", "Day": "Wednesday", "Price": 6}
              ],
              "generator": {"seed": 12345, "version": "0.1.0"}
            }
            """;

    /** The example with one piece replaced: {@code withReplaced(from, to)}. */
    static String example(String from, String to) {
        assertTrue(EXAMPLE.contains(from), from);
        return EXAMPLE.replace(from, to);
    }

    @Test
    void readsTheExampleOfTheFormatDocument() throws Exception {
        Puzzle p = PuzzleReader.parse(EXAMPLE, "bakery.lgp");
        assertEquals("The Bakery", p.title());
        assertEquals("A. Author", p.author());
        assertEquals(3, p.categoryCount());
        assertEquals(3, p.size());
        assertEquals(CategoryKind.NUMERICAL, p.category("Price").kind());
        assertEquals("@ EUR", p.category("Price").label());
        assertEquals("6 EUR", p.category("Price").display(2));
        Clue.Not not = (Clue.Not) p.clues().get(0);
        assertEquals(List.of(new Ref("Day", "Monday"), new Ref("Price", "6")), not.b());
        Clue.Offset off = (Clue.Offset) p.clues().get(2);
        assertEquals(Clue.Op.PLUS, off.op());
        assertEquals(0, off.amount().compareTo(BigDecimal.valueOf(2)));
        assertEquals("Carol's loaf costs two euros less than Monday's.", off.meta().text());
        assertEquals(12345L, p.generator().orElseThrow().seed());
        var s = p.solution().orElseThrow();
        assertTrue(p.clues().get(0).holds(p, s));
        assertTrue(p.clues().get(1).holds(p, s));
        // this example's offset clue is false of its own solution (Carol 6 EUR, Monday 4 EUR): reported.
        assertFalse(p.clues().get(2).holds(p, s));
    }

    @Test
    void numericalItemsMayBeWrittenAsNumbersOrTheirText() throws Exception {
        Puzzle a = PuzzleReader.parse(example("[\"Price\", 6]", "[\"Price\", \"6\"]"), "a.lgp");
        Puzzle b = PuzzleReader.parse(example("[\"Price\", 6]", "[\"Price\", 6.0]"), "b.lgp");
        Puzzle c = PuzzleReader.parse(example("[\"Price\", 6]", "[\"Price\", \"6.00\"]"), "c.lgp");
        Puzzle d = PuzzleReader.parse(EXAMPLE, "d.lgp");
        assertEquals(d, a);
        assertEquals(d, b);
        assertEquals(d, c);
    }

    @Test
    void keepsExtensionKeysTextAndIds() throws Exception {
        Puzzle p = PuzzleReader.parse(example("\"author\": \"A. Author\",",
                "\"author\": \"A. Author\", \"x-editor\": {\"zoom\": 2, \"list\": [1, 2.50]},")
                .replace("{\"type\": \"not\",", "{\"type\": \"not\", \"id\": \"c1\", \"x-hint\": \"easy\","), "x.lgp");
        assertEquals("{\"zoom\":2,\"list\":[1,2.5]}", p.extensions().get("x-editor"));
        Clue not = p.clues().get(0);
        assertEquals("c1", not.meta().id());
        assertEquals("\"easy\"", not.meta().extensions().get("x-hint"));
        String written = PuzzleWriter.toJson(p);
        assertTrue(written.contains("\"x-editor\": {\"zoom\":2,\"list\":[1,2.5]}"), written);
        assertEquals(p, PuzzleReader.parse(written, "again.lgp"));
    }

    @Test
    void extensionKeysInsideSolutionRowsAndGeneratorAreKeptInOrder() throws Exception {
        Puzzle plain = PuzzleReader.parse(EXAMPLE, "a.lgp");
        Puzzle extended = PuzzleReader.parse(example("{\"Name\": \"Bob\",",
                "{\"x-z\": [1, 2.50], \"Name\": \"Bob\", \"x-note\": {\"by\": \"ci\"}, \"x-a\": null,")
                .replace("\"seed\": 12345", "\"x-host\": \"ci\", \"seed\": 12345, \"x-runs\": 3"), "b.lgp");
        assertEquals(List.of(Map.of(), Map.of("x-z", "[1,2.5]", "x-note", "{\"by\":\"ci\"}", "x-a", "null"), Map.of()),
                extended.solutionExtensions());
        assertEquals(List.of("x-z", "x-note", "x-a"), List.copyOf(extended.solutionExtensions().get(1).keySet()),
                "file order");
        GeneratorInfo g = extended.generator().orElseThrow();
        assertEquals(12345L, g.seed());
        assertEquals(List.of("x-host", "x-runs"), List.copyOf(g.extensions().keySet()));
        assertEquals("\"ci\"", g.extensions().get("x-host"));
        assertEquals("3", g.extensions().get("x-runs"));
        assertEquals(plain.solution(), extended.solution(), "the keys change nothing of the answer");
        assertNotEquals(plain, extended, "the keys are part of the puzzle's value");
        assertEquals(List.of(Map.of(), Map.of(), Map.of()), plain.solutionExtensions());
        assertTrue(plain.generator().orElseThrow().extensions().isEmpty());
    }

    @Test
    void extensionKeysOfASolutionRowStayWithThatRowWhenRowsAreListedOutOfOrder() throws Exception {
        Puzzle p = PuzzleReader.parse(example("""
                    {"Name": "Alice", "Day": "Tuesday",   "Price": 2},
                    {"Name": "Bob",   "Day": "Monday",    "Price": 4},
                    {"Name": "Carol", "Day": "Wednesday", "Price": 6}
                """, """
                    {"Name": "Carol", "Day": "Wednesday", "Price": 6, "x-row": "carol"},
                    {"Name": "Alice", "Day": "Tuesday",   "Price": 2},
                    {"Name": "Bob",   "Day": "Monday",    "Price": 4, "x-row": "bob"}
                """), "shuffled.lgp");
        assertEquals(List.of(Map.of(), Map.of("x-row", "\"bob\""), Map.of("x-row", "\"carol\"")),
                p.solutionExtensions(), "indexed by entity: the item of the first category each row holds");
        String written = PuzzleWriter.toJson(p);
        assertTrue(written.contains("""
                    {"Name": "Alice", "Day": "Tuesday", "Price": 2},
                    {"Name": "Bob", "Day": "Monday", "Price": 4, "x-row": "bob"},
                    {"Name": "Carol", "Day": "Wednesday", "Price": 6, "x-row": "carol"}
                """), written);
    }

    @Test
    void aCategoryNamedLikeAnExtensionKeyIsStillACategoryInSolutionRows() throws Exception {
        Puzzle p = PuzzleReader.parse(EXAMPLE.replace("\"Day\"", "\"x-day\""), "xday.lgp");
        assertEquals("x-day", p.category(1).name());
        assertEquals(List.of(Map.of(), Map.of(), Map.of()), p.solutionExtensions());
        assertEquals(PuzzleWriter.toJson(p), PuzzleWriter.toJson(PuzzleReader.parse(PuzzleWriter.toJson(p), "again")));
    }

    @Test
    void extensionKeysInsideCategoriesAreKeptInOrderAndWrittenBack() throws Exception {
        Puzzle p = PuzzleReader.parse(EXAMPLE.replace("{\"name\": \"Day\",",
                "{\"name\": \"Day\", \"x-colour\": \"red\", \"x-list\": [1, 2.50], \"x-a\": {\"b\": null},"),
                "b.lgp");
        Category day = p.category("Day");
        assertEquals(List.of("x-colour", "x-list", "x-a"), List.copyOf(day.extensions().keySet()));
        assertEquals("[1,2.5]", day.extensions().get("x-list"));
        assertTrue(day.phrases().isEmpty());
        assertTrue(p.category("Name").extensions().isEmpty());
        String written = PuzzleWriter.toJson(p);
        assertTrue(written.contains("\"x-colour\": \"red\", \"x-list\": [1,2.5], \"x-a\": {\"b\":null}}"), written);
        Puzzle back = PuzzleReader.parse(written, "again.lgp");
        assertEquals(p, back);
        assertEquals(written, PuzzleWriter.toJson(back));
        assertNotEquals(PuzzleReader.parse(EXAMPLE, "a.lgp"), p, "a category's x- keys are part of its value");
    }

    @Test
    void phrasesOfACategoryAreReadFromItsXPhrasesKey() throws Exception {
        Puzzle p = PuzzleReader.parse(EXAMPLE.replace("{\"name\": \"Day\",", "{\"name\": \"Day\", \"x-phrases\": "
                + "{\"is\": \"comes on @\", \"isNot\": \"does not come on @\", \"less\": \"comes earlier than\", "
                + "\"more\": \"comes later than\", \"x-future\": 1},"), "p.lgp");
        Phrases ph = p.category("Day").phrases().orElseThrow();
        assertEquals(new Phrases("comes on @", "does not come on @", "comes earlier than", "comes later than"), ph);
        assertTrue(PuzzleWriter.toJson(p).contains("\"x-future\":1"), "keys of its own inside are kept");
    }

    @Test
    void badPhrasesAreNamedWithTheCategoryAndTheField() {
        String[][] cases = {
            {"{\"is\": \"comes on @\"}", "both \"is\" and \"isNot\""},
            {"{\"is\": \"comes on\", \"isNot\": \"does not come\"}", "need @ where the item goes"},
            {"{\"is\": \"comes on @\", \"isNot\": \"does not come on @\", \"less\": \"earlier than\"}",
                "\"less\" and \"more\" go together"},
            {"[\"comes on @\"]", "must be an object of texts"},
            {"{\"is\": 3, \"isNot\": \"no @\"}", "must be an object of texts"},
            {"{\"is\": \"comes on @\", \"isNot\": \"does not come on @\", \"amount\": \"days\"}",
                "\"amount\" needs @ where the number goes"},
        };
        for (String[] c : cases) {
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(
                    EXAMPLE.replace("{\"name\": \"Day\",", "{\"name\": \"Day\", \"x-phrases\": " + c[0] + ","),
                    "bad.lgp"));
            assertTrue(e.getMessage().contains("bad.lgp") && e.getMessage().contains("'Day'")
                    && e.getMessage().contains("x-phrases") && e.getMessage().contains(c[1]), e.getMessage());
        }
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(
                EXAMPLE.replace("{\"name\": \"Name\",", "{\"name\": \"Name\", \"x-phrases\": {\"is\": \"is @\", "
                        + "\"isNot\": \"is not @\", \"less\": \"a\", \"more\": \"b\"},"), "cat.lgp"));
        assertTrue(e.getMessage().contains("are for ordinal and numerical categories only"), e.getMessage());
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(
                EXAMPLE.replace("\"label\": \"@ EUR\"", "\"label\": \"@ EUR\", \"x-phrases\": {\"is\": \"paid @\", "
                        + "\"isNot\": \"did not pay @\", \"amount\": \"@ euro|euros\"}"), "amount.lgp"));
        assertTrue(e.getMessage().contains("amount.lgp") && e.getMessage().contains("'Price'")
                && e.getMessage().contains("x-phrases") && e.getMessage().contains("\"amount\" needs @ where the "
                + "number goes, in each of its forms"), e.getMessage());
    }

    @Test
    void theAmountOfANumericalCategoryIsReadAndWrittenBackAsItWas() throws Exception {
        String text = EXAMPLE.replace("\"label\": \"@ EUR\"", "\"label\": \"@ EUR\", \"x-phrases\": {\"is\": "
                + "\"paid @\", \"isNot\": \"did not pay @\", \"amount\": \"@ euro|@ euros\", \"x-mine\": true}");
        Puzzle p = PuzzleReader.parse(text, "amount.lgp");
        assertEquals(new Phrases("paid @", "did not pay @", null, null, "@ euro|@ euros"),
                p.category("Price").phrases().orElseThrow());
        String written = PuzzleWriter.toJson(p);
        assertTrue(written.contains("\"amount\":\"@ euro|@ euros\""), written);
        assertTrue(written.contains("\"x-mine\":true"), written);
        assertEquals(written, PuzzleWriter.toJson(PuzzleReader.parse(written, "again.lgp")));
        assertTrue(PuzzleReader.parse(EXAMPLE, "a.lgp").category("Price").phrases().isEmpty(),
                "a file without it reads as before");
    }

    @Test
    void hugeNumbersInExtensionValuesStayShortAndReadBack() throws Exception {
        Puzzle p = PuzzleReader.parse(example("\"author\": \"A. Author\",",
                "\"author\": \"A. Author\", \"x-big\": [2e400, 1.5e-300, 12345678901234567890],"), "x.lgp");
        assertEquals("[2E+400,1.5E-300,12345678901234567890]", p.extensions().get("x-big"));
        String json = PuzzleWriter.toJson(p);
        assertEquals(p, PuzzleReader.parse(json, "again.lgp"));
        assertEquals(json, PuzzleWriter.toJson(PuzzleReader.parse(json, "again.lgp")));
    }

    @Test
    void aMissingFileAndAnUnreadableOneSayWhich(@TempDir Path dir) {
        Path missing = dir.resolve("nope.lgp");
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(missing));
        assertEquals(missing + ": there is no such file", e.getMessage());
        var d = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(dir));
        assertEquals(dir + ": is a folder, not a puzzle file", d.getMessage());
    }

    @Test
    void readsAFileAndStripsAByteOrderMark(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bom.lgp");
        Files.writeString(f, "\uFEFF" + EXAMPLE, StandardCharsets.UTF_8);
        assertEquals(PuzzleReader.parse(EXAMPLE, "x"), PuzzleReader.read(f));
    }

    @Test
    void binaryGarbageIsNotUtf8(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("garbage.lgp");
        byte[] bytes = new byte[256];
        new java.util.Random(7).nextBytes(bytes);
        bytes[0] = (byte) 0xC3;
        bytes[1] = (byte) 0x28;
        Files.write(f, bytes);
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(f));
        assertTrue(e.getMessage().startsWith(f + ": is not UTF-8 text (an invalid byte sequence at byte 1)"),
                e.getMessage());
    }

    @Test
    void nestingTwoHundredThousandDeepIsAClearErrorNotAStackOverflow() {
        String deep = "[".repeat(200_000) + "]".repeat(200_000);
        var e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.parse("{\"format\": \"gridwright/1\", \"x-deep\": " + deep + "}", "deep.lgp"));
        assertTrue(e.getMessage().startsWith("deep.lgp: line 1, column "), e.getMessage());
        assertTrue(e.getMessage().endsWith("the JSON is nested more than 64 levels deep; a puzzle file never needs "
                + "that many"), e.getMessage());
        var e2 = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(deep, "deep2.lgp"));
        assertTrue(e2.getMessage().contains("nested more than 64 levels"), e2.getMessage());
    }

    @Test
    void aHugeStringIsRefused() {
        String big = "{\"format\": \"gridwright/1\", \"title\": \"" + "a".repeat(PuzzleReader.MAX_STRING + 10) + "\"}";
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(big, "big.lgp"));
        assertTrue(e.getMessage().contains("a JSON string is longer than"), e.getMessage());
    }

    @Test
    void aTooLargeFileIsRefusedBeforeReading(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("huge.lgp");
        try (var ch = java.nio.channels.FileChannel.open(f, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {' '}), PuzzleReader.MAX_FILE_BYTES + 5);
        }
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(f));
        assertTrue(e.getMessage().startsWith(f + ": the file is too large"), e.getMessage());
    }

    static List<String[]> malformed() {
        return List.of(
                new String[] {"", "bad.lgp: the file is empty"},
                new String[] {"  \n ", "bad.lgp: the file is empty"},
                new String[] {"hello", "bad.lgp: line 1, column 6: not valid JSON: Unrecognized token 'hello'"},
                new String[] {"{\"format\": \"gridwright/1\", ", "bad.lgp: line 1, column 28: the file ends before"},
                new String[] {EXAMPLE.substring(0, 300), "bad.lgp: line 8, column 30: the file ends before the JSON is complete (is it truncated?)"},
                new String[] {"{\"format\": \"gridwright/1\"} []", "bad.lgp: line 1, column 28: there is more text after the end of the puzzle's JSON object"},
                new String[] {"{\"format\": \"gridwright/1\", \"format\": \"gridwright/1\"}",
                    "bad.lgp: line 1, column 36: not valid JSON: Duplicate field 'format'"},
                new String[] {"[1, 2]", "bad.lgp: a puzzle file is a JSON object {\"format\": \"gridwright/1\", ...}, "
                    + "but this file holds an array of 2 elements"},
                new String[] {"{\"title\": \"x\"}", "bad.lgp: missing \"format\": \"gridwright/1\""},
                new String[] {example("gridwright/1", "gridwright/2"),
                    "bad.lgp: top level, field 'format': format version 'gridwright/2' is not supported; this version "
                    + "of Gridwright reads gridwright/1"},
                new String[] {example("\"gridwright/1\"", "1"),
                    "bad.lgp: top level, field 'format': must be a string, found a number (1)"},
                new String[] {"{\"format\": \"gridwright/1\", \"clues\": []}",
                    "bad.lgp: missing \"categories\": a puzzle needs at least two categories"},
                new String[] {example("\"author\"", "\"autor\""),
                    "bad.lgp: top level: unknown field 'autor' (known fields: author, cast, categories, clues, "
                    + "difficulty, format, generator, intro, lang, noun, solution, title; fields of your own must start with 'x-')"},
                new String[] {example("\"title\": \"The Bakery\"", "\"title\": 5"),
                    "bad.lgp: top level, field 'title': must be a string, found a number (5)"},
                new String[] {example("\"clues\": [", "\"x-clues\": [").replace("  ],\n  \"solution\"",
                    "  ],\n  \"solution\""), "bad.lgp: missing \"clues\""},
                new String[] {example("\"clues\": [", "\"clues\": {\"a\": [").replace("  ],\n  \"solution\"",
                    "  ]},\n  \"solution\""), "bad.lgp: top level, field 'clues': must be an array [...], found an object"},
                // categories
                new String[] {example("{\"name\": \"Day\",   \"kind\": \"ordinal\",     \"items\": [\"Monday\", "
                    + "\"Tuesday\", \"Wednesday\"]},\n", "").replace("{\"name\": \"Price\"", "{\"name\": \"Price\"")
                    .replaceAll(",\\s*\\{\"name\": \"Price\"[^\\n]*", "").replace("\"categories\": [", "\"categories\": ["),
                    "bad.lgp: top level, field 'categories': a puzzle needs at least two categories, found 1"},
                new String[] {example("\"values\": [2, 4, 6]", "\"values\": [2, 4, 6, 8]"),
                    "bad.lgp: top level, field 'categories': every category needs the same number of items: 'Name' has 3, "
                    + "'Price' has 4"},
                new String[] {example("[\"Alice\", \"Bob\", \"Carol\"]", "[\"Alice\", \"Bob\", \"Alice\"]"),
                    "bad.lgp: category 1 ('Name'), field 'items': the item 'Alice' appears twice"},
                new String[] {example("{\"name\": \"Day\"", "{\"name\": \"Name\""),
                    "bad.lgp: top level, field 'categories': two categories are named 'Name' (categories 1 and 2)"},
                new String[] {example("[2, 4, 6]", "[2, 6, 4]"),
                    "bad.lgp: category 3 ('Price'), field 'values': the values must ascend: 4 comes after 6"},
                new String[] {example("[2, 4, 6]", "[2, 2.0, 6]"),
                    "bad.lgp: category 3 ('Price'), field 'values': the item '2' appears twice"},
                new String[] {example("[2, 4, 6]", "[2, \"4\", 6]"),
                    "bad.lgp: category 3 ('Price'), field 'values', element 2: must be a number, found a string (\"4\")"},
                new String[] {example("\"ordinal\"", "\"ordered\""),
                    "bad.lgp: category 2 ('Day'), field 'kind': unknown kind 'ordered' (expected categorical, ordinal or "
                    + "numerical)"},
                new String[] {example("\"kind\": \"categorical\",", ""),
                    "bad.lgp: category 1 ('Name'): missing field 'kind'"},
                new String[] {example("\"values\"", "\"items\""),
                    "bad.lgp: category 3 ('Price'): a numerical category lists its numbers in 'values', not 'items'"},
                new String[] {example("\"items\": [\"Monday\"", "\"colour\": 1, \"items\": [\"Monday\""),
                    "bad.lgp: category 2 ('Day'): unknown field 'colour' (known fields: items, kind, name;"},
                new String[] {example("[\"Alice\", \"Bob\", \"Carol\"]", "[\"Alice\", \"Bob\", 3]"),
                    "bad.lgp: category 1 ('Name'), field 'items', element 3: must be a string, found a number (3)"},
                new String[] {example("[2, 4, 6]", "[2, 4, -2.5e34196321689858]"),
                    "bad.lgp: line 8, column 82: a JSON number is out of range"},
                new String[] {example("[2, 4, 6]", "[1e999999999, 4, 6]"),
                    "bad.lgp: category 3 ('Price'), field 'values', element 1: the number 1E+999999999 is out of range"},
                // clues
                new String[] {example("\"type\": \"less\"", "\"type\": \"before\""),
                    "bad.lgp: clue 2, field 'type': unknown clue type 'before' (known types: match, not, any, if, less, "
                    + "offset, next, notnext, distance, pair, distinct)"},
                new String[] {example("{\"type\": \"less\", ", "{"), "bad.lgp: clue 2: missing field 'type'"},
                new String[] {example("\"amount\": 2,", "\"amount\": \"two\","),
                    "bad.lgp: clue 3 ('offset'), field 'amount': must be a number, found a string (\"two\")"},
                new String[] {example("\"amount\": 2,", ""), "bad.lgp: clue 3 ('offset'): missing field 'amount'"},
                new String[] {example("\"op\": \"+\"", "\"op\": \"-\""),
                    "bad.lgp: clue 3 ('offset'), field 'op': unknown operator '-' (expected \"+\" or \"*\")"},
                new String[] {example("\"op\": \"+\"", "\"op\": \"+\", \"ammount\": 3"),
                    "bad.lgp: clue 3 ('offset'): unknown field 'ammount' (known fields: by, a, b, op, amount, text, id;"},
                new String[] {example("\"by\": \"Day\"", "\"by\": \"Name\""),
                    "bad.lgp: clue 2 ('less'), field 'by': 'Name' is categorical, so it cannot order anything"},
                new String[] {example("\"by\": \"Day\"", "\"by\": \"Weekday\""),
                    "bad.lgp: clue 2 ('less'), field 'by': there is no category 'Weekday' (categories: Name, Day, Price)"},
                new String[] {example("[\"Name\", \"Alice\"], \"b\"", "[\"Name\", \"Alicia\"], \"b\""),
                    "bad.lgp: clue 1 ('not'), field 'a': category 'Name' has no item 'Alicia' (items: Alice, Bob, Carol)"},
                new String[] {example("[\"Day\", \"Monday\"], [\"Price\", 6]", "[\"Day\", \"Monday\"], [\"Cost\", 6]"),
                    "bad.lgp: clue 1 ('not'), field 'b', element 2: there is no category 'Cost' (categories: Name, Day, "
                    + "Price)"},
                new String[] {example("[\"Price\", 6]]", "[\"Price\", 7]]"),
                    "bad.lgp: clue 1 ('not'), field 'b', element 2: category 'Price' has no item '7' (items: 2, 4, 6)"},
                new String[] {example("[\"Price\", 6]]", "[\"Price\", true]]"),
                    "bad.lgp: clue 1 ('not'), field 'b', element 2: an item of numerical category 'Price' is a number "
                    + "(or its text), found true"},
                new String[] {example("[\"Day\", \"Monday\"], [\"Price\", 6]", "[\"Day\", 1], [\"Price\", 6]"),
                    "bad.lgp: clue 1 ('not'), field 'b', element 1: an item of ordinal category 'Day' is a string, found a "
                    + "number (1) (write it in quotes: \"1\")"},
                new String[] {example("\"a\": [\"Name\", \"Alice\"]", "\"a\": \"Alice\""),
                    "bad.lgp: clue 1 ('not'), field 'a': must be a reference [\"Category\", item], found a string "
                    + "(\"Alice\")"},
                new String[] {example("\"a\": [\"Name\", \"Alice\"]", "\"a\": [\"Name\", \"Alice\", \"Bob\"]"),
                    "bad.lgp: clue 1 ('not'), field 'a': must be a reference [\"Category\", item], found an array of 3"},
                new String[] {example("\"b\": [[\"Day\", \"Monday\"], [\"Price\", 6]]", "\"b\": [\"Day\", \"Monday\"]"),
                    "bad.lgp: clue 1 ('not'), field 'b', element 1: must be a reference [\"Category\", item], found a "
                    + "string (\"Day\")"},
                new String[] {example("\"chain\": [[\"Name\", \"Bob\"], [\"Price\", 2]]",
                    "\"chain\": [[\"Name\", \"Bob\"]]"),
                    "bad.lgp: clue 2 ('less'), field 'chain': needs at least 2 references, found 1"},
                new String[] {example("{\"type\": \"less\", \"by\": \"Day\", \"chain\": [[\"Name\", \"Bob\"], "
                    + "[\"Price\", 2]]}", "{\"type\": \"any\", \"options\": [[[\"Name\", \"Bob\"], [\"Price\", 2]]]}"),
                    "bad.lgp: clue 2 ('any'), field 'options': an 'any' clue needs at least two options, found 1"},
                new String[] {example("{\"type\": \"less\", \"by\": \"Day\", \"chain\": [[\"Name\", \"Bob\"], "
                    + "[\"Price\", 2]]}", "{\"type\": \"any\", \"options\": [[[\"Name\", \"Bob\"], [\"Price\", 2]], "
                    + "[[\"Name\", \"Bob\"]]], \"exclusive\": true}"),
                    "bad.lgp: clue 2 ('any'), field 'options', option 2: must be a pair of references"},
                new String[] {example("{\"type\": \"less\", \"by\": \"Day\", \"chain\": [[\"Name\", \"Bob\"], "
                    + "[\"Price\", 2]]}", "{\"type\": \"any\", \"options\": [[[\"Name\", \"Bob\"], [\"Price\", 2]], "
                    + "[[\"Name\", \"Bob\"], [\"Price\", 4]]], \"exclusive\": \"yes\"}"),
                    "bad.lgp: clue 2 ('any'), field 'exclusive': must be true or false, found a string (\"yes\")"},
                new String[] {example("{\"type\": \"less\", \"by\": \"Day\", \"chain\": [[\"Name\", \"Bob\"], "
                    + "[\"Price\", 2]]}", "{\"type\": \"if\", \"when\": [[\"Name\", \"Bob\"], [\"Price\", 2]]}"),
                    "bad.lgp: clue 2 ('if'): missing field 'then'"},
                new String[] {example("\"text\": \"Carol's", "\"text\": 7, \"x\": \"Carol's"),
                    "bad.lgp: clue 3 ('offset'): unknown field 'x'"},
                new String[] {example("\"text\": \"Carol's loaf costs two euros less than Monday's.\"", "\"text\": 7"),
                    "bad.lgp: clue 3 ('offset'), field 'text': must be a string, found a number (7)"},
                new String[] {example("\"clues\": [", "\"clues\": [7, "),
                    "bad.lgp: clue 1: must be an object {...}, found a number (7)"},
                // solution
                new String[] {example("{\"Name\": \"Bob\",   \"Day\": \"Monday\"", "{\"Name\": \"Bob\",   \"Day\": \"Tuesday\""),
                    "bad.lgp: solution: the item 'Tuesday' of 'Day' is used in rows 1 and 2; a solution uses each item "
                    + "exactly once"},
                new String[] {example("{\"Name\": \"Bob\",   \"Day\": \"Monday\"", "{\"Name\": \"Bob\",   \"Dag\": \"Monday\""),
                    "bad.lgp: solution row 2: there is no category 'Dag' (categories: Name, Day, Price)"},
                new String[] {example("\"Day\": \"Monday\",    \"Price\": 4", "\"Day\": \"Monday\""),
                    "bad.lgp: solution row 2: missing category 'Price'"},
                new String[] {example("\"Day\": \"Monday\",    \"Price\": 4", "\"Day\": \"Sunday\",    \"Price\": 4"),
                    "bad.lgp: solution row 2, field 'Day': category 'Day' has no item 'Sunday' (items: Monday, Tuesday, "
                    + "Wednesday)"},
                new String[] {example(",\n    {\"Name\": \"Carol\", \"Day\": \"Wednesday\", \"Price\": 6}", ""),
                    "bad.lgp: solution: the solution has 2 rows; it needs one per item (3)"},
                // generator
                new String[] {example("\"seed\": 12345", "\"seed\": \"12345\""),
                    "bad.lgp: generator, field 'seed': the seed must be a whole number, found a string (\"12345\")"},
                new String[] {example("\"seed\": 12345", "\"sead\": 12345"),
                    "bad.lgp: generator: unknown field 'sead' (known fields: db, seed, settings, version;"});
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void everyMalformedInputGetsAMessageNamingFileAndPlace(String json, String expectedStart) {
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(json, "bad.lgp"));
        assertTrue(e.getMessage().startsWith(expectedStart),
                () -> "expected: " + expectedStart + "\n   but was: " + e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        assertEquals("bad.lgp", e.source());
    }

    @Test
    void moreThanSixtyFourItemsIsRefused() {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 65; i++) {
            a.append(i == 0 ? "" : ", ").append('"').append("n").append(i).append('"');
            b.append(i == 0 ? "" : ", ").append(i);
        }
        String json = "{\"format\": \"gridwright/1\", \"categories\": [{\"name\": \"A\", \"kind\": \"categorical\", "
                + "\"items\": [" + a + "]}, {\"name\": \"B\", \"kind\": \"numerical\", \"values\": [" + b + "]}], "
                + "\"clues\": []}";
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(json, "big.lgp"));
        assertEquals("big.lgp: category 1 ('A'), field 'items': category 'A' has 65 items; at most 64 are supported",
                e.getMessage());
    }

    @Test
    void aPuzzleWithoutOptionalPartsHasNone() throws Exception {
        Puzzle p = PuzzleReader.parse("{\"format\": \"gridwright/1\", \"categories\": [{\"name\": \"A\", \"kind\": "
                + "\"categorical\", \"items\": [\"x\", \"y\"]}, {\"name\": \"B\", \"kind\": \"numerical\", \"values\": "
                + "[1.5, 2.25]}], \"clues\": []}", "min.lgp");
        assertNull(p.title());
        assertTrue(p.solution().isEmpty());
        assertTrue(p.generator().isEmpty());
        assertTrue(p.difficultyJson().isEmpty());
        assertNull(p.category("B").label());
        assertEquals(List.of("1.5", "2.25"), p.category("B").items());
    }

    @Test
    void theSettingKeysAreReadAndACastMustBeACategory() throws Exception {
        Puzzle p = PuzzleReader.parse(example("\"author\"", "\"intro\": \"Three friends baked.\", \"lang\": \"en\", "
                + "\"cast\": \"Name\", \"noun\": \"baker|bakers\", \"author\""), "set.lgp");
        assertEquals("Three friends baked.", p.intro());
        assertEquals("en", p.lang());
        assertEquals("Name", p.cast());
        assertEquals("baker", p.nounOne());
        assertEquals("bakers", p.nounMany());
        var e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.parse(
                example("\"author\"", "\"cast\": \"Colour\", \"author\""), "cast.lgp"));
        assertEquals("cast.lgp: the cast 'Colour' is not one of the categories", e.getMessage());
    }
}
