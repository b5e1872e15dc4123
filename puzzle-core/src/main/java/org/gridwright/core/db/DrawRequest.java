package org.gridwright.core.db;

/**
 * What {@link CategoryDatabase#draw} is asked for: {@code categories} categories of {@code items} items each, of
 * which between {@code minOrdinal} and {@code maxOrdinal} ordinal and between {@code minNumerical} and
 * {@code maxNumerical} numerical, and at least {@code minOrdered} of them ordinal or numerical (whichever: for
 * clues that need an order); at least one is always categorical. Slots beyond the minimums get a kind drawn by
 * the kind weights among the kinds still below their maximum; such a slot that the database cannot fill with an
 * ordinal or numerical category gets a categorical one instead.
 */
public record DrawRequest(int categories, int items, int minOrdinal, int maxOrdinal, int minNumerical,
        int maxNumerical, int minOrdered, double categoricalWeight, double ordinalWeight, double numericalWeight) {

    public DrawRequest {
        if (categories < 2) {
            throw new IllegalArgumentException(Msg.get("draw.fewCategories", categories));
        }
        if (items < 2) {
            throw new IllegalArgumentException(Msg.get("draw.fewItems", items));
        }
        if (minOrdinal < 0 || minNumerical < 0 || maxOrdinal < minOrdinal || maxNumerical < minNumerical) {
            throw new IllegalArgumentException(Msg.get("draw.badRange", minOrdinal, maxOrdinal, minNumerical,
                    maxNumerical));
        }
        if (minOrdinal + minNumerical > categories - 1) {
            throw new IllegalArgumentException(Msg.get("draw.tooManyOrdered", minOrdinal + minNumerical,
                    categories));
        }
        if (minOrdered < 0 || minOrdered > categories - 1 || minOrdered > maxOrdinal + maxNumerical) {
            throw new IllegalArgumentException(Msg.get("draw.badOrdered", minOrdered, categories,
                    maxOrdinal + maxNumerical));
        }
        Names.checkWeight(categoricalWeight);
        Names.checkWeight(ordinalWeight);
        Names.checkWeight(numericalWeight);
    }

    /** Only categorical categories. */
    public static DrawRequest of(int categories, int items) {
        return new DrawRequest(categories, items, 0, 0, 0, 0, 0, 10, 2, 5);
    }

    /** The same request allowing between min and max ordinal categories. */
    public DrawRequest withOrdinal(int min, int max) {
        return new DrawRequest(categories, items, min, max, minNumerical, maxNumerical, minOrdered,
                categoricalWeight, ordinalWeight, numericalWeight);
    }

    /** The same request allowing between min and max numerical categories. */
    public DrawRequest withNumerical(int min, int max) {
        return new DrawRequest(categories, items, minOrdinal, maxOrdinal, min, max, minOrdered, categoricalWeight,
                ordinalWeight, numericalWeight);
    }

    /**
     * The same request asking for at least {@code min} ordinal or numerical categories together (set the maximums
     * first: they bound which kinds may fill these slots).
     */
    public DrawRequest withOrdered(int min) {
        return new DrawRequest(categories, items, minOrdinal, maxOrdinal, minNumerical, maxNumerical, min,
                categoricalWeight, ordinalWeight, numericalWeight);
    }

    /** The same request with other weights for the kind of each free slot. */
    public DrawRequest withKindWeights(double categorical, double ordinal, double numerical) {
        return new DrawRequest(categories, items, minOrdinal, maxOrdinal, minNumerical, maxNumerical, minOrdered,
                categorical, ordinal, numerical);
    }
}
