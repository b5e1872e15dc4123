package org.gridwright.workbench;

/** A text for a label that wraps at a width instead of running off a narrow window (start page, option notes). */
public final class Wrapped {
    private Wrapped() {
    }

    /** {@code text} (plain, escaped here) as label HTML wrapping at {@code width} pixels. */
    public static String html(String text, int width) {
        String escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return "<html><body style=\"width: " + width + "px\">" + escaped + "</body></html>";
    }
}
