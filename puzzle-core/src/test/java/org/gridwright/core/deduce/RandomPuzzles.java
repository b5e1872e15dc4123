package org.gridwright.core.deduce;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/**
 * Random puzzles with exactly one solution, for property tests: a random solution, then random true clues of every
 * type until a brute-force enumeration of all solutions of the shape (at most 4 categories of 4 items) leaves one.
 * Independent of the complete solver, so it can referee the engine on its own.
 */
final class RandomPuzzles {
    private static final Map<String, List<Solution>> ALL = new ConcurrentHashMap<>();

    private RandomPuzzles() {
    }

    /** A unique puzzle of K categories (2..4) of k items (2..4), with its solution embedded. */
    static Puzzle make(Random rnd) {
        int cats = 2 + rnd.nextInt(3);
        int size = 2 + rnd.nextInt(3);
        if (cats == 2 && size < 3) {
            size = 3;
        }
        return make(rnd, cats, size);
    }

    static Puzzle make(Random rnd, int cats, int size) {
        Puzzle p = blank(rnd, cats, size);
        Solution solution = p.solution().orElseThrow();
        List<Solution> left = new ArrayList<>(all(cats, size));
        List<Clue> clues = new ArrayList<>();
        int attempts = 0;
        while (left.size() > 1 && attempts++ < 2000) {
            Clue c = randomClue(rnd, p);
            if (c == null || !c.holds(p, solution)) {
                continue;
            }
            Puzzle withClue = p.withClues(List.of(c));
            List<Solution> next = new ArrayList<>();
            for (Solution s : left) {
                if (c.holds(withClue, s)) {
                    next.add(s);
                }
            }
            if (next.size() < left.size()) {
                left = next;
                clues.add(c);
            }
        }
        if (left.size() != 1) {
            throw new IllegalStateException("could not make a unique puzzle");
        }
        return p.withClues(clues);
    }

    /**
     * A puzzle of any size with a planted solution and {@code count} random clues true of it; it may have other
     * solutions too. A sound engine's marks agree with every solution, so with the planted one.
     */
    static Puzzle planted(Random rnd, int cats, int size, int count) {
        return moreClues(rnd, blank(rnd, cats, size), count);
    }

    /**
     * A puzzle of any size with exactly one solution, refereed by the complete solver: random clues true of a
     * planted solution, a few at a time, until the solver says unique.
     */
    static Puzzle unique(Random rnd, int cats, int size) {
        return uniqueWithin(rnd, cats, size, Long.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * As {@link #unique}, but every verdict on the way may take at most {@code work} (grid rows visited), and at
     * most {@code maxClues} clues are drawn: null when either runs out, so a property drawing random sizes cannot
     * stall on an unlucky seed (an 8×8 of weak random clues can need minutes of search).
     */
    static Puzzle uniqueWithin(Random rnd, int cats, int size, long work, int maxClues) {
        Puzzle p = blank(rnd, cats, size);
        List<Clue> clues = new ArrayList<>();
        while (clues.size() < maxClues) {
            clues.addAll(moreClues(rnd, p, Math.max(1, size / 2)).clues());
            Puzzle q = p.withClues(clues);
            org.gridwright.core.solve.Verdict v = verdictWithin(q, work);
            if (v == null) {
                return null;
            }
            if (v.status() == org.gridwright.core.solve.Status.UNIQUE) {
                return q;
            }
        }
        return null;
    }

    /** The complete solver's verdict within {@code work}, or null when the budget ran out first. */
    static org.gridwright.core.solve.Verdict verdictWithin(Puzzle p, long work) {
        return org.gridwright.core.solve.CompleteSolver.verdict(org.gridwright.core.solve.CompiledPuzzle.of(p),
                work, org.gridwright.core.task.Monitor.NONE);
    }

    /** {@code count} more random clues true of p's planted solution (p's own clues are not kept). */
    static Puzzle moreClues(Random rnd, Puzzle p, int count) {
        Solution solution = p.solution().orElseThrow();
        List<Clue> clues = new ArrayList<>();
        while (clues.size() < count) {
            Clue c = randomClue(rnd, p);
            if (c != null && c.holds(p, solution)) {
                clues.add(c);
            }
        }
        return p.withClues(clues);
    }

    /** Random categories (the first categorical, others of any kind) and a random solution, no clues. */
    static Puzzle blank(Random rnd, int cats, int size) {
        List<Category> categories = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            int kind = c == 0 ? 0 : rnd.nextInt(3);
            String name = "C" + c;
            if (kind == 0) {
                List<String> items = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    items.add(name + "x" + i);
                }
                categories.add(Category.labelled(name, CategoryKind.CATEGORICAL, items));
            } else if (kind == 1) {
                List<String> items = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    items.add(name + "o" + (i + 1));
                }
                categories.add(Category.labelled(name, CategoryKind.ORDINAL, items));
            } else {
                List<BigDecimal> values = new ArrayList<>();
                int v = rnd.nextInt(3);
                int step = 1 + rnd.nextInt(3);
                for (int i = 0; i < size; i++) {
                    values.add(BigDecimal.valueOf(v));
                    v += rnd.nextBoolean() ? step : step + 1;
                }
                categories.add(Category.numerical(name, values, rnd.nextBoolean() ? "@ kg" : null));
            }
        }
        int[][] rows = new int[size][cats];
        for (int c = 0; c < cats; c++) {
            int[] perm = permutation(rnd, size);
            for (int e = 0; e < size; e++) {
                rows[e][c] = c == 0 ? e : perm[e];
            }
        }
        return Puzzle.builder().categories(categories).solution(Solution.ofRows(rows)).build();
    }

    private static int[] permutation(Random rnd, int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** Every solution of the shape: category 0 fixes the entities, the others permute. */
    static List<Solution> all(int cats, int size) {
        return ALL.computeIfAbsent(cats + "x" + size, k -> {
            List<int[]> perms = new ArrayList<>();
            permute(new int[size], new boolean[size], 0, perms);
            List<Solution> out = new ArrayList<>();
            int[] choice = new int[cats];
            while (true) {
                int[][] rows = new int[size][cats];
                for (int e = 0; e < size; e++) {
                    rows[e][0] = e;
                    for (int c = 1; c < cats; c++) {
                        rows[e][c] = perms.get(choice[c])[e];
                    }
                }
                out.add(Solution.ofRows(rows));
                int c = 1;
                while (c < cats && ++choice[c] == perms.size()) {
                    choice[c] = 0;
                    c++;
                }
                if (c >= cats) {
                    break;
                }
            }
            return List.copyOf(out);
        });
    }

    private static void permute(int[] cur, boolean[] used, int at, List<int[]> out) {
        if (at == cur.length) {
            out.add(cur.clone());
            return;
        }
        for (int i = 0; i < cur.length; i++) {
            if (!used[i]) {
                used[i] = true;
                cur[at] = i;
                permute(cur, used, at + 1, out);
                used[i] = false;
            }
        }
    }

    private static Ref ref(Random rnd, Puzzle p) {
        return p.ref(new Item(rnd.nextInt(p.categoryCount()), rnd.nextInt(p.size())));
    }

    private static Ref refOutside(Random rnd, Puzzle p, int notCat) {
        int c = rnd.nextInt(p.categoryCount() - 1);
        if (c >= notCat) {
            c++;
        }
        return p.ref(new Item(c, rnd.nextInt(p.size())));
    }

    private static Pair pair(Random rnd, Puzzle p) {
        Ref a = ref(rnd, p);
        return new Pair(a, refOutside(rnd, p, p.categoryIndex(a.category())));
    }

    static Clue randomClue(Random rnd, Puzzle p) {
        List<Integer> ordered = new ArrayList<>();
        for (int c = 0; c < p.categoryCount(); c++) {
            if (p.category(c).kind().isOrdered()) {
                ordered.add(c);
            }
        }
        ClueMeta m = ClueMeta.NONE;
        if (rnd.nextInt(6) == 0) {
            // the types added after the first nine: of two, all different
            if (rnd.nextBoolean()) {
                return new Clue.OfTwo(ref(rnd, p), ref(rnd, p), ref(rnd, p), ref(rnd, p), m);
            }
            List<Ref> refs = new ArrayList<>();
            for (int i = 2 + rnd.nextInt(Math.max(1, p.size() - 1)); i > 0; i--) {
                refs.add(ref(rnd, p));
            }
            return new Clue.Distinct(refs, m);
        }
        int type = rnd.nextInt(ordered.isEmpty() ? 4 : 9);
        switch (type) {
            case 0: {
                Pair pr = pair(rnd, p);
                return new Clue.Match(pr.a(), pr.b(), m);
            }
            case 1: {
                Ref a = ref(rnd, p);
                List<Ref> bs = new ArrayList<>();
                int n = 1 + rnd.nextInt(2);
                for (int i = 0; i < n; i++) {
                    bs.add(refOutside(rnd, p, p.categoryIndex(a.category())));
                }
                return new Clue.Not(a, bs, m);
            }
            case 2: {
                List<Pair> opts = new ArrayList<>();
                int n = 2 + rnd.nextInt(2);
                for (int i = 0; i < n; i++) {
                    opts.add(pair(rnd, p));
                }
                return new Clue.Any(opts, rnd.nextBoolean(), m);
            }
            case 3:
                return new Clue.If(pair(rnd, p), pair(rnd, p), rnd.nextBoolean() ? pair(rnd, p) : null, m);
            default:
                break;
        }
        String by = p.category(ordered.get(rnd.nextInt(ordered.size()))).name();
        Ref a = ref(rnd, p);
        Ref b = ref(rnd, p);
        if (a.equals(b)) {
            return null;
        }
        Category byCat = p.category(by);
        switch (type) {
            case 4: {
                List<Ref> chain = new ArrayList<>(List.of(a, b));
                if (rnd.nextInt(3) == 0) {
                    chain.add(ref(rnd, p));
                }
                return new Clue.Less(by, chain, m);
            }
            case 5: {
                int d = 1 + rnd.nextInt(Math.max(1, p.size() - 1));
                BigDecimal amount = byCat.valueAt(Math.min(d, p.size() - 1)).subtract(byCat.valueAt(0));
                if (rnd.nextInt(4) == 0) {
                    amount = amount.negate();
                }
                if (rnd.nextInt(6) == 0) {
                    return new Clue.Offset(by, a, b, Clue.Op.TIMES, BigDecimal.valueOf(2), m);
                }
                return new Clue.Offset(by, a, b, Clue.Op.PLUS, amount, m);
            }
            case 6:
                return new Clue.Next(by, a, b, m);
            case 7:
                return new Clue.NotNext(by, a, b, m);
            default: {
                int d = 1 + rnd.nextInt(Math.max(1, p.size() - 1));
                BigDecimal amount = byCat.valueAt(Math.min(d, p.size() - 1)).subtract(byCat.valueAt(0));
                return new Clue.Distance(by, a, b, amount, m);
            }
        }
    }
}
