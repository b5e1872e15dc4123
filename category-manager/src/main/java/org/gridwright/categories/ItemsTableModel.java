package org.gridwright.categories;

import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.function.BiConsumer;
import javax.swing.table.AbstractTableModel;
import org.gridwright.core.model.Forms;
import org.openide.util.NbBundle.Messages;

/**
 * The items of one category as a table: position and item, and for a language that inflects (a database with a
 * language, or a category whose items have forms) the item's forms: its cases, gender and number
 * ({@link Forms}, the optional columns of items.csv). Editing a cell does not change the table; it asks
 * {@code rename} or {@code setForm} for an edit, and the table follows the database when the edit has been made.
 */
@Messages({"COL_Position=#", "COL_Item=Item", "COL_gen=Genitive", "COL_dat=Dative", "COL_acc=Accusative",
    "COL_ins=Instrumental", "COL_loc=Locative", "COL_voc=Vocative", "COL_gender=Gender (m/f/n)",
    "COL_number=Number (sg/pl)"})
final class ItemsTableModel extends AbstractTableModel {
    /** The form columns after the item, as items.csv names them. */
    static final List<String> FORM_COLUMNS = List.of("gen", "dat", "acc", "ins", "loc", "voc", "gender", "number");

    /** Told (row, form column, new text) when a form's cell is edited to a different text. */
    interface FormSetter {
        void set(int row, String column, String text);
    }

    private final BiConsumer<Integer, String> rename;
    private final FormSetter setForm;
    private List<String> items = List.of();
    private Map<String, Forms> forms = Map.of();
    private boolean showForms;

    /** @param rename told (row, new text) when an item's cell is edited to a different text */
    ItemsTableModel(BiConsumer<Integer, String> rename) {
        this(rename, (row, column, text) -> { });
    }

    /**
     * @param rename  told (row, new text) when an item's cell is edited to a different text
     * @param setForm told (row, column, new text) when a form's cell is edited
     */
    ItemsTableModel(BiConsumer<Integer, String> rename, FormSetter setForm) {
        this.rename = rename;
        this.setForm = setForm;
    }

    void setItems(List<String> newItems) {
        setItems(newItems, Map.of(), false);
    }

    /** The items with their forms; {@code withForms} shows the form columns. */
    void setItems(List<String> newItems, Map<String, Forms> newForms, boolean withForms) {
        boolean columns = withForms != showForms;
        if (!newItems.equals(items) || !newForms.equals(forms) || columns) {
            items = List.copyOf(newItems);
            forms = Map.copyOf(newForms);
            showForms = withForms;
            if (columns) {
                fireTableStructureChanged();
            } else {
                fireTableDataChanged();
            }
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
        return showForms ? 2 + FORM_COLUMNS.size() : 2;
    }

    @Override
    public String getColumnName(int column) {
        if (column < 2) {
            return column == 0 ? Bundle.COL_Position() : Bundle.COL_Item();
        }
        return switch (FORM_COLUMNS.get(column - 2)) {
            case "gen" -> Bundle.COL_gen();
            case "dat" -> Bundle.COL_dat();
            case "acc" -> Bundle.COL_acc();
            case "ins" -> Bundle.COL_ins();
            case "loc" -> Bundle.COL_loc();
            case "voc" -> Bundle.COL_voc();
            case "gender" -> Bundle.COL_gender();
            default -> Bundle.COL_number();
        };
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == 0 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        if (column < 2) {
            return column == 0 ? row + 1 : items.get(row);
        }
        return form(row, FORM_COLUMNS.get(column - 2));
    }

    private String form(int row, String column) {
        Forms f = forms.get(items.get(row));
        String v = f == null ? null : switch (column) {
            case "gender" -> f.gender();
            case "number" -> f.number();
            default -> f.form(column);
        };
        return v == null ? "" : v;
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return column >= 1;
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        String text = value == null ? "" : value.toString();
        if (column == 1 && !text.equals(items.get(row))) {
            rename.accept(row, text);
        } else if (column >= 2 && !text.strip().equals(form(row, FORM_COLUMNS.get(column - 2)))) {
            setForm.set(row, FORM_COLUMNS.get(column - 2), text);
        }
    }
}
