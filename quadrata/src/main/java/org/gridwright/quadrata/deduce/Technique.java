package org.gridwright.quadrata.deduce;

/** One named technique of the human-style solver. */
public interface Technique {
    /** Its id (a key of {@code Techniques.properties}). */
    String id();

    /** The first step it finds on candidates {@code d} (not changed), or null when it finds none. */
    Step find(Context ctx, int[] d);
}
