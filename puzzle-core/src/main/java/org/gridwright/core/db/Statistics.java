package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.gridwright.core.model.CategoryKind;

/**
 * Counts and drawing probabilities of a database.
 *
 * <p>Probabilities are those of a draw for one slot of the category's kind with k = {@code minItems}: a class
 * is chosen among the classes holding a drawable category of that kind (weight &gt; 0, at least k items) by class
 * weight, then a category within it by category weight. A numerical slot first chooses between the fixed
 * numerical categories and the schemes by their total weights, so numerical categories' and schemes' probabilities
 * add up to 1 together. Exclusions that depend on what else a puzzle holds (classes already used, overlapping
 * items) are left out.
 */
public record Statistics(int classes, int categories, int items, int minItems, Counts all,
        Map<CategoryKind, Counts> byKind, List<ClassStats> perClass, List<CategoryStats> perCategory,
        List<SchemeStats> schemes, int labels) {

    public Statistics {
        byKind = Collections.unmodifiableMap(new EnumMap<>(byKind));
        perClass = List.copyOf(perClass);
        perCategory = List.copyOf(perCategory);
        schemes = List.copyOf(schemes);
    }

    /** Categories and items of a group: the mean, least and most items per category. */
    public record Counts(int categories, int items, double mean, int min, int max) {
        static Counts of(List<DbCategory> cs) {
            int items = 0;
            int min = Integer.MAX_VALUE;
            int max = 0;
            for (DbCategory c : cs) {
                items += c.size();
                min = Math.min(min, c.size());
                max = Math.max(max, c.size());
            }
            return new Counts(cs.size(), items, cs.isEmpty() ? 0 : (double) items / cs.size(),
                    cs.isEmpty() ? 0 : min, max);
        }
    }

    /** One class: its weight, counts, counts per kind and its probability for a slot of each kind it can fill. */
    public record ClassStats(String name, double weight, Counts counts, Map<CategoryKind, Counts> byKind,
            Map<CategoryKind, Double> probability) {
        public ClassStats {
            byKind = Collections.unmodifiableMap(new EnumMap<>(byKind));
            probability = Collections.unmodifiableMap(probability.isEmpty() ? Map.of() : new EnumMap<>(probability));
        }
    }

    /** One category: its size and its probability for a slot of its kind (0 when it cannot be drawn). */
    public record CategoryStats(String place, CategoryKind kind, double weight, int items, double probability) {
    }

    /** One numerical scheme and its probability for a numerical slot. */
    public record SchemeStats(String name, SchemeType type, double weight, double probability) {
    }

    /** Statistics with probabilities for puzzles of 2 items per category. */
    public static Statistics of(CategoryDatabase db) {
        return of(db, 2);
    }

    /** Statistics with probabilities for puzzles of {@code minItems} items per category. */
    public static Statistics of(CategoryDatabase db, int minItems) {
        List<DbCategory> all = db.categories();
        Map<CategoryKind, Counts> byKind = new EnumMap<>(CategoryKind.class);
        for (CategoryKind kind : CategoryKind.values()) {
            byKind.put(kind, Counts.of(all.stream().filter(c -> c.kind() == kind).toList()));
        }
        // class weight totals per kind, over classes that hold a drawable category of that kind
        Map<CategoryKind, Double> classTotal = new EnumMap<>(CategoryKind.class);
        List<Map<CategoryKind, Double>> catTotals = new ArrayList<>();
        for (DbClass cls : db.classes()) {
            Map<CategoryKind, Double> t = new EnumMap<>(CategoryKind.class);
            for (DbCategory c : db.categoriesOf(cls.name())) {
                if (c.weight() > 0 && c.size() >= minItems) {
                    t.merge(c.kind(), c.weight(), Double::sum);
                }
            }
            if (cls.weight() > 0) {
                for (CategoryKind kind : t.keySet()) {
                    classTotal.merge(kind, cls.weight(), Double::sum);
                }
            }
            catTotals.add(t);
        }
        double schemeTotal = 0;
        for (NumberScheme s : db.schemes()) {
            schemeTotal += s.weight();
        }
        double fixedTotal = 0;
        for (int i = 0; i < db.classes().size(); i++) {
            if (db.classes().get(i).weight() > 0) {
                fixedTotal += catTotals.get(i).getOrDefault(CategoryKind.NUMERICAL, 0.0);
            }
        }
        double fixedShare = fixedTotal + schemeTotal > 0 ? fixedTotal / (fixedTotal + schemeTotal) : 0;
        List<ClassStats> perClass = new ArrayList<>();
        List<CategoryStats> perCategory = new ArrayList<>();
        for (int i = 0; i < db.classes().size(); i++) {
            DbClass cls = db.classes().get(i);
            List<DbCategory> cs = db.categoriesOf(cls.name());
            Map<CategoryKind, Counts> kinds = new EnumMap<>(CategoryKind.class);
            Map<CategoryKind, Double> prob = new EnumMap<>(CategoryKind.class);
            for (CategoryKind kind : CategoryKind.values()) {
                List<DbCategory> ofKind = cs.stream().filter(c -> c.kind() == kind).toList();
                if (!ofKind.isEmpty()) {
                    kinds.put(kind, Counts.of(ofKind));
                }
                Double t = catTotals.get(i).get(kind);
                if (t != null) {
                    double share = kind == CategoryKind.NUMERICAL ? fixedShare : 1;
                    prob.put(kind, cls.weight() > 0 ? share * cls.weight() / classTotal.get(kind) : 0.0);
                }
            }
            perClass.add(new ClassStats(cls.name(), cls.weight(), Counts.of(cs), kinds, prob));
        }
        for (DbCategory c : all) {
            int ci = indexOfClass(db, c.className());
            Double t = catTotals.get(ci).get(c.kind());
            Double pc = perClass.get(ci).probability().get(c.kind());
            double p = c.weight() > 0 && c.size() >= minItems && t != null && pc != null ? pc * c.weight() / t : 0;
            perCategory.add(new CategoryStats(c.place(), c.kind(), c.weight(), c.size(), p));
        }
        List<SchemeStats> schemes = new ArrayList<>();
        for (NumberScheme s : db.schemes()) {
            schemes.add(new SchemeStats(s.name(), s.type(), s.weight(),
                    schemeTotal > 0 ? (1 - fixedShare) * s.weight() / schemeTotal : 0));
        }
        return new Statistics(db.classes().size(), all.size(), db.itemCount(), minItems, Counts.of(all), byKind,
                perClass, perCategory, schemes, db.labels().size());
    }

    private static int indexOfClass(CategoryDatabase db, String name) {
        List<DbClass> cs = db.classes();
        for (int i = 0; i < cs.size(); i++) {
            if (cs.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalStateException(name);
    }
}
