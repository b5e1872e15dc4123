package org.gridwright.kind;

import java.util.Map;

/**
 * A kind's seeded, deterministic generator: the same seed, settings and engine version give the same puzzle.
 *
 * @param <P> the kind's puzzle type
 */
public interface Generator<P> {
    /**
     * Generates one puzzle.
     *
     * @param seed     the seed
     * @param settings the kind's settings by name, as an author typed them (e.g. {@code size=7},
     *                 {@code difficulty=3}, {@code symbols=letters}); the kind says which it takes
     * @param monitor  progress and cancel
     * @throws GenerationException with a message for the author when the settings are bad or cannot be met
     *                             within the kind's attempt budget
     */
    P generate(long seed, Map<String, String> settings, Monitor monitor) throws GenerationException;

    /**
     * Checks settings without generating (so a caller can tell bad settings, a usage error, from settings that
     * cannot be met); the default accepts everything and leaves it to {@link #generate}.
     */
    default void check(Map<String, String> settings) throws GenerationException {
    }

    /** Thrown when a generator cannot do what it was asked; the message says which setting and why. */
    final class GenerationException extends Exception {
        public GenerationException(String message) {
            super(message);
        }
    }
}
