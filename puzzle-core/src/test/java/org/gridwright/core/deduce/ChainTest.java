package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;

/** A trial step lists its chain: the implications from its assumption to the contradiction, each with its clue. */
class ChainTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    /**
     * A chain whose last link quotes a clue with none of its pairs left ends there ("That cannot be."), without
     * saying the same dead end again ("Then clue 8 would have none of its pairs left"). Returns whether it applied.
     */
    static boolean assertDeadEndSaidOnce(Step s) {
        boolean applied = false;
        for (List<Step> chain : s.chains()) {
            if (!chain.isEmpty() && chain.get(chain.size() - 1).messageKey().equals("clue-any.none")
                    && (s.technique().startsWith("contradiction-") || s.messageKey().startsWith("forcing.any.dead"))) {
                applied = true;
                assertTrue(s.messageKey().endsWith(".said"), s.messageKey() + ": " + s.text());
                assertFalse(s.text().contains("none of its pairs left"), s.text());
                assertTrue(s.text().contains("That cannot be."), s.text());
            }
        }
        return applied;
    }

    @Test
    void aClueQuotedAtTheDeadEndIsNotSaidAgain() {
        TestCorpus.assumeReal();
        Trace t = ENGINE.solve(TestCorpus.read(TestCorpus.realFile("puzzlebaron-rn-puzzlesAdvanced-game1.lgp")));
        assertTrue(t.steps().stream().filter(ChainTest::assertDeadEndSaidOnce).count() > 0,
                "no trial of Advanced game1 ends at its either-or clue 8 any more");
    }

    /**
     * Every trial step has one chain, and the chain stands on its own: each link builds only on the grid before
     * the step, the assumption and earlier links, and after the last link the grid is impossible.
     */
    static int assertChainsExplain(Trace t) {
        int trials = 0;
        for (int i = 0; i < t.steps().size(); i++) {
            Step s = t.steps().get(i);
            assertDeadEndSaidOnce(s);
            if (s.technique().equals(ForcingChain.ID)) {
                trials++;
                assertFalse(s.chains().isEmpty(), s.text());
                for (List<Step> chain : s.chains()) {
                    assertFalse(chain.isEmpty(), "a way of a forcing chain with no link: " + s.text());
                    for (Step link : chain) {
                        for (int c : link.clues()) {
                            assertTrue(s.clues().contains(c), "the step does not list clue " + (c + 1) + " of its chain");
                        }
                    }
                }
                assertTrue(s.text().contains("(1) "), s.text());
                continue;
            }
            if (!s.technique().startsWith("contradiction-")) {
                assertTrue(s.chains().isEmpty(), s.text());
                continue;
            }
            trials++;
            assertEquals(1, s.chains().size(), s.text());
            List<Step> chain = s.chains().get(0);
            assertFalse(chain.isEmpty(), s.text());
            Grid before = t.gridAfter(i - 1);
            MarkChange proved = s.marks().get(0);
            Board b = Board.of(before);
            b.set(proved.a(), proved.b(), proved.value() == Mark.YES ? Mark.NO : Mark.YES);
            for (Step link : chain) {
                for (Cell c : link.because()) {
                    if (c.a().category() != c.b().category()) {
                        assertNotEquals(Mark.UNKNOWN, b.get(c.a(), c.b()),
                                "a link builds on a mark the chain has not made: " + link.text() + " in " + s.text());
                    }
                }
                assertFalse(b.broken(), "the chain goes on after the contradiction: " + s.text());
                Run.apply(b, link);
            }
            Step last = chain.get(chain.size() - 1);
            assertTrue(b.broken() || last.messageKey().equals("clue-any.none"),
                    "the chain does not end in a contradiction: " + s.text());
            for (int n = 1; n <= chain.size(); n++) {
                assertTrue(s.text().contains("(" + n + ") "), "link " + n + " is not said: " + s.text());
            }
            for (Step link : chain) {
                for (int c : link.clues()) {
                    assertTrue(s.clues().contains(c), "the step does not list clue " + (c + 1) + " of its chain");
                }
            }
        }
        return trials;
    }

    @Test
    void everyTrialOfTheRealCorpusListsItsChain() {
        int trials = 0;
        for (Path f : TestCorpus.realFiles()) {
            trials += assertChainsExplain(ENGINE.solve(TestCorpus.read(f)));
        }
        assertTrue(trials >= 2, "the corpus has trials or forcing chains (the advanced puzzles need them); found "
                + trials);
    }

    @Test
    void aForcingChainQuotesItsClueAndFollowsBothWays() {
        Puzzle p = TestCorpus.read(TestCorpus.realFile("puzzlebaron-rn-puzzlesAdvanced-game1.lgp"));
        Step forcing = ENGINE.solve(p).steps().stream().filter(s -> s.technique().equals(ForcingChain.ID))
                .findFirst().orElseThrow();
        assertTrue(forcing.text().matches("Clue \\d+ says “.+”\\. If .+: \\(1\\) .+"), forcing.text());
        assertTrue(forcing.text().contains("which cannot be. So ") || forcing.text().contains("That cannot be. So ")
                || forcing.text().contains("Either way, "),
                forcing.text());
    }

    @Test
    void theChainSaidIsTheShortestOfTheOrdersTried() {
        // Advanced game4's forcing chain: one way (Perry with B+) breaks the grid. Followed easiest first, its dead
        // end needs 56 links; the clues' own steps first, 33 (issue #15, item 5)
        Puzzle p = TestCorpus.read(TestCorpus.realFile("puzzlebaron-rn-puzzlesAdvanced-game4.lgp"));
        int longest = 0;
        for (Step s : ENGINE.solve(p).steps()) {
            for (List<Step> chain : s.chains()) {
                longest = Math.max(longest, chain.size());
            }
        }
        assertTrue(longest > 0, "game4 needs a chain");
        assertTrue(longest <= 40, "a chain of " + longest + " links, where 33 were found");
    }

    @Property(tries = 120)
    void everyTrialOfARandomPuzzleListsItsChain(@ForAll long seed) {
        Puzzle p = RandomPuzzles.make(new Random(seed));
        assertChainsExplain(ENGINE.solve(p));
    }

    @Test
    void aChainSaysEachLinkWithItsClueAndTheDeadEnd() {
        Puzzle p = TestCorpus.read(TestCorpus.realFile("puzzlebaron-rn-puzzlesAdvanced-game1.lgp"));
        // the trials this puzzle needed are forcing chains through one clue now; trials alone show the same
        Step trial = new DeductionEngine(TechniqueSet.defaults().without(ForcingChain.ID)).solve(p).steps().stream()
                .filter(s -> s.technique().equals("contradiction-1")).findFirst().orElseThrow();
        assertTrue(trial.text().startsWith("Suppose "), trial.text());
        assertTrue(trial.text().contains("(1) "), trial.text());
        assertTrue(trial.text().matches(".*(Then .+, which|\\. That) cannot be\\. So .+\\."), trial.text());
        assertTrue(trial.chains().get(0).stream().anyMatch(l -> !l.clues().isEmpty()), trial.text());
    }
}
