package org.gridwright.core.generate;

import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;

/** Rates a unique puzzle: the level at which the deduction engine finishes it, or null when it cannot. */
@FunctionalInterface
public interface LevelRater {
    Level rate(Puzzle p, Monitor m);

    /** The deduction engine with its default techniques. */
    static LevelRater engine() {
        DeductionEngine engine = new DeductionEngine();
        return (p, m) -> {
            Trace t = engine.solve(p, m);
            return t.solved() ? t.difficulty().level() : null;
        };
    }
}
