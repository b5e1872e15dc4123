package org.gridwright.print;

import java.util.Objects;

/**
 * What a document contains besides the puzzles themselves.
 *
 * @param paper     the paper size
 * @param solutions where the solutions go (or none)
 * @param steps     whether to add the step-by-step deduction of each puzzle
 */
public record PrintOptions(Paper paper, SolutionPlacement solutions, boolean steps) {
    /** A4, solutions in an appendix, no steps. */
    public static final PrintOptions DEFAULT = new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, false);

    public PrintOptions {
        Objects.requireNonNull(paper, "paper");
        Objects.requireNonNull(solutions, "solutions");
    }

    public PrintOptions withPaper(Paper p) {
        return new PrintOptions(p, solutions, steps);
    }

    public PrintOptions withSolutions(SolutionPlacement s) {
        return new PrintOptions(paper, s, steps);
    }

    public PrintOptions withSteps(boolean s) {
        return new PrintOptions(paper, solutions, s);
    }
}
