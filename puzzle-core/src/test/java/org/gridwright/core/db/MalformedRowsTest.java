package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of malformed row is reported with file and line, and the good rows around it still load. */
class MalformedRowsTest {
    @TempDir
    Path dir;
    LoadResult result;

    @BeforeEach
    void writeAndLoad() throws IOException {
        write("classes.csv", """
                class,weight,colour
                people,3,red
                ,2
                places,heavy
                people,1
                bad/class,1
                food,1,,extra
                """);
        write("categories.csv", """
                class,category,kind,weight,name,subset,label
                people,names,categorical,2,Name,,
                nowhere,x,categorical,1,,,
                people,odd,sorted,1,,,
                people,names,categorical,1,,,
                places,towns,ordinal,-1,Town,shuffled,@ km
                places,sizes,numerical,1,Size,,EU @
                ,blank,categorical,1,,,
                """);
        write("items.csv", """
                class,category,item
                people,names,Ann
                people,names,
                people,names,Bob
                people,names,Ann
                ghost,cat,a
                ghost,cat,b
                places,towns,Ayton
                places,towns,Beeton
                places,sizes,36
                places,sizes,thirty
                places,sizes,35
                places,sizes,38
                """);
        write("schemes.csv", """
                scheme,part,value,weight
                good,type,arithmetic,2
                good,base,1,1
                good,step,1,x
                good,step,-1,1
                good,base,one,1
                good,colour,red,1
                notype,base,1,1
                geo,type,geometric,1
                geo,base,1,1
                geo,step,1,1
                wild,type,spiral,1
                good,type,ascending,1
                good,label,Weight,
                good,label,Height,
                good,label,Weight,
                """);
        write("labels.csv", """
                pattern,name,weight,conditions
                @ kg,Weight,2,positive; <= 500
                @ lb,Weight,1,positive; below 500
                ,Nothing,1,
                @ m,,1,
                @ kg,Weight,1,
                """);
        result = CategoryDatabase.load(dir);
    }

    private void write(String file, String text) throws IOException {
        Files.writeString(dir.resolve(file), text);
    }

    private void assertProblem(String file, long line, String... words) {
        for (Problem p : result.problems()) {
            if (p.file().equals(file) && p.line() == line) {
                boolean all = true;
                for (String w : words) {
                    all &= p.message().contains(w);
                }
                if (all) {
                    return;
                }
            }
        }
        throw new AssertionError("no problem at " + file + ":" + line + " saying " + List.of(words) + " among\n"
                + String.join("\n", result.problems().stream().map(Problem::toString).toList()));
    }

    @Test
    void classRowsAreCheckedOneByOne() {
        assertProblem("classes.csv", 1, "colour");
        assertProblem("classes.csv", 3, "class", "blank");
        assertProblem("classes.csv", 4, "heavy");
        assertProblem("classes.csv", 5, "people", "line 2");
        assertProblem("classes.csv", 6, "/");
        assertProblem("classes.csv", 7, "extra");
        assertEquals(List.of(new DbClass("people", 3), new DbClass("places", 1), new DbClass("food", 1)),
                result.db().classes());
    }

    @Test
    void categoryRowsAreCheckedOneByOne() {
        assertProblem("categories.csv", 3, "nowhere");
        assertProblem("categories.csv", 4, "sorted");
        assertProblem("categories.csv", 5, "people/names", "line 2");
        assertProblem("categories.csv", 6, "-1");
        assertProblem("categories.csv", 6, "shuffled");
        assertProblem("categories.csv", 6, "@ km");
        assertProblem("categories.csv", 8, "blank");
        DbCategory towns = result.db().category("places", "towns").orElseThrow();
        assertEquals(1.0, towns.weight());
        assertEquals(Subset.CONTIGUOUS, towns.subset());
        assertEquals(null, towns.label());
        assertEquals(CategoryKind.ORDINAL, towns.kind());
    }

    @Test
    void itemRowsAreCheckedOneByOne() {
        assertProblem("items.csv", 3, "blank");
        assertProblem("items.csv", 5, "Ann", "line 2");
        assertProblem("items.csv", 6, "ghost/cat", "2");
        assertProblem("items.csv", 11, "thirty");
        assertProblem("items.csv", 12, "35", "36");
        assertEquals(List.of("Ann", "Bob"), result.db().category("people", "names").orElseThrow().items());
        assertEquals(List.of("Ayton", "Beeton"), result.db().category("places", "towns").orElseThrow().items());
        assertEquals(List.of("36", "38"), result.db().category("places", "sizes").orElseThrow().items());
    }

    @Test
    void schemeRowsAreCheckedOneByOne() {
        assertProblem("schemes.csv", 4, "'x'");
        assertProblem("schemes.csv", 5, "-1");
        assertProblem("schemes.csv", 6, "one");
        assertProblem("schemes.csv", 7, "colour");
        assertProblem("schemes.csv", 8, "notype");
        assertProblem("schemes.csv", 11, "geo", "ratio of 1");
        assertProblem("schemes.csv", 9, "geo", "no step");
        assertProblem("schemes.csv", 12, "spiral");
        assertProblem("schemes.csv", 13, "line 2");
        assertProblem("schemes.csv", 15, "Height", "labels.csv");
        assertProblem("schemes.csv", 16, "Weight", "line 14");
        assertEquals(1, result.db().schemes().size());
        NumberScheme good = result.db().schemes().get(0);
        assertEquals(SchemeType.ARITHMETIC, good.type());
        assertEquals(List.of(WeightedValue.of("1", 1)), good.steps());
        assertEquals(List.of("Weight"), good.labels());
    }

    @Test
    void labelRowsAreCheckedOneByOne() {
        assertProblem("labels.csv", 3, "below 500");
        assertProblem("labels.csv", 4, "pattern");
        assertProblem("labels.csv", 5, "name");
        assertProblem("labels.csv", 6, "@ kg", "line 2");
        assertEquals(List.of(LabelPattern.of("@ kg", "Weight", 2, "positive; <= 500")), result.db().labels());
    }

    @Test
    void nothingElseIsReported() {
        assertEquals(6 + 7 + 5 + 11 + 4, result.problems().size(), String.join("\n",
                result.problems().stream().map(Problem::toString).toList()));
    }

    @Test
    void problemsComeInFileAndLineOrder() {
        List<Problem> ps = result.problems();
        for (int i = 1; i < ps.size(); i++) {
            Problem a = ps.get(i - 1);
            Problem b = ps.get(i);
            int fa = CsvStore.FILES.indexOf(a.file());
            int fb = CsvStore.FILES.indexOf(b.file());
            assertTrue(fa < fb || fa == fb && a.line() <= b.line(), a + " before " + b);
        }
    }

    @Test
    void brokenCsvQuotingLeavesOutItsLineAndReadsTheRowsAround() throws IOException {
        write("items.csv", "class,category,item\npeople,names,Ann\npeople,names,\"Bo\"b\"\npeople,names,Cy\n");
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.file().equals("items.csv") && p.line() == 3
                && p.message().contains("cannot be read")), r.problems().toString());
        assertEquals(List.of("Ann", "Cy"), r.db().category("people", "names").orElseThrow().items());
    }

    @Test
    void aMissingFileAndAMissingColumnAreReported() throws IOException {
        Files.delete(dir.resolve("items.csv"));
        write("labels.csv", "pattern,weight\n@ kg,1\n");
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(r.problems().contains(new Problem("items.csv", 0, "the file is missing, so nothing of it was read")));
        assertTrue(r.problems().stream().anyMatch(p -> p.file().equals("labels.csv") && p.line() == 1
                && p.message().contains("name")), r.problems().toString());
        assertEquals(List.of(), r.db().labels());
    }

    @Test
    void aByteOrderMarkAndWindowsLineEndsAreFine() throws IOException {
        write("classes.csv", "\uFEFFclass,weight\r\npeople,3\r\n\r\nplaces,1\r\n");
        LoadResult r = CategoryDatabase.load(dir);
        assertTrue(r.problems().stream().noneMatch(p -> p.file().equals("classes.csv")), r.problems().toString());
    }
}
