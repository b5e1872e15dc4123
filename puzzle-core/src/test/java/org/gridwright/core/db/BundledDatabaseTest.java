package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class BundledDatabaseTest {

    @Test
    void loadsWithoutProblems() {
        LoadResult r = CategoryDatabase.bundledResult();
        assertEquals(List.of(), r.problems());
        assertEquals(r.db(), CategoryDatabase.bundled());
    }

    @Test
    void meetsTheContentCounts() {
        CategoryDatabase db = CategoryDatabase.bundled();
        List<DbCategory> categorical = db.categories().stream().filter(c -> c.kind() == CategoryKind.CATEGORICAL)
                .toList();
        Set<String> classes = new TreeSet<>();
        categorical.forEach(c -> classes.add(c.className()));
        assertTrue(categorical.size() >= 60, "categorical categories: " + categorical.size());
        assertTrue(classes.size() >= 7, "classes with categorical categories: " + classes);
        for (DbCategory c : categorical) {
            assertTrue(c.size() >= 8, c.place() + " has only " + c.size() + " items");
        }
        long ordinal = db.categories().stream().filter(c -> c.kind() == CategoryKind.ORDINAL).count();
        assertTrue(ordinal >= 10, "ordinal categories: " + ordinal);
        assertTrue(db.labels().size() >= 25, "label patterns: " + db.labels().size());
        assertTrue(db.schemes().size() >= 3);
        for (SchemeType t : SchemeType.values()) {
            assertTrue(db.schemes().stream().anyMatch(s -> s.type() == t), "no " + t + " scheme");
        }
    }

    @Test
    void passesItsOwnDuplicateCheck() {
        assertEquals(List.of(), Duplicates.find(CategoryDatabase.bundled()));
    }

    @Test
    void everyItemIsTidy() {
        for (DbCategory c : CategoryDatabase.bundled().categories()) {
            assertTrue(!c.name().isBlank() && Character.isUpperCase(c.name().charAt(0)), c.place() + ": " + c.name());
            for (String item : c.items()) {
                assertEquals(item.strip(), item);
                assertTrue(!item.contains("  ") && !item.contains(";"), c.place() + ": '" + item + "'");
            }
        }
    }

    @Test
    void everySchemeCanMeetSomeLabel() {
        CategoryDatabase db = CategoryDatabase.bundled();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        for (NumberScheme s : db.schemes()) {
            boolean any = false;
            for (int i = 0; i < 50 && !any; i++) {
                List<java.math.BigDecimal> v = s.values(rnd, 5);
                any = db.labels().stream().anyMatch(l -> l.accepts(v));
            }
            assertTrue(any, "no label fits values of scheme " + s.name());
        }
    }
}
