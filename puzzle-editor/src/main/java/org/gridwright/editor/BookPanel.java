package org.gridwright.editor;

import org.gridwright.workbench.PrintChoices;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.gridwright.print.Paper;
import org.gridwright.print.SolutionPlacement;
import org.gridwright.workbench.Keyboard;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * The Export Book dialog's panel: title, paper, where the solutions go, the solving steps, and the puzzles in book
 * order with Up, Down and Remove. It edits a {@link BookPlan}; whoever shows it hears the plan's problem (or null)
 * after every change, to disable OK and say why.
 */
@Messages({
    "LBL_BookTitle=&Title:",
    "LBL_BookPaper=&Paper:",
    "LBL_BookSolutions=&Solutions:",
    "LBL_BookSteps=with the solving st&eps",
    "# {0} - count", "LBL_BookPuzzles=Puzzles in book &order ({0}):",
    "BTN_BookUp=&Up",
    "BTN_BookDown=&Down",
    "BTN_BookRemove=Re&move",
    "# {0} - file", "LBL_BookEntryEdited={0} (from its open editor, unsaved changes)",
    "# {0} - files", "LBL_BookFromEditors=Taken from open editors with unsaved changes: {0}"
})
final class BookPanel extends JPanel {
    private final BookPlan plan;
    private final Consumer<String> problem;
    private final JTextField title = new JTextField(28);
    private final JComboBox<Paper> paper;
    private final JComboBox<SolutionPlacement> solutions;
    private final JCheckBox steps = new JCheckBox();
    private final DefaultListModel<String> names = new DefaultListModel<>();
    private final JList<String> list = new JList<>(names);
    private final JLabel listLabel = new JLabel();
    private final JLabel fromEditors = new JLabel();
    private final JButton up = new JButton();
    private final JButton down = new JButton();
    private final JButton remove = new JButton();

    BookPanel(BookPlan plan, Consumer<String> problem) {
        super(new BorderLayout(0, 8));
        this.plan = plan;
        this.problem = problem;
        setBorder(BorderFactory.createEmptyBorder(10, 10, 4, 10));
        Mnemonics.setLocalizedText(steps, Bundle.LBL_BookSteps());
        Mnemonics.setLocalizedText(up, Bundle.BTN_BookUp());
        Mnemonics.setLocalizedText(down, Bundle.BTN_BookDown());
        Mnemonics.setLocalizedText(remove, Bundle.BTN_BookRemove());
        listLabel.setLabelFor(list);
        Keyboard.focusWhenShown(title);
        title.setText(plan.title());
        paper = PrintChoices.paper(plan.options().paper());
        solutions = PrintChoices.solutions(plan.options().solutions(), true);
        steps.setSelected(plan.options().steps());
        add(form(), BorderLayout.NORTH);
        add(puzzles(), BorderLayout.CENTER);
        add(fromEditors, BorderLayout.SOUTH);

        title.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                titleChanged();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                titleChanged();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                titleChanged();
            }
        });
        paper.addActionListener(e -> plan.setPaper((Paper) paper.getSelectedItem()));
        solutions.addActionListener(e -> plan.setSolutions((SolutionPlacement) solutions.getSelectedItem()));
        steps.addActionListener(e -> plan.setSteps(steps.isSelected()));
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> enableButtons());
        up.addActionListener(e -> change(plan::moveUp));
        down.addActionListener(e -> change(plan::moveDown));
        remove.addActionListener(e -> change(plan::remove));
        refresh(plan.entries().isEmpty() ? -1 : 0);
    }

    private JPanel form() {
        JPanel p = new JPanel(new GridBagLayout());
        row(p, 0, Keyboard.label(Bundle.LBL_BookTitle(), title), title);
        row(p, 1, Keyboard.label(Bundle.LBL_BookPaper(), paper), paper);
        row(p, 2, Keyboard.label(Bundle.LBL_BookSolutions(), solutions), solutions);
        row(p, 3, new JLabel(), steps);
        return p;
    }

    private static void row(JPanel p, int y, JComponent label, JComponent field) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.insets = new Insets(2, 0, 2, 8);
        c.anchor = GridBagConstraints.LINE_START;
        p.add(label, c);
        c.gridx = 1;
        c.weightx = 1;
        c.fill = field instanceof JTextField ? GridBagConstraints.HORIZONTAL : GridBagConstraints.NONE;
        p.add(field, c);
    }

    private JPanel puzzles() {
        JPanel p = new JPanel(new BorderLayout(8, 4));
        p.add(listLabel, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(list);
        scroll.setPreferredSize(new Dimension(380, 220));
        p.add(scroll, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new GridBagLayout());
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.insets = new Insets(0, 0, 4, 0);
        buttons.add(up, c);
        buttons.add(down, c);
        buttons.add(remove, c);
        c.weighty = 1;
        buttons.add(new JLabel(), c);
        p.add(buttons, BorderLayout.EAST);
        return p;
    }

    private void titleChanged() {
        plan.setTitle(title.getText());
        problem.accept(plan.problem());
    }

    /** Applies a list edit to the selected entry and selects where it went. */
    private void change(IntUnaryOperator edit) {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            refresh(edit.applyAsInt(i));
        }
    }

    private void refresh(int select) {
        List<BookEntry> entries = plan.entries();
        names.clear();
        for (BookEntry e : entries) {
            names.addElement(e.fromEditor() ? Bundle.LBL_BookEntryEdited(e.name()) : e.name());
        }
        Mnemonics.setLocalizedText(listLabel, Bundle.LBL_BookPuzzles(entries.size()));
        List<String> edited = plan.fromEditors().stream().map(BookEntry::name).toList();
        fromEditors.setText(edited.isEmpty() ? "" : Bundle.LBL_BookFromEditors(String.join(", ", edited)));
        fromEditors.setVisible(!edited.isEmpty());
        if (select >= 0) {
            list.setSelectedIndex(select);
            list.ensureIndexIsVisible(select);
        }
        enableButtons();
        problem.accept(plan.problem());
    }

    private void enableButtons() {
        int i = list.getSelectedIndex();
        up.setEnabled(i > 0);
        down.setEnabled(i >= 0 && i < names.size() - 1);
        remove.setEnabled(i >= 0);
    }

    // for tests: the widgets as the author uses them

    JTextField titleField() {
        return title;
    }

    JComboBox<Paper> paperBox() {
        return paper;
    }

    JComboBox<SolutionPlacement> solutionsBox() {
        return solutions;
    }

    JCheckBox stepsBox() {
        return steps;
    }

    JList<String> puzzleList() {
        return list;
    }

    JButton upButton() {
        return up;
    }

    JButton downButton() {
        return down;
    }

    JButton removeButton() {
        return remove;
    }
}
