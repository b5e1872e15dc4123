package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class ItemEditsTest {
    private static final DbCategory PETS = DbCategory.of("animals", "pets", CategoryKind.CATEGORICAL, 1,
            List.of("dog", "cat", "parrot"));
    private static final DbCategory FLOORS = DbCategory.of("places", "floors", CategoryKind.ORDINAL, 1,
            List.of("ground", "first", "second"));
    private static final DbCategory HEIGHTS = new DbCategory("nature", "heights", CategoryKind.NUMERICAL, 1,
            null, null, "@ m", List.of("10", "20", "40"));

    @Test
    void formsAreSetOneCellAtATimeAndFollowARenamedItem() {
        DbCategory withGen = ItemEdits.setForm(PETS, 1, "gen", " kota ");
        DbCategory both = ItemEdits.setForm(withGen, 1, "gender", "m");
        assertEquals("kota", both.forms().get("cat").form("gen"));
        assertEquals("m", both.forms().get("cat").gender());
        DbCategory renamed = ItemEdits.rename(both, 1, "kot");
        assertEquals("kota", renamed.forms().get("kot").form("gen"));
        assertTrue(!renamed.forms().containsKey("cat"));
        assertTrue(ItemEdits.setForm(ItemEdits.setForm(both, 1, "gen", ""), 1, "gender", "").forms().isEmpty(),
                "blank clears");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ItemEdits.setForm(PETS, 0, "gender", "x"));
        assertTrue(e.getMessage().contains("'x' is not a gender"), e.getMessage());
    }

    @Test
    void addGoesAtTheEndOrWhereItsNumberBelongs() {
        ItemEdits.Added a = ItemEdits.add(PETS, " hamster ");
        assertEquals(List.of("dog", "cat", "parrot", "hamster"), a.category().items());
        assertEquals(3, a.row());
        ItemEdits.Added n = ItemEdits.add(HEIGHTS, "30");
        assertEquals(List.of("10", "20", "30", "40"), n.category().items());
        assertEquals(2, n.row());
        assertEquals(0, ItemEdits.add(HEIGHTS, "5").row());
    }

    @Test
    void anItemTwiceOrBlankIsRefusedWithTheCategoryNamed() {
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> ItemEdits.add(PETS, "cat"));
        assertTrue(twice.getMessage().contains("animals/pets"), twice.getMessage());
        assertTrue(twice.getMessage().contains("cat"), twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ItemEdits.rename(PETS, 0, "  "));
        assertThrows(IllegalArgumentException.class, () -> ItemEdits.add(HEIGHTS, "tall"));
        assertThrows(IllegalArgumentException.class, () -> ItemEdits.rename(HEIGHTS, 0, "25"),
                "numbers stay ascending");
    }

    @Test
    void removeTakesEveryChosenRowOnce() {
        assertEquals(List.of("cat"), ItemEdits.remove(PETS, 2, 0, 2).items());
        assertEquals(List.of(), ItemEdits.remove(PETS, 0, 1, 2).items());
    }

    @Test
    void renameKeepsThePlace() {
        assertEquals(List.of("dog", "kitten", "parrot"), ItemEdits.rename(PETS, 1, "kitten").items());
    }

    @Test
    void moveChangesTheOrderOfAnOrdinalAndStopsAtTheEnds() {
        assertEquals(List.of("first", "ground", "second"), ItemEdits.move(FLOORS, 0, 1).items());
        assertEquals(List.of("second", "ground", "first"), ItemEdits.move(FLOORS, 2, -5).items());
        assertEquals(FLOORS.items(), ItemEdits.move(FLOORS, 2, 1).items());
    }

    @Test
    void sortIsAlphabeticalInTheLanguageAndNumericForNumbers() {
        DbCategory mixed = DbCategory.of("x", "y", CategoryKind.CATEGORICAL, 1, List.of("b", "Á", "a", "C"));
        assertEquals(List.of("a", "Á", "b", "C"), ItemEdits.sort(mixed, Locale.ENGLISH).items());
        assertEquals(HEIGHTS.items(), ItemEdits.sort(HEIGHTS, Locale.ENGLISH).items());
        assertEquals("@ m", ItemEdits.sort(HEIGHTS, Locale.ENGLISH).label(), "everything else is kept");
    }
}
