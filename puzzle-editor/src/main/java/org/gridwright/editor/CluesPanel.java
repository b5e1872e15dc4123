package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.AbstractListModel;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.gridwright.workbench.Palette;
import org.gridwright.workbench.WrappingRows;
import org.openide.util.NbBundle.Messages;

/**
 * The numbered clue list with its editing buttons: add, edit (the structured {@link ClueForm}), duplicate, delete,
 * move up and down. Every change goes through {@link EditorModel#edit}, so it can be undone. Clues can be
 * highlighted (the clues a deduction step used; the clues that conflict).
 */
@Messages({
    "BTN_AddClue=Add…",
    "BTN_EditClue=Edit…",
    "BTN_DuplicateClue=Duplicate",
    "BTN_DeleteClue=Delete",
    "BTN_UpClue=Up",
    "BTN_DownClue=Down",
    "EDIT_AddClue=Add clue",
    "EDIT_EditClue=Edit clue",
    "EDIT_DuplicateClue=Duplicate clue",
    "EDIT_DeleteClue=Delete clue",
    "EDIT_MoveClue=Move clue",
    "TITLE_NewClue=New clue",
    "# {0} - clue number", "TITLE_EditClue=Clue {0}",
    "MENU_EditClue=Edit…",
    "MENU_DuplicateClue=Duplicate",
    "MENU_DeleteClue=Delete",
    "MENU_UpClue=Move Up",
    "MENU_DownClue=Move Down",
    "MENU_AddClue=Add Clue…",
    "# {0} - number", "# {1} - wording", "# {2} - logic", "# {3} - colour of the logic line", "LBL_ClueRow=<html><b>{0}.</b> {1}<br><font color=\"{3}\">{2}</font></html>"
})
final class CluesPanel extends JPanel {
    private final EditorModel model;
    private final ClueListModel listModel;
    private final JList<Clue> list;
    private Set<Integer> used = Set.of();
    private Set<Integer> conflict = Set.of();
    private Set<Integer> redundant = Set.of();
    private Consumer<String> problems = s -> { };

    CluesPanel(EditorModel model) {
        super(new BorderLayout());
        this.model = model;
        this.listModel = new ClueListModel();
        this.list = new JList<>(listModel);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean sel, boolean focus) {
                Puzzle p = model.puzzle();
                Clue c = (Clue) v;
                Palette pal = Palette.current();
                // the logic line: muted, and on a selected row a shade of the selection's own text colour
                java.awt.Color logic = sel ? Palette.mix(l.getSelectionForeground(), l.getSelectionBackground(), 0.8)
                        : pal.muted();
                String html = Bundle.LBL_ClueRow(i + 1, escape(Wording.render(p, c)), escape(ClueSummary.of(p, c)),
                        Palette.html(logic));
                JLabel label = (JLabel) super.getListCellRendererComponent(l, html, i, sel, focus);
                label.setBorder(BorderFactory.createEmptyBorder(3, 4, 3, 4));
                WrappingRows.fit(label, l);
                if (!sel && conflict.contains(i)) {
                    label.setBackground(pal.wrong());
                } else if (!sel && used.contains(i)) {
                    label.setBackground(pal.newMark());
                } else if (!sel && redundant.contains(i)) {
                    label.setBackground(pal.redundant());
                }
                return label;
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.getSelectedIndex() >= 0) {
                    editSelected();
                }
            }
        });
        keys();
        add(WrappingRows.scroll(list), BorderLayout.CENTER);
        JPanel buttons = new JPanel(new java.awt.GridLayout(0, 3, 3, 3)); // all six stay visible in a narrow pane
        buttons.add(button(Bundle.BTN_AddClue(), this::addClue));
        buttons.add(button(Bundle.BTN_EditClue(), this::editSelected));
        buttons.add(button(Bundle.BTN_DuplicateClue(), this::duplicateSelected));
        buttons.add(button(Bundle.BTN_DeleteClue(), this::deleteSelected));
        buttons.add(button(Bundle.BTN_UpClue(), () -> withSelected(i -> moveClue(i, i - 1))));
        buttons.add(button(Bundle.BTN_DownClue(), () -> withSelected(i -> moveClue(i, i + 1))));
        add(buttons, BorderLayout.SOUTH);
        model.addChangeListener(e -> {
            redundant = Set.of();
            listModel.changed();
        });
    }

    /**
     * The list's keys: Enter edits the selected clue, Delete deletes it, Ctrl+Up / Ctrl+Down move it, Insert adds
     * one; and a context menu with the same.
     */
    private void keys() {
        javax.swing.InputMap in = list.getInputMap(javax.swing.JComponent.WHEN_FOCUSED);
        javax.swing.ActionMap am = list.getActionMap();
        bind(in, am, "ENTER", "gw-edit", this::editSelected);
        bind(in, am, "DELETE", "gw-delete", this::deleteSelected);
        bind(in, am, "ctrl UP", "gw-up", () -> withSelected(i -> moveClue(i, i - 1)));
        bind(in, am, "ctrl DOWN", "gw-down", () -> withSelected(i -> moveClue(i, i + 1)));
        bind(in, am, "INSERT", "gw-add", this::addClue);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                popup(e);
            }

            private void popup(MouseEvent e) {
                if (!e.isPopupTrigger()) {
                    return;
                }
                int i = list.locationToIndex(e.getPoint());
                if (i >= 0) {
                    list.setSelectedIndex(i);
                }
                javax.swing.JPopupMenu m = new javax.swing.JPopupMenu();
                m.add(item(Bundle.MENU_EditClue(), "ENTER", this::edit));
                m.add(item(Bundle.MENU_DuplicateClue(), null, () -> duplicateSelected()));
                m.add(item(Bundle.MENU_DeleteClue(), "DELETE", () -> deleteSelected()));
                m.add(item(Bundle.MENU_UpClue(), "ctrl UP", () -> withSelected(j -> moveClue(j, j - 1))));
                m.add(item(Bundle.MENU_DownClue(), "ctrl DOWN", () -> withSelected(j -> moveClue(j, j + 1))));
                m.addSeparator();
                m.add(item(Bundle.MENU_AddClue(), "INSERT", () -> addClue()));
                m.show(list, e.getX(), e.getY());
            }

            private void edit() {
                editSelected();
            }
        });
    }

    private static javax.swing.JMenuItem item(String text, String key, Runnable r) {
        javax.swing.JMenuItem it = new javax.swing.JMenuItem(text);
        if (key != null) {
            it.setAccelerator(javax.swing.KeyStroke.getKeyStroke(key));
        }
        it.addActionListener(e -> r.run());
        return it;
    }

    private static void bind(javax.swing.InputMap in, javax.swing.ActionMap am, String key, String name, Runnable r) {
        in.put(javax.swing.KeyStroke.getKeyStroke(key), name);
        am.put(name, new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        });
    }

    void deleteSelected() {
        withSelected(i -> {
            model.edit(Bundle.EDIT_DeleteClue(), p -> PuzzleEdits.deleteClue(p, i));
            list.setSelectedIndex(Math.min(i, model.puzzle().clues().size() - 1));
        });
    }

    void duplicateSelected() {
        withSelected(i -> {
            model.edit(Bundle.EDIT_DuplicateClue(), p -> PuzzleEdits.duplicateClue(p, i));
            list.setSelectedIndex(i + 1);
        });
    }

    /** Adds {@code c} at the end of the list (a suggested clue), undoably, and selects it. */
    void addAtEnd(Clue c) {
        int n = model.puzzle().clues().size();
        model.edit(Bundle.EDIT_AddClue(), p -> PuzzleEdits.addClue(p, n, c));
        list.setSelectedIndex(n);
        list.ensureIndexIsVisible(n);
    }

    /** Marks the clues (0-based) that could each go without losing uniqueness; empty clears the marks. */
    void markRedundant(Set<Integer> clues) {
        redundant = Set.copyOf(clues);
        list.repaint();
    }

    /** Where messages for the author go (a status line). */
    void setProblemSink(Consumer<String> sink) {
        problems = sink;
    }

    /** Highlights clues by 0-based index: those a step used, and those that conflict. */
    void highlight(Set<Integer> used, Set<Integer> conflict) {
        this.used = Set.copyOf(used);
        this.conflict = Set.copyOf(conflict);
        list.repaint();
    }

    JList<Clue> clueList() {
        return list;
    }

    private static JButton button(String text, Runnable r) {
        JButton b = new JButton(text);
        b.addActionListener(e -> r.run());
        return b;
    }

    private void withSelected(Consumer<Integer> f) {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            f.accept(i);
        }
    }

    private void moveClue(int from, int to) {
        if (to < 0 || to >= model.puzzle().clues().size()) {
            return;
        }
        model.edit(Bundle.EDIT_MoveClue(), p -> PuzzleEdits.moveClue(p, from, to));
        list.setSelectedIndex(to);
    }

    private void addClue() {
        Clue c = ask(null, Bundle.TITLE_NewClue());
        if (c != null) {
            int at = list.getSelectedIndex() >= 0 ? list.getSelectedIndex() + 1 : model.puzzle().clues().size();
            model.edit(Bundle.EDIT_AddClue(), p -> PuzzleEdits.addClue(p, at, c));
            list.setSelectedIndex(at);
            list.ensureIndexIsVisible(at);
        }
    }

    private void editSelected() {
        withSelected(i -> {
            Clue c = ask(model.puzzle().clues().get(i), Bundle.TITLE_EditClue(i + 1));
            if (c != null) {
                model.edit(Bundle.EDIT_EditClue(), p -> PuzzleEdits.replaceClue(p, i, c));
                list.setSelectedIndex(i);
            }
        });
    }

    /** Shows the structured editor; the clue built, or null when cancelled. */
    private Clue ask(Clue initial, String title) {
        Puzzle p = model.puzzle();
        ClueForm form = new ClueForm(p, initial, c -> Wording.generated(p, c));
        while (true) {
            DialogDescriptor d = new DialogDescriptor(form, title);
            if (DialogDisplayer.getDefault().notify(d) != DialogDescriptor.OK_OPTION) {
                return null;
            }
            try {
                return form.clue();
            } catch (IllegalArgumentException e) {
                DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(e.getMessage(),
                        NotifyDescriptor.WARNING_MESSAGE));
                problems.accept(e.getMessage());
            }
        }
    }

    static String escape(String s) {
        return WrappingRows.escape(s);
    }

    /** The clues of the model's current puzzle. */
    private final class ClueListModel extends AbstractListModel<Clue> {
        private int lastSize = model.puzzle().clues().size();

        @Override
        public int getSize() {
            return model.puzzle().clues().size();
        }

        @Override
        public Clue getElementAt(int index) {
            List<Clue> c = model.puzzle().clues();
            return c.get(index);
        }

        void changed() {
            int size = getSize();
            if (size < lastSize) {
                fireIntervalRemoved(this, size, lastSize - 1);
            } else if (size > lastSize) {
                fireIntervalAdded(this, lastSize, size - 1);
            }
            if (Math.min(size, lastSize) > 0) {
                fireContentsChanged(this, 0, Math.min(size, lastSize) - 1);
            }
            lastSize = size;
        }
    }
}
