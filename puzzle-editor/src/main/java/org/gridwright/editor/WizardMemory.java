package org.gridwright.editor;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.prefs.Preferences;
import org.gridwright.core.deduce.Level;

/**
 * What the New Puzzle wizard remembers from one use to the next (NbPreferences in the workbench): size, seed or
 * random, difficulty, clue types, the database choice and folder, the batch count and folder, and the kind of puzzle
 * last generated (another kind's page keeps its own settings). A value that no longer
 * makes sense (a level or type renamed, a number out of range) falls back to the default.
 */
final class WizardMemory {
    static final String CATEGORIES = "wizard.categories";
    static final String ITEMS = "wizard.items";
    static final String SEED = "wizard.seed";
    static final String LEVEL = "wizard.level";
    static final String TYPES = "wizard.types";
    static final String SOURCE = "wizard.source";
    static final String DATABASE = "wizard.database";
    static final String COUNT = "wizard.count";
    static final String FOLDER = "wizard.folder";
    static final String THEME = "wizard.theme";
    static final String KIND = "wizard.kind";
    /** The level value meaning "any level". */
    static final String ANY = "any";

    private WizardMemory() {
    }

    /** Keeps {@code c} for the next use. */
    static void save(Preferences p, NewPuzzleChoices c) {
        p.putInt(CATEGORIES, c.categories());
        p.putInt(ITEMS, c.items());
        put(p, SEED, c.seed() == null ? null : c.seed().toString());
        p.put(LEVEL, c.difficulty() == null ? ANY : c.difficulty().code());
        p.put(TYPES, String.join(",", c.orderedClueTypes()));
        p.put(SOURCE, c.source().name());
        put(p, DATABASE, c.database() == null ? null : c.database().toString());
        p.putInt(COUNT, c.count());
        put(p, FOLDER, c.folder() == null ? null : c.folder().toString());
        put(p, THEME, c.theme());
    }

    /** What was kept, or the defaults for what was not. */
    static NewPuzzleChoices load(Preferences p) {
        NewPuzzleChoices d = NewPuzzleChoices.defaults();
        int k = within(p.getInt(CATEGORIES, d.categories()), 2, 8, d.categories());
        int n = within(p.getInt(ITEMS, d.items()), 2, 9, d.items());
        Long seed = null;
        try {
            String s = p.get(SEED, null);
            seed = s == null ? null : Long.valueOf(s);
        } catch (NumberFormatException e) {
            seed = null;
        }
        Level level = d.difficulty();
        String l = p.get(LEVEL, null);
        if (ANY.equals(l)) {
            level = null;
        } else if (l != null) {
            for (Level x : Level.values()) {
                if (x.code().equals(l)) {
                    level = x;
                }
            }
        }
        Set<String> types = new LinkedHashSet<>(Arrays.asList(p.get(TYPES, "").split(",")));
        types.retainAll(ClueForm.TYPES);
        if (types.isEmpty()) {
            types = d.clueTypes();
        }
        NewPuzzleChoices.Source source = d.source();
        try {
            source = NewPuzzleChoices.Source.valueOf(p.get(SOURCE, d.source().name()));
        } catch (IllegalArgumentException e) {
            source = d.source();
        }
        String db = p.get(DATABASE, null);
        Path database = db == null ? null : Path.of(db);
        if (source == NewPuzzleChoices.Source.FOLDER && database == null) {
            source = d.source();
        }
        String f = p.get(FOLDER, null);
        Path folder = f == null ? null : Path.of(f);
        int count = within(p.getInt(COUNT, 1), 1, NewPuzzlePanel.MAX_COUNT, 1);
        if (folder == null) {
            count = 1;
        }
        return new NewPuzzleChoices(k, n, seed, level, types, source, database, count, folder, p.get(THEME, null));
    }

    /** Keeps the kind of puzzle last generated ({@code kindId}, the files' {@code "kind"}). */
    static void saveKind(Preferences p, String kindId) {
        put(p, KIND, kindId);
    }

    /** The kind of puzzle last generated, the logic grid when none was kept. */
    static String kind(Preferences p) {
        return p.get(KIND, KindChoice.LOGIC_GRID);
    }

    private static int within(int v, int lo, int hi, int otherwise) {
        return v < lo || v > hi ? otherwise : v;
    }

    private static void put(Preferences p, String key, String value) {
        if (value == null) {
            p.remove(key);
        } else {
            p.put(key, value);
        }
    }
}
