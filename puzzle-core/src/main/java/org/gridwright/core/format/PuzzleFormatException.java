package org.gridwright.core.format;

/**
 * A puzzle file that cannot be read. {@link #getMessage()} is the message for the user: the file, the place in it
 * (a JSON line and column, or a clue, category or field as a person counts them) and what is wrong.
 */
public final class PuzzleFormatException extends Exception {
    private final String source;
    private final String place;
    private final String problem;

    public PuzzleFormatException(String source, String place, String problem) {
        super(compose(source, place, problem));
        this.source = source;
        this.place = place;
        this.problem = problem;
    }

    private static String compose(String source, String place, String problem) {
        StringBuilder sb = new StringBuilder();
        if (source != null) {
            sb.append(source).append(": ");
        }
        if (place != null && !place.isEmpty()) {
            sb.append(place).append(": ");
        }
        return oneLine(sb.append(problem).toString());
    }

    /** Control characters from the file (a label with a line break, say) shown escaped, so a message is one line. */
    private static String oneLine(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
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
