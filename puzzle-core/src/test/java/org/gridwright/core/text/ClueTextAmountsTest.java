package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;

/**
 * How an amount along a numerical category (the difference in offset and distance clues) reads for each form of
 * label: a unit ({@code @ kg}), a name before the number ({@code Room @}), a clock ({@code @:00}), a score out of
 * ten ({@code @/10}), a bare number, and the category's own amount phrase with a form for one.
 */
class ClueTextAmountsTest {
    /** Categories as the bundled database draws them: phrases with an amount where the label does not measure. */
    private static final String PHRASED = """
            {
              "format": "gridwright/1",
              "categories": [
                {"name": "Name", "kind": "categorical", "items": ["Pip", "Cleo", "Ann", "Bob"]},
                {"name": "Room", "kind": "numerical", "values": [101, 115, 203, 210], "label": "Room @",
                 "x-phrases": {"is": "is staying in @", "isNot": "is not staying in @",
                   "less": "is staying in a lower-numbered room than",
                   "more": "is staying in a higher-numbered room than", "amount": "@"}},
                {"name": "Time", "kind": "numerical", "values": [9, 10, 12, 13], "label": "@:00",
                 "x-phrases": {"is": "arrived at @", "isNot": "did not arrive at @",
                   "less": "arrived [@ ]earlier than", "more": "arrived [@ ]later than", "amount": "@ hour|@ hours"}},
                {"name": "Year", "kind": "numerical", "values": [1990, 1991, 1995, 2000], "label": "@",
                 "x-phrases": {"is": "joined in @", "isNot": "did not join in @",
                   "less": "joined [@ ]earlier than", "more": "joined [@ ]later than", "amount": "@ year|@ years"}},
                {"name": "Weight", "kind": "numerical", "values": [20, 30, 40, 50], "label": "@ kg",
                 "x-phrases": {"is": "weighs @", "isNot": "does not weigh @", "less": "is @ lighter than",
                   "more": "is @ heavier than"}},
                {"name": "Rating", "kind": "numerical", "values": [4, 6, 7, 9], "label": "@/10",
                 "x-phrases": {"is": "rated it @", "isNot": "did not rate it @", "less": "rated it [@ ]lower than",
                   "more": "rated it [@ ]higher than", "amount": "@ point|@ points"}}
              ],
              "clues": []
            }
            """;

    /** The same kinds of label with no phrases at all, as an older or hand-written file may have them. */
    private static final String PLAIN = """
            {
              "format": "gridwright/1",
              "categories": [
                {"name": "Name", "kind": "categorical", "items": ["Pip", "Cleo", "Ann", "Bob"]},
                {"name": "Room", "kind": "numerical", "values": [101, 115, 203, 210], "label": "Room @"},
                {"name": "Time", "kind": "numerical", "values": [9, 10, 12, 13], "label": "@:00"},
                {"name": "Rating", "kind": "numerical", "values": [4, 6, 7, 9], "label": "@/10"},
                {"name": "Weight", "kind": "numerical", "values": [20, 30, 40, 50], "label": "@ kg"},
                {"name": "Price", "kind": "numerical", "values": [1, 2, 3, 4], "label": "€@.00"},
                {"name": "Year", "kind": "numerical", "values": [1990, 1991, 1995, 2000], "label": "@"}
              ],
              "clues": []
            }
            """;

    private static final Ref PIP = new Ref("Name", "Pip");
    private static final Ref CLEO = new Ref("Name", "Cleo");

    private static String phrased(Clue c) throws Exception {
        return ClueText.generated(PuzzleReader.parse(PHRASED, "phrased.lgp"), c);
    }

    private static String plain(Clue c) throws Exception {
        return ClueText.generated(PuzzleReader.parse(PLAIN, "plain.lgp"), c);
    }

    private static Clue offset(String by, long amount) {
        return new Clue.Offset(by, PIP, CLEO, Clue.Op.PLUS, BigDecimal.valueOf(amount), null);
    }

    private static Clue distance(String by, String amount) {
        return new Clue.Distance(by, PIP, CLEO, new BigDecimal(amount), null);
    }

    @Test
    void aLabelThatNamesGivesTheBareNumberNotTheLabel() throws Exception {
        assertEquals("Pip is staying in a lower-numbered room than Cleo by 14.", phrased(offset("Room", 14)));
        assertEquals("Pip and Cleo are 14 apart in Room.", plain(distance("Room", "14")));
        assertEquals("Cleo has a Room 14 higher than Pip.", plain(offset("Room", 14)));
        assertEquals("Cleo is staying in Room 115.", phrased(new Clue.Match(CLEO, new Ref("Room", "115"), null)),
                "the item itself still reads through the label");
    }

    @Test
    void aClockOrAScoreOutOfTenIsNotAnAmountWithoutWords() throws Exception {
        assertEquals("Pip and Cleo are 3 apart in Time.", plain(distance("Time", "3")));
        assertEquals("Pip has a Rating 2 higher than Cleo.", plain(offset("Rating", -2)));
        assertEquals("Pip and Cleo are 2 apart in Rating.", plain(distance("Rating", "2")));
    }

    @Test
    void theAmountPhraseTakesAFormForOneAndOneForTheRest() throws Exception {
        assertEquals("Pip arrived 3 hours earlier than Cleo.", phrased(offset("Time", 3)));
        assertEquals("Cleo arrived 1 hour earlier than Pip.", phrased(offset("Time", -1)));
        assertEquals("Between Pip and Cleo, one arrived 2 hours later than the other.",
                phrased(distance("Time", "2")));
        assertEquals("Cleo joined 3 years earlier than Pip.", phrased(offset("Year", -3)));
        assertEquals("Pip joined 1 year earlier than Cleo.", phrased(offset("Year", 1)));
        assertEquals("Pip rated it 2 points lower than Cleo.", phrased(offset("Rating", 2)));
        assertEquals("Between Pip and Cleo, one rated it 1 point higher than the other.",
                phrased(distance("Rating", "1")));
        assertEquals("Pip joined earlier than Cleo.", phrased(new Clue.Less("Year",
                java.util.List.of(PIP, CLEO), null)), "without an amount the brackets fall away");
    }

    @Test
    void aUnitLabelReadsAsBefore() throws Exception {
        assertEquals("Pip is 10 kg lighter than Cleo.", phrased(offset("Weight", 10)));
        assertEquals("Pip and Cleo differ by 10 kg in Weight.", plain(distance("Weight", "10")));
        assertEquals("Cleo has a Price €2.00 higher than Pip.", plain(offset("Price", 2)));
        assertEquals("Pip and Cleo are 5 apart in Year.", plain(distance("Year", "5")),
                "a bare label gives a bare number");
    }

    @Test
    void anAmountWithoutWordsIsTheLabelOrTheBareNumberAsClueTextShowsIt() throws Exception {
        Puzzle p = PuzzleReader.parse(PHRASED.replace(", \"amount\": \"@\"", ""), "old.lgp");
        assertEquals("Pip is staying in a lower-numbered room than Cleo by 14.",
                ClueText.generated(p, offset("Room", 14)), "an older file without the amount reads the same");
    }
}
