package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** The wizard's generation, as the Generate button runs it. */
class NewPuzzleActionTest {
    private static final NewPuzzleAction.Database BUNDLED = new NewPuzzleAction.Database(
            org.gridwright.core.db.CategoryDatabase.bundled(), null);

    @Test
    void onlyTheTickedClueTypesGetAWeight() {
        NewPuzzleChoices c = NewPuzzleChoices.one(4, 5, 7L, Level.HARD, Set.of("match", "less"), null);
        GeneratorSettings s = NewPuzzleAction.settings(c, 7L);
        assertEquals(4, s.categories());
        assertEquals(5, s.items());
        assertEquals(7L, s.seed());
        assertEquals(Level.HARD, s.difficulty());
        for (String t : GeneratorSettings.TYPES) {
            assertEquals(c.clueTypes().contains(t), s.weights().get(t) > 0, t);
        }
    }

    @Test
    void theBundledPolishDatabaseMakesAPuzzleInPolish() throws Exception {
        NewPuzzleChoices c = new NewPuzzleChoices(4, 5, 21L, null, Set.copyOf(ClueForm.TYPES),
                NewPuzzleChoices.Source.BUNDLED_PL, null, 1, null, null);
        NewPuzzleAction.Database db = NewPuzzleAction.database(c, null);
        assertEquals("bundled-pl", db.name());
        Puzzle p = NewPuzzleAction.generate(c, db, 21L, Monitor.NONE);
        assertEquals("pl", p.lang());
        // the clue editor's wording: the puzzle's own language
        assertTrue(Wording.generated(p, p.clues().get(0)).matches("\\p{Lu}[^{}@|]*\\."), Wording.generated(p, p.clues().get(0)));
        assertFalse(p.intro().contains("{"), p.intro());
    }

    @Test
    void aGeneratedPuzzleIsUniqueUsesOnlyTheTickedTypesAndTheSameSeedGivesTheSamePuzzle() throws Exception {
        NewPuzzleChoices c = NewPuzzleChoices.one(3, 4, 11L, Level.EASY, Set.of("match", "not", "less", "next"), null);
        Puzzle p = NewPuzzleAction.generate(c, BUNDLED, 11L, Monitor.NONE);
        assertEquals(3, p.categoryCount());
        assertEquals(4, p.size());
        assertEquals(Status.UNIQUE, Verification.of(p, Monitor.NONE).verdict().status());
        for (Clue clue : p.clues()) {
            assertTrue(c.clueTypes().contains(clue.type()), clue.type());
        }
        assertEquals(p, NewPuzzleAction.generate(c, BUNDLED, 11L, Monitor.NONE));
    }

    @Test
    void settingsThatCannotBeMetAreRefusedWithTheGeneratorsMessage() {
        NewPuzzleChoices c = NewPuzzleChoices.one(3, 4, 1L, Level.EXPERT, Set.of("match"), null);
        GenerationException e = assertThrows(GenerationException.class,
                () -> NewPuzzleAction.generate(c, BUNDLED, 1L, Monitor.NONE));
        assertFalse(e.getMessage().isBlank());
    }

    @org.junit.jupiter.api.io.TempDir
    Path tmp;

    @Test
    void aBatchWritesTheCountIntoTheFolderWithoutOverwritingAndStopsWhenCancelled() throws Exception {
        Path into = tmp.resolve("batch");
        java.nio.file.Files.createDirectories(into);
        java.nio.file.Files.writeString(into.resolve("puzzle-001.lgp"), "mine");
        NewPuzzleChoices c = new NewPuzzleChoices(3, 4, null, Level.EASY, Set.of("match", "not"),
                NewPuzzleChoices.Source.BUNDLED, null, 3, into, null);
        NewPuzzleAction.batch(c, BUNDLED, 5L, Monitor.NONE);
        assertEquals("mine", java.nio.file.Files.readString(into.resolve("puzzle-001.lgp")), "an existing file stays");
        for (String n : new String[] {"puzzle-002.lgp", "puzzle-003.lgp", "puzzle-004.lgp"}) {
            Puzzle p = org.gridwright.core.format.PuzzleReader.read(into.resolve(n));
            assertEquals(Status.UNIQUE, Verification.of(p, Monitor.NONE).verdict().status(), n);
        }
        Path other = tmp.resolve("cancelled");
        NewPuzzleAction.batch(new NewPuzzleChoices(3, 4, null, Level.EASY, Set.of("match", "not"),
                NewPuzzleChoices.Source.BUNDLED, null, 3, other, null), BUNDLED, 5L, Monitor.CANCELLED);
        try (var files = java.nio.file.Files.list(other)) {
            assertEquals(0, files.count(), "cancelled before the first");
        }
    }

    @Test
    void theCategoryManagersOpenDatabaseIsUsedWithItsUnsavedEdits() {
        org.gridwright.core.db.CategoryDatabase edited = org.gridwright.core.db.CategoryDatabase.bundled();
        org.gridwright.workbench.OpenCategoryDatabase open = new org.gridwright.workbench.OpenCategoryDatabase() {
            @Override
            public java.util.Optional<org.gridwright.core.db.CategoryDatabase> opened() {
                return java.util.Optional.of(edited);
            }

            @Override
            public Path folder() {
                return Path.of("/authors/db");
            }
        };
        NewPuzzleChoices c = NewPuzzleChoices.defaults();
        NewPuzzleAction.Database d = NewPuzzleAction.database(c, open);
        assertTrue(d.loaded() == edited, "the manager's own value, not a fresh read");
        assertEquals("/authors/db", d.name());
        NewPuzzleAction.Database later = NewPuzzleAction.database(c, new org.gridwright.workbench.OpenCategoryDatabase() {
            @Override
            public java.util.Optional<org.gridwright.core.db.CategoryDatabase> opened() {
                return java.util.Optional.empty();
            }

            @Override
            public Path folder() {
                return Path.of("/authors/db");
            }
        });
        assertEquals(Path.of("/authors/db"), later.folder(), "not opened this session: read from its folder");
    }
}
