package org.gridwright.kind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A kind of puzzle a module brings (the logic grid, Quadrata, …). Register an implementation with a public no-argument
 * constructor in {@code META-INF/services/org.gridwright.kind.PuzzleKind}. Every capability beyond reading and
 * writing is optional.
 *
 * @param <P> the kind's puzzle type (immutable)
 * @param <S> the kind's solution type
 */
public interface PuzzleKind<P, S> {
    /** The value of the files' {@code "kind"} key ({@code logic-grid}, {@code quadrata}); stable. */
    String id();

    /** The kind's name for a person. */
    String displayName();

    /** The kind's puzzle type. */
    Class<P> puzzleType();

    /** Reads a file of this kind; the exception's message names the file, the place and the problem. */
    P read(Path file) throws KindFormatException;

    /** Writes {@code puzzle} to {@code file} atomically (a temporary file then a move). */
    void write(P puzzle, Path file) throws IOException;

    /** The puzzle's embedded solution, if the file carried one. */
    default Optional<S> embeddedSolution(P puzzle) {
        return Optional.empty();
    }

    /** A solution of {@code puzzle} as rows of text for a person (and for JSON). */
    List<List<String>> rows(P puzzle, S solution);

    /** The complete solver. */
    default Optional<Referee<P, S>> referee() {
        return Optional.empty();
    }

    /** The human-style solver. */
    default Optional<Deducer<P>> deducer() {
        return Optional.empty();
    }

    /** Graded hints for a puzzle a player has part-filled. */
    default Optional<Hinter<P>> hinter() {
        return Optional.empty();
    }

    /** The generator. */
    default Optional<Generator<P>> generator() {
        return Optional.empty();
    }

    /** The puzzle as plain text. */
    default Optional<TextForm<P>> text() {
        return Optional.empty();
    }

    /** The printed pages. */
    default Optional<PrintPages<P>> printPages() {
        return Optional.empty();
    }
}
