package org.gridwright.editor;

import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import org.gridwright.core.task.Monitor;
import org.netbeans.api.progress.ProgressHandle;

/**
 * The generator's {@link Monitor} seen by the author: progress goes to the wizard's bar and line and to the
 * workbench's progress area ({@link ProgressHandle}); Cancel in either place stops the work.
 */
final class WizardMonitor implements Monitor {
    private final JProgressBar bar;
    private final JLabel line;
    private final ProgressHandle handle;
    private volatile boolean cancelled;
    private boolean started;

    WizardMonitor(String name, JProgressBar bar, JLabel line) {
        this.bar = bar;
        this.line = line;
        this.handle = ProgressHandle.createHandle(name, () -> {
            cancel();
            return true;
        });
    }

    void start() {
        handle.start();
        handle.switchToIndeterminate();
        started = true;
        SwingUtilities.invokeLater(() -> {
            bar.setIndeterminate(true);
            bar.setVisible(true);
        });
    }

    void finish() {
        if (started) {
            handle.finish();
            started = false;
        }
        SwingUtilities.invokeLater(() -> {
            bar.setIndeterminate(false);
            bar.setValue(0);
        });
    }

    void cancel() {
        cancelled = true;
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void progress(long done, long total, String message) {
        if (total > 0 && total <= Integer.MAX_VALUE) {
            int d = (int) Math.min(done, total);
            handle.switchToDeterminate((int) total);
            handle.progress(message == null ? "" : message, d);
            SwingUtilities.invokeLater(() -> {
                bar.setIndeterminate(false);
                bar.setMaximum((int) total);
                bar.setValue(d);
                if (message != null) {
                    line.setText(message);
                }
            });
        } else if (message != null) {
            handle.progress(message);
            SwingUtilities.invokeLater(() -> line.setText(message));
        }
    }
}
