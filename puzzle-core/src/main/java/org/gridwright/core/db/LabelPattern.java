package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.List;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Phrases;

/**
 * How drawn numbers are shown and what the category is called: {@code @ kg} shows 40 as "40 kg" and the category
 * is named {@code Weight}. A pattern applies only to values meeting all its conditions ("integer; positive;
 * &lt;= 500"). A pattern without {@code @} shows bare numbers under that heading. {@code @.00} shows two decimals
 * ({@code €@.00}: €1.50) and applies only to values with at most that many ({@link NumberLabel}).
 *
 * @param pattern    display pattern; {@code @} stands for the number
 * @param name       the category heading in a puzzle
 * @param weight     drawing weight among the patterns whose conditions hold
 * @param conditions what the values must meet
 * @param phrases    how clue sentences speak of such values ("weighs @", "is @ lighter than"), or null
 */
public record LabelPattern(String pattern, String name, double weight, List<Condition> conditions,
        Phrases phrases) {
    public LabelPattern {
        if (pattern == null || pattern.isBlank()) {
            throw new IllegalArgumentException(Msg.get("edit.blankName", "label pattern"));
        }
        name = Names.checkName(name, "label name");
        Names.checkWeight(weight);
        conditions = List.copyOf(conditions);
    }

    /** A pattern without phrases. */
    public LabelPattern(String pattern, String name, double weight, List<Condition> conditions) {
        this(pattern, name, weight, conditions, null);
    }

    /** This pattern with other phrases (null: none). */
    public LabelPattern withPhrases(Phrases p) {
        return new LabelPattern(pattern, name, weight, conditions, p);
    }

    public static LabelPattern of(String pattern, String name, double weight, String conditions) {
        return new LabelPattern(pattern, name, weight, Condition.parse(conditions));
    }

    /** True when every condition holds for the values. */
    public boolean accepts(List<BigDecimal> values) {
        for (BigDecimal v : values) {
            if (!NumberLabel.fits(pattern, v)) {
                return false;
            }
        }
        for (Condition c : conditions) {
            if (!c.test(values)) {
                return false;
            }
        }
        return true;
    }

    /** How a value is shown under this pattern. */
    public String display(BigDecimal value) {
        return NumberLabel.show(pattern, value);
    }
}
