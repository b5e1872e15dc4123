package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Phrases;
import org.junit.jupiter.api.Test;

/** Whether "times" offsets read well along a category: a bare number for one unit means it does not. */
class ClueMakerRatioTest {
    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().withChars("+-0123456789.,a €").ofMaxLength(6);
    }

    @Property(tries = 1000)
    void aBareNumberIsWhatTheRegularExpressionCalledOne(@ForAll("texts") String s) {
        assertEquals(s.matches("[-+]?[0-9.,]+"), ClueMaker.bareNumber(s));
    }

    @Test
    void timesReadsWellAlongAmountsWithAUnitOnly() {
        List<BigDecimal> v = List.of(BigDecimal.ONE, BigDecimal.TEN);
        assertTrue(ClueMaker.ratio(Category.numerical("Weight", v, "@ kg")));
        assertFalse(ClueMaker.ratio(Category.numerical("Room", v, "Room @")));
        assertFalse(ClueMaker.ratio(Category.numerical("Count", v, null)));
        assertTrue(ClueMaker.ratio(Category.numerical("Age", v, null)
                .withPhrases(new Phrases("is @", "is not @", null, null, "@ year|@ years"))));
    }
}
