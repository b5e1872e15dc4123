package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A database keeps the plans of its themed draws ({@link ThemePlan}) once made: a draw must give the same from a
 * database that has drawn many times before, at every size, as from a fresh copy that makes its plans anew.
 */
class ThemePlanTest {
    private static final CategoryDatabase EN = CategoryDatabase.bundled();
    private static final CategoryDatabase PL = CategoryDatabase.bundled("pl");

    @Property(tries = 300)
    void aDrawIsTheSameWithThePlansKeptAsWithFreshOnes(@ForAll @IntRange(min = 2, max = 8) int cats,
            @ForAll @IntRange(min = 2, max = 9) int k, @ForAll @IntRange(min = 0, max = 3) int ordered,
            @ForAll long seed, @ForAll boolean polish) {
        CategoryDatabase kept = polish ? PL : EN;
        CategoryDatabase fresh = kept.withThemes(kept.themes());
        DrawRequest req = DrawRequest.of(cats, k).withOrdinal(0, cats - 1).withNumerical(0, cats - 1)
                .withOrdered(Math.min(ordered, cats - 1));
        assertEquals(draw(fresh, seed, req), draw(kept, seed, req));
        // and the fresh copy's second draw, from the plan its first made, as the kept one's
        assertEquals(draw(kept, seed + 1, req), draw(fresh, seed + 1, req));
    }

    /** The draw with what is left of the generator state after it, or the message of why there is none. */
    private static String draw(CategoryDatabase db, long seed, DrawRequest req) {
        SplittableRandom rnd = new SplittableRandom(seed);
        try {
            ThemedDraw d = db.drawThemed(rnd, null, req);
            StringBuilder sb = new StringBuilder(d.toString());
            d.categories().forEach(c -> sb.append(c.extensions()).append(c.phrases()).append(c.values()));
            return sb.append(rnd.nextLong()).toString();
        } catch (DrawException e) {
            return "no draw: " + e.getMessage();
        }
    }
}
