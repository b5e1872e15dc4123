package org.gridwright.core.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
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
 * its label when the label measures ({@code 6 kg}), else as a bare number ({@code Room @}: 14). A categorical
 * item written as a proper name ({@code Alice}) names its entity directly; any other item becomes "the one with …".
 *
 * <p>A category with reader {@link Phrases} is spoken of through them: its item names an entity as "the one who
 * wears the jeans", a match is "Pip wears the jeans", a negation "Pip does not wear the jeans", and an ordering
 * category's comparatives make "Pip paid €2 more than Cleo". The sentence shapes stay in the bundle; the phrases
 * come from the puzzle's categories. Without phrases the sentences are those of the neutral grid style.
 */
public final class ClueText {
    private static final String BUNDLE = "org.gridwright.core.text.ClueText";
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(?:[.,]\\d+)?");

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
        return new Writer(p, Templates.of(BUNDLE, locale), locale).sentence(c);
    }

    /** An item as a reader sees it, in English. */
    public static String item(Puzzle p, Item i) {
        return item(p, i, Locale.ENGLISH);
    }

    /** An item as a reader sees it. */
    public static String item(Puzzle p, Item i, Locale locale) {
        return new Writer(p, Templates.of(BUNDLE, locale), locale).item(i);
    }

    /** A referenced item as a reader sees it, in English. */
    public static String item(Puzzle p, Ref r) {
        return item(p, p.resolve(r));
    }

    /** A referenced item as a reader sees it. */
    public static String item(Puzzle p, Ref r, Locale locale) {
        return item(p, p.resolve(r), locale);
    }

    /** One rendering: the puzzle, the templates and the locale. */
    private static final class Writer {
        private final Puzzle p;
        private final Templates t;
        private final Locale locale;
        /** Whether the puzzle speaks through phrases ("the one who …"), so that its sentences share one style. */
        private final boolean phrased;

        Writer(Puzzle p, Templates t, Locale locale) {
            this.p = p;
            this.t = t;
            this.locale = locale;
            this.phrased = p.categories().stream().anyMatch(c -> c.phrases().isPresent());
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

        /** The predicate "wears the jeans" ({@code positive}) or "does not wear the jeans" of a phrased ref. */
        private String predicate(Ref r, boolean positive) {
            Phrases ph = phrases(r);
            return positive ? ph.is(shown(r)) : ph.isNot(shown(r));
        }

        /** The phrase naming the entity of {@code r}. */
        private String ref(Ref r) {
            Phrases ph = phrases(r);
            if (ph != null) {
                return t.fill("ref.who", ph.is(shown(r)));
            }
            Item i = p.resolve(r);
            String shown = item(i);
            String label = p.category(i.category()).items().get(i.index());
            boolean properName = p.category(i.category()).kind() == CategoryKind.CATEGORICAL && shown.equals(label)
                    && !label.isEmpty() && Character.isUpperCase(label.codePointAt(0));
            return t.fill(properName ? "ref.bare" : "ref.theOneWith", shown);
        }

        private String clause(Pair pair) {
            String s = phrased(pair.a(), pair.b(), true);
            return s != null ? s : t.fill("clause", ref(pair.a()), ref(pair.b()));
        }

        /**
         * "a is (not) b" through the phrases of b ("Pip wears the jeans"), else of a ("Pip paid €3", the match and
         * its negation being symmetric), or null when neither has phrases.
         */
        private String phrased(Ref a, Ref b, boolean positive) {
            if (phrases(b) != null) {
                return t.fill("clause.phrase", ref(a), predicate(b, positive));
            }
            if (phrases(a) != null) {
                return t.fill("clause.phrase", ref(b), predicate(a, positive));
            }
            return null;
        }

        /** The key itself, or its {@code .phrased} variant when the puzzle speaks through phrases. */
        private String key(String key) {
            String v = key + ".phrased";
            return phrased && t.has(v) ? v : key;
        }

        String sentence(Clue c) {
            String s = c.accept(new Clue.Visitor<String>() {
                public String match(Clue.Match m) {
                    String ph = phrased(m.a(), m.b(), true);
                    return ph != null ? t.fill("match.phrase", ph) : t.fill("match", ref(m.a()), ref(m.b()));
                }

                public String not(Clue.Not n) {
                    return Writer.this.not(n);
                }

                public String any(Clue.Any a) {
                    return Writer.this.any(a);
                }

                public String ifThen(Clue.If i) {
                    return i.otherwise() == null ? t.fill("if.then", clause(i.when()), clause(i.then()))
                            : t.fill("if.then.else", clause(i.when()), clause(i.then()), clause(i.otherwise()));
                }

                public String less(Clue.Less l) {
                    return Writer.this.less(l);
                }

                public String offset(Clue.Offset o) {
                    return Writer.this.offset(o);
                }

                public String next(Clue.Next n) {
                    return t.fill(key("next"), ref(n.a()), ref(n.b()), n.by());
                }

                public String notNext(Clue.NotNext n) {
                    return t.fill(key("notnext"), ref(n.a()), ref(n.b()), n.by());
                }

                public String distance(Clue.Distance d) {
                    return Writer.this.distance(d);
                }
            });
            if (s.endsWith("..")) {
                s = s.substring(0, s.length() - 1); // an item shown as "147 ft." ends the sentence itself
            }
            return capitalise(s);
        }

        private String not(Clue.Not n) {
            if (n.b().size() == 1) {
                String ph = phrased(n.a(), n.b().get(0), false);
                if (ph != null) {
                    return t.fill("not.one.phrase", ph);
                }
            } else if (n.b().stream().allMatch(r -> phrases(r) != null)) {
                List<String> ps = n.b().stream().map(r -> predicate(r, true)).toList();
                return t.fill("not.many.phrase", ref(n.a()), String.join(t.fill("list.comma"),
                        ps.subList(0, ps.size() - 1)), ps.get(ps.size() - 1));
            }
            List<String> objects = n.b().stream().map(this::ref).toList();
            if (objects.size() == 1) {
                return t.fill("not.one", ref(n.a()), objects.get(0));
            }
            return t.fill("not.many", ref(n.a()), String.join(t.fill("list.comma"),
                    objects.subList(0, objects.size() - 1)), objects.get(objects.size() - 1));
        }

        private String any(Clue.Any a) {
            List<Pair> o = a.options();
            if (o.size() == 2) {
                if (o.get(0).a().equals(o.get(1).a())) {
                    if (phrases(o.get(0).b()) != null && phrases(o.get(1).b()) != null) {
                        return t.fill(a.exclusive() ? "any.sameSubject.phrase.exclusive" : "any.sameSubject.phrase",
                                ref(o.get(0).a()), predicate(o.get(0).b(), true), predicate(o.get(1).b(), true));
                    }
                    return t.fill(a.exclusive() ? "any.sameSubject.short.exclusive" : "any.sameSubject.short",
                            ref(o.get(0).a()), ref(o.get(0).b()), ref(o.get(1).b()));
                }
                return t.fill(a.exclusive() ? "any.two.exclusive" : "any.two", clause(o.get(0)), clause(o.get(1)));
            }
            List<String> clauses = o.stream().map(this::clause).toList();
            return t.fill(a.exclusive() ? "any.many.exclusive" : "any.many",
                    String.join(t.fill("any.separator"), clauses.subList(0, clauses.size() - 1)),
                    clauses.get(clauses.size() - 1));
        }

        private boolean numerical(String by) {
            return p.category(by).kind() == CategoryKind.NUMERICAL;
        }

        private String less(Clue.Less l) {
            boolean num = numerical(l.by());
            Phrases by = byPhrases(l.by());
            if (l.chain().size() == 2 && by != null && by.ordered()) {
                return t.fill("less.two.phrase", ref(l.chain().get(0)), by.less(null), ref(l.chain().get(1)));
            }
            if (l.chain().size() == 2) {
                return t.fill(key(num ? "less.two.numerical" : "less.two.ordinal"), ref(l.chain().get(0)),
                        ref(l.chain().get(1)), l.by());
            }
            List<String> items = l.chain().stream().map(this::ref).toList();
            return t.fill(num ? "less.chain.numerical" : "less.chain.ordinal", l.by(),
                    String.join(t.fill("less.chain.separator"), items));
        }

        private String offset(Clue.Offset o) {
            String b = ref(o.b());
            String a = ref(o.a());
            BigDecimal amount = o.amount();
            boolean num = numerical(o.by());
            if (o.op() == Clue.Op.PLUS) {
                if (amount.signum() == 0) {
                    return t.fill("offset.same", b, "", a, o.by());
                }
                boolean up = amount.signum() > 0;
                Phrases by = byPhrases(o.by());
                if (by != null && by.takesAmount()) {
                    String much = num ? quantity(o.by(), amount.abs()) : places(amount.abs());
                    return t.fill("offset.phrase", b, up ? by.more(much) : by.less(much), a);
                }
                if (by != null && by.ordered() && num) {
                    return t.fill("offset.phrase.by", b, up ? by.more(null) : by.less(null), a,
                            quantity(o.by(), amount.abs()));
                }
                if (num) {
                    return t.fill(up ? "offset.more" : "offset.less", b, quantity(o.by(), amount.abs()), a, o.by());
                }
                return t.fill(key(up ? "offset.after" : "offset.before"), b, places(amount.abs()), a, o.by());
            }
            if (amount.compareTo(BigDecimal.ONE) == 0) {
                return t.fill("offset.same", b, "", a, o.by());
            }
            if (!num) {
                return t.fill(key("offset.times.ordinal"), b, Category.canonical(amount), a, o.by());
            }
            if (amount.compareTo(BigDecimal.valueOf(2)) == 0) {
                return t.fill("offset.twice", b, "", a, o.by());
            }
            if (amount.compareTo(new BigDecimal("0.5")) == 0) {
                return t.fill("offset.half", b, "", a, o.by());
            }
            return t.fill("offset.times", b, Category.canonical(amount), a, o.by());
        }

        private String distance(Clue.Distance d) {
            String a = ref(d.a());
            String b = ref(d.b());
            if (d.amount().signum() == 0) {
                return t.fill("distance.same", a, b, "", d.by());
            }
            boolean num = numerical(d.by());
            String much = num ? quantity(d.by(), d.amount().abs()) : places(d.amount().abs());
            Phrases by = byPhrases(d.by());
            if (by != null && by.takesAmount()) {
                return t.fill("distance.phrase", a, by.less(much), by.more(much), b);
            }
            if (!num) {
                return t.fill(key("distance.ordinal"), a, b, much, d.by());
            }
            boolean bare = NUMBER.matcher(much).matches();
            return t.fill(bare ? "distance.numerical.bare" : "distance.numerical", a, b, much, d.by());
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
