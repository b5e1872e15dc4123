package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The SAT oracle of {@link GeneratedOrdersTest} is itself checked against plain backtracking on small orders. */
class SatOracleTest {
    @Property(tries = 200)
    void agreesWithBruteForceOnUniqueMultipleAndContradictoryPuzzles(@ForAll @IntRange(min = 3, max = 5) int n,
            @ForAll long seed) {
        Quadrata q = QuadrataEngineTest.randomPuzzle(n, seed, 0.25, 0.35);
        List<Square> sat = SatOracle.solutions(q, 2);
        assertEquals(BruteForce.count(q), sat.size());
        for (Square s : sat) {
            assertTrue(s.isLatin() && q.satisfiedBy(s), "a solution of the puzzle: " + s);
        }
        if (sat.size() == 2) {
            assertNotEquals(sat.get(0), sat.get(1));
        }
    }
}
