package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Phrases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Themes in files: read, written, reported when malformed; a database without them reads as before. */
class ThemeStoreTest {
    @TempDir
    Path tmp;

    static CategoryDatabase withTheme() {
        Theme t = new Theme("fair", 2, 2, 3, 2, 3, "baker|bakers", List.of("people/names"), "Baker",
                List.of("The {Count} Bakers", "Fair Day"), List.of("{Count} {nouns} baked. Find {asks}."),
                List.of(new ThemePart(ThemePart.Kind.CATEGORY, "order/days", 1, "Day", List.of(), "the day",
                        Phrases.of("baked on @", "did not bake on @")),
                        new ThemePart(ThemePart.Kind.NUMBER, "$@", 2, "Price", List.of("s"), "the price",
                                new Phrases("sold for @", "did not sell for @", "sold for @ less than",
                                        "sold for @ more than"))),
                List.of(new Theme.Exclusion("Day", "Price")));
        return RoundTripTest.handMade().withTheme(t);
    }

    @Test
    void themesSurviveARoundTrip() throws IOException {
        CategoryDatabase db = withTheme();
        db.save(tmp);
        assertTrue(Files.isRegularFile(tmp.resolve("themes.csv")));
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(db, r.db());
        assertEquals(db.themes(), r.db().themes());
    }

    @Test
    void aDatabaseWithoutThemesReadsAndSavesAsBefore() throws IOException {
        CategoryDatabase db = RoundTripTest.handMade();
        db.save(tmp);
        assertFalse(Files.exists(tmp.resolve("themes.csv")), "no theme files appear in a database without themes");
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of(), r.db().themes());
    }

    @Test
    void removingTheLastThemeEmptiesTheFileRatherThanKeepingTheOld() throws IOException {
        withTheme().save(tmp);
        withTheme().withoutTheme("fair").save(tmp);
        assertEquals(List.of(), CategoryDatabase.load(tmp).db().themes());
    }

    @Test
    void malformedRowsAreReportedWithFileAndLineAndTheRestIsRead() throws IOException {
        withTheme().save(tmp);
        Files.writeString(tmp.resolve("themes.csv"), String.join("\n",
                "theme,weight,categories,items,noun,cast,cast_name,title,intro",
                "fair,2,2-3,2-3,baker|bakers,people/names,Baker,Fair Day,{Count} bakers.",
                "fair,1,,,x,people/names,,T,I.",
                "nocast,1,,,x,people/none,,T,I.",
                "badtitle,1,9-3,,x,people/names,,Oops {colour},I.",
                ""), StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("theme_parts.csv"), String.join("\n",
                "theme,part,value,weight,name,scheme,ask,phrase,phrase_not,phrase_less,phrase_more,phrase_amount",
                "fair,category,order/days,1,,,,baked on @,did not bake on @,,,",
                "fair,category,order/nope,1,,,,,,,,",
                "fair,colour,x,1,,,,,,,,",
                "fair,number,$@,1,Price,s;nope,,,,,,",
                "fair,exclude,Day,,,,,,,,,",
                "ghost,category,order/days,1,,,,,,,,",
                "badtitle,category,order/days,1,,,,,,,,",
                "nocast,category,order/days,1,,,,,,,,",
                ""), StandardCharsets.UTF_8);
        LoadResult r = CategoryDatabase.load(tmp);
        List<String> seen = r.problems().stream().map(Problem::toString).toList();
        assertTrue(seen.contains("themes.csv:3: " + ThemeText.get("load.themeTwice", "fair", 2)), seen.toString());
        assertTrue(seen.stream().anyMatch(s -> s.startsWith("themes.csv:4: ")), seen.toString());
        assertTrue(seen.stream().anyMatch(s -> s.startsWith("themes.csv:5: ") && s.contains("9-3")), seen.toString());
        assertTrue(seen.stream().anyMatch(s -> s.startsWith("themes.csv:5: ") && s.contains("{colour}")),
                seen.toString());
        assertTrue(seen.contains("theme_parts.csv:3: " + ThemeText.get("load.unknownCategory", "order/nope")), seen.toString());
        assertTrue(seen.contains("theme_parts.csv:4: " + ThemeText.get("load.badPart", "colour")), seen.toString());
        assertTrue(seen.contains("theme_parts.csv:5: " + ThemeText.get("load.unknownScheme", "nope")), seen.toString());
        assertTrue(seen.contains("theme_parts.csv:6: " + ThemeText.get("load.badExclusion", "Day")), seen.toString());
        assertTrue(seen.contains("theme_parts.csv:7: " + ThemeText.get("load.unknownTheme", "ghost")), seen.toString());
        assertEquals(List.of("fair"), r.db().themes().stream().map(Theme::name).toList());
        Theme fair = r.db().themes().get(0);
        assertEquals(2, fair.parts().size(), "the good rows of the theme are kept");
        assertEquals(List.of("s"), fair.parts().get(1).schemes());
    }

    @Test
    void aThemeNamedThatDoesNotExistIsRefusedWithCloseNames() {
        CategoryDatabase db = CategoryDatabase.bundled();
        DrawException e = assertThrows(DrawException.class,
                () -> db.drawThemed(new SplittableRandom(1), "pie_contset", DrawRequest.of(3, 4)));
        assertTrue(e.getMessage().contains("pie_contest"), e.getMessage());
        DrawException size = assertThrows(DrawException.class,
                () -> db.drawThemed(new SplittableRandom(1), "pie_contest", DrawRequest.of(8, 4)));
        assertTrue(size.getMessage().contains("pie_contest"), size.getMessage());
    }

    @Test
    void aSmallThemeFillsItsTemplates() throws DrawException {
        ThemedDraw d = withTheme().drawThemed(new SplittableRandom(3), "fair", DrawRequest.of(2, 3).withOrdinal(0, 1)
                .withNumerical(0, 1).withOrdered(1));
        assertEquals("Baker", d.cast());
        assertTrue(d.title().equals("The Three Bakers") || d.title().equals("Fair Day"), d.title());
        assertTrue(d.intro().startsWith("Three bakers baked. Find the "), d.intro());
    }

    /** Any draw by weight from the bundled themes: the cast first, k items each, nothing twice, an ordered one. */
    @Property(tries = 60)
    void drawsByWeightAreWellFormed(@ForAll @IntRange(min = 3, max = 8) int cats,
            @ForAll @IntRange(min = 3, max = 8) int k, @ForAll long seed) throws DrawException {
        CategoryDatabase db = CategoryDatabase.bundled();
        ThemedDraw d = db.drawThemed(new SplittableRandom(seed), null, DrawRequest.of(cats, k)
                .withOrdinal(0, cats - 1).withNumerical(0, cats - 1).withOrdered(1));
        Theme t = db.theme(d.theme()).orElseThrow();
        assertTrue(t.fits(cats, k));
        assertEquals(d.cast(), d.categories().get(0).name());
        assertTrue(d.categories().stream().skip(1).anyMatch(c -> c.kind().isOrdered()));
        java.util.Set<String> items = new java.util.HashSet<>();
        for (Category c : d.categories()) {
            assertEquals(k, c.size());
            for (int i = 0; i < k; i++) {
                assertTrue(items.add(c.display(i).toLowerCase(java.util.Locale.ROOT)), c.display(i));
            }
        }
    }
}
