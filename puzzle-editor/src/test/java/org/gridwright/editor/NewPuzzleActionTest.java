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
    private static final Path TARGET = Path.of("/tmp/unused.lgp");

    @Test
    void onlyTheTickedClueTypesGetAWeight() {
        NewPuzzleChoices c = new NewPuzzleChoices(4, 5, 7L, Level.HARD, Set.of("match", "less"), null, TARGET);
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
    void aGeneratedPuzzleIsUniqueUsesOnlyTheTickedTypesAndTheSameSeedGivesTheSamePuzzle() throws Exception {
        NewPuzzleChoices c = new NewPuzzleChoices(3, 4, 11L, Level.EASY, Set.of("match", "not", "less", "next"), null,
                TARGET);
        Puzzle p = NewPuzzleAction.generate(c, 11L, Monitor.NONE);
        assertEquals(3, p.categoryCount());
        assertEquals(4, p.size());
        assertEquals(Status.UNIQUE, Verification.of(p, Monitor.NONE).verdict().status());
        for (Clue clue : p.clues()) {
            assertTrue(c.clueTypes().contains(clue.type()), clue.type());
        }
        assertEquals(p, NewPuzzleAction.generate(c, 11L, Monitor.NONE));
    }

    @Test
    void settingsThatCannotBeMetAreRefusedWithTheGeneratorsMessage() {
        NewPuzzleChoices c = new NewPuzzleChoices(3, 4, 1L, Level.EXPERT, Set.of("match"), null, TARGET);
        GenerationException e = assertThrows(GenerationException.class,
                () -> NewPuzzleAction.generate(c, 1L, Monitor.NONE));
        assertFalse(e.getMessage().isBlank());
    }
}
