package org.gridwright.categories;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.Statistics;
import org.gridwright.core.db.Statistics.CategoryStats;
import org.gridwright.core.db.Statistics.ClassStats;
import org.gridwright.core.model.CategoryKind;

/**
 * One database value with its statistics, looked up by class and by place: what the tree, the editor and the
 * statistics window show. Immutable; made once per database value.
 */
final class DbView {
    private final CategoryDatabase db;
    private final Statistics stats;
    private final Map<String, ClassStats> classes = new HashMap<>();
    private final Map<String, CategoryStats> categories = new HashMap<>();
    private final Map<String, DbCategory> byPlace = new HashMap<>();

    DbView(CategoryDatabase db) {
        this.db = db;
        this.stats = Statistics.of(db);
        for (ClassStats c : stats.perClass()) {
            classes.put(c.name(), c);
        }
        for (CategoryStats c : stats.perCategory()) {
            categories.put(c.place(), c);
        }
        for (DbCategory c : db.categories()) {
            byPlace.put(c.place(), c);
        }
    }

    CategoryDatabase database() {
        return db;
    }

    Statistics statistics() {
        return stats;
    }

    Optional<ClassStats> classStats(String className) {
        return Optional.ofNullable(classes.get(className));
    }

    Optional<CategoryStats> categoryStats(String place) {
        return Optional.ofNullable(categories.get(place));
    }

    /** The category at {@code class/id}. */
    Optional<DbCategory> category(String place) {
        return Optional.ofNullable(byPlace.get(place));
    }

    /**
     * The probability that a slot of {@code kind} is filled from each class that can fill it, in database order
     * (classes that cannot fill such a slot are left out).
     */
    Map<String, Double> classProbabilities(CategoryKind kind) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (ClassStats c : stats.perClass()) {
            Double p = c.probability().get(kind);
            if (p != null) {
                out.put(c.name(), p);
            }
        }
        return out;
    }

    /**
     * For each category of a class, the probability that it is the one drawn once its class was chosen for a
     * slot of its kind (0 when it cannot be drawn), in database order.
     */
    Map<String, Double> categoryProbabilitiesWithin(String className) {
        Map<String, Double> out = new LinkedHashMap<>();
        ClassStats cls = classes.get(className);
        for (DbCategory c : db.categoriesOf(className)) {
            CategoryStats cs = categories.get(c.place());
            Double pc = cls == null ? null : cls.probability().get(c.kind());
            out.put(c.id(), pc == null || pc == 0 || cs == null ? 0.0 : cs.probability() / pc);
        }
        return out;
    }

    /** The kinds that some class of the database can fill, in kind order. */
    List<CategoryKind> drawableKinds() {
        return java.util.Arrays.stream(CategoryKind.values())
                .filter(k -> stats.perClass().stream().anyMatch(c -> c.probability().containsKey(k))).toList();
    }
}
