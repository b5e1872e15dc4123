package org.gridwright.categories;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import javax.swing.table.AbstractTableModel;
import org.openide.util.NbBundle.Messages;

/**
 * The items of one category as a table: position and item. Editing an item's cell does not change the table; it
 * asks {@code rename} for an edit, and the table follows the database when the edit has been made.
 */
@Messages({"COL_Position=#", "COL_Item=Item"})
final class ItemsTableModel extends AbstractTableModel {
    private final BiConsumer<Integer, String> rename;
    private List<String> items = List.of();

    /** @param rename told (row, new text) when an item's cell is edited to a different text */
    ItemsTableModel(BiConsumer<Integer, String> rename) {
        this.rename = rename;
    }

    void setItems(List<String> newItems) {
        if (!newItems.equals(items)) {
            items = List.copyOf(newItems);
            fireTableDataChanged();
        }
    }

    List<String> items() {
        return items;
    }

    /** The row of the item equal to {@code item} (case and surrounding spaces ignored), or -1. */
    int rowOf(String item) {
        String key = item.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).strip().toLowerCase(Locale.ROOT).equals(key)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int getRowCount() {
        return items.size();
    }

    @Override
    public int getColumnCount() {
        return 2;
    }

    @Override
    public String getColumnName(int column) {
        return column == 0 ? Bundle.COL_Position() : Bundle.COL_Item();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == 0 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        return column == 0 ? row + 1 : items.get(row);
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return column == 1;
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        String text = value == null ? "" : value.toString();
        if (column == 1 && !text.equals(items.get(row))) {
            rename.accept(row, text);
        }
    }
}
