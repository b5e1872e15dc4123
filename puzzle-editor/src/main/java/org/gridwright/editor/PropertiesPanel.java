package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.table.AbstractTableModel;
import org.gridwright.core.model.Puzzle;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * The Puzzle tab: title, author and introduction (the setting a reader sees before the clues), and the category
 * headings. Apply (or Enter in a field) makes one undoable edit of the three texts; a heading is renamed in place,
 * every clue following it (and the puzzle's cast when it names that category).
 */
@Messages({
    "LBL_PropTitle=&Title:",
    "LBL_PropAuthor=&Author:",
    "LBL_PropIntro=&Introduction:",
    "LBL_PropHeadings=Category headings (double-click to rename):",
    "BTN_PropApply=A&pply",
    "EDIT_Properties=Edit title, author and introduction",
    "EDIT_RenameCategory=Rename category",
    "COL_Heading=Heading",
    "COL_Kind=Kind",
    "COL_Items=Items"
})
final class PropertiesPanel extends JPanel {
    private final EditorModel model;
    private final JTextField title = new JTextField(30);
    private final JTextField author = new JTextField(30);
    private final JTextArea intro = new JTextArea(5, 30);
    private final Headings headings = new Headings();
    private final JTable table = new JTable(headings);
    private Consumer<String> problems = s -> { };

    PropertiesPanel(EditorModel model) {
        super(new BorderLayout());
        this.model = model;
        JPanel form = new JPanel(new GridBagLayout());
        form.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        intro.setLineWrap(true);
        intro.setWrapStyleWord(true);
        // Tab leaves the introduction instead of typing a tab into it
        intro.setFocusTraversalKeys(java.awt.KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, null);
        intro.setFocusTraversalKeys(java.awt.KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, null);
        title.addActionListener(e -> apply());
        author.addActionListener(e -> apply());
        JButton applyButton = new JButton();
        Mnemonics.setLocalizedText(applyButton, Bundle.BTN_PropApply());
        applyButton.addActionListener(e -> apply());
        int r = 0;
        row(form, r++, Bundle.LBL_PropTitle(), title);
        row(form, r++, Bundle.LBL_PropAuthor(), author);
        JScrollPane introScroll = new JScrollPane(intro);
        introScroll.setMinimumSize(new java.awt.Dimension(120, 96));
        introScroll.setPreferredSize(new java.awt.Dimension(300, 110));
        row(form, r++, Bundle.LBL_PropIntro(), introScroll);
        GridBagConstraints g = new GridBagConstraints();
        g.gridx = 1;
        g.gridy = r++;
        g.anchor = GridBagConstraints.LINE_END;
        form.add(applyButton, g);
        g = new GridBagConstraints();
        g.gridx = 0;
        g.gridy = r;
        g.gridwidth = 2;
        g.anchor = GridBagConstraints.LINE_START;
        g.insets = new Insets(10, 3, 3, 3);
        form.add(new JLabel(Bundle.LBL_PropHeadings()), g);
        add(form, BorderLayout.NORTH);
        table.getTableHeader().setReorderingAllowed(false);
        table.setRowHeight(Math.max(table.getRowHeight(), 22));
        add(new JScrollPane(table), BorderLayout.CENTER);
        model.addChangeListener(e -> refresh());
        refresh();
    }

    private static void row(JPanel form, int r, String label, JComponent c) {
        GridBagConstraints g = new GridBagConstraints();
        g.gridy = r;
        g.insets = new Insets(3, 3, 3, 3);
        g.anchor = GridBagConstraints.FIRST_LINE_START;
        JLabel l = new JLabel();
        Mnemonics.setLocalizedText(l, label);
        l.setLabelFor(c instanceof JScrollPane s ? s.getViewport().getView() : c);
        form.add(l, g);
        g.gridx = 1;
        g.weightx = 1;
        g.fill = GridBagConstraints.HORIZONTAL;
        form.add(c, g);
    }

    void setProblemSink(Consumer<String> sink) {
        problems = sink;
    }

    /** Shows the puzzle's texts (after an edit, undo or redo). */
    private void refresh() {
        Puzzle p = model.puzzle();
        setIfDifferent(title, p.title());
        setIfDifferent(author, p.author());
        if (!intro.getText().equals(p.intro() == null ? "" : p.intro())) {
            intro.setText(p.intro() == null ? "" : p.intro());
        }
        if (table.isEditing()) {
            table.getCellEditor().cancelCellEditing();
        }
        headings.fireTableDataChanged();
    }

    private static void setIfDifferent(JTextField f, String v) {
        String s = v == null ? "" : v;
        if (!f.getText().equals(s)) {
            f.setText(s);
        }
    }

    /** Makes the texts as entered one undoable edit (nothing when they did not change). */
    void apply() {
        model.edit(Bundle.EDIT_Properties(),
                p -> PuzzleEdits.setProperties(p, title.getText(), author.getText(), intro.getText()));
    }

    // for tests: what the author would type
    void enter(String t, String a, String i) {
        title.setText(t);
        author.setText(a);
        intro.setText(i);
    }

    JTable headingsTable() {
        return table;
    }

    /** One row per category: heading (editable), kind, items. */
    private final class Headings extends AbstractTableModel {
        @Override
        public int getRowCount() {
            return model.puzzle().categoryCount();
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int c) {
            return switch (c) {
                case 0 -> Bundle.COL_Heading();
                case 1 -> Bundle.COL_Kind();
                default -> Bundle.COL_Items();
            };
        }

        @Override
        public Object getValueAt(int row, int column) {
            var c = model.puzzle().category(row);
            return switch (column) {
                case 0 -> c.name();
                case 1 -> c.kind().code();
                default -> String.join(", ", java.util.stream.IntStream.range(0, c.size()).mapToObj(c::display)
                        .toList());
            };
        }

        @Override
        public boolean isCellEditable(int row, int column) {
            return column == 0;
        }

        @Override
        public void setValueAt(Object value, int row, int column) {
            try {
                model.edit(Bundle.EDIT_RenameCategory(), p -> PuzzleEdits.renameCategory(p, row, (String) value));
            } catch (IllegalArgumentException e) {
                problems.accept(e.getMessage());
            }
        }
    }
}
