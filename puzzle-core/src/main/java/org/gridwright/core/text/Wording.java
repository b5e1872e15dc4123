package org.gridwright.core.text;

import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The clue wording's templates of every language asked for, each kept parsed ({@link Templates#parsing()}), for one
 * caller that words many sentences — a trace's steps, a puzzle's clues — and keeps this object while it does.
 * Nothing is global: two callers keep two. Safe to share between threads (the workbench reads steps off the Swing
 * thread and on it).
 */
public final class Wording {
    private final ConcurrentHashMap<Locale, Templates> byLocale = new ConcurrentHashMap<>();

    /** The clue templates of {@code locale}, parsed as they are used. */
    Templates templates(Locale locale) {
        return byLocale.computeIfAbsent(Objects.requireNonNull(locale, "locale"),
                l -> Templates.of(ClueText.BUNDLE, l).parsing());
    }
}
