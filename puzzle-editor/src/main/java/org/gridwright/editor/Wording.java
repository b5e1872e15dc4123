package org.gridwright.editor;

import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;

/** A clue's wording as readers see it: the author's own text, else the default wording. */
final class Wording {

    private Wording() {
    }

    /** The author's text if the clue has one, else {@link #generated}. */
    static String render(Puzzle p, Clue c) {
        return c.meta().text() != null ? c.meta().text() : generated(p, c);
    }

    /** The default wording of a clue, from its structure. */
    static String generated(Puzzle p, Clue c) {
        return ClueSummary.of(p, c);
    }
}
