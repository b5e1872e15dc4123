package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Property(tries = 300)
    void jsonRoundTrips(@ForAll String is, @ForAll String isNot, @ForAll boolean ordered) {
        Phrases p = new Phrases("x " + is.replace("[", "").replace("]", "") + " @", "not @ " + isNot,
                ordered ? "less [@ ]" + is.replace("[", "").replace("]", "") + " than" : null,
                ordered ? "more than" : null);
        assertEquals(p, Phrases.fromJson(p.toJson(), CategoryKind.NUMERICAL));
    }
}
