package org.gridwright.kind;

/**
 * A file a kind cannot read. {@link #getMessage()} is the message for the user: the file, the place in it (a JSON
 * line and column, or a field as a person names it) and what is wrong, on one line.
 */
public final class KindFormatException extends Exception {
    private final String source;
    private final String place;
    private final String problem;

    public KindFormatException(String source, String place, String problem) {
        super((source == null ? "" : source + ": ") + (place == null || place.isEmpty() ? "" : place + ": ")
                + problem.replace('\n', ' '));
        this.source = source;
        this.place = place;
        this.problem = problem;
    }

    /** The file (or other source name) that was read. */
    public String source() {
        return source;
    }

    /** Where in it the problem is, or null when it concerns the whole file. */
    public String place() {
        return place;
    }

    /** What is wrong, without file and place. */
    public String problem() {
        return problem;
    }
}
