package org.gridwright.quadrata;

import java.util.List;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.deduce.Closure;
import org.gridwright.quadrata.solve.Constraints;
import org.gridwright.quadrata.solve.Solver;

/**
 * The referee as the product uses it: the human techniques short of guessing narrow the candidates first (sound,
 * and for a puzzle a person can solve they finish it), then the complete search, narrowing each node with the set
 * techniques, decides unique / multiple / contradictory from what is left.
 */
public final class Judge {
    private Judge() {
    }

    public static Solver.Result judge(Quadrata q, Monitor m) {
        int[] d = Closure.narrowed(q, m);
        if (d == null) {
            return Solver.judge(q, m); // contradictory: the solver finds the conflicting givens and signs
        }
        List<Square> s = Solver.solutions(new Constraints(q), d, 2, Closure.setNarrower(q, m), m);
        if (s.size() == 1) {
            return new Solver.Result(org.gridwright.kind.Uniqueness.UNIQUE, s.get(0), List.of(), null);
        }
        if (s.size() == 2) {
            return new Solver.Result(org.gridwright.kind.Uniqueness.MULTIPLE, null, s, null);
        }
        return Solver.judge(q, m);
    }
}
