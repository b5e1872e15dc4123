package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class StatisticsTest {
    private static final double EPS = 1e-12;

    /** Class a (weight 3): x (2 items, w 1), y (4 items, w 3), o ordinal (3 items); class b (weight 1): z (6). */
    static CategoryDatabase small() {
        return new CategoryDatabase(List.of(new DbClass("a", 3), new DbClass("b", 1), new DbClass("c", 0)),
                List.of(DbCategory.of("a", "x", CategoryKind.CATEGORICAL, 1, List.of("p", "q")),
                        DbCategory.of("a", "y", CategoryKind.CATEGORICAL, 3, List.of("r", "s", "t", "u")),
                        DbCategory.of("a", "o", CategoryKind.ORDINAL, 2, List.of("lo", "mid", "hi")),
                        DbCategory.of("b", "z", CategoryKind.CATEGORICAL, 5, List.of("1", "2", "3", "4", "5", "6")),
                        DbCategory.of("c", "w", CategoryKind.CATEGORICAL, 1, List.of("v", "w"))),
                List.of(new NumberScheme("s1", SchemeType.ARITHMETIC, 1, List.of(WeightedValue.of("1", 1)), List.of(),
                        List.of(WeightedValue.of("1", 1))),
                        new NumberScheme("s2", SchemeType.GEOMETRIC, 3, List.of(WeightedValue.of("1", 1)), List.of(),
                                List.of(WeightedValue.of("2", 1)))),
                List.of(LabelPattern.of("@ kg", "Weight", 1, "")));
    }

    @Test
    void countsAndMeans() {
        Statistics s = Statistics.of(small());
        assertEquals(3, s.classes());
        assertEquals(5, s.categories());
        assertEquals(17, s.items());
        assertEquals(new Statistics.Counts(5, 17, 17 / 5.0, 2, 6), s.all());
        assertEquals(new Statistics.Counts(4, 14, 3.5, 2, 6), s.byKind().get(CategoryKind.CATEGORICAL));
        assertEquals(new Statistics.Counts(1, 3, 3, 3, 3), s.byKind().get(CategoryKind.ORDINAL));
        assertEquals(new Statistics.Counts(0, 0, 0, 0, 0), s.byKind().get(CategoryKind.NUMERICAL));
        Statistics.ClassStats a = s.perClass().get(0);
        assertEquals(new Statistics.Counts(3, 9, 3, 2, 4), a.counts());
        assertEquals(new Statistics.Counts(2, 6, 3, 2, 4), a.byKind().get(CategoryKind.CATEGORICAL));
        assertEquals(1, s.labels());
    }

    @Test
    void probabilitiesFollowClassThenCategoryWeights() {
        Statistics s = Statistics.of(small());
        // categorical slot: classes a (3) and b (1) hold categorical categories; c has weight 0
        assertEquals(0.75, s.perClass().get(0).probability().get(CategoryKind.CATEGORICAL), EPS);
        assertEquals(0.25, s.perClass().get(1).probability().get(CategoryKind.CATEGORICAL), EPS);
        assertEquals(0.0, s.perClass().get(2).probability().get(CategoryKind.CATEGORICAL), EPS);
        assertEquals(1.0, s.perClass().get(0).probability().get(CategoryKind.ORDINAL), EPS);
        Map<String, Double> p = new java.util.HashMap<>();
        s.perCategory().forEach(c -> p.put(c.place(), c.probability()));
        assertEquals(0.75 * 1 / 4, p.get("a/x"), EPS);
        assertEquals(0.75 * 3 / 4, p.get("a/y"), EPS);
        assertEquals(0.25, p.get("b/z"), EPS);
        assertEquals(1.0, p.get("a/o"), EPS);
        assertEquals(0.0, p.get("c/w"), EPS);
        assertEquals(0.25, s.schemes().get(0).probability(), EPS);
        assertEquals(0.75, s.schemes().get(1).probability(), EPS);
    }

    @Test
    void numericalSlotsSplitBetweenFixedCategoriesAndSchemesByWeight() {
        // fixed numerical category of weight 4 against schemes of total weight 4: half each
        CategoryDatabase db = small().withCategory(new DbCategory("b", "n", CategoryKind.NUMERICAL, 4, "Size", null,
                "EU @", List.of("36", "37", "38")));
        Statistics s = Statistics.of(db);
        Map<String, Double> p = new java.util.HashMap<>();
        s.perCategory().forEach(c -> p.put(c.place(), c.probability()));
        assertEquals(0.5, p.get("b/n"), EPS);
        assertEquals(0.5, s.perClass().get(1).probability().get(CategoryKind.NUMERICAL), EPS);
        assertEquals(0.125, s.schemes().get(0).probability(), EPS);
        assertEquals(0.375, s.schemes().get(1).probability(), EPS);
    }

    @Test
    void drawFrequenciesAgreeWithTheProbabilities() throws DrawException {
        CategoryDatabase db = small().withCategory(new DbCategory("b", "n", CategoryKind.NUMERICAL, 4, "Size", null,
                "EU @", List.of("36", "37", "38")));
        Statistics s = Statistics.of(db);
        int n = 4000;
        int fixed = 0;
        int fromY = 0;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(99);
        for (int i = 0; i < n; i++) {
            List<org.gridwright.core.model.Category> cs = db.draw(rnd, DrawRequest.of(2, 2).withNumerical(1, 1));
            fixed += "Size".equals(cs.get(1).name()) ? 1 : 0;
            fromY += List.of("r", "s", "t", "u").containsAll(cs.get(0).items()) ? 1 : 0;
        }
        double pFixed = s.perCategory().stream().filter(c -> c.place().equals("b/n")).findFirst().orElseThrow()
                .probability();
        double pY = s.perCategory().stream().filter(c -> c.place().equals("a/y")).findFirst().orElseThrow()
                .probability();
        assertEquals(pFixed, (double) fixed / n, 0.03);
        assertEquals(pY, (double) fromY / n, 0.03);
    }

    @Test
    void probabilitiesLeaveOutCategoriesTooSmallForThePuzzle() {
        Statistics s = Statistics.of(small(), 3);
        Map<String, Double> p = new java.util.HashMap<>();
        s.perCategory().forEach(c -> p.put(c.place(), c.probability()));
        assertEquals(0.0, p.get("a/x"), EPS);
        assertEquals(0.75, p.get("a/y"), EPS);
        assertEquals(0.25, p.get("b/z"), EPS);
    }

    @Test
    void probabilitiesOfTheBundledDatabaseAddUpPerKind() {
        Statistics s = Statistics.of(CategoryDatabase.bundled(), 5);
        for (CategoryKind kind : CategoryKind.values()) {
            double sum = s.perCategory().stream().filter(c -> c.kind() == kind)
                    .mapToDouble(Statistics.CategoryStats::probability).sum();
            double classes = s.perClass().stream().mapToDouble(c -> c.probability().getOrDefault(kind, 0.0)).sum();
            double schemes = kind == CategoryKind.NUMERICAL
                    ? s.schemes().stream().mapToDouble(Statistics.SchemeStats::probability).sum() : 0;
            assertEquals(1.0, sum + schemes, 1e-9, kind.code());
            assertEquals(1.0, classes + schemes, 1e-9, kind.code());
        }
    }
}
