package org.gridwright.core.text;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A bundle of message templates ({@code .properties}, UTF-8) in one language. A template holds placeholders
 * {@code {0}}, {@code {1}}, … replaced by the arguments' text as is: no number formatting and no quoting rules, so
 * apostrophes are written plainly. {@code {0:spec}} asks the argument, a {@link Word}, for a form: a case
 * ({@code {0:gen}}), a choice by gender ({@code {0:urodził/urodziła}}) or the form agreeing with a number
 * ({@code {0:osoba|osoby|osób}}); what it lacks is a {@link MissingFormException}.
 *
 * <p>A key may have variants, {@code key.1}, {@code key.2}, … (numbered from 1 without gaps): several wordings of
 * one sentence, of which the caller picks one by a number it derives deterministically ({@link #variant}), so that
 * a text reads the same every time while neighbouring sentences vary. A language has as many variants of a key as
 * it likes, and may have none (the plain {@code key}).
 */
public final class Templates {
    private final ResourceBundle bundle;

    private Templates(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /**
     * The bundle {@code baseName} (e.g. {@code org.gridwright.core.text.ClueText}) for {@code locale}, falling back
     * to the base (English) bundle, never to the machine's default locale.
     */
    public static Templates of(String baseName, Locale locale) {
        return new Templates(ResourceBundle.getBundle(baseName, Objects.requireNonNull(locale),
                Templates.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** True when the bundle has a template for {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** How many numbered variants {@code key.1} … {@code key.n} the bundle has (0 when none). */
    public int variants(String key) {
        int n = 0;
        while (bundle.containsKey(key + "." + (n + 1))) {
            n++;
        }
        return n;
    }

    /**
     * Variant {@code pick} (any int; taken modulo their number) of {@code key} filled in, or the plain
     * {@code key} when it has no variants.
     */
    public String variant(String key, int pick, Object... args) {
        int n = variants(key);
        if (n == 0) {
            return fill(key, args);
        }
        return fill(key + "." + (Math.floorMod(pick, n) + 1), args);
    }

    /** The template {@code key} with its placeholders filled; a missing key is a programming error. */
    public String fill(String key, Object... args) {
        String t;
        try {
            t = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no template '" + key + "' in " + bundle.getBaseBundleName(), e);
        }
        return fillTemplate(t, args);
    }

    /** Replaces {@code {i}} in {@code template} by {@code String.valueOf(args[i])}. */
    public static String fillTemplate(String template, Object... args) {
        StringBuilder sb = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char ch = template.charAt(i);
            if (ch == '{') {
                int close = template.indexOf('}', i);
                int colon = close < 0 ? -1 : template.indexOf(':', i);
                if (colon > i + 1 && colon < close && isDigits(template, i + 1, colon)) {
                    // {0:gen}, {0:urodził/urodziła}, {0:osoba|osoby|osób}: asked of a Word (see there)
                    int n = Integer.parseInt(template.substring(i + 1, colon));
                    if (n < args.length) {
                        String spec = template.substring(colon + 1, close);
                        Object a = args[n];
                        Word w = a instanceof Word x ? x : Word.of(String.valueOf(a));
                        sb.append(w.apply(spec));
                        i = close + 1;
                        continue;
                    }
                }
                if (close > i + 1 && isDigits(template, i + 1, close)) {
                    int n = Integer.parseInt(template.substring(i + 1, close));
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

    private static boolean isDigits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return to - from <= 3;
    }
}
