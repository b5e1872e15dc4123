package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.AWTKeyStroke;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JTextArea;
import org.gridwright.core.model.Puzzle;
import org.gridwright.workbench.Keyboard;
import org.junit.jupiter.api.Test;

/**
 * The dialogs work from the keyboard, checked without a screen: every control is reached by a mnemonic (or in turn
 * from a labelled one), no two mnemonics of a dialog clash, and Tab goes down the page in reading order.
 */
class DialogKeyboardTest {
    @Test
    void newPuzzleReachesEveryFieldByAMnemonicAndOpensInTheFirstField() {
        NewPuzzlePanel p = new NewPuzzlePanel(NewPuzzleChoices.defaults(), "/authors/db", List.of("pie_contest"));
        assertEquals(List.of(), Keyboard.mnemonicProblems(p));
        List<Component> order = Keyboard.tabOrder(p);
        assertSame(p.firstField(), order.get(0), "Tab starts at the number of categories");
    }

    @Test
    void exportBookGoesFromTheTitleDownToTheListAndItsButtons() {
        BookPlan plan = new BookPlan("Autumn", List.of(BookEntry.ofFile(Path.of("a.lgp")),
                BookEntry.ofFile(Path.of("b.lgp"))));
        BookPanel p = new BookPanel(plan, x -> { });
        assertEquals(List.of(), Keyboard.mnemonicProblems(p));
        assertEquals(List.of(p.titleField(), p.paperBox(), p.solutionsBox(), p.stepsBox(), p.puzzleList(),
                p.upButton(), p.downButton(), p.removeButton()), Keyboard.tabOrder(p));
    }

    @Test
    void exportPdfAsksPaperSolutionAndStepsInThatOrder() {
        PdfExport.OptionsPanel p = new PdfExport.OptionsPanel();
        assertEquals(List.of(), Keyboard.mnemonicProblems(p));
        List<Component> order = Keyboard.tabOrder(p);
        assertEquals(3, order.size(), order.toString());
        assertTrue(order.get(0) instanceof JComboBox<?> && order.get(1) instanceof JComboBox<?>);
    }

    @Test
    void theClueFormHasAMnemonicForEveryFieldForEveryTypeAndTabLeavesTheWording() {
        Puzzle bakery = Fixtures.bakery();
        for (var c : bakery.clues()) {
            ClueForm f = new ClueForm(bakery, c, x -> Wording.generated(bakery, x));
            assertEquals(List.of(), Keyboard.mnemonicProblems(f), c.type());
        }
        ClueForm f = new ClueForm(bakery, null, x -> Wording.generated(bakery, x));
        JTextArea wording = (JTextArea) Keyboard.tabOrder(f).stream().filter(JTextArea.class::isInstance)
                .findFirst().orElseThrow();
        assertTrue(wording.getFocusTraversalKeys(KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS)
                .contains(AWTKeyStroke.getAWTKeyStroke(KeyEvent.VK_TAB, 0)), "Tab moves on, it types no tab");
    }
}
