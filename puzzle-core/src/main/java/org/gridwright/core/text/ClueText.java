package org.gridwright.core.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;

/**
 * Clue sentences as a published puzzle prints them, from the templates of {@code ClueText.properties} beside this
 * class (English; add {@code ClueText_pl.properties} for Polish and pass the locale).
 *
 * <p>Items appear as a reader sees them: labels as they are, numbers through their category's label pattern
 * ({@code "@ kg"} → {@code 40 kg}), and a bare number qualified by its category ({@code House 3}). An amount along
 * a numerical category (a difference) reads through the category's amount phrase ({@code 3 hours}), else through
 * its label when the label measures ({@code 6 kg}), else as a bare number ({@code Room @}: 14).
 *
 * <p>An entity is named, in order of preference for the subject of a sentence: by a member of the puzzle's cast
 * ({@link Puzzle#cast()}) or another proper name ("Ida"); by an item that is itself a noun ("the lawyer", from the
 * phrase "is the @"); through its category's reader {@link Phrases} ("the friend who adopted the parrot", "whoever
 * adopted the parrot", the noun from {@link Puzzle#nounOne()}); else as "the one with …". A clause puts the better
 * name first and says the other item through its phrase ("Ida adopted the parrot"); an ordering category's
 * comparatives make "Ida paid $5 more than Ben".
 *
 * <p>Several templates serve one sentence (keys {@code match.1}, {@code match.2}, … see {@link Templates}); which
 * one, and which of the ways to name an entity, is chosen from the puzzle's seed and the clue's place in it, so a
 * puzzle always reads the same ({@link #render} is a pure function of puzzle and clue) while neighbouring clues are
 * worded differently.
 */
public final class ClueText {
    static final String BUNDLE = "org.gridwright.core.text.ClueText";
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(?:[.,]\\d+)?");
    /** An affirmative phrase that makes its item a noun for the entity: "is the @", "is a @". */
    private static final Pattern NOUN_PHRASE = Pattern.compile("is (the|a|an) @");
    /** Where a template's relative clause ends: a comma, unless punctuation follows. */
    private static final String CLOSE = "{,}";
    /** A relative clause's end where punctuation follows: no comma there. */
    private static final Pattern CLOSE_BEFORE_PUNCTUATION = Pattern.compile("\\{,\\}(?=[.,;:?!)]|$| \u2013)");

    private ClueText() {
    }

    /**
     * The locale of a puzzle's words: its {@link Puzzle#lang()}, or English when it has none (never the machine's
     * default locale).
     */
    public static Locale locale(Puzzle p) {
        return p.lang() == null || p.lang().isBlank() ? Locale.ENGLISH : Locale.forLanguageTag(p.lang());
    }

    /** The clue's own wording if it has one, else its generated sentence in the puzzle's language. */
    public static String render(Puzzle p, Clue c) {
        return render(p, c, locale(p));
    }

    /** The clue's own wording if it has one, else its generated sentence in {@code locale}. */
    public static String render(Puzzle p, Clue c, Locale locale) {
        return render(p, c, locale, null);
    }

    /**
     * As {@link #render(Puzzle, Clue, Locale)}, the templates read through {@code wording} (parsed once there;
     * null: read afresh).
     */
    public static String render(Puzzle p, Clue c, Locale locale, Wording wording) {
        String own = c.meta().text();
        return own != null && !own.isBlank() ? own
                : new Writer(p, templates(locale, wording), locale, pick(p, c)).sentence(c);
    }

    /** The clue templates of {@code locale}: {@code wording}'s, or read afresh when it is null. */
    private static Templates templates(Locale locale, Wording wording) {
        return wording == null ? Templates.of(BUNDLE, locale) : wording.templates(locale);
    }

    /** The sentence rendered from the clue's structure, in the puzzle's language. */
    public static String generated(Puzzle p, Clue c) {
        return generated(p, c, locale(p));
    }

    /** The sentence rendered from the clue's structure, in {@code locale} (English when there is no such bundle). */
    public static String generated(Puzzle p, Clue c, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale, pick(p, c)).sentence(c);
    }

    /** An item as a reader sees it, in the puzzle's language. */
    public static String item(Puzzle p, Item i) {
        return item(p, i, locale(p));
    }

    /** An item as a reader sees it. */
    public static String item(Puzzle p, Item i, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale, 0).item(i);
    }

    /** A referenced item as a reader sees it, in the puzzle's language. */
    public static String item(Puzzle p, Ref r) {
        return item(p, p.resolve(r));
    }

    /** A referenced item as a reader sees it. */
    public static String item(Puzzle p, Ref r, Locale locale) {
        return item(p, p.resolve(r), locale);
    }

    /**
     * How the clues name the entity an item belongs to: a cast member or proper name ("Ida"), an item that is a
     * noun ("the lawyer"), its category's phrase ("the friend who adopted the parrot"), else "the one with …".
     * For the deduction engine's explanations, which speak as the clues do.
     */
    public static String entity(Puzzle p, Item i, Locale locale) {
        return entity(p, i, locale, null);
    }

    /** As {@link #entity(Puzzle, Item, Locale)}, the templates read through {@code wording} (null: afresh). */
    public static String entity(Puzzle p, Item i, Locale locale, Wording wording) {
        return new Writer(p, templates(locale, wording), locale, 0).ref(p.ref(i), Role.SUBJECT, 0).toString();
    }

    /**
     * What an entity does or is, said of {@code object} through its category's phrase ("adopted the parrot",
     * "did not pay $5"), else "is Ida" / "is not the one with House 3". Several objects of one category are said
     * as alternatives ("did not pay $5 or $10").
     */
    public static String predicate(Puzzle p, List<Item> objects, boolean positive, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale, 0).predicate(objects, positive);
    }

    /**
     * A clause saying that {@code a} and {@code b} belong (or do not belong) to one entity, as a clue says it: the
     * better name first and the other item through its phrase ("Ida adopted the parrot", "the friend who paid $5
     * did not adopt the parrot").
     */
    public static String clause(Puzzle p, Item a, Item b, boolean positive, Locale locale) {
        return clause(p, a, List.of(b), positive, locale, null);
    }

    /**
     * A clause saying that {@code subject} belongs (or not) with one of {@code objects}, items of one category said
     * as alternatives ("Ida did not pay $5 or $10"); with one object, as {@link #clause(Puzzle, Item, Item,
     * boolean, Locale)}.
     */
    public static String clause(Puzzle p, Item subject, List<Item> objects, boolean positive, Locale locale) {
        return clause(p, subject, objects, positive, locale, null);
    }

    /**
     * As {@link #clause(Puzzle, Item, List, boolean, Locale)}, the templates read through {@code wording} (null:
     * afresh).
     */
    public static String clause(Puzzle p, Item subject, List<Item> objects, boolean positive, Locale locale,
            Wording wording) {
        Writer w = new Writer(p, templates(locale, wording), locale, 0);
        if (objects.size() == 1) {
            return w.clause(p.ref(subject), p.ref(objects.get(0)), positive, 0);
        }
        Word said = w.ref(p.ref(subject), Role.SUBJECT, 0);
        return w.t.fill("clause", said, w.predicate(objects, positive, said));
    }

    /**
     * A clause saying that none of {@code subjects} belongs with any of {@code objects} (items of one category), the
     * shared predicate said once: "neither Ida nor Ben has 6 or 7 children", "ani Ida, ani Ben nie ma 6 ani 7
     * dzieci". With one subject, as {@link #clause(Puzzle, Item, List, boolean, Locale)} says it negated.
     */
    public static String noneOf(Puzzle p, List<Item> subjects, List<Item> objects, Locale locale) {
        return noneOf(p, subjects, objects, locale, null);
    }

    /**
     * As {@link #noneOf(Puzzle, List, List, Locale)}, the templates read through {@code wording} (null: afresh).
     */
    public static String noneOf(Puzzle p, List<Item> subjects, List<Item> objects, Locale locale, Wording wording) {
        if (subjects.size() == 1) {
            return clause(p, subjects.get(0), objects, false, locale, wording);
        }
        Writer w = new Writer(p, templates(locale, wording), locale, 0);
        List<Word> said = subjects.stream().map(i -> w.ref(p.ref(i), Role.LIST, 0)).toList();
        List<String> names = said.stream().map(Word::toString).toList();
        // a language whose negation changes the object's case says the predicate negated ("nie ma psa")
        boolean negated = w.t.has("not.many.negated");
        return w.t.fill("none.many", String.join(w.t.fill("none.many.comma"), names.subList(0, names.size() - 1)),
                names.get(names.size() - 1), w.predicate(objects, !negated, said.get(said.size() - 1)));
    }

    /**
     * A sentence made of pieces this class said (a step's explanation) finished as a clue sentence is: the
     * language's sound rules applied, and a relative clause closed by a comma unless punctuation follows.
     */
    public static String finish(String sentence, Locale locale) {
        return finish(sentence, locale, null);
    }

    /** As {@link #finish(String, Locale)}, the templates read through {@code wording} (null: afresh). */
    public static String finish(String sentence, Locale locale, Wording wording) {
        return finish(sentence, templates(locale, wording));
    }

    private static String finish(String sentence, Templates t) {
        String s = sentence;
        for (Euphony rule : t.derived("euphony", ClueText::euphony)) {
            s = rule.pattern().matcher(s).replaceAll(rule.replacement());
        }
        if (!s.contains(CLOSE)) {
            return s;
        }
        // a relative clause closed by a comma unless punctuation follows ("osoba, która ma psa, urodziła")
        return CLOSE_BEFORE_PUNCTUATION.matcher(s).replaceAll("").replace(CLOSE, ",");
    }

    /** One of a language's sound rules: a pattern and its replacement. */
    private record Euphony(Pattern pattern, String replacement) {
    }

    /** The language's sound rules as data ({@code euphony.1} …): Polish "w wtorek" → "we wtorek", "z Szczecina" → "ze …". */
    private static List<Euphony> euphony(Templates t) {
        List<Euphony> rules = new ArrayList<>();
        for (int i = 1; t.has("euphony." + i); i++) {
            String[] rule = t.fill("euphony." + i).split(" => ", 2);
            rules.add(new Euphony(Pattern.compile(rule[0]), rule[1]));
        }
        return List.copyOf(rules);
    }

    /**
     * Several items of one entity said together, the best name the subject and the others through their phrases:
     * "Ida adopted the parrot, paid $5 and lives in Leeds".
     */
    public static String together(Puzzle p, List<Item> items, Locale locale) {
        return together(p, items, locale, null);
    }

    /** As {@link #together(Puzzle, List, Locale)}, the templates read through {@code wording} (null: afresh). */
    public static String together(Puzzle p, List<Item> items, Locale locale, Wording wording) {
        Writer w = new Writer(p, templates(locale, wording), locale, 0);
        Ref best = null;
        for (Item i : items) {
            Ref r = p.ref(i);
            if (best == null || w.rank(r) < w.rank(best) || w.rank(r) == w.rank(best) && w.phrases(best) != null
                    && w.phrases(r) == null) {
                best = r;
            }
        }
        Word subject = w.ref(best, Role.SUBJECT, 0);
        List<String> said = new ArrayList<>();
        for (Item i : items) {
            Ref r = p.ref(i);
            if (!r.equals(best)) {
                said.add(w.predicate(r, true, subject));
            }
        }
        return w.t.fill("clause", subject, w.list(said));
    }

    /**
     * The wording choice of clue {@code c} of {@code p}: its place in the puzzle plus a number drawn from the
     * puzzle's seed (or its title), so consecutive clues take consecutive variants; 0 for a clue not in the puzzle.
     */
    static int pick(Puzzle p, Clue c) {
        int index = p.clues().indexOf(c);
        if (index < 0) {
            return 0;
        }
        Long drawn = p.generator().map(GeneratorInfo::seed).orElse(null);
        long seed = drawn != null ? drawn : p.title() == null ? 0 : p.title().hashCode();
        long z = seed * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 31)) * 0xBF58476D1CE4E5B9L;
        return index + (int) ((z ^ (z >>> 29)) & 0xFFFF);
    }

    /** Where a name stands: first in a sentence or after a comparative, or in a list ("Of A and B, …"). */
    private enum Role {
        SUBJECT, LIST
    }

    /** One rendering: the puzzle, the templates, the locale and the clue's wording choice. */
    private static final class Writer {
        private final Puzzle p;
        private final Templates t;
        private final Locale locale;
        private final int pick;
        /** Whether the puzzle speaks through phrases, so that its sentences share one style. */
        private final boolean phrased;
        private final int cast;

        Writer(Puzzle p, Templates t, Locale locale, int pick) {
            this.p = p;
            this.t = t;
            this.locale = locale;
            this.pick = pick;
            boolean any = false;
            for (Category c : p.categories()) {
                any |= c.phrases().isPresent();
            }
            this.phrased = any;
            int c = -1;
            if (p.cast() != null) {
                for (int i = 0; i < p.categoryCount(); i++) {
                    if (p.category(i).name().equals(p.cast())) {
                        c = i;
                    }
                }
            }
            this.cast = c;
        }

        String item(Item i) {
            Category c = p.category(i.category());
            String shown = c.display(i.index());
            boolean patterned = c.kind() == CategoryKind.NUMERICAL && c.label() != null && c.label().contains("@");
            if (!patterned && NUMBER.matcher(shown.trim()).matches()) {
                return t.fill("item.qualified", c.name(), shown);
            }
            return shown;
        }

        /** The item with its inflected forms and gender, for templates that ask for them. */
        private Word word(Item i) {
            Category c = p.category(i.category());
            String owner = "'" + c.items().get(i.index()) + "' (" + c.name() + ")";
            if (c.kind() == CategoryKind.NUMERICAL) {
                // a number: {item:num} is it bare, {item:roku|lat|lat} the form agreeing with it
                return Word.number(item(i), c.values().get(i.index()), owner);
            }
            return Word.item(item(i), c.forms(i.index()), owner);
        }

        private Word word(Ref r) {
            return word(p.resolve(r));
        }

        /**
         * A phrase of the category of {@code r} said of it: {@code @} the item as shown, {@code {item:CASE}} its
         * form, {@code {cast:a/b}} the choice by the gender of {@code subject} (see {@link Word#inflect}).
         */
        private String say(String phrase, Ref r, Word subject) {
            return Word.inflect(phrase.replace(Phrases.AT, shown(r)), word(r), subject);
        }

        /** The gender a template gives the entity it names ({@code ref.who.gender=f} for "osoba, która"), or null. */
        private Word gendered(String key, String text) {
            return t.has(key + ".gender") ? Word.gendered(text, t.fill(key + ".gender")) : Word.of(text);
        }

        /** The phrases of the category of {@code r}, or null. */
        private Phrases phrases(Ref r) {
            return p.category(r.category()).phrases().orElse(null);
        }

        /** The phrases of a category named by a clue's {@code by}, or null. */
        private Phrases byPhrases(String by) {
            return p.category(by).phrases().orElse(null);
        }

        /** The item of {@code r} as it stands in a phrase: its label, or its number through the label pattern. */
        private String shown(Ref r) {
            Item i = p.resolve(r);
            return p.category(i.category()).display(i.index());
        }

        /** True when {@code r} is a cast member or another proper name that names its entity alone. */
        private boolean named(Ref r) {
            Item i = p.resolve(r);
            if (i.category() == cast) {
                return !NUMBER.matcher(shown(r).trim()).matches(); // a number cannot stand alone as a name
            }
            Category c = p.category(i.category());
            if (c.phrases().isPresent() || c.kind() != CategoryKind.CATEGORICAL) {
                return false;
            }
            String label = c.items().get(i.index());
            return item(i).equals(label) && !label.isEmpty() && Character.isUpperCase(label.codePointAt(0));
        }

        /** "the lawyer" for an item whose phrase is "is the @", else null. */
        private String nounOf(Ref r) {
            Phrases ph = phrases(r);
            if (ph == null || !NOUN_PHRASE.matcher(ph.is()).matches()) {
                return null;
            }
            return t.fill("ref.noun", ph.is(shown(r)).substring(3));
        }

        /** How well {@code r} names its entity first in a sentence: 0 a name, 1 a noun, 2 a phrase, 3 neither. */
        private int rank(Ref r) {
            if (named(r)) {
                return 0;
            }
            if (nounOf(r) != null) {
                return 1;
            }
            return phrases(r) != null ? 2 : 3;
        }

        /** The phrase naming the entity of {@code r}; {@code v} chooses among the ways to say it. */
        private Word ref(Ref r, Role role, int v) {
            if (named(r)) {
                return word(r);
            }
            String noun = nounOf(r);
            if (noun != null) {
                return Word.of(noun);
            }
            Phrases ph = phrases(r);
            if (ph != null) {
                String one = p.nounOne();
                if (role == Role.SUBJECT && Math.floorMod(v, 3) == 2) {
                    return relative("ref.whoever", null, ph, r);
                }
                Word noun1 = one == null ? null : Word.gendered(one, nounGender(one));
                if (one == null || t.has("ref.nounWho.gender") && noun1.gender() == null) {
                    return relative("ref.who", null, ph, r); // "osoba, która" where the noun's gender is not known
                }
                boolean thing = t.words("noun.that").contains(one.toLowerCase(locale));
                return relative(thing ? "ref.nounThat" : "ref.nounWho", noun1, ph, r);
            }
            return gendered("ref.theOneWith", t.fill("ref.theOneWith", word(r)));
        }

        /**
         * "the one who adopted the parrot" through template {@code key}; the predicate agrees with the gender the
         * template gives ({@code key.gender}) or with the noun's.
         */
        private Word relative(String key, Word noun, Phrases ph, Ref r) {
            Word who = noun != null && noun.gender() != null ? noun : gendered(key, "");
            String pred = say(ph.is(), r, who);
            String text = noun == null ? t.fill(key, pred) : t.fill(key, noun, pred);
            return Word.gendered(text, who.gender());
        }

        /**
         * The gender of the noun for one entity when the templates list it ({@code noun.gender.f=siostra,…}) and
         * every cast member shares it (a "muzyk" is not a woman's noun), else null: the entity is then "osoba".
         */
        private String nounGender(String noun) {
            String c = castGender();
            if (c == null || !t.has("noun.gender." + c)) {
                return null;
            }
            return t.words("noun.gender." + c).contains(noun.toLowerCase(locale)) ? c : null;
        }

        /** The gender all of the cast share (from their forms), or null when they do not or it is not given. */
        private String castGender() {
            if (cast < 0) {
                return null;
            }
            Category c = p.category(cast);
            String g = null;
            for (int i = 0; i < c.size(); i++) {
                org.gridwright.core.model.Forms f = c.forms(i);
                if (f == null || f.gender() == null || g != null && !g.equals(f.gender())) {
                    return null;
                }
                g = f.gender();
            }
            return g;
        }

        private Word ref(Ref r) {
            return ref(r, Role.SUBJECT, pick);
        }

        /**
         * What the entity of the subject does or is, said of {@code r}: "adopted the parrot", "is Ida"; agreeing
         * with {@code subject} (its gender) where the phrase asks.
         */
        private String predicate(Ref r, boolean positive, Word subject) {
            Phrases ph = phrases(r);
            if (ph != null) {
                return say(positive ? ph.is() : ph.isNot(), r, subject);
            }
            return t.fill(positive ? "pred.is" : "pred.isNot", ref(r, Role.LIST, pick));
        }

        /** Objects of one category said as alternatives after their phrase (see {@link ClueText#predicate}). */
        String predicate(List<Item> objects, boolean positive) {
            return predicate(objects, positive, null);
        }

        /** As above, the verb agreeing with {@code subject} where the phrase asks ({@code {cast:…}}). */
        String predicate(List<Item> objects, boolean positive, Word subject) {
            Ref first = p.ref(objects.get(0));
            if (objects.size() == 1) {
                return predicate(first, positive, subject);
            }
            Phrases inflecting = phrases(first);
            String asked = inflecting == null ? null : positive ? inflecting.is() : inflecting.isNot();
            if (asked != null && asked.indexOf('{') >= 0) {
                // a phrase that inflects its item or agrees with the subject ("nie wyjechała w styczniu ani w maju")
                String orKey = !positive && t.has("list.nor") ? "list.nor" : "list.or";
                java.util.function.Function<List<String>, String> join = xs -> t.fill(orKey,
                        String.join(t.fill("list.comma"), xs.subList(0, xs.size() - 1)), xs.get(xs.size() - 1));
                if (asked.contains("{item:num")) {
                    // a phrase that counts its item cannot take a list: each said whole
                    return join.apply(objects.stream().map(i -> predicate(p.ref(i), positive, subject)).toList());
                }
                List<Word> words = objects.stream().map(i -> word(p.ref(i))).toList();
                String or = join.apply(objects.stream().map(i -> shown(p.ref(i))).toList());
                return Word.inflect(asked.replace(Phrases.AT, or), Word.joined(words, join), subject);
            }
            Phrases ph = phrases(first);
            List<String> said = new ArrayList<>();
            for (Item i : objects) {
                said.add(ph != null ? shown(p.ref(i)) : ref(p.ref(i), Role.LIST, pick).toString());
            }
            String or = t.fill("list.or", String.join(t.fill("list.comma"), said.subList(0, said.size() - 1)),
                    said.get(said.size() - 1));
            if (ph != null) {
                return positive ? ph.is(or) : ph.isNot(or);
            }
            if (!positive && t.has("list.nor")) {
                // a language that negates each of a list ("to nie Agata ani Karol")
                or = t.fill("list.nor", String.join(t.fill("list.comma"), said.subList(0, said.size() - 1)),
                        said.get(said.size() - 1));
            }
            return t.fill(positive ? "pred.is" : "pred.isNot", or);
        }

        /** "a is (not) b" with the better name first and the other item said through its phrase. */
        private String clause(Ref a, Ref b, boolean positive, int v) {
            return clause(a, b, positive, v, Role.SUBJECT);
        }

        /** As above; a clause inside a larger sentence ("if …") names its subject as in a list. */
        private String clause(Ref a, Ref b, boolean positive, int v, Role role) {
            Ref s = subjectOf(a, b);
            Ref o = s == a ? b : a;
            Word subject = ref(s, role, v);
            return t.fill("clause", subject, predicate(o, positive, subject));
        }

        /**
         * Which of the two items of a clause "a is b" names its subject: the better name, but one without a phrase
         * when only the other has one (that one is then said through its phrase).
         */
        private Ref subjectOf(Ref a, Ref b) {
            boolean aPhrased = phrases(a) != null;
            boolean bPhrased = phrases(b) != null;
            if (aPhrased != bPhrased) {
                return aPhrased ? b : a;
            }
            return rank(b) < rank(a) ? b : a;
        }

        private String clause(Pair pair, int v) {
            return clause(pair.a(), pair.b(), true, v, Role.LIST);
        }

        /** A category's name as it stands inside a sentence ("in fee order"). */
        private String byName(String by) {
            return phrased ? by.toLowerCase(locale) : by;
        }

        /** The first item along an ordering category, as a reader sees it ("Monday", "Floor 1"). */
        private String first(String by) {
            return item(new Item(p.categoryIndex(by), 0));
        }

        private String last(String by) {
            return item(new Item(p.categoryIndex(by), p.size() - 1));
        }

        /**
         * {@code second} without the words it shares with the start of {@code first}, so that "sold their pie for
         * more than Lucy but sold their pie for less than Ben" reads "… but less than Ben"; the shared words stop
         * before an article ("wore a lower number than … but a higher number than"). Words listed under
         * {@code elide.keep} in the bundle (articles) are never left dangling.
         */
        private String elide(String first, String second, Ref of) {
            String is = phrases(of).is();
            int at = is.indexOf('@') >= 0 ? is.indexOf('@') : is.indexOf(Phrases.ITEM_FORM);
            int before = is.substring(0, at).split(" ", -1).length - 1;
            return elide(first, second, "elide.keep", before);
        }

        /** As above, keeping the words listed under {@code keepKey}. */
        private String elide(String first, String second, String keepKey, int most) {
            String[] a = first.split(" ");
            String[] b = second.split(" ");
            int n = 0;
            while (n < most && n < a.length - 1 && n < b.length - 1 && a[n].equals(b[n])) {
                n++;
            }
            List<String> keep = t.words(keepKey);
            while (n > 0 && keep.contains(b[n - 1].toLowerCase(locale))) {
                n--;
            }
            return n == 0 ? second : String.join(" ", java.util.Arrays.copyOfRange(b, n, b.length));
        }

        private String list(List<String> names) {
            if (names.size() == 1) {
                return names.get(0);
            }
            return t.fill("list.and", String.join(t.fill("list.comma"), names.subList(0, names.size() - 1)),
                    names.get(names.size() - 1));
        }

        String sentence(Clue c) {
            String s = c.accept(new Clue.Visitor<String>() {
                public String match(Clue.Match m) {
                    return t.variant("match", pick, clause(m.a(), m.b(), true, pick));
                }

                public String not(Clue.Not n) {
                    return Writer.this.not(n);
                }

                public String any(Clue.Any a) {
                    return Writer.this.any(a);
                }

                public String ifThen(Clue.If i) {
                    return i.otherwise() == null
                            ? t.variant("if.then", pick, clause(i.when(), pick), then(i.when(), i.then()))
                            : t.variant("if.then.else", pick, clause(i.when(), pick), then(i.when(), i.then()),
                                    clause(i.otherwise(), pick + 2));
                }

                public String less(Clue.Less l) {
                    return Writer.this.less(l);
                }

                public String offset(Clue.Offset o) {
                    return Writer.this.offset(o);
                }

                public String next(Clue.Next n) {
                    return neighbours(n.by(), n.a(), n.b(), true);
                }

                public String notNext(Clue.NotNext n) {
                    return neighbours(n.by(), n.a(), n.b(), false);
                }

                public String distance(Clue.Distance d) {
                    return Writer.this.distance(d);
                }

                public String pair(Clue.OfTwo o) {
                    return Writer.this.pair(o);
                }

                public String distinct(Clue.Distinct d) {
                    return Writer.this.distinct(d);
                }
            });
            if (s.endsWith("..")) {
                s = s.substring(0, s.length() - 1); // an item shown as "147 ft." ends the sentence itself
            }
            return capitalise(finish(s, t));
        }

        /**
         * The "then" of an if: when it speaks of an item of the condition, the entity is the condition's own, so it
         * is named as the condition named it ("If Ida paid $5, then Ida adopted the cat"; "If the friend who paid $5
         * adopted the cat, then that friend is 30") rather than through the shared item again.
         */
        private String then(Pair when, Pair then) {
            Ref shared = null;
            Ref rest = null;
            for (Ref r : List.of(then.a(), then.b())) {
                if (r.equals(when.a()) || r.equals(when.b())) {
                    shared = r;
                    rest = r.equals(then.a()) ? then.b() : then.a();
                }
            }
            if (shared == null || phrases(rest) == null || nounOf(rest) != null) {
                return clause(then, pick + 1);
            }
            Ref s = subjectOf(when.a(), when.b()); // the entity as the condition named it
            Word subject;
            if (named(s) || nounOf(s) != null) {
                subject = ref(s, Role.LIST, pick);
            } else if (p.nounOne() != null) {
                subject = gendered("ref.that", t.fill("ref.that", p.nounOne()));
            } else {
                subject = gendered("ref.same", t.fill("ref.same"));
            }
            return t.fill("clause", subject, predicate(rest, true, subject));
        }

        private String not(Clue.Not n) {
            if (n.b().size() == 1) {
                return t.variant("not.one", pick, clause(n.a(), n.b().get(0), false, pick));
            }
            List<Word> objectWords = n.b().stream().map(r -> ref(r, Role.LIST, pick)).toList();
            List<String> objects = objectWords.stream().map(Word::toString).toList();
            String allButLast = String.join(t.fill("list.comma"), objects.subList(0, objects.size() - 1));
            String lastOne = objects.get(objects.size() - 1);
            boolean someNamed = n.b().stream().anyMatch(r -> rank(r) < 2);
            // a language whose negation changes the object's case ("nie ma rybki") says these lists with the
            // negated phrases ("Ani Ola, ani Jan nie adoptował papugi")
            boolean negated = t.has("not.many.negated");
            if (phrases(n.a()) != null && !named(n.a()) && (someNamed || pick % 2 == 1)) {
                // "Neither Ben nor the friend who paid $5 adopted the parrot."
                return t.fill("not.many.neither", allButLast, lastOne,
                        predicate(n.a(), !negated, objectWords.get(objectWords.size() - 1)));
            }
            String cat = n.b().get(0).category();
            // a phrase that counts its item ("nie ma {item:num} {item:roku|lat|lat}") cannot take a list of them
            boolean counts = phrases(n.b().get(0)) != null && phrases(n.b().get(0)).isNot().contains("{item:num");
            if (phrases(n.b().get(0)) != null && nounOf(n.b().get(0)) == null && !counts
                    && n.b().stream().allMatch(r -> r.category().equals(cat))) {
                // one category: "did not take up football or badminton"
                List<String> items = n.b().stream().map(this::shown).toList();
                String orKey = t.has("list.nor") ? "list.nor" : "list.or";
                String or = t.fill(orKey, String.join(t.fill("list.comma"), items.subList(0, items.size() - 1)),
                        items.get(items.size() - 1));
                Word subject = ref(n.a());
                // each item in the case the phrase asks for: "nie ma psa ani kota"
                Word list = Word.joined(n.b().stream().map(this::word).toList(), xs -> t.fill(orKey,
                        String.join(t.fill("list.comma"), xs.subList(0, xs.size() - 1)), xs.get(xs.size() - 1)));
                return t.fill("not.many.one", subject,
                        Word.inflect(phrases(n.b().get(0)).isNot().replace(Phrases.AT, or), list, subject));
            }
            if (n.b().stream().allMatch(r -> phrases(r) != null && nounOf(r) == null)) {
                Word subject = ref(n.a());
                List<String> ps = n.b().stream().map(r -> predicate(r, !negated, subject)).toList();
                return t.fill("not.many.phrase", subject, String.join(t.fill("list.comma"),
                        ps.subList(0, ps.size() - 1)), ps.get(ps.size() - 1));
            }
            return t.fill("not.many", ref(n.a()), allButLast, lastOne);
        }

        private String any(Clue.Any a) {
            List<Pair> o = a.options();
            String ex = a.exclusive() ? "" : ".inclusive";
            if (o.size() == 2) {
                Ref shared = null;
                Ref x1 = null;
                Ref x2 = null;
                Pair p1 = o.get(0);
                Pair p2 = o.get(1);
                for (Ref s : List.of(p1.a(), p1.b())) {
                    if (s.equals(p2.a()) || s.equals(p2.b())) {
                        shared = s;
                        x1 = s.equals(p1.a()) ? p1.b() : p1.a();
                        x2 = s.equals(p2.a()) ? p2.b() : p2.a();
                        break;
                    }
                }
                if (shared != null) {
                    boolean bothPhrased = phrases(x1) != null && phrases(x2) != null && nounOf(x1) == null
                            && nounOf(x2) == null;
                    if (bothPhrased && rank(shared) <= 2) {
                        // "Ida either adopted the parrot or paid $15."
                        Word subject = ref(shared);
                        String first = predicate(x1, true, subject);
                        String second = predicate(x2, true, subject);
                        if (x1.category().equals(x2.category())) {
                            // "ordered either pepperoni or sausage", "adopted either the cat or the dog"
                            String[] f = first.split(" ");
                            String rest = elide(first, second, x2);
                            String[] r = rest.split(" ");
                            int common = second.split(" ").length - r.length;
                            if (common > 0 && common < f.length) {
                                String verb = String.join(" ", java.util.Arrays.copyOfRange(f, 0, common));
                                String one = String.join(" ", java.util.Arrays.copyOfRange(f, common, f.length));
                                return t.fill("any.sameSubject.factored" + ex, subject, verb, one, rest);
                            }
                            second = rest;
                        }
                        return t.fill("any.sameSubject.phrase" + ex, subject, first, second);
                    }
                    if (phrases(shared) != null && nounOf(shared) == null) {
                        // "Either Ida or the friend who paid $15 adopted the parrot."
                        Word nearer = ref(x2, Role.LIST, pick + 1); // the verb agrees with the nearer subject
                        return t.fill("any.sameObject" + ex, ref(x1, Role.LIST, pick), nearer,
                                predicate(shared, true, nearer));
                    }
                    return t.fill("any.sameSubject.short" + ex, ref(shared), ref(x1, Role.LIST, pick),
                            ref(x2, Role.LIST, pick + 1));
                }
                return t.fill("any.two" + ex, clause(p1, pick), clause(p2, pick + 1));
            }
            List<String> clauses = new ArrayList<>();
            for (int i = 0; i < o.size(); i++) {
                clauses.add(clause(o.get(i), pick + i));
            }
            return t.fill(a.exclusive() ? "any.many.exclusive" : "any.many",
                    String.join(t.fill("any.separator"), clauses.subList(0, clauses.size() - 1)),
                    clauses.get(clauses.size() - 1));
        }

        private boolean numerical(String by) {
            return p.category(by).kind() == CategoryKind.NUMERICAL;
        }

        /**
         * "lower than" between two entities along an ordered category with comparatives: the better name is the
         * subject, the comparative turned to match; {@code much} the amount or null.
         */
        private String compare(Ref lower, Ref higher, Phrases by, String much, int v) {
            if (rank(higher) < rank(lower)) {
                Word s = ref(higher, Role.SUBJECT, v);
                return t.fill("compare", s, Word.inflect(by.more(much), null, s), ref(lower, Role.SUBJECT, v + 1));
            }
            Word s = ref(lower, Role.SUBJECT, v);
            return t.fill("compare", s, Word.inflect(by.less(much), null, s), ref(higher, Role.SUBJECT, v + 1));
        }

        /** The word "one" of "one … and the other …" with the gender the templates give it ({@code one.gender}). */
        private Word one() {
            return gendered("one", "");
        }

        private String less(Clue.Less l) {
            boolean num = numerical(l.by());
            Phrases by = byPhrases(l.by());
            List<Ref> chain = l.chain();
            if (by != null && by.ordered()) {
                if (chain.size() == 2) {
                    return t.variant("less.two.phrase", pick, compare(chain.get(0), chain.get(1), by, null, pick));
                }
                if (chain.size() == 3) {
                    // "The one who values kindness is heavier than Edward but lighter than Ben."
                    Word middle = ref(chain.get(1), Role.SUBJECT, pick);
                    String more = Word.inflect(by.more(null), null, middle);
                    String less = Word.inflect(by.less(null), null, middle);
                    return t.fill("less.three.phrase", middle, more,
                            ref(chain.get(0), Role.SUBJECT, pick + 1), elide(more, less, "elide.keep.compare", Integer.MAX_VALUE),
                            ref(chain.get(2), Role.SUBJECT, pick + 2));
                }
                List<String> steps = new ArrayList<>();
                for (int i = 1; i < chain.size(); i++) {
                    Word s = ref(chain.get(i - 1), Role.SUBJECT, pick + i);
                    steps.add(t.fill("compare", s, Word.inflect(by.less(null), null, s),
                            ref(chain.get(i), Role.SUBJECT, pick + i + 1)));
                }
                return t.fill("less.chain.phrase", list(steps));
            }
            if (chain.size() == 2) {
                return t.variant(num ? "less.two.numerical" : "less.two.ordinal", pick, ref(chain.get(0)),
                        ref(chain.get(1)), byName(l.by()), first(l.by()), last(l.by()));
            }
            List<String> items = chain.stream().map(r -> ref(r, Role.LIST, pick).toString()).toList();
            return t.fill(num ? "less.chain.numerical" : "less.chain.ordinal", byName(l.by()),
                    String.join(t.fill("less.chain.separator"), items), first(l.by()), last(l.by()));
        }

        private String offset(Clue.Offset o) {
            BigDecimal amount = o.amount();
            boolean num = numerical(o.by());
            String by = byName(o.by());
            Phrases ph = byPhrases(o.by());
            if (o.op() == Clue.Op.PLUS) {
                if (amount.signum() == 0) {
                    return t.fill("offset.same", ref(o.b()), "", ref(o.a()), by);
                }
                boolean up = amount.signum() > 0;
                Ref lower = up ? o.a() : o.b();
                Ref higher = up ? o.b() : o.a();
                String much = num ? quantity(o.by(), amount.abs()) : places(o.by(), amount.abs());
                if (ph != null && ph.takesAmount()) {
                    return t.variant("offset.phrase", pick, compare(lower, higher, ph, much, pick));
                }
                if (ph != null && ph.ordered()) {
                    return t.fill("offset.phrase.by", compare(lower, higher, ph, null, pick), much);
                }
                if (num) {
                    return t.fill("offset.more", ref(higher), much, ref(lower), by);
                }
                return t.fill("offset.after", ref(higher), much, ref(lower), by, first(o.by()), last(o.by()));
            }
            Word b = ref(o.b());
            Word a = ref(o.a(), Role.SUBJECT, pick + 1);
            if (amount.compareTo(BigDecimal.ONE) == 0) {
                return t.fill("offset.same", b, "", a, by);
            }
            if (!num) {
                return t.fill("offset.times.ordinal", b, Category.canonical(amount), a, by, first(o.by()),
                        last(o.by()));
            }
            if (amount.compareTo(BigDecimal.valueOf(2)) == 0) {
                return t.fill("offset.twice", b, "", a, by);
            }
            if (amount.compareTo(new BigDecimal("0.5")) == 0) {
                return t.fill("offset.half", b, "", a, by);
            }
            return t.fill("offset.times", b, word(amount), a, by);
        }

        private String distance(Clue.Distance d) {
            String by = byName(d.by());
            if (d.amount().signum() == 0) {
                return t.fill("distance.same", ref(d.a()), ref(d.b(), Role.SUBJECT, pick + 1), "", by);
            }
            boolean num = numerical(d.by());
            String much = num ? quantity(d.by(), d.amount().abs()) : places(d.by(), d.amount().abs());
            Phrases ph = byPhrases(d.by());
            boolean turn = rank(d.b()) < rank(d.a()); // the better name first
            Word a = ref(turn ? d.b() : d.a(), Role.LIST, pick);
            Word b = ref(turn ? d.a() : d.b(), Role.LIST, pick + 1);
            if (ph != null && ph.takesAmount()) {
                // "Between Ida and Ben, one paid $5 more than the other."
                return t.variant("distance.phrase", pick, a, b, Word.inflect(ph.more(much), null, one()));
            }
            if (!num) {
                return t.variant("distance.ordinal", pick, a, b, much, by);
            }
            boolean bare = NUMBER.matcher(much).matches();
            return t.variant(bare ? "distance.numerical.bare" : "distance.numerical", pick, a, b, much, by);
        }

        private String neighbours(String byCat, Ref x, Ref y, boolean next) {
            String by = byName(byCat);
            Phrases ph = byPhrases(byCat);
            String step = ph != null && ph.takesAmount() ? step(byCat) : null;
            if (step != null) {
                // "Between Ida and Ben, one finished one place ahead of the other." / "one paid $5 more than the
                // other": neighbours along an evenly spaced order are one step apart
                boolean turn = rank(y) < rank(x);
                return t.variant(next ? "distance.phrase" : "notnext.phrase", pick,
                        ref(turn ? y : x, Role.LIST, pick), ref(turn ? x : y, Role.LIST, pick + 1),
                        Word.inflect(ph.more(step), null, one()));
            }
            Ref s = rank(y) < rank(x) ? y : x;
            Ref o = s == x ? y : x;
            String key = next ? "next" : "notnext";
            // the odd variants name the first as a sentence's subject ("X is right next to Y"), the even ones
            // name both together ("X and Y are next to each other")
            boolean alone = Math.floorMod(pick, Math.max(1, t.variants(key))) % 2 == 1;
            return t.variant(key, pick, ref(s, alone ? Role.SUBJECT : Role.LIST, pick),
                    ref(o, alone ? Role.SUBJECT : Role.LIST, pick + 1), by);
        }

        private String pair(Clue.OfTwo c) {
            Ref[] of = {c.a(), c.b()};
            Ref[] are = {c.c(), c.d()};
            int ofRank = rank(of[0]) + rank(of[1]);
            int areRank = rank(are[0]) + rank(are[1]);
            int ofVerbs = (phrases(are[0]) != null ? 1 : 0) + (phrases(are[1]) != null ? 1 : 0);
            int areVerbs = (phrases(of[0]) != null ? 1 : 0) + (phrases(of[1]) != null ? 1 : 0);
            if (areRank < ofRank || areRank == ofRank && areVerbs > ofVerbs) {
                Ref[] x = of;
                of = are;
                are = x;
            }
            String one = predicate(are[0], true, one());
            String other = predicate(are[1], true, one());
            if (are[0].category().equals(are[1].category()) && phrases(are[0]) != null) {
                other = elide(one, other, are[1]); // "one ordered pepperoni and the other sausage"
            }
            return t.variant("pair", pick, ref(of[0], Role.LIST, pick), ref(of[1], Role.LIST, pick + 1), one,
                    other);
        }

        private String distinct(Clue.Distinct d) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < d.refs().size(); i++) {
                names.add(ref(d.refs().get(i), Role.LIST, pick + i).toString());
            }
            int k = d.refs().size();
            Word count = Word.count(t.has("distinct.count." + k) ? t.fill("distinct.count." + k)
                    : word(BigDecimal.valueOf(k)), BigDecimal.valueOf(k));
            String nouns = p.nounMany();
            if (d.refs().size() == p.size() && nouns != null) {
                return t.variant("distinct.everybody", pick, count, nouns, list(names));
            }
            if (nouns != null) {
                return t.variant("distinct.nouns", pick, list(names), count, nouns);
            }
            return t.fill("distinct.plain", list(names), count);
        }

        /**
         * An amount along a numerical category ({@link Category#amount}): its amount phrase ({@code 3 hours}), else
         * through its label ({@code 2 EUR}), or a bare {@code 14} for a label that names, such as {@code Room @}.
         */
        private String quantity(String by, BigDecimal amount) {
            return p.category(by).amount(amount);
        }

        /**
         * A number of places along the ordinal category {@code by}: through its amount phrase ("two months"), else
         * {@code two places}.
         */
        private String places(String by, BigDecimal amount) {
            String own = byPhrases(by) == null ? null : byPhrases(by).amountOfPlaces(word(amount), amount);
            if (own != null) {
                return own; // the category's own words for a distance ("two months", "2 dni")
            }
            if (t.has("places.few")) {
                // one | few | many (Plural): "jedno miejsce", "dwa miejsca", "pięć miejsc"
                String[] keys = {"places.one", "places.few", "places.many"};
                return t.fill(keys[org.gridwright.core.model.Plural.index(amount, 3)], word(amount));
            }
            return t.fill(amount.compareTo(BigDecimal.ONE) == 0 ? "places.one" : "places.other", word(amount));
        }

        /**
         * One step along the ordered category {@code by} as an amount — one place, or the difference of two
         * neighbouring values when all neighbours are equally far apart ("$5") — or null when the values are
         * unevenly spaced, so that "next to" is no fixed amount.
         */
        private String step(String by) {
            if (!numerical(by)) {
                return places(by, BigDecimal.ONE);
            }
            List<BigDecimal> v = p.category(by).values().stream().sorted().toList();
            if (v.size() < 2) {
                return null;
            }
            BigDecimal d = v.get(1).subtract(v.get(0));
            for (int i = 2; i < v.size(); i++) {
                if (v.get(i).subtract(v.get(i - 1)).compareTo(d) != 0) {
                    return null;
                }
            }
            return quantity(by, d);
        }

        private String word(BigDecimal amount) {
            String n = Category.canonical(amount);
            String key = "number." + n;
            return t.has(key) ? t.fill(key) : n;
        }

        private String capitalise(String s) {
            if (s.isEmpty()) {
                return s;
            }
            int first = s.codePointAt(0);
            int n = Character.charCount(first);
            return s.substring(0, n).toUpperCase(locale) + s.substring(n);
        }
    }

    /** Every clue sentence of a puzzle, in order, for listing. */
    public static List<String> all(Puzzle p) {
        List<String> out = new ArrayList<>();
        for (Clue c : p.clues()) {
            out.add(render(p, c));
        }
        return out;
    }
}
