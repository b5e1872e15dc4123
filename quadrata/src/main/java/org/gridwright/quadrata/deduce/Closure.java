package org.gridwright.quadrata.deduce;

import org.gridwright.kind.Monitor;
import java.util.List;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.solve.Constraints;
import org.gridwright.quadrata.solve.Solver;

/**
 * The human-style solver's verdict without its words: whether the techniques up to a level complete the square.
 * The techniques only remove candidates no solution has, so the order they are applied in does not change where
 * they end; this runs the cheap ones as tight bit loops ({@link org.gridwright.quadrata.solve.Constraints#propagate})
 * and the set techniques only when those are stuck. The generator asks it once per removal candidate; the
 * {@link Engine} gives the same answer with every step in words.
 */
public final class Closure {
    private static final Technique[] SETS = {new NakedSet(), new HiddenSet()};
    private static final Technique CROSS_LINES = new CrossLines();

    private Closure() {
    }

    /** True when the techniques of level {@code level} and below complete {@code q}. */
    public static boolean solves(Quadrata q, int level, Monitor m) {
        Context ctx = new Context(q, m);
        int[] d = ctx.constraints.startMasks();
        return narrow(ctx, d, level) && Engine.complete(ctx, d);
    }

    /**
     * Narrows candidates {@code d} in place with the techniques up to {@code level} (at most 4: guessing is a
     * search, not a narrowing); false when they reach a contradiction.
     */
    static boolean narrow(Context ctx, int[] d, int level) {
        if (!ctx.constraints.propagate(d, level >= 2) || Engine.broken(ctx, d)) {
            return false;
        }
        int[] changed = new int[d.length];
        while (true) {
            ctx.monitor.checkCancelled();
            if (level < 3 || Engine.complete(ctx, d)) {
                return true;
            }
            Step s = first(ctx, d, SETS);
            if (s == null && level >= 4) {
                s = CROSS_LINES.find(ctx, d);
                if (s == null) {
                    int forced = forcing(ctx, d, changed);
                    if (forced < 0) {
                        return false;
                    }
                    if (forced == 0) {
                        return true;
                    }
                    continue;
                }
            }
            if (s == null) {
                return true;
            }
            int count = 0;
            for (Change c : s.changes()) {
                d[c.cell()] = c.after();
                changed[count++] = c.cell();
            }
            // d was at the fixpoint of propagation (with sign ranges: level 3 or more) before this step
            if (!ctx.constraints.propagateFrom(d, changed, count)) {
                return false;
            }
        }
    }

    /**
     * {@link Forcing} over the whole square in one pass, for candidates {@code d} at the fixpoint of propagation:
     * every two-candidate cell tries each candidate (following only its consequences), and a candidate that leads to a
     * contradiction goes at once, with its consequences, before the next cell is tried. Returns how many candidates
     * went, or -1 when the square is contradictory. The end point of the closure is the same as with one forcing step
     * at a time (every technique only removes candidates no solution has, and removes more from fewer candidates).
     */
    private static int forcing(Context ctx, int[] d, int[] scratch) {
        int removed = 0;
        int[] trial = new int[d.length];
        for (int cell = 0; cell < d.length; cell++) {
            if (Integer.bitCount(d[cell]) != 2) {
                continue;
            }
            for (int m = d[cell]; m != 0; m &= m - 1) {
                int bit = m & -m;
                System.arraycopy(d, 0, trial, 0, d.length);
                trial[cell] = bit;
                scratch[0] = cell;
                if (!ctx.constraints.propagateFrom(trial, scratch, 1)) {
                    d[cell] &= ~bit;
                    removed++;
                    scratch[0] = cell;
                    if (!ctx.constraints.propagateFrom(d, scratch, 1)) {
                        return -1;
                    }
                    break;
                }
            }
            if ((cell & 31) == 31) {
                ctx.monitor.checkCancelled();
            }
        }
        return removed;
    }

    /**
     * The set techniques as a narrowing for the complete solver's nodes (true = no contradiction found): a search
     * on a puzzle with few clues then branches far less.
     */
    public static java.util.function.Predicate<int[]> setNarrower(Quadrata q, Monitor m) {
        Context ctx = new Context(q, m);
        return d -> narrow(ctx, d, 3);
    }

    /**
     * Narrows the candidates of {@code q} with every technique short of guessing (level 4), for the complete solver's
     * start: a puzzle a person can solve is then solved before any search. Null on a contradiction.
     */
    public static int[] narrowed(Quadrata q, Monitor m) {
        Context ctx = new Context(q, m);
        int[] d = ctx.constraints.startMasks();
        return narrow(ctx, d, 4) ? d : null;
    }

    /** True when the techniques up to {@code level} (1..5) complete {@code q}; level 5 adds the complete search. */
    public static boolean solvesAt(Quadrata q, int level, Monitor m) {
        return solvesAt(q.size(), q.givens(), q.signs(), level, m);
    }

    /**
     * As {@link #solvesAt(Quadrata, int, Monitor)} for the puzzle of order {@code n} with these givens and signs
     * (the generator's check, without building a puzzle value for every candidate removal).
     */
    public static boolean solvesAt(int n, List<Given> givens, List<Sign> signs, int level, Monitor m) {
        Context ctx = new Context(n, signs, new Constraints(n, givens, signs), m);
        int[] d = ctx.constraints.startMasks();
        if (level < Engine.MAX_LEVEL) {
            return narrow(ctx, d, level) && Engine.complete(ctx, d);
        }
        if (!narrow(ctx, d, 4)) {
            return false;
        }
        return Engine.complete(ctx, d) || Solver.count(ctx.constraints, d, m) == 1;
    }

    private static Step first(Context ctx, int[] d, Technique[] ts) {
        for (Technique t : ts) {
            Step s = t.find(ctx, d);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
