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
    private final List<Integer> ordered = new ArrayList<>();

    ClueMaker(Puzzle p, Solution s) {
        this.p = p;
        this.s = s;
        this.cats = p.categoryCount();
        this.k = p.size();
        for (int c = 0; c < cats; c++) {
            if (p.category(c).kind().isOrdered()) {
                ordered.add(c);
            }
        }
    }

    /** True when clues of this type can be made (positional ones need an ordered category). */
    boolean canMake(ClueType type) {
        return switch (type) {
            case MATCH, NOT, ANY, IF -> true;
            case OFFSET, DISTANCE, LESS, NOTNEXT -> !ordered.isEmpty() && k >= 2;
            case NEXT -> !ordered.isEmpty();
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
        };
    }

    private Ref ref(int entity, int category) {
        Category c = p.category(category);
        return new Ref(c.name(), c.items().get(s.itemOf(entity, category)));
    }

    /** A reference to the entity in a random category other than {@code avoid} (-1: any). */
    private Ref refOf(int entity, int avoid, RandomGenerator rnd) {
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

    private Pair truePair(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c1 = rnd.nextInt(cats);
        int c2 = (c1 + 1 + rnd.nextInt(cats - 1)) % cats;
        return new Pair(ref(e, c1), ref(e, c2));
    }

    private Pair falsePair(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c1 = rnd.nextInt(cats);
        int c2 = (c1 + 1 + rnd.nextInt(cats - 1)) % cats;
        return new Pair(ref(e, c1), ref(otherEntity(e, rnd), c2));
    }

    private Clue match(RandomGenerator rnd) {
        Pair t = truePair(rnd);
        return new Clue.Match(t.a(), t.b(), ClueMeta.NONE);
    }

    private Clue not(RandomGenerator rnd) {
        int e = rnd.nextInt(k);
        int c = rnd.nextInt(cats);
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

    private Clue any(RandomGenerator rnd) {
        boolean exclusive = rnd.nextBoolean();
        List<Pair> options = new ArrayList<>(List.of(truePair(rnd), falsePair(rnd)));
        if (rnd.nextBoolean()) {
            java.util.Collections.swap(options, 0, 1);
        }
        return new Clue.Any(options, exclusive, ClueMeta.NONE);
    }

    private Clue conditional(RandomGenerator rnd) {
        if (rnd.nextBoolean()) {
            return new Clue.If(truePair(rnd), truePair(rnd), null, ClueMeta.NONE);
        }
        return new Clue.If(falsePair(rnd), rnd.nextBoolean() ? truePair(rnd) : falsePair(rnd), truePair(rnd),
                ClueMeta.NONE);
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
        if (v1.signum() > 0 && rnd.nextInt(3) == 0) {
            BigDecimal[] qr = v2.divideAndRemainder(v1);
            if (qr[1].signum() == 0) {
                op = Clue.Op.TIMES;
                amount = qr[0];
            }
        }
        return new Clue.Offset(p.category(by).name(), refOf(e1, by, rnd), refOf(e2, by, rnd), op,
                amount.stripTrailingZeros(), ClueMeta.NONE);
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
