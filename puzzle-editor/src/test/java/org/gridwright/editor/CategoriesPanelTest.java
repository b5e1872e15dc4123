package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import org.junit.jupiter.api.Test;

class CategoriesPanelTest {

    @Test
    void itemsAreRenamedInPlaceAndTheRenameCanBeUndone() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        CategoriesPanel panel = new CategoriesPanel(m);
        JTable t = panel.table();
        assertEquals("Day (ordinal)", t.getColumnName(1));
        assertEquals("6 EUR", t.getValueAt(2, 2));
        assertTrue(t.isCellEditable(0, 1));
        assertFalse(t.isCellEditable(0, 2), "numerical values are protected");
        t.setValueAt("Mon", 0, 1);
        assertEquals("Mon", t.getValueAt(0, 1));
        assertEquals(List.of("Mon", "Tuesday", "Wednesday"), m.puzzle().category(1).items());
        m.undoRedo().undo();
        assertEquals("Monday", t.getValueAt(0, 1));
    }

    @Test
    void aRefusedRenameSaysWhyAndChangesNothing() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        CategoriesPanel panel = new CategoriesPanel(m);
        List<String> problems = new ArrayList<>();
        panel.setProblemSink(problems::add);
        panel.table().setValueAt("Bob", 0, 0);
        assertEquals(List.of("'Name' already has an item 'Bob'."), problems);
        assertFalse(m.isModified());
    }
}
