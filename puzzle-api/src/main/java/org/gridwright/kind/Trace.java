package org.gridwright.kind;

import java.util.List;
import java.util.Objects;

/**
 * A human-style solve: the steps in order, whether they finished the puzzle, and its grade.
 *
 * @param steps  the steps, first to last
 * @param solved true when the steps determine every part of the solution
 * @param grade  the difficulty the steps show
 */
public record Trace(List<Step> steps, boolean solved, Grade grade) {
    public Trace {
        steps = List.copyOf(steps);
        Objects.requireNonNull(grade, "grade");
    }
}
