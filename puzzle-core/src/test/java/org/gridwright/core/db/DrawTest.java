package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class DrawTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();
    private static final CategoryDatabase RELOADED = CategoryDatabase.bundled();

    private static DrawRequest request(int categories, int items, int ordered, long seed) {
        int minOrd = ordered > 0 ? (int) Math.floorMod(seed, 2) : 0;
        int minNum = ordered > 1 ? 1 : 0;
        DrawRequest r = DrawRequest.of(categories, items).withOrdinal(Math.min(minOrd, categories - 1 - minNum), ordered)
                .withNumerical(minNum, ordered);
        return seed % 3 == 0 ? r.withOrdered(ordered) : r;
    }

    @Property(tries = 400)
    void drawsMeetTheRequest(@ForAll long seed, @ForAll @IntRange(min = 2, max = 8) int categories,
            @ForAll @IntRange(min = 2, max = 8) int items, @ForAll @IntRange(min = 0, max = 3) int ordered)
            throws DrawException {
        DrawRequest req = request(categories, items, Math.min(ordered, categories - 1), seed);
        List<Category> cs = DB.draw(new SplittableRandom(seed), req);
        assertEquals(categories, cs.size());
        Set<String> names = new HashSet<>();
        Set<String> labels = new HashSet<>();
        int ord = 0;
        int num = 0;
        assertEquals(CategoryKind.CATEGORICAL, cs.get(0).kind());
        for (Category c : cs) {
            assertEquals(items, c.size(), c.toString());
            assertTrue(names.add(c.name().toLowerCase(Locale.ROOT)), "heading twice: " + c.name() + " in " + cs);
            for (int i = 0; i < c.size(); i++) {
                assertTrue(labels.add(c.display(i).strip().toLowerCase(Locale.ROOT)),
                        "item twice: " + c.display(i) + " in " + cs);
            }
            if (c.kind() == CategoryKind.ORDINAL) {
                ord++;
                assertInDatabaseOrder(c);
            }
            if (c.kind() == CategoryKind.NUMERICAL) {
                num++;
                assertLabelFits(c);
            }
        }
        assertTrue(ord >= req.minOrdinal() && ord <= req.maxOrdinal(), "ordinal " + ord + " for " + req);
        assertTrue(num >= req.minNumerical() && num <= req.maxNumerical(), "numerical " + num + " for " + req);
        assertTrue(ord + num >= req.minOrdered(), "ordered " + (ord + num) + " for " + req);
    }

    private static void assertInDatabaseOrder(Category c) {
        DbCategory from = DB.categories().stream().filter(d -> d.kind() == CategoryKind.ORDINAL
                && d.items().containsAll(c.items())).findFirst().orElseThrow();
        int last = -1;
        for (String item : c.items()) {
            int at = from.items().indexOf(item);
            assertTrue(at > last, c + " is not in the order of " + from.place());
            if (from.subset() == Subset.CONTIGUOUS && last >= 0) {
                assertEquals(last + 1, at, c + " is not contiguous in " + from.place());
            }
            last = at;
        }
    }

    private static void assertLabelFits(Category c) {
        List<BigDecimal> v = c.values();
        for (int i = 1; i < v.size(); i++) {
            assertTrue(v.get(i - 1).compareTo(v.get(i)) < 0, "not ascending: " + c);
        }
        List<LabelPattern> matching = DB.labels().stream()
                .filter(l -> l.pattern().equals(c.label()) && l.name().equals(c.name())).toList();
        if (matching.isEmpty()) {
            // a fixed numerical category of the database
            assertTrue(DB.categories().stream().anyMatch(d -> d.kind() == CategoryKind.NUMERICAL
                    && d.name().equals(c.name())), "numerical category from nowhere: " + c);
        } else {
            assertTrue(matching.get(0).accepts(v), "label conditions fail for " + c);
            assertTrue(DB.schemes().stream().anyMatch(s -> s.allows(matching.get(0))), "no scheme allows " + c);
        }
    }

    @Property(tries = 100)
    void theSameGeneratorStateGivesTheSameCategories(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 8) int categories, @ForAll @IntRange(min = 2, max = 8) int items)
            throws DrawException {
        DrawRequest req = request(categories, items, Math.min(2, categories - 1), seed);
        assertEquals(DB.draw(new SplittableRandom(seed), req), DB.draw(new SplittableRandom(seed), req));
        assertEquals(DB.draw(new SplittableRandom(seed), req), RELOADED.draw(new SplittableRandom(seed), req));
    }

    @Test
    void differentSeedsGiveVariety() throws DrawException {
        Set<String> first = new HashSet<>();
        Set<String> kinds = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            List<Category> cs = DB.draw(new SplittableRandom(seed), DrawRequest.of(4, 5).withNumerical(1, 1));
            first.add(cs.get(0).name() + cs.get(0).items());
            cs.forEach(c -> kinds.add(c.kind() + (c.label() == null ? "" : c.label())));
        }
        assertTrue(first.size() > 150, "too few different first categories: " + first.size());
        assertTrue(kinds.size() > 15, "too few different numerical labels: " + kinds);
    }

    @Test
    void avoidsTakingTwoCategoriesFromOneClass() throws DrawException {
        for (long seed = 0; seed < 100; seed++) {
            List<Category> cs = DB.draw(new SplittableRandom(seed), DrawRequest.of(7, 6));
            List<String> classes = new ArrayList<>();
            for (Category c : cs) {
                classes.add(DB.categories().stream().filter(d -> d.items().containsAll(c.items())).findFirst()
                        .orElseThrow().className());
            }
            assertEquals(7, new HashSet<>(classes).size(), "seed " + seed + ": " + classes);
        }
    }

    @Test
    void aRequestTheDatabaseCannotMeetSaysWhy() {
        CategoryDatabase small = RoundTripTest.handMade();
        DrawException e = assertThrows(DrawException.class,
                () -> small.draw(new SplittableRandom(1), DrawRequest.of(2, 5)));
        assertTrue(e.getMessage().contains("categorical") && e.getMessage().contains("5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> DrawRequest.of(3, 4).withOrdinal(2, 2).withNumerical(1, 1));
    }

    @Test
    void optionalOrderedSlotsFallBackAndRequiredOnesSayWhy() throws DrawException {
        CategoryDatabase noOrdinal = new CategoryDatabase(List.of(new DbClass("a", 1), new DbClass("b", 1)),
                List.of(DbCategory.of("a", "x", CategoryKind.CATEGORICAL, 1, List.of("p", "q", "r")),
                        DbCategory.of("b", "y", CategoryKind.CATEGORICAL, 1, List.of("s", "t", "u")),
                        DbCategory.of("b", "z", CategoryKind.CATEGORICAL, 1, List.of("v", "w", "x"))),
                DB.schemes(), DB.labels());
        for (long seed = 0; seed < 30; seed++) {
            List<Category> cs = noOrdinal.draw(new SplittableRandom(seed),
                    DrawRequest.of(3, 3).withOrdinal(0, 2).withKindWeights(1, 100, 0));
            assertTrue(cs.stream().allMatch(c -> c.kind() == CategoryKind.CATEGORICAL), cs.toString());
            List<Category> ordered = noOrdinal.draw(new SplittableRandom(seed),
                    DrawRequest.of(3, 3).withOrdinal(0, 1).withNumerical(0, 1).withOrdered(1)
                            .withKindWeights(1, 100, 1));
            assertEquals(1, ordered.stream().filter(c -> c.kind() == CategoryKind.NUMERICAL).count(),
                    ordered.toString());
        }
        DrawException e = assertThrows(DrawException.class, () -> noOrdinal.draw(new SplittableRandom(1),
                DrawRequest.of(3, 3).withOrdinal(1, 1)));
        assertTrue(e.getMessage().contains("ordinal"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> DrawRequest.of(3, 3).withOrdered(1));
    }

    @Test
    void aSchemeNamingItsLabelsGetsOnlyThose() throws DrawException {
        CategoryDatabase db = new CategoryDatabase(List.of(new DbClass("a", 1)),
                List.of(DbCategory.of("a", "x", CategoryKind.CATEGORICAL, 1, List.of("p", "q", "r"))),
                List.of(new NumberScheme("years", SchemeType.ARITHMETIC, 1, List.of(WeightedValue.of("1990", 1)),
                        List.of(), List.of(WeightedValue.of("5", 1)), List.of("Year"))),
                List.of(LabelPattern.of("@ W", "Power", 100, "integer; positive"),
                        LabelPattern.of("@", "Year", 1, "integer; >= 1000")));
        for (long seed = 0; seed < 50; seed++) {
            Category c = db.draw(new SplittableRandom(seed), DrawRequest.of(2, 3).withNumerical(1, 1)).get(1);
            assertEquals("Year", c.name());
            assertEquals(List.of("1990", "1995", "2000"), c.items());
        }
    }

    @Test
    void overlappingCategoriesNeverShareItems() throws DrawException {
        CategoryDatabase db = new CategoryDatabase(List.of(new DbClass("a", 1)),
                List.of(DbCategory.of("a", "x", CategoryKind.CATEGORICAL, 1, List.of("p", "q", "r", "s")),
                        DbCategory.of("a", "y", CategoryKind.CATEGORICAL, 1, List.of("P ", "Q", "t", "u"))),
                List.of(), List.of());
        for (long seed = 0; seed < 50; seed++) {
            List<Category> cs = db.draw(new SplittableRandom(seed), DrawRequest.of(2, 2));
            Set<String> all = new HashSet<>();
            cs.forEach(c -> c.items().forEach(i -> assertTrue(all.add(i.toLowerCase(Locale.ROOT)), cs.toString())));
        }
    }
}
