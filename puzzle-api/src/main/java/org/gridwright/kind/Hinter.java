package org.gridwright.kind;

/**
 * A kind's graded hints for a puzzle in any state a player left it (a wrong mark first, then the next deduction):
 * level 1 where to look, 2 which technique there, 3 the whole step.
 *
 * @param <P> the kind's puzzle type
 */
public interface Hinter<P> {
    /** The highest level. */
    int LEVELS = 3;

    /**
     * The hint of {@code level} (1 to {@link #LEVELS}) for {@code puzzle} with the player's {@code marks}, written as
     * the kind reads them (for Quadrata {@code "R1C2 = A; R3C4 = 7"}).
     *
     * @throws IllegalArgumentException with a message for the user naming the mark that cannot be read
     */
    String hint(P puzzle, String marks, int level, Monitor monitor);
}
