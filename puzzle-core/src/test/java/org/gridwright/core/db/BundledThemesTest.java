package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.gridwright.core.model.Category;
import org.junit.jupiter.api.Test;

/** The themes of the built-in English database: enough of them, for every size, and each able to draw. */
class BundledThemesTest {
    private static final CategoryDatabase DB = CategoryDatabase.bundled();

    @Test
    void shipsAtLeastFortyThemes() {
        assertTrue(DB.themes().size() >= 40, "themes: " + DB.themes().size());
        assertEquals(DB.themes().size(), DB.themes().stream().map(Theme::name).distinct().count());
    }

    @Test
    void everySizeFromThreeByThreeToEightByEightHasSeveralThemes() {
        for (int cats = 3; cats <= 8; cats++) {
            for (int k = 3; k <= 8; k++) {
                int drawable = drawableThemes(cats, k);
                assertTrue(drawable >= (cats >= 7 ? 3 : 10),
                        cats + "×" + k + ": only " + drawable + " themes draw every time");
            }
        }
    }

    /** Nine and ten categories (10×10 is a benchmarked size) are set in a story too, up to ten items each. */
    @Test
    void nineAndTenCategoriesOfUpToTenItemsHaveSeveralThemes() {
        for (int cats = 9; cats <= 10; cats++) {
            for (int k = 3; k <= 10; k++) {
                int drawable = drawableThemes(cats, k);
                assertTrue(drawable >= (cats == 9 ? 5 : 3),
                        cats + "×" + k + ": only " + drawable + " themes draw every time");
            }
        }
    }

    @Test
    void everyThemeDrawsAtTheEdgesOfItsRange() {
        List<String> failed = new ArrayList<>();
        for (Theme t : DB.themes()) {
            for (int cats : new int[] {t.minCategories(), t.maxCategories()}) {
                for (int k : new int[] {Math.max(3, t.minItems()), Math.min(8, t.maxItems())}) {
                    if (!drawsAlways(t, cats, k, 5)) {
                        failed.add(t.name() + " " + cats + "×" + k);
                    }
                }
            }
        }
        assertEquals(List.of(), failed);
    }

    /** How many of the themes serving this size draw it with 3 seeds out of 3. */
    private static int drawableThemes(int cats, int k) {
        int drawable = 0;
        for (Theme t : DB.themesFor(cats, k)) {
            if (drawsAlways(t, cats, k, 3)) {
                drawable++;
            }
        }
        return drawable;
    }

    /** True when 5 seeds each draw the theme at this size with one ordered category. */
    private static boolean drawsAlways(Theme t, int cats, int k, int seeds) {
        for (int seed = 0; seed < seeds; seed++) {
            DrawRequest req = DrawRequest.of(cats, k).withOrdinal(0, cats - 1).withNumerical(0, cats - 1)
                    .withOrdered(1);
            try {
                ThemedDraw d = DB.drawThemed(new SplittableRandom(seed), t.name(), req);
                check(t, d, cats, k);
            } catch (DrawException e) {
                return false;
            }
        }
        return true;
    }

    private static void check(Theme t, ThemedDraw d, int cats, int k) {
        assertEquals(cats, d.categories().size());
        assertEquals(d.cast(), d.categories().get(0).name());
        Set<String> names = new HashSet<>();
        Set<String> items = new HashSet<>();
        boolean ordered = false;
        for (Category c : d.categories()) {
            assertEquals(k, c.size(), t.name() + ": " + c.name());
            assertTrue(names.add(c.name().toLowerCase(Locale.ROOT)), t.name() + ": heading twice " + c.name());
            for (int i = 0; i < k; i++) {
                assertTrue(items.add(c.display(i).toLowerCase(Locale.ROOT)), t.name() + ": item twice " + c.display(i));
            }
            ordered |= c.kind().isOrdered();
            if (c != d.categories().get(0)) {
                assertTrue(c.phrases().isPresent(), t.name() + ": " + c.name() + " has no phrases");
            }
        }
        assertTrue(ordered, t.name() + ": no ordered category");
        assertFalse(d.title().contains("{") || d.intro().contains("{"), d.title() + " / " + d.intro());
        assertTrue(d.intro().endsWith("."), d.intro());
    }

    @Test
    void titlesAndIntroductionsAreFilledAndSayTheCount() {
        for (Theme t : DB.themes()) {
            int k = Math.max(3, t.minItems());
            ThemedDraw d;
            try {
                d = DB.drawThemed(new SplittableRandom(7), t.name(), DrawRequest.of(t.minCategories(), k)
                        .withOrdinal(0, 8).withNumerical(0, 8));
            } catch (DrawException e) {
                throw new AssertionError(t.name() + ": " + e.getMessage(), e);
            }
            assertNotNull(d.title());
            String words = ThemeText.get("count." + k);
            assertTrue(d.intro().toLowerCase(Locale.ROOT).contains(words), t.name() + ": " + d.intro());
            List<String> headings = d.categories().stream().map(Category::name).toList();
            assertFalse(d.title().contains(String.join(", ", headings)), d.title());
        }
    }

    /** The phrases a theme gives read as the database's own must: predicates, no article before the item. */
    @Test
    void everyPartsPhrasesAreWellFormed() {
        for (Theme t : DB.themes()) {
            for (ThemePart p : t.parts()) {
                String where = t.name() + " " + p.ref();
                assertTrue(p.ask() != null, where + ": says what the reader finds out");
                if (p.phrases() == null) {
                    continue;
                }
                org.gridwright.core.model.Phrases ph = p.phrases();
                for (String s : new String[] {ph.is(), ph.isNot(), ph.less(), ph.more()}) {
                    if (s != null) {
                        assertTrue(Character.isLowerCase(s.codePointAt(0)), where + ": " + s);
                        assertFalse(s.matches(".*\\b(a|an) @.*"), where + ": no article agrees with every item: " + s);
                        assertFalse(s.contains("  ") || s.endsWith("."), where + ": " + s);
                    }
                }
                assertTrue(ph.isNot().contains("not"), where + ": " + ph.isNot());
                if (ph.ordered()) {
                    for (String c : new String[] {ph.less(null), ph.less("two"), ph.more(null), ph.more("two")}) {
                        // the other entity follows the comparative: "paid less than Ida", "finished two places behind Ida"
                        assertTrue(c.matches(".* (than|of|before|after|behind|below|above)"), where + ": " + c);
                    }
                }
            }
        }
    }

    @Test
    void noThemeDrawsAnExcludedPair() {
        Theme birthdays = DB.theme("birthdays").orElseThrow();
        assertFalse(birthdays.exclusions().isEmpty());
        for (int seed = 0; seed < 200; seed++) {
            ThemedDraw d;
            try {
                d = DB.drawThemed(new SplittableRandom(seed), "birthdays",
                        DrawRequest.of(Math.min(5, birthdays.maxCategories()), 4).withOrdinal(0, 4)
                                .withNumerical(0, 4));
            } catch (DrawException e) {
                throw new AssertionError(e);
            }
            List<String> names = d.categories().stream().map(Category::name).toList();
            assertFalse(names.contains("Month") && names.contains("Sign"), names.toString());
        }
    }
}
