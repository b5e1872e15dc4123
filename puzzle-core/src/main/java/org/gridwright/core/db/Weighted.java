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
        int i = index(rnd, xs, weight);
        return i < 0 ? null : xs.get(i);
    }

    /**
     * The index of an element, drawn as {@link #pick} draws it (the same generator state gives the same element);
     * -1 when no element has a positive weight.
     */
    static <T> int index(RandomGenerator rnd, List<T> xs, ToDoubleFunction<T> weight) {
        double[] weights = new double[xs.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = weight.applyAsDouble(xs.get(i));
        }
        return index(rnd, weights);
    }

    /** As {@link #index(RandomGenerator, List, ToDoubleFunction)}, over the elements' weights. */
    static int index(RandomGenerator rnd, double[] weights) {
        double total = 0;
        for (double w : weights) {
            total += Math.max(0, w);
        }
        if (!(total > 0)) {
            return -1;
        }
        double r = rnd.nextDouble() * total;
        int last = -1;
        for (int i = 0; i < weights.length; i++) {
            double w = Math.max(0, weights[i]);
            if (w <= 0) {
                continue;
            }
            last = i;
            if (r < w) {
                return i;
            }
            r -= w;
        }
        return last;
    }
}
