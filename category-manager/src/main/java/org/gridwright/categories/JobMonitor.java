package org.gridwright.categories;

import org.gridwright.core.task.Monitor;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.util.Cancellable;

/**
 * A database job's {@link Monitor} seen in the workbench's progress area: the work's reports move its
 * {@link ProgressHandle}'s bar (in thousandths of the total, so any count fits), and the bar's Cancel makes the work
 * stop at its next check (it throws {@link org.gridwright.core.task.CancelledException} within a few milliseconds).
 */
final class JobMonitor implements Monitor, Cancellable {
    static final int SCALE = 1000;
    private final ProgressHandle handle;
    private volatile boolean cancelled;
    private boolean determinate;
    private int shown = -1;

    JobMonitor(String title) {
        this.handle = ProgressHandle.createHandle(title, this);
    }

    /** Shows the bar, moving until the first report says how much there is. */
    void start() {
        handle.start();
        handle.switchToIndeterminate();
    }

    void finish() {
        handle.finish();
    }

    @Override
    public boolean cancel() {
        cancelled = true;
        return true;
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void progress(long done, long total, String message) {
        if (total <= 0) {
            if (message != null) {
                handle.progress(message);
            }
            return;
        }
        if (!determinate) {
            handle.switchToDeterminate(SCALE);
            determinate = true;
        }
        int p = scaled(done, total);
        if (p != shown) {
            shown = p;
            handle.progress(message == null ? "" : message, p);
        }
    }

    /** {@code done} of {@code total} in thousandths, within 0..SCALE. */
    static int scaled(long done, long total) {
        if (total <= 0) {
            return 0;
        }
        long d = Math.max(0, Math.min(done, total));
        return (int) (d * SCALE / total);
    }
}
