package org.gridwright.core.model;

import java.math.BigDecimal;

/**
 * The display pattern of a numerical category (its {@code label}), the one place where a number is put into it.
 * {@code @} stands for the number in its canonical form ({@code "@ kg"} shows 40 as {@code 40 kg}); {@code @}
 * followed by a point and n zeros shows it with n decimals ({@code "€@.00"} shows 1.5 as {@code €1.50},
 * {@code "@.0 m"} shows 2 as {@code 2.0 m}). A number with more decimals than the pattern asks for keeps them all,
 * so two values never look alike. A label without {@code @} is a heading and the number is shown bare. The values
 * themselves (in puzzle files, the database) stay canonical; only what a reader sees changes. A label may give
 * forms that agree with the number, separated by {@code |} ({@link Plural}): {@code "@ rok|@ lata|@ lat"} shows
 * 1 rok, 22 lata, 25 lat.
 */
public final class NumberLabel {
    private NumberLabel() {
    }

    /** True when {@code label} is a pattern with {@code @} (rather than null or a heading). */
    public static boolean isPattern(String label) {
        return label != null && label.indexOf('@') >= 0;
    }

    /** The most decimals any {@code @} of {@code label} asks for (0 for a plain {@code @} or no pattern). */
    public static int decimals(String label) {
        if (!isPattern(label)) {
            return 0;
        }
        int most = 0;
        for (int at = label.indexOf('@'); at >= 0; at = label.indexOf('@', at + 1)) {
            most = Math.max(most, zeros(label, at));
        }
        return most;
    }

    /**
     * How many decimals the {@code @} at {@code at} asks for: the zeros of a {@code .0…} right after it (as the
     * pattern {@code @(\.0+)?} reads it; this is done for every number a draw shows, so without a regular expression).
     */
    private static int zeros(String label, int at) {
        int z = at + 2;
        if (z > label.length() || label.charAt(at + 1) != '.') {
            return 0;
        }
        while (z < label.length() && label.charAt(z) == '0') {
            z++;
        }
        return z - (at + 2);
    }

    /**
     * True when {@code label} shows {@code value} as it asks: always for a plain {@code @}; for {@code @.00} only
     * when the value has at most two decimals (more would show more than the pattern says).
     */
    public static boolean fits(String label, BigDecimal value) {
        return !isPattern(label) || !label.contains("@.0")
                || Math.max(0, value.stripTrailingZeros().scale()) <= decimals(label);
    }

    /** The number as {@code label} shows it; the bare canonical number when the label is null or a heading. */
    public static String show(String label, BigDecimal value) {
        if (!isPattern(label)) {
            return number(value, 0);
        }
        if (label.contains(Plural.SEPARATOR)) {
            label = Plural.pick(label, value); // "@ rok|@ lata|@ lat": the form that agrees with the number
        }
        StringBuilder sb = new StringBuilder(label.length() + 8);
        int from = 0;
        for (int at = label.indexOf('@'); at >= 0; at = label.indexOf('@', from)) {
            int decimals = zeros(label, at);
            sb.append(label, from, at).append(number(value, decimals));
            from = at + 1 + (decimals == 0 ? 0 : decimals + 1);
        }
        return sb.append(label, from, label.length()).toString();
    }

    /**
     * An amount along a category labelled {@code label} (a difference of two values, as clue sentences state it)
     * when the category gives no words for amounts ({@link Phrases#amount()}): through the label when the label
     * measures ({@code "@ kg"}: 6 kg, {@code "€@.00"}: €2.00), and as the bare canonical number when the label
     * names rather than measures: when its text before {@code @} has a letter ({@code "Room @"}, {@code "No. @"};
     * a difference of room numbers is no room) or its text after {@code @} starts with {@code :} or {@code /}
     * ({@code "@:00"}, {@code "@/10"}: a difference of 3 is not "3:00"). A heading or null label gives the bare
     * number too.
     */
    public static String amount(String label, BigDecimal value) {
        if (!isPattern(label) || names(label)) {
            return number(value, 0);
        }
        return show(label, value);
    }

    /** True when {@code label} names its values rather than measuring them ({@link #amount}). */
    public static boolean names(String label) {
        if (!isPattern(label)) {
            return false;
        }
        int at = label.indexOf('@');
        // a letter before the @, or after it (past a ".0…" of decimals) a ":" or "/": without a regular expression
        // or a stream, as the generator asks this of a numerical category in the puzzles with an offset clue (with
        // them it was 2 % of all 3x4 easy's time, every bit of it in those puzzles)
        for (int i = 0; i < at; ) {
            int cp = label.codePointAt(i);
            if (Character.isLetter(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        int after = at + 1;
        if (after + 1 < label.length() && label.charAt(after) == '.' && label.charAt(after + 1) == '0') {
            after += 2;
            while (after < label.length() && label.charAt(after) == '0') {
                after++;
            }
        }
        return label.startsWith(":", after) || label.startsWith("/", after);
    }

    /** The number with at least {@code decimals} decimals and no trailing zeros beyond them. */
    public static String number(BigDecimal value, int decimals) {
        BigDecimal v = value.stripTrailingZeros();
        return v.setScale(Math.max(decimals, Math.max(0, v.scale()))).toPlainString();
    }
}
