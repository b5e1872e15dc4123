package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.task.CancelledException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TaskMonitorTest {
    @TempDir
    Path tmp;

    @Property
    void theBarMovesWithTheWorkAndNeverBack(@ForAll @LongRange(min = 1, max = 5_000_000_000L) long total,
            @ForAll @LongRange(min = 0, max = 5_000_000_000L) long a, @ForAll @LongRange(min = 0,
                    max = 5_000_000_000L) long b) {
        long lo = Math.min(a, b);
        long hi = Math.max(a, b);
        int l = TaskMonitor.scaled(lo, total);
        int h = TaskMonitor.scaled(hi, total);
        assertTrue(0 <= l && l <= h && h <= TaskMonitor.SCALE, lo + ", " + hi + " of " + total + ": " + l + ", " + h);
    }

    @Test
    void theWholeFillsTheBarAndNothingLeavesItEmpty() {
        assertEquals(TaskMonitor.SCALE, TaskMonitor.scaled(200_000, 200_000));
        assertEquals(0, TaskMonitor.scaled(0, 200_000));
        assertEquals(500, TaskMonitor.scaled(100_000, 200_000));
        assertEquals(0, TaskMonitor.scaled(5, -1));
    }

    @Test
    void cancelOnTheBarStopsALoadThatIsRunning() throws Exception {
        CategoryDatabase.bundled().save(tmp);
        TaskMonitor job = new TaskMonitor("test");
        job.start();
        try {
            assertFalse(job.isCancelled());
            assertEquals(CategoryDatabase.bundled(), CategoryDatabase.load(tmp, job).db());
            assertTrue(job.cancel());
            assertTrue(job.isCancelled());
            assertThrows(CancelledException.class, () -> CategoryDatabase.load(tmp, job));
        } finally {
            job.close();
        }
    }
}
