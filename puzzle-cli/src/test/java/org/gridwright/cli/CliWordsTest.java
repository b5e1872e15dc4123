package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The words of solve, print and categories come from their bundles (Solve, Print, Categories.properties) and read
 * exactly as they did when they were written in code.
 */
class CliWordsTest {
    private static final Path ZEBRA = TestCorpus.fixture(TestCorpus.ZEBRA);
    private static final String NL = System.lineSeparator();

    @TempDir
    Path tmp;

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void assertErr(String expected, String... args) {
        Run r = run(args);
        assertEquals(2, r.status(), r.err());
        assertEquals(expected + NL, r.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Solve", "Print", "Categories"})
    void everyTemplateIsThereAndNotBlank(String bundle) {
        ResourceBundle b = ResourceBundle.getBundle("org.gridwright.cli." + bundle, Locale.ENGLISH);
        assertTrue(b.keySet().containsAll(List.of("summary", "usage")), b.keySet().toString());
        for (String k : b.keySet()) {
            assertFalse(b.getString(k).isBlank(), k);
        }
    }

    @Test
    void helpTextsKeepTheirLayout() {
        for (String c : List.of("solve", "print", "categories")) {
            Run r = run(c, "--help");
            assertEquals(0, r.status());
            assertTrue(r.out().startsWith("usage: gridwright " + c + " "), r.out());
            assertFalse(r.out().contains("\\"), "no escape left over: " + r.out());
        }
        assertTrue(run("solve", "--help").out().contains("\n  --json   one JSON object per file on its own line:\n"
                + "           {\"file\", \"solved\", \"outcome\", \"difficulty\": {\"level\", \"score\"},\n"));
        assertTrue(run("print", "--help").out().contains("\n  --out FILE.pdf    the PDF to write (replaced atomically)\n"));
        assertTrue(run("categories", "--help").out().contains("\n       gridwright categories dupes [--db DIR] [--json]\n"));
        Run help = run("--help");
        assertTrue(help.out().contains("  solve        solve as a person would: numbered steps in words and the difficulty"),
                help.out());
        assertTrue(help.out().contains("  print        PDF of puzzles: one file a puzzle document, several a book"));
        assertTrue(help.out().contains("  categories   category database tools: stats, dupes, find WORD, import DIR,"
                + " export DIR, draw"));
    }

    @Test
    void gridwrightItselfSaysItsVersionAndNamesACommandItDoesNotKnow() {
        assertEquals(new Run(0, "gridwright " + Version.ENGINE + NL, ""), run("--version"));
        assertEquals(new Run(2, "", "gridwright: unknown command 'frob'; 'gridwright --help' lists the commands" + NL),
                run("frob"));
        Run bare = run();
        assertEquals(2, bare.status());
        assertTrue(bare.err().startsWith("usage: gridwright COMMAND [ARGS…]   (gridwright COMMAND --help for details)"
                + NL + NL + "commands:" + NL + "  gui          start the workbench"), bare.err());
    }

    @Test
    void everyCommandRefusesAnOptionsValueInTheSameWords() {
        assertErr("gridwright generate: --seed needs a value", "generate", "--seed");
        assertErr("gridwright generate: --seed wants a whole number, not 'x7'", "generate", "--seed", "x7");
        assertErr("gridwright generate: --count wants a whole number from 1 to 1000000, not '0'", "generate",
                "--count", "0", "--out-dir", tmp.toString());
        assertErr("gridwright bench: --seeds needs a value", "bench", "--seeds");
        assertErr("gridwright bench: --seeds wants a whole number from 1 to 10000, not '0'", "bench", "--seeds",
                "0");
        assertErr("gridwright bench: --size wants categories x items such as 5x5, not '9'", "bench", "--size", "9");
        assertErr("gridwright bench: --size wants a whole number from 2 to 64, not '99'", "bench", "--size", "99x5");
        assertErr("gridwright bench: --level wants any, easy, medium, hard or expert, not 'brutal'", "bench",
                "--level", "brutal");
        assertErr("gridwright bench: --warm-up wants a whole number from 1 to 600, not '0'", "bench", "--warm-up",
                "0");
        assertErr("gridwright print: --out needs a value", "print", ZEBRA.toString(), "--out", "--paper", "a4");
        assertErr("gridwright categories: --items wants a whole number from 2 to 1000, not '1'", "categories",
                "stats", "--items", "1");
    }

    @Test
    void solveSaysWhatIsWrongWithTheCommandLine() {
        assertErr("gridwright solve: no puzzle files given; usage: gridwright solve FILE… [--key] [--json]", "solve");
        assertErr("gridwright solve: unknown option '--color' (gridwright solve --help lists the options)", "solve",
                "--color");
    }

    @Test
    void solveNamesAnUnreadableFileAndCountsSteps() throws IOException {
        Path broken = tmp.resolve("broken.lgp");
        Files.writeString(broken, "{\"format\": \"gridwright/1\", \"categories\": []}");
        Run r = run("solve", broken.toString(), ZEBRA.toString());
        assertEquals(2, r.status());
        assertEquals("gridwright solve: " + broken + ": top level, field 'categories': a puzzle needs at least two"
                + " categories, found 0" + NL, r.err());
        assertTrue(r.out().matches("(?s)" + java.util.regex.Pattern.quote(ZEBRA.toString())
                + ": solved; difficulty \\w+ \\(score \\d+\\), \\d+ steps\\R.*"), r.out());
    }

    @Test
    void printSaysWhatIsWrongWithTheCommandLine() {
        String z = ZEBRA.toString();
        String pdf = tmp.resolve("x.pdf").toString();
        assertErr("gridwright print: no puzzle files given; usage: gridwright print FILE… --out FILE.pdf", "print");
        assertErr("gridwright print: unknown option '--bogus' (gridwright print --help lists the options)", "print",
                "--bogus");
        assertErr("gridwright print: --out FILE.pdf is required", "print", z);
        assertErr("gridwright print: --out needs a value", "print", z, "--out");
        assertErr("gridwright print: --paper must be a4, letter, 6x9, digest or a size such as 148x210mm or 5x8in"
                + " (sides 90 to 432 mm), not 'a3'", "print", z, "--out", pdf, "--paper",
                "a3");
        assertErr("gridwright print: --solutions must be none, after or appendix, not 'later'", "print", z, "--out",
                pdf, "--solutions", "later");
        assertErr("gridwright print: --title must not be empty", "print", z, "--out", pdf, "--title", " ");
        Path nowhere = tmp.resolve("no/such");
        assertErr("gridwright print: --out " + nowhere.resolve("x.pdf") + ": the folder " + nowhere + " does not exist",
                "print", z, "--out", nowhere.resolve("x.pdf").toString());
    }

    @Test
    void printSaysWhatItWroteOrThatItWroteNothing() throws IOException {
        String z = ZEBRA.toString();
        Path pdf = tmp.resolve("x.pdf");
        assertEquals(new Run(0, "", "wrote " + pdf + " (1 puzzle)" + NL), run("print", z, "--out", pdf.toString()));
        assertEquals(new Run(0, "", "wrote " + pdf + " (2 puzzles)" + NL), run("print", z, z, "--out",
                pdf.toString()));
        Path broken = tmp.resolve("broken.lgp");
        Files.writeString(broken, "{}");
        Run r = run("print", broken.toString(), "--out", tmp.resolve("y.pdf").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("gridwright print: " + broken + ": "), r.err());
        assertTrue(r.err().endsWith(NL + "nothing written" + NL), r.err());
        assertFalse(Files.exists(tmp.resolve("y.pdf")));
        Run dir = run("print", z, "--out", tmp.toString());
        assertEquals(new Run(2, "", "gridwright print: --out " + tmp + ": that is a folder; give the file to write in it"
                + " (for example " + tmp.resolve("puzzles.pdf") + ")" + NL), dir);
    }

    @Test
    void categoriesSaysWhatIsWrongWithTheCommandLine() {
        String pre = "gridwright categories: ";
        assertErr(pre + "say what to do: stats, dupes, find WORD, import DIR, export DIR, draw or themes", "categories");
        assertErr(pre + "unknown option '--bogus' (gridwright categories --help lists the options)", "categories", "--bogus");
        assertErr(pre + "unknown action 'frob'; use stats, dupes, find WORD, import DIR, export DIR, draw or themes",
                "categories", "frob");
        assertErr(pre + "find needs a WORD", "categories", "find");
        assertErr(pre + "export needs a folder DIR", "categories", "export");
        assertErr(pre + "unexpected argument 'extra'", "categories", "stats", "extra");
        assertErr(pre + "unexpected argument 'b'", "categories", "find", "a", "b");
        assertErr(pre + "--items wants a whole number from 2 to 1000, not 'x'", "categories", "stats", "--items", "x");
        assertErr(pre + "--seed wants a whole number, not 'q'", "categories", "draw", "--seed", "q");
        assertErr(pre + "--seed needs a value", "categories", "stats", "--seed");
        assertErr(pre + "import needs --db NEWDB, the folder to save the imported database in", "categories",
                "import", "somewhere");
        assertErr(pre + "draw: the database has no categorical category left with 900 items that share no item with"
                + " the others drawn", "categories", "draw", "--categories", "2", "--items", "900");
    }

    @Test
    void categoriesNamesFoldersThatCannotBeUsed() throws IOException {
        String pre = "gridwright categories: ";
        Path none = tmp.resolve("none");
        assertErr(pre + "--db " + none + ": no such folder", "categories", "stats", "--db", none.toString());
        assertErr(pre + "import " + none + ": no such folder", "categories", "import", none.toString(), "--db",
                tmp.resolve("new").toString());
        Path db = tmp.resolve("db");
        assertEquals(0, run("categories", "export", db.toString()).status());
        assertErr(pre + "export " + db + " already holds a database (classes.csv); choose a new or empty folder",
                "categories", "export", db.toString());
        Path file = Files.writeString(tmp.resolve("file.txt"), "x");
        assertErr(pre + "export " + file + ": not a folder", "categories", "export", file.toString());
        assertErr(pre + "--db " + file + ": not a folder", "categories", "stats", "--db", file.toString());
    }

    @Test
    void categoriesImportReportsProblemsByFileAndLineAndSaysWhatItImported() throws IOException {
        Path legacy = tmp.resolve("legacy/animals");
        Files.createDirectories(legacy);
        Files.writeString(legacy.resolve("pets.txt"), "# 2\ncat\ndog\ncat\n");
        Files.writeString(legacy.resolve("birds.txt"), "nope\nrobin\n");
        Path to = tmp.resolve("imported");
        Run r = run("categories", "import", tmp.resolve("legacy").toString(), "--db", to.toString());
        assertEquals(2, r.status());
        assertEquals("imported 1 classes (animals), 2 categories, 4 items into " + to + NL, r.out());
        Path base = tmp.resolve("legacy");
        assertEquals("gridwright categories: " + base.resolve("animals/birds.txt") + ":1: the first line should be"
                + " '# <weight>'; weight 1 was used and the line read as an item" + NL
                + "gridwright categories: " + base.resolve("animals/pets.txt") + ":4: 'cat' was already at line 2;"
                + " this line was not read" + NL
                + "gridwright categories: 2 problem(s); the rows named were left out or read with the default said"
                + NL, r.err());
        Files.writeString(tmp.resolve("legacy/animals/empty.txt"), "# 1\n");
        Path again = tmp.resolve("again");
        Run e = run("categories", "import", tmp.resolve("legacy").toString(), "--db", again.toString());
        assertTrue(e.err().contains("gridwright categories: " + base.resolve("animals/empty.txt")
                + ": the category has no items; it was not imported" + NL), "a problem without a line: " + e.err());
    }

    @Test
    void categoriesWordsForStatsDupesAndFind() throws IOException {
        Path db = CategoriesCommandTest.smallDb(tmp);
        String d = db.toString();
        String stats = run("categories", "stats", "--db", d).out();
        assertTrue(stats.startsWith("Database: " + d + NL + "2 classes, 2 categories, 4 items, 0 numerical schemes,"
                + " 0 label patterns" + NL + NL + "kind           categories   items    mean   min   max" + NL), stats);
        assertTrue(stats.contains(NL + "all                     2       4     2.0     2     2" + NL + NL
                + "Classes (probability of being chosen for a slot of each kind, puzzles of 2 items)" + NL
                + "class            weight categories   items    mean   min   max  probability" + NL), stats);
        assertTrue(stats.contains(NL + "Categories (probability of being chosen for a slot of their kind)" + NL
                + "category                           kind         weight  items   chance" + NL), stats);
        assertEquals("Database: built-in", run("categories", "stats").out().lines().findFirst().orElseThrow());
        assertTrue(run("categories", "stats").out().contains(NL + "Numerical schemes" + NL));
        assertEquals("Rose: nature/flowers, concepts/colours" + NL + "1 duplicated item(s)." + NL,
                run("categories", "dupes", "--db", d).out());
        assertEquals("'rose' is in:" + NL + "  nature/flowers (Rose)" + NL + "  concepts/colours (rose)" + NL
                + "and is part of:" + NL + "  nature/flowers (Primrose)" + NL, run("categories", "find", "rose",
                "--db", d).out());
        assertEquals("'ros' is part of:" + NL + "  nature/flowers (Rose)" + NL,
                run("categories", "find", "ros", "--db", d).out().lines().limit(2)
                        .map(l -> l + NL).reduce("", String::concat));
        assertEquals("'zzq' is in no category." + NL, run("categories", "find", "zzq", "--db", d).out());
        Files.writeString(db.resolve("items.csv"), "class,category,item\nnature,flowers,Rose\n"
                + "nature,flowers,Tulip\n");
        assertEquals("No duplicates: every item occurs once." + NL, run("categories", "dupes", "--db", d).out());
    }
}
