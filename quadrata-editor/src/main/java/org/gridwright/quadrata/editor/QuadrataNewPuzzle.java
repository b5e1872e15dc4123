package org.gridwright.quadrata.editor;

import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.prefs.Preferences;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import org.gridwright.kind.Generator;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.generate.QuadrataGenerator;
import org.gridwright.workbench.KindMonitors;
import org.gridwright.workbench.NewPuzzleKind;
import org.gridwright.workbench.TaskMonitor;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.util.lookup.ServiceProvider;

/**
 * Quadrata in File › New Puzzle…: the order, the level (or any), the symbols (digits, letters, or an ordered word
 * list from a file) and the seed; the wizard remembers them. The puzzle opens unsaved as Quadrata-N.
 */
@Messages({
    "LBL_QKind=Quadrata",
    "LBL_QSize=&Size (order):",
    "LBL_QLevel=&Level:",
    "LBL_QAnyLevel=any (up to fiendish)",
    "LBL_QLevel1=1 easy",
    "LBL_QLevel2=2 medium",
    "LBL_QLevel3=3 hard",
    "LBL_QLevel4=4 fiendish",
    "LBL_QLevel5=5 extreme",
    "LBL_QSymbols=Symbols:",
    "LBL_QDigits=&digits",
    "LBL_QLetters=l&etters",
    "LBL_QWords=&words from a file (one a line, in order):",
    "LBL_QSeed=S&eed:",
    "LBL_QRandom=&random",
    "BTN_QBrowse=Browse…",
    "ERR_QSeed=The seed must be a whole number (or tick random).",
    "ERR_QNoWords=Choose the word file (or use digits or letters)."
})
@ServiceProvider(service = NewPuzzleKind.class)
public final class QuadrataNewPuzzle implements NewPuzzleKind {
    @Override
    public String kindId() {
        return "quadrata";
    }

    @Override
    public String displayName() {
        return Bundle.LBL_QKind();
    }

    @Override
    public Page page() {
        return new SettingsPage(NbPreferences.forModule(QuadrataNewPuzzle.class));
    }

    /** The page: its fields, and the generator's settings they give. */
    static final class SettingsPage implements Page {
        final JSpinner size = new JSpinner(new SpinnerNumberModel(7, 3, 25, 1));
        final JComboBox<String> level = new JComboBox<>(new String[] {Bundle.LBL_QAnyLevel(), Bundle.LBL_QLevel1(),
            Bundle.LBL_QLevel2(), Bundle.LBL_QLevel3(), Bundle.LBL_QLevel4(), Bundle.LBL_QLevel5()});
        final JRadioButton digits = new JRadioButton();
        final JRadioButton letters = new JRadioButton();
        final JRadioButton words = new JRadioButton();
        final JTextField wordFile = new JTextField(22);
        final JTextField seed = new JTextField(12);
        final JCheckBox random = new JCheckBox();
        private final Preferences prefs;
        private final JPanel panel = new JPanel(new GridBagLayout());

        SettingsPage(Preferences prefs) {
            this.prefs = prefs;
            Mnemonics.setLocalizedText(digits, Bundle.LBL_QDigits());
            Mnemonics.setLocalizedText(letters, Bundle.LBL_QLetters());
            Mnemonics.setLocalizedText(words, Bundle.LBL_QWords());
            Mnemonics.setLocalizedText(random, Bundle.LBL_QRandom());
            ButtonGroup g = new ButtonGroup();
            g.add(digits);
            g.add(letters);
            g.add(words);
            random.addActionListener(e -> seed.setEnabled(!random.isSelected()));
            JButton browse = new JButton(Bundle.BTN_QBrowse());
            browse.addActionListener(e -> {
                JFileChooser ch = new JFileChooser(wordFile.getText().isBlank() ? null : wordFile.getText());
                if (ch.showOpenDialog(panel) == JFileChooser.APPROVE_OPTION) {
                    wordFile.setText(ch.getSelectedFile().getPath());
                    words.setSelected(true);
                }
            });
            int row = 0;
            row(row++, Bundle.LBL_QSize(), flow(size), size);
            row(row++, Bundle.LBL_QLevel(), flow(level), level);
            row(row++, Bundle.LBL_QSymbols(), flow(digits, letters), null);
            row(row++, "", flow(words, wordFile, browse), null);
            row(row, Bundle.LBL_QSeed(), flow(seed, random), seed);
            size.setValue(prefs.getInt("size", 7));
            level.setSelectedIndex(Math.max(0, Math.min(5, prefs.getInt("level", 0))));
            String sym = prefs.get("symbols", "digits");
            (sym.equals("letters") ? letters : sym.equals("words") ? words : digits).setSelected(true);
            wordFile.setText(prefs.get("wordFile", ""));
            random.setSelected(prefs.getBoolean("random", true));
            seed.setText(prefs.get("seed", ""));
            seed.setEnabled(!random.isSelected());
            org.gridwright.workbench.Keyboard.typedIsValue(size);
        }

        /** The text field of the order (for tests). */
        javax.swing.JFormattedTextField sizeField() {
            return ((JSpinner.DefaultEditor) size.getEditor()).getTextField();
        }

        private void row(int r, String label, JComponent c, JComponent labelFor) {
            GridBagConstraints g = new GridBagConstraints();
            g.gridy = r;
            g.insets = new Insets(3, 3, 3, 3);
            g.anchor = GridBagConstraints.LINE_START;
            JLabel l = new JLabel();
            Mnemonics.setLocalizedText(l, label);
            if (labelFor != null) {
                l.setLabelFor(labelFor);
            }
            panel.add(l, g);
            g.gridx = 1;
            g.weightx = 1;
            panel.add(c, g);
        }

        private static JPanel flow(JComponent... cs) {
            JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
            for (JComponent c : cs) {
                p.add(c);
            }
            return p;
        }

        @Override
        public JComponent component() {
            return panel;
        }

        /** The generator's settings for the fields (checked; a message for the author otherwise). */
        Map<String, String> settings() {
            Map<String, String> s = new LinkedHashMap<>();
            s.put("size", size.getValue().toString());
            if (level.getSelectedIndex() > 0) {
                s.put("difficulty", Integer.toString(level.getSelectedIndex()));
            }
            if (words.isSelected()) {
                if (wordFile.getText().isBlank()) {
                    throw new IllegalArgumentException(Bundle.ERR_QNoWords());
                }
                s.put("symbols", "words:" + wordFile.getText().strip());
            } else {
                s.put("symbols", letters.isSelected() ? "letters" : "digits");
            }
            return s;
        }

        long seed() {
            if (random.isSelected()) {
                return ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2);
            }
            try {
                return Long.parseLong(seed.getText().strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(Bundle.ERR_QSeed());
            }
        }

        @Override
        public Callable<Runnable> generation(TaskMonitor monitor) {
            Map<String, String> settings = settings();
            long s = seed();
            QuadrataGenerator gen = new QuadrataGenerator();
            try {
                gen.check(settings);
            } catch (Generator.GenerationException e) {
                throw new IllegalArgumentException(e.getMessage());
            }
            remember();
            return () -> {
                Quadrata q = KindMonitors.run(monitor, km -> {
                    try {
                        return gen.generate(s, settings, km);
                    } catch (Generator.GenerationException e) {
                        throw new IllegalStateException(e.getMessage(), e);
                    }
                });
                Quadrata made = q;
                return () -> Untitled.open(made);
            };
        }

        private void remember() {
            prefs.putInt("size", (Integer) size.getValue());
            prefs.putInt("level", level.getSelectedIndex());
            prefs.put("symbols", letters.isSelected() ? "letters" : words.isSelected() ? "words" : "digits");
            prefs.put("wordFile", wordFile.getText());
            prefs.putBoolean("random", random.isSelected());
            prefs.put("seed", seed.getText());
        }
    }
}
