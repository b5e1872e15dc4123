package org.gridwright.core.db;

import java.math.BigDecimal;

/** Reading numbers as authors write them. */
final class Numbers {
    private Numbers() {
    }

    /** The number in {@code text} (surrounding spaces allowed), normalised, or null when it is not one. */
    static BigDecimal parse(String text) {
        String t = text.strip();
        if (t.isEmpty() || !t.matches("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)")) {
            return null;
        }
        return Names.norm(new BigDecimal(t));
    }

    /** A weight: a non-negative decimal number, or NaN when {@code text} is not one. */
    static double weight(String text) {
        BigDecimal v = parse(text);
        return v == null || v.signum() < 0 ? Double.NaN : v.doubleValue();
    }
}
