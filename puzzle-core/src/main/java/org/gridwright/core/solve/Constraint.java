package org.gridwright.core.solve;

/**
 * One compiled clue working on the candidate grid of a {@link CompiledPuzzle}.
 *
 * <p>Variables are items, numbered {@code category * k + index}. {@link #propagate} only ever removes candidates
 * that belong to no solution (it is sound, not necessarily complete); {@link #check} is exact on a complete
 * assignment, so search with both is exact.
 */
abstract class Constraint {
    static final int FAIL = -1;
    static final int SAME = 0;
    static final int CHANGED = 1;

    static final int FALSE = 0;
    static final int TRUE = 1;
    static final int UNKNOWN = 2;

    /** Narrows the grid; returns {@link #FAIL}, {@link #SAME} or {@link #CHANGED}. Allocates nothing. */
    abstract int propagate(CompiledPuzzle g);

    /**
     * True when the clue holds on a complete assignment: {@code ent[var]} the entity of each variable,
     * {@code itemOf[category * k + entity]} the item of that category the entity holds.
     */
    abstract boolean check(int[] ent, int[] itemOf);

    /**
     * The clue's opposite — holding on exactly the complete assignments where this one does not — when it compiles
     * to one constraint that propagates; else null. A search for a solution other than the only one of a set of
     * clues, without one of them, may add its opposite: any other solution breaks it.
     */
    Constraint negation() {
        return null;
    }

    static boolean single(long x) {
        return (x & (x - 1)) == 0;
    }

    /** a and b belong to one entity. */
    static final class Match extends Constraint {
        private final int x;
        private final int y;

        Match(int x, int y) {
            this.x = x;
            this.y = y;
        }

        int propagate(CompiledPuzzle g) {
            return g.match(x, y);
        }

        boolean check(int[] ent, int[] itemOf) {
            return ent[x] == ent[y];
        }

        Constraint negation() {
            return new Not(x, new int[] {y});
        }
    }

    /** a belongs to none of the entities of the others. */
    static final class Not extends Constraint {
        private final int x;
        private final int[] ys;

        Not(int x, int[] ys) {
            this.x = x;
            this.ys = ys;
        }

        int propagate(CompiledPuzzle g) {
            int r = SAME;
            for (int y : ys) {
                int s = g.differ(x, y);
                if (s == FAIL) {
                    return FAIL;
                }
                r |= s;
            }
            return r;
        }

        boolean check(int[] ent, int[] itemOf) {
            for (int y : ys) {
                if (ent[x] == ent[y]) {
                    return false;
                }
            }
            return true;
        }

        Constraint negation() {
            int[] xs = new int[ys.length];
            java.util.Arrays.fill(xs, x);
            return new Any(xs, ys.clone(), false);
        }
    }

    /** At least one (exactly one when exclusive) of the pairs matches. */
    static final class Any extends Constraint {
        private final int[] xs;
        private final int[] ys;
        private final boolean exclusive;

        Any(int[] xs, int[] ys, boolean exclusive) {
            this.xs = xs;
            this.ys = ys;
            this.exclusive = exclusive;
        }

        /**
         * The pairs known to match (bits 0-15), those not known yet (bits 16-31) and the last of these (from bit
         * 32, -1 when none).
         */
        long tally(CompiledPuzzle g) {
            int trues = 0;
            int unknowns = 0;
            int lastUnknown = -1;
            for (int i = 0; i < xs.length; i++) {
                int s = g.status(xs[i], ys[i]);
                if (s == TRUE) {
                    trues++;
                } else if (s == UNKNOWN) {
                    unknowns++;
                    lastUnknown = i;
                }
            }
            return trues | (long) unknowns << 16 | (long) lastUnknown << 32;
        }

        int propagate(CompiledPuzzle g) {
            long tally = tally(g);
            int trues = (int) (tally & 0xffff);
            int unknowns = (int) (tally >>> 16 & 0xffff);
            int lastUnknown = (int) (tally >> 32);
            if (exclusive && trues > 1 || trues + unknowns == 0) {
                return FAIL;
            }
            if (trues == 0 && unknowns == 1) {
                return g.match(xs[lastUnknown], ys[lastUnknown]);
            }
            if (exclusive && trues == 1 && unknowns > 0) {
                int r = SAME;
                for (int i = 0; i < xs.length; i++) {
                    if (g.status(xs[i], ys[i]) == UNKNOWN) {
                        int s = g.differ(xs[i], ys[i]);
                        if (s == FAIL) {
                            return FAIL;
                        }
                        r |= s;
                    }
                }
                return r;
            }
            return SAME;
        }

        boolean check(int[] ent, int[] itemOf) {
            int n = 0;
            for (int i = 0; i < xs.length; i++) {
                if (ent[xs[i]] == ent[ys[i]]) {
                    n++;
                }
            }
            return exclusive ? n == 1 : n >= 1;
        }

        Constraint negation() {
            return new NotAny(this);
        }
    }

    /**
     * The opposite of {@link Any}: none of the pairs matches, or (for an exclusive one) not exactly one does — none,
     * or two or more.
     */
    static final class NotAny extends Constraint {
        private final Any any;

        NotAny(Any any) {
            this.any = any;
        }

        int propagate(CompiledPuzzle g) {
            int[] xs = any.xs;
            int[] ys = any.ys;
            if (!any.exclusive) {
                int r = SAME;
                for (int i = 0; i < xs.length; i++) {
                    int s = g.differ(xs[i], ys[i]);
                    if (s == FAIL) {
                        return FAIL;
                    }
                    r |= s;
                }
                return r;
            }
            long tally = any.tally(g);
            int trues = (int) (tally & 0xffff);
            int unknowns = (int) (tally >>> 16 & 0xffff);
            int lastUnknown = (int) (tally >> 32);
            if (trues == 1 && unknowns == 0) {
                return FAIL;
            }
            if (unknowns == 1 && trues <= 1) {
                // one pair left open: it must match to make two, or not to leave none
                return trues == 1 ? g.match(xs[lastUnknown], ys[lastUnknown]) : g.differ(xs[lastUnknown], ys[lastUnknown]);
            }
            return SAME;
        }

        boolean check(int[] ent, int[] itemOf) {
            return !any.check(ent, itemOf);
        }
    }

    /** when ⇒ then; not when ⇒ else (when there is an else; {@code ex < 0} otherwise). */
    static final class If extends Constraint {
        private final int wx;
        private final int wy;
        private final int tx;
        private final int ty;
        private final int ex;
        private final int ey;

        If(int wx, int wy, int tx, int ty, int ex, int ey) {
            this.wx = wx;
            this.wy = wy;
            this.tx = tx;
            this.ty = ty;
            this.ex = ex;
            this.ey = ey;
        }

        int propagate(CompiledPuzzle g) {
            int w = g.status(wx, wy);
            if (w == TRUE) {
                return g.match(tx, ty);
            }
            if (w == FALSE) {
                return ex < 0 ? SAME : g.match(ex, ey);
            }
            if (g.status(tx, ty) == FALSE) {
                return g.differ(wx, wy);
            }
            if (ex >= 0 && g.status(ex, ey) == FALSE) {
                return g.match(wx, wy);
            }
            return SAME;
        }

        boolean check(int[] ent, int[] itemOf) {
            if (ent[wx] == ent[wy]) {
                return ent[tx] == ent[ty];
            }
            return ex < 0 || ent[ex] == ent[ey];
        }

        Constraint negation() {
            return new NotIf(this);
        }
    }

    /** The opposite of {@link If}: when and not then; or (when there is an else) not when and not else. */
    static final class NotIf extends Constraint {
        private final If of;

        NotIf(If of) {
            this.of = of;
        }

        int propagate(CompiledPuzzle g) {
            if (of.ex < 0) {
                int r = g.match(of.wx, of.wy);
                return r == FAIL ? FAIL : r | g.differ(of.tx, of.ty);
            }
            int w = g.status(of.wx, of.wy);
            if (w == TRUE) {
                return g.differ(of.tx, of.ty);
            }
            if (w == FALSE) {
                return g.differ(of.ex, of.ey);
            }
            if (g.status(of.tx, of.ty) == TRUE) {
                int r = g.differ(of.wx, of.wy);
                return r == FAIL ? FAIL : r | g.differ(of.ex, of.ey);
            }
            if (g.status(of.ex, of.ey) == TRUE) {
                int r = g.match(of.wx, of.wy);
                return r == FAIL ? FAIL : r | g.differ(of.tx, of.ty);
            }
            return SAME;
        }

        boolean check(int[] ent, int[] itemOf) {
            return !of.check(ent, itemOf);
        }
    }

    /**
     * Of a and b, one is c and the other d: a and b differ, c and d differ, and either (a~c, b~d) or (a~d, b~c).
     * An option with a cell known false is out; a cell known true decides for its option (c and d differ, so the
     * other option would need a to match both); when one option is left both its cells are written.
     */
    static final class OfTwo extends Constraint {
        private final int a;
        private final int b;
        private final int c;
        private final int d;

        OfTwo(int a, int b, int c, int d) {
            this.a = a;
            this.b = b;
            this.c = c;
            this.d = d;
        }

        int propagate(CompiledPuzzle g) {
            int r = g.differ(a, b);
            if (r == FAIL) {
                return FAIL;
            }
            int s = g.differ(c, d);
            if (s == FAIL) {
                return FAIL;
            }
            r |= s;
            int ac = g.status(a, c);
            int bd = g.status(b, d);
            int ad = g.status(a, d);
            int bc = g.status(b, c);
            boolean first = ac != FALSE && bd != FALSE;
            boolean second = ad != FALSE && bc != FALSE;
            if (first && second && (ac == TRUE || bd == TRUE)) {
                second = false;
            } else if (first && second && (ad == TRUE || bc == TRUE)) {
                first = false;
            }
            if (!first && !second) {
                return FAIL;
            }
            if (first != second) {
                s = first ? g.match(a, c) : g.match(a, d);
                if (s == FAIL) {
                    return FAIL;
                }
                r |= s;
                s = first ? g.match(b, d) : g.match(b, c);
                if (s == FAIL) {
                    return FAIL;
                }
                r |= s;
            }
            // a and b are where c and d are, and the other way round, in every category
            for (int x = 0; x < g.categories(); x++) {
                long cd = g.row(c, x) | g.row(d, x);
                long ab = g.row(a, x) | g.row(b, x);
                s = within(g, a, x, cd) | within(g, b, x, cd);
                if (s < 0) {
                    return FAIL;
                }
                r |= s;
                s = within(g, c, x, ab) | within(g, d, x, ab);
                if (s < 0) {
                    return FAIL;
                }
                r |= s;
            }
            return r;
        }

        /** Narrows v's items of category x to {@code mask}: {@link #FAIL} (negative), SAME or CHANGED. */
        private static int within(CompiledPuzzle g, int v, int x, long mask) {
            long row = g.row(v, x);
            return (row & ~mask) == 0 ? SAME : g.restrict(v, x, row & mask);
        }

        boolean check(int[] ent, int[] itemOf) {
            return ent[a] != ent[b] && (ent[a] == ent[c] && ent[b] == ent[d] || ent[a] == ent[d] && ent[b] == ent[c]);
        }
    }

    /**
     * All the variables belong to different entities. With as many variables as entities they name everybody: an
     * item that only one of them may still be is that one's.
     */
    static final class Distinct extends Constraint {
        private final int[] xs;
        private final int k;

        Distinct(int[] xs, int k) {
            this.xs = xs;
            this.k = k;
        }

        int propagate(CompiledPuzzle g) {
            int r = SAME;
            for (int i = 0; i < xs.length; i++) {
                for (int j = i + 1; j < xs.length; j++) {
                    int s = g.differ(xs[i], xs[j]);
                    if (s == FAIL) {
                        return FAIL;
                    }
                    r |= s;
                }
            }
            if (xs.length != k) {
                return r;
            }
            for (int x = 0; x < g.categories(); x++) {
                for (int z = 0; z < k; z++) {
                    int only = -1;
                    int count = 0;
                    for (int v : xs) {
                        if ((g.row(v, x) >>> z & 1) != 0) {
                            count++;
                            only = v;
                        }
                    }
                    if (count == 0) {
                        return FAIL;
                    }
                    if (count == 1 && g.row(only, x) != 1L << z) {
                        int s = g.restrict(only, x, 1L << z);
                        if (s == FAIL) {
                            return FAIL;
                        }
                        r |= s;
                    }
                }
            }
            return r;
        }

        boolean check(int[] ent, int[] itemOf) {
            for (int i = 0; i < xs.length; i++) {
                for (int j = i + 1; j < xs.length; j++) {
                    if (ent[xs[i]] == ent[xs[j]]) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    /**
     * Pairs (x, y) whose positions along the category {@code by} stand in a fixed relation: {@code rel[p]} is the
     * set of positions of y allowed when x is at position p, {@code relT[q]} the positions of x allowed when y is at
     * q. Less chains, offset, next, notnext and distance all compile to this.
     */
    static final class Positional extends Constraint {
        private final int k;
        private final int by;
        private final int[] xs;
        private final int[] ys;
        private final long[] rel;
        private final long[] relT;
        private final long[] relOff;
        private final long[] relTOff;
        private final long diagonal;

        Positional(int k, int by, int[] xs, int[] ys, long[] rel, long[] relT) {
            this.k = k;
            this.by = by;
            this.xs = xs;
            this.ys = ys;
            this.rel = rel;
            this.relT = relT;
            this.relOff = new long[k];
            this.relTOff = new long[k];
            long diag = 0;
            for (int p = 0; p < k; p++) {
                relOff[p] = rel[p] & ~(1L << p);
                relTOff[p] = relT[p] & ~(1L << p);
                diag |= rel[p] & (1L << p);
            }
            this.diagonal = diag;
        }

        int by() {
            return by;
        }

        private static long supported(long from, long to, long[] r) {
            long out = 0;
            for (long m = from; m != 0; m &= m - 1) {
                int p = Long.numberOfTrailingZeros(m);
                if ((r[p] & to) != 0) {
                    out |= 1L << p;
                }
            }
            return out;
        }

        int propagate(CompiledPuzzle g) {
            int r = SAME;
            for (int i = 0; i < xs.length; i++) {
                int s = propagatePair(g, xs[i], ys[i]);
                if (s == FAIL) {
                    return FAIL;
                }
                r |= s;
            }
            return r;
        }

        /**
         * Positions of x and y that have a partner. Equal positions mean one entity, so they count only while x and
         * y may match, and different positions only while they may differ; when only one of the two is left, it is
         * written into the grid.
         */
        private int propagatePair(CompiledPuzzle g, int x, int y) {
            long px = g.row(x, by);
            long py = g.row(y, by);
            int st = g.status(x, y);
            long nx;
            long ny;
            if (st == TRUE) {
                nx = px & py & diagonal;
                ny = nx;
            } else {
                long[] r = st == FALSE ? relOff : rel;
                long[] rT = st == FALSE ? relTOff : relT;
                nx = supported(px, py, r);
                ny = supported(py, nx, rT);
                if (st == UNKNOWN) {
                    if ((px & py & diagonal) == 0) {
                        return g.differ(x, y);
                    }
                    if (supported(px, py, relOff) == 0) {
                        return g.match(x, y);
                    }
                }
            }
            if (nx == 0 || ny == 0) {
                return FAIL;
            }
            int r = SAME;
            if (nx != px) {
                r = g.restrict(x, by, nx);
                if (r == FAIL) {
                    return FAIL;
                }
            }
            if (ny != py) {
                int s = g.restrict(y, by, ny);
                if (s == FAIL) {
                    return FAIL;
                }
                r |= s;
            }
            return r;
        }

        private int position(int v, int[] ent, int[] itemOf) {
            int base = by * k;
            return v >= base && v < base + k ? v - base : itemOf[base + ent[v]];
        }

        boolean check(int[] ent, int[] itemOf) {
            for (int i = 0; i < xs.length; i++) {
                int p = position(xs[i], ent, itemOf);
                int q = position(ys[i], ent, itemOf);
                if ((rel[p] >>> q & 1) == 0) {
                    return false;
                }
            }
            return true;
        }

        /** For one pair, the positions the relation does not allow (a chain's opposite is an "or": none). */
        Constraint negation() {
            if (xs.length != 1) {
                return null;
            }
            long full = k == 64 ? -1L : (1L << k) - 1;
            long[] not = new long[k];
            long[] notT = new long[k];
            for (int p = 0; p < k; p++) {
                not[p] = ~rel[p] & full;
                notT[p] = ~relT[p] & full;
            }
            return new Positional(k, by, xs, ys, not, notT);
        }
    }
}
