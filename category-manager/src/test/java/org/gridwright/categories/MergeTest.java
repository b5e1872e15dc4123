package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class MergeTest {
    private static DbCategory cat(String cls, String id, String... items) {
        return DbCategory.of(cls, id, CategoryKind.CATEGORICAL, 1, List.of(items));
    }

    @Test
    void newClassesAndCategoriesAreAddedAndAPlaceAlreadyThereIsReplaced() {
        CategoryDatabase base = new CategoryDatabase(List.of(new DbClass("animals", 5)),
                List.of(cat("animals", "pets", "dog", "cat"), cat("animals", "birds", "owl", "crow")), List.of(),
                List.of());
        CategoryDatabase incoming = new CategoryDatabase(List.of(new DbClass("animals", 1), new DbClass("food", 2)),
                List.of(cat("animals", "pets", "dog", "cat", "hamster"), cat("food", "fruit", "apple", "pear")),
                List.of(), List.of());

        CategoryDatabase merged = Merge.into(base, incoming);

        assertEquals(List.of(new DbClass("animals", 5), new DbClass("food", 2)), merged.classes(),
                "a class already there keeps its weight");
        assertEquals(List.of("animals/pets", "animals/birds", "food/fruit"),
                merged.categories().stream().map(DbCategory::place).toList());
        assertEquals(List.of("dog", "cat", "hamster"), merged.category("animals", "pets").orElseThrow().items());
    }

    @Test
    void mergingADatabaseIntoItselfChangesNothing() {
        CategoryDatabase db = CategoryDatabase.bundled();
        assertEquals(db, Merge.into(db, db));
        assertEquals(db, Merge.into(CategoryDatabase.empty(), db));
    }
}
