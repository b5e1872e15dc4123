package org.gridwright.workbench;

import java.nio.file.Path;
import java.util.prefs.Preferences;
import org.gridwright.print.Paper;
import org.openide.util.NbPreferences;

/**
 * The few settings an author has (Tools › Gridwright Options…), kept in NbPreferences: the look (light or dark,
 * applied at the next start), the default category database (a folder, or the bundled one) New Puzzle uses when the
 * category manager has none open, and the default paper of Export PDF and Export Book.
 */
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
    static final String KEY_PAPER = "default.paper";
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
        String s = prefs.get(KEY_DATABASE, null);
        return s == null || s.isBlank() ? null : Path.of(s);
    }

    /** Sets the default category database folder (null: the bundled one). */
    public void setDatabase(Path folder) {
        if (folder == null) {
            prefs.remove(KEY_DATABASE);
        } else {
            prefs.put(KEY_DATABASE, folder.toAbsolutePath().toString());
        }
    }

    /** The default paper of Export PDF and Export Book. */
    public Paper paper() {
        String s = prefs.get(KEY_PAPER, Paper.A4.name());
        try {
            return Paper.valueOf(s);
        } catch (IllegalArgumentException e) {
            return Paper.A4;
        }
    }

    public void setPaper(Paper paper) {
        prefs.put(KEY_PAPER, paper.name());
    }
}
