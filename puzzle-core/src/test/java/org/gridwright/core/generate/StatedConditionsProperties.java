package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;

/**
 * An "if" clue whose condition another clue states is said plainly ({@link StatedConditions}): what comes out says
 * the same, is unique and irreducible where what went in was, and keeps the engine's level.
 */
class StatedConditionsProperties {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();
    private static final TechniqueSet TECHNIQUES = TechniqueSet.defaults();
    private static final DeductionEngine ENGINE = new DeductionEngine(TECHNIQUES);

    /**
     * A generated puzzle with two "match" clues A and B, B given instead as "if A, then B": the set says the same and
     * is still irreducible. Said plainly it is the generated puzzle again, unless the engine rates the two apart at an
     * asked level, and then it is refused.
     */
    @Property(tries = 60)
    void anIfWhoseConditionIsStatedIsSaidAsItsConsequence(@ForAll @IntRange(min = 1, max = 1_000_000) int seed,
            @ForAll @IntRange(min = 3, max = 5) int cats, @ForAll @IntRange(min = 0, max = 3) int levelIndex)
            throws GenerationException {
        Puzzle p = generated(seed, cats, levelIndex);
        List<Integer> matches = new ArrayList<>();
        for (int i = 0; i < p.clues().size(); i++) {
            if (p.clues().get(i) instanceof Clue.Match) {
                matches.add(i);
            }
        }
        Assume.that(matches.size() >= 2);
        Clue.Match a = (Clue.Match) p.clues().get(matches.get(0));
        Clue.Match b = (Clue.Match) p.clues().get(matches.get(1));
        List<Clue> given = new ArrayList<>(p.clues());
        given.set(matches.get(1), new Clue.If(new Pair(a.a(), a.b()), new Pair(b.a(), b.b()), null, ClueMeta.NONE));
        Puzzle stated = p.withClues(given);
        assertIrreducible(stated);

        Level target = target(levelIndex);
        List<Clue> plain = StatedConditions.plain(p, given, TECHNIQUES, target, Monitor.NONE);
        if (target != null && level(stated) != level(p)) {
            Statistics.collect("refused: the levels differ");
            assertNull(plain);
        } else {
            Statistics.collect(target == null ? "said plainly, any level" : "said plainly");
            assertEquals(p.clues(), plain);
        }
    }

    /**
     * Any unique set holding "A" and "if A, then C" (here with more clues than it needs): what comes out is unique,
     * every clue of it holds in the solution, no "if" of it has a stated condition, and the engine rates it as before
     * (at any level: finishes it), or it is refused at another level; the stated fact goes where the set no longer
     * needs it.
     */
    @Property(tries = 60)
    void whatComesOutSaysTheSameAtTheSameLevel(@ForAll @IntRange(min = 1, max = 1_000_000) int seed,
            @ForAll @IntRange(min = 3, max = 5) int cats, @ForAll @IntRange(min = 0, max = 3) int levelIndex)
            throws GenerationException {
        Puzzle p = generated(seed, cats, levelIndex);
        Clue.Match a = p.clues().stream().filter(c -> c instanceof Clue.Match).map(c -> (Clue.Match) c)
                .findFirst().orElse(null);
        Assume.that(a != null);
        Solution s = p.solution().orElseThrow();
        int entity = s.entityOf(p.resolve(a.a()));
        int third = 0;
        while (p.categoryIndex(a.a().category()) == third || p.categoryIndex(a.b().category()) == third) {
            third++;
        }
        Ref c = p.ref(new Item(third, s.itemOf(entity, third)));
        List<Clue> given = new ArrayList<>(p.clues());
        given.add(new Clue.If(new Pair(a.a(), a.b()), new Pair(a.a(), c), null, ClueMeta.NONE));
        Puzzle stated = p.withClues(given);

        Level target = target(levelIndex);
        List<Clue> plain = StatedConditions.plain(p, given, TECHNIQUES, target, Monitor.NONE);
        if (plain == null) {
            Statistics.collect("refused: the levels differ");
            assertNotNull(target, "at any level nothing is refused");
            List<Clue> restated = new ArrayList<>(given);
            restated.set(given.size() - 1, new Clue.Match(a.a(), c, ClueMeta.NONE));
            List<Clue> without = new ArrayList<>(restated);
            without.remove(a);
            Puzzle plainly = p.withClues(CompleteSolver.solve(p.withClues(without)).status() == Status.UNIQUE
                    ? without : restated);
            assertNotEquals(level(stated), level(plainly));
            return;
        }
        Puzzle out = p.withClues(plain);
        assertEquals(Status.UNIQUE, CompleteSolver.solve(out).status());
        for (Clue clue : plain) {
            assertTrue(clue.holds(out, s), clue.toString());
        }
        assertTrue(plain.stream().noneMatch(x -> x instanceof Clue.If i && i.when().equals(new Pair(a.a(), a.b()))
                && plain.contains(a)), "the condition is still stated");
        if (target != null) {
            assertEquals(level(stated), level(out));
        } else {
            assertNotNull(level(out), "the engine finishes it");
        }
        Statistics.collect(plain.contains(a) ? "fact kept" : "fact left out");
    }

    /** A puzzle of {@code cats} categories of five items at the level of {@code levelIndex} (3: any level). */
    private static Puzzle generated(int seed, int cats, int levelIndex) throws GenerationException {
        return Generator.generate(GeneratorSettings.of(cats, 5, seed).withDifficulty(target(levelIndex)), DB,
                "bundled", Monitor.NONE);
    }

    private static Level target(int levelIndex) {
        return levelIndex == 3 ? null : Level.values()[levelIndex];
    }

    private static Level level(Puzzle p) {
        Trace t = ENGINE.solve(p);
        return t.solved() ? t.difficulty().level() : null;
    }

    private static void assertIrreducible(Puzzle p) {
        assertEquals(Status.UNIQUE, CompleteSolver.solve(p).status());
        for (int i = 0; i < p.clues().size(); i++) {
            List<Clue> fewer = new ArrayList<>(p.clues());
            fewer.remove(i);
            assertNotEquals(Status.UNIQUE, CompleteSolver.solve(p.withClues(fewer)).status(), "clue " + i);
        }
    }
}
