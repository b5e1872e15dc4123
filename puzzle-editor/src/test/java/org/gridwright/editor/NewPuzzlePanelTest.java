package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.swing.SwingUtilities;
import org.gridwright.core.deduce.Level;
import org.junit.jupiter.api.Test;

class NewPuzzlePanelTest {

    @Test
    void theChoicesAreWhatWasEnteredWithTheExtensionAdded() {
        NewPuzzlePanel p = new NewPuzzlePanel(Path.of("/tmp/x.lgp"));
        p.set(5, 6, 42L, Level.HARD, Set.of("less", "match"), Path.of("/db"), Path.of("/tmp/new-puzzle"));
        NewPuzzleChoices c = p.choices();
        assertEquals(5, c.categories());
        assertEquals(6, c.items());
        assertEquals(42L, c.seed());
        assertEquals(Level.HARD, c.difficulty());
        assertEquals(List.of("match", "less"), c.orderedClueTypes());
        assertEquals(Path.of("/db"), c.database());
        assertEquals(Path.of("/tmp/new-puzzle.lgp"), c.target());
    }

    @Test
    void theDefaultsAreARandomMediumPuzzleFromTheBundledDatabaseWithEveryClueType() {
        NewPuzzleChoices c = new NewPuzzlePanel(Path.of("/tmp/a.lgp")).choices();
        assertNull(c.seed());
        assertNull(c.database());
        assertEquals(Level.MEDIUM, c.difficulty());
        assertEquals(ClueForm.TYPES, c.orderedClueTypes());
        assertEquals(Path.of("/tmp/a.lgp"), c.target());
    }

    @Test
    void anyLevelCanBeChosenAndGoesToTheGeneratorAsNoLevel() {
        NewPuzzlePanel p = new NewPuzzlePanel(Path.of("/tmp/a.lgp"));
        p.set(4, 4, 7L, null, Set.of("match", "not"), null, Path.of("/tmp/a.lgp"));
        assertNull(p.choices().difficulty());
        p.set(4, 4, 7L, Level.EXPERT, Set.of("match", "not"), null, Path.of("/tmp/a.lgp"));
        assertEquals(Level.EXPERT, p.choices().difficulty());
    }

    @Test
    void missingOrWrongEntriesAreRefusedWithAMessage() {
        NewPuzzlePanel p = new NewPuzzlePanel(Path.of("/tmp/a.lgp"));
        p.set(4, 4, null, Level.EASY, Set.of(), null, Path.of("/tmp/a.lgp"));
        assertEquals("Tick at least one clue type.", assertThrows(IllegalArgumentException.class, p::choices).getMessage());
        p.set(4, 4, 1L, Level.EASY, Set.of("match"), null, Path.of("/tmp/a.lgp"));
        assertEquals(1L, p.choices().seed());
    }

    @Test
    void theMonitorShowsProgressAndCancels() throws Exception {
        NewPuzzlePanel p = new NewPuzzlePanel(Path.of("/tmp/a.lgp"));
        org.gridwright.workbench.TaskMonitor m = new org.gridwright.workbench.TaskMonitor("test", p.progressBar(), p.statusLine());
        m.start();
        m.progress(3, 10, "attempt 3");
        SwingUtilities.invokeAndWait(() -> { });
        assertEquals(300, p.progressBar().getValue());
        assertEquals(1000, p.progressBar().getMaximum());
        assertEquals("attempt 3", p.statusLine().getText());
        assertFalse(m.isCancelled());
        m.cancel();
        assertTrue(m.isCancelled());
        assertThrows(org.gridwright.core.task.CancelledException.class, m::checkCancelled);
        m.close();
    }
}
