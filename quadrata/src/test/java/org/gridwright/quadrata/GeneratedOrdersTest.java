package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.deduce.Closure;
import org.gridwright.quadrata.deduce.Engine;
import org.gridwright.quadrata.deduce.Trace;
import org.gridwright.quadrata.generate.QuadrataGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generated puzzles of every order from 4 to 19: unique by an independent check (a SAT solver, {@link SatOracle},
 * which decides even a fiendish 19×19 in well under a second) with the file's solution the one, the product's
 * referee agreeing; irreducible (without any one given or sign the techniques up to the level no longer finish it);
 * reproducible (the same seed and settings give the same bytes); and at the level asked as the engine's own trace
 * rates it (orders 4–9 ask for levels 1–3 in turn, larger ones for any level, which is at most 4).
 */
class GeneratedOrdersTest {
    @ParameterizedTest(name = "order {0}")
    @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
    void generatedPuzzlesAreUniqueIrreducibleReproducibleAndAtTheirLevel(int n) throws Exception {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("size", Integer.toString(n));
        settings.put("symbols", n % 2 == 0 ? "letters" : "digits");
        int asked = n <= 9 ? (n - 4) % 3 + 1 : 0;
        if (asked > 0) {
            settings.put("difficulty", Integer.toString(asked));
            settings.put("attempts", "200");
        }
        long seed = 1000L + n;
        Quadrata q = new QuadrataGenerator().generate(seed, settings, Monitor.NONE);

        List<Square> oracle = SatOracle.solutions(q, 2);
        assertEquals(1, oracle.size(), "exactly one solution by the SAT solver");
        assertEquals(q.solution().orElseThrow(), oracle.get(0), "the file's solution is the one");
        var r = Judge.judge(q, Monitor.NONE);
        assertEquals(org.gridwright.kind.Uniqueness.UNIQUE, r.status(), "the product's referee agrees");
        assertEquals(q.solution().orElseThrow(), r.solution());

        Trace t = Engine.standard().solve(q, Monitor.NONE);
        assertTrue(t.solved(), "the engine's own trace finishes it");
        int limit = asked > 0 ? asked : 4;
        if (asked > 0) {
            assertEquals(asked, t.level(), "the level asked for");
        } else {
            assertTrue(t.level() >= 1 && t.level() <= limit, "any level is at most 4: " + t.level());
        }

        assertEquals(QuadrataFormat.toJson(q), QuadrataFormat.toJson(
                new QuadrataGenerator().generate(seed, settings, Monitor.NONE)), "same seed, same bytes");

        for (int i = 0; i < q.givens().size(); i++) {
            List<Given> fewer = new ArrayList<>(q.givens());
            fewer.remove(i);
            assertFalse(Closure.solvesAt(n, fewer, q.signs(), limit, Monitor.NONE), "given " + i + " is needed");
        }
        for (int i = 0; i < q.signs().size(); i++) {
            List<Sign> fewer = new ArrayList<>(q.signs());
            fewer.remove(i);
            assertFalse(Closure.solvesAt(n, q.givens(), fewer, limit, Monitor.NONE), "sign " + i + " is needed");
        }
    }
}
