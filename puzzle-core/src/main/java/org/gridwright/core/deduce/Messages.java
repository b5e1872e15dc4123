package org.gridwright.core.deduce;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The explanation templates of one language ({@code Messages.properties}, UTF-8). A template names its arguments
 * {@code {0}}, {@code {1}}, …; no other character is special, so apostrophes need no escaping. A {@link List}
 * argument is joined as alternatives, an {@link AllOf} as a conjunction, with the bundle's {@code join.*} words. A
 * {@link Words} argument is said through the clue wording; a clue is quoted the first time one instance says it
 * (one step, or one key step with its groundwork and chains), and named by number after that.
 */
final class Messages {
    private static final String BUNDLE = "org.gridwright.core.deduce.Messages";
    private final Lang lang;
    /** The language {@link Words} arguments are said in (the clue wording's bundle for it). */
    private final Locale locale;
    /** What a trace keeps for saying its steps, or null: everything read afresh. */
    private final Texts texts;
    /** The clues this text has quoted already: a later step of the same text names them by number only. */
    private final java.util.Set<Integer> quoted = new java.util.HashSet<>();

    private Messages(Lang lang, Locale locale, Texts texts) {
        this.lang = lang;
        this.locale = locale;
        this.texts = texts;
    }

    static Messages of(Locale locale) {
        return of(locale, null);
    }

    /** One text's messages in {@code locale}, reading through what {@code texts} keeps (null: afresh). */
    static Messages of(Locale locale, Texts texts) {
        return new Messages(texts == null ? Lang.of(locale) : texts.lang(locale), locale, texts);
    }

    /** The explanation templates of one language, each read from the bundle once. Safe to share between threads. */
    static final class Lang {
        private final ResourceBundle bundle;
        private final java.util.Map<String, String> read = new java.util.concurrent.ConcurrentHashMap<>();

        private Lang(ResourceBundle bundle) {
            this.bundle = bundle;
        }

        static Lang of(Locale locale) {
            return new Lang(ResourceBundle.getBundle(BUNDLE, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
        }

        String template(String key) {
            String t = read.get(key);
            if (t == null) {
                try {
                    t = bundle.getString(key);
                } catch (MissingResourceException e) {
                    throw new IllegalStateException("no explanation template '" + key + "'", e);
                }
                read.put(key, t);
            }
            return t;
        }
    }

    String template(String key) {
        return lang.template(key);
    }

    /** The template filled in, as a sentence (first letter capital). */
    String format(String key, List<Object> args) {
        // the clue wording's finishing: sound rules, and the commas closing relative clauses ("osoba, która …, nie")
        String s = org.gridwright.core.text.ClueText.finish(expand(key, args), locale,
                texts == null ? null : texts.wording());
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private String expand(String key, List<Object> args) {
        String t = template(key);
        StringBuilder sb = new StringBuilder(t.length() + 32);
        int i = 0;
        while (i < t.length()) {
            char ch = t.charAt(i);
            int close = ch == '{' ? t.indexOf('}', i) : -1;
            if (close > i + 1 && isDigits(t, i + 1, close)) {
                int n = Integer.parseInt(t.substring(i + 1, close));
                String value = n < args.size() ? render(args.get(n)) : "?";
                sb.append(value);
                i = close + 1;
                // an item ending in a full stop ("147 ft.") ends the sentence too: no second stop
                if (value.endsWith(".") && i < t.length() && t.charAt(i) == '.') {
                    i++;
                }
            } else {
                sb.append(ch);
                i++;
            }
        }
        return sb.toString();
    }

    private static boolean isDigits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private String render(Object arg) {
        if (arg instanceof Phrase ph) {
            String inner = expand(ph.key(), ph.args());
            return inner.endsWith(".") ? inner.substring(0, inner.length() - 1) : inner;
        }
        if (arg instanceof Chain chain) {
            StringBuilder sb = new StringBuilder();
            int n = 1;
            for (Step s : chain.steps()) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(format("chain.link", List.of(n++, new Sentence(s.messageKey(), s.args()))));
            }
            return sb.toString();
        }
        if (arg instanceof Words w) {
            if (w.clue() >= 0) {
                Integer number = Context.number(w.clue());
                if (quoted.add(w.clue())) {
                    try {
                        return expand("quote.first", List.of(number, said(w)));
                    } catch (org.gridwright.core.text.MissingFormException e) {
                        // a clue whose phrases cannot be said in the language shown is named by its number
                    }
                }
                return expand("quote.again", List.of(number));
            }
            Phrase plain = texts == null ? w.plain() : w.plain(texts.names(w.puzzle()));
            if (plain != null) {
                return render(plain);
            }
            List<Words> parts = w.byCategory();
            try {
                String said = parts.size() > 1 ? join(parts, template("join.and")) : said(w);
                if (said.replace("{,}", "").indexOf('{') < 0) {
                    return said;
                }
            } catch (org.gridwright.core.text.MissingFormException e) {
                // the data's phrases ask for a form these templates cannot give (Polish items said in English)
            }
            // "Ida goes with House 3", which every puzzle can say
            return render(texts == null ? w.plainWords() : w.plainWords(texts.names(w.puzzle())));

        }
        if (arg instanceof Sentence st) {
            return format(st.key(), st.args());
        }
        if (arg instanceof Semi semi) {
            return join(semi.items(), template("join.semi"), template("join.semi"));
        }
        if (arg instanceof AllOf all) {
            return join(all.items(), template("join.and"));
        }
        if (arg instanceof List<?> list) {
            return join(list, template("join.or"));
        }
        return String.valueOf(arg);
    }

    /** {@code w} in this text's language, through what the trace keeps where it does. */
    private String said(Words w) {
        return texts == null ? w.render(locale, null) : texts.said(w, locale);
    }

    /** A step's explanation as a whole sentence (capital first letter, full stop kept). */
    private record Sentence(String key, List<Object> args) {
    }

    private String join(List<?> items, String last) {
        return join(items, template("join.comma"), last);
    }

    private String join(List<?> items, String comma, String last) {
        if (items.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(render(items.get(0)));
        for (int i = 1; i < items.size(); i++) {
            sb.append(i == items.size() - 1 ? last : comma).append(render(items.get(i)));
        }
        return sb.toString();
    }
}
