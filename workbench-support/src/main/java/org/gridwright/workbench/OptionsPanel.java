package org.gridwright.workbench;

import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.nio.file.Path;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JTextField;
import org.gridwright.print.Paper;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * Tools › Gridwright Options…: the look, the default category database and the default paper, on one page.
 * OK keeps them ({@link GridwrightOptions}); the look applies when the workbench starts next.
 */
@Messages({
    "CTL_OptionsAction=&Gridwright Options…",
    "TITLE_Options=Gridwright Options",
    "LBL_OptLook=&Look:",
    "LBL_OptLight=Light",
    "LBL_OptDark=Dark",
    "LBL_OptLookNote=(from the next start)",
    "LBL_OptDatabase=Default category database:",
    "LBL_OptBundled=the &bundled database",
    "LBL_OptFolder=a &folder:",
    "LBL_OptDatabaseNote=New Puzzle uses the database open in the category manager, else this one.",
    "LBL_OptPaper=Default &paper:",
    "LBL_OptA4=A4 (210 × 297 mm)",
    "LBL_OptLetter=Letter (8.5 × 11 in)",
    "BTN_OptBrowse=B&rowse…",
    "ERR_OptNoFolder=Choose the database folder, or the bundled database."
})
final class OptionsPanel extends JPanel {
    private final JComboBox<String> look = new JComboBox<>(new String[] {Bundle.LBL_OptLight(), Bundle.LBL_OptDark()});
    private final JRadioButton bundled = new JRadioButton();
    private final JRadioButton folder = new JRadioButton();
    private final JTextField folderPath = new JTextField(28);
    private final JComboBox<String> paper = new JComboBox<>(new String[] {Bundle.LBL_OptA4(), Bundle.LBL_OptLetter()});
    private final JLabel problem = new JLabel(" ");

    OptionsPanel(GridwrightOptions o) {
        super(new GridBagLayout());
        setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        Mnemonics.setLocalizedText(bundled, Bundle.LBL_OptBundled());
        Mnemonics.setLocalizedText(folder, Bundle.LBL_OptFolder());
        ButtonGroup g = new ButtonGroup();
        g.add(bundled);
        g.add(folder);
        look.setSelectedIndex(o.look() == GridwrightOptions.Look.DARK ? 1 : 0);
        Path db = o.database();
        bundled.setSelected(db == null);
        folder.setSelected(db != null);
        folderPath.setText(db == null ? "" : db.toString());
        folderPath.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            @Override
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
                folder.setSelected(true);
            }

            @Override
            public void removeUpdate(javax.swing.event.DocumentEvent e) {
            }

            @Override
            public void changedUpdate(javax.swing.event.DocumentEvent e) {
            }
        });
        paper.setSelectedIndex(o.paper() == Paper.LETTER ? 1 : 0);
        JButton browse = new JButton();
        Mnemonics.setLocalizedText(browse, Bundle.BTN_OptBrowse());
        browse.addActionListener(e -> {
            JFileChooser ch = new JFileChooser(folderPath.getText().isBlank() ? null : folderPath.getText());
            ch.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
            if (ch.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
                folderPath.setText(ch.getSelectedFile().getPath());
                folder.setSelected(true);
            }
        });
        int r = 0;
        row(r++, Bundle.LBL_OptLook(), flow(look, new JLabel(Bundle.LBL_OptLookNote())), look);
        row(r++, Bundle.LBL_OptDatabase(), flow(bundled), null);
        row(r++, "", flow(folder, folderPath, browse), null);
        row(r++, "", new JLabel(Bundle.LBL_OptDatabaseNote()), null);
        row(r++, Bundle.LBL_OptPaper(), flow(paper), paper);
        problem.setForeground(new java.awt.Color(0xA00000));
        row(r, "", problem, null);
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
        add(l, g);
        g.gridx = 1;
        g.weightx = 1;
        g.fill = GridBagConstraints.HORIZONTAL;
        add(c, g);
    }

    private static JPanel flow(JComponent... cs) {
        JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
        for (JComponent c : cs) {
            p.add(c);
        }
        return p;
    }

    /**
     * Keeps what was chosen.
     *
     * @return false (with the reason shown) when a folder is ticked but not named
     */
    boolean store(GridwrightOptions o) {
        if (folder.isSelected() && folderPath.getText().isBlank()) {
            problem.setText(Bundle.ERR_OptNoFolder());
            return false;
        }
        o.setLook(look.getSelectedIndex() == 1 ? GridwrightOptions.Look.DARK : GridwrightOptions.Look.LIGHT);
        o.setDatabase(folder.isSelected() ? Path.of(folderPath.getText().strip()) : null);
        o.setPaper(paper.getSelectedIndex() == 1 ? Paper.LETTER : Paper.A4);
        return true;
    }

    // for tests: what the author would choose
    void choose(GridwrightOptions.Look l, Path db, Paper p) {
        look.setSelectedIndex(l == GridwrightOptions.Look.DARK ? 1 : 0);
        bundled.setSelected(db == null);
        folder.setSelected(db != null);
        folderPath.setText(db == null ? "" : db.toString());
        paper.setSelectedIndex(p == Paper.LETTER ? 1 : 0);
    }

    /** The menu item. */
    @ActionID(category = "Tools", id = "org.gridwright.workbench.OptionsAction")
    @ActionRegistration(displayName = "#CTL_OptionsAction")
    @ActionReference(path = "Menu/Tools", position = 1200, separatorBefore = 1150)
    public static final class Open implements ActionListener {
        @Override
        public void actionPerformed(ActionEvent e) {
            GridwrightOptions o = GridwrightOptions.get();
            OptionsPanel panel = new OptionsPanel(o);
            DialogDescriptor d = new DialogDescriptor(panel, Bundle.TITLE_Options());
            d.setClosingOptions(new Object[] {DialogDescriptor.CANCEL_OPTION});
            d.setButtonListener(ev -> {
                if (ev.getSource() == DialogDescriptor.OK_OPTION && panel.store(o)) {
                    d.setClosingOptions(null);
                }
            });
            java.awt.Dialog dialog = DialogDisplayer.getDefault().createDialog(d);
            dialog.setVisible(true);
        }
    }
}
