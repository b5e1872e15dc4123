package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import org.gridwright.workbench.Keyboard;
import org.junit.jupiter.api.Test;

/** The category editor works from the keyboard: its fields and buttons by mnemonics that clash with nothing. */
class CategoryEditorKeyboardTest {
    /** The letters of the main menu (File, Edit, View, Tools, Window, Help): Alt+one of them opens that menu. */
    private static final Set<Character> MAIN_MENU = Set.of('F', 'E', 'V', 'T', 'W', 'H');

    @Test
    void everyButtonAndFieldHasAMnemonicOrIsReachedInTurnAndNoneClashes() {
        CategoryEditorTopComponent editor = new CategoryEditorTopComponent("people/womens_names");
        assertEquals(List.of(), Keyboard.mnemonicProblems(editor));
        List<String> buttons = new ArrayList<>();
        for (Component c : all(editor)) {
            int m = c instanceof JLabel l ? l.getDisplayedMnemonic()
                    : c instanceof AbstractButton b ? b.getMnemonic() : 0;
            if (m != 0) {
                assertTrue(!MAIN_MENU.contains(Character.toUpperCase((char) m)),
                        "Alt+" + (char) m + " opens a main menu: " + c);
            }
            if (c instanceof AbstractButton b && b.getText() != null && !b.getText().isBlank()) {
                buttons.add(b.getText() + ":" + (char) b.getMnemonic());
            }
        }
        assertEquals(List.of("Add:A", "Remove:R", "Move Up:U", "Move Down:D", "Sort:O"), buttons,
                "the item buttons, each with its letter");
    }

    private static List<Component> all(Container c) {
        List<Component> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            out.add(k);
            if (k instanceof Container sub) {
                out.addAll(all(sub));
            }
        }
        return out;
    }
}
