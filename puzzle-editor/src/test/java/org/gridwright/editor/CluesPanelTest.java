package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import javax.swing.JLabel;
import javax.swing.JList;
import org.gridwright.core.model.Clue;
import org.gridwright.core.text.ClueText;
import org.junit.jupiter.api.Test;

class CluesPanelTest {

    @Test
    void theListFollowsEditsUndoAndRedoAndNumbersItsClues() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        CluesPanel panel = new CluesPanel(m);
        JList<Clue> list = panel.clueList();
        assertEquals(9, list.getModel().getSize());
        m.edit("delete", p -> PuzzleEdits.deleteClue(p, 0));
        assertEquals(8, list.getModel().getSize());
        m.undoRedo().undo();
        assertEquals(9, list.getModel().getSize());
        Clue third = list.getModel().getElementAt(2);
        Component c = list.getCellRenderer().getListCellRendererComponent(list, third, 2, false, false);
        String html = ((JLabel) c).getText();
        assertTrue(html.contains("<b>3.</b> " + CluesPanel.escape(ClueText.render(m.puzzle(), third))), html);
        assertTrue(html.contains(ClueSummary.of(m.puzzle(), third)), html);
    }

    @Test
    void usedAndConflictingCluesAreHighlighted() {
        EditorModel m = new EditorModel(Fixtures.bakery());
        CluesPanel panel = new CluesPanel(m);
        panel.highlight(java.util.Set.of(1), java.util.Set.of(4));
        JList<Clue> list = panel.clueList();
        var r = list.getCellRenderer();
        assertEquals(org.gridwright.workbench.Palette.LIGHT.newMark(), r.getListCellRendererComponent(list, list.getModel().getElementAt(1), 1, false, false).getBackground());
        assertEquals(org.gridwright.workbench.Palette.LIGHT.wrong(), r.getListCellRendererComponent(list, list.getModel().getElementAt(4), 4, false, false).getBackground());
    }
}
