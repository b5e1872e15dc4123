package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.text.ClueText;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Label patterns with decimals ({@code €@.00}, {@code @.0 m}): the bundled rows, what they accept, what they show. */
class DecimalLabelsTest {
    private static final List<String> DECIMAL_PATTERNS = List.of("€@.00", "$@.00", "£@.00", "@.0 m");
    /** The first numerical category drawn from the bundled database under each decimal pattern. */
    private static final Map<String, Category> DRAWN = new LinkedHashMap<>();

    private static List<BigDecimal> values(String... vs) {
        List<BigDecimal> out = new ArrayList<>();
        for (String v : vs) {
            out.add(new BigDecimal(v));
        }
        return out;
    }

    @BeforeAll
    static void drawUntilEveryDecimalPatternCameUp() throws DrawException {
        CategoryDatabase db = CategoryDatabase.bundled();
        for (int seed = 0; seed < 20_000 && DRAWN.size() < DECIMAL_PATTERNS.size(); seed++) {
            for (Category c : db.draw(new SplittableRandom(seed), DrawRequest.of(3, 4 + seed % 4).withNumerical(2, 2))) {
                if (c.kind() == CategoryKind.NUMERICAL && DECIMAL_PATTERNS.contains(c.label())) {
                    DRAWN.putIfAbsent(c.label(), c);
                }
            }
        }
    }

    @Test
    void theBundledDatabaseHasDecimalPricesAndLengthsWithSchemesThatMakeThem() {
        CategoryDatabase db = CategoryDatabase.bundled();
        for (String p : DECIMAL_PATTERNS) {
            assertTrue(db.labels().stream().anyMatch(l -> l.pattern().equals(p)), p);
        }
        assertTrue(db.schemes().stream().anyMatch(s -> s.name().equals("prices") && s.labels().equals(List.of("Price"))));
        assertTrue(db.schemes().stream().anyMatch(s -> s.name().equals("tenths")));
        assertTrue(CategoryDatabase.bundledResult().clean(), CategoryDatabase.bundledResult().problems().toString());
    }

    @Test
    void aTwoDecimalPriceTakesOnlyValuesWithAtMostTwoDecimalsAndNotOnlyWholeOnes() {
        LabelPattern euro = LabelPattern.of("€@.00", "Price", 1, "decimal; positive; <= 100");
        assertTrue(euro.accepts(values("1", "1.5", "2")));
        assertTrue(euro.accepts(values("0.75", "1", "1.25")));
        assertFalse(euro.accepts(values("1", "2", "3")), "whole prices keep the whole-number patterns");
        assertFalse(euro.accepts(values("1.125", "1.25")), "three decimals would show more than €@.00 says");
        assertFalse(euro.accepts(values("-0.5", "0.5")));
        assertEquals("€1.50", euro.display(new BigDecimal("1.5")));
    }

    @Test
    void theDecimalConditionIsWrittenAndReadAsText() {
        List<Condition> cs = Condition.parse("decimal; positive; <= 100");
        assertEquals("decimal; positive; <= 100", Condition.format(cs));
        assertEquals(cs, Condition.parse(Condition.format(cs)));
        assertTrue(cs.get(0).test(values("1", "1.5")));
        assertFalse(cs.get(0).test(values("1", "2.0")));
    }

    @Test
    void drawingGivesEveryDecimalPatternAscendingCanonicalValuesShownWithTheirDecimals() {
        assertEquals(DECIMAL_PATTERNS.size(), DRAWN.size(), "drawn: " + DRAWN.keySet());
        for (Category c : DRAWN.values()) {
            int decimals = c.label().contains(".00") ? 2 : 1;
            for (int i = 0; i < c.size(); i++) {
                BigDecimal v = c.values().get(i);
                assertEquals(Category.canonical(v), c.items().get(i), "the file keeps canonical numbers");
                if (i > 0) {
                    assertTrue(c.values().get(i - 1).compareTo(v) < 0, c.items().toString());
                }
                String shown = c.display(i);
                String number = shown.replaceAll("[^0-9.]", "").replaceAll("\\.$", "");
                assertEquals(decimals, number.length() - number.indexOf('.') - 1, shown);
                assertEquals(0, new BigDecimal(number).compareTo(v), shown);
            }
        }
    }

    @Test
    void aPuzzleWithADecimalPriceStaysValidThroughItsFileAndItsCluesShowCents() throws Exception {
        Category price = Category.numerical("Price", values("1", "1.5", "2", "2.5"), "€@.00");
        Category name = Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Ann", "Bob", "Cy", "Di"));
        Puzzle p = Puzzle.builder().category(name).category(price)
                .clue(new Clue.Match(new Ref("Name", "Bob"), new Ref("Price", "1.50"), ClueMeta.NONE))
                .clue(new Clue.Distance("Price", new Ref("Name", "Ann"), new Ref("Name", "Cy"), new BigDecimal("0.5"),
                        ClueMeta.NONE))
                .build();
        String json = PuzzleWriter.toJson(p);
        assertTrue(json.contains("\"label\": \"€@.00\""), json);
        assertTrue(json.contains("1.5") && !json.contains("1.50"), "values stay canonical: " + json);
        Puzzle back = PuzzleReader.parse(json, "decimal.lgp");
        assertEquals(p.categories(), back.categories());
        assertEquals("€1.50", back.category(1).display(1));
        String match = ClueText.render(back, back.clues().get(0));
        String distance = ClueText.render(back, back.clues().get(1));
        assertTrue(match.contains("€1.50"), match);
        assertTrue(distance.contains("€0.50"), distance);
    }
}
