package org.gridwright.editor;

import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.ClueText;

/** A clue's wording as readers see it, from the engine's templates ({@link ClueText}). */
final class Wording {

    private Wording() {
    }

    /** The author's text if the clue has one, else the default wording. */
    static String render(Puzzle p, Clue c) {
        return ClueText.render(p, c);
    }

    /** The default wording of a clue, from its structure. */
    static String generated(Puzzle p, Clue c) {
        return ClueText.generated(p, c);
    }
}
