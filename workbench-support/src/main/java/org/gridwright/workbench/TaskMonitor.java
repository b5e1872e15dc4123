package org.gridwright.workbench;

import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import org.gridwright.core.task.Monitor;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.util.Cancellable;
import org.openide.util.NbBundle.Messages;

/**
 * The workbench's one progress adapter: a long job's {@link Monitor} seen by the author. Its reports move a
 * {@link ProgressHandle} in the status bar (in thousandths of the total, so any count fits; the message beside
 * the task's name, since the status bar shows the name), and, when given, a dialog's own bar and line. Cancel on
 * the status bar's ✕ or {@link #cancel()} (a dialog's Cancel button) makes the work stop at its next check.
 *
 * <p>{@link #start()} shows it, {@link #close()} takes it away (done, failed or cancelled); both may be called
 * from any thread.
 */
@Messages({"# {0} - task", "# {1} - what it is doing", "LBL_TaskDoing={0}: {1}"})
public final class TaskMonitor implements Monitor, Cancellable, AutoCloseable {
    /** The bar's resolution: thousandths of the total. */
    public static final int SCALE = 1000;
    private final String name;
    private final ProgressHandle handle;
    private final JProgressBar bar;
    private final JLabel line;
    private volatile boolean cancelled;
    private boolean started;
    private boolean determinate;
    private int shown = -1;

    /** A monitor shown in the status bar only. */
    public TaskMonitor(String name) {
        this(name, null, null);
    }

    /** A monitor shown in the status bar and in a dialog's {@code bar} and {@code line} (either may be null). */
    public TaskMonitor(String name, JProgressBar bar, JLabel line) {
        this.name = name;
        this.bar = bar;
        this.line = line;
        this.handle = ProgressHandle.createHandle(name, this);
    }

    /** Shows the bar, moving until the first report says how much there is. */
    public synchronized TaskMonitor start() {
        if (!started) {
            started = true;
            handle.start();
            handle.switchToIndeterminate();
            onSwing(() -> {
                if (bar != null) {
                    bar.setIndeterminate(true);
                    bar.setVisible(true);
                }
            });
        }
        return this;
    }

    /** The work ended: the bar goes away (the dialog's bar is emptied). */
    @Override
    public synchronized void close() {
        if (started) {
            started = false;
            handle.finish();
        }
        onSwing(() -> {
            if (bar != null) {
                bar.setIndeterminate(false);
                bar.setValue(0);
            }
        });
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
    public synchronized void progress(long done, long total, String message) {
        if (!started) {
            start();
        }
        if (total > 0) {
            if (!determinate) {
                handle.switchToDeterminate(SCALE);
                determinate = true;
            }
            int p = scaled(done, total);
            if (p != shown) {
                shown = p;
                handle.progress(message == null ? "" : message, p);
            }
        } else if (message != null) {
            handle.progress(message);
        }
        if (message != null) {
            handle.setDisplayName(Bundle.LBL_TaskDoing(name, message));
        }
        if (bar != null || line != null) {
            int p = total > 0 ? scaled(done, total) : -1;
            onSwing(() -> {
                if (bar != null && p >= 0) {
                    bar.setIndeterminate(false);
                    bar.setMaximum(SCALE);
                    bar.setValue(p);
                }
                if (line != null && message != null) {
                    line.setText(message);
                }
            });
        }
    }

    /** {@code done} of {@code total} in thousandths, within 0..SCALE. */
    public static int scaled(long done, long total) {
        if (total <= 0) {
            return 0;
        }
        long d = Math.max(0, Math.min(done, total));
        return (int) (d * SCALE / total);
    }

    private static void onSwing(Runnable r) {
        if (SwingUtilities.isEventDispatchThread()) {
            r.run();
        } else {
            SwingUtilities.invokeLater(r);
        }
    }
}
