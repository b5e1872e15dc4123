package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.openide.util.NbBundle.Messages;

/**
 * What the start page shows: the name, a line on what the workbench is for, one button a task (each runs a
 * registered action, named by its category and id) with a sentence on what it does, and whether the page opens at
 * start. Paints without a screen.
 */
@Messages({
    "LBL_StartTitle=Gridwright",
    "LBL_StartTagline=Logic-grid puzzles, from word lists to printed books.",
    "LBL_StartShowAtStart=Show this page when Gridwright starts",
    "BTN_StartNew=New Puzzle…",
    "TXT_StartNew=Generate a puzzle with exactly one solution and no clue too many, at the difficulty you ask for.",
    "BTN_StartOpen=Open Puzzle…",
    "TXT_StartOpen=Open a .lgp file: check it is unique, step through a solver's deductions, edit clues, play it.",
    "BTN_StartBook=Export Book PDF…",
    "TXT_StartBook=Print many puzzles as one book: title page, contents, solutions at the end.",
    "BTN_StartCategories=Category Database",
    "TXT_StartCategories=The word lists and weights puzzles are drawn from: edit them, find duplicates, import your own.",
    "BTN_StartNumbers=Numbers and Labels",
    "TXT_StartNumbers=How numerical categories are made: sequences, label patterns (€@, @ kg) and their wording."
})
final class StartPanel extends JPanel {

    /** One task of the page: the button's text, what it does, and the action it runs. */
    record Task(String label, String description, String actionCategory, String actionId) {
    }

    /** The tasks, in the order the page lists them. */
    static List<Task> tasks() {
        return List.of(
                new Task(Bundle.BTN_StartNew(), Bundle.TXT_StartNew(), "File", "org.gridwright.editor.NewPuzzleAction"),
                new Task(Bundle.BTN_StartOpen(), Bundle.TXT_StartOpen(), "File", "org.gridwright.editor.OpenPuzzleAction"),
                new Task(Bundle.BTN_StartBook(), Bundle.TXT_StartBook(), "File",
                        "org.gridwright.editor.ExportBookFilesAction"),
                new Task(Bundle.BTN_StartCategories(), Bundle.TXT_StartCategories(), "Window",
                        "org.gridwright.categories.CategoriesTopComponent"),
                new Task(Bundle.BTN_StartNumbers(), Bundle.TXT_StartNumbers(), "Window",
                        "org.gridwright.categories.NumbersTopComponent"));
    }

    private final JCheckBox showAtStart = new JCheckBox(Bundle.LBL_StartShowAtStart());

    /**
     * @param run         runs a task's action
     * @param showing     whether the page opens at start now
     * @param showChanged hears the author change that
     */
    StartPanel(Consumer<Task> run, boolean showing, Consumer<Boolean> showChanged) {
        super(new BorderLayout());
        setBackground(org.gridwright.workbench.Palette.current().background());
        JPanel column = new JPanel(new GridBagLayout());
        column.setOpaque(false);
        column.setBorder(BorderFactory.createEmptyBorder(36, 48, 24, 48));
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.gridwidth = 2;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(0, 0, 4, 0);
        JLabel title = new JLabel(Bundle.LBL_StartTitle());
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() * 2.4f));
        column.add(title, c);
        JLabel tagline = new JLabel(Bundle.LBL_StartTagline());
        tagline.setFont(tagline.getFont().deriveFont(tagline.getFont().getSize2D() * 1.2f));
        c.insets = new Insets(0, 0, 28, 0);
        column.add(tagline, c);
        c.gridwidth = 1;
        for (Task t : tasks()) {
            JButton b = new JButton(t.label());
            b.addActionListener(e -> run.accept(t));
            c.gridx = 0;
            c.fill = GridBagConstraints.HORIZONTAL;
            c.insets = new Insets(0, 0, 12, 16);
            column.add(b, c);
            c.gridx = 1;
            c.fill = GridBagConstraints.NONE;
            c.insets = new Insets(0, 0, 12, 0);
            column.add(new JLabel(org.gridwright.workbench.Wrapped.html(t.description(), DESCRIPTION_WIDTH)), c);
        }
        showAtStart.setOpaque(false);
        showAtStart.setSelected(showing);
        showAtStart.addActionListener(e -> showChanged.accept(showAtStart.isSelected()));
        c.gridx = 0;
        c.gridwidth = 2;
        c.insets = new Insets(24, 0, 0, 0);
        column.add(showAtStart, c);
        // the tasks sit top-left, as a page reads; the rest of the room stays white
        c.gridy = GridBagConstraints.RELATIVE;
        c.weightx = 1;
        c.weighty = 1;
        column.add(new JLabel(), c);
        add(column, BorderLayout.CENTER);
    }

    /** Room for a task's description: wider ones wrap, so the page fits beside the category tree. */
    static final int DESCRIPTION_WIDTH = 420;


    JCheckBox showAtStartBox() {
        return showAtStart;
    }
}
