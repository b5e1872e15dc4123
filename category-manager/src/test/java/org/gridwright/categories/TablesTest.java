package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.Duplicates;
import org.gridwright.core.db.Statistics;
import org.gridwright.core.db.WordSearch;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

/** The table models of the editor, the duplicates and search windows, and the statistics window. */
class TablesTest {
    private static final CategoryDatabase DB = new CategoryDatabase(
            List.of(new DbClass("animals", 1), new DbClass("food", 1)),
            List.of(DbCategory.of("animals", "pets", CategoryKind.CATEGORICAL, 1, List.of("Dog", "Cat", "Orange cat")),
                    DbCategory.of("animals", "birds", CategoryKind.CATEGORICAL, 1, List.of("owl", "dog")),
                    DbCategory.of("food", "fruit", CategoryKind.CATEGORICAL, 1, List.of("apple", "orange"))),
            List.of(), List.of());

    @Test
    void duplicateRowsNameEveryPlaceOfEveryDuplicatedItem() {
        List<PlaceRows.Row> rows = PlaceRows.duplicates(Duplicates.find(DB));
        assertEquals(List.of(new PlaceRows.Row("Dog", "animals/pets", "2 places"),
                new PlaceRows.Row("Dog", "animals/birds", "2 places")), rows);
    }

    @Test
    void searchRowsPutTheWholeWordFirst() {
        List<PlaceRows.Row> rows = PlaceRows.search(WordSearch.find(DB, "orange"));
        assertEquals(List.of(new PlaceRows.Row("orange", "food/fruit", "whole word"),
                new PlaceRows.Row("Orange cat", "animals/pets", "part of the item")), rows);
        PlaceRowsTableModel m = new PlaceRowsTableModel();
        m.setRows(rows);
        assertEquals(2, m.getRowCount());
        assertEquals("food/fruit", m.getValueAt(0, 1));
        assertEquals("Category", m.getColumnName(1));
    }

    @Test
    void editingAnItemCellAsksForARenameAndLeavesTheTableAsTheDatabaseHasIt() {
        List<String> asked = new ArrayList<>();
        ItemsTableModel m = new ItemsTableModel((row, text) -> asked.add(row + "=" + text));
        m.setItems(List.of("Dog", "Cat"));
        assertTrue(m.isCellEditable(1, 1));
        assertFalse(m.isCellEditable(1, 0));
        m.setValueAt("Kitten", 1, 1);
        m.setValueAt("Dog", 0, 1); // unchanged: no edit
        assertEquals(List.of("1=Kitten"), asked);
        assertEquals("Cat", m.getValueAt(1, 1));
        assertEquals(2, m.getValueAt(1, 0));
        assertEquals(1, m.rowOf(" cat "));
        assertEquals(-1, m.rowOf("cow"));
    }

    @Test
    void theFormsColumnsShowAndEditAnItemsCasesGenderAndNumber() {
        List<String> asked = new ArrayList<>();
        ItemsTableModel m = new ItemsTableModel((row, text) -> asked.add(row + "=" + text),
                (row, column, text) -> asked.add(row + ":" + column + "=" + text));
        m.setItems(List.of("kot", "rybka"), java.util.Map.of("rybka", new org.gridwright.core.model.Forms(
                java.util.Map.of("gen", "rybki"), "f", null)), true);
        assertEquals(10, m.getColumnCount());
        assertEquals("Genitive", m.getColumnName(2));
        assertEquals("rybki", m.getValueAt(1, 2));
        assertEquals("f", m.getValueAt(1, 8));
        assertEquals("", m.getValueAt(0, 2));
        m.setValueAt("kota", 0, 2);
        m.setValueAt("rybki", 1, 2); // unchanged: no edit
        assertEquals(List.of("0:gen=kota"), asked);
        m.setItems(List.of("Dog"));
        assertEquals(2, m.getColumnCount(), "an English category without forms keeps its two columns");
    }

    @Test
    void classStatisticsRowsShowCountsAndProbability() {
        ClassStatsTableModel m = new ClassStatsTableModel();
        m.setStatistics(Statistics.of(DB));
        assertEquals(2, m.getRowCount());
        assertEquals("animals", m.getValueAt(0, 0));
        assertEquals(2, m.getValueAt(0, 2));
        assertEquals(5, m.getValueAt(0, 3));
        assertEquals(2, m.getValueAt(0, 5));
        assertEquals(3, m.getValueAt(0, 6));
        assertEquals(Format.percent(0.5), m.getValueAt(0, 7));
    }
}
