package org.gridwright.core.model;

import java.math.BigDecimal;
import java.util.List;

/**
 * The form of a word that agrees with a number, chosen by how many forms the data gives, so a language needs no
 * code for it:
 * <ul>
 * <li>two forms, {@code one|other} (English): {@code "@ year|@ years"} — exactly 1 takes the first;</li>
 * <li>three or four forms, {@code one|few|many[|fraction]} (Polish and the other West and East Slavic rules):
 * {@code "@ rok|@ lata|@ lat|@ roku"} — exactly 1 takes {@code one}; a whole number ending in 2, 3 or 4 but not
 * in 12, 13 or 14 takes {@code few} (2, 3, 4, 22, 104 lata); every other whole number takes {@code many} (0, 5,
 * 11–14, 25, 112 lat); a number with a fraction takes the fourth form, else {@code many}.</li>
 * </ul>
 * One form is used for every number.
 */
public final class Plural {
    /** Separates the forms in data. */
    public static final String SEPARATOR = "|";

    private Plural() {
    }

    /** The forms of {@code text} split at {@link #SEPARATOR} (one form when there is none). */
    public static List<String> forms(String text) {
        return List.of(text.split("\\|", -1));
    }

    /** The index among {@code count} forms that agrees with {@code n}. */
    public static int index(BigDecimal n, int count) {
        if (count <= 1) {
            return 0;
        }
        boolean one = n.compareTo(BigDecimal.ONE) == 0;
        if (count == 2) {
            return one ? 0 : 1;
        }
        if (n.stripTrailingZeros().scale() > 0) {
            return count >= 4 ? 3 : 2;
        }
        if (one) {
            return 0;
        }
        BigDecimal abs = n.abs();
        int lastTwo = abs.remainder(BigDecimal.valueOf(100)).intValue();
        int last = lastTwo % 10;
        return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 1 : 2;
    }

    /** The form of {@code text} ({@code "kot|koty|kotów"}) that agrees with {@code n}. */
    public static String pick(String text, BigDecimal n) {
        List<String> f = forms(text);
        return f.get(index(n, f.size()));
    }
}
