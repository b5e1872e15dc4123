package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.LabelPattern;
import org.gridwright.core.db.NumberScheme;
import org.gridwright.core.db.SchemeType;
import org.gridwright.core.db.WeightedValue;
import org.junit.jupiter.api.Test;

class NumberTablesTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Test
    void everySchemeAndLabelCellReadsBackUnchanged() {
        for (int r = 0; r < DB.schemes().size(); r++) {
            for (int c = 0; c < NumberTables.SCHEME_COLUMNS; c++) {
                String text = NumberTables.schemeCell(DB.schemes().get(r), c);
                assertEquals(DB, NumberTables.setSchemeCell(DB, r, c, text), "scheme " + r + " column " + c);
            }
        }
        for (int r = 0; r < DB.labels().size(); r++) {
            for (int c = 0; c < NumberTables.LABEL_COLUMNS; c++) {
                String text = NumberTables.labelCell(DB.labels().get(r), c);
                assertEquals(DB, NumberTables.setLabelCell(DB, r, c, text), "label " + r + " column " + c);
            }
        }
    }

    @Test
    void anEditedCellReplacesItsRowInPlace() {
        CategoryDatabase d = NumberTables.setSchemeCell(DB, 1, 5, "2:3, 5");
        NumberScheme s = d.schemes().get(1);
        assertEquals(List.of(WeightedValue.of("2", 3), WeightedValue.of("5", 1)), s.steps());
        assertEquals(DB.schemes().get(1).name(), s.name());
        assertEquals(DB.schemes().size(), d.schemes().size());
        IllegalArgumentException one = assertThrows(IllegalArgumentException.class,
                () -> NumberTables.setSchemeCell(NumberTables.setSchemeCell(DB, 0, 5, "1"), 0, 1, "geometric"));
        assertTrue(one.getMessage().contains(DB.schemes().get(0).name()), "the scheme is named: " + one.getMessage());
        CategoryDatabase g = NumberTables.setSchemeCell(NumberTables.setSchemeCell(DB, 0, 5, "2"), 0, 1, "Geometric");
        assertEquals(SchemeType.GEOMETRIC, g.schemes().get(0).type());
        int years = DB.schemes().stream().map(NumberScheme::name).toList().indexOf("years");
        CategoryDatabase y = NumberTables.setSchemeCell(DB, years, 6, " Year , Age ");
        assertEquals(List.of("Year", "Age"), y.schemes().get(years).labels());
        assertEquals(List.of(), NumberTables.setSchemeCell(y, years, 6, "").schemes().get(years).labels());
        CategoryDatabase l = NumberTables.setLabelCell(DB, 2, 3, "integer; > 10");
        assertEquals("integer; > 10", NumberTables.labelCell(l.labels().get(2), 3));
        assertEquals(DB.labels().get(2).pattern(), l.labels().get(2).pattern());
    }

    @Test
    void phraseCellsEditTheLabelsPhrasesAndOtherEditsKeepThem() {
        int kg = DB.labels().stream().map(LabelPattern::pattern).toList().indexOf("@ kg");
        CategoryDatabase d = NumberTables.setLabelCell(DB, kg, 4, "weighs exactly @");
        assertEquals("weighs exactly @", d.labels().get(kg).phrases().is());
        assertEquals(DB.labels().get(kg).phrases().more(), d.labels().get(kg).phrases().more());
        CategoryDatabase w = NumberTables.setLabelCell(d, kg, 2, "7");
        assertEquals(d.labels().get(kg).phrases(), w.labels().get(kg).phrases(), "a weight edit keeps the phrases");
        CategoryDatabase c = NumberTables.setLabelCell(w, kg, 3, "positive");
        assertEquals(d.labels().get(kg).phrases(), c.labels().get(kg).phrases());
        CategoryDatabase plain = NumberTables.setLabelCell(DB, kg, 6, "");
        assertEquals(null, plain.labels().get(kg).phrases().less(), "comparatives go together");
        assertEquals(null, plain.labels().get(kg).phrases().more());
        assertEquals(DB.labels().get(kg).phrases().is(), plain.labels().get(kg).phrases().is());
        assertEquals(null, NumberTables.setLabelCell(DB, kg, 5, " ").labels().get(kg).phrases(),
                "without its negation the predicate goes, and the comparatives with it");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NumberTables.setLabelCell(DB, kg, 5, "is not heavy"));
        assertTrue(e.getMessage().contains("@"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> NumberTables.setLabelCell(plain, kg, 6, "is lighter than"),
                "one comparative alone");
        assertEquals("Phrase (@ = the value)", NumberTables.labelColumn(4));
    }

    @Test
    void theAmountCellEditsTheAmountAlone() {
        int kg = DB.labels().stream().map(LabelPattern::pattern).toList().indexOf("@ kg");
        int time = DB.labels().stream().map(LabelPattern::pattern).toList().indexOf("@:00");
        assertEquals("@ hour|@ hours", NumberTables.labelCell(DB.labels().get(time), 8));
        assertEquals("", NumberTables.labelCell(DB.labels().get(kg), 8));
        CategoryDatabase d = NumberTables.setLabelCell(DB, kg, 8, "@ kilo|@ kilos");
        assertEquals("@ kilo|@ kilos", d.labels().get(kg).phrases().amount());
        assertEquals(DB.labels().get(kg).phrases().withAmount("@ kilo|@ kilos"), d.labels().get(kg).phrases(),
                "the other phrases stay");
        assertEquals(DB.labels().get(kg).phrases(), NumberTables.setLabelCell(d, kg, 8, " ").labels().get(kg)
                .phrases(), "blank: no amount, the rest stays");
        assertEquals(null, NumberTables.setLabelCell(DB, time, 4, "").labels().get(time).phrases(),
                "without a predicate the amount goes too");
        assertEquals("@ hour|@ hours", NumberTables.setLabelCell(DB, time, 7, "").labels().get(time).phrases()
                .amount(), "clearing the comparatives keeps the amount");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NumberTables.setLabelCell(DB, kg, 8, "@ kilo|kilos"));
        assertTrue(e.getMessage().contains("needs @ where the number goes"), e.getMessage());
        assertEquals(9, NumberTables.LABEL_COLUMNS);
        assertTrue(NumberTables.labelColumn(8).startsWith("Amount"), NumberTables.labelColumn(8));
    }

    @Test
    void badCellTextIsRefusedWithAReason() {
        IllegalArgumentException type = assertThrows(IllegalArgumentException.class,
                () -> NumberTables.setSchemeCell(DB, 0, 1, "random"));
        assertTrue(type.getMessage().contains("random"), type.getMessage());
        assertThrows(IllegalArgumentException.class, () -> NumberTables.setSchemeCell(DB, 0, 3, "one:2"));
        assertThrows(IllegalArgumentException.class, () -> NumberTables.setSchemeCell(DB, 0, 5, "0"),
                "a step must be above 0");
        assertThrows(IllegalArgumentException.class, () -> NumberTables.setSchemeCell(DB, 0, 2, "-1"));
        assertThrows(IllegalArgumentException.class, () -> NumberTables.setLabelCell(DB, 0, 3, "prime"));
    }

    @Test
    void newRowsGetNamesNotYetUsed() {
        CategoryDatabase d = CategoryDatabase.empty();
        NumberScheme a = NumberTables.newScheme(d);
        d = d.withScheme(a);
        NumberScheme b = NumberTables.newScheme(d);
        assertEquals("scheme", a.name());
        assertEquals("scheme_2", b.name());
        LabelPattern x = NumberTables.newLabel(d);
        d = d.withLabel(x);
        assertEquals("Number 2", NumberTables.newLabel(d).name());
    }
}
