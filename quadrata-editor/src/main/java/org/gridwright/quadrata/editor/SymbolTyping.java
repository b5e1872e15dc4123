package org.gridwright.quadrata.editor;

import java.util.List;
import java.util.Locale;

/**
 * Symbols typed from the keyboard, one key at a time: a key alone names a one-character symbol ({@code 7},
 * {@code c}); a symbol of several characters ({@code 12}, {@code Oak}) is typed out, the keys coming within a short
 * time of each other. Case does not matter.
 */
final class SymbolTyping {
    /** Keys further apart than this start a new symbol. */
    static final long PAUSE_MS = 1200;
    private final StringBuilder typed = new StringBuilder();
    private long last;

    /**
     * The symbol index the keys typed so far name, after {@code key} at time {@code now}, or -1 while they name none
     * yet (a prefix of a longer symbol) or cannot name any (then they are forgotten).
     */
    int key(List<String> symbols, char key, long now) {
        if (now - last > PAUSE_MS) {
            typed.setLength(0);
        }
        last = now;
        typed.append(key);
        String t = typed.toString().toLowerCase(Locale.ROOT);
        int exact = -1;
        boolean longer = false;
        for (int i = 0; i < symbols.size(); i++) {
            String s = symbols.get(i).toLowerCase(Locale.ROOT);
            if (s.equals(t)) {
                exact = i;
            } else if (s.startsWith(t)) {
                longer = true;
            }
        }
        if (exact < 0 && !longer) {
            typed.setLength(0);
            // the key may begin a symbol of its own
            if (t.length() > 1) {
                return key(symbols, key, now);
            }
        }
        if (exact >= 0 && !longer) {
            typed.setLength(0);
        }
        return exact;
    }

    void reset() {
        typed.setLength(0);
    }
}
