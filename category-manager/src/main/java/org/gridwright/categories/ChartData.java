package org.gridwright.categories;

import java.util.Map;
import org.gridwright.core.model.CategoryKind;
import org.jfree.data.category.DefaultCategoryDataset;
import org.openide.util.NbBundle.Messages;

/** The datasets of the statistics charts, in percent, in database order. */
@Messages({
    "SERIES_Probability=Probability (%)",
    "# {0} - heading", "# {1} - id", "LBL_ChartHeadingAndId={0} ({1})"
})
final class ChartData {
    private ChartData() {
    }

    /** The probability of each class for a slot of {@code kind}. */
    static DefaultCategoryDataset classes(DbView view, CategoryKind kind) {
        return dataset(view.classProbabilities(kind));
    }

    /** The probability of each category of a class, once the class was chosen for a slot of the category's kind. */
    static DefaultCategoryDataset categoriesWithin(DbView view, String className) {
        // by heading, as puzzles show them; a heading two categories share gets the id beside it
        Map<String, Double> byId = view.categoryProbabilitiesWithin(className);
        Map<String, Double> shown = new java.util.LinkedHashMap<>();
        for (org.gridwright.core.db.DbCategory c : view.database().categoriesOf(className)) {
            String label = shown.containsKey(c.name()) ? Bundle.LBL_ChartHeadingAndId(c.name(), c.id()) : c.name();
            shown.put(label, byId.getOrDefault(c.id(), 0.0));
        }
        return dataset(shown);
    }

    private static DefaultCategoryDataset dataset(Map<String, Double> values) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        values.forEach((name, p) -> d.addValue(p * 100, Bundle.SERIES_Probability(), name));
        return d;
    }
}
