package org.gridwright.kind;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A kind's words: a {@code .properties} bundle (UTF-8) of templates with placeholders {@code {0}}, {@code {1}}, …
 * filled with the arguments' text as is (no number formatting, apostrophes written plainly). Falls back to the base
 * (English) bundle, never to the machine's locale.
 */
public final class Words {
    private final ResourceBundle bundle;

    private Words(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /** The bundle {@code baseName} loaded with {@code loader} (the kind's own class loader). */
    public static Words of(String baseName, Locale locale, ClassLoader loader) {
        return new Words(ResourceBundle.getBundle(baseName, Objects.requireNonNull(locale), loader,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** The template {@code key} filled with {@code args}; a missing key is a programming error. */
    public String fill(String key, Object... args) {
        String t;
        try {
            t = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no template '" + key + "' in " + bundle.getBaseBundleName(), e);
        }
        StringBuilder sb = new StringBuilder(t.length() + 32);
        int i = 0;
        while (i < t.length()) {
            char ch = t.charAt(i);
            if (ch == '{') {
                int close = t.indexOf('}', i);
                if (close > i + 1 && close - i <= 4 && t.substring(i + 1, close).chars().allMatch(Character::isDigit)) {
                    int n = Integer.parseInt(t.substring(i + 1, close));
                    if (n < args.length) {
                        sb.append(args[n]);
                        i = close + 1;
                        continue;
                    }
                }
            }
            sb.append(ch);
            i++;
        }
        return sb.toString();
    }
}
