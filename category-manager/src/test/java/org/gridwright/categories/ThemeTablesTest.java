package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.Theme;
import org.gridwright.core.db.ThemePart;
import org.junit.jupiter.api.Test;

class ThemeTablesTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Test
    void everyThemeAndPartCellReadsBackUnchanged() {
        for (int r = 0; r < DB.themes().size(); r++) {
            for (int c = 0; c < ThemeTables.THEME_COLUMNS; c++) {
                String text = ThemeTables.themeCell(DB.themes().get(r), c);
                assertEquals(DB, ThemeTables.setThemeCell(DB, r, c, text), "theme " + r + " column " + c);
            }
            List<ThemePart> parts = DB.themes().get(r).parts();
            for (int p = 0; p < parts.size(); p++) {
                for (int c = 0; c < ThemeTables.PART_COLUMNS; c++) {
                    String text = ThemeTables.partCell(parts.get(p), c);
                    assertEquals(DB, ThemeTables.setPartCell(DB, r, p, c, text), "theme " + r + " part " + p + " column " + c);
                }
            }
        }
    }

    @Test
    void anEditedCellReplacesItsThemeInPlace() {
        int i = DB.themes().stream().map(Theme::name).toList().indexOf("pie_contest");
        CategoryDatabase d = ThemeTables.setThemeCell(DB, i, 7, "Pie Day | The Great Bake");
        assertEquals(List.of("Pie Day", "The Great Bake"), d.themes().get(i).titles());
        assertEquals(DB.themes().size(), d.themes().size());
        CategoryDatabase sized = ThemeTables.setThemeCell(DB, i, 3, "4-6");
        assertEquals(4, sized.themes().get(i).minItems());
        assertEquals(6, sized.themes().get(i).maxItems());
        assertThrows(IllegalArgumentException.class, () -> ThemeTables.setThemeCell(DB, i, 2, "six"));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> ThemeTables.setThemeCell(DB, i, 0, DB.themes().get(0).name()));
        assertTrue(twice.getMessage().contains(DB.themes().get(0).name()), twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ThemeTables.setThemeCell(DB, i, 8, "Oops {colour}."));
        CategoryDatabase ex = ThemeTables.setThemeCell(DB, i, 9, "Pie;Price | Place;Price");
        assertEquals(List.of(new Theme.Exclusion("Pie", "Price"), new Theme.Exclusion("Place", "Price")),
                ex.themes().get(i).exclusions());
        assertThrows(IllegalArgumentException.class, () -> ThemeTables.setThemeCell(DB, i, 9, "Pie"));
    }

    @Test
    void partCellsEditTheThemesWordsAndABlankPhraseFallsBackToTheCategorys() {
        int i = DB.themes().stream().map(Theme::name).toList().indexOf("pie_contest");
        CategoryDatabase d = ThemeTables.setPartCell(DB, i, 0, 6, "entered the @");
        ThemePart p = d.themes().get(i).parts().get(0);
        assertEquals("entered the @", p.phrases().is());
        assertEquals(DB.themes().get(i).parts().get(0).phrases().isNot(), p.phrases().isNot());
        assertNull(ThemeTables.setPartCell(DB, i, 0, 6, "").themes().get(i).parts().get(0).phrases());
        assertThrows(IllegalArgumentException.class, () -> ThemeTables.setPartCell(DB, i, 0, 6, "no item"));
        assertThrows(IllegalArgumentException.class, () -> ThemeTables.setPartCell(DB, i, 0, 0, "colour"));
    }

    @Test
    void newThemesAndPartsAreValidAndSaveWithTheDatabase() throws Exception {
        CategoryDatabase d = DB.withTheme(ThemeTables.newTheme(DB));
        assertEquals(DB.themes().size() + 1, d.themes().size());
        Theme t = d.themes().get(d.themes().size() - 1);
        CategoryDatabase e = d.replaceTheme(t.name(), t.withParts(List.of(ThemeTables.newPart(d, t))));
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("themes");
        e.save(dir);
        assertEquals(e.themes(), CategoryDatabase.load(dir).db().themes());
    }

    @Test
    void mergingBringsInThemes() {
        CategoryDatabase noThemes = DB.withThemes(List.of());
        assertEquals(DB.themes(), Merge.into(noThemes, DB).themes());
    }
}
