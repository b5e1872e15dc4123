package org.gridwright.editor;

import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
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
import org.openide.util.NbBundle.Messages;

/**
 * The New Puzzle wizard's page: size, seed or random, difficulty, clue types, database and where to save, with a
 * progress bar and a line for what the generator is doing. {@link #choices()} checks what was entered.
 */
@Messages({
    "LBL_WizCategories=Categories:",
    "LBL_WizItems=Items per category:",
    "LBL_WizSeed=Seed:",
    "LBL_WizRandomSeed=random",
    "LBL_WizDifficulty=Difficulty:",
    "LBL_WizAnyLevel=any level",
    "LBL_WizClueTypes=Clue types:",
    "LBL_WizDatabase=Categories from:",
    "LBL_WizBundled=the bundled database",
    "LBL_WizFolder=a folder:",
    "LBL_WizSaveAs=Save as:",
    "BTN_Browse=Browse…",
    "ERR_WizSeed=The seed must be a whole number (or tick random).",
    "ERR_WizNoTypes=Tick at least one clue type.",
    "ERR_WizNoFolder=Choose the database folder (or use the bundled database).",
    "ERR_WizNoTarget=Say where to save the puzzle."
})
final class NewPuzzlePanel extends JPanel {
    private final JSpinner categories = new JSpinner(new SpinnerNumberModel(4, 2, 8, 1));
    private final JSpinner items = new JSpinner(new SpinnerNumberModel(5, 2, 9, 1));
    private final JTextField seed = new JTextField(12);
    private final JCheckBox randomSeed = new JCheckBox(Bundle.LBL_WizRandomSeed(), true);
    /** The levels, after "any level" (the generator's null difficulty, shown first). */
    private final JComboBox<String> difficulty = new JComboBox<>(levelCodes());
    private final Map<String, JCheckBox> types = new LinkedHashMap<>();
    private final JRadioButton bundled = new JRadioButton(Bundle.LBL_WizBundled(), true);
    private final JRadioButton folder = new JRadioButton(Bundle.LBL_WizFolder());
    private final JTextField folderPath = new JTextField(24);
    private final JTextField target = new JTextField(30);
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel(" ");

    NewPuzzlePanel(Path defaultTarget) {
        super(new GridBagLayout());
        setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        difficulty.setSelectedItem(Level.MEDIUM.code());
        seed.setEnabled(false);
        randomSeed.addActionListener(e -> seed.setEnabled(!randomSeed.isSelected()));
        ButtonGroup g = new ButtonGroup();
        g.add(bundled);
        g.add(folder);
        target.setText(defaultTarget.toString());
        JPanel typeBox = new JPanel(new java.awt.GridLayout(0, 3));
        for (String t : ClueForm.TYPES) {
            JCheckBox b = new JCheckBox(t, true);
            b.setToolTipText(ClueForm.typeName(t));
            types.put(t, b);
            typeBox.add(b);
        }
        int row = 0;
        row(row++, Bundle.LBL_WizCategories(), categories);
        row(row++, Bundle.LBL_WizItems(), items);
        row(row++, Bundle.LBL_WizSeed(), flow(seed, randomSeed));
        row(row++, Bundle.LBL_WizDifficulty(), difficulty);
        row(row++, Bundle.LBL_WizClueTypes(), typeBox);
        row(row++, Bundle.LBL_WizDatabase(), flow(bundled, folder, folderPath,
                browse(folderPath, JFileChooser.DIRECTORIES_ONLY)));
        row(row++, Bundle.LBL_WizSaveAs(), flow(target, browse(target, JFileChooser.FILES_ONLY)));
        progress.setVisible(false);
        row(row++, "", progress);
        row(row, "", status);
    }

    private void row(int r, String label, JComponent c) {
        GridBagConstraints g = new GridBagConstraints();
        g.gridy = r;
        g.insets = new Insets(3, 3, 3, 3);
        g.anchor = GridBagConstraints.LINE_START;
        g.gridx = 0;
        add(new JLabel(label), g);
        g.gridx = 1;
        g.fill = GridBagConstraints.HORIZONTAL;
        g.weightx = 1;
        add(c, g);
    }

    private static JPanel flow(JComponent... cs) {
        JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
        for (JComponent c : cs) {
            p.add(c);
        }
        return p;
    }

    private JButton browse(JTextField into, int mode) {
        JButton b = new JButton(Bundle.BTN_Browse());
        b.addActionListener(e -> {
            JFileChooser ch = new JFileChooser(into.getText());
            ch.setFileSelectionMode(mode);
            if (ch.showDialog(this, null) == JFileChooser.APPROVE_OPTION) {
                into.setText(ch.getSelectedFile().getPath());
                if (into == folderPath) {
                    folder.setSelected(true);
                }
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

    // for tests and the action: set what the author would type
    void set(int k, int n, Long seedValue, Level level, Set<String> clueTypes, Path db, Path file) {
        categories.setValue(k);
        items.setValue(n);
        randomSeed.setSelected(seedValue == null);
        seed.setEnabled(seedValue != null);
        seed.setText(seedValue == null ? "" : seedValue.toString());
        difficulty.setSelectedIndex(level == null ? 0 : level.ordinal() + 1);
        types.forEach((t, b) -> b.setSelected(clueTypes.contains(t)));
        bundled.setSelected(db == null);
        folder.setSelected(db != null);
        folderPath.setText(db == null ? "" : db.toString());
        target.setText(file.toString());
    }

    /**
     * What was entered; a missing {@code .lgp} extension is added to the file name.
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
        Path db = null;
        if (folder.isSelected()) {
            if (folderPath.getText().isBlank()) {
                throw new IllegalArgumentException(Bundle.ERR_WizNoFolder());
            }
            db = Path.of(folderPath.getText().strip());
        }
        String t = target.getText().strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException(Bundle.ERR_WizNoTarget());
        }
        if (!t.toLowerCase(java.util.Locale.ROOT).endsWith(".lgp")) {
            t = t + ".lgp";
        }
        return new NewPuzzleChoices((Integer) categories.getValue(), (Integer) items.getValue(), s,
                level(), ticked, db, Path.of(t).toAbsolutePath());
    }
}
