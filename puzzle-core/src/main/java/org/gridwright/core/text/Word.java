package org.gridwright.core.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.Plural;

/**
 * A word or phrase given to a template together with what an inflecting language asks of it: its forms by case
 * ({@link Forms}), its grammatical gender, and the number it counts. As an argument it reads as its text
 * ({@link #toString}), so a template that asks nothing of it (every English one) reads exactly as with a string;
 * a template asks for more through {@code {N:spec}} ({@link Templates#fillTemplate}):
 * <ul>
 * <li>{@code {0:gen}} — the form in a case ({@code nom}, {@code gen}, {@code dat}, {@code acc}, {@code ins},
 * {@code loc}, {@code voc}; {@code nom} is the text itself unless given);</li>
 * <li>{@code {0:urodził/urodziła}} — the choice by gender, masculine / feminine [/ neuter];</li>
 * <li>{@code {0:osoba|osoby|osób}} — the form agreeing with the number it counts ({@link Plural});</li>
 * <li>{@code {0:num}} — a numerical item's bare number ("nie ma {item:num} {item:roku|lat|lat}").</li>
 * </ul>
 * A form, gender or number the word lacks is a {@link MissingFormException} that names the word and what was
 * asked: never a silently wrong case.
 */
public final class Word {
    private final String text;
    private final Function<String, String> cases;
    private final String gender;
    private final BigDecimal count;
    private final String owner;

    private Word(String text, Function<String, String> cases, String gender, BigDecimal count, String owner) {
        this.text = text;
        this.cases = cases;
        this.gender = gender;
        this.count = count;
        this.owner = owner;
    }

    /** Plain text: no forms, no gender. */
    public static Word of(String text) {
        return new Word(text, c -> null, null, null, null);
    }

    /** Text of gender {@code g} ({@code m}, {@code f}, {@code n} or null) without case forms. */
    public static Word gendered(String text, String g) {
        return new Word(text, c -> null, g, null, null);
    }

    /** An item shown as {@code text} with its {@code forms} (null: none); {@code owner} names it in errors. */
    public static Word item(String text, Forms forms, String owner) {
        return new Word(text, c -> forms == null ? null : forms.form(c), forms == null ? null : forms.gender(), null,
                owner);
    }

    /**
     * The item {@code value} of a numerical category shown as {@code text} ("23 lata"): {@code {item:num}} is the bare
     * number ("23"), {@code {item:roku|lat|lat}} the form agreeing with it ({@link Plural}).
     */
    public static Word number(String text, BigDecimal value, String owner) {
        String bare = org.gridwright.core.model.Category.canonical(value);
        return new Word(text, c -> c.equals("num") ? bare : null, null, value, owner);
    }

    /** A number {@code n} said as {@code text}, for forms that agree with it. */
    public static Word count(String text, BigDecimal n) {
        return new Word(text, c -> null, null, n, null);
    }

    /** Several words joined by {@code join} (their texts, or each one's form in a case). */
    public static Word joined(List<Word> words, Function<List<String>, String> join) {
        List<String> texts = words.stream().map(Word::toString).toList();
        return new Word(join.apply(texts), c -> {
            List<String> fs = new ArrayList<>();
            for (Word w : words) {
                fs.add(w.form(c));
            }
            return join.apply(fs);
        }, null, null, null);
    }

    /** This text as another gender ({@code m}, {@code f}, {@code n}, null). */
    public Word withGender(String g) {
        return new Word(text, cases, g, count, owner);
    }

    /** The grammatical gender, or null. */
    public String gender() {
        return gender;
    }

    /** The form in case {@code c}; {@code nom} is the text itself unless given otherwise. */
    public String form(String c) {
        String f = cases.apply(c);
        if (f != null) {
            return f;
        }
        if (c.equals("nom")) {
            return text;
        }
        throw new MissingFormException(this, c);
    }

    /** What {@code {N:spec}} asks of this word: a case, a gendered choice ({@code a/b}) or a number agreement. */
    public String apply(String spec) {
        if (spec.contains(Plural.SEPARATOR)) {
            if (count == null) {
                throw new MissingFormException(this, "number");
            }
            return Plural.pick(spec, count);
        }
        if (spec.contains("/")) {
            return choose(spec);
        }
        return form(spec);
    }

    /** The choice {@code masculine/feminine[/neuter]} by this word's gender. */
    public String choose(String spec) {
        String[] options = spec.split("/", -1);
        if (gender == null) {
            throw new MissingFormException(this, "gender");
        }
        int i = switch (gender) {
            case "f" -> 1;
            case "n" -> 2;
            default -> 0;
        };
        return options[Math.min(i, options.length - 1)];
    }

    /**
     * {@code phrase} with {@code {item:CASE}} the item's form and {@code {cast:a/b}} the choice by the subject's
     * gender; a phrase without {@code {} is returned as it is.
     */
    public static String inflect(String phrase, Word item, Word subject) {
        if (phrase.indexOf('{') < 0) {
            return phrase;
        }
        StringBuilder sb = new StringBuilder(phrase.length() + 16);
        int i = 0;
        while (i < phrase.length()) {
            int open = phrase.indexOf('{', i);
            int close = open < 0 ? -1 : phrase.indexOf('}', open);
            if (close < 0) {
                sb.append(phrase, i, phrase.length());
                break;
            }
            sb.append(phrase, i, open);
            String inside = phrase.substring(open + 1, close);
            if (inside.startsWith("item:") && item != null) {
                sb.append(item.apply(inside.substring(5)));
            } else if (inside.startsWith("cast:")) {
                Word s = subject != null ? subject : of("");
                sb.append(s.choose(inside.substring(5)));
            } else {
                sb.append(phrase, open, close + 1);
            }
            i = close + 1;
        }
        return sb.toString();
    }

    /** Names the word in an error message: its owner ("'kot' (Zwierzę)"), else its text. */
    String describe() {
        return owner != null ? owner : "'" + text + "'";
    }

    @Override
    public String toString() {
        return text;
    }
}
