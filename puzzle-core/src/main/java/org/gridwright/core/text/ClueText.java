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
    private static final String BUNDLE = "org.gridwright.core.text.ClueText";
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(?:[.,]\\d+)?");
    /** An affirmative phrase that makes its item a noun for the entity: "is the @", "is a @". */
    private static final Pattern NOUN_PHRASE = Pattern.compile("is (the|a|an) @");

    private ClueText() {
    }

    /** The clue's own wording if it has one, else its generated English sentence. */
    public static String render(Puzzle p, Clue c) {
        return render(p, c, Locale.ENGLISH);
    }

    /** The clue's own wording if it has one, else its generated sentence in {@code locale}. */
    public static String render(Puzzle p, Clue c, Locale locale) {
        String own = c.meta().text();
        return own != null && !own.isBlank() ? own : generated(p, c, locale);
    }

    /** The sentence rendered from the clue's structure, in English. */
    public static String generated(Puzzle p, Clue c) {
        return generated(p, c, Locale.ENGLISH);
    }

    /** The sentence rendered from the clue's structure, in {@code locale} (English when there is no such bundle). */
    public static String generated(Puzzle p, Clue c, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale, pick(p, c)).sentence(c);
    }

    /** An item as a reader sees it, in English. */
    public static String item(Puzzle p, Item i) {
        return item(p, i, Locale.ENGLISH);
    }

    /** An item as a reader sees it. */
    public static String item(Puzzle p, Item i, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale, 0).item(i);
    }

    /** A referenced item as a reader sees it, in English. */
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
        return new Writer(p, Templates.of(BUNDLE, locale), locale, 0).ref(p.ref(i), Role.SUBJECT, 0);
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
        return new Writer(p, Templates.of(BUNDLE, locale), locale, 0).clause(p.ref(a), p.ref(b), positive, 0);
    }

    /**
     * A clause saying that {@code subject} belongs (or not) with one of {@code objects}, items of one category said
     * as alternatives ("Ida did not pay $5 or $10"); with one object, as {@link #clause(Puzzle, Item, Item,
     * boolean, Locale)}.
     */
    public static String clause(Puzzle p, Item subject, List<Item> objects, boolean positive, Locale locale) {
        if (objects.size() == 1) {
            return clause(p, subject, objects.get(0), positive, locale);
        }
        Writer w = new Writer(p, Templates.of(BUNDLE, locale), locale, 0);
        return w.t.fill("clause", w.ref(p.ref(subject), Role.SUBJECT, 0), w.predicate(objects, positive));
    }

    /**
     * Several items of one entity said together, the best name the subject and the others through their phrases:
     * "Ida adopted the parrot, paid $5 and lives in Leeds".
     */
    public static String together(Puzzle p, List<Item> items, Locale locale) {
        Writer w = new Writer(p, Templates.of(BUNDLE, locale), locale, 0);
        Ref best = null;
        for (Item i : items) {
            Ref r = p.ref(i);
            if (best == null || w.rank(r) < w.rank(best) || w.rank(r) == w.rank(best) && w.phrases(best) != null
                    && w.phrases(r) == null) {
                best = r;
            }
        }
        List<String> said = new ArrayList<>();
        for (Item i : items) {
            Ref r = p.ref(i);
            if (!r.equals(best)) {
                said.add(w.predicate(r, true));
            }
        }
        return w.t.fill("clause", w.ref(best, Role.SUBJECT, 0), w.list(said));
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
            this.phrased = p.categories().stream().anyMatch(c -> c.phrases().isPresent());
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
        private String ref(Ref r, Role role, int v) {
            if (named(r)) {
                return item(p.resolve(r));
            }
            String noun = nounOf(r);
            if (noun != null) {
                return noun;
            }
            Phrases ph = phrases(r);
            if (ph != null) {
                String pred = ph.is(shown(r));
                String one = p.nounOne();
                if (role == Role.SUBJECT && Math.floorMod(v, 3) == 2) {
                    return t.fill("ref.whoever", pred);
                }
                if (one == null) {
                    return t.fill("ref.who", pred);
                }
                boolean thing = List.of(t.fill("noun.that").split(",")).contains(one.toLowerCase(locale));
                return t.fill(thing ? "ref.nounThat" : "ref.nounWho", one, pred);
            }
            return t.fill("ref.theOneWith", item(p.resolve(r)));
        }

        private String ref(Ref r) {
            return ref(r, Role.SUBJECT, pick);
        }

        /** What the entity of the subject does or is, said of {@code r}: "adopted the parrot", "is Ida". */
        private String predicate(Ref r, boolean positive) {
            Phrases ph = phrases(r);
            if (ph != null) {
                return positive ? ph.is(shown(r)) : ph.isNot(shown(r));
            }
            return t.fill(positive ? "pred.is" : "pred.isNot", ref(r, Role.LIST, pick));
        }

        /** Objects of one category said as alternatives after their phrase (see {@link ClueText#predicate}). */
        String predicate(List<Item> objects, boolean positive) {
            Ref first = p.ref(objects.get(0));
            if (objects.size() == 1) {
                return predicate(first, positive);
            }
            Phrases ph = phrases(first);
            List<String> said = new ArrayList<>();
            for (Item i : objects) {
                said.add(ph != null ? shown(p.ref(i)) : ref(p.ref(i), Role.LIST, pick));
            }
            String or = t.fill("list.or", String.join(t.fill("list.comma"), said.subList(0, said.size() - 1)),
                    said.get(said.size() - 1));
            if (ph != null) {
                return positive ? ph.is(or) : ph.isNot(or);
            }
            return t.fill(positive ? "pred.is" : "pred.isNot", or);
        }

        /** "a is (not) b" with the better name first and the other item said through its phrase. */
        private String clause(Ref a, Ref b, boolean positive, int v) {
            return clause(a, b, positive, v, Role.SUBJECT);
        }

        /** As above; a clause inside a larger sentence ("if …") names its subject as in a list. */
        private String clause(Ref a, Ref b, boolean positive, int v, Role role) {
            Ref s = a;
            Ref o = b;
            if (rank(b) < rank(a)) {
                s = b;
                o = a;
            }
            if (phrases(o) == null && phrases(s) != null) {
                Ref x = s;
                s = o;
                o = x;
            }
            return t.fill("clause", ref(s, role, v), predicate(o, positive));
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
            int before = is.substring(0, is.indexOf('@')).split(" ", -1).length - 1;
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
            List<String> keep = List.of(t.fill(keepKey).split(","));
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
                            ? t.variant("if.then", pick, clause(i.when(), pick), clause(i.then(), pick + 1))
                            : t.variant("if.then.else", pick, clause(i.when(), pick), clause(i.then(), pick + 1),
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
            return capitalise(s);
        }

        private String not(Clue.Not n) {
            if (n.b().size() == 1) {
                return t.variant("not.one", pick, clause(n.a(), n.b().get(0), false, pick));
            }
            List<String> objects = n.b().stream().map(r -> ref(r, Role.LIST, pick)).toList();
            String allButLast = String.join(t.fill("list.comma"), objects.subList(0, objects.size() - 1));
            String lastOne = objects.get(objects.size() - 1);
            boolean someNamed = n.b().stream().anyMatch(r -> rank(r) < 2);
            if (phrases(n.a()) != null && !named(n.a()) && (someNamed || pick % 2 == 1)) {
                // "Neither Ben nor the friend who paid $5 adopted the parrot."
                return t.fill("not.many.neither", allButLast, lastOne, predicate(n.a(), true));
            }
            String cat = n.b().get(0).category();
            if (phrases(n.b().get(0)) != null && nounOf(n.b().get(0)) == null
                    && n.b().stream().allMatch(r -> r.category().equals(cat))) {
                // one category: "did not take up football or badminton"
                List<String> items = n.b().stream().map(this::shown).toList();
                String or = t.fill("list.or", String.join(t.fill("list.comma"), items.subList(0, items.size() - 1)),
                        items.get(items.size() - 1));
                return t.fill("not.many.one", ref(n.a()), phrases(n.b().get(0)).isNot(or));
            }
            if (n.b().stream().allMatch(r -> phrases(r) != null && nounOf(r) == null)) {
                List<String> ps = n.b().stream().map(r -> predicate(r, true)).toList();
                return t.fill("not.many.phrase", ref(n.a()), String.join(t.fill("list.comma"),
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
                        String first = predicate(x1, true);
                        String second = predicate(x2, true);
                        if (x1.category().equals(x2.category())) {
                            second = elide(first, second, x2); // "either ordered pepperoni or sausage"
                        }
                        return t.fill("any.sameSubject.phrase" + ex, ref(shared), first, second);
                    }
                    if (phrases(shared) != null && nounOf(shared) == null) {
                        // "Either Ida or the friend who paid $15 adopted the parrot."
                        return t.fill("any.sameObject" + ex, ref(x1, Role.LIST, pick), ref(x2, Role.LIST, pick + 1),
                                predicate(shared, true));
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
                return t.fill("compare", ref(higher, Role.SUBJECT, v), by.more(much), ref(lower, Role.SUBJECT, v + 1));
            }
            return t.fill("compare", ref(lower, Role.SUBJECT, v), by.less(much), ref(higher, Role.SUBJECT, v + 1));
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
                    return t.fill("less.three.phrase", ref(chain.get(1), Role.SUBJECT, pick), by.more(null),
                            ref(chain.get(0), Role.SUBJECT, pick + 1), elide(by.more(null), by.less(null), "elide.keep.compare", Integer.MAX_VALUE),
                            ref(chain.get(2), Role.SUBJECT, pick + 2));
                }
                List<String> steps = new ArrayList<>();
                for (int i = 1; i < chain.size(); i++) {
                    steps.add(t.fill("compare", ref(chain.get(i - 1), Role.SUBJECT, pick + i), by.less(null),
                            ref(chain.get(i), Role.SUBJECT, pick + i + 1)));
                }
                return t.fill("less.chain.phrase", list(steps));
            }
            if (chain.size() == 2) {
                return t.variant(num ? "less.two.numerical" : "less.two.ordinal", pick, ref(chain.get(0)),
                        ref(chain.get(1)), byName(l.by()), first(l.by()), last(l.by()));
            }
            List<String> items = chain.stream().map(r -> ref(r, Role.LIST, pick)).toList();
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
                String much = num ? quantity(o.by(), amount.abs()) : places(amount.abs());
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
            String b = ref(o.b());
            String a = ref(o.a(), Role.SUBJECT, pick + 1);
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
            String much = num ? quantity(d.by(), d.amount().abs()) : places(d.amount().abs());
            Phrases ph = byPhrases(d.by());
            boolean turn = rank(d.b()) < rank(d.a()); // the better name first
            String a = ref(turn ? d.b() : d.a(), Role.LIST, pick);
            String b = ref(turn ? d.a() : d.b(), Role.LIST, pick + 1);
            if (ph != null && ph.takesAmount()) {
                // "Between Ida and Ben, one paid $5 more than the other."
                return t.fill("distance.phrase", a, b, ph.more(much));
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
            if (next && ph != null && ph.takesAmount() && !numerical(byCat)) {
                // "Between Ida and Ben, one finished one place ahead of the other."
                return t.fill("distance.phrase", ref(x, Role.LIST, pick), ref(y, Role.LIST, pick + 1),
                        ph.more(places(BigDecimal.ONE)));
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
            String one = predicate(are[0], true);
            String other = predicate(are[1], true);
            if (are[0].category().equals(are[1].category()) && phrases(are[0]) != null) {
                other = elide(one, other, are[1]); // "one ordered pepperoni and the other sausage"
            }
            return t.variant("pair", pick, ref(of[0], Role.LIST, pick), ref(of[1], Role.LIST, pick + 1), one,
                    other);
        }

        private String distinct(Clue.Distinct d) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < d.refs().size(); i++) {
                names.add(ref(d.refs().get(i), Role.LIST, pick + i));
            }
            String count = word(BigDecimal.valueOf(d.refs().size()));
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

        /** A number of places along an ordinal category ({@code two places}). */
        private String places(BigDecimal amount) {
            return t.fill(amount.compareTo(BigDecimal.ONE) == 0 ? "places.one" : "places.other", word(amount));
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
