package org.gridwright.editor;

import java.awt.GridBagLayout;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import org.gridwright.core.deduce.Level;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * The New Puzzle wizard's page: size, seed or random, difficulty, clue types, where the categories come from (the
 * database open in the category manager, the bundled one or a folder), and one puzzle (opened unsaved) or a batch
 * into a folder; a progress bar and a line for what the generator is doing. {@link #choices()} checks what was
 * entered. Every field has a mnemonic, so the page works from the keyboard.
 */
@Messages({
    "LBL_WizCategories=&Categories:",
    "LBL_WizItems=&Items per category:",
    "LBL_WizSeed=S&eed:",
    "LBL_WizRandomSeed=&random",
    "LBL_WizDifficulty=&Difficulty:",
    "LBL_WizAnyLevel=any level",
    "LBL_WizClueTypes=Cl&ue types:",
    "LBL_WizDatabase=Categories from:",
    "LBL_WizTheme=T&heme:",
    "LBL_WizAnyTheme=any (drawn by weight)",
    "# {0} - which database", "LBL_WizOpen=the category &manager''s database ({0})",
    "LBL_WizBundled=the &bundled database",
    "LBL_WizBundledPl=the bundled &Polish database (a puzzle in Polish)",
    "LBL_WizFolder=a &folder:",
    "LBL_WizMake=Make:",
    "LBL_WizOne=&one puzzle, opened in the editor unsaved",
    "LBL_WizBatch=a b&atch of",
    "LBL_WizBatchInto=puzzles in&to",
    "LBL_WizBatchCount=how many puzzles",
    "LBL_WizBatchFolder=the folder the batch goes into",
    "BTN_Browse=Bro&wse…",
    "BTN_BrowseBatch=Brow&se…",
    "ERR_WizSeed=The seed must be a whole number (or tick random).",
    "ERR_WizNoTypes=Tick at least one clue type.",
    "ERR_WizNoFolder=Choose the database folder (or use another database).",
    "ERR_WizNoBatchFolder=Say which folder the batch goes into."
})
final class NewPuzzlePanel extends JPanel {
    /** The space between the clue types' columns. */
    static final int TYPE_GAP = 16;
    /** The largest batch. */
    static final int MAX_COUNT = 500;
    private final JSpinner categories = new JSpinner(new SpinnerNumberModel(4, 2, 8, 1));
    private final JSpinner items = new JSpinner(new SpinnerNumberModel(5, 2, 9, 1));
    private final JTextField seed = new JTextField(12);
    private final JCheckBox randomSeed = new JCheckBox();
    /** The levels, after "any level" (the generator's null difficulty, shown first). */
    private final JComboBox<String> difficulty = new JComboBox<>(levelCodes());
    private final Map<String, JCheckBox> types = new LinkedHashMap<>();
    private final JRadioButton open = new JRadioButton();
    private final JRadioButton bundled = new JRadioButton();
    private final JRadioButton bundledPl = new JRadioButton();
    private final JRadioButton folder = new JRadioButton();
    private final JTextField folderPath = new JTextField(24);
    private final JRadioButton one = new JRadioButton();
    private final JRadioButton batch = new JRadioButton();
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(10, 2, MAX_COUNT, 1));
    private final JTextField batchFolder = new JTextField(24);
    private final JComboBox<String> theme = new JComboBox<>();
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel(" ");

    /**
     * @param initial  what to show (the last use's choices)
     * @param openName how the category manager's database is named (its folder, or "the bundled one")
     */
    NewPuzzlePanel(NewPuzzleChoices initial, String openName) {
        this(initial, openName, java.util.List.of());
    }

    /** @param themes the themes of the database open in the category manager (offered by name) */
    NewPuzzlePanel(NewPuzzleChoices initial, String openName, java.util.List<String> themes) {
        super(new GridBagLayout());
        theme.addItem(Bundle.LBL_WizAnyTheme());
        themes.forEach(theme::addItem);
        setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        Mnemonics.setLocalizedText(randomSeed, Bundle.LBL_WizRandomSeed());
        Mnemonics.setLocalizedText(open, Bundle.LBL_WizOpen(openName));
        Mnemonics.setLocalizedText(bundled, Bundle.LBL_WizBundled());
        Mnemonics.setLocalizedText(bundledPl, Bundle.LBL_WizBundledPl());
        Mnemonics.setLocalizedText(folder, Bundle.LBL_WizFolder());
        Mnemonics.setLocalizedText(one, Bundle.LBL_WizOne());
        Mnemonics.setLocalizedText(batch, Bundle.LBL_WizBatch());
        randomSeed.addActionListener(e -> seed.setEnabled(!randomSeed.isSelected()));
        ButtonGroup g = new ButtonGroup();
        g.add(open);
        g.add(bundled);
        g.add(bundledPl);
        g.add(folder);
        ButtonGroup m = new ButtonGroup();
        m.add(one);
        m.add(batch);
        // a gap between the columns, or a name ending in a letter ("… the other is d") runs into the next one
        JPanel typeBox = new JPanel(new java.awt.GridLayout(0, 3, TYPE_GAP, 0));
        for (String t : ClueForm.TYPES) {
            JCheckBox b = new JCheckBox(ClueForm.typeName(t), true);
            b.setToolTipText(ClueForm.typeName(t));
            types.put(t, b);
            typeBox.add(b);
        }
        int row = 0;
        row(row++, Bundle.LBL_WizCategories(), flow(categories), categories);
        row(row++, Bundle.LBL_WizItems(), flow(items), items);
        row(row++, Bundle.LBL_WizSeed(), flow(seed, randomSeed), seed);
        row(row++, Bundle.LBL_WizDifficulty(), flow(difficulty), difficulty);
        row(row++, Bundle.LBL_WizClueTypes(), typeBox, types.values().iterator().next());
        row(row++, Bundle.LBL_WizDatabase(), flow(open), null);
        row(row++, "", flow(bundled), null);
        row(row++, "", flow(bundledPl), null);
        row(row++, "", flow(folder, folderPath, browse(folderPath, folder, Bundle.BTN_Browse())), null);
        row(row++, Bundle.LBL_WizTheme(), flow(theme), theme);
        row(row++, Bundle.LBL_WizMake(), flow(one), null);
        JLabel into = new JLabel();
        Mnemonics.setLocalizedText(into, Bundle.LBL_WizBatchInto());
        into.setLabelFor(batchFolder);
        row(row++, "", flow(batch, count, into, batchFolder,
                browse(batchFolder, batch, Bundle.BTN_BrowseBatch())), null);
        progress.setVisible(false);
        row(row++, "", progress, null);
        row(row, "", status, null);
        set(initial);
        // keyboard: the clue types are reached by their label and Tab; choosing a folder or a batch leads to its
        // field; the dialog opens in the first field
        org.gridwright.workbench.Keyboard.reachedInTurn(typeBox);
        org.gridwright.workbench.Keyboard.choiceLeadsTo(folder, folderPath);
        org.gridwright.workbench.Keyboard.choiceLeadsTo(batch, count);
        count.getAccessibleContext().setAccessibleName(Bundle.LBL_WizBatchCount());
        batchFolder.getAccessibleContext().setAccessibleName(Bundle.LBL_WizBatchFolder());
        org.gridwright.workbench.Keyboard.focusWhenShown(((JSpinner.DefaultEditor) categories.getEditor()).getTextField());
        for (JSpinner s : new JSpinner[] {categories, items, count}) {
            org.gridwright.workbench.Keyboard.typedIsValue(s);
        }
    }

    /** The text field of the number of categories (for tests). */
    javax.swing.JFormattedTextField categoriesField() {
        return ((JSpinner.DefaultEditor) categories.getEditor()).getTextField();
    }

    /** The clue types' check boxes, by type id (for tests). */
    Map<String, JCheckBox> clueTypeBoxes() {
        return java.util.Collections.unmodifiableMap(types);
    }

    /** The first field the dialog puts the focus in. */
    JComponent firstField() {
        return categories;
    }

    private void row(int r, String label, JComponent c, JComponent labelFor) {
        org.gridwright.workbench.Keyboard.row(this, r, label, c, labelFor);
    }

    private static JPanel flow(JComponent... cs) {
        return org.gridwright.workbench.Keyboard.flow(cs);
    }

    private JButton browse(JTextField into, JRadioButton choose, String label) {
        JButton b = new JButton();
        Mnemonics.setLocalizedText(b, label);
        b.addActionListener(e -> {
            JFileChooser ch = new JFileChooser(into.getText().isBlank() ? null : into.getText());
            ch.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
            if (ch.showDialog(this, null) == JFileChooser.APPROVE_OPTION) {
                into.setText(ch.getSelectedFile().getPath());
                choose.setSelected(true);
            }
        });
        return b;
    }

    JProgressBar progressBar() {
        return progress;
    }

    private static String[] levelCodes() {
        String[] codes = new String[Level.values().length + 1];
        codes[0] = Bundle.LBL_WizAnyLevel();
        for (Level l : Level.values()) {
            codes[l.ordinal() + 1] = l.code();
        }
        return codes;
    }

    /** The level chosen, or null for any level. */
    private Level level() {
        int i = difficulty.getSelectedIndex();
        return i <= 0 ? null : Level.values()[i - 1];
    }

    JLabel statusLine() {
        return status;
    }

    /** Shows {@code c} as if the author had entered it. */
    void set(NewPuzzleChoices c) {
        categories.setValue(c.categories());
        items.setValue(c.items());
        randomSeed.setSelected(c.seed() == null);
        seed.setEnabled(c.seed() != null);
        seed.setText(c.seed() == null ? "" : c.seed().toString());
        difficulty.setSelectedIndex(c.difficulty() == null ? 0 : c.difficulty().ordinal() + 1);
        types.forEach((t, b) -> b.setSelected(c.clueTypes().contains(t)));
        open.setSelected(c.source() == NewPuzzleChoices.Source.OPEN);
        bundled.setSelected(c.source() == NewPuzzleChoices.Source.BUNDLED);
        bundledPl.setSelected(c.source() == NewPuzzleChoices.Source.BUNDLED_PL);
        folder.setSelected(c.source() == NewPuzzleChoices.Source.FOLDER);
        folderPath.setText(c.database() == null ? "" : c.database().toString());
        one.setSelected(!c.batch());
        batch.setSelected(c.batch());
        if (c.batch()) {
            count.setValue(c.count());
        }
        batchFolder.setText(c.folder() == null ? "" : c.folder().toString());
        theme.setSelectedIndex(0);
        if (c.theme() != null) {
            for (int i = 1; i < theme.getItemCount(); i++) {
                if (theme.getItemAt(i).equals(c.theme())) {
                    theme.setSelectedIndex(i);
                }
            }
        }
    }

    /**
     * What was entered.
     *
     * @throws IllegalArgumentException with a message for the author when something is missing or wrong
     */
    NewPuzzleChoices choices() {
        Long s = null;
        if (!randomSeed.isSelected()) {
            try {
                s = Long.parseLong(seed.getText().strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(Bundle.ERR_WizSeed());
            }
        }
        Set<String> ticked = types.entrySet().stream().filter(e -> e.getValue().isSelected()).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
        if (ticked.isEmpty()) {
            throw new IllegalArgumentException(Bundle.ERR_WizNoTypes());
        }
        NewPuzzleChoices.Source source = open.isSelected() ? NewPuzzleChoices.Source.OPEN
                : bundled.isSelected() ? NewPuzzleChoices.Source.BUNDLED
                : bundledPl.isSelected() ? NewPuzzleChoices.Source.BUNDLED_PL : NewPuzzleChoices.Source.FOLDER;
        Path db = folderPath.getText().isBlank() ? null : Path.of(folderPath.getText().strip()).toAbsolutePath();
        if (source == NewPuzzleChoices.Source.FOLDER && db == null) {
            throw new IllegalArgumentException(Bundle.ERR_WizNoFolder());
        }
        Path into = batchFolder.getText().isBlank() ? null : Path.of(batchFolder.getText().strip()).toAbsolutePath();
        int n = 1;
        if (batch.isSelected()) {
            if (into == null) {
                throw new IllegalArgumentException(Bundle.ERR_WizNoBatchFolder());
            }
            n = (Integer) count.getValue();
        }
        return new NewPuzzleChoices((Integer) categories.getValue(), (Integer) items.getValue(), s, level(), ticked,
                source, db, n, into, theme.getSelectedIndex() <= 0 ? null : (String) theme.getSelectedItem());
    }
}
