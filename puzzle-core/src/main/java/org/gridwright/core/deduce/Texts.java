package org.gridwright.core.deduce;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.Wording;

/**
 * What the steps of one trace keep for saying themselves, per language: the clue wording's templates parsed once
 * ({@link Wording}), the explanation templates read once, and every clause, entity or quote they say (a
 * {@link Words}) said once — a trace says "Ida paid $5" in many steps. Owned by the trace's steps, never global;
 * safe to share between threads, as the workbench reads steps off the Swing thread and on it. What it keeps depends
 * on the puzzle and the language alone, so a sentence reads the same as one made afresh.
 */
final class Texts {
    private final Wording wording = new Wording();
    private final Map<Locale, Messages.Lang> langs = new ConcurrentHashMap<>();
    private final Map<Locale, Map<Words, String>> said = new ConcurrentHashMap<>();
    /** The reader names of the trace's puzzle (one puzzle; by identity, as a puzzle's hash reads all of it). */
    private volatile Named named;

    private record Named(Puzzle puzzle, Names names) {
    }

    Wording wording() {
        return wording;
    }

    /** The explanation templates of {@code locale}. */
    Messages.Lang lang(Locale locale) {
        return langs.computeIfAbsent(locale, Messages.Lang::of);
    }

    /**
     * {@code w} said in {@code locale}, as {@link Words#render(Locale, Wording)} says it; a phrase the language
     * cannot say ({@link org.gridwright.core.text.MissingFormException}) is thrown each time, never kept.
     */
    String said(Words w, Locale locale) {
        // sized for a long trace's clauses, most of which are said once: no rehashing on the way
        Map<Words, String> m = said.computeIfAbsent(locale, l -> new ConcurrentHashMap<>(512));
        String s = m.get(w);
        if (s == null) {
            s = w.render(locale, wording);
            m.putIfAbsent(w, s);
        }
        return s;
    }

    /** Reader names of {@code p}'s items, made once. */
    Names names(Puzzle p) {
        Named n = named;
        if (n == null || n.puzzle() != p) {
            n = new Named(p, new Names(p));
            named = n;
        }
        return n.names();
    }
}
