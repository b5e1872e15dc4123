package org.gridwright.print;

/**
 * A text holds a character that no font of the document has (neither the built-in faces nor the house font). The
 * printer never draws a replacement glyph instead: it stops before writing anything, naming the puzzle, the text and
 * the character, so that the author can change the text or name a font that has it.
 */
public final class UnprintableTextException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient String puzzle;
    private final int puzzleIndex;
    private final String text;
    private final int codePoint;

    UnprintableTextException(String text, int codePoint) {
        this(null, -1, text, codePoint);
    }

    UnprintableTextException(String puzzle, int puzzleIndex, String text, int codePoint) {
        super(message(puzzle, text, codePoint));
        this.puzzle = puzzle;
        this.puzzleIndex = puzzleIndex;
        this.text = text;
        this.codePoint = codePoint;
    }

    private static String message(String puzzle, String text, int cp) {
        org.gridwright.core.text.Templates t = org.gridwright.core.text.Templates.of("org.gridwright.print.Messages",
                java.util.Locale.ENGLISH);
        return t.fill(puzzle == null ? "unprintable" : "unprintable.puzzle", new String(Character.toChars(cp)),
                hex(cp), excerpt(text, cp), puzzle);
    }

    /** The same, said of puzzle number {@code index} (0-based, in the order given) titled {@code puzzle}. */
    UnprintableTextException of(String puzzleTitle, int index) {
        return new UnprintableTextException(puzzleTitle, index, text, codePoint);
    }

    /** The puzzle's display title, or null when the text is not a puzzle's (a book title, an imprint). */
    public String puzzle() {
        return puzzle;
    }

    /** The puzzle's index in the list printed (0-based), or -1. */
    public int puzzleIndex() {
        return puzzleIndex;
    }

    /** The whole text. */
    public String text() {
        return text;
    }

    /** The character no font has. */
    public int codePoint() {
        return codePoint;
    }

    /** The code point as U+ notation digits ({@code 4E1C}). */
    public static String hex(int cp) {
        return String.format("%04X", cp);
    }

    /** At most about 60 characters of {@code text} around the first {@code cp}, with ellipses where cut. */
    public static String excerpt(String text, int cp) {
        if (text.length() <= 60) {
            return text;
        }
        int at = Math.max(0, text.indexOf(new String(Character.toChars(cp))));
        int from = Math.max(0, at - 30);
        int to = Math.min(text.length(), from + 60);
        if (from > 0 && Character.isLowSurrogate(text.charAt(from))) {
            from--;
        }
        if (to < text.length() && Character.isLowSurrogate(text.charAt(to))) {
            to++;
        }
        return (from > 0 ? "…" : "") + text.substring(from, to) + (to < text.length() ? "…" : "");
    }
}
