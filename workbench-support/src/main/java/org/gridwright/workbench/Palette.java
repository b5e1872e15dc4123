package org.gridwright.workbench;

import java.awt.Color;
import javax.swing.UIManager;

/**
 * The colours the workbench paints itself with (the puzzle grid, highlights, the verdict), taken from the look and
 * feel: the background and text of tables ({@code Table.background}, {@code Table.foreground}), the focus colour
 * ({@code Component.focusColor} in FlatLaf), and highlight fills chosen for a light or a dark background so that
 * the text and marks on them stay readable (a contrast of at least 4.5:1, as WCAG asks of text).
 *
 * @param background the grid's and lists' background
 * @param text       labels, names, ● marks
 * @param muted      second lines (a clue's logic under its wording)
 * @param lines      the thin lines between cells
 * @param frame      the frame of a box, ✗ marks
 * @param cursor     the keyboard's cell
 * @param newMark    a step's new marks; the clues a step used
 * @param because    the cells that justify a step; the intended solution where a second one differs
 * @param wrong      wrong marks; conflicting clues
 * @param redundant  clues that could go
 * @param good       a unique verdict
 * @param bad        a verdict that is not unique, a problem
 */
public record Palette(Color background, Color text, Color muted, Color lines, Color frame, Color cursor, Color newMark,
        Color because, Color wrong, Color redundant, Color good, Color bad) {

    /** The palette on white (the light look, and tests without a look and feel). */
    public static final Palette LIGHT = on(Color.WHITE, Color.BLACK, new Color(0x1565C0));

    /** The palette for the current look and feel. */
    public static Palette current() {
        Color bg = color("Table.background", color("Panel.background", Color.WHITE));
        Color fg = color("Table.foreground", color("Label.foreground", Color.BLACK));
        Color focus = color("Component.focusColor", null);
        return on(bg, fg, focus);
    }

    /** The palette on {@code bg} with text {@code fg}; {@code focus} the look's focus colour (null: ours). */
    public static Palette on(Color bg, Color fg, Color focus) {
        if (!isDark(bg)) {
            return new Palette(bg, fg, new Color(0x6A6A6A), new Color(0xB0B8C8), Color.DARK_GRAY,
                    focus != null ? focus : new Color(0x1565C0), new Color(0xFFE066), new Color(0xBFD9FF),
                    new Color(0xFF9C9C), new Color(0xD6E4F5), new Color(0x1E7B34), new Color(0xB00020));
        }
        return new Palette(bg, fg, mix(fg, bg, 0.8), mix(fg, bg, 0.3), mix(fg, bg, 0.7), focus != null ? focus : new Color(0x589DF6),
                new Color(0x574700), new Color(0x1F4068), new Color(0x74202E), new Color(0x213A57),
                new Color(0x6CC47F), new Color(0xFF8A80));
    }

    /** {@code c} as HTML writes it ({@code #rrggbb}). */
    public static String html(Color c) {
        return String.format(java.util.Locale.ROOT, "#%06x", c.getRGB() & 0xFFFFFF);
    }

    private static Color color(String key, Color fallback) {
        Color c = UIManager.getColor(key);
        return c != null ? new Color(c.getRGB()) : fallback;
    }

    /** Whether {@code bg} is a dark background (light text reads better on it than black). */
    public static boolean isDark(Color bg) {
        return luminance(bg) < 0.18;
    }

    /** {@code a} weighted {@code wa}, {@code b} the rest. */
    public static Color mix(Color a, Color b, double wa) {
        return new Color((int) Math.round(a.getRed() * wa + b.getRed() * (1 - wa)),
                (int) Math.round(a.getGreen() * wa + b.getGreen() * (1 - wa)),
                (int) Math.round(a.getBlue() * wa + b.getBlue() * (1 - wa)));
    }

    /** The WCAG contrast ratio of two colours, 1 to 21. */
    public static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** The WCAG relative luminance, 0 (black) to 1 (white). */
    static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
