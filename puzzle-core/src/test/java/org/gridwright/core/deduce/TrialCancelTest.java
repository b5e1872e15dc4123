package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Cancelling stops even the trials nested inside a step, and the trial budget is a checked setting. */
class TrialCancelTest {
    private static final DeductionEngine ENGINE = new DeductionEngine();

    @Test
    void cancellingStopsTheTrialsInsideAStepAtTheNextRound() {
        Puzzle p = TrialBudgetTest.bigStuckPuzzle();
        Trace whole = ENGINE.solve(p);
        int topRounds = whole.steps().size() + 1;
        assertTrue(whole.trialWork() > 1000, "the puzzle should need much trial work: " + whole.trialWork());
        // how often the whole run asks (every round of the run and of the trials followed step by step, every trial
        // a closure decides): far more often than the run's own rounds
        CountingMonitor all = new CountingMonitor(Integer.MAX_VALUE);
        assertEquals(whole, ENGINE.solve(p, all));
        assertTrue(all.asked > 2 * topRounds, "the trials should ask the monitor: " + all.asked + " questions");
        // the caller cancels half-way through the trials' questions: long after the last step the run would check
        CountingMonitor m = new CountingMonitor(topRounds + (all.asked - topRounds) / 2);
        assertThrows(CancelledException.class, () -> ENGINE.solve(p, m));
        assertEquals(m.cancelAt, m.asked, "work went on after the monitor said stop");
        // with the budget off the run does the same work and more, and still stops when asked
        CountingMonitor m2 = new CountingMonitor(all.asked - 1);
        assertThrows(CancelledException.class, () -> ENGINE.withTrialBudget(Integer.MAX_VALUE).solve(p, m2));
        assertEquals(m2.cancelAt, m2.asked);
        // nothing is left behind: the next solve is the same as the first
        assertEquals(whole, ENGINE.solve(p));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#fixtures")
    void theDefaultBudgetLeavesTheFixturesAsTheyWere(java.nio.file.Path f) {
        withinBudget(f);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.gridwright.core.deduce.CorpusTraceTest#real")
    void theDefaultBudgetLeavesTheRealCorpusAsItWas(java.nio.file.Path f) {
        TestCorpus.assumeReal();
        withinBudget(f);
    }

    private static void withinBudget(java.nio.file.Path f) {
        Trace t = ENGINE.solve(TestCorpus.read(f));
        assertFalse(t.outOfBudget(), f.getFileName() + " ran out of trial budget");
        assertTrue(t.trialWork() < DeductionEngine.DEFAULT_TRIAL_BUDGET / 10, f.getFileName() + " used "
                + t.trialWork());
    }

    @Test
    void theTrialBudgetIsACheckedSetting() {
        assertThrows(IllegalArgumentException.class, () -> ENGINE.withTrialBudget(-1));
        assertEquals(0, ENGINE.withTrialBudget(0).solve(TrialBudgetTest.bigStuckPuzzle()).trialWork());
    }

    /** Says stop from its {@code cancelAt}-th question on, and counts the questions. */
    private static final class CountingMonitor implements Monitor {
        final int cancelAt;
        int asked;

        CountingMonitor(int cancelAt) {
            this.cancelAt = cancelAt;
        }

        @Override
        public void progress(long done, long total, String message) {
        }

        @Override
        public boolean isCancelled() {
            return ++asked >= cancelAt;
        }
    }
}
