package org.gridwright.categories;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.gridwright.core.model.CategoryKind;

/** How numbers of the category database are shown in the windows. */
final class Format {
    private Format() {
    }

    /** A probability as a percentage with one decimal: {@code 31.6 %}. */
    static String percent(double p) {
        NumberFormat f = NumberFormat.getPercentInstance(Locale.getDefault());
        f.setMinimumFractionDigits(1);
        f.setMaximumFractionDigits(1);
        return f.format(p);
    }

    /** A weight as authors write it: {@code 3}, {@code 0.5}. */
    static String weight(double w) {
        BigDecimal s = BigDecimal.valueOf(w).stripTrailingZeros();
        return (s.scale() < 0 ? s.setScale(0) : s).toPlainString();
    }

    /** A class's probability per kind of slot: {@code categorical 31.6 %, ordinal 10.0 %}. */
    static String perKind(Map<CategoryKind, Double> probability) {
        if (probability.size() == 1 && probability.containsKey(CategoryKind.CATEGORICAL)) {
            return percent(probability.get(CategoryKind.CATEGORICAL));
        }
        StringJoiner j = new StringJoiner(", ");
        probability.forEach((k, p) -> j.add(k.code() + " " + percent(p)));
        return j.toString();
    }
}
