package org.gridwright.core.db;

import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.random.RandomGenerator;

/** Weighted choice over a list, in list order, so the same generator state gives the same choice. */
final class Weighted {
    private Weighted() {
    }

    /** An element with probability proportional to its weight; null when no element has a positive weight. */
    static <T> T pick(RandomGenerator rnd, List<T> xs, ToDoubleFunction<T> weight) {
        double total = 0;
        for (T x : xs) {
            total += Math.max(0, weight.applyAsDouble(x));
        }
        if (!(total > 0)) {
            return null;
        }
        double r = rnd.nextDouble() * total;
        T last = null;
        for (T x : xs) {
            double w = Math.max(0, weight.applyAsDouble(x));
            if (w <= 0) {
                continue;
            }
            last = x;
            if (r < w) {
                return x;
            }
            r -= w;
        }
        return last;
    }
}
