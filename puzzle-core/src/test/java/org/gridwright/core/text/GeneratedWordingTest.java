package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** Every clue of puzzles generated from the bundled database reads as a finished English sentence. */
class GeneratedWordingTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();
    private static final Pattern LEFTOVER = Pattern.compile("@|\\{|}|\\bnull\\b|  | ,|\\.\\.");

    private static Puzzle generate(int cats, int items, long seed) throws GenerationException {
        return Generator.generate(GeneratorSettings.of(cats, items, seed), DB, "bundled", Monitor.NONE);
    }

    @Test
    void everyGeneratedClueIsAFinishedSentence() throws Exception {
        int phrased = 0;
        int clues = 0;
        for (int size = 3; size <= 5; size++) {
            for (long seed = 1; seed <= 12; seed++) {
                Puzzle p = generate(size + (int) (seed % 2), size, seed * 7919 + size);
                for (Clue c : p.clues()) {
                    String s = ClueText.render(p, c);
                    clues++;
                    assertFalse(LEFTOVER.matcher(s).find(), () -> "a leftover in: " + s);
                    assertTrue(Character.isUpperCase(s.codePointAt(0)), () -> "a capital first letter: " + s);
                    assertTrue(s.endsWith("."), () -> "a full stop: " + s);
                    if (!s.contains("the one with") && !s.contains("The one with")) {
                        phrased++;
                    }
                }
                for (Category cat : p.categories()) {
                    assertTrue(cat.phrases().isPresent() || cat.name().equals(p.cast()) || cat.name().equals("Name")
                            || cat.name().startsWith("Name ")
                            || cat.name().equals("Surname") || cat.name().equals("Friend")
                            || !DB.categories().stream().anyMatch(d -> d.name().equals(cat.name())
                                    && d.phrases() != null), () -> cat.name() + " lost its phrases");
                }
            }
        }
        // the categories' and themes' phrases, not the neutral "the one with …", word nearly every clue
        assertTrue(phrased >= clues * 9 / 10, "phrases are used: " + phrased + " of " + clues);
    }

    /**
     * An offset or distance along a numerical category states its amount through the category's amount phrase,
     * else through its label only when the label measures: never "by Room 14", "by 3:00" or "2/10 apart".
     */
    @Test
    void generatedAmountsReadAsAmounts() throws Exception {
        Map<String, Double> weights = new HashMap<>();
        GeneratorSettings.TYPES.forEach(t -> weights.put(t, t.equals("offset") || t.equals("distance") ? 5.0 : 1.0));
        int checked = 0;
        int named = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Puzzle p = Generator.generate(GeneratorSettings.of(5, 5, seed * 31).withWeights(weights), DB, "bundled",
                    Monitor.NONE);
            for (Clue c : p.clues()) {
                String by;
                BigDecimal amount;
                if (c instanceof Clue.Offset o && o.op() == Clue.Op.PLUS) {
                    by = o.by();
                    amount = o.amount().abs();
                } else if (c instanceof Clue.Distance d) {
                    by = d.by();
                    amount = d.amount().abs();
                } else {
                    continue;
                }
                Category cat = p.category(by);
                if (cat.kind() != CategoryKind.NUMERICAL || amount.signum() == 0) {
                    continue;
                }
                String s = ClueText.render(p, c);
                String words = cat.phrases().map(ph -> ph.amount(amount)).orElse(null);
                String expected = words != null ? words : NumberLabel.amount(cat.label(), amount);
                assertEquals(expected, cat.amount(amount));
                assertTrue(Pattern.compile("(?<![\\w@])" + Pattern.quote(expected) + "(?![\\w:/])").matcher(s).find()
                        || !NumberLabel.isPattern(cat.label()) && s.contains(" " + expected + " "),
                        () -> "'" + expected + "' in: " + s);
                if (NumberLabel.names(cat.label())) {
                    named++;
                    String asLabel = NumberLabel.show(cat.label(), amount);
                    boolean anItem = cat.items().stream().anyMatch(i -> new BigDecimal(i).compareTo(amount) == 0);
                    assertTrue(anItem || !s.contains(asLabel), () -> "the label '" + asLabel + "' as an amount: " + s);
                    assertTrue(words != null, () -> by + " (" + cat.label() + ") has no amount phrase: " + s);
                }
                checked++;
            }
        }
        assertTrue(checked >= 40, "amounts checked: " + checked);
        assertTrue(named >= 3, "amounts along labels that name checked: " + named);
    }

    @Test
    void phrasesAreKeptInTheFileAndTheSameSeedGivesTheSameClues() throws Exception {
        Puzzle p = generate(4, 5, 7);
        String json = PuzzleWriter.toJson(p);
        assertTrue(json.contains("\"x-phrases\": {\"is\":"), json);
        Puzzle back = PuzzleReader.parse(json, "p.lgp");
        assertEquals(p.categories(), back.categories(), "the categories and their phrases read back");
        assertEquals(p.clues(), back.clues());
        assertEquals(ClueText.all(p), ClueText.all(back));
        assertEquals(json, PuzzleWriter.toJson(generate(4, 5, 7)));
    }
}
