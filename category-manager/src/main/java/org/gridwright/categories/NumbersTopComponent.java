package org.gridwright.categories;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;
import org.gridwright.core.db.CategoryDatabase;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * Window › Numerical Schemes and Labels: the database's numerical schemes (type, weight, weighted bases, factors
 * and steps) and label patterns (pattern, heading, weight, conditions) as editable tables; every cell edit, added
 * and removed row is an undoable edit.
 */
@TopComponent.Description(preferredID = "NumbersTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false, position = 410)
@ActionID(category = "Window", id = "org.gridwright.categories.NumbersTopComponent")
@ActionReference(path = "Menu/Window", position = 180)
@TopComponent.OpenActionRegistration(displayName = "#CTL_NumbersAction", preferredID = "NumbersTopComponent")
@Messages({
    "CTL_NumbersAction=Numerical Schemes and Labels",
    "CTL_NumbersTopComponent=Schemes and Labels",
    "HINT_NumbersTopComponent=How numerical categories are drawn and shown",
    "TITLE_Schemes=Numerical schemes",
    "TITLE_Labels=Label patterns",
    "BTN_AddScheme=Add Scheme",
    "BTN_AddLabel=Add Label Pattern",
    "BTN_RemoveRow=Remove",
    "# {0} - column", "# {1} - row", "UNDO_SchemeCell={0} of scheme {1}",
    "# {0} - column", "# {1} - row", "UNDO_LabelCell={0} of label pattern {1}",
    "UNDO_AddScheme=Add scheme",
    "UNDO_AddLabel=Add label pattern",
    "# {0} - name", "UNDO_RemoveScheme=Remove scheme {0}",
    "# {0} - name", "UNDO_RemoveLabel=Remove label pattern {0}"
})
public final class NumbersTopComponent extends DatabaseWindow {
    private final RowsModel schemes = new RowsModel(NumberTables.SCHEME_COLUMNS, NumberTables::schemeColumn,
            db -> db.schemes().size(), (db, r, c) -> NumberTables.schemeCell(db.schemes().get(r), c),
            (db, r, c, text) -> NumberTables.setSchemeCell(db, r, c, text),
            (db, r, c) -> Bundle.UNDO_SchemeCell(NumberTables.schemeColumn(c), db.schemes().get(r).name()));
    private final RowsModel labels = new RowsModel(NumberTables.LABEL_COLUMNS, NumberTables::labelColumn,
            db -> db.labels().size(), (db, r, c) -> NumberTables.labelCell(db.labels().get(r), c),
            (db, r, c, text) -> NumberTables.setLabelCell(db, r, c, text),
            (db, r, c) -> Bundle.UNDO_LabelCell(NumberTables.labelColumn(c), db.labels().get(r).pattern()));

    public NumbersTopComponent() {
        setName(Bundle.CTL_NumbersTopComponent());
        setToolTipText(Bundle.HINT_NumbersTopComponent());
        associateLookup(databaseLookup());
        setLayout(new GridLayout(2, 1, 0, 8));
        JTable schemeTable = new JTable(schemes);
        JTable labelTable = new JTable(labels);
        add(box(Bundle.TITLE_Schemes(), schemeTable, Bundle.BTN_AddScheme(),
                () -> CategoryManager.edit(Bundle.UNDO_AddScheme(), d -> d.withScheme(NumberTables.newScheme(d))),
                () -> {
                    int r = schemeTable.getSelectedRow();
                    if (r >= 0) {
                        String name = CategoryManager.workspace().database().schemes().get(r).name();
                        CategoryManager.edit(Bundle.UNDO_RemoveScheme(name), d -> d.withoutScheme(name));
                    }
                }));
        add(box(Bundle.TITLE_Labels(), labelTable, Bundle.BTN_AddLabel(),
                () -> CategoryManager.edit(Bundle.UNDO_AddLabel(), d -> d.withLabel(NumberTables.newLabel(d))),
                () -> {
                    int r = labelTable.getSelectedRow();
                    if (r >= 0) {
                        var l = CategoryManager.workspace().database().labels().get(r);
                        CategoryManager.edit(Bundle.UNDO_RemoveLabel(l.pattern()),
                                d -> d.withoutLabel(l.pattern(), l.name()));
                    }
                }));
    }

    private static JPanel box(String title, JTable table, String addText, Runnable add, Runnable remove) {
        JPanel box = new JPanel(new BorderLayout());
        box.setBorder(BorderFactory.createTitledBorder(title));
        table.setFillsViewportHeight(true);
        box.add(new JScrollPane(table), BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JButton a = new JButton(addText);
        a.addActionListener(e -> add.run());
        JButton r = new JButton(Bundle.BTN_RemoveRow());
        r.addActionListener(e -> remove.run());
        buttons.add(a);
        buttons.add(r);
        box.add(buttons, BorderLayout.SOUTH);
        return box;
    }

    @Override
    protected void databaseChanged() {
        schemes.fireTableDataChanged();
        labels.fireTableDataChanged();
    }

    /** A cell of a row of the database. */
    @FunctionalInterface
    interface Cell<T> {
        T at(CategoryDatabase db, int row, int column);
    }

    /** A cell set to a text: the database after. */
    @FunctionalInterface
    interface SetCell {
        CategoryDatabase set(CategoryDatabase db, int row, int column, String text);
    }

    /** Rows read from the open database; an edited cell becomes one undoable edit. */
    static final class RowsModel extends AbstractTableModel {
        private final int columns;
        private final Function<Integer, String> names;
        private final Function<CategoryDatabase, Integer> rows;
        private final Cell<String> cell;
        private final SetCell set;
        private final Cell<String> undoName;

        RowsModel(int columns, Function<Integer, String> names, Function<CategoryDatabase, Integer> rows,
                Cell<String> cell, SetCell set, Cell<String> undoName) {
            this.columns = columns;
            this.names = names;
            this.rows = rows;
            this.cell = cell;
            this.set = set;
            this.undoName = undoName;
        }

        private static CategoryDatabase db() {
            return CategoryManager.workspace().database();
        }

        @Override
        public int getRowCount() {
            return rows.apply(db());
        }

        @Override
        public int getColumnCount() {
            return columns;
        }

        @Override
        public String getColumnName(int c) {
            return names.apply(c);
        }

        @Override
        public Object getValueAt(int r, int c) {
            return cell.at(db(), r, c);
        }

        @Override
        public boolean isCellEditable(int r, int c) {
            return true;
        }

        @Override
        public void setValueAt(Object value, int r, int c) {
            String text = value == null ? "" : value.toString();
            if (!text.equals(getValueAt(r, c))) {
                CategoryManager.edit(undoName.at(db(), r, c), d -> set.set(d, r, c, text));
            }
        }
    }
}
