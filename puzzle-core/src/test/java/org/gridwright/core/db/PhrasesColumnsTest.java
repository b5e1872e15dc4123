package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Phrases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The phrase columns of categories.csv and labels.csv: optional, checked, saved, and drawn into puzzles. */
class PhrasesColumnsTest {
    private static final Phrases WEARS = Phrases.of("wears the @", "does not wear the @");
    private static final Phrases PAID = new Phrases("paid @, \"cash\"", "did not pay @", "paid @ less than",
            "paid @ more than");
    private static final Phrases ARRIVED = new Phrases("arrived at @", "did not arrive at @",
            "arrived [@ ]earlier than", "arrived [@ ]later than", "@ hour|@ hours");

    @TempDir
    Path tmp;

    private void write(String file, String text) throws IOException {
        Files.writeString(tmp.resolve(file), text, StandardCharsets.UTF_8);
    }

    private static CategoryDatabase withPhrases() {
        return new CategoryDatabase(List.of(new DbClass("people", 1), new DbClass("things", 1)),
                List.of(DbCategory.of("people", "names", CategoryKind.CATEGORICAL, 1, List.of("Ann", "Bob", "Cy")),
                        DbCategory.of("things", "clothes", CategoryKind.CATEGORICAL, 1,
                                List.of("jeans", "shirt", "coat")).withPhrases(WEARS),
                        new DbCategory("things", "sizes", CategoryKind.NUMERICAL, 1, "Shoe", null, "EU @",
                                List.of("36", "37", "38"), new Phrases("wears @ shoes", "does not wear @ shoes",
                                        "wears smaller shoes than", "wears larger shoes than", "@ size|@ sizes"))),
                List.of(new NumberScheme("prices", SchemeType.ARITHMETIC, 1, List.of(WeightedValue.of("2", 1)),
                        List.of(), List.of(WeightedValue.of("1", 1)), List.of())),
                List.of(LabelPattern.of("€@", "Price", 1, "positive").withPhrases(PAID),
                        LabelPattern.of("@ kg", "Weight", 1, "positive"),
                        LabelPattern.of("@:00", "Time", 1, "integer").withPhrases(ARRIVED)));
    }

    @Test
    void phrasesAreSavedAndLoadedBack() throws IOException {
        CategoryDatabase db = withPhrases();
        db.save(tmp);
        String cats = Files.readString(tmp.resolve("categories.csv"));
        assertTrue(cats.startsWith("class,category,kind,weight,name,subset,label,phrase,phrase_not,phrase_less,"
                + "phrase_more,phrase_amount\n"), cats);
        assertTrue(cats.contains("things,clothes,categorical,1,Clothes,,,wears the @,does not wear the @,,,\n"), cats);
        assertTrue(cats.contains("things,sizes,numerical,1,Shoe,,EU @,wears @ shoes,does not wear @ shoes,"
                + "wears smaller shoes than,wears larger shoes than,@ size|@ sizes\n"), cats);
        String labels = Files.readString(tmp.resolve("labels.csv"));
        assertTrue(labels.startsWith("pattern,name,weight,conditions,phrase,phrase_not,phrase_less,phrase_more,"
                + "phrase_amount\n"), labels);
        assertTrue(labels.contains("€@,Price,1,positive,\"paid @, \"\"cash\"\"\",did not pay @,paid @ less than,"
                + "paid @ more than,\n"), labels);
        assertTrue(labels.contains("@:00,Time,1,integer,arrived at @,did not arrive at @,arrived [@ ]earlier than,"
                + "arrived [@ ]later than,@ hour|@ hours\n"), labels);
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(db, r.db());
        assertEquals(WEARS, r.db().category("things", "clothes").orElseThrow().phrases());
        assertEquals(PAID, r.db().labels().get(0).phrases());
        assertNull(r.db().labels().get(1).phrases());
        assertEquals(ARRIVED, r.db().labels().get(2).phrases());
        assertEquals("@ size|@ sizes", r.db().category("things", "sizes").orElseThrow().phrases().amount());
        assertNull(r.db().category("people", "names").orElseThrow().phrases());
    }

    @Test
    void filesWithoutThePhraseColumnsStillLoad() throws IOException {
        write("classes.csv", "class,weight\npeople,1\nthings,1\n");
        write("categories.csv", "class,category,kind,weight,name,subset,label\n"
                + "people,names,categorical,1,Name,,\nthings,clothes,categorical,1,Garment,,\n");
        write("items.csv", "class,category,item\npeople,names,Ann\npeople,names,Bob\n"
                + "things,clothes,jeans\nthings,clothes,shirt\n");
        write("labels.csv", "pattern,name,weight,conditions\n@ kg,Weight,1,positive\n");
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(2, r.db().categories().size());
        assertTrue(r.db().categories().stream().allMatch(c -> c.phrases() == null));
        assertNull(r.db().labels().get(0).phrases());
        r.db().save(tmp);
        assertEquals(r.db(), CategoryDatabase.load(tmp).db(), "saved with the new columns, blank");
    }

    @Test
    void aDatabaseWrittenBeforeTheAmountColumnLoadsUnchangedAndSavesIt() throws IOException {
        write("classes.csv", "class,weight\nthings,1\n");
        write("categories.csv", """
                class,category,kind,weight,name,subset,label,phrase,phrase_not,phrase_less,phrase_more
                things,sizes,numerical,1,Shoe,,EU @,wears @ shoes,does not wear @ shoes,wears smaller shoes than,wears larger shoes than
                """);
        write("items.csv", "class,category,item\nthings,sizes,36\nthings,sizes,37\n");
        write("labels.csv", """
                pattern,name,weight,conditions,phrase,phrase_not,phrase_less,phrase_more
                Room @,Room,5,integer; positive,is staying in @,is not staying in @,is staying in a lower room than,is staying in a higher room than
                """);
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        Phrases shoes = r.db().category("things", "sizes").orElseThrow().phrases();
        assertEquals(new Phrases("wears @ shoes", "does not wear @ shoes", "wears smaller shoes than",
                "wears larger shoes than"), shoes);
        assertNull(shoes.amount());
        assertNull(r.db().labels().get(0).phrases().amount());
        r.db().save(tmp);
        assertTrue(Files.readString(tmp.resolve("labels.csv")).startsWith(
                "pattern,name,weight,conditions,phrase,phrase_not,phrase_less,phrase_more,phrase_amount\n"));
        assertEquals(r.db(), CategoryDatabase.load(tmp).db());
        DbCategory withAmount = r.db().category("things", "sizes").orElseThrow()
                .withPhrases(shoes.withAmount("@ size|@ sizes"));
        CategoryDatabase edited = r.db().withCategory(withAmount);
        edited.save(tmp);
        assertEquals(edited, CategoryDatabase.load(tmp).db(), "the amount is saved and read back");
    }

    @Test
    void aBadAmountIsReportedWithFileAndLineAndTheOtherPhrasesAreKept() throws IOException {
        write("classes.csv", "class,weight\nthings,1\n");
        write("categories.csv", """
                class,category,kind,weight,name,subset,label,phrase,phrase_not,phrase_less,phrase_more,phrase_amount
                things,days,categorical,1,,,,comes on @,does not come on @,,,@ days
                """);
        write("items.csv", "class,category,item\nthings,days,Mon\nthings,days,Tue\n");
        write("labels.csv", """
                pattern,name,weight,conditions,phrase,phrase_not,phrase_less,phrase_more,phrase_amount
                @:00,Time,1,integer,arrived at @,did not arrive at @,arrived earlier than,arrived later than,@ hour|hours
                """);
        LoadResult r = CategoryDatabase.load(tmp);
        List<String> got = r.problems().stream().map(p -> p.file() + ":" + p.line() + ": " + p.message()).toList();
        assertEquals(List.of("categories.csv:2: phrase_amount is only for numerical and ordinal categories; the amount was ignored",
                "labels.csv:2: phrase_amount needs @ where the number goes, in each of its forms "
                        + "(e.g. @ hour|@ hours); the amount was ignored"), got);
        assertEquals(Phrases.of("comes on @", "does not come on @"),
                r.db().category("things", "days").orElseThrow().phrases());
        assertEquals(new Phrases("arrived at @", "did not arrive at @", "arrived earlier than", "arrived later than"),
                r.db().labels().get(0).phrases());
    }

    @Test
    void badPhrasesAreReportedWithFileAndLineAndTheRowIsReadWithout() throws IOException {
        write("classes.csv", "class,weight\nthings,1\n");
        write("categories.csv", """
                class,category,kind,weight,name,subset,label,phrase,phrase_not,phrase_less,phrase_more
                things,clothes,categorical,1,,,,wears the @,,,
                things,hats,categorical,1,,,,wears the,does not wear the,,
                things,shoes,categorical,1,,,,wears @,does not wear @,smaller than,larger than
                things,days,ordinal,1,,,,comes on @,does not come on @,comes before,
                things,tools,categorical,1,,,,uses the @,does not use the @,,
                """);
        write("items.csv", "class,category,item\nthings,clothes,jeans\nthings,hats,cap\nthings,shoes,boots\n"
                + "things,days,Monday\nthings,tools,axe\n");
        write("labels.csv", "pattern,name,weight,conditions,phrase,phrase_not\n@ kg,Weight,1,positive,weighs @,\n");
        LoadResult r = CategoryDatabase.load(tmp);
        List<String> got = new ArrayList<>();
        for (Problem p : r.problems()) {
            got.add(p.file() + ":" + p.line() + ": " + p.message());
        }
        assertEquals(5, got.size(), got.toString());
        assertTrue(got.get(0).startsWith("categories.csv:2: phrase and phrase_not go together"), got.get(0));
        assertTrue(got.get(1).startsWith("categories.csv:3: phrase and phrase_not need @"), got.get(1));
        assertTrue(got.get(2).startsWith("categories.csv:4: phrase_less and phrase_more are only for ordinal"),
                got.get(2));
        assertTrue(got.get(3).startsWith("categories.csv:5: phrase_less and phrase_more go together"), got.get(3));
        assertTrue(got.get(4).startsWith("labels.csv:2: phrase and phrase_not go together"), got.get(4));
        assertTrue(got.stream().allMatch(m -> m.endsWith("the phrases were ignored")), got.toString());
        assertEquals(5, r.db().categories().size(), "the rows are read, without their phrases");
        assertEquals(Phrases.of("uses the @", "does not use the @"),
                r.db().category("things", "tools").orElseThrow().phrases());
        assertEquals(1, r.db().categories().stream().filter(c -> c.phrases() != null).count());
        assertNull(r.db().labels().get(0).phrases());
    }

    @Test
    void comparativesBelongToOrderedCategoriesOnly() {
        DbCategory days = DbCategory.of("time", "days", CategoryKind.ORDINAL, 1, List.of("Mon", "Tue"))
                .withPhrases(new Phrases("comes on @", "does not come on @", "comes before", "comes after"));
        assertThrows(IllegalArgumentException.class, () -> DbCategory.of("things", "hats", CategoryKind.CATEGORICAL,
                1, List.of("cap", "hat")).withPhrases(days.phrases()));
        DbCategory unordered = days.withKind(CategoryKind.CATEGORICAL);
        assertEquals(Phrases.of("comes on @", "does not come on @"), unordered.phrases(),
                "made categorical, it keeps its predicate and drops its comparatives");
        assertEquals(days.phrases(), days.withItems(List.of("Wed", "Thu")).withWeight(2).withName("Day")
                .withSubset(Subset.ANY).withPlace("when", "weekdays").phrases(), "every edit keeps the phrases");
    }

    @Test
    void anAmountBelongsToOrderedCategoriesOnly() {
        Phrases hours = new Phrases("arrived at @", "did not arrive at @", "arrived [@ ]earlier than",
                "arrived [@ ]later than", "@ hour|@ hours");
        DbCategory times = new DbCategory("time", "hours", CategoryKind.NUMERICAL, 1, "Time", null, "@:00",
                List.of("9", "10"), hours);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DbCategory.of("time",
                "colours", CategoryKind.CATEGORICAL, 1, List.of("red", "blue")).withPhrases(Phrases.of("wore @",
                "did not wear @").withAmount("@ shades")));
        assertTrue(e.getMessage().contains("phrase_amount"), e.getMessage());
        assertEquals(hours, times.withKind(CategoryKind.ORDINAL).phrases(),
                "made ordinal, it keeps its comparatives and its amount (a number of places)");
        assertEquals(Phrases.of("arrived at @", "did not arrive at @"),
                times.withKind(CategoryKind.CATEGORICAL).phrases());
        assertEquals(hours, times.withItems(List.of("8", "11")).withLabel("@ o'clock").phrases());
    }

    @Property(tries = 60)
    void aDrawnCategoryCarriesThePhrasesItWasDrawnFrom(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 3) int items) throws DrawException {
        CategoryDatabase db = withPhrases();
        List<Category> drawn = db.draw(new SplittableRandom(seed), DrawRequest.of(3, items).withNumerical(1, 1));
        for (Category c : drawn) {
            switch (c.name()) {
                case "Names", "Weight" -> assertTrue(c.phrases().isEmpty(), c.name());
                case "Clothes" -> assertEquals(WEARS, c.phrases().orElseThrow());
                case "Price" -> assertEquals(PAID, c.phrases().orElseThrow());
                case "Time" -> assertEquals(ARRIVED, c.phrases().orElseThrow(), "with its amount");
                case "Shoe" -> assertEquals("@ size|@ sizes", c.phrases().orElseThrow().amount());
                default -> throw new AssertionError(c.name());
            }
        }
    }

    @Test
    void phrasesDoNotChangeWhatIsDrawn() throws DrawException {
        CategoryDatabase with = CategoryDatabase.bundled();
        List<DbCategory> plain = with.categories().stream().map(c -> c.withPhrases(null)).toList();
        CategoryDatabase without = new CategoryDatabase(with.classes(), plain, with.schemes(),
                with.labels().stream().map(l -> l.withPhrases(null)).toList());
        for (long seed = 0; seed < 200; seed++) {
            DrawRequest req = DrawRequest.of(3 + (int) (seed % 5), 3 + (int) (seed % 4)).withNumerical(0, 2);
            List<Category> a = with.draw(new SplittableRandom(seed), req);
            List<Category> b = without.draw(new SplittableRandom(seed), req);
            assertEquals(b, a.stream().map(c -> c.withPhrases(null)).toList(), "seed " + seed);
        }
    }

    /** The bundled English phrases follow the rules an editor would check. */
    @Test
    void theBundledPhrasesAreWellFormed() {
        CategoryDatabase db = CategoryDatabase.bundled();
        Set<String> names = Set.of("womens_names", "mens_names", "surnames", "short_names");
        int with = 0;
        int casts = 0;
        for (DbCategory c : db.categories()) {
            if (c.className().equals("cast")) {
                // a theme's cast: names of teams, ships, horses…, which stand alone like people's names
                assertNull(c.phrases(), c.place() + ": proper names stand alone");
                casts++;
                continue;
            }
            if (names.contains(c.id())) {
                assertNull(c.phrases(), c.place() + ": proper names stand alone");
                continue;
            }
            if (c.phrases() != null) {
                with++;
                check(c.place(), c.phrases(), c.kind());
            }
        }
        assertTrue(with >= db.categories().size() - casts - 8, "phrases for nearly every category: " + with);
        for (LabelPattern l : db.labels()) {
            assertTrue(l.phrases() != null, l.pattern() + " " + l.name() + " has phrases");
            check(l.pattern(), l.phrases(), CategoryKind.NUMERICAL);
            if (NumberLabel.names(l.pattern())) {
                assertTrue(l.phrases().amount() != null, l.pattern() + ": a label that names says how amounts read");
            }
        }
        for (DbCategory c : db.categories()) {
            if (c.kind() == CategoryKind.NUMERICAL && NumberLabel.names(c.label())) {
                assertTrue(c.phrases().amount() != null, c.place() + ": a label that names says how amounts read");
            }
        }
    }

    private static void check(String where, Phrases p, CategoryKind kind) {
        for (String s : new String[] {p.is(), p.isNot(), p.less(), p.more()}) {
            if (s == null) {
                continue;
            }
            assertTrue(Character.isLowerCase(s.codePointAt(0)), where + ": '" + s + "' starts a predicate");
            assertFalse(s.contains("  ") || s.endsWith(".") || s.contains("{") || s.contains("}"), where + ": " + s);
            assertFalse(s.matches(".*\\b(a|an) @.*"), where + ": '" + s + "': no article can agree with every item");
        }
        assertTrue(p.isNot().contains("not"), where + ": " + p.isNot());
        if (p.amount() != null) {
            assertEquals("3", p.amount(java.math.BigDecimal.valueOf(3)).replaceAll("\\D", ""), where + ": " + p.amount());
            assertFalse(p.amount(java.math.BigDecimal.ONE).matches(".*[a-z]s$"), where + ": one is singular");
        }
        assertEquals(kind.isOrdered(), p.ordered(), where + ": comparatives exactly for ordered categories");
        if (p.ordered()) {
            assertTrue(p.less().endsWith(" than") || p.less().endsWith(" of") || p.less().endsWith(" below"),
                    where + ": " + p.less());
        }
    }
}
