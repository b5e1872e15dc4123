package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.kind.Kinds;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.Uniqueness;
import org.gridwright.quadrata.deduce.Change;
import org.gridwright.quadrata.deduce.Closure;
import org.gridwright.quadrata.deduce.Engine;
import org.gridwright.quadrata.deduce.Explain;
import org.gridwright.quadrata.deduce.Step;
import org.gridwright.quadrata.deduce.Trace;
import org.gridwright.quadrata.generate.QuadrataGenerator;
import org.gridwright.quadrata.solve.Solver;

class QuadrataEngineTest {

    /** A random puzzle of order n: a random square, each given and sign kept with its probability. */
    static Quadrata randomPuzzle(int n, long seed, double givens, double signs) {
        Random r = new Random(seed);
        Square s = Solver.randomSquare(n, r, Long.MAX_VALUE, Monitor.NONE);
        List<Given> g = new ArrayList<>();
        List<Sign> sg = new ArrayList<>();
        for (int row = 0; row < n; row++) {
            for (int c = 0; c < n; c++) {
                if (r.nextDouble() < givens) {
                    g.add(new Given(row, c, r.nextDouble() < 0.05 ? r.nextInt(n) : s.at(row, c)));
                }
                if (c + 1 < n && r.nextDouble() < signs) {
                    sg.add(s.at(row, c) < s.at(row, c + 1) == r.nextDouble() > 0.05 ? new Sign(row, c, row, c + 1)
                            : new Sign(row, c + 1, row, c));
                }
                if (row + 1 < n && r.nextDouble() < signs) {
                    sg.add(s.at(row, c) < s.at(row + 1, c) ? new Sign(row, c, row + 1, c) : new Sign(row + 1, c, row, c));
                }
            }
        }
        return Quadrata.builder().symbols(org.gridwright.quadrata.generate.Symbols.digits(n)).givens(g).signs(sg)
                .build();
    }

    @Property(tries = 150)
    void theCompleteSolverAgreesWithBruteForce(@ForAll @IntRange(min = 3, max = 5) int n, @ForAll long seed) {
        Quadrata q = randomPuzzle(n, seed, 0.25, 0.35);
        int expected = BruteForce.count(q);
        Solver.Result r = Solver.judge(q, Monitor.NONE);
        Solver.Result j = Judge.judge(q, Monitor.NONE);
        Uniqueness want = expected == 0 ? Uniqueness.CONTRADICTORY : expected == 1 ? Uniqueness.UNIQUE
                : Uniqueness.MULTIPLE;
        assertEquals(want, r.status());
        assertEquals(want, j.status());
        switch (want) {
            case UNIQUE -> assertTrue(q.satisfiedBy(r.solution()));
            case MULTIPLE -> {
                assertTrue(q.satisfiedBy(j.witnesses().get(0)) && q.satisfiedBy(j.witnesses().get(1)));
                assertFalse(j.witnesses().get(0).equals(j.witnesses().get(1)));
            }
            case CONTRADICTORY -> {
                // the conflict is contradictory on its own and minimal
                Solver.Conflict c = r.conflict();
                Quadrata only = q.withGivens(c.givens()).withSigns(c.signs());
                assertEquals(0, BruteForce.count(only));
                for (int i = 0; i < c.givens().size(); i++) {
                    List<Given> fewer = new ArrayList<>(c.givens());
                    fewer.remove(i);
                    assertTrue(BruteForce.count(only.withGivens(fewer)) > 0);
                }
            }
        }
    }

    @Property(tries = 30)
    void everyStepIsSoundAndTheWordedSolverAgreesWithTheClosure(@ForAll @IntRange(min = 4, max = 6) int n,
            @ForAll long seed) {
        Quadrata q = randomPuzzle(n, seed, 0.2, 0.5).withGivens(List.of()); // consistent: signs of one square
        Quadrata withGivens = randomPuzzle(n, seed, 0.2, 0.5);
        if (BruteForce.count(withGivens) == 1 || n > 5) {
            q = withGivens;
        }
        Solver.Result r = Solver.judge(q, Monitor.NONE);
        for (int level = 1; level <= 4; level++) {
            Trace t = Engine.upTo(level).solve(q, Monitor.NONE);
            assertEquals(t.solved(), Closure.solves(q, level, Monitor.NONE), "level " + level);
            if (r.status() == Uniqueness.UNIQUE) {
                Explain x = new Explain(q);
                for (Step s : t.steps()) {
                    assertFalse(x.text(s).isBlank());
                    for (Change c : s.changes()) {
                        int v = r.solution().at(c.cell() / n, c.cell() % n);
                        assertTrue((c.after() & (1 << v)) != 0, "step removed the solution's symbol: " + x.text(s));
                    }
                }
            }
        }
    }

    /**
     * Where it matters most, at the edge of solvability: clues are taken away from a full square in a random order
     * while the closure still finishes it (as the generator does), and at every check the closure (whole-square
     * forcing passes, changes followed from a queue) and the worded solver (one step at a time) agree.
     */
    @Property(tries = 8)
    void theClosureAgreesWithTheWordedSolverWhileCluesAreRemoved(@ForAll @IntRange(min = 5, max = 9) int n,
            @ForAll @IntRange(min = 3, max = 4) int level, @ForAll long seed) {
        Random r = new Random(seed);
        Square square = Solver.randomSquare(n, r, Long.MAX_VALUE, Monitor.NONE);
        Quadrata q = QuadrataGenerator.full(square, org.gridwright.quadrata.generate.Symbols.digits(n));
        List<Given> givens = new ArrayList<>(q.givens());
        List<Sign> signs = new ArrayList<>(q.signs());
        java.util.Collections.shuffle(givens, r);
        java.util.Collections.shuffle(signs, r);
        List<Object> clues = new ArrayList<>(givens); // givens first, then signs, as the generator takes them
        clues.addAll(signs);
        for (Object clue : clues) {
            Quadrata fewer = clue instanceof Given g
                    ? q.withGivens(q.givens().stream().filter(x -> !x.equals(g)).toList())
                    : q.withSigns(q.signs().stream().filter(x -> !x.equals(clue)).toList());
            boolean closure = Closure.solvesAt(fewer, level, Monitor.NONE);
            assertEquals(Engine.upTo(level).solve(fewer, Monitor.NONE).solved(), closure, "without " + clue);
            if (closure) {
                q = fewer;
            }
        }
    }

    @Property(tries = 12)
    @Tag("generator")
    void generatedPuzzlesAreUniqueIrreducibleReproducibleAndAtTheirLevel(@ForAll @IntRange(min = 4, max = 6) int n,
            @ForAll @IntRange(min = 1, max = 3) int level, @ForAll @IntRange(min = 0, max = 1000) int seed)
            throws Exception {
        QuadrataGenerator g = new QuadrataGenerator();
        Map<String, String> settings = Map.of("size", "" + n, "difficulty", "" + level, "symbols", "letters",
                "attempts", "200");
        Quadrata q = g.generate(seed, settings, Monitor.NONE);
        assertEquals(1, BruteForce.count(q), "unique by an independent check");
        assertEquals(q.solution().orElseThrow(), Solver.judge(q, Monitor.NONE).solution());
        assertEquals(level, Engine.standard().solve(q, Monitor.NONE).level(), "the level asked for");
        assertEquals(QuadrataFormat.toJson(q), QuadrataFormat.toJson(new QuadrataGenerator().generate(seed, settings,
                Monitor.NONE)), "the same seed gives the same bytes");
        for (int i = 0; i < q.givens().size(); i++) {
            List<Given> fewer = new ArrayList<>(q.givens());
            fewer.remove(i);
            assertFalse(Closure.solvesAt(q.withGivens(fewer), level, Monitor.NONE), "given " + i + " is needed");
        }
        for (int i = 0; i < q.signs().size(); i++) {
            List<Sign> fewer = new ArrayList<>(q.signs());
            fewer.remove(i);
            assertFalse(Closure.solvesAt(q.withSigns(fewer), level, Monitor.NONE), "sign " + i + " is needed");
        }
    }

    @org.junit.jupiter.api.Test
    void largerOrdersAreUniqueByTheSearchAloneAndMeetTheirLevel() throws Exception {
        for (int n : new int[] {7, 9, 12}) {
            Quadrata q = new QuadrataGenerator().generate(n, Map.of("size", "" + n, "difficulty", "3"), Monitor.NONE);
            assertEquals(3, Engine.standard().solve(q, Monitor.NONE).level());
            // the plain search (no human techniques) as the second opinion
            assertEquals(Uniqueness.UNIQUE, Solver.judge(q, Monitor.NONE).status(), "order " + n);
        }
    }

    @org.junit.jupiter.api.Test
    void impossibleSettingsStopWithAMessageNotALoop() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                org.gridwright.kind.Generator.GenerationException.class,
                () -> new QuadrataGenerator().generate(1, Map.of("size", "3", "difficulty", "5", "attempts", "5"),
                        Monitor.NONE));
        assertTrue(e.getMessage().contains("in 5 attempts"), e.getMessage());
        var bad = org.junit.jupiter.api.Assertions.assertThrows(
                org.gridwright.kind.Generator.GenerationException.class,
                () -> new QuadrataGenerator().generate(1, Map.of("size", "30"), Monitor.NONE));
        assertTrue(bad.getMessage().contains("--size must be a whole number from 3 to 25"), bad.getMessage());
    }

    @org.junit.jupiter.api.Test
    void theBlocklistIsReadBothWaysAndRelettersInsteadOfFailing() throws Exception {
        var b = org.gridwright.quadrata.generate.Blocklist.bundled();
        assertTrue(b.blocks("XXSEXX"));
        assertTrue(b.blocks("XXESXX".replace("ES", "XE").replace("XXXE", "XXXES"))); // "SEX" read backwards: XES
        assertTrue(b.blocks("AXES"));
        assertFalse(b.blocks("ABCDEFG"));
        for (int seed = 0; seed < 20; seed++) {
            Quadrata q = new QuadrataGenerator().generate(seed, Map.of("size", "9", "symbols", "letters",
                    "difficulty", "1"), Monitor.NONE);
            assertEquals(null, b.firstBlocked(q.solution().orElseThrow(), q.symbols()));
        }
    }

    @org.junit.jupiter.api.Test
    void hintsAreGradedAndTheKindIsRegistered() throws Exception {
        Quadrata q = new QuadrataGenerator().generate(3, Map.of("size", "5", "difficulty", "2"), Monitor.NONE);
        Step next = Engine.standard().next(q, new org.gridwright.quadrata.solve.Constraints(q).startMasks(),
                Monitor.NONE);
        List<String> hints = new Explain(q).hints(next);
        assertEquals(3, hints.size());
        assertTrue(hints.get(0).startsWith("Look at "), hints.get(0));
        assertFalse(hints.get(0).contains(new Explain(q).techniqueName(next.technique())));
        assertEquals(new Explain(q).text(next), hints.get(2));
        assertTrue(Kinds.installed().byId("quadrata").orElseThrow() instanceof QuadrataKind);
    }
}
