package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** Puzzles set in a theme: its cast, noun, title and introduction, the same bytes for the same seed. */
class GeneratorThemeTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Test
    void aNamedThemeGivesItsCastNounTitleAndIntroduction() throws Exception {
        GeneratorSettings s = GeneratorSettings.of(4, 5, 11).withTheme("pet_adoption");
        Puzzle p = Generator.generate(s, DB, "bundled", Monitor.NONE);
        assertEquals("Name", p.cast());
        assertEquals(p.cast(), p.category(0).name());
        assertEquals("friend|friends", p.noun());
        assertTrue(List.of("Adoption Day", "New Best Friends", "Home at Last").contains(p.title()), p.title());
        assertTrue(p.intro().startsWith("Five friends each adopted a different pet"), p.intro());
        String json = PuzzleWriter.toJson(p);
        assertTrue(json.contains("\"theme\": \"pet_adoption\""), "the settings name the theme asked for");
        Puzzle back = PuzzleReader.parse(json, "generated");
        assertEquals(p.intro(), back.intro());
        assertEquals(p.cast(), back.cast());
    }

    @Test
    void theSameSeedGivesTheSameBytesAndTheThemeIsDrawnByWeight() throws Exception {
        Set<String> titles = new HashSet<>();
        for (long seed = 1; seed <= 12; seed++) {
            GeneratorSettings s = GeneratorSettings.of(4, 4, seed);
            Puzzle a = Generator.generate(s, DB, "bundled", Monitor.NONE);
            Puzzle b = Generator.generate(s, DB, "bundled", Monitor.NONE);
            assertEquals(PuzzleWriter.toJson(a), PuzzleWriter.toJson(b));
            assertNotNull(a.intro());
            assertNotNull(a.cast());
            List<String> headings = a.categories().stream().map(Category::name).toList();
            assertTrue(!a.title().contains(headings.get(1)) || !a.title().contains(headings.get(2)), a.title());
            titles.add(a.title());
        }
        assertTrue(titles.size() >= 6, "themes vary from seed to seed: " + titles);
    }

    /** Nine and ten categories used to fit no theme: a list of headings for a title, no introduction, no cast. */
    @Test
    void puzzlesOfNineAndTenCategoriesAreSetInATheme() throws Exception {
        Set<String> titles = new HashSet<>();
        int[][] sizes = {{9, 5, 3}, {10, 5, 3}, {10, 10, 1}}; // categories, items, seeds (10×10 takes a second)
        for (int[] size : sizes) {
            for (long seed = 1; seed <= size[2]; seed++) {
                Puzzle p = Generator.generate(GeneratorSettings.of(size[0], size[1], seed), DB, "bundled",
                        Monitor.NONE);
                String where = size[0] + "×" + size[1] + " seed " + seed + ": ";
                assertEquals(size[0], p.categories().size());
                assertNotNull(p.cast(), where + "no cast");
                assertEquals(p.cast(), p.category(0).name(), where + "the cast is the first category");
                assertNotNull(p.intro(), where + "no introduction");
                assertTrue(p.intro().endsWith(".") && !p.intro().contains("{"), where + p.intro());
                List<String> headings = p.categories().stream().map(Category::name).toList();
                long named = headings.stream().filter(h -> p.title().contains(h)).count();
                assertTrue(named < 2, where + "the title lists headings: " + p.title());
                titles.add(p.title());
            }
        }
        assertTrue(titles.size() >= 3, "more than one story serves these sizes: " + titles);
    }

    @Test
    void anUnknownThemeIsRefusedNamingCloseOnes() {
        GenerationException e = assertThrows(GenerationException.class, () -> Generator.generate(
                GeneratorSettings.of(4, 5, 1).withTheme("pet_adopton"), DB, "bundled", Monitor.NONE));
        assertTrue(e.getMessage().contains("pet_adoption"), e.getMessage());
    }

    @Test
    void aDatabaseWithoutThemesGeneratesAsBefore() throws Exception {
        CategoryDatabase plain = DB.withThemes(List.of());
        Puzzle p = Generator.generate(GeneratorSettings.of(3, 4, 5), plain, "plain", Monitor.NONE);
        assertNull(p.cast());
        assertNull(p.intro());
        List<String> names = p.categories().stream().map(Category::name).toList();
        assertTrue(p.title().contains(names.get(0)) && p.title().contains(names.get(2)), p.title());
    }
}
