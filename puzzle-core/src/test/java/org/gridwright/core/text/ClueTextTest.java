package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.RandomPuzzles;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;

class ClueTextTest {
    private static final String BAKERY = """
            {
              "format": "gridwright/1",
              "categories": [
                {"name": "Name", "kind": "categorical", "items": ["Alice", "Bob", "Carol", "dog walker"]},
                {"name": "Day", "kind": "ordinal", "items": ["Monday", "Tuesday", "Wednesday", "Thursday"]},
                {"name": "Price", "kind": "numerical", "values": [2, 4, 6, 8], "label": "@ EUR"},
                {"name": "Weight", "kind": "numerical", "values": [100, 200, 300, 400]},
                {"name": "Floor", "kind": "ordinal", "items": ["1", "2", "3", "4"]},
                {"name": "Age", "kind": "categorical", "items": ["79", "85", "94", "99"]}
              ],
              "clues": [
                {"type": "not", "a": ["Name", "Alice"], "b": [["Day", "Monday"], ["Price", 6]]},
                {"type": "offset", "by": "Price", "a": ["Name", "Carol"], "b": ["Day", "Monday"], "op": "+", "amount": 2,
                 "text": "Carol's loaf costs two euros less than Monday's."}
              ]
            }
            """;

    private static Puzzle bakery() throws Exception {
        return PuzzleReader.parse(BAKERY, "bakery.lgp");
    }

    private static Ref r(String c, String i) {
        return new Ref(c, i);
    }

    private static String text(Clue c) throws Exception {
        return ClueText.generated(bakery(), c);
    }

    @Test
    void itemsAppearAsAReaderSeesThem() throws Exception {
        Puzzle p = bakery();
        assertEquals("Tuesday", ClueText.item(p, r("Day", "Tuesday")));
        assertEquals("6 EUR", ClueText.item(p, r("Price", "6")));
        assertEquals("Weight 300", ClueText.item(p, r("Weight", "300")));
        assertEquals("Floor 2", ClueText.item(p, new Item(4, 1)));
        assertEquals("dog walker", ClueText.item(p, new Item(0, 3)));
    }

    @Test
    void theAuthorsOwnWordingWins() throws Exception {
        Puzzle p = bakery();
        assertEquals("Carol's loaf costs two euros less than Monday's.", ClueText.render(p, p.clues().get(1)));
        assertEquals("The one with Monday has a Price 2 EUR higher than Carol.", ClueText.generated(p, p.clues().get(1)));
    }

    @Test
    void matchAndNot() throws Exception {
        assertEquals("Alice is the one with Monday.", text(new Clue.Match(r("Name", "Alice"), r("Day", "Monday"), null)));
        assertEquals("The one with dog walker is the one with Floor 3.",
                text(new Clue.Match(r("Name", "dog walker"), r("Floor", "3"), null)));
        assertEquals("Alice is neither the one with Monday nor the one with 6 EUR.", text(bakery().clues().get(0)));
        assertEquals("Bob is not the one with Weight 100.", text(new Clue.Not(r("Name", "Bob"), List.of(r("Weight", "100")), null)));
        assertEquals("Bob is neither Alice, the one with Tuesday nor the one with 8 EUR.",
                text(new Clue.Not(r("Name", "Bob"), List.of(r("Name", "Alice"), r("Day", "Tuesday"), r("Price", "8")), null)));
    }

    @Test
    void aCategoricalNumberIsNotAName() throws Exception {
        assertEquals("Bob and the one with Age 94 are not next to each other in Day order.",
                text(new Clue.NotNext("Day", r("Age", "94"), r("Name", "Bob"), null)));
    }

    @Test
    void anyAndIf() throws Exception {
        assertEquals("Alice is either the one with Monday or the one with 4 EUR, or both.",
                text(new Clue.Any(List.of(new Pair(r("Name", "Alice"), r("Day", "Monday")),
                        new Pair(r("Name", "Alice"), r("Price", "4"))), false, null)));
        assertEquals("Either Alice is the one with Monday or Bob is the one with 4 EUR.",
                text(new Clue.Any(List.of(new Pair(r("Name", "Alice"), r("Day", "Monday")),
                        new Pair(r("Name", "Bob"), r("Price", "4"))), true, null)));
        assertEquals("Exactly one of these is true: Alice is the one with Monday; Bob is the one with 4 EUR; or "
                + "Carol is the one with Floor 1.",
                text(new Clue.Any(List.of(new Pair(r("Name", "Alice"), r("Day", "Monday")),
                        new Pair(r("Name", "Bob"), r("Price", "4")), new Pair(r("Name", "Carol"), r("Floor", "1"))),
                        true, null)));
        assertEquals("If Alice is the one with Monday, then Bob is the one with 4 EUR; otherwise Carol is the one "
                + "with Weight 200.", text(new Clue.If(new Pair(r("Name", "Alice"), r("Day", "Monday")),
                        new Pair(r("Name", "Bob"), r("Price", "4")), new Pair(r("Name", "Carol"), r("Weight", "200")),
                        null)));
        assertEquals("If the one with Tuesday is the one with 2 EUR, then Bob is the one with Friday.".replace(
                "Friday", "Thursday"), text(new Clue.If(new Pair(r("Day", "Tuesday"), r("Price", "2")),
                        new Pair(r("Name", "Bob"), r("Day", "Thursday")), null, null)));
    }

    @Test
    void orderClues() throws Exception {
        assertEquals("Bob comes before the one with 2 EUR in Day order (Monday first).",
                text(new Clue.Less("Day", List.of(r("Name", "Bob"), r("Price", "2")), null)));
        assertEquals("Bob has a lower Price than Alice.",
                text(new Clue.Less("Price", List.of(r("Name", "Bob"), r("Name", "Alice")), null)));
        assertEquals("In Day order from Monday to Thursday: Bob, then Carol, then Alice.",
                text(new Clue.Less("Day", List.of(r("Name", "Bob"), r("Name", "Carol"), r("Name", "Alice")), null)));
        assertEquals("From lowest to highest Weight: Bob, then the one with Monday, then Alice.",
                text(new Clue.Less("Weight", List.of(r("Name", "Bob"), r("Day", "Monday"), r("Name", "Alice")), null)));
        assertEquals("Carol comes two places after Alice in Day order (Monday first).",
                text(new Clue.Offset("Day", r("Name", "Alice"), r("Name", "Carol"), Clue.Op.PLUS, BigDecimal.valueOf(2), null)));
        assertEquals("Alice comes one place after Carol in Floor order (Floor 1 first).",
                text(new Clue.Offset("Floor", r("Name", "Alice"), r("Name", "Carol"), Clue.Op.PLUS, BigDecimal.valueOf(-1), null)));
        assertEquals("Alice has a Price 4 EUR higher than Carol.",
                text(new Clue.Offset("Price", r("Name", "Alice"), r("Name", "Carol"), Clue.Op.PLUS, BigDecimal.valueOf(-4), null)));
        assertEquals("Carol has a Weight 100 higher than the one with Monday.",
                text(new Clue.Offset("Weight", r("Day", "Monday"), r("Name", "Carol"), Clue.Op.PLUS, BigDecimal.valueOf(100), null)));
        assertEquals("Carol has twice the Price of Alice.",
                text(new Clue.Offset("Price", r("Name", "Alice"), r("Name", "Carol"), Clue.Op.TIMES, BigDecimal.valueOf(2), null)));
        assertEquals("Carol has three times the Weight of Alice.",
                text(new Clue.Offset("Weight", r("Name", "Alice"), r("Name", "Carol"), Clue.Op.TIMES, BigDecimal.valueOf(3), null)));
        assertEquals("Alice and the one with 4 EUR are next to each other in Day order.",
                text(new Clue.Next("Day", r("Name", "Alice"), r("Price", "4"), null)));
        assertEquals("Alice and Bob are not next to each other in Floor order.",
                text(new Clue.NotNext("Floor", r("Name", "Alice"), r("Name", "Bob"), null)));
        assertEquals("Alice and Bob are three places apart in Day order.",
                text(new Clue.Distance("Day", r("Name", "Alice"), r("Name", "Bob"), BigDecimal.valueOf(3), null)));
        assertEquals("Alice and the one with Tuesday differ by 4 EUR in Price.",
                text(new Clue.Distance("Price", r("Name", "Alice"), r("Day", "Tuesday"), BigDecimal.valueOf(4), null)));
    }

    @Test
    void aLabelEndingInAFullStopDoesNotDoubleIt() throws Exception {
        Puzzle p = PuzzleReader.parse(BAKERY.replace("\"@ EUR\"", "\"@ ft.\""), "ft.lgp");
        assertEquals("Bob is the one with 6 ft.",
                ClueText.generated(p, new Clue.Match(r("Name", "Bob"), r("Price", "6"), ClueMeta.NONE)));
    }

    @Test
    void anUnknownLocaleFallsBackToEnglish() throws Exception {
        Puzzle p = bakery();
        assertEquals(ClueText.generated(p, p.clues().get(0)), ClueText.generated(p, p.clues().get(0), Locale.JAPANESE));
    }

    private static final Pattern LEAK = Pattern.compile("\\{\\d+}|null|  |\\[|\\]");

    @Property(tries = 400)
    void everyTypeRendersAsAFinishedSentence(@ForAll long seed) {
        Puzzle p = RandomPuzzles.puzzle(seed);
        for (Clue c : p.clues()) {
            String s = ClueText.generated(p, c, java.util.Locale.ENGLISH); // English sentences, whatever lang the file says
            assertFalse(s.isBlank(), c.toString());
            assertTrue(s.endsWith("."), s);
            assertFalse(s.endsWith(".."), s);
            String itemsRemoved = s;
            for (Ref r : c.refs()) {
                // the item as its phrase shows it, and as a sentence names it alone ("the one with Floor 2"): an
                // author's label may hold runs of spaces, which are the label's, not a leak
                itemsRemoved = itemsRemoved.replace(named(p, r), "X")
                        .replace(ClueText.item(p, r, java.util.Locale.ENGLISH), "X");
            }
            itemsRemoved = itemsRemoved.replace(c.by() == null ? "\0" : c.by(), "Y");
            if (c.by() != null) {
                // ordinal sentences say which way the order runs, from its first item to its last
                int by = p.categoryIndex(c.by());
                itemsRemoved = itemsRemoved.replace(ClueText.item(p, new Item(by, 0), java.util.Locale.ENGLISH), "F")
                        .replace(ClueText.item(p, new Item(by, p.size() - 1), java.util.Locale.ENGLISH), "L")
                        .replace(c.by().toLowerCase(java.util.Locale.ENGLISH), "Y");
            }
            for (Category cat : p.categories()) {
                for (String phrase : phraseTexts(cat)) {
                    for (String part : phrase.split("@")) {
                        itemsRemoved = part.isBlank() ? itemsRemoved : itemsRemoved.replace(part.strip(), "Z");
                    }
                }
            }
            assertFalse(LEAK.matcher(itemsRemoved).find(),
                    () -> "a placeholder or code leaks into: " + s);
            for (Ref r : c.refs()) {
                String n = named(p, r);
                // a name that opens the sentence is capitalised there
                assertTrue(s.contains(n) || s.startsWith(n.substring(0, 1).toUpperCase(java.util.Locale.ENGLISH)
                        + n.substring(1)), () -> s + " names " + r);
            }
        }
    }

    /** How a sentence names the item of r: as a reader sees it, or as it stands in its category's phrase. */
    private static String named(Puzzle p, Ref r) {
        Item i = p.resolve(r);
        return p.category(i.category()).phrases().isPresent() ? p.category(i.category()).display(i.index())
                : ClueText.item(p, r, java.util.Locale.ENGLISH);
    }

    private static List<String> phraseTexts(Category c) {
        return c.phrases().map(ph -> java.util.stream.Stream.of(ph.is(), ph.isNot(), ph.less(), ph.more())
                .filter(java.util.Objects::nonNull).toList()).orElse(List.of());
    }

    @Test
    void everyFixtureRendersEveryClue() {
        Set<String> types = rendersEveryClue(TestCorpus.fixtureFiles());
        assertTrue(types.containsAll(List.of("match", "not", "any", "less", "offset", "next")), types.toString());
    }

    @Test
    void everyRealPuzzleRendersEveryClue() {
        Set<String> types = rendersEveryClue(TestCorpus.realFiles());
        assertTrue(types.containsAll(List.of("match", "not", "any", "less", "offset", "next")), types.toString());
    }

    private static Set<String> rendersEveryClue(List<Path> files) {
        Set<String> types = new HashSet<>();
        for (Path f : files) {
            Puzzle p = TestCorpus.read(f);
            for (Clue c : p.clues()) {
                String s = ClueText.generated(p, c);
                assertTrue(Character.isUpperCase(s.codePointAt(0)) || !Character.isLetter(s.codePointAt(0)), s);
                assertFalse(Pattern.compile("\\{\\d+}").matcher(s).find(), s);
                types.add(c.type());
            }
        }
        return types;
    }
}
