package org.gridwright.core.text;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

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
 *
 * <p>A bundle made {@link #parsing()} keeps what it reads: each template parsed once (its placeholders found),
 * the variant counts, the lists of {@link #words}. It belongs to its caller (a trace, a puzzle's text), never to a
 * class; it reads alike from several threads.
 */
public final class Templates {
    /** The most placeholders' arguments a parsed template is kept for; beyond, it is parsed at every fill. */
    private static final int KEPT_ARGS = 16;

    private final ResourceBundle bundle;
    /** What this bundle has parsed, by key and kind; null where nothing is kept. */
    private final ConcurrentHashMap<Object, Object> kept;

    private Templates(ResourceBundle bundle, boolean keeps) {
        this.bundle = bundle;
        this.kept = keeps ? new ConcurrentHashMap<>() : null;
    }

    /**
     * The bundle {@code baseName} (e.g. {@code org.gridwright.core.text.ClueText}) for {@code locale}, falling back
     * to the base (English) bundle, never to the machine's default locale.
     */
    public static Templates of(String baseName, Locale locale) {
        return new Templates(ResourceBundle.getBundle(baseName, Objects.requireNonNull(locale),
                Templates.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)), false);
    }

    /**
     * The same bundle keeping what it parses (see above), for a caller that fills its templates many times and
     * keeps this object as long as it does.
     */
    public Templates parsing() {
        return new Templates(bundle, true);
    }

    /** True when the bundle has a template for {@code key}. */
    public boolean has(String key) {
        if (kept == null) {
            return bundle.containsKey(key);
        }
        return keep(new Kind(key, Kind.HAS), () -> bundle.containsKey(key));
    }

    /** How many numbered variants {@code key.1} … {@code key.n} the bundle has (0 when none). */
    public int variants(String key) {
        if (kept != null) {
            return keep(new Kind(key, Kind.VARIANTS), () -> countVariants(key));
        }
        return countVariants(key);
    }

    private int countVariants(String key) {
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
        if (kept == null || args.length >= KEPT_ARGS) {
            return fillTemplate(template(key), args);
        }
        Parsed[] byCount = keep(key, () -> new Parsed[KEPT_ARGS]);
        Parsed p = byCount[args.length];
        if (p == null) {
            // two threads may both parse it: the same immutable result either way
            p = Parsed.of(template(key), args.length);
            byCount[args.length] = p;
        }
        return p.fill(args);
    }

    private String template(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no template '" + key + "' in " + bundle.getBaseBundleName(), e);
        }
    }

    /**
     * The template {@code key} (no placeholders) as a list of words separated by commas ("a,an,the"), as the
     * bundle lists nouns and articles.
     */
    public List<String> words(String key) {
        if (kept == null) {
            return List.of(fill(key).split(","));
        }
        return keep(new Kind(key, Kind.WORDS), () -> List.of(fill(key).split(",")));
    }

    /**
     * Something made from this bundle alone, made once where it keeps what it parses ({@link #parsing()}), else
     * at every call: {@code make} must depend on the bundle only.
     */
    public <T> T derived(String name, Function<Templates, T> make) {
        if (kept == null) {
            return make.apply(this);
        }
        return keep(new Kind(name, Kind.DERIVED), () -> make.apply(this));
    }

    /**
     * What is kept under {@code key}, made by {@code make} the first time (outside the map, as making may read
     * other templates; two threads may both make it, and the first kept is the one every caller gets).
     */
    @SuppressWarnings("unchecked")
    private <T> T keep(Object key, java.util.function.Supplier<T> make) {
        Object v = kept.get(key);
        if (v == null) {
            Object made = make.get();
            v = kept.putIfAbsent(key, made);
            if (v == null) {
                v = made;
            }
        }
        return (T) v;
    }

    /** A key of {@link #kept} other than a template's own. */
    private record Kind(String key, int kind) {
        static final int HAS = 0;
        static final int VARIANTS = 1;
        static final int WORDS = 2;
        static final int DERIVED = 3;
    }

    /**
     * A template read for a given number of arguments: literal text between the placeholders they fill, each
     * placeholder its argument's index and form ({@code spec}, or null for the text): {@code {0:gen}},
     * {@code {0:urodził/urodziła}}, {@code {0:osoba|osoby|osób}} are asked of a {@link Word}.
     */
    private record Parsed(String[] literals, int[] args, String[] specs) {
        /** The placeholders of {@code template} that {@code count} arguments fill, and the text between them. */
        static Parsed of(String template, int count) {
            java.util.List<String> literals = new java.util.ArrayList<>();
            java.util.List<Integer> args = new java.util.ArrayList<>();
            java.util.List<String> specs = new java.util.ArrayList<>();
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (i < template.length()) {
                char ch = template.charAt(i);
                if (ch == '{') {
                    int close = template.indexOf('}', i);
                    int colon = close < 0 ? -1 : template.indexOf(':', i);
                    if (colon > i + 1 && colon < close && isDigits(template, i + 1, colon)) {
                        int n = Integer.parseInt(template.substring(i + 1, colon));
                        if (n < count) {
                            literals.add(sb.toString());
                            sb.setLength(0);
                            args.add(n);
                            specs.add(template.substring(colon + 1, close));
                            i = close + 1;
                            continue;
                        }
                    }
                    if (close > i + 1 && isDigits(template, i + 1, close)) {
                        int n = Integer.parseInt(template.substring(i + 1, close));
                        if (n < count) {
                            literals.add(sb.toString());
                            sb.setLength(0);
                            args.add(n);
                            specs.add(null);
                            i = close + 1;
                            continue;
                        }
                    }
                }
                sb.append(ch);
                i++;
            }
            literals.add(sb.toString());
            return new Parsed(literals.toArray(String[]::new), args.stream().mapToInt(Integer::intValue).toArray(),
                    specs.toArray(String[]::new));
        }

        String fill(Object[] values) {
            StringBuilder sb = new StringBuilder(literals[0].length() + 32 * args.length);
            sb.append(literals[0]);
            for (int k = 0; k < args.length; k++) {
                Object a = values[args[k]];
                if (specs[k] == null) {
                    sb.append(a);
                } else {
                    Word w = a instanceof Word x ? x : Word.of(String.valueOf(a));
                    sb.append(w.apply(specs[k]));
                }
                sb.append(literals[k + 1]);
            }
            return sb.toString();
        }
    }

    /**
     * Replaces {@code {i}} in {@code template} by {@code String.valueOf(args[i])}, and {@code {i:spec}} by the form
     * {@code spec} of {@code args[i]} as a {@link Word} (see there); a placeholder past the arguments stays as it is.
     */
    public static String fillTemplate(String template, Object... args) {
        return Parsed.of(template, args.length).fill(args);
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
