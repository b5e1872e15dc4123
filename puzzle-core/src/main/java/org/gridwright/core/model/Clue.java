package org.gridwright.core.model;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * A clue of one of the types of {@code gridwright/1} ({@link ClueType} lists them and where each is handled). Each
 * type is a record holding exactly the fields of the format; {@link #holds(Puzzle, Solution)} is its meaning on a
 * complete solution, the ground truth against which every solver is tested.
 */
public sealed interface Clue {

    /** The clue's type (see {@link ClueType} for everything a type has and where it is found). */
    ClueType clueType();

    /** The type code used in files ({@code match}, {@code not}, …). */
    default String type() {
        return clueType().code();
    }

    /** {@code v}'s method for this clue's type: the exhaustive dispatch over the clue types. */
    <R> R accept(Visitor<R> v);

    /** The same clue with every item reference replaced by {@code f} of it; wording, id and keys kept. */
    Clue mapRefs(java.util.function.UnaryOperator<Ref> f);

    /**
     * One method per clue type. Code that treats each type its own way implements this (never an {@code instanceof}
     * chain with a default), so that a new type is a compile error until it is handled.
     */
    interface Visitor<R> {
        R match(Match c);

        R not(Not c);

        R any(Any c);

        R ifThen(If c);

        R less(Less c);

        R offset(Offset c);

        R next(Next c);

        R notNext(NotNext c);

        R distance(Distance c);

        R pair(OfTwo c);

        R distinct(Distinct c);
    }

    /** Wording, id and extension keys. */
    ClueMeta meta();

    /** The same clue with other wording, id or extension keys. */
    Clue withMeta(ClueMeta meta);

    /** True when this clue is true of the complete solution {@code s} of puzzle {@code p}. */
    boolean holds(Puzzle p, Solution s);

    /** Every item reference the clue names, in field order (for checks and renaming). */
    List<Ref> refs();

    /** The {@code by} category name of a positional clue, or null. */
    default String by() {
        return null;
    }

    /**
     * A clue on the positions of two items along its {@code by} category ({@code offset}, {@code next},
     * {@code notnext}, {@code distance}), as the relation every solver compiles it to. {@link #holds} stays written
     * on its own, as the referee the solvers are tested against.
     */
    sealed interface Positional extends Clue permits Offset, Next, NotNext, Distance {
        Ref a();

        Ref b();

        /** Whether a at position {@code pa} and b at position {@code pb} (0-based along {@code by}) satisfy it. */
        boolean allows(Category by, int pa, int pb);
    }

    /**
     * The number as its canonical text reads back ({@link Category#canonical}: no trailing zeros, no exponent), made
     * without the text (every offset and distance clue a generator tries is made through here).
     */
    private static BigDecimal canonical(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        return v.scale() < 0 ? v.setScale(0) : v;
    }

    private static Pair map(Pair pair, java.util.function.UnaryOperator<Ref> f) {
        return new Pair(f.apply(pair.a()), f.apply(pair.b()));
    }

    private static int entity(Puzzle p, Solution s, Ref r) {
        return s.entityOf(p.resolve(r));
    }

    private static boolean matches(Puzzle p, Solution s, Pair pair) {
        return entity(p, s, pair.a()) == entity(p, s, pair.b());
    }

    private static int position(Puzzle p, Solution s, String by, Ref r) {
        return s.itemOf(entity(p, s, r), p.categoryIndex(by));
    }

    private static BigDecimal value(Puzzle p, Solution s, String by, Ref r) {
        return p.category(by).valueAt(position(p, s, by, r));
    }

    /** a and b belong to the same entity. */
    record Match(Ref a, Ref b, ClueMeta meta) implements Clue {
        public Match {
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.MATCH;
        }

        public <R> R accept(Visitor<R> v) {
            return v.match(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Match(a, b, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Match(f.apply(a), f.apply(b), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            return entity(p, s, a) == entity(p, s, b);
        }

        public List<Ref> refs() {
            return List.of(a, b);
        }
    }

    /** a belongs to none of the entities of the refs in b. */
    record Not(Ref a, List<Ref> b, ClueMeta meta) implements Clue {
        public Not {
            Objects.requireNonNull(a);
            b = List.copyOf(b);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.NOT;
        }

        public <R> R accept(Visitor<R> v) {
            return v.not(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Not(a, b, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Not(f.apply(a), b.stream().map(f).toList(), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            int ea = entity(p, s, a);
            for (Ref r : b) {
                if (entity(p, s, r) == ea) {
                    return false;
                }
            }
            return true;
        }

        public List<Ref> refs() {
            Ref[] all = new Ref[1 + b.size()];
            all[0] = a;
            for (int i = 0; i < b.size(); i++) {
                all[1 + i] = b.get(i);
            }
            return List.of(all);
        }
    }

    /** At least one pair matches; exactly one when exclusive. */
    record Any(List<Pair> options, boolean exclusive, ClueMeta meta) implements Clue {
        public Any {
            options = List.copyOf(options);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.ANY;
        }

        public <R> R accept(Visitor<R> v) {
            return v.any(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Any(options, exclusive, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Any(options.stream().map(o -> new Pair(f.apply(o.a()), f.apply(o.b()))).toList(), exclusive, meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            int n = 0;
            for (Pair o : options) {
                if (matches(p, s, o)) {
                    n++;
                }
            }
            return exclusive ? n == 1 : n >= 1;
        }

        public List<Ref> refs() {
            Ref[] all = new Ref[2 * options.size()];
            for (int i = 0; i < options.size(); i++) {
                all[2 * i] = options.get(i).a();
                all[2 * i + 1] = options.get(i).b();
            }
            return List.of(all);
        }
    }

    /** when matches ⇒ then matches; when does not match ⇒ otherwise matches (if given; file field {@code else}). */
    record If(Pair when, Pair then, Pair otherwise, ClueMeta meta) implements Clue {
        public If {
            Objects.requireNonNull(when);
            Objects.requireNonNull(then);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.IF;
        }

        public <R> R accept(Visitor<R> v) {
            return v.ifThen(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new If(when, then, otherwise, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new If(map(when, f), map(then, f), otherwise == null ? null : map(otherwise, f), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            if (matches(p, s, when)) {
                return matches(p, s, then);
            }
            return otherwise == null || matches(p, s, otherwise);
        }

        public List<Ref> refs() {
            return otherwise == null ? List.of(when.a(), when.b(), then.a(), then.b())
                    : List.of(when.a(), when.b(), then.a(), then.b(), otherwise.a(), otherwise.b());
        }
    }

    /** Positions along {@code by} strictly increase along the chain. */
    record Less(String by, List<Ref> chain, ClueMeta meta) implements Clue {
        public Less {
            Objects.requireNonNull(by);
            chain = List.copyOf(chain);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.LESS;
        }

        public <R> R accept(Visitor<R> v) {
            return v.less(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Less(by, chain, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Less(by, chain.stream().map(f).toList(), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            for (int i = 1; i < chain.size(); i++) {
                if (position(p, s, by, chain.get(i - 1)) >= position(p, s, by, chain.get(i))) {
                    return false;
                }
            }
            return true;
        }

        public List<Ref> refs() {
            return chain;
        }
    }

    /** The operator of an {@link Offset} clue. */
    enum Op {
        PLUS("+"), TIMES("*");

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        public BigDecimal apply(BigDecimal x, BigDecimal amount) {
            return this == PLUS ? x.add(amount) : x.multiply(amount);
        }

        public static java.util.Optional<Op> ofSymbol(String s) {
            for (Op o : values()) {
                if (o.symbol.equals(s)) {
                    return java.util.Optional.of(o);
                }
            }
            return java.util.Optional.empty();
        }
    }

    /** value(b) = value(a) op amount, values along {@code by}. */
    record Offset(String by, Ref a, Ref b, Op op, BigDecimal amount, ClueMeta meta) implements Positional {
        public Offset {
            Objects.requireNonNull(by);
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            Objects.requireNonNull(op);
            amount = canonical(Objects.requireNonNull(amount));
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.OFFSET;
        }

        public <R> R accept(Visitor<R> v) {
            return v.offset(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Offset(by, a, b, op, amount, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Offset(by, f.apply(a), f.apply(b), op, amount, meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            return op.apply(value(p, s, by, a), amount).compareTo(value(p, s, by, b)) == 0;
        }

        public boolean allows(Category cat, int pa, int pb) {
            return op.apply(cat.valueAt(pa), amount).compareTo(cat.valueAt(pb)) == 0;
        }

        public List<Ref> refs() {
            return List.of(a, b);
        }
    }

    /** Positions along {@code by} differ by exactly 1. */
    record Next(String by, Ref a, Ref b, ClueMeta meta) implements Positional {
        public Next {
            Objects.requireNonNull(by);
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.NEXT;
        }

        public <R> R accept(Visitor<R> v) {
            return v.next(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Next(by, a, b, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Next(by, f.apply(a), f.apply(b), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            return Math.abs(position(p, s, by, a) - position(p, s, by, b)) == 1;
        }

        public boolean allows(Category cat, int pa, int pb) {
            return Math.abs(pa - pb) == 1;
        }

        public List<Ref> refs() {
            return List.of(a, b);
        }
    }

    /** Positions along {@code by} do not differ by exactly 1. */
    record NotNext(String by, Ref a, Ref b, ClueMeta meta) implements Positional {
        public NotNext {
            Objects.requireNonNull(by);
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.NOTNEXT;
        }

        public <R> R accept(Visitor<R> v) {
            return v.notNext(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new NotNext(by, a, b, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new NotNext(by, f.apply(a), f.apply(b), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            return Math.abs(position(p, s, by, a) - position(p, s, by, b)) != 1;
        }

        public boolean allows(Category cat, int pa, int pb) {
            return Math.abs(pa - pb) != 1;
        }

        public List<Ref> refs() {
            return List.of(a, b);
        }
    }

    /** abs(value(a) − value(b)) = amount, values along {@code by}. */
    record Distance(String by, Ref a, Ref b, BigDecimal amount, ClueMeta meta) implements Positional {
        public Distance {
            Objects.requireNonNull(by);
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            amount = canonical(Objects.requireNonNull(amount));
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.DISTANCE;
        }

        public <R> R accept(Visitor<R> v) {
            return v.distance(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Distance(by, a, b, amount, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Distance(by, f.apply(a), f.apply(b), amount, meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            return value(p, s, by, a).subtract(value(p, s, by, b)).abs().compareTo(amount) == 0;
        }

        public boolean allows(Category cat, int pa, int pb) {
            return cat.valueAt(pa).subtract(cat.valueAt(pb)).abs().compareTo(amount) == 0;
        }

        public List<Ref> refs() {
            return List.of(a, b);
        }
    }

    /**
     * Of a and b, one is c and the other is d: a and b are different entities, and they are the entities of c and
     * d in some order (file type {@code pair}).
     */
    record OfTwo(Ref a, Ref b, Ref c, Ref d, ClueMeta meta) implements Clue {
        public OfTwo {
            Objects.requireNonNull(a);
            Objects.requireNonNull(b);
            Objects.requireNonNull(c);
            Objects.requireNonNull(d);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.PAIR;
        }

        public <R> R accept(Visitor<R> v) {
            return v.pair(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new OfTwo(a, b, c, d, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new OfTwo(f.apply(a), f.apply(b), f.apply(c), f.apply(d), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            int ea = entity(p, s, a);
            int eb = entity(p, s, b);
            int ec = entity(p, s, c);
            int ed = entity(p, s, d);
            return ea != eb && (ea == ec && eb == ed || ea == ed && eb == ec);
        }

        public List<Ref> refs() {
            return List.of(a, b, c, d);
        }
    }

    /** The refs all belong to different entities (file type {@code distinct}); with k refs they name everybody. */
    record Distinct(List<Ref> refs, ClueMeta meta) implements Clue {
        public Distinct {
            refs = List.copyOf(refs);
            meta = meta == null ? ClueMeta.NONE : meta;
        }

        public ClueType clueType() {
            return ClueType.DISTINCT;
        }

        public <R> R accept(Visitor<R> v) {
            return v.distinct(this);
        }

        public Clue withMeta(ClueMeta m) {
            return new Distinct(refs, m);
        }

        public Clue mapRefs(java.util.function.UnaryOperator<Ref> f) {
            return new Distinct(refs.stream().map(f).toList(), meta);
        }

        public boolean holds(Puzzle p, Solution s) {
            long seen = 0;
            for (Ref r : refs) {
                long bit = 1L << entity(p, s, r);
                if ((seen & bit) != 0) {
                    return false;
                }
                seen |= bit;
            }
            return true;
        }
    }
}
