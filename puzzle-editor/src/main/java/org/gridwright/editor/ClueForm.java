package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.workbench.Keyboard;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;

/**
 * The structured editor of one clue: its type, the items it names (category and item picked from lists), the
 * ordering category, operator and amount where the type has them, and its own wording with the default wording
 * shown. {@link #clue()} builds the edited clue; wording, id and extension keys of the clue being edited are kept.
 */
@Messages({
    "TYPE_match=Match: a and b are the same entity",
    "TYPE_not=Not: a is none of these",
    "TYPE_any=Either / or: at least one pair matches",
    "TYPE_if=If … then … (else …)",
    "TYPE_less=Less: strictly increasing along a category",
    "TYPE_offset=Offset: b = a + or × an amount",
    "TYPE_next=Next to: one apart along a category",
    "TYPE_notnext=Not next to",
    "TYPE_distance=Distance: this far apart",
    "TYPE_pair=Of two: of a and b, one is c, the other is d",
    "TYPE_distinct=All different: these are different entities",
    "LBL_Of=of:",
    "LBL_And=and:",
    "LBL_OneIs=one is:",
    "LBL_OtherIs=the other:",
    "LBL_Differs=≠",
    "LBL_Type=&Type:",
    "LBL_By=A&long:",
    "LBL_A=a:",
    "LBL_B=b:",
    "LBL_Not=is not:",
    "LBL_Option=or:",
    "LBL_When=if:",
    "LBL_Then=then:",
    "LBL_Else=else:",
    "LBL_Chain=<",
    "LBL_Op=O&perator:",
    "LBL_Amount=A&mount:",
    "LBL_Exclusive=e&xactly one",
    "LBL_HasElse=with an &else part",
    "LBL_AddRow=Mo&re",
    "LBL_RemoveRow=&Fewer",
    "LBL_Wording=Own &wording (empty: the default wording):",
    "# {0} - default wording", "LBL_DefaultWording=Default: {0}",
    "ERR_NoOrdered=This puzzle has no ordinal or numerical category to order by.",
    "# {0} - the amount typed", "ERR_Amount=''{0}'' is not a number."
})
final class ClueForm extends JPanel {
    static final List<String> TYPES = ClueType.codes();

    private final Puzzle puzzle;
    private final ClueMeta meta;
    private final Function<Clue, String> defaultWording;
    private final JComboBox<String> type = new JComboBox<>(TYPES.toArray(String[]::new));
    private final JComboBox<String> by = new JComboBox<>();
    private final JComboBox<Clue.Op> op = new JComboBox<>(Clue.Op.values());
    private final JTextField amount = new JTextField("1", 6);
    private final JCheckBox exclusive = new JCheckBox();
    private final JCheckBox hasElse = new JCheckBox();
    private final JTextArea wording = new JTextArea(3, 40);
    private final JLabel defaultLabel = new JLabel();
    private final JPanel rowsPanel = new JPanel(new GridBagLayout());
    /** The item pickers, row by row; pair types have two per row. */
    private final List<RefPicker[]> rows = new ArrayList<>();
    private final JButton more;
    private final JButton fewer;

    ClueForm(Puzzle puzzle, Clue initial, Function<Clue, String> defaultWording) {
        super(new BorderLayout(6, 6));
        this.puzzle = puzzle;
        this.defaultWording = defaultWording;
        this.meta = initial == null ? ClueMeta.NONE : initial.meta();
        setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        for (Category c : puzzle.categories()) {
            if (c.kind().isOrdered()) {
                by.addItem(c.name());
            }
        }
        type.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> l, Object v, int i,
                    boolean s, boolean f) {
                return super.getListCellRendererComponent(l, typeName((String) v), i, s, f);
            }
        });
        op.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> l, Object v, int i,
                    boolean s, boolean f) {
                return super.getListCellRendererComponent(l, v == Clue.Op.TIMES ? "×" : "+", i, s, f);
            }
        });
        JPanel top = new JPanel(new FlowLayout(FlowLayout.LEADING));
        Mnemonics.setLocalizedText(exclusive, Bundle.LBL_Exclusive());
        Mnemonics.setLocalizedText(hasElse, Bundle.LBL_HasElse());
        top.add(Keyboard.label(Bundle.LBL_Type(), type));
        top.add(type);
        top.add(Keyboard.label(Bundle.LBL_By(), by));
        top.add(by);
        top.add(Keyboard.label(Bundle.LBL_Op(), op));
        top.add(op);
        top.add(Keyboard.label(Bundle.LBL_Amount(), amount));
        top.add(amount);
        top.add(exclusive);
        top.add(hasElse);
        more = new JButton();
        fewer = new JButton();
        Mnemonics.setLocalizedText(more, Bundle.LBL_AddRow());
        Mnemonics.setLocalizedText(fewer, Bundle.LBL_RemoveRow());
        more.addActionListener(e -> resizeRows(rows.size() + 1));
        fewer.addActionListener(e -> resizeRows(rows.size() - 1));
        JPanel moreFewer = new JPanel(new FlowLayout(FlowLayout.LEADING));
        moreFewer.add(more);
        moreFewer.add(fewer);
        JPanel middle = new JPanel(new BorderLayout());
        middle.add(rowsPanel, BorderLayout.NORTH);
        middle.add(moreFewer, BorderLayout.SOUTH);
        JPanel bottom = new JPanel(new BorderLayout(4, 4));
        bottom.add(Keyboard.label(Bundle.LBL_Wording(), wording), BorderLayout.NORTH);
        // Tab and Shift+Tab leave the wording for the next field, as in every other field of the form
        wording.setFocusTraversalKeys(java.awt.KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, null);
        wording.setFocusTraversalKeys(java.awt.KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, null);
        Keyboard.focusWhenShown(type);
        Keyboard.reachedInTurn(rowsPanel);
        wording.setLineWrap(true);
        wording.setWrapStyleWord(true);
        bottom.add(new JScrollPane(wording), BorderLayout.CENTER);
        bottom.add(defaultLabel, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);
        add(middle, BorderLayout.CENTER);
        add(bottom, BorderLayout.SOUTH);
        if (initial != null) {
            load(initial);
        } else {
            type.setSelectedItem("match");
            layoutFor("match", 2);
        }
        type.addActionListener(e -> layoutFor(selectedType(), defaultRows(selectedType())));
        hasElse.addActionListener(e -> layoutFor(selectedType(), rows.size()));
        java.awt.event.ActionListener refresh = e -> refreshDefault();
        by.addActionListener(refresh);
        op.addActionListener(refresh);
        exclusive.addActionListener(refresh);
        amount.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
                refreshDefault();
            }

            public void removeUpdate(javax.swing.event.DocumentEvent e) {
                refreshDefault();
            }

            public void changedUpdate(javax.swing.event.DocumentEvent e) {
                refreshDefault();
            }
        });
        refreshDefault();
    }

    static String typeName(String code) {
        return ClueType.ofCode(code).map(t -> switch (t) {
            case MATCH -> Bundle.TYPE_match();
            case NOT -> Bundle.TYPE_not();
            case ANY -> Bundle.TYPE_any();
            case IF -> Bundle.TYPE_if();
            case LESS -> Bundle.TYPE_less();
            case OFFSET -> Bundle.TYPE_offset();
            case NEXT -> Bundle.TYPE_next();
            case NOTNEXT -> Bundle.TYPE_notnext();
            case DISTANCE -> Bundle.TYPE_distance();
            case PAIR -> Bundle.TYPE_pair();
            case DISTINCT -> Bundle.TYPE_distinct();
        }).orElse(code);
    }

    String selectedType() {
        return (String) type.getSelectedItem();
    }

    void setType(String code) {
        type.setSelectedItem(code);
    }

    /** The item picker at {@code row}, {@code column} (column 1 only for pair types). */
    RefPicker picker(int row, int column) {
        return rows.get(row)[column];
    }

    int rowCount() {
        return rows.size();
    }

    void setAmount(String s) {
        amount.setText(s);
    }

    void setBy(String category) {
        by.setSelectedItem(category);
    }

    void setOp(Clue.Op o) {
        op.setSelectedItem(o);
    }

    void setWording(String s) {
        wording.setText(s);
    }

    String defaultWordingShown() {
        return defaultLabel.getText();
    }

    private static boolean pairs(String t) {
        return t.equals("any") || t.equals("if");
    }

    private static boolean variable(String t) {
        return t.equals("not") || t.equals("any") || t.equals("less") || t.equals("distinct");
    }

    private int defaultRows(String t) {
        return switch (t) {
            case "any" -> 2;
            case "if" -> hasElse.isSelected() ? 3 : 2;
            case "not" -> 2;
            case "less" -> 2;
            case "pair" -> 4;
            case "distinct" -> 3;
            default -> 2;
        };
    }

    private int minRows(String t) {
        return t.equals("not") ? 2 : 2;
    }

    private void resizeRows(int n) {
        String t = selectedType();
        if (!variable(t) || n < minRows(t)) {
            return;
        }
        layoutFor(t, n);
    }

    /** Lays out the pickers for type {@code t} with {@code n} rows, keeping what was picked in rows that stay. */
    private void layoutFor(String t, int n) {
        boolean positional = ClueType.ofCode(t).orElseThrow().ordered();
        by.setEnabled(positional);
        op.setEnabled(t.equals("offset"));
        amount.setEnabled(t.equals("offset") || t.equals("distance"));
        exclusive.setEnabled(t.equals("any"));
        hasElse.setEnabled(t.equals("if"));
        more.setEnabled(variable(t));
        fewer.setEnabled(variable(t) && n > minRows(t));
        if (t.equals("if")) {
            n = hasElse.isSelected() ? 3 : 2;
        } else if (t.equals("pair")) {
            n = 4;
        } else if (!variable(t)) {
            n = 2;
        }
        int perRow = pairs(t) ? 2 : 1;
        List<RefPicker[]> old = new ArrayList<>(rows);
        rows.clear();
        rowsPanel.removeAll();
        for (int r = 0; r < n; r++) {
            RefPicker[] row = new RefPicker[perRow];
            for (int c = 0; c < perRow; c++) {
                RefPicker keep = r < old.size() && c < old.get(r).length ? old.get(r)[c] : null;
                row[c] = keep != null ? keep : new RefPicker(puzzle, (r + c + (c == 1 ? 1 : 0)) % puzzle.categoryCount(), r);
                row[c].setOnChange(this::refreshDefault);
            }
            rows.add(row);
            GridBagConstraints g = new GridBagConstraints();
            g.gridy = r;
            g.insets = new Insets(2, 2, 2, 2);
            g.anchor = GridBagConstraints.LINE_START;
            g.gridx = 0;
            rowsPanel.add(new JLabel(rowLabel(t, r)), g);
            for (int c = 0; c < perRow; c++) {
                g.gridx = 1 + c * 2;
                rowsPanel.add(row[c], g);
                if (perRow == 2 && c == 0) {
                    g.gridx = 2;
                    rowsPanel.add(new JLabel("="), g);
                }
            }
        }
        rowsPanel.revalidate();
        rowsPanel.repaint();
        revalidate();
        refreshDefault();
    }

    private static String rowLabel(String t, int r) {
        return switch (t) {
            case "not" -> r == 0 ? Bundle.LBL_A() : Bundle.LBL_Not();
            case "any" -> r == 0 ? "" : Bundle.LBL_Option();
            case "if" -> r == 0 ? Bundle.LBL_When() : r == 1 ? Bundle.LBL_Then() : Bundle.LBL_Else();
            case "less" -> r == 0 ? "" : Bundle.LBL_Chain();
            case "pair" -> r == 0 ? Bundle.LBL_Of() : r == 1 ? Bundle.LBL_And() : r == 2 ? Bundle.LBL_OneIs()
                    : Bundle.LBL_OtherIs();
            case "distinct" -> r == 0 ? "" : Bundle.LBL_Differs();
            default -> r == 0 ? Bundle.LBL_A() : Bundle.LBL_B();
        };
    }

    private void load(Clue c) {
        type.setSelectedItem(c.type());
        if (c.by() != null) {
            by.setSelectedItem(c.by());
        }
        wording.setText(c.meta().text() == null ? "" : c.meta().text());
        List<Ref[]> refs = new ArrayList<>();
        c.refs().forEach(r -> refs.add(new Ref[] {r}));
        c.accept(new Clue.Visitor<Void>() {
            public Void match(Clue.Match m) {
                return null;
            }

            public Void not(Clue.Not n) {
                return null;
            }

            public Void any(Clue.Any a) {
                exclusive.setSelected(a.exclusive());
                refs.clear();
                a.options().forEach(o -> refs.add(new Ref[] {o.a(), o.b()}));
                return null;
            }

            public Void ifThen(Clue.If i) {
                hasElse.setSelected(i.otherwise() != null);
                refs.clear();
                refs.add(new Ref[] {i.when().a(), i.when().b()});
                refs.add(new Ref[] {i.then().a(), i.then().b()});
                if (i.otherwise() != null) {
                    refs.add(new Ref[] {i.otherwise().a(), i.otherwise().b()});
                }
                return null;
            }

            public Void less(Clue.Less l) {
                return null;
            }

            public Void offset(Clue.Offset o) {
                op.setSelectedItem(o.op());
                amount.setText(o.amount().toPlainString());
                return null;
            }

            public Void next(Clue.Next n) {
                return null;
            }

            public Void notNext(Clue.NotNext n) {
                return null;
            }

            public Void distance(Clue.Distance d) {
                amount.setText(d.amount().toPlainString());
                return null;
            }

            public Void pair(Clue.OfTwo o) {
                return null;
            }

            public Void distinct(Clue.Distinct d) {
                return null;
            }
        });
        layoutFor(c.type(), refs.size());
        for (int r = 0; r < refs.size(); r++) {
            for (int col = 0; col < refs.get(r).length; col++) {
                rows.get(r)[col].select(refs.get(r)[col]);
            }
        }
    }

    private void refreshDefault() {
        String text;
        try {
            text = Bundle.LBL_DefaultWording(defaultWording.apply(clue()));
        } catch (IllegalArgumentException e) {
            text = e.getMessage();
        }
        defaultLabel.setText(text);
    }

    /**
     * The clue as the form shows it.
     *
     * @throws IllegalArgumentException with a message for the author when it is not a clue of this puzzle
     */
    Clue clue() {
        String t = selectedType();
        String w = wording.getText().isBlank() ? null : wording.getText().strip();
        ClueMeta m = meta.withText(w);
        List<Ref> single = rows.stream().map(r -> r[0].ref()).toList();
        String b = (String) by.getSelectedItem();
        Clue c = switch (ClueType.ofCode(t).orElseThrow()) {
            case MATCH -> new Clue.Match(single.get(0), single.get(1), m);
            case NOT -> new Clue.Not(single.get(0), single.subList(1, single.size()), m);
            case ANY -> new Clue.Any(rows.stream().map(r -> new Pair(r[0].ref(), r[1].ref())).toList(),
                    exclusive.isSelected(), m);
            case IF -> new Clue.If(pair(0), pair(1), rows.size() > 2 ? pair(2) : null, m);
            case LESS -> new Clue.Less(needBy(b), single, m);
            case OFFSET -> new Clue.Offset(needBy(b), single.get(0), single.get(1), (Clue.Op) op.getSelectedItem(),
                    amount(), m);
            case NEXT -> new Clue.Next(needBy(b), single.get(0), single.get(1), m);
            case NOTNEXT -> new Clue.NotNext(needBy(b), single.get(0), single.get(1), m);
            case DISTANCE -> new Clue.Distance(needBy(b), single.get(0), single.get(1), amount(), m);
            case PAIR -> new Clue.OfTwo(single.get(0), single.get(1), single.get(2), single.get(3), m);
            case DISTINCT -> new Clue.Distinct(single, m);
        };
        puzzle.withClues(List.of(c)); // checks every reference and the ordering category
        return c;
    }

    private Pair pair(int r) {
        return new Pair(rows.get(r)[0].ref(), rows.get(r)[1].ref());
    }

    private static String needBy(String b) {
        if (b == null) {
            throw new IllegalArgumentException(Bundle.ERR_NoOrdered());
        }
        return b;
    }

    private BigDecimal amount() {
        try {
            return new BigDecimal(amount.getText().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Bundle.ERR_Amount(amount.getText()));
        }
    }

    /** Picks one item: a category, then one of its items (shown as a reader sees them). */
    static final class RefPicker extends JPanel {
        private final Puzzle puzzle;
        private final JComboBox<String> category = new JComboBox<>();
        private final JComboBox<String> item = new JComboBox<>();
        private Runnable onChange = () -> { };

        RefPicker(Puzzle puzzle, int initialCategory, int initialItem) {
            super(new FlowLayout(FlowLayout.LEADING, 2, 0));
            this.puzzle = puzzle;
            puzzle.categories().forEach(c -> category.addItem(c.name()));
            add(category);
            add(item);
            category.addActionListener(e -> {
                fillItems(0);
                onChange.run();
            });
            item.addActionListener(e -> onChange.run());
            category.setSelectedIndex(initialCategory);
            fillItems(Math.min(initialItem, puzzle.size() - 1));
        }

        void setOnChange(Runnable r) {
            onChange = r;
        }

        private void fillItems(int select) {
            Category c = puzzle.category((String) category.getSelectedItem());
            DefaultComboBoxModel<String> m = new DefaultComboBoxModel<>();
            for (int i = 0; i < c.size(); i++) {
                m.addElement(c.display(i));
            }
            item.setModel(m);
            item.setSelectedIndex(select);
        }

        void select(Ref r) {
            category.setSelectedItem(r.category());
            fillItems(puzzle.category(r.category()).indexOf(r.item()));
        }

        Ref ref() {
            Category c = puzzle.category((String) category.getSelectedItem());
            return new Ref(c.name(), c.items().get(item.getSelectedIndex()));
        }
    }
}
