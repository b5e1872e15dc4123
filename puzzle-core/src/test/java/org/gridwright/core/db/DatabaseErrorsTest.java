package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The database problems of issue 20: each named by file and line, none an internal error, no row lost unsaid. */
class DatabaseErrorsTest {
    @TempDir
    Path dir;

    @BeforeEach
    void bundledCopy() throws IOException {
        CategoryDatabase.bundled().save(dir);
    }

    private List<String> lines(String file) throws IOException {
        return new ArrayList<>(Files.readAllLines(dir.resolve(file), StandardCharsets.UTF_8));
    }

    private void write(String file, List<String> lines) throws IOException {
        Files.writeString(dir.resolve(file), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }

    private static boolean has(LoadResult r, String file, long line, String words) {
        return r.problems().stream().anyMatch(p -> p.file().equals(file) && p.line() == line
                && p.message().contains(words));
    }

    @Test
    void aFourHundredDigitWeightIsAProblemOfItsLineNotAnInternalError() throws IOException, DrawException {
        List<String> c = lines(CsvStore.CLASSES);
        c.set(1, "people," + "9".repeat(400));
        write(CsvStore.CLASSES, c);
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(has(r, "classes.csv", 2, "is not a number from 0 to 1000000000; 1 was used"), r.problems()
                .toString());
        assertEquals(1.0, r.db().classes().get(0).weight());
        // and the database still draws
        r.db().draw(new SplittableRandom(1), DrawRequest.of(4, 5));
    }

    @Test
    void anUnterminatedQuoteIsNamedAtItsLineAndTheRowsAfterItAreRead() throws IOException {
        List<String> items = lines(CsvStore.ITEMS);
        int before = CategoryDatabase.load(dir).db().itemCount();
        items.set(100, items.get(100).replaceFirst(",([^,]*)$", ",\"$1"));
        write(CsvStore.ITEMS, items);
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(has(r, "items.csv", 101, "never closed"), r.problems().toString());
        assertEquals(1, r.problems().size(), r.problems().toString());
        assertEquals(before - 1, r.db().itemCount(), "only the line with the stray quote is left out");
    }

    @Test
    void aLineTheParserCannotReadIsLeftOutAndNamedTheRestRead() throws IOException {
        List<String> items = lines(CsvStore.ITEMS);
        int before = CategoryDatabase.load(dir).db().itemCount();
        items.set(50, items.get(50).replaceFirst(",([^,]*)$", ",\"$1\"x"));
        write(CsvStore.ITEMS, items);
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(has(r, "items.csv", 51, "the line was left out"), r.problems().toString());
        assertEquals(before - 1, r.db().itemCount());
    }

    @Test
    void schemeNumbersAPuzzleFileCannotHoldAreRefusedAtLoad() throws IOException {
        List<String> s = lines(CsvStore.SCHEMES);
        s.add("tiny,type,arithmetic,1");
        s.add("tiny,base,1,1");
        s.add("tiny,step,1e-41,1");
        s.add("tiny,step,0." + "0".repeat(40) + "1,1");
        s.add("huge,type,arithmetic,1");
        s.add("huge,base,1" + "0".repeat(200) + ",1");
        s.add("huge,step,1,1");
        write(CsvStore.SCHEMES, s);
        LoadResult r = CategoryDatabase.load(dir);
        int n = s.size();
        assertTrue(has(r, "schemes.csv", n - 3, "more than a puzzle file holds"), r.problems().toString());
        assertTrue(has(r, "schemes.csv", n - 1, "more than a puzzle file holds"), r.problems().toString());
    }

    @Test
    void aSchemePartWhoseRowsAllWeighNothingIsRefusedAtLoadNotWhenDrawing() throws IOException, DrawException {
        List<String> s = lines(CsvStore.SCHEMES);
        int first = s.size() + 1;
        s.add("nobase,type,arithmetic,1000");
        s.add("nobase,base,1,0");
        s.add("nobase,step,1,1");
        s.add("nofactor,type,arithmetic,1000");
        s.add("nofactor,base,1,1");
        s.add("nofactor,factor,10,0");
        s.add("nofactor,step,1,1");
        s.add("nostep,type,geometric,1000");
        s.add("nostep,base,1,1");
        s.add("nostep,step,2,0");
        s.add("nostep,step,3,0");
        write(CsvStore.SCHEMES, s);
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(has(r, "schemes.csv", first, "every base row has weight 0"), r.problems().toString());
        assertTrue(has(r, "schemes.csv", first + 3, "every factor row has weight 0"), r.problems().toString());
        assertTrue(has(r, "schemes.csv", first + 7, "every step row has weight 0"), r.problems().toString());
        assertEquals(3, r.problems().size(), r.problems().toString());
        assertFalse(r.db().schemes().stream().anyMatch(x -> x.name().startsWith("no")));
        // what is left draws numbers as before
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            r.db().draw(rnd, DrawRequest.of(5, 5).withNumerical(1, 5));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new NumberScheme("zero",
                SchemeType.ARITHMETIC, 1, List.of(WeightedValue.of("1", 0)), List.of(),
                List.of(WeightedValue.of("1", 1))));
        assertTrue(e.getMessage().contains("every base row has weight 0"), e.getMessage());
    }

    @Test
    void zeroWeightsEverywhereSaySoWhenDrawing() throws IOException {
        List<String> c = lines(CsvStore.CLASSES);
        for (int i = 1; i < c.size(); i++) {
            c.set(i, c.get(i).replaceFirst(",[^,]*$", ",0"));
        }
        write(CsvStore.CLASSES, c);
        CategoryDatabase db = CategoryDatabase.load(dir).db();
        DrawException e = assertThrows(DrawException.class,
                () -> db.draw(new SplittableRandom(1), DrawRequest.of(4, 5)));
        assertTrue(e.getMessage().startsWith("every class in classes.csv has weight 0"), e.getMessage());
        assertFalse(e.getMessage().contains("left with"));
    }

    @Test
    void textsLongerThanAPuzzleFileTakesAreRefusedAtLoad() throws IOException {
        List<String> c = lines(CsvStore.CATEGORIES);
        String[] f = c.get(1).split(",", -1);
        f[4] = "N".repeat(501);
        c.set(1, String.join(",", f));
        write(CsvStore.CATEGORIES, c);
        List<String> i = lines(CsvStore.ITEMS);
        i.add(i.get(i.size() - 1).replaceFirst(",[^,]*$", "," + "I".repeat(600)));
        write(CsvStore.ITEMS, i);
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(has(r, "categories.csv", 2, "is 501 characters long; at most 500"), r.problems().toString());
        assertTrue(has(r, "items.csv", i.size(), "is 600 characters long; at most 500"), r.problems().toString());
    }
}
