package org.gridwright.kind;

/**
 * A kind's complete solver: decides unique / multiple (two witnesses) / contradictory (the conflicting parts).
 *
 * @param <P> the kind's puzzle type
 * @param <S> the kind's solution type
 */
public interface Referee<P, S> {
    Verdict<S> judge(P puzzle, Monitor monitor);

    /** True when {@code solution} satisfies every part of {@code puzzle} (for an embedded solution). */
    boolean satisfies(P puzzle, S solution);
}
