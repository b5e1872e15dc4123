package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.model.CategoryKind;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;

class DbViewTest {
    private static final CategoryDatabase SMALL = new CategoryDatabase(
            List.of(new DbClass("animals", 3), new DbClass("food", 1), new DbClass("empty", 4)),
            List.of(DbCategory.of("animals", "pets", CategoryKind.CATEGORICAL, 3, List.of("dog", "cat")),
                    DbCategory.of("animals", "birds", CategoryKind.CATEGORICAL, 1, List.of("owl", "crow")),
                    DbCategory.of("animals", "sizes", CategoryKind.ORDINAL, 1, List.of("small", "big")),
                    DbCategory.of("food", "fruit", CategoryKind.CATEGORICAL, 1, List.of("apple", "pear")),
                    DbCategory.of("food", "never", CategoryKind.CATEGORICAL, 0, List.of("x", "y"))),
            List.of(), List.of());

    private static final double EPS = 1e-9;

    @Test
    void classProbabilitiesOfAKindAreTheClassWeightsAmongClassesThatCanFillIt() {
        DbView v = new DbView(SMALL);
        Map<String, Double> cat = v.classProbabilities(CategoryKind.CATEGORICAL);
        assertEquals(List.of("animals", "food"), List.copyOf(cat.keySet()), "a class with no category is left out");
        assertEquals(0.75, cat.get("animals"), EPS);
        assertEquals(0.25, cat.get("food"), EPS);
        assertEquals(Map.of("animals", 1.0), v.classProbabilities(CategoryKind.ORDINAL));
        assertEquals(List.of(CategoryKind.CATEGORICAL, CategoryKind.ORDINAL), v.drawableKinds());
    }

    @Test
    void withinAClassEachKindShareSumsToOne() {
        DbView v = new DbView(SMALL);
        Map<String, Double> animals = v.categoryProbabilitiesWithin("animals");
        assertEquals(0.75, animals.get("pets"), EPS);
        assertEquals(0.25, animals.get("birds"), EPS);
        assertEquals(1.0, animals.get("sizes"), EPS, "the only ordinal of its class");
        Map<String, Double> food = v.categoryProbabilitiesWithin("food");
        assertEquals(1.0, food.get("fruit"), EPS);
        assertEquals(0.0, food.get("never"), EPS, "weight 0 is never drawn");
    }

    @Test
    void theBundledDatabaseProbabilitiesAddUpPerKind() {
        DbView v = new DbView(CategoryDatabase.bundled());
        for (CategoryKind k : v.drawableKinds()) {
            double sum = v.classProbabilities(k).values().stream().mapToDouble(Double::doubleValue).sum();
            if (k == CategoryKind.NUMERICAL) { // a numerical slot is filled by a fixed category or a scheme
                sum += v.statistics().schemes().stream().mapToDouble(s -> s.probability()).sum();
            }
            assertEquals(1.0, sum, 1e-9, k.code());
        }
        for (DbClass c : v.database().classes()) {
            for (CategoryKind k : CategoryKind.values()) {
                double sum = v.database().categoriesOf(c.name()).stream().filter(x -> x.kind() == k)
                        .mapToDouble(x -> v.categoryProbabilitiesWithin(c.name()).get(x.id())).sum();
                assertTrue(sum < EPS || Math.abs(sum - 1) < 1e-9, c.name() + " " + k + " " + sum);
            }
        }
    }

    @Test
    void theChartsChangeWhenAWeightChanges() {
        DefaultCategoryDataset before = ChartData.classes(new DbView(SMALL), CategoryKind.CATEGORICAL);
        assertEquals(75.0, before.getValue(0, 0).doubleValue(), EPS);
        assertEquals("animals", before.getColumnKey(0));
        CategoryDatabase heavierFood = SMALL.withClass(new DbClass("food", 3));
        DefaultCategoryDataset after = ChartData.classes(new DbView(heavierFood), CategoryKind.CATEGORICAL);
        assertEquals(50.0, after.getValue(0, 0).doubleValue(), EPS);
        assertEquals(50.0, after.getValue(0, 1).doubleValue(), EPS);

        DefaultCategoryDataset within = ChartData.categoriesWithin(new DbView(SMALL), "animals");
        assertEquals(List.of("Pets", "Birds", "Sizes"), within.getColumnKeys(), "headings, not ids");
        assertEquals(75.0, within.getValue(0, 0).doubleValue(), EPS);
    }

    @Test
    void placesAndClassesAreLookedUp() {
        DbView v = new DbView(SMALL);
        assertEquals(List.of("owl", "crow"), v.category("animals/birds").orElseThrow().items());
        assertTrue(v.category("animals/none").isEmpty());
        assertEquals(3, v.classStats("animals").orElseThrow().counts().categories());
        assertEquals(0.0, v.categoryStats("food/never").orElseThrow().probability(), EPS);
    }
}
