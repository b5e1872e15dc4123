package org.gridwright.categories;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.openide.util.NbBundle.Messages;

/** A read-only table of {@link PlaceRows.Row}s: item, place, note. */
@Messages({"COL_Place=Category", "COL_Note=Note"})
final class PlaceRowsTableModel extends AbstractTableModel {
    private List<PlaceRows.Row> rows = List.of();

    void setRows(List<PlaceRows.Row> newRows) {
        rows = List.copyOf(newRows);
        fireTableDataChanged();
    }

    PlaceRows.Row row(int i) {
        return rows.get(i);
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return 3;
    }

    @Override
    public String getColumnName(int column) {
        return switch (column) {
            case 0 -> Bundle.COL_Item();
            case 1 -> Bundle.COL_Place();
            default -> Bundle.COL_Note();
        };
    }

    @Override
    public Object getValueAt(int row, int column) {
        PlaceRows.Row r = rows.get(row);
        return switch (column) {
            case 0 -> r.item();
            case 1 -> r.place();
            default -> r.note();
        };
    }
}
