package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Phrases;
import org.junit.jupiter.api.Test;

class PhraseEditsTest {
    private static final DbCategory CLOTHES = DbCategory.of("things", "clothes", CategoryKind.CATEGORICAL, 1,
            List.of("jeans", "shirt"));
    private static final DbCategory DAYS = DbCategory.of("time", "days", CategoryKind.ORDINAL, 1,
            List.of("Monday", "Tuesday"));
    private static final DbCategory TIMES = new DbCategory("time", "hours", CategoryKind.NUMERICAL, 1, "Time", null,
            "@:00", List.of("9", "10"));

    @Test
    void validFieldsBecomeThePhrases() {
        PhraseEdits.Outcome o = PhraseEdits.apply(CLOTHES, " wears the @", "does not wear the @ ", "", " ", "");
        assertTrue(o.ok());
        assertEquals(Phrases.of("wears the @", "does not wear the @"), o.category().phrases());
        PhraseEdits.Outcome d = PhraseEdits.apply(DAYS, "comes on @", "does not come on @", "comes before",
                "comes after", "");
        assertEquals("comes after", d.category().phrases().more());
    }

    @Test
    void theAmountOfANumericalCategoryIsAFifthField() {
        PhraseEdits.Outcome o = PhraseEdits.apply(TIMES, "arrived at @", "did not arrive at @",
                "arrived [@ ]earlier than", "arrived [@ ]later than", " @ hour|@ hours ");
        assertTrue(o.ok(), o.problem());
        assertEquals("@ hour|@ hours", o.category().phrases().amount());
        assertEquals("1 hour", o.category().phrases().amount(java.math.BigDecimal.ONE));
        PhraseEdits.Outcome cleared = PhraseEdits.apply(o.category(), "arrived at @", "did not arrive at @",
                "arrived [@ ]earlier than", "arrived [@ ]later than", "");
        assertNull(cleared.category().phrases().amount(), "a blank amount is none; the rest stays");
        assertEquals("arrived [@ ]later than", cleared.category().phrases().more());
    }

    @Test
    void blankFieldsRemoveThem() {
        DbCategory with = CLOTHES.withPhrases(Phrases.of("wears the @", "does not wear the @"));
        PhraseEdits.Outcome o = PhraseEdits.apply(with, "", "", "", "", "");
        assertTrue(o.ok());
        assertNull(o.category().phrases());
    }

    @Test
    void unfinishedFieldsSayWhatIsMissingAndChangeNothing() {
        PhraseEdits.Outcome o = PhraseEdits.apply(CLOTHES, "wears the @", "", "", "", "");
        assertFalse(o.ok());
        assertSame(CLOTHES, o.category());
        assertTrue(o.problem().contains("negation"), o.problem());
        assertTrue(PhraseEdits.apply(CLOTHES, "wears", "does not wear", "", "", "").problem().contains("@"));
        assertTrue(PhraseEdits.apply(CLOTHES, "wears @", "does not wear @", "less", "more", "").problem()
                .contains("only for ordinal and numerical"));
        assertTrue(PhraseEdits.apply(DAYS, "comes on @", "does not come on @", "before", "", "").problem()
                .contains("both comparatives"));
        assertTrue(PhraseEdits.apply(DAYS, "comes on @", "does not come on @", "[before", "after", "").problem()
                .contains("needs its ]"));
        assertTrue(PhraseEdits.apply(TIMES, "arrived at @", "did not arrive at @", "", "", "hours").problem()
                .contains("needs @ where the number goes"));
        assertTrue(PhraseEdits.apply(CLOTHES, "wears the @", "does not wear the @", "", "", "@ shades").problem()
                .contains("only for numerical and ordinal"));
        assertEquals("@ day|@ days", PhraseEdits.apply(DAYS, "comes on @", "does not come on @", "", "",
                "@ day|@ days").category().phrases().amount(), "an ordinal category says how its places count");
        assertTrue(PhraseEdits.apply(CLOTHES, "", "", "", "", "@ years").problem().contains("negation"),
                "an amount alone is no phrases");
        for (Phrases.Fault f : Phrases.Fault.values()) {
            assertFalse(PhraseEdits.message(f).isBlank(), f.toString());
        }
    }
}
