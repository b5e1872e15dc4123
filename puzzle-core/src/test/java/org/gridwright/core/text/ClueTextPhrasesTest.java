package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;

/** Clue sentences of categories with reader phrases ("wears the @"), each clue type, exact words. */
class ClueTextPhrasesTest {
    private static final String SHOP = """
            {
              "format": "gridwright/1",
              "categories": [
                {"name": "Name", "kind": "categorical", "items": ["Pip", "Cleo", "Ann", "Bob"]},
                {"name": "Garment", "kind": "categorical", "items": ["jeans", "shirt", "overalls", "coat"],
                 "x-phrases": {"is": "wears the @", "isNot": "does not wear the @"}},
                {"name": "Price", "kind": "numerical", "values": [3, 5, 8, 10], "label": "€@",
                 "x-phrases": {"is": "paid @", "isNot": "did not pay @", "less": "paid @ less than",
                               "more": "paid @ more than"}},
                {"name": "Day", "kind": "ordinal", "items": ["Monday", "Tuesday", "Wednesday", "Thursday"],
                 "x-phrases": {"is": "comes on @", "isNot": "does not come on @",
                               "less": "comes on an earlier day than", "more": "comes on a later day than"}},
                {"name": "Weight", "kind": "numerical", "values": [20, 30, 40, 50], "label": "@ kg"},
                {"name": "Floor", "kind": "ordinal", "items": ["1", "2", "3", "4"]},
                {"name": "Place", "kind": "ordinal", "items": ["1st", "2nd", "3rd", "4th"],
                 "x-phrases": {"is": "finished @", "isNot": "did not finish @", "less": "finished @ ahead of",
                               "more": "finished @ behind"}},
                {"name": "Seats", "kind": "numerical", "values": [30, 40, 50, 60], "label": "@ seats",
                 "x-phrases": {"is": "booked @", "isNot": "did not book @", "less": "booked [@ fewer|fewer seats] than",
                               "more": "booked [@ more|more seats] than"}},
                {"name": "Year", "kind": "numerical", "values": [1900, 1901, 1902, 1903], "label": "@",
                 "x-phrases": {"is": "joined in @", "isNot": "did not join in @", "less": "joined earlier than",
                               "more": "joined later than"}}
              ],
              "clues": []
            }
            """;

    private static Puzzle shop() throws Exception {
        return PuzzleReader.parse(SHOP, "shop.lgp");
    }

    private static Ref r(String c, String i) {
        return new Ref(c, i);
    }

    private static Pair pair(Ref a, Ref b) {
        return new Pair(a, b);
    }

    private static String text(Clue c) throws Exception {
        return ClueText.generated(shop(), c);
    }

    private static final Ref PIP = r("Name", "Pip");
    private static final Ref CLEO = r("Name", "Cleo");
    private static final Ref JEANS = r("Garment", "jeans");
    private static final Ref OVERALLS = r("Garment", "overalls");

    @Test
    void aMatchSaysWhatTheEntityDoes() throws Exception {
        assertEquals("Pip wears the jeans.", text(new Clue.Match(PIP, JEANS, null)));
        assertEquals("Pip wears the jeans.", text(new Clue.Match(JEANS, PIP, null)), "a match reads either way");
        assertEquals("The one who paid €3 wears the jeans.", text(new Clue.Match(r("Price", "3"), JEANS, null)));
        assertEquals("The one with 20 kg paid €3.", text(new Clue.Match(r("Price", "3"), r("Weight", "20"), null)));
        assertEquals("The one with 20 kg is the one with Floor 2.",
                text(new Clue.Match(r("Weight", "20"), r("Floor", "2"), null)), "no phrases: as before");
    }

    @Test
    void aNegationSaysWhatTheEntityDoesNotDo() throws Exception {
        assertEquals("Pip does not wear the jeans.", text(new Clue.Not(PIP, List.of(JEANS), null)));
        assertEquals("Pip does not wear the jeans.", text(new Clue.Not(JEANS, List.of(PIP), null)));
        assertEquals("Neither Cleo nor the one who paid €8 wears the overalls.",
                text(new Clue.Not(OVERALLS, List.of(CLEO, r("Price", "8")), null)));
        assertEquals("Pip neither wears the jeans, paid €8 nor comes on Monday.",
                text(new Clue.Not(PIP, List.of(JEANS, r("Price", "8"), r("Day", "Monday")), null)));
    }

    @Test
    void alternativesAndConditions() throws Exception {
        assertEquals("Pip either wears the jeans or paid €5, or both.",
                text(new Clue.Any(List.of(pair(PIP, JEANS), pair(PIP, r("Price", "5"))), false, null)));
        assertEquals("Pip either wears the jeans or paid €5.",
                text(new Clue.Any(List.of(pair(PIP, JEANS), pair(PIP, r("Price", "5"))), true, null)));
        assertEquals("Either Pip wears the jeans or Cleo paid €5, or both.",
                text(new Clue.Any(List.of(pair(PIP, JEANS), pair(CLEO, r("Price", "5"))), false, null)));
        assertEquals("At least one of these is true: Pip wears the jeans; Cleo paid €5; or the one with 30 kg "
                + "finished 2nd.", text(new Clue.Any(List.of(pair(PIP, JEANS), pair(CLEO, r("Price", "5")),
                        pair(r("Weight", "30"), r("Place", "2nd"))), false, null)));
        assertEquals("If Pip wears the jeans, then the one with 20 kg paid €3; otherwise Cleo comes on Monday.",
                text(new Clue.If(pair(PIP, JEANS), pair(r("Price", "3"), r("Weight", "20")),
                        pair(CLEO, r("Day", "Monday")), null)));
    }

    @Test
    void lessUsesTheComparativeWithoutAnAmount() throws Exception {
        assertEquals("Pip paid less than the one who wears the jeans.",
                text(new Clue.Less("Price", List.of(PIP, JEANS), null)));
        assertEquals("Pip comes on an earlier day than the one who wears the jeans.",
                text(new Clue.Less("Day", List.of(PIP, JEANS), null)));
        assertEquals("Pip finished ahead of Cleo.", text(new Clue.Less("Place", List.of(PIP, CLEO), null)));
        assertEquals("Cleo paid more than Pip but less than whoever wears the jeans.",
                text(new Clue.Less("Price", List.of(PIP, CLEO, JEANS), null)));
        assertEquals("The one who wears the jeans has a lower weight than Pip.",
                text(new Clue.Less("Weight", List.of(JEANS, PIP), null)));
        assertEquals("The one who wears the jeans comes before Pip in floor order (Floor 1 first).",
                text(new Clue.Less("Floor", List.of(JEANS, PIP), null)));
        assertEquals("Pip comes before Cleo in floor order (Floor 1 first).", text(new Clue.Less("Floor", List.of(PIP, CLEO), null)),
                "one style in a puzzle with phrases");
    }

    @Test
    void offsetsUseTheComparativeWithTheAmount() throws Exception {
        assertEquals("Pip paid €2 less than the one who wears the jeans.",
                text(new Clue.Offset("Price", PIP, JEANS, Clue.Op.PLUS, BigDecimal.valueOf(2), null)));
        assertEquals("Pip paid €5 more than the one who wears the jeans.",
                text(new Clue.Offset("Price", PIP, JEANS, Clue.Op.PLUS, BigDecimal.valueOf(-5), null)));
        assertEquals("Pip finished two places ahead of Cleo.",
                text(new Clue.Offset("Place", PIP, CLEO, Clue.Op.PLUS, BigDecimal.valueOf(2), null)));
        assertEquals("Cleo finished one place ahead of Pip.",
                text(new Clue.Offset("Place", PIP, CLEO, Clue.Op.PLUS, BigDecimal.valueOf(-1), null)));
        assertEquals("Pip comes on an earlier day than the one who wears the jeans by two places.",
                text(new Clue.Offset("Day", PIP, JEANS, Clue.Op.PLUS, BigDecimal.valueOf(2), null)),
                "comparatives without @ take no amount");
        assertEquals("The one who wears the jeans has twice the price of Pip.",
                text(new Clue.Offset("Price", PIP, JEANS, Clue.Op.TIMES, BigDecimal.valueOf(2), null)));
        assertEquals("The one who wears the jeans has the same price as Pip.",
                text(new Clue.Offset("Price", PIP, JEANS, Clue.Op.PLUS, BigDecimal.ZERO, null)));
        assertEquals("Counting floor from Floor 1 to Floor 4, the place of the one who wears the jeans is 2 times the place of Pip.",
                text(new Clue.Offset("Floor", PIP, JEANS, Clue.Op.TIMES, BigDecimal.valueOf(2), null)));
        assertEquals("The one who wears the jeans has a weight 10 kg higher than Pip.",
                text(new Clue.Offset("Weight", PIP, JEANS, Clue.Op.PLUS, BigDecimal.TEN, null)));
    }

    @Test
    void bracketsHoldTheWordsOfComparativesWithAndWithoutAnAmount() throws Exception {
        assertEquals("Pip booked fewer seats than Cleo.", text(new Clue.Less("Seats", List.of(PIP, CLEO), null)));
        assertEquals("Pip booked 10 seats fewer than Cleo.",
                text(new Clue.Offset("Seats", PIP, CLEO, Clue.Op.PLUS, BigDecimal.TEN, null)));
        assertEquals("Between Pip and Cleo, one booked 20 seats more than the other.",
                text(new Clue.Distance("Seats", PIP, CLEO, BigDecimal.valueOf(20), null)));
        assertEquals("Pip joined earlier than Cleo by 2.",
                text(new Clue.Offset("Year", PIP, CLEO, Clue.Op.PLUS, BigDecimal.valueOf(2), null)),
                "a comparative without @ takes the amount after it");
        assertEquals("Cleo joined earlier than the one who wears the jeans by 3.",
                text(new Clue.Offset("Year", JEANS, CLEO, Clue.Op.PLUS, BigDecimal.valueOf(-3), null)));
        assertEquals("The one who joined in 1901 booked 40 seats.",
                text(new Clue.Match(r("Year", "1901"), r("Seats", "40"), null)));
    }

    @Test
    void neighboursAndDistances() throws Exception {
        assertEquals("Pip and the one who wears the jeans are next to each other in day order.",
                text(new Clue.Next("Day", PIP, JEANS, null)));
        assertEquals("Cleo and the one who wears the overalls are not next to each other in price order.",
                text(new Clue.NotNext("Price", OVERALLS, CLEO, null)));
        assertEquals("Pip and Cleo are not next to each other in floor order.", text(new Clue.NotNext("Floor", PIP, CLEO, null)));
        assertEquals("Between Pip and the one who wears the jeans, one paid €5 more than the other.",
                text(new Clue.Distance("Price", PIP, JEANS, BigDecimal.valueOf(5), null)));
        assertEquals("Between Pip and Cleo, one finished three places behind the other.",
                text(new Clue.Distance("Place", PIP, CLEO, BigDecimal.valueOf(3), null)));
        assertEquals("Pip and the one who wears the jeans are two places apart in day order.",
                text(new Clue.Distance("Day", PIP, JEANS, BigDecimal.valueOf(2), null)));
        assertEquals("Pip and the one who wears the jeans differ by 10 kg in weight.",
                text(new Clue.Distance("Weight", JEANS, PIP, BigDecimal.TEN, null)));
        assertEquals("The one who wears the jeans and Pip have the same price.",
                text(new Clue.Distance("Price", JEANS, PIP, BigDecimal.ZERO, null)));
    }

    private static final String CLUB = """
            {
              "format": "gridwright/1",
              "noun": "member|members",
              "cast": "Name",
              "categories": [
                {"name": "Name", "kind": "categorical", "items": ["Ida", "Ben", "Ann", "Tom"]},
                {"name": "Month", "kind": "ordinal", "items": ["March", "April", "May", "June"],
                 "x-phrases": {"is": "hosted in @", "isNot": "did not host in @",
                               "less": "hosted [@ earlier|earlier in the year] than",
                               "more": "hosted [@ later|later in the year] than", "amount": "@ month|@ months"}},
                {"name": "Fee", "kind": "numerical", "values": [5, 10, 15, 20], "label": "$@",
                 "x-phrases": {"is": "paid @", "isNot": "did not pay @", "less": "paid @ less than",
                               "more": "paid @ more than"}},
                {"name": "Pages", "kind": "numerical", "values": [200, 250, 400, 450], "label": "@ pages",
                 "x-phrases": {"is": "picked a book of @", "isNot": "did not pick a book of @",
                               "less": "picked a book @ shorter than", "more": "picked a book @ longer than"}},
                {"name": "Pet", "kind": "categorical", "items": ["cat", "dog", "parrot", "rabbit"],
                 "x-phrases": {"is": "adopted the @", "isNot": "did not adopt the @"}}
              ],
              "clues": []
            }
            """;

    private static String club(Clue c) throws Exception {
        return ClueText.generated(PuzzleReader.parse(CLUB, "club.lgp"), c);
    }

    @Test
    void publishedFormsOfNeighboursAmountsAlternativesAndConditions() throws Exception {
        Ref ida = r("Name", "Ida");
        Ref ben = r("Name", "Ben");
        assertEquals("Between Ida and Ben, one paid $5 more than the other.", club(new Clue.Next("Fee", ida, ben, null)),
                "evenly spaced values: neighbours are one step apart");
        assertEquals("Neither of Ida and Ben paid $5 more than the other.",
                club(new Clue.NotNext("Fee", ida, ben, null)));
        assertEquals("Ida and Ben are next to each other in pages order.", club(new Clue.Next("Pages", ida, ben, null)),
                "unevenly spaced values: no fixed amount, so no comparative");
        assertEquals("Between Ida and Ben, one hosted one month later than the other.",
                club(new Clue.Next("Month", ida, ben, null)), "an ordinal amount through the category's own unit");
        assertEquals("Ida hosted two months earlier than Ben.",
                club(new Clue.Offset("Month", ida, ben, Clue.Op.PLUS, BigDecimal.valueOf(2), null)));
        assertEquals("Between Ida and Ben, one hosted three months later than the other.",
                club(new Clue.Distance("Month", ida, ben, BigDecimal.valueOf(3), null)));
        assertEquals("Ida paid either $5 or $10.", club(new Clue.Any(List.of(pair(ida, r("Fee", "5")),
                pair(ida, r("Fee", "10"))), true, null)), "one verb, said once");
        assertEquals("Ida adopted either the cat or the dog.", club(new Clue.Any(List.of(pair(ida, r("Pet", "cat")),
                pair(ida, r("Pet", "dog"))), true, null)), "the article stays with each item");
        assertEquals("If Ida paid $5, then Ida adopted the cat.", club(new Clue.If(pair(ida, r("Fee", "5")),
                pair(r("Fee", "5"), r("Pet", "cat")), null, null)), "the condition's entity is named as before");
        assertEquals("If the member who paid $5 hosted in May, then that member adopted the cat.",
                club(new Clue.If(pair(r("Fee", "5"), r("Month", "May")), pair(r("Month", "May"), r("Pet", "cat")),
                        null, null)));
    }
}
