package org.gridwright.editor;

import java.awt.BorderLayout;
import java.util.function.Consumer;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Puzzle;
import org.openide.util.NbBundle.Messages;

/**
 * The categories side by side, one column each, items in order. Labels of categorical and ordinal items are
 * renamed in place (the item keeps its position, so an ordinal order stays; every clue follows); numerical items
 * are their values and cannot be renamed here.
 */
@Messages({
    "# {0} - category name", "# {1} - kind code", "LBL_CategoryColumn={0} ({1})",
    "EDIT_RenameItem=Rename item"
})
final class CategoriesPanel extends JPanel {
    private final EditorModel model;
    private final Items items;
    private final JTable table;
    private Consumer<String> problems = s -> { };

    CategoriesPanel(EditorModel model) {
        super(new BorderLayout());
        this.model = model;
        this.items = new Items();
        this.table = new JTable(items);
        table.getTableHeader().setReorderingAllowed(false);
        table.setRowHeight(Math.max(table.getRowHeight(), 20));
        add(new JScrollPane(table), BorderLayout.CENTER);
        model.addChangeListener(e -> {
            if (table.isEditing()) {
                table.getCellEditor().cancelCellEditing();
            }
            items.fireTableStructureChanged();
        });
    }

    void setProblemSink(Consumer<String> sink) {
        problems = sink;
    }

    JTable table() {
        return table;
    }

    /** Items of the model's puzzle: row = position, column = category. */
    private final class Items extends AbstractTableModel {
        private Puzzle p() {
            return model.puzzle();
        }

        @Override
        public int getRowCount() {
            return p().size();
        }

        @Override
        public int getColumnCount() {
            return p().categoryCount();
        }

        @Override
        public String getColumnName(int column) {
            Category c = p().category(column);
            return Bundle.LBL_CategoryColumn(c.name(), c.kind().code());
        }

        @Override
        public Object getValueAt(int row, int column) {
            return p().category(column).display(row);
        }

        @Override
        public boolean isCellEditable(int row, int column) {
            return p().category(column).kind() != CategoryKind.NUMERICAL;
        }

        @Override
        public void setValueAt(Object value, int row, int column) {
            try {
                model.edit(Bundle.EDIT_RenameItem(), p -> PuzzleEdits.renameItem(p, column, row, (String) value));
            } catch (IllegalArgumentException e) {
                problems.accept(e.getMessage());
            }
        }
    }
}
