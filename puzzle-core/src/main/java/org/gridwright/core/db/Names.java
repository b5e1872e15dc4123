package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.Locale;

/** Small shared rules: valid names and weights, the key items are compared by, number texts. */
final class Names {
    private Names() {
    }

    static String checkName(String name, String what) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(Msg.get("edit.blankName", what));
        }
        String n = name.strip();
        if (n.contains("/")) {
            throw new IllegalArgumentException(Msg.get("edit.slash", what, n));
        }
        return n;
    }

    static void checkWeight(double w) {
        if (!(w >= 0) || Double.isInfinite(w)) {
            throw new IllegalArgumentException(Msg.get("edit.weight", w));
        }
    }

    /** The key duplicates and search compare by: surrounding spaces dropped, case folded. */
    static String key(String item) {
        return item.strip().toLowerCase(Locale.ROOT);
    }

    /** A weight as written in files: {@code 3}, {@code 0.5}. */
    static String weightText(double w) {
        return number(BigDecimal.valueOf(w));
    }

    /** A number without exponent or trailing zeros. */
    static String number(BigDecimal v) {
        BigDecimal s = v.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0).toPlainString() : s.toPlainString();
    }

    /** A number normalised so that equal values are equal objects. */
    static BigDecimal norm(BigDecimal v) {
        BigDecimal s = v.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0) : s;
    }

    /** A heading made from an identifier: {@code first_names} → {@code First names}. */
    static String heading(String id) {
        String s = id.replace('_', ' ').strip();
        if (s.isEmpty()) {
            return s;
        }
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
