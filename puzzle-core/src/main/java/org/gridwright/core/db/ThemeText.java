package org.gridwright.core.db;

import java.util.Locale;
import org.gridwright.core.text.Templates;

/** The words of themes: messages about theme rows, number words and list joiners, from {@code Themes.properties}. */
final class ThemeText {
    private static final Templates T = Templates.of("org.gridwright.core.db.Themes", Locale.ENGLISH);

    private ThemeText() {
    }

    static String get(String key, Object... args) {
        return T.fill(key, args);
    }

    static boolean has(String key) {
        return T.has(key);
    }

    /** The theme words of language {@code lang} (null: English), falling back to English key by key. */
    static Templates of(String lang) {
        return lang == null ? T : Templates.of("org.gridwright.core.db.Themes", Locale.forLanguageTag(lang));
    }
}
