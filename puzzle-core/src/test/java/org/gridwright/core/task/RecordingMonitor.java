package org.gridwright.core.task;

import java.util.ArrayList;
import java.util.List;

/**
 * A monitor for tests: records every report and cancels itself at the report numbered {@code cancelAt} (1-based;
 * 0 or less never), so work can be stopped at a chosen point of its progress.
 */
public final class RecordingMonitor implements Monitor {
    /** One progress report. */
    public record Report(long done, long total, String message) {
    }

    private final List<Report> reports = new ArrayList<>();
    private final int cancelAt;
    private volatile boolean cancelled;
    private int reportsAfterCancel;

    public RecordingMonitor(int cancelAt) {
        this.cancelAt = cancelAt;
    }

    /** A monitor that never cancels. */
    public RecordingMonitor() {
        this(0);
    }

    @Override
    public synchronized void progress(long done, long total, String message) {
        if (cancelled) {
            reportsAfterCancel++;
        }
        reports.add(new Report(done, total, message));
        if (reports.size() == cancelAt) {
            cancelled = true;
        }
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    public synchronized List<Report> reports() {
        return List.copyOf(reports);
    }

    /** Reports made after the one that cancelled: work that checks often enough makes none. */
    public synchronized int reportsAfterCancel() {
        return reportsAfterCancel;
    }

    /**
     * Why the reports are not progress as promised (one total throughout, done never falling, never above the
     * total, a message on every report, and, when {@code complete}, the last report done == total), or null.
     */
    public synchronized String whyNotMonotone(boolean complete) {
        if (reports.isEmpty()) {
            return "no progress was reported";
        }
        long total = reports.get(0).total();
        long last = -1;
        for (Report r : reports) {
            if (r.total() != total) {
                return "the total changed: " + r;
            }
            if (r.done() < last) {
                return "done fell from " + last + ": " + r;
            }
            if (total >= 0 && r.done() > total) {
                return "done is above the total: " + r;
            }
            if (r.message() == null || r.message().isBlank()) {
                return "no message: " + r;
            }
            last = r.done();
        }
        if (complete && last != total) {
            return "the last report " + last + " is not the total " + total;
        }
        return null;
    }
}
