package org.gridwright.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.gridwright.core.deduce.Level;

/**
 * What the author asked for in the New Puzzle wizard: size, seed (null for a random one), difficulty (null for any
 * level the engine can finish), the clue types allowed, where the categories come from (the database open in the
 * category manager, the bundled one, or a folder), and how many: one puzzle opens unsaved in the editor, more are
 * written into {@code folder}; {@code theme} names the database theme to set the puzzle in (null: one drawn by
 * weight when the database has themes).
 */
record NewPuzzleChoices(int categories, int items, Long seed, Level difficulty, Set<String> clueTypes, Source source,
        Path database, int count, Path folder, String theme) {

    /** Where the categories come from. */
    enum Source {
        /** The database open in the category manager (its unsaved edits included), else the Options' default. */
        OPEN,
        /** The database inside the product. */
        BUNDLED,
        /** The Polish database inside the product: the puzzle is written in Polish ("lang": "pl"). */
        BUNDLED_PL,
        /** A database folder named in the wizard. */
        FOLDER
    }

    NewPuzzleChoices {
        clueTypes = Set.copyOf(clueTypes);
        Objects.requireNonNull(source, "source");
        if (source == Source.FOLDER) {
            Objects.requireNonNull(database, "database");
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1");
        }
        if (count > 1) {
            Objects.requireNonNull(folder, "folder");
        }
        theme = theme == null || theme.isBlank() ? null : theme.strip();
    }

    /** One puzzle of the given size and settings, opened unsaved. */
    static NewPuzzleChoices one(int categories, int items, Long seed, Level difficulty, Set<String> clueTypes,
            Path database) {
        return new NewPuzzleChoices(categories, items, seed, difficulty, clueTypes,
                database == null ? Source.BUNDLED : Source.FOLDER, database, 1, null, null);
    }

    /** What a first use of the wizard shows: a random medium 4 × 5 from the open database, every clue type. */
    static NewPuzzleChoices defaults() {
        return new NewPuzzleChoices(4, 5, null, Level.MEDIUM, Set.copyOf(ClueForm.TYPES), Source.OPEN, null, 1,
                null, null);
    }

    /** The clue types in the order of the format. */
    List<String> orderedClueTypes() {
        return ClueForm.TYPES.stream().filter(clueTypes::contains).toList();
    }

    boolean batch() {
        return count > 1;
    }
}
