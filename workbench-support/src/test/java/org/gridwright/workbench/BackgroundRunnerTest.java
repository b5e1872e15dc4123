package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

class BackgroundRunnerTest {

    @Test
    void aNewRunCancelsTheOneBeforeAndOnlyTheLastResultArrivesOnTheSwingThread() throws Exception {
        List<String> first = List.of("a", "b", "c");
        List<String> second = List.of("a", "b");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch delivered = new CountDownLatch(1);
        List<String> seen = new CopyOnWriteArrayList<>();
        BackgroundRunner<List<String>, Integer> r = new BackgroundRunner<>("test runner", (List<String> p, Monitor m) -> {
            if (p == first) {
                started.countDown();
                while (!m.isCancelled()) {
                    Thread.onSpinWait();
                }
                seen.add("first saw cancel");
                m.checkCancelled();
            }
            return p.size();
        });
        r.run(first, (p, n) -> seen.add("first delivered"), e -> seen.add("first failed"));
        assertTrue(started.await(60, TimeUnit.SECONDS));
        r.run(second, (p, n) -> {
            assertTrue(SwingUtilities.isEventDispatchThread());
            seen.add("second " + n);
            delivered.countDown();
        }, e -> seen.add("second failed"));
        assertTrue(delivered.await(60, TimeUnit.SECONDS));
        SwingUtilities.invokeAndWait(() -> { });
        assertEquals(List.of("first saw cancel", "second " + second.size()), seen);
    }

    @Test
    void aFailureIsReportedNotSwallowed() throws Exception {
        CountDownLatch failed = new CountDownLatch(1);
        BackgroundRunner<String, Integer> r = new BackgroundRunner<>("test runner", (p, m) -> {
            throw new IllegalStateException("boom");
        });
        List<String> seen = new CopyOnWriteArrayList<>();
        r.run("x", (p, n) -> seen.add("done"), e -> {
            seen.add(e.getMessage());
            failed.countDown();
        });
        assertTrue(failed.await(60, TimeUnit.SECONDS));
        assertEquals(List.of("boom"), seen);
    }
}
