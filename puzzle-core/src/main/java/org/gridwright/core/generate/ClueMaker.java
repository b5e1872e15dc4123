package org.gridwright.core.generate;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/**
 * Makes random clues that are true of a solution, one type at a time, built from the solution rather than drawn
 * and filtered. Deterministic for a given generator state.
 */
final class ClueMaker {
    private final Puzzle p;
    private final Solution s;
    private final int cats;
    private final int k;
    private final List<Integer> ordered;
    /** The cast category (people's names …) clues name more often, as published puzzles do; -1 without one. */
    private final int cast;
    /**
     * Per category, whether "times" reads well along it ({@link #ratio(Category)}): 0 not yet asked, 1 yes, -1 no.
     * Shared by the makers of one setting's attempts ({@link #with}).
     */
    private final int[] ratio;

    ClueMaker(Puzzle p, Solution s) {
        this.p = p;
        this.s = s;
        this.cats = p.categoryCount();
        this.k = p.size();
        int castIndex = -1;
        for (int i = 0; i < cats; i++) {
            if (p.category(i).name().equals(p.cast())) {
                castIndex = i;
            }
        }
        this.cast = castIndex;
        this.ratio = new int[cats];
        List<Integer> o = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            if (p.category(c).kind().isOrdered()) {
                o.add(c);
            }
        }
        this.ordered = List.copyOf(o);
    }

    private ClueMaker(ClueMaker setting, Solution s) {
        this.p = setting.p;
        this.s = s;
        this.cats = setting.cats;
        this.k = setting.k;
        this.cast = setting.cast;
        this.ratio = setting.ratio;
        this.ordered = setting.ordered;
    }

    /**
     * A maker for another solution of the same puzzle, sharing what depends on the categories alone (the generator
     * makes one per attempt, and one setting serves several attempts). Not for use from two threads at once.
     */
    ClueMaker with(Solution other) {
        return new ClueMaker(this, other);
    }

    /** True when clues of this type can be made (positional ones need an ordered category). */
    boolean canMake(ClueType type) {
        return switch (type) {
            case MATCH, NOT, ANY, IF -> true;
            case OFFSET, DISTANCE, LESS, NOTNEXT -> !ordered.isEmpty() && k >= 2;
            case NEXT -> !ordered.isEmpty();
            case PAIR -> k >= 2;
            case DISTINCT -> k >= 3;
        };
    }

    /** A true clue of the type. */
    Clue make(ClueType type, RandomGenerator rnd) {
        return switch (type) {
            case MATCH -> match(rnd);
            case NOT -> not(rnd);
            case ANY -> any(rnd);
            case IF -> conditional(rnd);
            case LESS -> less(rnd);
            case OFFSET -> offset(rnd);
            case NEXT -> next(rnd);
            case NOTNEXT -> notNext(rnd);
            case DISTANCE -> distance(rnd);
            case PAIR -> pair(rnd);
            case DISTINCT -> distinct(rnd);
        };
    }

    private Ref ref(int entity, int category) {
        Category c = p.category(category);
        return new Ref(c.name(), c.items().get(s.itemOf(entity, category)));
    }

    /** A reference to the entity in a random category other than {@code avoid} (-1: any). */
    private Ref refOf(int entity, int avoid, RandomGenerator rnd) {
        if (cast >= 0 && cast != avoid && rnd.nextInt(4) == 0) {
            return ref(entity, cast);
        }
        int c;
        do {
            c = rnd.nextInt(cats);
        } while (c == avoid);
        return ref(entity, c);
    }

    private int otherEntity(int e, RandomGenerator rnd) {
        int o = rnd.nextInt(k - 1);
        return o >= e ? o + 1 : o;
    }

    /** A random category, the cast one now and then more often. */
    private int category(RandomGenerator rnd) {
        return cast >= 0 && rnd.nextInt(4) == 0 ? cast : rnd.nextInt(cats);
    }

    private Pair truePair(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c1 = category(rnd);
        int c2 = (c1 + 1 + rnd.nextInt(cats - 1)) % cats;
        return new Pair(ref(e, c1), ref(e, c2));
    }

    private Pair falsePair(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c1 = category(rnd);
        int c2 = (c1 + 1 + rnd.nextInt(cats - 1)) % cats;
        return new Pair(ref(e, c1), ref(otherEntity(e, rnd), c2));
    }

    private Clue match(RandomGenerator rnd) {
        Pair t = truePair(rnd);
        return new Clue.Match(t.a(), t.b(), ClueMeta.NONE);
    }

    private Clue not(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c = category(rnd);
        List<Ref> b = new ArrayList<>();
        int n = k > 3 && rnd.nextInt(3) == 0 ? 2 : 1;
        while (b.size() < n) {
            int other = otherEntity(e, rnd);
            Ref r = refOf(other, c, rnd);
            if (!b.contains(r)) {
                b.add(r);
            }
        }
        return new Clue.Not(ref(e, c), b, ClueMeta.NONE);
    }

    /**
     * "s either is x or is y", exactly one true: one subject, one option true of it and one false, in random order
     * (published puzzles read "either … or" as exclusive).
     */
    private Clue any(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int cs = category(rnd);
        Ref subject = ref(e, cs);
        Ref yes = refOf(e, cs, rnd);
        Ref no = refOf(otherEntity(e, rnd), cs, rnd);
        List<Pair> options = new ArrayList<>(List.of(new Pair(subject, yes), new Pair(subject, no)));
        if (rnd.nextBoolean()) {
            java.util.Collections.swap(options, 0, 1);
        }
        return new Clue.Any(options, true, ClueMeta.NONE);
    }

    /** An if whose when, then and else are three different facts (none stated twice). */
    private Clue conditional(RandomGenerator rnd) {
        if (rnd.nextBoolean()) {
            Pair when = truePair(rnd);
            Pair then = truePair(rnd);
            while (same(when, then)) {
                then = truePair(rnd);
            }
            return new Clue.If(when, then, null, ClueMeta.NONE);
        }
        Pair when = falsePair(rnd);
        Pair then = rnd.nextBoolean() ? truePair(rnd) : falsePair(rnd);
        while (same(when, then)) {
            then = falsePair(rnd);
        }
        Pair otherwise = truePair(rnd);
        while (same(otherwise, then)) {
            otherwise = truePair(rnd);
        }
        return new Clue.If(when, then, otherwise, ClueMeta.NONE);
    }

    /** True when two pairs state one fact (the same two items, in either order). */
    static boolean same(Pair x, Pair y) {
        return x.a().equals(y.a()) && x.b().equals(y.b()) || x.a().equals(y.b()) && x.b().equals(y.a());
    }

    /**
     * "Of a and b, one is c and the other d": two entities, each named twice in different categories; which of c, d
     * belongs to a is drawn.
     */
    private Clue pair(RandomGenerator rnd) {
        int e1 = rnd.nextInt(k);
        int e2 = otherEntity(e1, rnd);
        int ca = category(rnd);
        int cb = rnd.nextBoolean() ? ca : rnd.nextInt(cats);
        int cc;
        int cd;
        // the other categories, ascending (a loop, not a stream: a 3x4 puzzle's code is fetched anew after another
        // process has run, and a stream pipeline is a good deal of it)
        int[] rest = new int[cats - (ca == cb ? 1 : 2)];
        for (int c = 0, r = 0; c < cats; c++) {
            if (c != ca && c != cb) {
                rest[r++] = c;
            }
        }
        if (rest.length > 0) {
            // what one and the other are is said in categories the two are not named by, as published puzzles
            // write it ("Of Ida and the one who paid $20, one adopted the parrot and the other is 7"), never "Of
            // Ida and Ben, one is Ann …"
            cc = rest[rnd.nextInt(rest.length)];
            cd = rnd.nextBoolean() ? cc : rest[rnd.nextInt(rest.length)];
        } else {
            cc = (ca + 1 + rnd.nextInt(cats - 1)) % cats;
            cd = rnd.nextBoolean() && cc != cb ? cc : (cb + 1 + rnd.nextInt(cats - 1)) % cats;
        }
        Ref a = ref(e1, ca);
        Ref b = ref(e2, cb);
        Ref c = ref(e1, cc);
        Ref d = ref(e2, cd);
        return rnd.nextBoolean() ? new Clue.OfTwo(a, b, c, d, ClueMeta.NONE)
                : new Clue.OfTwo(a, b, d, c, ClueMeta.NONE);
    }

    /**
     * "a, b, c … are all different": 3 or 4 entities (now and then everybody, when there are at most five), named
     * in more than one category.
     */
    private Clue distinct(RandomGenerator rnd) {
        int m = k <= 5 && rnd.nextBoolean() ? k : 3 + rnd.nextInt(Math.min(k, 4) - 2);
        List<Integer> entities = new ArrayList<>();
        while (entities.size() < m) {
            int e = rnd.nextInt(k);
            if (!entities.contains(e)) {
                entities.add(e);
            }
        }
        List<Ref> refs = new ArrayList<>();
        int first = -1;
        boolean mixed = false;
        for (int i = 0; i < m; i++) {
            int c = rnd.nextInt(cats);
            if (i == m - 1 && !mixed && c == first) {
                c = (c + 1 + rnd.nextInt(cats - 1)) % cats;
            }
            if (i == 0) {
                first = c;
            } else {
                mixed |= c != first;
            }
            refs.add(ref(entities.get(i), c));
        }
        return new Clue.Distinct(refs, ClueMeta.NONE);
    }

    private int by(RandomGenerator rnd) {
        return ordered.get(rnd.nextInt(ordered.size()));
    }

    private Clue less(RandomGenerator rnd) {
        int by = by(rnd);
        int n = k >= 4 && rnd.nextInt(4) == 0 ? 3 : 2;
        List<Integer> entities = new ArrayList<>();
        while (entities.size() < n) {
            int e = rnd.nextInt(k);
            if (!entities.contains(e)) {
                entities.add(e);
            }
        }
        entities.sort((x, y) -> Integer.compare(s.itemOf(x, by), s.itemOf(y, by)));
        List<Ref> chain = new ArrayList<>();
        for (int e : entities) {
            chain.add(refOf(e, by, rnd));
        }
        return new Clue.Less(p.category(by).name(), chain, ClueMeta.NONE);
    }

    private BigDecimal value(int entity, int by) {
        return p.category(by).valueAt(s.itemOf(entity, by));
    }

    private Clue offset(RandomGenerator rnd) {
        int by = by(rnd);
        int e1 = rnd.nextInt(k);
        int e2 = otherEntity(e1, rnd);
        if (value(e1, by).compareTo(value(e2, by)) > 0) {
            int t = e1;
            e1 = e2;
            e2 = t;
        }
        BigDecimal v1 = value(e1, by);
        BigDecimal v2 = value(e2, by);
        Clue.Op op = Clue.Op.PLUS;
        BigDecimal amount = v2.subtract(v1);
        if (v1.signum() > 0 && ratio(by) && rnd.nextInt(3) == 0) {
            BigDecimal[] qr = v2.divideAndRemainder(v1);
            if (qr[1].signum() == 0) {
                op = Clue.Op.TIMES;
                amount = qr[0];
            }
        }
        return new Clue.Offset(p.category(by).name(), refOf(e1, by, rnd), refOf(e2, by, rnd), op,
                amount.stripTrailingZeros(), ClueMeta.NONE);
    }

    /**
     * True when "twice as much" means something along the category: numbers that measure an amount with a unit
     * (a price, a weight, an age in years), not ones that name (room or race numbers, clock times, years) and not
     * positions (an ordinal category).
     */
    static boolean ratio(Category c) {
        if (c.kind() != org.gridwright.core.model.CategoryKind.NUMERICAL || c.values().isEmpty()
                || c.values().get(0).signum() <= 0 || c.label() != null && c.label().contains(":")) {
            return false;
        }
        return !bareNumber(c.amount(BigDecimal.ONE).strip());
    }

    /** {@link #ratio} of the category at {@code c}, found on first use (it is the same for every clue). */
    private boolean ratio(int c) {
        if (ratio[c] == 0) {
            ratio[c] = ratio(p.category(c)) ? 1 : -1;
        }
        return ratio[c] > 0;
    }

    /** True when {@code s} is a sign (or none) and then digits, points and commas only, at least one: a bare number. */
    static boolean bareNumber(String s) {
        int i = !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+') ? 1 : 0;
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!(ch >= '0' && ch <= '9' || ch == '.' || ch == ',')) {
                return false;
            }
        }
        return true;
    }

    private Clue next(RandomGenerator rnd) {
        int by = by(rnd);
        int pos = rnd.nextInt(k - 1);
        int e1 = s.entityOf(by, pos);
        int e2 = s.entityOf(by, pos + 1);
        if (rnd.nextBoolean()) {
            int t = e1;
            e1 = e2;
            e2 = t;
        }
        return new Clue.Next(p.category(by).name(), refOf(e1, by, rnd), refOf(e2, by, rnd), ClueMeta.NONE);
    }

    private Clue notNext(RandomGenerator rnd) {
        int by = by(rnd);
        int e1 = rnd.nextInt(k);
        int e2 = otherEntity(e1, rnd);
        if (Math.abs(s.itemOf(e1, by) - s.itemOf(e2, by)) == 1 && k > 2) {
            // pick the farthest entity instead
            int far = s.itemOf(e1, by) < k / 2 ? k - 1 : 0;
            e2 = s.entityOf(by, far);
            if (e2 == e1 || Math.abs(s.itemOf(e1, by) - far) == 1) {
                return next(rnd);
            }
        } else if (k == 2) {
            return next(rnd);
        }
        return new Clue.NotNext(p.category(by).name(), refOf(e1, by, rnd), refOf(e2, by, rnd), ClueMeta.NONE);
    }

    private Clue distance(RandomGenerator rnd) {
        int by = by(rnd);
        int e1 = rnd.nextInt(k);
        int e2 = otherEntity(e1, rnd);
        BigDecimal amount = value(e1, by).subtract(value(e2, by)).abs().stripTrailingZeros();
        return new Clue.Distance(p.category(by).name(), refOf(e1, by, rnd), refOf(e2, by, rnd), amount,
                ClueMeta.NONE);
    }
}
