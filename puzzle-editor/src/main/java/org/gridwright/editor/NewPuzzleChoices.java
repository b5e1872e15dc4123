package org.gridwright.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.gridwright.core.deduce.Level;

/**
 * What the author asked for in the New Puzzle wizard: size, seed (null for a random one), difficulty (null for any
 * level the engine can finish), the clue types allowed, the category database folder (null for the bundled one) and
 * the file to write.
 */
record NewPuzzleChoices(int categories, int items, Long seed, Level difficulty, Set<String> clueTypes, Path database,
        Path target) {
    NewPuzzleChoices {
        Objects.requireNonNull(target, "target");
        clueTypes = Set.copyOf(clueTypes);
    }

    /** The clue types in the order of the format. */
    List<String> orderedClueTypes() {
        return ClueForm.TYPES.stream().filter(clueTypes::contains).toList();
    }
}
