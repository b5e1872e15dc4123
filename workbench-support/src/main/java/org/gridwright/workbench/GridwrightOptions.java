package org.gridwright.workbench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import org.gridwright.print.Paper;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;

/**
 * The few settings an author has (the Gridwright page of Tools › Options), kept in NbPreferences: the look (light or
 * dark, applied at the next start), the default category database (a folder, or the bundled one) New Puzzle uses
 * when the category manager has none open, the default paper of Export PDF and Export Book, and the print font (a
 * house TrueType font those exports set their text in, as {@code gridwright print --font} does) and the fallback
 * font (for characters no other font has, as {@code gridwright print --fallback-font}).
 *
 * <p>The paper is kept by its stable code ({@link Paper#code()}); a paper kept by the earlier Options dialog under
 * its enum name is read once and moved to the code.
 */
@Messages({
    "# {0} - file", "ERR_FontMissing={0}: there is no such file"
})
public final class GridwrightOptions {
    /** The platform's FlatLaf looks. */
    public enum Look {
        LIGHT("com.formdev.flatlaf.FlatLightLaf"),
        DARK("com.formdev.flatlaf.FlatDarkLaf");

        private final String lafClass;

        Look(String lafClass) {
            this.lafClass = lafClass;
        }

        public String lafClass() {
            return lafClass;
        }

        /** The look whose class name is {@code className}, or null when it is neither. */
        static Look ofClass(String className) {
            for (Look l : values()) {
                if (l.lafClass.equals(className)) {
                    return l;
                }
            }
            return null;
        }
    }

    static final String KEY_DATABASE = "default.database";
    /** The paper as the earlier dialog kept it (the enum's name); read once, then moved to {@link #KEY_PAPER}. */
    static final String KEY_OLD_PAPER = "default.paper";
    static final String KEY_PAPER = "paper";
    static final String KEY_FONT = "print.font";
    static final String KEY_FALLBACK = "print.fallbackFont";
    /** Where the platform reads the look and feel at start (node {@code laf}, key {@code laf}). */
    static final String LAF_NODE = "laf";

    private final Preferences prefs;
    private final Preferences laf;

    /** Options kept in {@code prefs}, the look in {@code laf} (tests pass their own nodes). */
    GridwrightOptions(Preferences prefs, Preferences laf) {
        this.prefs = prefs;
        this.laf = laf;
    }

    /** The workbench's options. */
    public static GridwrightOptions get() {
        return new GridwrightOptions(NbPreferences.forModule(GridwrightOptions.class),
                NbPreferences.root().node(LAF_NODE));
    }

    /** The look chosen; light when none was chosen or the platform's setting is another look and feel. */
    public Look look() {
        Look l = Look.ofClass(laf.get(LAF_NODE, ""));
        return l == null ? Look.LIGHT : l;
    }

    /** Chooses the look the workbench starts with next time. */
    public void setLook(Look look) {
        laf.put(LAF_NODE, look.lafClass());
    }

    /** Sets the light look when no look and feel has been chosen (the first start). */
    void defaultLook() {
        if (laf.get(LAF_NODE, null) == null) {
            setLook(Look.LIGHT);
        }
    }

    /** The default category database folder, or null for the bundled database. */
    public Path database() {
        return path(KEY_DATABASE);
    }

    /** Sets the default category database folder (null: the bundled one). */
    public void setDatabase(Path folder) {
        putPath(KEY_DATABASE, folder);
    }

    /** The path kept under {@code key}, or null. */
    private Path path(String key) {
        String s = prefs.get(key, null);
        return s == null || s.isBlank() ? null : Path.of(s);
    }

    /** Keeps {@code p} (absolute) under {@code key}; null removes it. */
    private void putPath(String key, Path p) {
        if (p == null) {
            prefs.remove(key);
        } else {
            prefs.put(key, p.toAbsolutePath().toString());
        }
    }

    /** The default paper of Export PDF and Export Book (A4 when none was chosen). */
    public Paper paper() {
        String code = prefs.get(KEY_PAPER, null);
        if (code == null) {
            String old = prefs.get(KEY_OLD_PAPER, null);
            if (old != null) {
                Paper p = byName(old);
                prefs.remove(KEY_OLD_PAPER);
                if (p != null) {
                    setPaper(p);
                    return p;
                }
            }
            return Paper.A4;
        }
        return Paper.ofCode(code).orElse(Paper.A4);
    }

    private static Paper byName(String name) {
        try {
            return Paper.valueOf(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public void setPaper(Paper paper) {
        prefs.put(KEY_PAPER, paper.code());
        prefs.remove(KEY_OLD_PAPER);
    }

    /** The print font (a TrueType file) the PDF exports use first, or null for the built-in fonts. */
    public Path font() {
        return path(KEY_FONT);
    }

    /** Sets the print font (null: the built-in fonts). */
    public void setFont(Path file) {
        putPath(KEY_FONT, file);
    }

    /** The fallback font (a TrueType file) for characters no other font has, or null for none. */
    public Path fallbackFont() {
        return path(KEY_FALLBACK);
    }

    /** Sets the fallback font (null: none). */
    public void setFallbackFont(Path file) {
        putPath(KEY_FALLBACK, file);
    }

    /**
     * {@code base} with the print font and fallback font of these options, for Export PDF and Export Book.
     */
    public PrintOptions printOptions(PrintOptions base) {
        return base.withFont(font()).withFallback(fallbackFont());
    }

    /**
     * What is wrong with {@code file} as a print font, in words naming it, or null when the printer can embed it:
     * the same check {@code gridwright print --font} makes before it prints.
     */
    public static String fontProblem(Path file) {
        if (!Files.isRegularFile(file)) {
            return Bundle.ERR_FontMissing(file);
        }
        try {
            PdfPrinter.checkFont(file);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
