package org.gridwright.categories;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.Subset;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Phrases;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * The editor of one category: its heading, kind, weight, subset rule and (numerical) label pattern, its class's
 * weight, the phrases clue sentences speak of its items with, and its items in a table (add, remove, rename in the cell, move up/down for an order, sort). Every
 * change is one undoable edit of the open database; the window follows the database, so Edit › Undo shows here.
 */
@TopComponent.Description(preferredID = "CategoryEditorTopComponent", iconBase = "org/gridwright/categories/category.png",
        persistenceType = TopComponent.PERSISTENCE_NEVER)
@Messages({
    "LBL_Heading=Headin&g:",
    "LBL_Kind=&Kind:",
    "LBL_Weight=We&ight:",
    "LBL_Subset=&Subset:",
    "LBL_Label=La&bel pattern:",
    "HINT_Label=How numbers are shown: @ stands for the number (@ cm)",
    "# {0} - class", "LBL_ClassWeight=Weight of &class {0}:",
    "LBL_NewItem=New item:",
    "BTN_Add=&Add",
    "BTN_Remove=&Remove",
    "BTN_Up=Move &Up",
    "BTN_Down=Move &Down",
    "BTN_Sort=S&ort",
    "# {0} - category", "MSG_Gone=The category {0} is not in the database (deleted, or its creation undone).",
    "# {0} - category", "# {1} - item", "UNDO_AddItem=Add {1} to {0}",
    "# {0} - category", "UNDO_RemoveItems=Remove items from {0}",
    "# {0} - category", "# {1} - item", "UNDO_RenameItem=Rename {1} in {0}",
    "# {0} - category", "# {1} - form", "UNDO_Form=Set the {1} form of an item in {0}",
    "# {0} - category", "UNDO_MoveItem=Move an item of {0}",
    "# {0} - category", "UNDO_Sort=Sort {0}",
    "# {0} - category", "UNDO_Heading=Heading of {0}",
    "# {0} - category", "UNDO_Kind=Kind of {0}",
    "# {0} - category", "UNDO_Subset=Subset of {0}",
    "# {0} - category", "UNDO_Label=Label pattern of {0}",
    "LBL_Phrase=&Phrase:",
    "HINT_Phrase=How clues say an entity has an item: @ stands for the item (wears the @); blank for names",
    "LBL_PhraseNot=&Negation:",
    "HINT_PhraseNot=The phrase negated (does not wear the @)",
    "LBL_PhraseLess=&Less than:",
    "HINT_PhraseLess=Ordered categories: lower than another (paid @ less than); @ is an amount, left out without one",
    "LBL_PhraseMore=&More than:",
    "HINT_PhraseMore=Ordered categories: higher than another (paid @ more than)",
    "LBL_PhraseAmount=Amount:",
    "HINT_PhraseAmount=Numerical categories: how a difference reads, @ for the number (@ years; @ hour|@ hours: "
            + "one|more; @ for a bare number, as for Room @)",
    "# {0} - category", "UNDO_Phrases=Phrases of {0}",
    "# {0} - category", "# {1} - item count", "LBL_Items={0}: {1} items"
})
public final class CategoryEditorTopComponent extends DatabaseWindow {
    private final String place;
    private final String className;
    private final String id;
    private final JTextField heading = new JTextField(16);
    private final JComboBox<CategoryKind> kind = new JComboBox<>(CategoryKind.values());
    private final JTextField weight = new JTextField(6);
    private final JComboBox<Subset> subset = new JComboBox<>(Subset.values());
    private final JTextField label = new JTextField(10);
    private final JTextField phrase = new JTextField(14);
    private final JTextField phraseNot = new JTextField(14);
    private final JTextField phraseLess = new JTextField(14);
    private final JTextField phraseMore = new JTextField(14);
    private final JTextField phraseAmount = new JTextField(14);
    private final JLabel classWeightLabel = new JLabel();
    private final JTextField classWeight = new JTextField(6);
    private final JTextField newItem = new JTextField(16);
    private final ItemsTableModel model;
    private final JTable table;
    private final JLabel status = new JLabel();
    private final JButton up = button(Bundle.BTN_Up());
    private final JButton down = button(Bundle.BTN_Down());
    private boolean updating;

    CategoryEditorTopComponent(String place) {
        this.place = place;
        this.className = place.substring(0, place.indexOf('/'));
        this.id = place.substring(place.indexOf('/') + 1);
        setName(id);
        setToolTipText(place);
        setLayout(new BorderLayout());
        model = new ItemsTableModel((row, text) -> editCategory(Bundle.UNDO_RenameItem(place, text),
                c -> ItemEdits.rename(c, row, text)), (row, column, text) -> editCategory(
                        Bundle.UNDO_Form(place, column), c -> ItemEdits.setForm(c, row, column, text)));
        table = new JTable(model) {
            @Override
            protected boolean processKeyBinding(javax.swing.KeyStroke ks, java.awt.event.KeyEvent e, int condition,
                    boolean pressed) {
                // Alt+letter is a button's mnemonic, never the start of a rename (a table starts editing on any key)
                if (!isEditing() && (e.getModifiersEx() & java.awt.event.InputEvent.ALT_DOWN_MASK) != 0) {
                    return false;
                }
                return super.processKeyBinding(ks, e, condition, pressed);
            }
        };
        // a button clicked while an item is being renamed keeps the new name (in its row) before it acts
        table.putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        table.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        table.getColumnModel().getColumn(0).setMaxWidth(60);
        table.setFillsViewportHeight(true);

        JPanel form = new JPanel(new GridBagLayout());
        form.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        row(form, 0, Bundle.LBL_Heading(), heading, Bundle.LBL_Kind(), kind);
        row(form, 1, Bundle.LBL_Weight(), weight, Bundle.LBL_Subset(), subset);
        label.setToolTipText(Bundle.HINT_Label());
        org.openide.awt.Mnemonics.setLocalizedText(classWeightLabel, Bundle.LBL_ClassWeight(className));
        classWeightLabel.setLabelFor(classWeight);
        row(form, 2, Bundle.LBL_Label(), label, classWeightLabel, classWeight);
        phrase.setToolTipText(Bundle.HINT_Phrase());
        phraseNot.setToolTipText(Bundle.HINT_PhraseNot());
        phraseLess.setToolTipText(Bundle.HINT_PhraseLess());
        phraseMore.setToolTipText(Bundle.HINT_PhraseMore());
        phraseAmount.setToolTipText(Bundle.HINT_PhraseAmount());
        row(form, 3, Bundle.LBL_Phrase(), phrase, Bundle.LBL_PhraseNot(), phraseNot);
        row(form, 4, Bundle.LBL_PhraseLess(), phraseLess, Bundle.LBL_PhraseMore(), phraseMore);
        // the letters run out (none of the main menu's is used): the amount, the items and the new item's field are
        // reached by Tab from the field before each
        row(form, 5, Bundle.LBL_PhraseAmount(), inTurn(phraseAmount), "", new JLabel());
        add(form, BorderLayout.NORTH);
        add(inTurn(new JScrollPane(table)), BorderLayout.CENTER);

        JPanel adding = new JPanel(new BorderLayout(6, 0));
        adding.setBorder(BorderFactory.createEmptyBorder(4, 6, 0, 6));
        JLabel newItemLabel = new JLabel(Bundle.LBL_NewItem());
        newItemLabel.setLabelFor(newItem);
        adding.add(newItemLabel, BorderLayout.WEST);
        adding.add(inTurn(newItem), BorderLayout.CENTER);
        JButton addButton = button(Bundle.BTN_Add());
        adding.add(addButton, BorderLayout.EAST);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JButton remove = button(Bundle.BTN_Remove());
        buttons.add(remove);
        buttons.add(up);
        buttons.add(down);
        JButton sort = button(Bundle.BTN_Sort());
        buttons.add(sort);
        JPanel south = new JPanel(new BorderLayout());
        south.add(adding, BorderLayout.NORTH);
        south.add(buttons, BorderLayout.CENTER);
        status.setBorder(BorderFactory.createEmptyBorder(2, 6, 4, 6));
        south.add(status, BorderLayout.SOUTH);
        add(south, BorderLayout.SOUTH);

        addButton.addActionListener(e -> addItem());
        newItem.addActionListener(e -> addItem());
        remove.addActionListener(e -> {
            finishRename();
            int[] rows = table.getSelectedRows();
            if (rows.length > 0) {
                editCategory(Bundle.UNDO_RemoveItems(place), c -> ItemEdits.remove(c, rows));
            }
        });
        up.addActionListener(e -> move(-1));
        down.addActionListener(e -> move(1));
        sort.addActionListener(e -> {
            finishRename();
            editCategory(Bundle.UNDO_Sort(place), c -> ItemEdits.sort(c, Locale.getDefault()));
        });
        commitOn(heading, () -> editCategory(Bundle.UNDO_Heading(place), c -> c.withName(heading.getText())));
        commitOn(weight, () -> parseWeight(weight.getText()).ifPresent(w -> editCategory(
                Bundle.UNDO_CategoryWeight(place, Format.weight(w)), c -> c.withWeight(w))));
        commitOn(label, () -> editCategory(Bundle.UNDO_Label(place), c -> c.withLabel(label.getText())));
        for (JTextField f : new JTextField[] {phrase, phraseNot, phraseLess, phraseMore, phraseAmount}) {
            commitOn(f, this::commitPhrases);
        }
        commitOn(classWeight, () -> parseWeight(classWeight.getText()).ifPresent(w -> CategoryManager.edit(
                Bundle.UNDO_ClassWeight(className, Format.weight(w)),
                d -> d.dbClass(className).filter(c -> c.weight() != w).map(c -> d.withClass(c.withWeight(w)))
                        .orElse(d))));
        kind.addActionListener(e -> {
            if (!updating && kind.getSelectedItem() instanceof CategoryKind k) {
                editCategory(Bundle.UNDO_Kind(place), c -> c.withKind(k));
            }
        });
        subset.addActionListener(e -> {
            if (!updating && subset.getSelectedItem() instanceof Subset s) {
                editCategory(Bundle.UNDO_Subset(place), c -> c.withSubset(s));
            }
        });
        associateLookup(databaseLookup());
        kind.setRenderer(CodeRenderer.of(CategoryKind::code));
        subset.setRenderer(CodeRenderer.of(Subset::code));
    }

    /** A button whose text marks its mnemonic with {@code &}. */
    private static JButton button(String text) {
        JButton b = new JButton();
        org.openide.awt.Mnemonics.setLocalizedText(b, text);
        return b;
    }

    /** {@code c} reached by Tab from the control before it rather than by a mnemonic of its own. */
    private static JComponent inTurn(JComponent c) {
        if (c instanceof JScrollPane) {
            org.gridwright.workbench.Keyboard.reachedInTurn(c);
            return c;
        }
        JPanel p = new JPanel(new BorderLayout());
        p.add(c, BorderLayout.CENTER);
        org.gridwright.workbench.Keyboard.reachedInTurn(p);
        return p;
    }

    private static void row(JPanel form, int y, Object label1, JComponent c1, Object label2, JComponent c2) {
        pair(form, y, 0, label1, c1);
        pair(form, y, 2, label2, c2);
    }

    /** A label (text or component) at column {@code x} of row {@code y}, its field stretching beside it. */
    private static void pair(JPanel form, int y, int x, Object label, JComponent field) {
        GridBagConstraints g = new GridBagConstraints();
        g.insets = new Insets(2, 4, 2, 4);
        g.anchor = GridBagConstraints.WEST;
        g.gridy = y;
        g.gridx = x;
        // a text label carries its mnemonic (Alt+letter goes to the field; no letter of the main menu is used)
        form.add(label instanceof JComponent j ? j : org.gridwright.workbench.Keyboard.label(label.toString(), field), g);
        g.gridx = x + 1;
        g.fill = GridBagConstraints.HORIZONTAL;
        g.weightx = 1;
        form.add(field, g);
    }

    /** Commits a field's text with Enter or when it loses the focus. */
    private void commitOn(JTextField field, Runnable commit) {
        field.addActionListener(e -> commit.run());
        field.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                if (!updating && field.isEnabled()) {
                    commit.run();
                }
            }
        });
    }

    /** The five phrase fields as one undoable edit once they form phrases; until then the status says what is missing. */
    private void commitPhrases() {
        Optional<DbCategory> c = CategoryManager.workspace().database().category(className, id);
        if (c.isEmpty()) {
            return;
        }
        PhraseEdits.Outcome o = PhraseEdits.apply(c.get(), phrase.getText(), phraseNot.getText(),
                phraseLess.getText(), phraseMore.getText(), phraseAmount.getText());
        if (!o.ok()) {
            status.setText(o.problem());
            return;
        }
        status.setText(Bundle.LBL_Items(place, c.get().size()));
        editCategory(Bundle.UNDO_Phrases(place), x -> PhraseEdits.apply(x, phrase.getText(), phraseNot.getText(),
                phraseLess.getText(), phraseMore.getText(), phraseAmount.getText()).category());
    }

    private Optional<Double> parseWeight(String text) {
        try {
            return Optional.of(NumberTables.weight(text));
        } catch (IllegalArgumentException e) {
            CategoryManager.error(e.getMessage());
            update();
            return Optional.empty();
        }
    }

    private void addItem() {
        finishRename();
        String text = newItem.getText();
        if (text.isBlank()) {
            return;
        }
        int[] row = {-1};
        if (editCategory(Bundle.UNDO_AddItem(place, text.strip()), c -> {
            ItemEdits.Added a = ItemEdits.add(c, text);
            row[0] = a.row();
            return a.category();
        })) {
            newItem.setText("");
            select(row[0]);
        }
    }

    /** Ends a rename in progress (it is kept, in the row it was typed in) before the items change otherwise. */
    private void finishRename() {
        if (table.isEditing()) {
            table.getCellEditor().stopCellEditing();
        }
    }

    private void move(int delta) {
        finishRename();
        int row = table.getSelectedRow();
        if (row < 0) {
            return;
        }
        int to = Math.max(0, Math.min(model.getRowCount() - 1, row + delta));
        if (to != row && editCategory(Bundle.UNDO_MoveItem(place), c -> ItemEdits.move(c, row, delta))) {
            select(to);
        }
    }

    private void select(int row) {
        if (row >= 0 && row < model.getRowCount()) {
            table.getSelectionModel().setSelectionInterval(row, row);
            table.scrollRectToVisible(table.getCellRect(row, 0, true));
        }
    }

    /** One undoable edit of this category; false when refused (the author was told why) or gone. */
    private boolean editCategory(String name, UnaryOperator<DbCategory> f) {
        if (CategoryManager.workspace().database().category(className, id).isEmpty()) {
            return false;
        }
        boolean done = CategoryManager.edit(name, d -> d.category(className, id)
                .map(c -> {
                    DbCategory after = f.apply(c);
                    return after.equals(c) ? d : d.replaceCategory(className, id, after);
                }).orElse(d));
        if (!done) {
            update(); // the fields show the database again, not the refused text
        }
        return done;
    }

    private void update() {
        CategoryWorkspace ws = CategoryManager.workspace();
        Optional<DbCategory> oc = ws.view().category(place);
        updating = true;
        try {
            boolean present = oc.isPresent();
            for (JComponent c : new JComponent[] {heading, kind, weight, subset, label, classWeight, newItem, table,
                phrase, phraseNot, phraseLess, phraseMore, phraseAmount}) {
                c.setEnabled(present);
            }
            if (present) {
                DbCategory c = oc.get();
                setText(heading, c.name());
                kind.setSelectedItem(c.kind());
                setText(weight, Format.weight(c.weight()));
                subset.setSelectedItem(c.subset());
                label.setEnabled(c.kind() == CategoryKind.NUMERICAL);
                setText(label, c.label() == null ? "" : c.label());
                Phrases ph = c.phrases();
                setText(phrase, ph == null ? "" : ph.is());
                setText(phraseNot, ph == null ? "" : ph.isNot());
                setText(phraseLess, ph == null || ph.less() == null ? "" : ph.less());
                setText(phraseMore, ph == null || ph.more() == null ? "" : ph.more());
                phraseLess.setEnabled(c.kind().isOrdered() || !phraseLess.getText().isEmpty());
                phraseMore.setEnabled(c.kind().isOrdered() || !phraseMore.getText().isEmpty());
                setText(phraseAmount, ph == null || ph.amount() == null ? "" : ph.amount());
                phraseAmount.setEnabled(c.kind() == CategoryKind.NUMERICAL || !phraseAmount.getText().isEmpty());
                setText(classWeight, ws.database().dbClass(className).map(DbClass::weight).map(Format::weight).orElse(""));
                boolean ordered = c.kind() != CategoryKind.NUMERICAL;
                up.setEnabled(ordered);
                down.setEnabled(ordered);
                int[] selected = table.getSelectedRows();
                // the forms columns for a language that inflects (or a category that has forms)
                model.setItems(c.items(), c.forms(), !c.forms().isEmpty() || ws.database().lang() != null);
                table.getColumnModel().getColumn(0).setMaxWidth(60);
                for (int r : selected) {
                    if (r < model.getRowCount()) {
                        table.getSelectionModel().addSelectionInterval(r, r);
                    }
                }
                status.setText(Bundle.LBL_Items(place, c.size()));
            } else {
                model.setItems(java.util.List.of());
                status.setText(Bundle.MSG_Gone(place));
            }
        } finally {
            updating = false;
        }
    }

    private static void setText(JTextField f, String text) {
        if (!f.getText().equals(text)) {
            f.setText(text);
        }
    }

    @Override
    protected void databaseChanged() {
        update();
    }

    String place() {
        return place;
    }

    /** Opens (or brings forward) the editor of {@code place}, selecting {@code item} when given. */
    static void open(String place, String item) {
        CategoryEditorTopComponent tc = null;
        for (TopComponent t : TopComponent.getRegistry().getOpened()) {
            if (t instanceof CategoryEditorTopComponent e && e.place.equals(place)) {
                tc = e;
            }
        }
        if (tc == null) {
            tc = new CategoryEditorTopComponent(place);
            tc.open();
        }
        tc.requestActive();
        if (item != null) {
            tc.select(tc.model.rowOf(item));
        }
    }
}
