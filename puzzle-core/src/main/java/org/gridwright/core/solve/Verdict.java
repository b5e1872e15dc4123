package org.gridwright.core.solve;

import java.util.List;
import java.util.Objects;
import org.gridwright.core.model.Solution;

/**
 * What the complete solver found.
 *
 * @param status    unique, multiple or contradictory
 * @param solution  the solution when {@code status} is {@link Status#UNIQUE}, else null
 * @param witnesses two differing solutions when {@code status} is {@link Status#MULTIPLE}, else empty
 */
public record Verdict(Status status, Solution solution, List<Solution> witnesses) {
    public Verdict {
        Objects.requireNonNull(status, "status");
        witnesses = witnesses == null ? List.of() : List.copyOf(witnesses);
        if ((status == Status.UNIQUE) != (solution != null)) {
            throw new IllegalArgumentException("a solution comes with a unique verdict and only then");
        }
        if ((status == Status.MULTIPLE) != (witnesses.size() == 2)) {
            throw new IllegalArgumentException("two witnesses come with a multiple verdict and only then");
        }
    }

    static Verdict unique(Solution s) {
        return new Verdict(Status.UNIQUE, s, List.of());
    }

    static Verdict multiple(Solution a, Solution b) {
        return new Verdict(Status.MULTIPLE, null, List.of(a, b));
    }

    static Verdict contradictory() {
        return new Verdict(Status.CONTRADICTORY, null, List.of());
    }
}
