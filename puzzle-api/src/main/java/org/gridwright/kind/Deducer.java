package org.gridwright.kind;

/**
 * A kind's human-style solver: named techniques tried easiest first, a trace of steps in words, and a grade.
 *
 * @param <P> the kind's puzzle type
 */
public interface Deducer<P> {
    Trace solve(P puzzle, Monitor monitor);
}
