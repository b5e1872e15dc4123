package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

/** Quadrata's page in New Puzzle: the fields become the generator's settings, and wrong ones are said. */
class QuadrataNewPuzzleTest {
    /** Preferences in memory only, so a test never writes the user's. */
    private static final class Memory extends java.util.prefs.AbstractPreferences {
        private final Map<String, String> values = new java.util.HashMap<>();

        Memory() {
            super(null, "");
        }

        @Override
        protected void putSpi(String key, String value) {
            values.put(key, value);
        }

        @Override
        protected String getSpi(String key) {
            return values.get(key);
        }

        @Override
        protected void removeSpi(String key) {
            values.remove(key);
        }

        @Override
        protected void removeNodeSpi() {
        }

        @Override
        protected String[] keysSpi() {
            return values.keySet().toArray(new String[0]);
        }

        @Override
        protected String[] childrenNamesSpi() {
            return new String[0];
        }

        @Override
        protected java.util.prefs.AbstractPreferences childSpi(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected void syncSpi() {
        }

        @Override
        protected void flushSpi() {
        }
    }

    private static QuadrataNewPuzzle.SettingsPage page() {
        return new QuadrataNewPuzzle.SettingsPage(new Memory());
    }

    @Test
    void thePageStartsWithTheLastChoices() {
        Preferences p = new Memory();
        p.putInt("size", 11);
        p.put("symbols", "letters");
        QuadrataNewPuzzle.SettingsPage page = new QuadrataNewPuzzle.SettingsPage(p);
        assertEquals(11, page.size.getValue());
        assertTrue(page.letters.isSelected());
    }

    @Test
    void aNumberTypedIsTheOrderWithoutEnterSoEnterGoesToGenerate() {
        QuadrataNewPuzzle.SettingsPage page = page();
        javax.swing.JFormattedTextField f = page.sizeField();
        f.setText("12");
        assertEquals("12", page.settings().get("size"), "typed, not yet confirmed");
        assertEquals(12, f.getValue(), "nothing left for Enter to confirm: it presses Generate");
        f.setText("40");
        assertEquals("12", page.settings().get("size"), "an order out of range is not taken");
    }

    @Test
    void theFieldsGiveTheGeneratorsSettings() {
        QuadrataNewPuzzle.SettingsPage page = page();
        page.size.setValue(9);
        page.level.setSelectedIndex(3);
        page.letters.setSelected(true);
        assertEquals(Map.of("size", "9", "difficulty", "3", "symbols", "letters"), page.settings());
        page.level.setSelectedIndex(0);
        page.words.setSelected(true);
        page.wordFile.setText("/tmp/trees.txt");
        assertEquals(Map.of("size", "9", "symbols", "words:/tmp/trees.txt"), page.settings());
    }

    @Test
    void aMissingWordFileOrABadSeedIsSaid() {
        QuadrataNewPuzzle.SettingsPage page = page();
        page.words.setSelected(true);
        page.wordFile.setText(" ");
        assertTrue(assertThrows(IllegalArgumentException.class, page::settings).getMessage().contains("word file"));
        page.random.setSelected(false);
        page.seed.setText("seven");
        assertTrue(assertThrows(IllegalArgumentException.class, page::seed).getMessage().contains("whole number"));
        page.seed.setText("7");
        assertEquals(7L, page.seed());
    }
}
