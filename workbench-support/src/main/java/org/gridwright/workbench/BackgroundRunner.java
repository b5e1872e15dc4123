package org.gridwright.workbench;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.openide.util.RequestProcessor;

/**
 * Runs work on one snapshot of an immutable value (a puzzle, a database) off the Swing thread, on a named {@link RequestProcessor}; starting a new run
 * cancels the one before (its {@link Monitor} says cancelled, and its result is never delivered). Results and
 * failures come back on the Swing thread together with the value they were computed for.
 *
 * @param <I> the value worked on
 * @param <R> the result
 */
public final class BackgroundRunner<I, R> {
    private final RequestProcessor processor;
    private final BiFunction<I, Monitor, R> work;
    private Run current;

    public BackgroundRunner(String name, BiFunction<I, Monitor, R> work) {
        this.processor = new RequestProcessor(name, 1, true);
        this.work = work;
    }

    /** Starts work on {@code p}, cancelling the previous run. Call on one thread (the Swing thread). */
    public synchronized void run(I p, BiConsumer<I, R> done, Consumer<RuntimeException> failed) {
        cancel();
        Run r = new Run();
        current = r;
        r.task = processor.post(() -> {
            R result;
            try {
                result = work.apply(p, r);
            } catch (CancelledException e) {
                return;
            } catch (RuntimeException e) {
                SwingUtilities.invokeLater(() -> {
                    if (!r.cancelled) {
                        failed.accept(e);
                    }
                });
                return;
            }
            SwingUtilities.invokeLater(() -> {
                if (!r.cancelled) {
                    done.accept(p, result);
                }
            });
        });
    }

    /** Cancels the run in progress, if any; its result will not be delivered. */
    public synchronized void cancel() {
        if (current != null) {
            current.cancelled = true;
            current.task.cancel();
            current = null;
        }
    }

    /** One run: its task and whether it was cancelled. */
    private static final class Run implements Monitor {
        private volatile boolean cancelled;
        private RequestProcessor.Task task;

        @Override
        public void progress(long done, long total, String message) {
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }
    }
}
