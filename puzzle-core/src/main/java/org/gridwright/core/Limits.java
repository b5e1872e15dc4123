package org.gridwright.core;

/**
 * The sizes the engine supports, checked up front wherever input comes in (the puzzle reader, the generator's
 * settings) so that every command on any input within them answers in bounded time and memory. Documented in
 * {@code docs/FORMAT.md} ("Limits"); a change here is a change of what the format promises.
 *
 * <p>How they were chosen: within them the complete solver (verify) needs at most a few hundred MB and, with its
 * work budget, seconds; the deduction engine (solve) is bounded by its trial budget counted in grid-sized units;
 * the generator's own, smaller range is what it finishes in seconds per puzzle on one core (about 7 s for 10×10,
 * 4 s for 12×8; 20 categories took 17 s and 30 never finished).
 */
public final class Limits {
    /** Most categories (K) a puzzle file may have. */
    public static final int MAX_CATEGORIES = 20;
    /** Most items per category (k) a puzzle file may have (the solver's grid holds a row in one {@code long}). */
    public static final int MAX_ITEMS = 64;
    /** Most clues a puzzle file may have. */
    public static final int MAX_CLUES = 2000;
    /** Longest short text, in characters: title, author, names, item labels, number labels, ids, language, noun. */
    public static final int MAX_LABEL = 500;
    /** Longest long text, in characters: the setting ({@code intro}) and a clue's own {@code text}. */
    public static final int MAX_TEXT = 20_000;

    /** Most categories the generator makes. */
    public static final int GENERATE_MAX_CATEGORIES = 12;
    /** Most items per category the generator makes. */
    public static final int GENERATE_MAX_ITEMS = 20;
    /** Most categories × items the generator makes (10×10, 12×8, 5×20). */
    public static final int GENERATE_MAX_CELLS = 100;

    private Limits() {
    }
}
