package org.gridwright.categories;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.gridwright.core.db.Statistics;
import org.gridwright.core.db.Statistics.ClassStats;
import org.openide.util.NbBundle.Messages;

/** Per-class statistics as table rows: weight, categories, items, mean / min / max items, probability. */
@Messages({
    "COL_Class=Class",
    "COL_CategoryCount=Categories",
    "COL_Mean=Mean",
    "COL_Min=Min",
    "COL_Max=Max"
})
final class ClassStatsTableModel extends AbstractTableModel {
    private List<ClassStats> rows = List.of();

    void setStatistics(Statistics s) {
        rows = s.perClass();
        fireTableDataChanged();
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return 8;
    }

    @Override
    public String getColumnName(int c) {
        return switch (c) {
            case 0 -> Bundle.COL_Class();
            case 1 -> Bundle.COL_Weight();
            case 2 -> Bundle.COL_CategoryCount();
            case 3 -> Bundle.COL_Items();
            case 4 -> Bundle.COL_Mean();
            case 5 -> Bundle.COL_Min();
            case 6 -> Bundle.COL_Max();
            default -> Bundle.COL_Probability();
        };
    }

    @Override
    public Class<?> getColumnClass(int c) {
        return c == 2 || c == 3 || c == 5 || c == 6 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int r, int c) {
        ClassStats s = rows.get(r);
        return switch (c) {
            case 0 -> s.name();
            case 1 -> Format.weight(s.weight());
            case 2 -> s.counts().categories();
            case 3 -> s.counts().items();
            case 4 -> String.format(java.util.Locale.getDefault(), "%.1f", s.counts().mean());
            case 5 -> s.counts().min();
            case 6 -> s.counts().max();
            default -> Format.perKind(s.probability());
        };
    }
}
