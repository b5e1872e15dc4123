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

    @Property(tries = 300)
    void aDrawByWeightIsTheDrawInTheThemePickedFromTheFittingList(@ForAll @IntRange(min = 2, max = 8) int cats,
            @ForAll @IntRange(min = 2, max = 9) int k, @ForAll @IntRange(min = 0, max = 3) int ordered,
            @ForAll long seed, @ForAll boolean polish) {
        // the database draws by the fitting themes' weights kept in an array: the same as picking from the list of
        // those themes by weight and drawing in the one picked by name, the next by weight among the rest while one
        // cannot give what is asked
        CategoryDatabase db = polish ? PL : EN;
        DrawRequest req = DrawRequest.of(cats, k).withOrdinal(0, cats - 1).withNumerical(0, cats - 1)
                .withOrdered(Math.min(ordered, cats - 1));
        SplittableRandom rnd = new SplittableRandom(seed);
        java.util.List<Theme> open = new java.util.ArrayList<>(db.themesFor(cats, k));
        String expected = null;
        while (expected == null) {
            Theme t = Weighted.pick(rnd, open, Theme::weight);
            if (t == null) {
                expected = "no draw";
                break;
            }
            try {
                expected = describe(db.drawThemed(rnd, t.name(), req), rnd);
            } catch (DrawException e) {
                open.remove(t);
            }
        }
        String actual = draw(db, seed, req);
        assertEquals(expected, actual.startsWith("no draw") ? "no draw" : actual);
    }

    /** The draw with what is left of the generator state after it, or the message of why there is none. */
    private static String draw(CategoryDatabase db, long seed, DrawRequest req) {
        SplittableRandom rnd = new SplittableRandom(seed);
        try {
            return describe(db.drawThemed(rnd, null, req), rnd);
        } catch (DrawException e) {
            return "no draw: " + e.getMessage();
        }
    }

    private static String describe(ThemedDraw d, SplittableRandom rnd) {
        StringBuilder sb = new StringBuilder(d.toString());
        d.categories().forEach(c -> sb.append(c.extensions()).append(c.phrases()).append(c.values()));
        return sb.append(rnd.nextLong()).toString();
    }
}
