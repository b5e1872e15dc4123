package org.gridwright.kind;

import java.util.List;
import java.util.Objects;

/**
 * What a kind's referee found.
 *
 * @param status    unique, multiple or contradictory
 * @param solution  the solution when unique, else null
 * @param witnesses two differing solutions when multiple, else empty
 * @param conflicts when contradictory: the parts of the puzzle in conflict, in words (may be empty when the kind
 *                  cannot narrow them down); else empty
 * @param <S>       the kind's solution type
 */
public record Verdict<S>(Uniqueness status, S solution, List<S> witnesses, List<String> conflicts) {
    public Verdict {
        Objects.requireNonNull(status, "status");
        witnesses = witnesses == null ? List.of() : List.copyOf(witnesses);
        conflicts = conflicts == null ? List.of() : List.copyOf(conflicts);
        if ((status == Uniqueness.UNIQUE) != (solution != null)) {
            throw new IllegalArgumentException("a solution comes with a unique verdict and only then");
        }
        if ((status == Uniqueness.MULTIPLE) != (witnesses.size() == 2)) {
            throw new IllegalArgumentException("two witnesses come with a multiple verdict and only then");
        }
        if (status != Uniqueness.CONTRADICTORY && !conflicts.isEmpty()) {
            throw new IllegalArgumentException("conflicts come with a contradictory verdict only");
        }
    }

    public static <S> Verdict<S> unique(S solution) {
        return new Verdict<>(Uniqueness.UNIQUE, solution, List.of(), List.of());
    }

    public static <S> Verdict<S> multiple(S a, S b) {
        return new Verdict<>(Uniqueness.MULTIPLE, null, List.of(a, b), List.of());
    }

    public static <S> Verdict<S> contradictory(List<String> conflicts) {
        return new Verdict<>(Uniqueness.CONTRADICTORY, null, List.of(), conflicts);
    }
}
