package org.gridwright.categories;

import java.util.Map;
import org.gridwright.core.model.CategoryKind;
import org.jfree.data.category.DefaultCategoryDataset;
import org.openide.util.NbBundle.Messages;

/** The datasets of the statistics charts, in percent, in database order. */
@Messages("SERIES_Probability=Probability (%)")
final class ChartData {
    private ChartData() {
    }

    /** The probability of each class for a slot of {@code kind}. */
    static DefaultCategoryDataset classes(DbView view, CategoryKind kind) {
        return dataset(view.classProbabilities(kind));
    }

    /** The probability of each category of a class, once the class was chosen for a slot of the category's kind. */
    static DefaultCategoryDataset categoriesWithin(DbView view, String className) {
        return dataset(view.categoryProbabilitiesWithin(className));
    }

    private static DefaultCategoryDataset dataset(Map<String, Double> values) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        values.forEach((name, p) -> d.addValue(p * 100, Bundle.SERIES_Probability(), name));
        return d;
    }
}
