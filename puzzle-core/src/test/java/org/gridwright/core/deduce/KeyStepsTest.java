package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Key steps: a summary of a trace that holds every step once, in an order a reader can follow. */
class KeyStepsTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();
    private static final Pattern LEFTOVER = Pattern.compile("\\{\\d+}|\\bnull\\b|  | ,|\\.\\.|\\[|]");

    static List<Path> fixtures() {
        return TestCorpus.fixtureFiles();
    }

    static List<Path> real() {
        return TestCorpus.realFilesOrStandIn();
    }

    /**
     * Every step of the trace is in exactly one key step; replaying the key steps in their order, every step
     * writes only open cells and finds every cell it names as its reason already marked; the end is the trace's
     * grid.
     */
    static void assertFaithful(Trace t, List<KeyStep> keys) {
        boolean[] seen = new boolean[t.steps().size()];
        Grid.Builder g = t.start().toBuilder();
        for (KeyStep k : keys) {
            assertFalse(KeySteps.isRoutine(k.deciding()) && k.decidingIndex() > 0 && !k.groundwork().isEmpty(),
                    "a routine step decides " + k);
            assertEquals(k.steps().size(), k.indices().size());
            assertTrue(k.steps().contains(k.deciding()));
            List<Integer> sorted = new ArrayList<>(k.indices());
            sorted.sort(null);
            assertEquals(sorted, k.indices(), "a key step's steps are in trace order");
            for (int n = 0; n < k.indices().size(); n++) {
                int i = k.indices().get(n);
                assertFalse(seen[i], "step " + i + " is in two key steps");
                seen[i] = true;
                Step s = t.steps().get(i);
                assertEquals(s, k.steps().get(n));
                Grid now = g.build();
                for (Cell c : s.because()) {
                    boolean own = s.marks().stream().anyMatch(m -> same(m, c.a(), c.b()));
                    if (c.a().category() != c.b().category() && !own) {
                        assertNotEquals(Mark.UNKNOWN, now.get(c.a(), c.b()),
                                "step " + (i + 1) + " (" + s.text() + ") comes before a mark it builds on");
                    }
                }
                for (MarkChange m : s.marks()) {
                    assertEquals(Mark.UNKNOWN, now.get(m.a(), m.b()), "step " + (i + 1) + " writes a marked cell");
                    g.set(m.a(), m.b(), m.value());
                }
            }
            String text = k.text();
            assertFalse(LEFTOVER.matcher(text).find(), () -> "unfinished words: " + text);
            assertNoRepeatedSo(text, "So ");
            assertNoRepeatedSo(k.text(java.util.Locale.forLanguageTag("pl")), "Zatem ");
        }
        for (int i = 0; i < seen.length; i++) {
            assertTrue(seen[i], "step " + (i + 1) + " is in no key step");
        }
        assertEquals(t.grid(), g.build());
        if (!keys.isEmpty()) {
            assertEquals(t.grid(), KeySteps.gridAfter(t, keys, keys.size() - 1));
        }
        assertEquals(t.start(), KeySteps.gridAfter(t, keys, -1));
    }

    /** Two sentences in a row do not both start with "So" (the step's conclusion, then what it folds in). */
    private static void assertNoRepeatedSo(String text, String so) {
        String[] sentences = text.split("(?<=[.”])\\s+");
        for (int i = 1; i < sentences.length; i++) {
            String before = sentences[i - 1];
            assertFalse(before.startsWith(so) && sentences[i].startsWith(so), () -> "two sentences in a row start "
                    + "with '" + so.trim() + "': " + text);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void fixturesSummariseFaithfullyAndShortly(Path file) {
        summarisesFaithfullyAndShortly(file);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("real")
    void realPuzzlesSummariseFaithfullyAndShortly(Path file) {
        TestCorpus.assumeReal();
        summarisesFaithfullyAndShortly(file);
    }

    private static void summarisesFaithfullyAndShortly(Path file) {
        Puzzle p = TestCorpus.read(file);
        Trace t = ENGINE.solve(p);
        List<KeyStep> keys = KeySteps.of(t);
        assertFaithful(t, keys);
        assertTrue(keys.size() * 3 <= t.steps().size(),
                file.getFileName() + ": " + keys.size() + " key steps of " + t.steps().size());
    }

    @Property(tries = 150)
    void randomPuzzlesSummariseFaithfully(@ForAll long seed) {
        Puzzle p = RandomPuzzles.make(new Random(seed));
        Trace t = ENGINE.solve(p);
        assertFaithful(t, KeySteps.of(t));
    }

    @Test
    void aKeyStepFoldsTheMatchesItCausesIntoOneSentence() {
        Puzzle p = TestCorpus.read(TestCorpus.realFile("puzzlebaron-rn-puzzlesAdvanced-game3.lgp"));
        Trace t = ENGINE.solve(p);
        List<KeyStep> keys = KeySteps.of(t);
        // lemon's 7th follows from clue 1 once strawberry is 3rd, and with it coconut's (a match) and cherry's 6th
        KeyStep k = keys.stream().filter(x -> x.text().contains("lemon does not go with 5th or 6th")).findFirst()
                .orElseThrow();
        assertTrue(k.text().endsWith("With that, lemon goes with 7th; cherry goes with 6th. That also rules out 14 more "
                + "pairings."), k.text());
        assertTrue(k.routine().stream().allMatch(KeySteps::isRoutine));
        assertTrue(k.marks().stream().anyMatch(m -> m.value() == Mark.YES));
    }

    @Test
    void directMatchesKeepTheirOwnConsequences() {
        Puzzle p = TestCorpus.fixturePuzzle(TestCorpus.ZEBRA);
        Trace t = ENGINE.solve(p);
        List<KeyStep> keys = KeySteps.of(t);
        // the engine applies every direct clue before any bookkeeping; each key step still gets only its own
        for (KeyStep k : keys) {
            for (Step r : k.routine()) {
                boolean own = r.because().stream().anyMatch(c -> k.marks().stream().anyMatch(
                        m -> same(m, c.a(), c.b())));
                assertTrue(own || r.because().isEmpty(), k.text() + " holds " + r.text());
            }
        }
    }

    private static boolean same(MarkChange m, Item a, Item b) {
        return (m.a().equals(a) && m.b().equals(b)) || (m.a().equals(b) && m.b().equals(a));
    }

    /**
     * A hard 4×5 trace (about 60–100 steps) comes down to a handful of key steps. Over seeds 1–60 engine 0.6.0's
     * hard 4×5 puzzles took 9 key steps median and 17 at most, engine 0.7.0's (hard aimed at, #16) 9 median and 19
     * at most; 20 bounds both.
     */
    @Test
    void generated4x5PuzzlesTakeAtMost20KeySteps() throws Exception {
        CategoryDatabase db = CategoryDatabase.bundled();
        for (long seed = 1; seed <= 10; seed++) {
            Puzzle p = Generator.generate(GeneratorSettings.of(4, 5, seed).withDifficulty(Level.HARD), db, "bundled",
                    Monitor.NONE);
            Trace t = ENGINE.solve(p);
            List<KeyStep> keys = KeySteps.of(t);
            assertFaithful(t, keys);
            assertTrue(keys.size() <= 20, "seed " + seed + ": " + keys.size() + " key steps");
        }
    }
}
