package org.gridwright.editor;

import org.gridwright.core.task.Monitor;
import org.netbeans.api.progress.ProgressHandle;

/**
 * A {@link Monitor} shown in the workbench's progress area: its messages and steps go to a {@link ProgressHandle},
 * and the handle's Cancel (the ✕ beside the bar) cancels the work.
 */
final class HandleMonitor implements Monitor, AutoCloseable {
    private final ProgressHandle handle;
    private volatile boolean cancelled;
    private int shownTotal = -1;

    HandleMonitor(String name) {
        handle = ProgressHandle.createHandle(name, () -> {
            cancelled = true;
            return true;
        });
        handle.start();
    }

    @Override
    public synchronized void progress(long done, long total, String message) {
        if (total > 0 && total <= Integer.MAX_VALUE) {
            if (shownTotal != total) {
                handle.switchToDeterminate((int) total);
                shownTotal = (int) total;
            }
            handle.progress(message == null ? "" : message, (int) Math.min(done, total));
        } else if (message != null) {
            handle.progress(message);
        }
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    /** The work ended (done, failed or cancelled): the bar goes away. */
    @Override
    public void close() {
        handle.finish();
    }
}
