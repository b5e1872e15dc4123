package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class DuplicatesAndSearchTest {
    static CategoryDatabase db() {
        return new CategoryDatabase(List.of(new DbClass("nature", 1), new DbClass("people", 1)),
                List.of(DbCategory.of("nature", "flowers", CategoryKind.CATEGORICAL, 1,
                                List.of("Rose", "Primrose", "Tulip", "rose ")),
                        DbCategory.of("nature", "colours", CategoryKind.CATEGORICAL, 1, List.of("ROSE", "Red", "Tulip")),
                        DbCategory.of("people", "names", CategoryKind.CATEGORICAL, 1,
                                List.of("Rosemary", "Ann", "Red"))),
                List.of(), List.of());
    }

    @Test
    void findsItemsInTwoCategoriesAndTwiceInOneIgnoringCaseAndSpaces() {
        List<Duplicates.Duplicate> d = Duplicates.find(db());
        assertEquals(List.of(
                new Duplicates.Duplicate("Rose", List.of("nature/flowers", "nature/flowers", "nature/colours")),
                new Duplicates.Duplicate("Tulip", List.of("nature/flowers", "nature/colours")),
                new Duplicates.Duplicate("Red", List.of("nature/colours", "people/names"))), d);
    }

    @Test
    void aDatabaseWithoutRepeatsHasNoDuplicates() {
        assertEquals(List.of(), Duplicates.find(db().withoutCategory("nature", "colours")
                .withCategory(DbCategory.of("nature", "flowers", CategoryKind.CATEGORICAL, 1, List.of("Rose")))));
    }

    @Test
    void searchPutsExactMatchesFirstThenPartialOnes() {
        WordSearch.Result r = WordSearch.find(db(), " rose");
        assertEquals(List.of("nature/flowers", "nature/colours", "people/names"), r.places());
        assertEquals(List.of("nature/flowers", "nature/colours"), r.exactPlaces());
        assertEquals(List.of(
                new WordSearch.Hit("nature/flowers", "Rose", true),
                new WordSearch.Hit("nature/flowers", "rose", true),
                new WordSearch.Hit("nature/colours", "ROSE", true),
                new WordSearch.Hit("nature/flowers", "Primrose", false),
                new WordSearch.Hit("people/names", "Rosemary", false)), r.hits());
    }

    @Test
    void searchForAWordThatIsNowhereFindsNothing() {
        assertEquals(List.of(), WordSearch.find(db(), "oak").hits());
        assertEquals(List.of(), WordSearch.find(db(), "  ").hits());
    }

    @Test
    void searchOnlyPartialMatches() {
        WordSearch.Result r = WordSearch.find(db(), "ULI");
        assertEquals(List.of("nature/flowers", "nature/colours"), r.places());
        assertTrue(r.exactPlaces().isEmpty());
    }
}
