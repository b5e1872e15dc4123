package org.gridwright.core.task;

/** Thrown out of a computation whose {@link Monitor} asked it to stop. */
public final class CancelledException extends RuntimeException {
    public CancelledException() {
        super("cancelled", null, false, false);
    }
}
