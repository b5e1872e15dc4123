package org.gridwright.quadrata.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.Square;

/**
 * The complete solver (the referee): propagation over candidate bit masks ({@link Constraints#propagate}) and
 * depth-first search on the cell with fewest candidates. Decides unique / multiple (two witnesses) / contradictory
 * (with a smallest set of givens and signs in conflict) for orders 3 to 25.
 */
public final class Solver {
    private final Constraints cons;
    private final Monitor monitor;
    private final Random random;
    private final List<Square> found = new ArrayList<>();
    private int limit;
    private long nodes;
    private long nodeBudget = Long.MAX_VALUE;
    /** Extra narrowing at every node after propagation (false = contradiction), or null. */
    private java.util.function.Predicate<int[]> narrower;

    private Solver(Constraints cons, Monitor monitor, Random random) {
        this.cons = cons;
        this.monitor = monitor;
        this.random = random;
    }

    /** The verdict on {@code q}. */
    public static Result judge(Quadrata q, Monitor m) {
        Constraints c = new Constraints(q);
        List<Square> sols = new Solver(c, m, null).search(c.startMasks(), 2);
        return switch (sols.size()) {
            case 0 -> Result.contradictory(conflict(q, m));
            case 1 -> Result.unique(sols.get(0));
            default -> Result.multiple(sols.get(0), sols.get(1));
        };
    }

    /** How many solutions (0, 1 or 2 meaning "two or more") {@code c} has. */
    public static int count(Constraints c, Monitor m) {
        return new Solver(c, m, null).search(c.startMasks(), 2).size();
    }

    /** How many solutions (0, 1, 2 = more) from candidate masks {@code d} (not changed). */
    public static int count(Constraints c, int[] d, Monitor m) {
        return new Solver(c, m, null).search(d.clone(), 2).size();
    }

    /**
     * Up to {@code max} solutions from candidate masks {@code d} (not changed), narrowing every node with
     * {@code narrower} after propagation (it returns false on a contradiction).
     */
    public static List<Square> solutions(Constraints c, int[] d, int max, java.util.function.Predicate<int[]> narrower,
            Monitor m) {
        Solver s = new Solver(c, m, null);
        s.narrower = narrower;
        return s.search(d.clone(), max);
    }

    /** Up to {@code max} solutions from candidate masks {@code d} (not changed). */
    public static List<Square> solutions(Constraints c, int[] d, int max, Monitor m) {
        return new Solver(c, m, null).search(d.clone(), max);
    }

    /** The first solution from masks {@code d}, or null when there is none. */
    public static Square first(Constraints c, int[] d, Monitor m) {
        List<Square> s = new Solver(c, m, null).search(d.clone(), 1);
        return s.isEmpty() ? null : s.get(0);
    }

    /**
     * A random Latin square of order n drawn with {@code random} (candidate order shuffled at every branch), or
     * null when {@code nodeBudget} search nodes were not enough (the caller draws again).
     */
    public static Square randomSquare(int n, Random random, long nodeBudget, Monitor m) {
        Constraints c = new Constraints(n, List.of(), List.of());
        Solver s = new Solver(c, m, random);
        s.nodeBudget = nodeBudget;
        int[] d = c.startMasks();
        // a random first row costs nothing and removes the symbol symmetry
        int[] perm = permutation(n, random);
        for (int k = 0; k < n; k++) {
            d[k] = 1 << perm[k];
        }
        List<Square> r = s.search(d, 1);
        return r.isEmpty() ? null : r.get(0);
    }

    static int[] permutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    private List<Square> search(int[] d, int max) {
        limit = max;
        if (cons.consistentGivens) {
            dfs(d, -1);
        }
        return found;
    }

    /**
     * Searches from masks {@code d}: at the fixpoint of propagation (and the narrower) except for cell
     * {@code changed}, just fixed by the branch, or not at all when {@code changed} is -1 (the root).
     */
    private boolean dfs(int[] d, int changed) {
        if (++nodes > nodeBudget) {
            return true;
        }
        if ((nodes & 255) == 0) {
            monitor.checkCancelled();
        }
        boolean consistent = changed < 0 ? cons.propagate(d) : cons.propagateFrom(d, new int[] {changed}, 1);
        if (!consistent || (narrower != null && !narrower.test(d))) {
            return false;
        }
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < d.length; cell++) {
            int pc = Integer.bitCount(d[cell]);
            if (pc > 1 && pc < bestCount) {
                best = cell;
                bestCount = pc;
                if (pc == 2) {
                    break;
                }
            }
        }
        if (best < 0) {
            int[] cells = new int[d.length];
            for (int i = 0; i < d.length; i++) {
                cells[i] = Integer.numberOfTrailingZeros(d[i]);
            }
            found.add(Square.of(cons.n, cells));
            return found.size() >= limit;
        }
        int m = d[best];
        int[] values = new int[bestCount];
        for (int k = 0; k < bestCount; k++) {
            values[k] = Integer.numberOfTrailingZeros(m);
            m &= m - 1;
        }
        if (random != null) {
            for (int i = bestCount - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = values[i];
                values[i] = values[j];
                values[j] = t;
            }
        }
        for (int v : values) {
            int[] e = d.clone();
            e[best] = 1 << v;
            if (dfs(e, best)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A smallest set (no member can be left out) of the givens and signs of a contradictory puzzle that still
     * conflict: each clue is dropped in turn and stays dropped while the rest has no solution.
     */
    public static Conflict conflict(Quadrata q, Monitor m) {
        List<Given> givens = new ArrayList<>(q.givens());
        List<Sign> signs = new ArrayList<>(q.signs());
        for (int i = givens.size() - 1; i >= 0; i--) {
            Given g = givens.remove(i);
            if (count(new Constraints(q.size(), givens, signs), m) > 0) {
                givens.add(i, g);
            }
        }
        for (int i = signs.size() - 1; i >= 0; i--) {
            Sign s = signs.remove(i);
            if (count(new Constraints(q.size(), givens, signs), m) > 0) {
                signs.add(i, s);
            }
        }
        return new Conflict(givens, signs);
    }

    /** Givens and signs in conflict. */
    public record Conflict(List<Given> givens, List<Sign> signs) {
        public Conflict {
            givens = List.copyOf(givens);
            signs = List.copyOf(signs);
        }
    }

    /** The verdict: unique (solution), multiple (two witnesses) or contradictory (the conflict). */
    public record Result(org.gridwright.kind.Uniqueness status, Square solution, List<Square> witnesses,
            Conflict conflict) {
        static Result unique(Square s) {
            return new Result(org.gridwright.kind.Uniqueness.UNIQUE, s, List.of(), null);
        }

        static Result multiple(Square a, Square b) {
            return new Result(org.gridwright.kind.Uniqueness.MULTIPLE, null, List.of(a, b), null);
        }

        static Result contradictory(Conflict c) {
            return new Result(org.gridwright.kind.Uniqueness.CONTRADICTORY, null, List.of(), c);
        }
    }
}
