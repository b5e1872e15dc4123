package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A numerical scheme: values start at base × factor and go up by steps (see {@link SchemeType}); base, factor and
 * step are each drawn from weighted lists. Which label a drawn set of values gets is decided by the label
 * patterns' conditions ({@link LabelPattern}), so one scheme of small whole numbers serves ages, prices and floors.
 *
 * @param name    identifier, unique in the database
 * @param type    arithmetic, geometric or ascending
 * @param weight  drawing weight among schemes
 * @param bases   weighted base values (at least one)
 * @param factors weighted factors; empty means factor 1
 * @param steps   weighted increments (arithmetic, ascending; positive) or ratios (geometric; positive, not 1)
 * @param labels  names of the label patterns its values may get ({@code Year}); empty means any whose conditions
 *                hold
 */
public record NumberScheme(String name, SchemeType type, double weight, List<WeightedValue> bases,
        List<WeightedValue> factors, List<WeightedValue> steps, List<String> labels) {

    public NumberScheme {
        name = Names.checkName(name, "scheme");
        Objects.requireNonNull(type, "type");
        Names.checkWeight(weight);
        bases = List.copyOf(bases);
        factors = List.copyOf(factors);
        steps = List.copyOf(steps);
        labels = labels.stream().map(String::strip).toList();
        String why = check(type, bases, factors, steps);
        if (why != null) {
            throw new IllegalArgumentException(Msg.get("edit.scheme", name, why));
        }
    }

    /** A scheme whose values may get any label pattern whose conditions hold. */
    public NumberScheme(String name, SchemeType type, double weight, List<WeightedValue> bases,
            List<WeightedValue> factors, List<WeightedValue> steps) {
        this(name, type, weight, bases, factors, steps, List.of());
    }

    /** True when values of this scheme may be shown with label pattern {@code l} (its conditions aside). */
    public boolean allows(LabelPattern l) {
        return labels.isEmpty() || labels.contains(l.name());
    }

    /** Why a scheme with these parts cannot draw, in words, or null when it can. */
    static String check(SchemeType type, List<WeightedValue> bases, List<WeightedValue> factors,
            List<WeightedValue> steps) {
        if (bases.isEmpty()) {
            return Msg.get("scheme.noBase");
        }
        if (steps.isEmpty()) {
            return Msg.get("scheme.noStep");
        }
        // a part is drawn by weight, so one whose rows all weigh 0 could never be drawn
        if (!weighs(bases)) {
            return Msg.get("scheme.noBaseWeight");
        }
        if (!factors.isEmpty() && !weighs(factors)) {
            return Msg.get("scheme.noFactorWeight");
        }
        if (!weighs(steps)) {
            return Msg.get("scheme.noStepWeight");
        }
        for (WeightedValue s : steps) {
            if (s.value().signum() <= 0) {
                return Msg.get("scheme.stepNotPositive", Names.number(s.value()));
            }
            if (type == SchemeType.GEOMETRIC && s.value().compareTo(BigDecimal.ONE) == 0) {
                return Msg.get("scheme.ratioOne");
            }
        }
        return null;
    }

    private static boolean weighs(List<WeightedValue> values) {
        for (WeightedValue v : values) {
            if (v.weight() > 0) {
                return true;
            }
        }
        return false;
    }

    /** Draws k ascending distinct values. */
    List<BigDecimal> values(RandomGenerator rnd, int k) {
        return values(choices(rnd, k), k);
    }

    /**
     * The random choices of one draw of k values, made in the order {@link #values(RandomGenerator, int)} makes
     * them: the base's index, the factor's (-1: factor 1), then the steps' (one, or k + 1 for an ascending scheme,
     * which draws a step after every value). The values depend on nothing else, so a draw may keep what it made of
     * them ({@code ThemePlan.Option}).
     */
    int[] choices(RandomGenerator rnd, int k) {
        int stepPicks = type == SchemeType.ASCENDING ? k + 1 : 1;
        int[] c = new int[2 + stepPicks];
        c[0] = drawn(Weighted.index(rnd, bases, WeightedValue::weight));
        c[1] = factors.isEmpty() ? -1 : drawn(Weighted.index(rnd, factors, WeightedValue::weight));
        for (int i = 0; i < stepPicks; i++) {
            c[2 + i] = drawn(Weighted.index(rnd, steps, WeightedValue::weight));
        }
        return c;
    }

    /** A drawn index; a list whose weights are all 0 fails as it always did (nothing to draw). */
    private static int drawn(int index) {
        if (index < 0) {
            throw new NullPointerException("no value of the scheme has a positive weight");
        }
        return index;
    }

    /** The k values that the choices of {@link #choices} give. */
    List<BigDecimal> values(int[] choices, int k) {
        BigDecimal base = bases.get(choices[0]).value();
        BigDecimal factor = choices[1] < 0 ? BigDecimal.ONE : factors.get(choices[1]).value();
        BigDecimal v = base.multiply(factor);
        List<BigDecimal> out = new ArrayList<>(k);
        BigDecimal step = steps.get(choices[2]).value();
        for (int i = 0; i < k; i++) {
            out.add(Names.norm(v));
            switch (type) {
                case ARITHMETIC -> v = v.add(step);
                case GEOMETRIC -> v = v.multiply(step);
                case ASCENDING -> {
                    v = v.add(step);
                    step = steps.get(choices[3 + i]).value();
                }
            }
        }
        if (type == SchemeType.GEOMETRIC && step.compareTo(BigDecimal.ONE) < 0) {
            java.util.Collections.reverse(out);
        }
        return out;
    }
}
