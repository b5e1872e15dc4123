package org.gridwright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BatchTest {

    @Test
    void aBatchHoldsABoundedNumberOfResultsWhateverItsLength() throws UsageException {
        AtomicInteger alive = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        List<Integer> order = new ArrayList<>();
        int n = 2000;
        Batch.run(n, 3, 6, i -> {
            if (i % 100 == 0) {
                // a slow item: without a window every later item would finish and wait in memory meanwhile
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            most.accumulateAndGet(alive.incrementAndGet(), Math::max);
            return new byte[1024];
        }, (i, r) -> {
            order.add(i);
            alive.decrementAndGet();
        });
        assertEquals(n, order.size());
        for (int i = 0; i < n; i++) {
            assertEquals(i, order.get(i), "results come in item order");
        }
        assertTrue(most.get() <= 6, "at most the window of 6 results held at once, not " + most.get());
    }
}
