package org.gridwright.kind;

import java.util.List;

/**
 * A puzzle as plain text (for {@code gridwright text}): its title, introduction and body lines.
 *
 * @param <P> the kind's puzzle type
 */
public interface TextForm<P> {
    String title(P puzzle);

    /** The introduction, or null when it has none. */
    String intro(P puzzle);

    /** The body: clue lines for a logic grid, the grid with its signs for Quadrata. */
    List<String> lines(P puzzle);
}
