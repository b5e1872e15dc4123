package org.gridwright.workbench;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.event.HierarchyEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * What makes a dialog work from the keyboard, shared by the workbench's dialogs: the field that takes the focus when
 * the dialog opens, and a check (used by the tests, which run without a screen) that every control can be reached
 * by a mnemonic, that no two mnemonics of a page clash, and in which order Tab visits the controls.
 */
public final class Keyboard {
    /** Controls whose tops differ by at most this many pixels are in one row. */
    private static final int ROW_SLACK = 10;
    private static final String LEADS_TO = "gridwright.leadsTo";
    private static final String BY_LABEL = "gridwright.reachedByLabel";

    private Keyboard() {
    }

    /** A label for {@code field} whose text marks its mnemonic with {@code &} ("&Title:"): Alt+T goes to the field. */
    public static JLabel label(String text, JComponent field) {
        JLabel l = new JLabel();
        org.openide.awt.Mnemonics.setLocalizedText(l, text);
        l.setLabelFor(field);
        return l;
    }

    /**
     * Shows {@code menu} at {@code x, y} of {@code invoker} with its first item selected, so that the arrows, Enter
     * and Escape work at once (a menu opened by a key or after a background search, not under the pointer).
     */
    public static void showMenu(javax.swing.JPopupMenu menu, Component invoker, int x, int y) {
        menu.show(invoker, x, y);
        if (menu.getComponentCount() > 0 && menu.getComponent(0) instanceof javax.swing.MenuElement first) {
            javax.swing.MenuSelectionManager.defaultManager().setSelectedPath(
                    new javax.swing.MenuElement[] {menu, first});
        }
    }

    /**
     * Adds a form row to {@code form} (a {@link java.awt.GridBagLayout}): at row {@code r} the label (its mnemonic
     * marked with {@code &}; it leads to {@code labelFor} when that is not null), then {@code field} taking the width.
     */
    public static void row(JComponent form, int r, String label, JComponent field, JComponent labelFor) {
        java.awt.GridBagConstraints g = new java.awt.GridBagConstraints();
        g.gridy = r;
        g.gridx = 0;
        g.insets = new java.awt.Insets(3, 3, 3, 3);
        g.anchor = java.awt.GridBagConstraints.LINE_START;
        JLabel l = new JLabel();
        org.openide.awt.Mnemonics.setLocalizedText(l, label);
        l.setLabelFor(labelFor);
        form.add(l, g);
        g.gridx = 1;
        g.weightx = 1;
        g.fill = java.awt.GridBagConstraints.HORIZONTAL;
        form.add(field, g);
    }

    /** The controls side by side, leading, as one cell of a form row. */
    public static javax.swing.JPanel flow(JComponent... cs) {
        javax.swing.JPanel p = new javax.swing.JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEADING, 4, 0));
        for (JComponent c : cs) {
            p.add(c);
        }
        return p;
    }

    /**
     * A number typed into {@code spinner} is its value at once (when valid), so Enter goes straight to the dialog's
     * main button instead of only confirming the number (a second Enter).
     */
    public static void typedIsValue(JSpinner spinner) {
        if (spinner.getEditor() instanceof JSpinner.DefaultEditor ed
                && ed.getTextField().getFormatter() instanceof javax.swing.text.DefaultFormatter f) {
            f.setCommitsOnValidEdit(true);
        }
    }

    /** Gives {@code c} the focus when it is first shown (the field an author types into first). */
    public static void focusWhenShown(JComponent c) {
        c.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && c.isShowing()) {
                SwingUtilities.invokeLater(c::requestFocusInWindow);
            }
        });
    }

    /**
     * A choice whose field follows it ("a folder: [path]"): choosing it (by its mnemonic, Space or a click) puts the
     * focus in the field, so its mnemonic leads to the field as a label's does.
     */
    public static void choiceLeadsTo(AbstractButton choice, JComponent field) {
        choice.putClientProperty(LEADS_TO, field);
        choice.addActionListener(e -> {
            if (choice.isSelected()) {
                field.requestFocusInWindow();
            }
        });
    }

    /**
     * A group of controls reached one after another by Tab (from the label before it, whose mnemonic leads to the
     * group's first control, or from the field before), rather than each by a mnemonic of its own: the clue types
     * of New Puzzle, the item pickers of a clue, whose number changes with the clue's type.
     */
    public static void reachedInTurn(JComponent group) {
        group.putClientProperty(BY_LABEL, Boolean.TRUE);
    }

    private static boolean inTurn(Component c) {
        for (Container p = c.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JComponent j && j.getClientProperty(BY_LABEL) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * What keeps {@code page} from working by mnemonics, one line each (empty when nothing): a button, check box or
     * radio button with text but no mnemonic; a field (text, combo box, spinner, list, table) no mnemonic label
     * points at; two controls with the same mnemonic. Hidden and disabled controls count: they show later.
     */
    public static List<String> mnemonicProblems(Container page) {
        List<String> problems = new ArrayList<>();
        Map<Integer, String> used = new HashMap<>();
        List<Component> labelled = new ArrayList<>();
        List<Component> all = controls(page);
        for (Component c : all) {
            if (c instanceof JLabel l && l.getLabelFor() != null && l.getDisplayedMnemonic() != 0) {
                labelled.add(l.getLabelFor());
                claim(used, l.getDisplayedMnemonic(), "label \"" + l.getText() + "\"", problems);
            } else if (c instanceof AbstractButton b && b.getMnemonic() != 0
                    && b.getClientProperty(LEADS_TO) instanceof Component field) {
                labelled.add(field);
            }
        }
        for (Component c : all) {
            if (c instanceof AbstractButton b && b.getText() != null && !b.getText().isBlank()
                    && !(b.getParent() instanceof JComboBox<?>)
                    && !inTurn(b)) {
                if (b.getMnemonic() == 0) {
                    problems.add("no mnemonic: \"" + b.getText() + "\"");
                } else {
                    claim(used, b.getMnemonic(), "\"" + b.getText() + "\"", problems);
                }
            } else if (isField(c) && !labelled(c, labelled) && !inTurn(c)) {
                problems.add("no mnemonic label for " + name(c));
            }
        }
        return problems;
    }

    private static boolean labelled(Component c, List<Component> labelled) {
        for (Component l : labelled) {
            if (l == c || (l instanceof Container k && SwingUtilities.isDescendingFrom(c, k))
                    || (c instanceof Container k2 && SwingUtilities.isDescendingFrom(l, k2))) {
                return true;
            }
        }
        // a field inside a scroll pane, or the editor of a spinner, is reached through its labelled parent
        Component p = c.getParent();
        while (p != null) {
            if (labelled.contains(p)) {
                return true;
            }
            p = p.getParent();
        }
        return false;
    }

    private static String name(Component c) {
        String n = c.getAccessibleContext() == null ? null : c.getAccessibleContext().getAccessibleName();
        return c.getClass().getSimpleName() + (n == null ? "" : " \"" + n + "\"");
    }

    private static void claim(Map<Integer, String> used, int key, String who, List<String> problems) {
        int k = Character.toUpperCase(key);
        String before = used.putIfAbsent(k, who);
        if (before != null) {
            problems.add("mnemonic " + (char) k + " twice: " + before + " and " + who);
        }
    }

    /** A control an author types into or chooses in (the ones a label leads to). */
    private static boolean isField(Component c) {
        if (c instanceof JTextComponent t) {
            return t.isEditable() && !(SwingUtilities.getAncestorOfClass(JSpinner.class, c) != null)
                    && !(SwingUtilities.getAncestorOfClass(JComboBox.class, c) != null);
        }
        return c instanceof JComboBox<?> || c instanceof JSpinner || c instanceof JList<?> || c instanceof JTable;
    }

    private static List<Component> controls(Container page) {
        List<Component> out = new ArrayList<>();
        collect(page, out);
        return out;
    }

    private static void collect(Container c, List<Component> out) {
        for (Component k : c.getComponents()) {
            out.add(k);
            if (k instanceof Container sub && !(k instanceof JComboBox<?>) && !(k instanceof JSpinner)) {
                collect(sub, out);
            }
        }
    }

    /**
     * The controls of {@code page} in the order Tab visits them, as the platform's layout order does: laid out at its
     * preferred size, top to bottom, then leading to trailing (rows within a few pixels count as one). Without a
     * screen; hidden controls are left out.
     */
    public static List<Component> tabOrder(Container page) {
        page.setSize(page.getPreferredSize());
        layOut(page);
        List<Component> focusable = new ArrayList<>();
        for (Component c : controls(page)) {
            if (c.isFocusable() && visible(c, page) && (isField(c) || c instanceof AbstractButton)
                    && !(c.getParent() instanceof JComboBox<?>)) {
                focusable.add(c);
            }
        }
        Map<Component, Point> at = new HashMap<>();
        for (Component c : focusable) {
            at.put(c, SwingUtilities.convertPoint(c.getParent(), c.getLocation(), page));
        }
        // rows: controls whose tops lie within a few pixels of the row's first one
        focusable.sort(Comparator.comparingInt(c -> at.get(c).y));
        Map<Component, Integer> row = new HashMap<>();
        int r = -1;
        int top = 0;
        for (Component c : focusable) {
            if (r < 0 || at.get(c).y - top > ROW_SLACK) {
                r++;
                top = at.get(c).y;
            }
            row.put(c, r);
        }
        focusable.sort(Comparator.<Component>comparingInt(row::get).thenComparingInt(c -> at.get(c).x));
        return focusable;
    }

    private static boolean visible(Component c, Container page) {
        for (Component k = c; k != null && k != page; k = k.getParent()) {
            if (!k.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void layOut(Container c) {
        c.doLayout();
        for (Component k : c.getComponents()) {
            if (k instanceof Container sub) {
                layOut(sub);
            }
        }
    }
}
