package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RoundTripTest {
    @TempDir
    Path tmp;

    static CategoryDatabase handMade() {
        return new CategoryDatabase(
                List.of(new DbClass("people", 2.5), new DbClass("order", 0)),
                List.of(DbCategory.of("people", "names", CategoryKind.CATEGORICAL, 3, List.of("Ann", "Bob", "Cy, Jr.")),
                        new DbCategory("people", "quoted", CategoryKind.CATEGORICAL, 0.25, "Say \"hi\"",
                                Subset.ORDERED, null, List.of("\"quoted\"", "multi\nline", "Zoë")),
                        DbCategory.of("order", "days", CategoryKind.ORDINAL, 1, List.of("Mon", "Tue", "Wed")),
                        new DbCategory("order", "sizes", CategoryKind.NUMERICAL, 1, "Shoe", null, "EU @",
                                List.of("36", "37.5", "39"))),
                List.of(new NumberScheme("s", SchemeType.ASCENDING, 2,
                        List.of(WeightedValue.of("1", 3), WeightedValue.of("-2.50", 1)),
                        List.of(WeightedValue.of("2", 1)), List.of(WeightedValue.of("0.5", 1)), List.of("Weight"))),
                List.of(LabelPattern.of("@ kg", "Weight", 1.5, "positive; <= 500"),
                        LabelPattern.of("Score", "Score", 1, ""),
                        LabelPattern.of("@ °C", "Temperature", 1, "> -60; < 60; has 0; integer")));
    }

    @Test
    void saveThenLoadGivesAnEqualDatabase() throws IOException {
        CategoryDatabase db = handMade();
        db.save(tmp);
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(db, r.db());
    }

    @Test
    void theBundledDatabaseSurvivesARoundTrip() throws IOException {
        CategoryDatabase db = CategoryDatabase.bundled();
        db.save(tmp);
        LoadResult r = CategoryDatabase.load(tmp);
        assertEquals(List.of(), r.problems());
        assertEquals(db, r.db());
    }

    @Test
    void saveLeavesOnlyTheDatabaseFilesAndAReadme() throws IOException {
        handMade().save(tmp);
        handMade().withoutClass("order").save(tmp);
        try (Stream<Path> s = Files.list(tmp)) {
            assertEquals(List.of("README.txt", "categories.csv", "classes.csv", "items.csv", "labels.csv",
                    "schemes.csv"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertTrue(Files.readString(tmp.resolve("README.txt")).contains("labels.csv"));
        assertEquals(1, CategoryDatabase.load(tmp).db().classes().size());
    }

    @Test
    void editsReturnNewValuesAndLeaveTheOldOneAlone() {
        CategoryDatabase db = handMade();
        CategoryDatabase more = db.withCategory(DbCategory.of("people", "pets", CategoryKind.CATEGORICAL, 1,
                List.of("cat", "dog")));
        assertEquals(4, db.categories().size());
        assertEquals(5, more.categories().size());
        assertNotEquals(db, more);
        CategoryDatabase renamed = more.renameClass("people", "folk");
        assertEquals(3, renamed.categoriesOf("folk").size());
        assertTrue(renamed.categoriesOf("people").isEmpty());
        CategoryDatabase replaced = db.withCategory(db.category("people", "names").orElseThrow()
                .withItems(List.of("X", "Y")));
        assertEquals(List.of("X", "Y"), replaced.categories().get(0).items());
        assertEquals(db, replaced.withCategory(db.categories().get(0)));
        assertFalse(db.withoutCategory("people", "names").category("people", "names").isPresent());
        assertEquals(db, db.withScheme(db.schemes().get(0)).withLabel(db.labels().get(0)));
        assertEquals(2, db.withoutLabel("Score", "Score").labels().size());
        assertEquals(0, db.withoutScheme("s").schemes().size());
    }

    @Test
    void invalidEditsAreRefused() {
        CategoryDatabase db = handMade();
        assertThrows(IllegalArgumentException.class,
                () -> db.withCategory(DbCategory.of("nowhere", "x", CategoryKind.CATEGORICAL, 1, List.of("a"))));
        assertThrows(IllegalArgumentException.class,
                () -> DbCategory.of("people", "x", CategoryKind.CATEGORICAL, 1, List.of("a", "a")));
        assertThrows(IllegalArgumentException.class,
                () -> DbCategory.of("people", "x", CategoryKind.NUMERICAL, 1, List.of("2", "1")));
        assertThrows(IllegalArgumentException.class, () -> new DbClass("a/b", 1));
        assertThrows(IllegalArgumentException.class, () -> new DbClass("a", -1));
        assertThrows(IllegalArgumentException.class, () -> LabelPattern.of("@", "N", 1, "between 3"));
        assertThrows(IllegalArgumentException.class, () -> new NumberScheme("g", SchemeType.GEOMETRIC, 1,
                List.of(WeightedValue.of("1", 1)), List.of(), List.of(WeightedValue.of("1", 1))));
    }

    @Test
    void loadingSomethingThatIsNoDatabaseIsAnIOException() throws IOException {
        assertThrows(IOException.class, () -> CategoryDatabase.load(tmp.resolve("missing")));
        Files.writeString(tmp.resolve("file.txt"), "x");
        assertThrows(IOException.class, () -> CategoryDatabase.load(tmp.resolve("file.txt")));
        assertThrows(IOException.class, () -> CategoryDatabase.load(tmp));
    }
}
