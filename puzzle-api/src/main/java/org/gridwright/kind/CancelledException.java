package org.gridwright.kind;

/** Thrown out of a kind's computation whose {@link Monitor} asked it to stop. */
public final class CancelledException extends RuntimeException {
    public CancelledException() {
        super("cancelled", null, false, false);
    }
}
