package org.gridwright.core.deduce;

import java.util.List;

/**
 * A message argument: the implications a trial followed to its contradiction, each a step with its own
 * explanation, rendered as numbered sentences ({@code chain.link} of the bundle).
 */
public record Chain(List<Step> steps) {
    public Chain {
        steps = List.copyOf(steps);
    }
}
