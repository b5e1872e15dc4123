package org.gridwright.core.deduce;

import java.util.Locale;
import org.gridwright.core.text.Templates;

/** The names a person reads for technique ids ({@code clue-less} → "Ordering clue"), from a template bundle. */
public final class TechniqueNames {
    private static final String BUNDLE = "org.gridwright.core.deduce.TechniqueNames";

    private TechniqueNames() {
    }

    /** The English name of a technique; the id itself for an id the bundle does not know. */
    public static String of(String id) {
        return of(id, Locale.ENGLISH);
    }

    /** The name of a technique in {@code locale} (English when there is no translation). */
    public static String of(String id, Locale locale) {
        Templates t = Templates.of(BUNDLE, locale);
        return t.has(id) ? t.fill(id) : id;
    }
}
