package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The bundled Polish database: read without problems, as rich as the issue asks, every form its phrases need. */
class BundledPolishDatabaseTest {
    @Test
    void theBundledPolishDatabaseReadsCleanAndIsRich() {
        LoadResult r = CategoryDatabase.bundledResult("/org/gridwright/core/db/pl/");
        assertTrue(r.clean(), r.problems().toString());
        CategoryDatabase db = r.db();
        assertEquals("pl", db.lang());
        assertTrue(db.categories().size() >= 30, "categories: " + db.categories().size());
        assertTrue(db.categories().stream().filter(c -> c.kind() == org.gridwright.core.model.CategoryKind.ORDINAL)
                .count() >= 10);
        assertTrue(db.themes().size() >= 12, "themes: " + db.themes().size());
        // every name of the cast has a gender, every category with phrases asking for a case has that case
        db.categories().forEach(c -> {
            for (String item : c.items()) {
                for (String phrase : c.phrases() == null ? List.<String>of()
                        : List.of(c.phrases().is(), c.phrases().isNot())) {
                    Matcher m = Pattern.compile("\\{item:(\\w+)}").matcher(phrase);
                    while (m.find()) {
                        assertTrue(c.forms().containsKey(item) && c.forms().get(item).form(m.group(1)) != null,
                                c.place() + " " + item + " lacks " + m.group(1));
                    }
                }
            }
        });
        db.categoriesOf("ludzie").stream().filter(c -> c.id().startsWith("imiona")).forEach(c -> c.items()
                .forEach(i -> assertTrue(c.forms().get(i).gender() != null, i)));
    }


    @Test
    void aLanguageWithoutADatabaseIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CategoryDatabase.bundled("xx"));
        assertTrue(e.getMessage().contains("'xx'") && e.getMessage().contains("pl"), e.getMessage());
        assertEquals(null, CategoryDatabase.bundled("en").lang());
    }
}
