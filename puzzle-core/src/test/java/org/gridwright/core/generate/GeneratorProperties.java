package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;

/**
 * Over many seeds, sizes and levels: a generated puzzle has exactly its embedded solution, every clue is needed, and
 * the engine's own trace rates it at the level asked for (the generator rates with closures, not traces, so this is
 * where the two are held together on real generated puzzles).
 */
class GeneratorProperties {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();
    private static final DeductionEngine ENGINE = new DeductionEngine();

    @Property(tries = 150)
    void generatedPuzzlesAreUniqueIrreducibleAndAtTheAskedLevel(@ForAll long seed,
            @ForAll @IntRange(min = 3, max = 5) int cats, @ForAll @IntRange(min = 4, max = 5) int items,
            @ForAll @IntRange(min = 0, max = 4) int levelIndex) throws GenerationException {
        Level level = levelIndex == 4 ? null : Level.values()[levelIndex];
        GeneratorSettings s = GeneratorSettings.of(cats, items, seed).withDifficulty(level).withAttempts(2000);
        Puzzle p = Generator.generate(s, DB, "bundled", Monitor.NONE);
        assertEquals(Status.UNIQUE, CompleteSolver.solve(p).status());
        assertEquals(p.solution().orElseThrow(), CompleteSolver.solve(p).solution());
        for (int i = 0; i < p.clues().size(); i++) {
            List<Clue> fewer = new ArrayList<>(p.clues());
            fewer.remove(i);
            assertNotEquals(Status.UNIQUE, CompleteSolver.solve(p.withClues(fewer)).status(), "clue " + i);
        }
        Trace t = ENGINE.solve(p);
        assertEquals(true, t.solved(), "the engine finishes it");
        Statistics.collect(level == null ? "any" : level.code(), t.difficulty().level().code());
        if (level != null) {
            assertEquals(level, t.difficulty().level());
        }
    }
}
