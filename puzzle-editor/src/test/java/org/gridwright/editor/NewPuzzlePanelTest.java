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
    private static final String OPEN = "/authors/db";

    private static NewPuzzlePanel panel() {
        return new NewPuzzlePanel(NewPuzzleChoices.defaults(), OPEN);
    }

    @Test
    void theChoicesAreWhatWasEntered() {
        NewPuzzlePanel p = panel();
        p.set(new NewPuzzleChoices(5, 6, 42L, Level.HARD, Set.of("less", "match"), NewPuzzleChoices.Source.FOLDER,
                Path.of("/db"), 12, Path.of("/tmp/batch"), null));
        NewPuzzleChoices c = p.choices();
        assertEquals(5, c.categories());
        assertEquals(6, c.items());
        assertEquals(42L, c.seed());
        assertEquals(Level.HARD, c.difficulty());
        assertEquals(List.of("match", "less"), c.orderedClueTypes());
        assertEquals(NewPuzzleChoices.Source.FOLDER, c.source());
        assertEquals(Path.of("/db"), c.database());
        assertEquals(12, c.count());
        assertEquals(Path.of("/tmp/batch"), c.folder());
    }

    @Test
    void aNumberTypedIsTheChoiceWithoutEnterSoEnterGoesToGenerate() {
        NewPuzzlePanel p = panel();
        javax.swing.JFormattedTextField f = p.categoriesField();
        f.setText("6");
        assertEquals(6, p.choices().categories(), "typed, not yet confirmed");
        assertEquals(6, f.getValue(), "nothing left for Enter to confirm: it presses Generate");
        f.setText("99");
        assertEquals(6, p.choices().categories(), "a number out of range is not taken");
    }

    @Test
    void everyClueTypeIsNamedWholeAtTheDialogsSize() {
        NewPuzzlePanel p = panel();
        p.setSize(p.getPreferredSize());
        layOut(p);
        List<javax.swing.JCheckBox> boxes = List.copyOf(p.clueTypeBoxes().values());
        p.clueTypeBoxes().forEach((type, box) -> {
            assertTrue(box.getWidth() >= box.getPreferredSize().width,
                    type + " is cut: " + box.getWidth() + " < " + box.getPreferredSize().width);
            assertEquals(ClueForm.typeName(type), box.getToolTipText(), "the tooltip names the type in words");
        });
        for (int i = 0; i + 1 < boxes.size(); i++) {
            javax.swing.JCheckBox box = boxes.get(i);
            javax.swing.JCheckBox next = boxes.get(i + 1);
            if (next.getY() == box.getY()) {
                int end = box.getX() + box.getPreferredSize().width;
                assertTrue(next.getX() - end >= NewPuzzlePanel.TYPE_GAP, box.getText() + " runs into " + next.getText());
            }
        }
    }

    private static void layOut(java.awt.Container c) {
        c.doLayout();
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof java.awt.Container k) {
                layOut(k);
            }
        }
    }

    @Test
    void theDefaultsAreOneRandomMediumPuzzleFromTheOpenDatabaseWithEveryClueType() {
        NewPuzzleChoices c = panel().choices();
        assertNull(c.seed());
        assertEquals(NewPuzzleChoices.Source.OPEN, c.source());
        assertEquals(Level.MEDIUM, c.difficulty());
        assertEquals(ClueForm.TYPES, c.orderedClueTypes());
        assertEquals(1, c.count());
        assertFalse(c.batch());
    }

    @Test
    void missingOrWrongEntriesAreRefusedWithAMessage() {
        NewPuzzlePanel p = panel();
        p.set(NewPuzzleChoices.one(4, 4, null, Level.EASY, Set.of("match"), null));
        assertEquals(NewPuzzleChoices.Source.BUNDLED, p.choices().source());
        p.set(new NewPuzzleChoices(4, 4, null, Level.EASY, Set.of(), NewPuzzleChoices.Source.BUNDLED, null, 1, null, null));
        assertEquals("Tick at least one clue type.", assertThrows(IllegalArgumentException.class, p::choices).getMessage());
    }

    @Test
    void theWizardRemembersItsLastSettingsAndFallsBackToDefaultsForNonsense() throws Exception {
        java.util.prefs.Preferences node = java.util.prefs.Preferences.userRoot()
                .node("gridwright-wizard-test-" + System.nanoTime());
        try {
            assertEquals(NewPuzzleChoices.defaults(), WizardMemory.load(node), "nothing kept: the defaults");
            NewPuzzleChoices c = new NewPuzzleChoices(6, 7, 99L, null, Set.of("not", "next"),
                    NewPuzzleChoices.Source.FOLDER, Path.of("/db"), 25, Path.of("/tmp/out"), null);
            WizardMemory.save(node, c);
            assertEquals(c, WizardMemory.load(node));
            NewPuzzlePanel p = new NewPuzzlePanel(WizardMemory.load(node), OPEN);
            assertEquals(c, p.choices(), "the panel opens with them");
            node.putInt(WizardMemory.CATEGORIES, 99);
            node.put(WizardMemory.LEVEL, "impossible");
            node.put(WizardMemory.TYPES, "nonsense");
            NewPuzzleChoices back = WizardMemory.load(node);
            assertEquals(NewPuzzleChoices.defaults().categories(), back.categories());
            assertEquals(NewPuzzleChoices.defaults().difficulty(), back.difficulty());
            assertEquals(NewPuzzleChoices.defaults().clueTypes(), back.clueTypes());
            assertEquals(7, back.items(), "the rest kept");
        } finally {
            node.removeNode();
        }
    }

    /** Another kind as a kind's module registers it: a page of no settings. */
    private static org.gridwright.workbench.NewPuzzleKind kind(String id) {
        return new org.gridwright.workbench.NewPuzzleKind() {
            @Override
            public String kindId() {
                return id;
            }

            @Override
            public String displayName() {
                return id + " puzzle";
            }

            @Override
            public Page page() {
                javax.swing.JPanel c = new javax.swing.JPanel();
                return new Page() {
                    @Override
                    public javax.swing.JComponent component() {
                        return c;
                    }

                    @Override
                    public java.util.concurrent.Callable<Runnable> generation(
                            org.gridwright.workbench.TaskMonitor monitor) {
                        return () -> () -> { };
                    }
                };
            }
        };
    }

    @Test
    void theWizardRemembersTheKindLastGeneratedAndFallsBackToTheLogicGrid() throws Exception {
        java.util.prefs.Preferences node = java.util.prefs.Preferences.userRoot()
                .node("gridwright-wizard-kind-test-" + System.nanoTime());
        List<org.gridwright.workbench.NewPuzzleKind> kinds = List.of(kind("quadrata"), kind("other"));
        try {
            assertEquals(KindChoice.LOGIC_GRID, WizardMemory.kind(node), "nothing kept: the logic grid");
            KindChoice first = new KindChoice(panel(), kinds, WizardMemory.kind(node));
            assertFalse(first.otherKind());
            assertEquals(KindChoice.LOGIC_GRID, first.kindId());

            WizardMemory.saveKind(node, "quadrata");
            KindChoice again = new KindChoice(panel(), kinds, WizardMemory.kind(node));
            assertTrue(again.otherKind(), "the wizard opens on the kind last generated");
            assertEquals("quadrata", again.kindId());
            WizardMemory.saveKind(node, "other");
            assertEquals("other", new KindChoice(panel(), kinds, WizardMemory.kind(node)).kindId());

            WizardMemory.saveKind(node, KindChoice.LOGIC_GRID);
            assertFalse(new KindChoice(panel(), kinds, WizardMemory.kind(node)).otherKind(), "back to the logic grid");

            node.put(WizardMemory.KIND, "uninstalled");
            KindChoice gone = new KindChoice(panel(), kinds, WizardMemory.kind(node));
            assertEquals(KindChoice.LOGIC_GRID, gone.kindId(), "a kind no longer installed: the logic grid");
        } finally {
            node.removeNode();
        }
    }

    @Test
    void theMonitorShowsProgressAndCancels() throws Exception {
        NewPuzzlePanel p = panel();
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

    @Test
    void theDatabasesThemesAreOfferedAndTheChosenOneIsRememberedAndGivenToTheGenerator() throws Exception {
        NewPuzzleChoices c = new NewPuzzleChoices(4, 5, 3L, Level.EASY, Set.of("match", "not"),
                NewPuzzleChoices.Source.OPEN, null, 1, null, "Market");
        NewPuzzlePanel p = new NewPuzzlePanel(c, OPEN, List.of("Seaside", "Market"));
        assertEquals("Market", p.choices().theme());
        assertEquals("Market", NewPuzzleAction.settings(p.choices(), 3L).theme());
        java.util.prefs.Preferences node = java.util.prefs.Preferences.userRoot()
                .node("gridwright-wizard-theme-test-" + System.nanoTime());
        try {
            WizardMemory.save(node, p.choices());
            assertEquals("Market", WizardMemory.load(node).theme());
        } finally {
            node.removeNode();
        }
        assertNull(new NewPuzzlePanel(c, OPEN, List.of("Seaside")).choices().theme(),
                "a theme the database no longer has: any");
    }
}
