package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.junit.jupiter.api.Test;

class BookPanelTest {

    private static List<String> shown(JList<String> l) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < l.getModel().getSize(); i++) {
            out.add(l.getModel().getElementAt(i));
        }
        return out;
    }

    @Test
    void theButtonsReorderAndRemoveTheSelectedPuzzle() {
        BookPlan plan = new BookPlan("Autumn", List.of(BookEntry.ofFile(Path.of("a.lgp")),
                BookEntry.ofFile(Path.of("b.lgp")), new BookEntry(Path.of("c.lgp"), Fixtures.bakery())));
        List<String> problems = new ArrayList<>();
        BookPanel panel = new BookPanel(plan, problems::add);
        JList<String> list = panel.puzzleList();
        assertEquals(List.of("a.lgp", "b.lgp", Bundle.LBL_BookEntryEdited("c.lgp")), shown(list));
        assertEquals(0, list.getSelectedIndex());
        assertFalse(panel.upButton().isEnabled(), "the first cannot go up");

        panel.downButton().doClick();
        assertEquals(List.of("b.lgp", "a.lgp", Bundle.LBL_BookEntryEdited("c.lgp")), shown(list));
        assertEquals(1, list.getSelectedIndex(), "the selection follows the puzzle");

        list.setSelectedIndex(2);
        assertFalse(panel.downButton().isEnabled(), "the last cannot go down");
        panel.upButton().doClick();
        panel.upButton().doClick();
        assertEquals(List.of("c.lgp", "b.lgp", "a.lgp"), plan.entries().stream().map(BookEntry::name).toList());

        panel.removeButton().doClick();
        assertEquals(List.of("b.lgp", "a.lgp"), shown(list));
        assertEquals(0, list.getSelectedIndex());
        panel.removeButton().doClick();
        panel.removeButton().doClick();
        assertEquals(List.of(), shown(list));
        assertFalse(panel.removeButton().isEnabled());
        assertEquals(Bundle.ERR_BookNoPuzzles(), problems.get(problems.size() - 1));
    }

    @Test
    void anEmptyTitleIsReportedAsTheReasonAndATitleClearsIt() {
        BookPlan plan = new BookPlan("Autumn", List.of(BookEntry.ofFile(Path.of("a.lgp"))));
        List<String> problems = new ArrayList<>();
        BookPanel panel = new BookPanel(plan, problems::add);
        assertNull(problems.get(problems.size() - 1));
        panel.titleField().setText("");
        assertEquals(Bundle.ERR_BookNoTitle(), problems.get(problems.size() - 1));
        assertEquals("", plan.title());
        panel.titleField().setText("Winter");
        assertNull(problems.get(problems.size() - 1));
        assertEquals("Winter", plan.title());
        assertTrue(problems.size() >= 3);
    }

    @Test
    void theChoicesAreShownInWordsAndSetThePrintOptions() {
        BookPlan plan = new BookPlan("Autumn", List.of(BookEntry.ofFile(Path.of("a.lgp"))));
        BookPanel panel = new BookPanel(plan, p -> { });
        assertEquals(SolutionPlacement.APPENDIX, panel.solutionsBox().getSelectedItem());
        panel.paperBox().setSelectedItem(Paper.LETTER);
        panel.solutionsBox().setSelectedItem(SolutionPlacement.AFTER);
        panel.stepsBox().doClick();
        assertEquals(new PrintOptions(Paper.LETTER, SolutionPlacement.AFTER, true), plan.options());
        assertEquals("After each puzzle", shownAs(panel.solutionsBox(), SolutionPlacement.AFTER));
        assertEquals("Letter (8.5 × 11 in)", shownAs(panel.paperBox(), Paper.LETTER));
    }

    private static <T> String shownAs(JComboBox<T> box, T value) {
        JList<T> l = new JList<>();
        return ((JLabel) box.getRenderer().getListCellRendererComponent(l, value, 0, false, false)).getText();
    }
}
