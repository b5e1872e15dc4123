package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

class NumberLabelTest {
    private static BigDecimal n(String s) {
        return new BigDecimal(s);
    }

    @Test
    void aPlainAtShowsTheCanonicalNumber() {
        assertEquals("40 kg", NumberLabel.show("@ kg", n("40.000")));
        assertEquals("2.5 m", NumberLabel.show("@ m", n("2.50")));
        assertEquals("1000", NumberLabel.show("@", new BigDecimal("1E+3")));
    }

    @Test
    void atPointZerosShowThatManyDecimals() {
        assertEquals("€1.50", NumberLabel.show("€@.00", n("1.5")));
        assertEquals("€2.00", NumberLabel.show("€@.00", n("2")));
        assertEquals("€0.05", NumberLabel.show("€@.00", n("0.05")));
        assertEquals("-1.50 EUR", NumberLabel.show("@.00 EUR", n("-1.5")));
        assertEquals("2.0 m", NumberLabel.show("@.0 m", n("2")));
        assertEquals("2.5 m", NumberLabel.show("@.0 m", n("2.5")));
    }

    @Test
    void moreDecimalsThanThePatternAsksAreKeptNotRounded() {
        assertEquals("€1.125", NumberLabel.show("€@.00", n("1.125")));
        assertFalse(NumberLabel.fits("€@.00", n("1.125")));
        assertTrue(NumberLabel.fits("€@.00", n("1.10")));
        assertTrue(NumberLabel.fits("@ kg", n("1.125")), "a plain @ takes any number");
    }

    @Test
    void everyAtIsReplacedAndTheRestIsKeptAsWritten() {
        assertEquals("1.50 ($1.50)", NumberLabel.show("@.00 ($@.00)", n("1.5")));
        assertEquals("No. 7.", NumberLabel.show("No. @.", n("7")), "a point not followed by a zero is text");
        assertEquals("7.x", NumberLabel.show("@.x", n("7")));
        assertEquals("$3 and up", NumberLabel.show("$@ and up", n("3")));
    }

    @Test
    void aHeadingOrNoLabelShowsTheBareNumber() {
        assertEquals("2.5", NumberLabel.show("Score", n("2.50")));
        assertEquals("2.5", NumberLabel.show(null, n("2.50")));
        assertFalse(NumberLabel.isPattern("Score"));
        assertFalse(NumberLabel.isPattern(null));
        assertEquals(0, NumberLabel.decimals("Score"));
    }

    @Test
    void decimalsIsTheMostAnyAtAsksFor() {
        assertEquals(0, NumberLabel.decimals("@ kg"));
        assertEquals(2, NumberLabel.decimals("€@.00"));
        assertEquals(3, NumberLabel.decimals("@.0 / @.000"));
    }

    @Test
    void aCategoryShowsItsItemsThroughThePatternAndKeepsThemCanonical() {
        Category c = Category.numerical("Price", List.of(n("0.5"), n("1.50"), n("2")), "€@.00");
        assertEquals(List.of("0.5", "1.5", "2"), c.items());
        assertEquals(List.of("€0.50", "€1.50", "€2.00"), List.of(c.display(0), c.display(1), c.display(2)));
        assertEquals(1, c.indexOf("1.50"));
    }

    @Property
    void theShownNumberIsTheValueWithAtLeastTheAskedDecimals(
            @ForAll @BigRange(min = "-100000", max = "100000") @Scale(4) BigDecimal v,
            @ForAll @IntRange(min = 0, max = 4) int decimals) {
        String label = decimals == 0 ? "<@>" : "<@." + "0".repeat(decimals) + ">";
        String shown = NumberLabel.show(label, v);
        String number = shown.substring(1, shown.length() - 1);
        assertEquals(0, new BigDecimal(number).compareTo(v), shown);
        int scale = number.contains(".") ? number.length() - number.indexOf('.') - 1 : 0;
        assertEquals(Math.max(decimals, Math.max(0, v.stripTrailingZeros().scale())), scale, shown);
        assertEquals(NumberLabel.fits(label, v), decimals == 0 || scale == decimals, shown);
    }

    @Property
    void differentValuesNeverLookAlike(@ForAll @BigRange(min = "-1000", max = "1000") @Scale(3) BigDecimal a,
            @ForAll @BigRange(min = "-1000", max = "1000") @Scale(3) BigDecimal b) {
        if (a.compareTo(b) != 0) {
            assertNotEquals(NumberLabel.show("€@.00", a), NumberLabel.show("€@.00", b));
        }
    }

    @Test
    void anAmountReadsThroughALabelThatMeasuresAndBareThroughOneThatNames() {
        String[][] measured = {{"@ kg", "6", "6 kg"}, {"€@", "2", "€2"}, {"€@.00", "2", "€2.00"},
            {"@ °C", "5", "5 °C"}, {"@%", "15", "15%"}, {"@", "3", "3"}};
        for (String[] m : measured) {
            assertEquals(m[2], NumberLabel.amount(m[0], n(m[1])), m[0]);
        }
        for (String naming : List.of("Room @", "No. @", "Channel @", "EU @", "@:00", "@/10", "@.0/10")) {
            assertTrue(NumberLabel.names(naming), naming);
            assertEquals("14", NumberLabel.amount(naming, n("14")), naming);
        }
        assertEquals("2.5", NumberLabel.amount("Room @", n("2.50")), "canonical");
        assertEquals("7", NumberLabel.amount("Score", n("7")), "a heading");
        assertEquals("7", NumberLabel.amount(null, n("7")));
        for (String measuring : List.of("@ kg", "€@", "$@.00", "@ km/h", "@ m²", "Score", "@")) {
            assertFalse(NumberLabel.names(measuring), measuring);
        }
    }

    /** The pattern's reading as a regular expression, which NumberLabel read it by before it did so by hand. */
    private static String showByRegex(String label, BigDecimal value) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("@(\\.0+)?").matcher(label);
        StringBuilder sb = new StringBuilder();
        int most = 0;
        while (m.find()) {
            int decimals = m.group(1) == null ? 0 : m.group(1).length() - 1;
            most = Math.max(most, decimals);
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(NumberLabel.number(value, decimals)));
        }
        m.appendTail(sb);
        return sb + "|" + most;
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> labels() {
        return net.jqwik.api.Arbitraries.strings().withChars("@.0 1kg€:").ofMinLength(1).ofMaxLength(10)
                .filter(l -> l.indexOf('@') >= 0);
    }

    @Property(tries = 1000)
    void showsAndCountsDecimalsAsTheRegularExpressionReadsThePattern(@ForAll("labels") String label,
            @ForAll @BigRange(min = "-1000", max = "1000") @Scale(3) BigDecimal value) {
        assertEquals(showByRegex(label, value), NumberLabel.show(label, value) + "|" + NumberLabel.decimals(label));
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> namingLabels() {
        return net.jqwik.api.Arbitraries.strings().withChars("@.0 1Rkgé€:/").ofMinLength(1).ofMaxLength(8)
                .filter(l -> l.indexOf('@') >= 0);
    }

    /** {@link NumberLabel#names} reads a label as the regular expressions it once used did. */
    @Property(tries = 2000)
    void namesAsTheRegularExpressionReadsThePattern(@ForAll("namingLabels") String label) {
        int at = label.indexOf('@');
        String after = label.substring(at + 1).replaceFirst("^\\.0+", "");
        boolean names = label.substring(0, at).codePoints().anyMatch(Character::isLetter) || after.startsWith(":")
                || after.startsWith("/");
        assertEquals(names, NumberLabel.names(label), label);
    }
}
