package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * What a generator makes the quick way is what the slow way made: a category taking another's x- keys
 * ({@link Category#withExtensionsOf}) is the category given them, and the amount of an offset or distance clue is
 * the number its canonical text reads back as.
 */
class SharedExtensionsTest {
    private static final Phrases LIVES = Phrases.of("lives on @", "does not live on @");
    private static final Phrases AGED = new Phrases("is @", "is not @", "is younger than", "is older than");

    @Test
    void aCategoryTakingAnothersPhrasesIsTheCategoryGivenThem() {
        Category first = Category.labelled("Street", CategoryKind.CATEGORICAL, List.of("Elm", "Oak", "Ash"))
                .withPhrases(LIVES);
        Category next = Category.labelled("Street", CategoryKind.CATEGORICAL, List.of("Fir", "Yew", "Oak"));
        assertSame(next.withPhrases(LIVES), next.withExtensionsOf(first));
        Category ages = Category.numerical("Age", List.of(new BigDecimal("30"), new BigDecimal("40")), "@ years");
        Category older = Category.numerical("Age", List.of(new BigDecimal("50"), new BigDecimal("61")), "@ years");
        assertSame(older.withPhrases(AGED), older.withExtensionsOf(ages.withPhrases(AGED)));
    }

    @Test
    void anotherKindOrFormsAreReadAsWithExtensionsReadsThem() {
        Category ordinal = Category.labelled("Floor", CategoryKind.ORDINAL, List.of("first", "second"))
                .withPhrases(LIVES);
        Category categorical = Category.labelled("Floor", CategoryKind.CATEGORICAL, List.of("low", "high"));
        assertSame(categorical.withExtensions(ordinal.extensions()), categorical.withExtensionsOf(ordinal));
        Category numerical = Category.numerical("Floor", List.of(BigDecimal.ONE, BigDecimal.TEN), null);
        Category compared = Category.labelled("Floor", CategoryKind.ORDINAL, List.of("first", "second"))
                .withPhrases(new Phrases("is on @", "is not on @", "is below", "is above"));
        assertSame(numerical.withExtensions(compared.extensions()), numerical.withExtensionsOf(compared));
        Category named = Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Ann", "Bea"))
                .withForms(Map.of("Ann", new Forms(Map.of("gen", "Anny"), "f", null)));
        Category other = Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Ann", "Cid"));
        assertSame(other.withExtensions(named.extensions()), other.withExtensionsOf(named));
    }

    @Property(tries = 500)
    void anAmountIsTheNumberItsCanonicalTextReadsBackAs(@ForAll long unscaled,
            @ForAll @IntRange(min = -6, max = 9) int scale) {
        BigDecimal amount = BigDecimal.valueOf(unscaled, scale);
        BigDecimal canonical = new BigDecimal(Category.canonical(amount));
        Ref a = new Ref("Name", "Ann");
        Ref b = new Ref("Name", "Bea");
        BigDecimal offset = ((Clue.Offset) new Clue.Offset("Age", a, b, Clue.Op.PLUS, amount, null)).amount();
        BigDecimal distance = ((Clue.Distance) new Clue.Distance("Age", a, b, amount, null)).amount();
        // equal in value and in scale, as the text reads back
        assertEquals(canonical, offset);
        assertEquals(canonical, distance);
        assertEquals(canonical.scale(), offset.scale());
    }

    private static void assertSame(Category expected, Category actual) {
        assertEquals(expected, actual);
        assertEquals(expected.extensions(), actual.extensions());
        assertEquals(expected.phrases(), actual.phrases());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.forms(i), actual.forms(i));
        }
    }
}
