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

    /** The largest weight taken (a sum of a database's weights stays far from overflow). */
    static final BigDecimal MAX_WEIGHT = BigDecimal.valueOf(1_000_000_000L);

    /** A weight: a decimal number from 0 to {@link #MAX_WEIGHT}, or NaN when {@code text} is not one. */
    static double weight(String text) {
        BigDecimal v = parse(text);
        return v == null || v.signum() < 0 || v.compareTo(MAX_WEIGHT) > 0 ? Double.NaN : v.doubleValue();
    }
}
