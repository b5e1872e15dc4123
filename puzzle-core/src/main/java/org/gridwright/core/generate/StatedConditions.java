package org.gridwright.core.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Difficulty;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.TechniqueSet;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * An "if" clue whose condition another clue of the same puzzle settles outright reads as a slip: "The Labrador was
 * shown by Ruth." and, a few lines on, "If the Labrador was shown by Ruth, Pepper was shown by Ruth." No published
 * puzzle sets its reader that. Together the two clues say exactly what the plain facts say, so the "if" clue is given
 * as the fact it comes to ("Pepper was shown by Ruth"; with its condition denied by a "not" clue, its "else"), and the
 * settling clue is left out where the puzzle no longer needs it.
 *
 * <p>The clues stay unique and irreducible either way: the set says the same as before, each other clue left out
 * still leaves more than one solution (the set without it says what the old one without it said, or more), and the
 * settling clue goes only when the set without it is unique. Asked for a level, the puzzle must keep the level the
 * engine's trace gave it: where it would rate otherwise said plainly (the "if" was what made it medium, say), the
 * puzzle is not one of that level and is refused, as a puzzle that owes its level to a slip should be. At any level
 * it must still be one the engine finishes, else the "if" stays as it was.
 */
final class StatedConditions {
    private StatedConditions() {
    }

    /**
     * {@code clues} with every "if" clue whose condition another clue settles said plainly, as above (the same list
     * when there is none), or null when one cannot be said plainly at the asked level. {@code techniques} rate the
     * puzzle (null: no rating, as the generator asked for none); {@code target} is the level asked for, or null for
     * any level the engine finishes.
     */
    static List<Clue> plain(Puzzle base, List<Clue> clues, TechniqueSet techniques, Level target, Monitor m) {
        List<Clue> current = clues;
        Level level = null;
        boolean rated = false;
        DeductionEngine engine = null;
        for (int i = 0; i < current.size(); i++) {
            if (!(current.get(i) instanceof Clue.If c)) {
                continue;
            }
            int settling = -1;
            Pair fact = null;
            for (int j = 0; j < current.size() && settling < 0; j++) {
                if (current.get(j) instanceof Clue.Match s && ClueMaker.same(c.when(), new Pair(s.a(), s.b()))) {
                    settling = j;
                    fact = c.then();
                } else if (current.get(j) instanceof Clue.Not s && c.otherwise() != null && denies(s, c.when())) {
                    settling = j;
                    fact = c.otherwise();
                }
            }
            if (settling < 0) {
                continue;
            }
            List<Clue> restated = new ArrayList<>(current);
            restated.set(i, new Clue.Match(fact.a(), fact.b(), ClueMeta.NONE));
            List<Clue> without = new ArrayList<>(restated);
            without.remove(settling);
            List<Clue> candidate = unique(base, without) ? without : restated;
            if (techniques != null) {
                if (engine == null) {
                    engine = new DeductionEngine(techniques);
                }
                if (!rated && target != null) {
                    level = level(engine, base, current, m);
                    rated = true;
                }
                Level said = level(engine, base, candidate, m);
                if (target != null && said != level) {
                    return null;
                }
                if (said == null) {
                    continue; // at any level: the engine would not finish it said plainly, so it stays as it was
                }
            }
            current = candidate;
            i = -1; // indices moved: look again from the start (each rewriting removes an "if", so this ends)
        }
        return current;
    }

    /** True when the "not" clue says the two items of {@code p} are not one entity's. */
    private static boolean denies(Clue.Not n, Pair p) {
        for (Ref r : n.b()) {
            if (ClueMaker.same(p, new Pair(n.a(), r))) {
                return true;
            }
        }
        return false;
    }

    private static boolean unique(Puzzle base, List<Clue> clues) {
        return CompiledPuzzle.of(base.withClues(clues)).countSolutions(2) == 1;
    }

    private static Level level(DeductionEngine engine, Puzzle base, List<Clue> clues, Monitor m) {
        Optional<Difficulty> d = engine.rateIfSolved(base.withClues(clues), Grid.empty(base.categoryCount(),
                base.size()), m);
        return d.map(Difficulty::level).orElse(null);
    }
}
