package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.Objects;

/** A number a scheme may draw and its weight. */
public record WeightedValue(BigDecimal value, double weight) {
    public WeightedValue {
        value = Names.norm(Objects.requireNonNull(value, "value"));
        Names.checkWeight(weight);
    }

    public static WeightedValue of(String value, double weight) {
        return new WeightedValue(new BigDecimal(value), weight);
    }
}
