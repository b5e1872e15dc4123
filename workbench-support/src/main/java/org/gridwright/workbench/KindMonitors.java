package org.gridwright.workbench;

import java.util.function.Function;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;

/**
 * The workbench's monitors ({@link TaskMonitor}, a {@link BackgroundRunner}'s run) as a puzzle kind's
 * {@link org.gridwright.kind.Monitor}: progress passes on, cancel is read through, and a kind's cancellation comes
 * back as the workbench's {@link CancelledException}.
 */
public final class KindMonitors {
    private KindMonitors() {
    }

    /** {@code m} seen by a kind. */
    public static org.gridwright.kind.Monitor of(Monitor m) {
        return new org.gridwright.kind.Monitor() {
            @Override
            public void progress(long done, long total, String message) {
                m.progress(done, total, message);
            }

            @Override
            public boolean isCancelled() {
                return m.isCancelled();
            }
        };
    }

    /** Runs a kind's work under {@code m}; the kind's cancellation becomes the workbench's. */
    public static <R> R run(Monitor m, Function<org.gridwright.kind.Monitor, R> work) {
        try {
            return work.apply(of(m));
        } catch (org.gridwright.kind.CancelledException e) {
            throw new CancelledException();
        }
    }
}
