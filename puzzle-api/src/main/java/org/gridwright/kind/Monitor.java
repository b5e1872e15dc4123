package org.gridwright.kind;

/**
 * What a long computation of a kind is told by whoever started it: where to report progress and whether to stop.
 * Safe to call from the computing thread.
 */
public interface Monitor {
    /** Reports nowhere, never cancels. */
    Monitor NONE = new Monitor() {
        @Override
        public void progress(long done, long total, String message) {
        }

        @Override
        public boolean isCancelled() {
            return false;
        }
    };

    /**
     * Reports progress.
     *
     * @param done    units done so far
     * @param total   units in all, or -1 when unknown
     * @param message a short line for a person, or null
     */
    void progress(long done, long total, String message);

    /** True when the work should stop as soon as it can. */
    boolean isCancelled();

    /** Throws {@link CancelledException} when cancelled; call it at safe points in loops. */
    default void checkCancelled() {
        if (isCancelled()) {
            throw new CancelledException();
        }
    }
}
