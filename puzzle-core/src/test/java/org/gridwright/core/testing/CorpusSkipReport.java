package org.gridwright.core.testing;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says at the end of a module's test run how many tests were skipped because the real
 * corpus is absent, in one line of the build log. Registered through {@code META-INF/services}, so every module with
 * puzzle-core's test jar on its test class path reports it.
 */
public final class CorpusSkipReport implements TestExecutionListener {
    private final AtomicInteger skipped = new AtomicInteger();
    private volatile String reason;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        skipped.set(0);
        reason = null;
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (id.isTest() && result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String message = result.getThrowable().map(Throwable::getMessage).orElse("");
            int at = message == null ? -1 : message.indexOf(TestCorpus.SKIP_PREFIX);
            if (at >= 0) {
                skipped.incrementAndGet();
                reason = message.substring(at);
            }
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        int n = skipped.get();
        if (n > 0) {
            System.out.println("[gridwright] " + n + " real-corpus test" + (n == 1 ? "" : "s") + " skipped: " + reason);
        }
    }
}
