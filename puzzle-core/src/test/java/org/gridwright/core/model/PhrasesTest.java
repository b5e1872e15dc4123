package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class PhrasesTest {
    @Test
    void predicatesFillInTheItem() {
        Phrases p = Phrases.of(" wears the @ ", "does not wear the @");
        assertEquals("wears the jeans", p.is("jeans"));
        assertEquals("does not wear the jeans", p.isNot("jeans"));
        assertFalse(p.ordered());
        assertFalse(p.takesAmount());
    }

    @Test
    void comparativesTakeAnAmountOrLeaveItOut() {
        Phrases paid = new Phrases("paid @", "did not pay @", "paid @ less than", "paid @ more than");
        assertEquals("paid €2 less than", paid.less("€2"));
        assertEquals("paid less than", paid.less(null));
        assertTrue(paid.takesAmount());
        Phrases seats = new Phrases("booked @", "did not book @", "booked [@ fewer|fewer seats] than",
                "booked [@ more|more seats] than");
        assertEquals("booked 10 seats fewer than", seats.less("10 seats"));
        assertEquals("booked fewer seats than", seats.less(null));
        Phrases score = new Phrases("scored @", "did not score @", "scored [@ ]fewer points than",
                "scored [@ ]more points than");
        assertEquals("scored 3 more points than", score.more("3"));
        assertEquals("scored more points than", score.more(null));
        Phrases day = new Phrases("comes on @", "does not come on @", "comes before", "comes after");
        assertFalse(day.takesAmount());
        assertEquals("comes after", day.more(null));
    }

    @Test
    void faultsAreNamed() {
        assertEquals(Optional.empty(), Phrases.fault(null, " ", "", null, CategoryKind.CATEGORICAL));
        assertEquals(Optional.of(Phrases.Fault.MISSING), Phrases.fault("wears @", "", null, null, null));
        assertEquals(Optional.of(Phrases.Fault.MISSING), Phrases.fault(null, null, "less", "more", null));
        assertEquals(Optional.of(Phrases.Fault.NO_ITEM), Phrases.fault("wears", "does not wear @", null, null, null));
        assertEquals(Optional.of(Phrases.Fault.UNPAIRED), Phrases.fault("a @", "b @", "less", null, null));
        assertEquals(Optional.of(Phrases.Fault.UNORDERED),
                Phrases.fault("a @", "b @", "less", "more", CategoryKind.CATEGORICAL));
        assertEquals(Optional.empty(), Phrases.fault("a @", "b @", "less", "more", CategoryKind.ORDINAL));
        for (String bad : List.of("[@ less than", "@ less] than", "[[@]] less", "[a][b", "]a[")) {
            assertEquals(Optional.of(Phrases.Fault.BRACKETS), Phrases.fault("a @", "b @", bad, "more", null), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> Phrases.of("wears", "does not wear"));
    }

    @Test
    void aCategoryKeepsThemAmongItsOtherKeys() {
        Category c = Category.labelled("Garment", CategoryKind.CATEGORICAL, List.of("jeans", "shirt"))
                .withExtensions(java.util.Map.of("x-a", "1"));
        Phrases p = Phrases.of("wears the @", "does not wear the @");
        Category with = c.withPhrases(p);
        assertEquals(List.of("x-a", Phrases.KEY), List.copyOf(with.extensions().keySet()));
        assertEquals(p, with.phrases().orElseThrow());
        assertEquals(c, with.withPhrases(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> c.withPhrases(new Phrases("a @", "b @", "less", "more")));
        assertTrue(e.getMessage().endsWith("unordered"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> c.withExtensions(java.util.Map.of("colour", "1")));
    }

    @Test
    void anAmountHasAFormForOneAndOneForTheRest() {
        Phrases hours = new Phrases("arrived at @", "did not arrive at @", "arrived [@ ]earlier than",
                "arrived [@ ]later than", " @ hour|@ hours ");
        assertEquals("@ hour|@ hours", hours.amount());
        assertEquals("1 hour", hours.amount(BigDecimal.ONE));
        assertEquals("1 hour", hours.amount(new BigDecimal("1.00")));
        assertEquals("3 hours", hours.amount(BigDecimal.valueOf(3)));
        assertEquals("0.5 hours", hours.amount(new BigDecimal("0.5")));
        assertEquals("arrived 3 hours later than", hours.more(hours.amount(BigDecimal.valueOf(3))));
        Phrases room = new Phrases("is in @", "is not in @", null, null, "@");
        assertEquals("14", room.amount(BigDecimal.valueOf(14)));
        assertEquals("€2.50 a litre", Phrases.of("paid @", "did not pay @").withAmount("€@.00 a litre")
                .amount(new BigDecimal("2.5")), "the number as in a label");
        assertNull(Phrases.of("paid @", "did not pay @").amount(BigDecimal.ONE));
        assertNull(hours.withAmount(" ").amount(), "blank is none");
        assertEquals(new Phrases("a @", "b @", "c", "d"), new Phrases("a @", "b @", "c", "d", null),
                "the four-argument form has no amount");
    }

    @Test
    void anAmountNeedsTheNumberInEachFormAndANumericalCategory() {
        for (String bad : List.of("hours", "@ hour|hours", "hour|@ hours", "@|@|@|@|@", "@ hour|", "@ rok|lata|@ lat")) {
            assertEquals(Optional.of(Phrases.Fault.NO_AMOUNT), Phrases.fault("a @", "b @", null, null, bad, null), bad);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Phrases.of("a @", "b @").withAmount(bad));
            assertTrue(e.getMessage().endsWith("noAmount"), e.getMessage());
        }
        assertEquals(Optional.of(Phrases.Fault.MISSING), Phrases.fault(null, null, null, null, "@ years", null));
        assertEquals(Optional.empty(), Phrases.fault("a @", "b @", null, null, "@ years", CategoryKind.NUMERICAL));
        assertEquals(Optional.empty(), Phrases.fault("a @", "b @", null, null, "@ day|@ days", CategoryKind.ORDINAL));
        assertEquals(Optional.of(Phrases.Fault.AMOUNT_UNORDERED),
                Phrases.fault("a @", "b @", null, null, "@ years", CategoryKind.CATEGORICAL));
        Category colours = Category.labelled("Colour", CategoryKind.CATEGORICAL, List.of("red", "blue"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> colours.withPhrases(Phrases.of("wears @", "does not wear @").withAmount("@ shades")));
        assertTrue(e.getMessage().endsWith("amountUnordered"), e.getMessage());
        assertEquals(List.of("noAmount", "amountUnordered"),
                List.of(Phrases.Fault.NO_AMOUNT.code(), Phrases.Fault.AMOUNT_UNORDERED.code()));
    }

    @Property(tries = 200)
    void jsonRoundTripsWithAnAmount(@ForAll String one, @ForAll String other, @ForAll boolean forms) {
        String a = "@ " + one.replace("|", "");
        Phrases p = new Phrases("x @", "not @", null, null, forms ? a + "|" + other.replace("|", "") + " @" : a);
        assertEquals(p, Phrases.fromJson(p.toJson(), CategoryKind.NUMERICAL));
    }

    @Property(tries = 300)
    void jsonRoundTrips(@ForAll String is, @ForAll String isNot, @ForAll boolean ordered) {
        Phrases p = new Phrases("x " + is.replace("[", "").replace("]", "") + " @", "not @ " + isNot,
                ordered ? "less [@ ]" + is.replace("[", "").replace("]", "") + " than" : null,
                ordered ? "more than" : null);
        assertEquals(p, Phrases.fromJson(p.toJson(), CategoryKind.NUMERICAL));
    }
}
