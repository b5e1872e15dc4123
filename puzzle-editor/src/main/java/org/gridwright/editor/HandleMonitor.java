package org.gridwright.editor;

import org.gridwright.core.task.Monitor;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.util.NbBundle.Messages;

/**
 * A {@link Monitor} shown in the workbench's progress area: its steps go to a {@link ProgressHandle}, its messages
 * beside the task's name (the status bar shows only the name, so the name carries the message), and the handle's
 * Cancel (the ✕ beside the bar) cancels the work.
 */
@Messages({"# {0} - task", "# {1} - what it is doing", "LBL_TaskDoing={0}: {1}"})
final class HandleMonitor implements Monitor, AutoCloseable {
    private final String name;
    private final ProgressHandle handle;
    private volatile boolean cancelled;
    private int shownTotal = -1;

    HandleMonitor(String name) {
        this.name = name;
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
        if (message != null) {
            handle.setDisplayName(Bundle.LBL_TaskDoing(name, message));
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
