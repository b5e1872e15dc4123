package org.gridwright.quadrata.deduce;

import java.util.List;

/**
 * A human-style solve: the steps, whether they completed the square, its level (that of the hardest technique
 * used, at least 1) and score (summed over the steps), and the candidates before the first step.
 */
public record Trace(List<Step> steps, boolean solved, int level, int score, int[] start) {
    public Trace {
        steps = List.copyOf(steps);
        start = start.clone();
    }

    @Override
    public int[] start() {
        return start.clone();
    }

    /** The candidates after the first {@code count} steps (0 = the start). */
    public int[] masksAfter(int count) {
        int[] d = start.clone();
        for (int i = 0; i < count; i++) {
            for (Change c : steps.get(i).changes()) {
                d[c.cell()] = c.after();
            }
        }
        return d;
    }
}
