package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.deduce.Closure;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * The techniques-pruned search for a second solution answers as counting does, whatever the level of the techniques
 * (the easy ones leave {@code if} and {@code any} clues unread, so complete grids must be checked against them),
 * or says it ran out of steps.
 */
class SecondSolutionProperties {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Property(tries = 300)
    void findsAnotherSolutionExactlyWhenThereIsOne(@ForAll long seed) throws GenerationException {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cats = 2 + rnd.nextInt(4);
        int k = 3 + rnd.nextInt(4);
        List<Category> categories = Generator.source(DB).draw(rnd, cats, k, 1);
        Puzzle base = Puzzle.builder().categories(categories).build();
        Solution known = Generator.randomSolution(cats, k, rnd);
        ClueMaker maker = new ClueMaker(base, known);
        List<Clue> clues = new ArrayList<>();
        int count = rnd.nextInt(cats * k + 4);
        while (clues.size() < count) {
            org.gridwright.core.model.ClueType type = org.gridwright.core.model.ClueType.values()[
                    rnd.nextInt(org.gridwright.core.model.ClueType.values().length)];
            if (maker.canMake(type)) {
                clues.add(maker.make(type, rnd));
            }
        }
        Puzzle p = base.withClues(clues);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        int expected = cp.countSolutions(2) >= 2 ? 1 : 0;
        Level level = Level.values()[rnd.nextInt(3)];
        Closure closure = Closure.of(base, TechniqueSet.defaults().upTo(level));
        boolean[] on = new boolean[clues.size()];
        for (Clue c : clues) {
            on[closure.add(c)] = true;
        }
        int found = new SecondSolution(known, cp, cats, k, Monitor.NONE).search(closure.of(on), 100_000);
        Statistics.collect(found);
        // out of steps (-1) is allowed, the generator then asks the complete solver; any answer must be right
        if (found != -1) {
            assertEquals(expected, found);
        }
    }
}
