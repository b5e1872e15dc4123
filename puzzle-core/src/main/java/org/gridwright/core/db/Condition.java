package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One condition a set of drawn values must meet for a label pattern to apply, written in {@code labels.csv} as
 * {@code integer}, {@code positive}, {@code negative}, {@code > 0}, {@code >= 1300}, {@code < 2040},
 * {@code <= 500}, {@code has 1} or {@code decimal} (some value is not whole: for patterns such as {@code €@.00}
 * that should not show whole prices); several are separated by {@code ;}.
 */
public record Condition(Op op, BigDecimal value) {

    /** What a condition asks of every value (or, for {@link #HAS}, of the set). */
    public enum Op {
        INTEGER("integer"), POSITIVE("positive"), NEGATIVE("negative"), GT(">"), GE(">="), LT("<"), LE("<="),
        HAS("has"), DECIMAL("decimal");

        final String text;

        Op(String text) {
            this.text = text;
        }

        boolean takesValue() {
            return this != INTEGER && this != POSITIVE && this != NEGATIVE && this != DECIMAL;
        }
    }

    public Condition {
        Objects.requireNonNull(op, "op");
        if (op.takesValue()) {
            value = Names.norm(Objects.requireNonNull(value, "value"));
        } else {
            value = null;
        }
    }

    /** True when the values meet this condition. */
    public boolean test(List<BigDecimal> values) {
        if (op == Op.HAS) {
            for (BigDecimal v : values) {
                if (v.compareTo(value) == 0) {
                    return true;
                }
            }
            return false;
        }
        if (op == Op.DECIMAL) {
            for (BigDecimal v : values) {
                if (!isWhole(v)) {
                    return true;
                }
            }
            return false;
        }
        for (BigDecimal v : values) {
            boolean ok = switch (op) {
                case INTEGER -> isWhole(v);
                case POSITIVE -> v.signum() > 0;
                case NEGATIVE -> v.signum() < 0;
                case GT -> v.compareTo(value) > 0;
                case GE -> v.compareTo(value) >= 0;
                case LT -> v.compareTo(value) < 0;
                case LE -> v.compareTo(value) <= 0;
                case HAS, DECIMAL -> true;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static boolean isWhole(BigDecimal v) {
        return v.signum() == 0 || v.stripTrailingZeros().scale() <= 0;
    }

    @Override
    public String toString() {
        return op.takesValue() ? op.text + " " + Names.number(value) : op.text;
    }

    /** The text of a list of conditions as {@code labels.csv} holds it. */
    public static String format(List<Condition> cs) {
        StringBuilder sb = new StringBuilder();
        for (Condition c : cs) {
            if (!sb.isEmpty()) {
                sb.append("; ");
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /**
     * Reads conditions from their text.
     *
     * @throws IllegalArgumentException with a message naming the condition that cannot be read
     */
    public static List<Condition> parse(String text) {
        List<Condition> out = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return out;
        }
        for (String raw : text.split("[;,]")) {
            String t = raw.strip().toLowerCase(Locale.ROOT);
            if (t.isEmpty()) {
                continue;
            }
            Condition c = parseOne(t);
            if (c == null) {
                throw new IllegalArgumentException(Msg.get("label.badCondition", raw.strip()));
            }
            out.add(c);
        }
        return out;
    }

    private static Condition parseOne(String t) {
        switch (t) {
            case "integer", "integers", "int" -> {
                return new Condition(Op.INTEGER, null);
            }
            case "positive", "+" -> {
                return new Condition(Op.POSITIVE, null);
            }
            case "negative", "-" -> {
                return new Condition(Op.NEGATIVE, null);
            }
            case "decimal", "decimals" -> {
                return new Condition(Op.DECIMAL, null);
            }
            default -> {
                // fall through to operators
            }
        }
        Op[] ordered = {Op.GE, Op.LE, Op.GT, Op.LT, Op.HAS};
        for (Op op : ordered) {
            if (t.startsWith(op.text)) {
                BigDecimal v = Numbers.parse(t.substring(op.text.length()));
                return v == null ? null : new Condition(op, v);
            }
        }
        return null;
    }
}
