package org.gridwright.workbench;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.nio.file.Path;
import java.util.Objects;
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
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.gridwright.print.Paper;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * The Gridwright page of Tools › Options: the look, the default category database, the default paper, the print
 * font and the fallback font. {@link #load} shows the stored options, {@link #problem()} says what stops OK, {@link #store} keeps what was
 * chosen ({@link GridwrightOptions}); the look applies when the workbench starts next. Every field has a mnemonic.
 */
@Messages({
    "LBL_OptLook=&Look:",
    "LBL_OptLight=Light",
    "LBL_OptDark=Dark",
    "LBL_OptLookNote=(from the next start)",
    "LBL_OptDatabase=Default category database:",
    "LBL_OptBundled=the &bundled database",
    "LBL_OptFolder=a f&older:",
    "LBL_OptDatabaseNote=New Puzzle uses the database open in the category manager, else this one.",
    "LBL_OptPaper=Default &paper:",
    "LBL_OptFont=Print font:",
    "LBL_OptBuiltInFont=the b&uilt-in fonts (DejaVu)",
    "LBL_OptFontFile=a &TrueType file:",
    "LBL_OptFontNote=Export PDF and Export Book set their text in it; a character it lacks comes from the built-in fonts.",
    "LBL_OptFontFiles=TrueType fonts (*.ttf)",
    "BTN_OptBrowse=B&rowse…",
    "BTN_OptBrowseFont=Bro&wse…",
    "ERR_OptNoFolder=Choose the database folder, or the bundled database.",
    "ERR_OptNoFont=Choose the font file, or the built-in fonts.",
    "LBL_OptFallback=F&allback font:",
    "BTN_OptBrowseFallback=Brow&se…",
    "LBL_OptFallbackNote=For the characters no other font has (Korean, Thai, …), drawn letter by letter; leave empty for none."
})
final class OptionsPage extends JPanel {
    private final JComboBox<String> look = new JComboBox<>(new String[] {Bundle.LBL_OptLight(), Bundle.LBL_OptDark()});
    private final JRadioButton bundled = new JRadioButton();
    private final JRadioButton folder = new JRadioButton();
    private final JTextField folderPath = new JTextField(20);
    private final JButton browse = new JButton();
    private final JComboBox<Paper> paper = PrintChoices.paper(Paper.A4);
    private final JRadioButton builtIn = new JRadioButton();
    private final JRadioButton fontFile = new JRadioButton();
    private final JTextField fontPath = new JTextField(20);
    private final JButton browseFont = new JButton();
    private final JTextField fallbackPath = new JTextField(20);
    private final JButton browseFallback = new JButton();
    private final JLabel problemLine = new JLabel(" ");
    private static final int NOTE_WIDTH = 380;
    private Runnable onChange = () -> { };
    /** The last font checked and what was wrong with it (reading a font is not done on every keystroke twice). */
    private Path checkedFont;
    private String fontProblem;
    private Path checkedFallback;
    private String fallbackProblem;

    OptionsPage() {
        super(new GridBagLayout());
        setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        Mnemonics.setLocalizedText(bundled, Bundle.LBL_OptBundled());
        Mnemonics.setLocalizedText(folder, Bundle.LBL_OptFolder());
        Mnemonics.setLocalizedText(browse, Bundle.BTN_OptBrowse());
        Mnemonics.setLocalizedText(builtIn, Bundle.LBL_OptBuiltInFont());
        Mnemonics.setLocalizedText(fontFile, Bundle.LBL_OptFontFile());
        Mnemonics.setLocalizedText(browseFont, Bundle.BTN_OptBrowseFont());
        Mnemonics.setLocalizedText(browseFallback, Bundle.BTN_OptBrowseFallback());
        group(bundled, folder);
        group(builtIn, fontFile);
        typingChooses(folderPath, folder);
        typingChooses(fontPath, fontFile);
        browse.addActionListener(e -> choose(folderPath, folder, JFileChooser.DIRECTORIES_ONLY, null));
        browseFont.addActionListener(e -> choose(fontPath, fontFile, JFileChooser.FILES_ONLY,
                new FileNameExtensionFilter(Bundle.LBL_OptFontFiles(), "ttf")));
        browseFallback.addActionListener(e -> choose(fallbackPath, null, JFileChooser.FILES_ONLY,
                new FileNameExtensionFilter(Bundle.LBL_OptFontFiles(), "ttf")));
        typingChooses(fallbackPath, null);
        look.addActionListener(e -> changed());
        paper.addActionListener(e -> changed());
        for (JRadioButton b : new JRadioButton[] {bundled, folder, builtIn, fontFile}) {
            b.addActionListener(e -> changed());
        }
        Keyboard.choiceLeadsTo(folder, folderPath);
        Keyboard.choiceLeadsTo(fontFile, fontPath);
        folderPath.getAccessibleContext().setAccessibleName(Bundle.LBL_OptFolder().replace("&", ""));
        fontPath.getAccessibleContext().setAccessibleName(Bundle.LBL_OptFontFile().replace("&", ""));
        int r = 0;
        row(r++, Bundle.LBL_OptLook(), flow(look, new JLabel(Bundle.LBL_OptLookNote())), look);
        row(r++, Bundle.LBL_OptDatabase(), flow(bundled), null);
        row(r++, "", flow(folder, folderPath, browse), null);
        row(r++, "", note(Bundle.LBL_OptDatabaseNote()), null);
        row(r++, Bundle.LBL_OptPaper(), flow(paper), paper);
        row(r++, Bundle.LBL_OptFont(), flow(builtIn), null);
        row(r++, "", flow(fontFile, fontPath, browseFont), null);
        row(r++, "", note(Bundle.LBL_OptFontNote()), null);
        row(r++, Bundle.LBL_OptFallback(), flow(fallbackPath, browseFallback), fallbackPath);
        row(r++, "", note(Bundle.LBL_OptFallbackNote()), null);
        problemLine.setForeground(Palette.current().bad());
        row(r++, "", problemLine, null);
        GridBagConstraints filler = new GridBagConstraints();
        filler.gridy = r;
        filler.weighty = 1;
        add(new JLabel(), filler);
    }

    private static void group(JRadioButton... bs) {
        ButtonGroup g = new ButtonGroup();
        for (JRadioButton b : bs) {
            g.add(b);
        }
    }

    /** Typing a path ticks its choice (if it has one) and says what is wrong. */
    private void typingChooses(JTextField field, JRadioButton choice) {
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                if (choice != null && field.isFocusOwner()) {
                    choice.setSelected(true);
                }
                changed();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                changed();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                changed();
            }
        });
    }

    private void choose(JTextField into, JRadioButton choice, int mode, FileNameExtensionFilter filter) {
        JFileChooser ch = new JFileChooser(into.getText().isBlank() ? null : into.getText());
        ch.setFileSelectionMode(mode);
        if (filter != null) {
            ch.setFileFilter(filter);
        }
        if (ch.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            into.setText(ch.getSelectedFile().getPath());
            if (choice != null) {
                choice.setSelected(true);
            }
            changed();
        }
    }

    /** A note under a choice, wrapping at {@link #NOTE_WIDTH} pixels. */
    private JLabel note(String text) {
        JLabel l = new JLabel(Wrapped.html(text, NOTE_WIDTH));
        l.setEnabled(false);
        return l;
    }

    private void row(int r, String label, JComponent c, JComponent labelFor) {
        Keyboard.row(this, r, label, c, labelFor);
    }

    private static JPanel flow(JComponent... cs) {
        return Keyboard.flow(cs);
    }

    /** Who hears every change (the controller: Apply, and OK's validity). */
    void setOnChange(Runnable r) {
        onChange = Objects.requireNonNull(r);
    }

    private void changed() {
        String p = problem();
        problemLine.setText(p == null ? " " : p);
        onChange.run();
    }

    /** Shows the stored options. */
    void load(GridwrightOptions o) {
        Path db = o.database();
        Path font = o.font();
        choose(o.look(), db, o.paper(), font, o.fallbackFont());
    }

    /** Shows these choices as if the author had made them. */
    void choose(GridwrightOptions.Look l, Path db, Paper p, Path font) {
        choose(l, db, p, font, null);
    }

    /** Shows these choices, a fallback font among them, as if the author had made them. */
    void choose(GridwrightOptions.Look l, Path db, Paper p, Path font, Path fallback) {
        fallbackPath.setText(fallback == null ? "" : fallback.toString());
        look.setSelectedIndex(l == GridwrightOptions.Look.DARK ? 1 : 0);
        bundled.setSelected(db == null);
        folder.setSelected(db != null);
        folderPath.setText(db == null ? "" : db.toString());
        paper.setSelectedItem(p);
        builtIn.setSelected(font == null);
        fontFile.setSelected(font != null);
        fontPath.setText(font == null ? "" : font.toString());
        changed();
    }

    /** What stops OK, in words, or null. */
    String problem() {
        if (folder.isSelected() && folderPath.getText().isBlank()) {
            return Bundle.ERR_OptNoFolder();
        }
        if (fontFile.isSelected()) {
            if (fontPath.getText().isBlank()) {
                return Bundle.ERR_OptNoFont();
            }
            Path f = Path.of(fontPath.getText().strip());
            if (!f.equals(checkedFont)) {
                checkedFont = f;
                fontProblem = GridwrightOptions.fontProblem(f);
            }
            if (fontProblem != null) {
                return fontProblem;
            }
        }
        if (!fallbackPath.getText().isBlank()) {
            Path f = Path.of(fallbackPath.getText().strip());
            if (!f.equals(checkedFallback)) {
                checkedFallback = f;
                fallbackProblem = GridwrightOptions.fontProblem(f);
            }
            return fallbackProblem;
        }
        return null;
    }

    /** Whether what is shown differs from {@code o}. */
    boolean differs(GridwrightOptions o) {
        return look() != o.look() || !Objects.equals(database(), o.database()) || paper.getSelectedItem() != o.paper()
                || !Objects.equals(font(), o.font()) || !Objects.equals(fallback(), o.fallbackFont());
    }

    private Path fallback() {
        return fallbackPath.getText().isBlank() ? null : Path.of(fallbackPath.getText().strip()).toAbsolutePath();
    }

    private GridwrightOptions.Look look() {
        return look.getSelectedIndex() == 1 ? GridwrightOptions.Look.DARK : GridwrightOptions.Look.LIGHT;
    }

    private Path database() {
        return folder.isSelected() && !folderPath.getText().isBlank()
                ? Path.of(folderPath.getText().strip()).toAbsolutePath() : null;
    }

    private Path font() {
        return fontFile.isSelected() && !fontPath.getText().isBlank()
                ? Path.of(fontPath.getText().strip()).toAbsolutePath() : null;
    }

    /**
     * Keeps what was chosen.
     *
     * @return false (nothing kept, the reason shown) when something is missing or the font cannot be used
     */
    boolean store(GridwrightOptions o) {
        String p = problem();
        if (p != null) {
            problemLine.setText(p);
            return false;
        }
        o.setLook(look());
        o.setDatabase(database());
        o.setPaper((Paper) paper.getSelectedItem());
        o.setFont(font());
        o.setFallbackFont(fallback());
        return true;
    }
}
