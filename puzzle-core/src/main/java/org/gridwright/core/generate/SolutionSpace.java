package org.gridwright.core.generate;

import java.util.Arrays;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/**
 * Every solution of a small grid at once, and per clue the set of them it allows (a bitset): which solutions a set
 * of clues allows is then the AND of its clues' sets, a few words of work instead of a search. Only where the grid
 * has at most {@link #MAX_SOLUTIONS} solutions in all ({@code (k!)^(K-1)}: 3x4 has 576, 4x4 already 13,824).
 *
 * <p>A clue's set is composed from its {@link Shape}'s sets "item x and item y belong to one entity", made once per
 * grid shape: every clue type says which items go together (or not), or at which positions of an ordered category
 * its items stand, so its set is ANDs and ORs of those (exact: {@code SolutionSpaceProperties} holds it to each
 * solution checked against the clue).
 */
final class SolutionSpace {
    /** The most solutions a grid may have for this to be used (3x4: 576). */
    static final int MAX_SOLUTIONS = 1024;
    /** Every shape that fits, by categories and items (null where it does not fit); made once, never changed. */
    private static final Shape[][] SHAPES = shapes();

    private final Shape shape;
    private final int words;
    /** Per clue, the solutions it allows (the first {@link #count} rows are used). */
    private long[][] allowed;
    private int count;
    /** The true solution's index. */
    private final int truth;
    private final long[] scratch;
    /** {@link #dropUnneeded}'s solutions of each suffix of the order, one after the other. */
    private long[] suffix = new long[0];

    /** The solutions of a grid of {@code shape}, no clue yet; {@code solution} is the true one. */
    SolutionSpace(Shape shape, Solution solution) {
        this.shape = shape;
        this.words = shape.words;
        this.allowed = new long[16][];
        this.scratch = new long[words];
        this.truth = shape.index(solution.rows());
    }

    /** The solution space of {@code base}'s grid with {@code clues} (clue i is clue i of the list). */
    static SolutionSpace of(Puzzle base, List<Clue> clues, Solution solution) {
        SolutionSpace space = new SolutionSpace(shape(base.categoryCount(), base.size()), solution);
        for (Clue c : clues) {
            space.add(space.shape.allowedBy(base, c));
        }
        return space;
    }

    /** The shape of grids of {@code cats} categories of {@code k} items; only where {@link #fits}. */
    static Shape shape(int cats, int k) {
        if (!fits(cats, k)) {
            throw new IllegalArgumentException(cats + "x" + k + " has more than " + MAX_SOLUTIONS + " solutions");
        }
        return SHAPES[cats][k];
    }

    Shape shape() {
        return shape;
    }

    /** Adds a clue by the solutions it allows (its index is the number of clues before it). */
    int add(long[] mask) {
        if (count == allowed.length) {
            allowed = Arrays.copyOf(allowed, 2 * count);
        }
        allowed[count] = mask;
        return count++;
    }

    int clueCount() {
        return count;
    }

    /** The solutions clue {@code i} allows (not to be changed). */
    long[] allowed(int i) {
        return allowed[i];
    }

    /** Whether {@code set} (solutions, as {@link #allowed}) holds the true solution alone. */
    boolean onlyTruth(long[] set) {
        for (int w = 0; w < words; w++) {
            long rest = w == truth >>> 6 ? set[w] & ~(1L << truth) : set[w];
            if (rest != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether fixed-size ANDs changed {@code set}: true when {@code set & mask} differs from {@code set}. */
    static boolean narrows(long[] set, long[] mask) {
        for (int w = 0; w < set.length; w++) {
            if ((set[w] & ~mask[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a grid of {@code cats} categories of {@code k} items has at most {@link #MAX_SOLUTIONS} solutions. */
    static boolean fits(int cats, int k) {
        if (cats < 2 || k < 2) {
            return false;
        }
        long perms = 1;
        for (int i = 2; i <= k; i++) {
            perms *= i;
        }
        long total = 1;
        for (int c = 1; c < cats; c++) {
            total *= perms;
            if (total > MAX_SOLUTIONS) {
                return false;
            }
        }
        return true;
    }

    /**
     * Drops, in the order given (its first {@code n} clues), every clue on whose others on still allow the true
     * solution alone: what is left is unique and needs every clue (fewer clues only allow more solutions, so a clue
     * kept stays needed whatever goes after it). The clues on must allow the true solution alone to start with.
     */
    void dropUnneeded(int[] order, int n, boolean[] on) {
        // the solutions the clues after each place of the order allow (and those on outside it), made backwards,
        // then those of the clues kept so far carried forwards: each check is one AND of the two
        if (suffix.length < (n + 1) * words) {
            suffix = new long[(n + 1) * words];
        }
        boolean[] inOrder = new boolean[on.length];
        for (int t = 0; t < n; t++) {
            inOrder[order[t]] = true;
        }
        int last = n * words;
        System.arraycopy(shape.all, 0, suffix, last, words);
        for (int i = 0; i < Math.min(on.length, count); i++) {
            if (on[i] && !inOrder[i]) {
                and(suffix, last, allowed[i]);
            }
        }
        for (int t = n - 1; t >= 0; t--) {
            System.arraycopy(suffix, (t + 1) * words, suffix, t * words, words);
            if (on[order[t]]) {
                and(suffix, t * words, allowed[order[t]]);
            }
        }
        long[] kept = scratch;
        System.arraycopy(shape.all, 0, kept, 0, words);
        long[] both = new long[words];
        for (int t = 0; t < n; t++) {
            int i = order[t];
            int after = (t + 1) * words;
            for (int w = 0; w < words; w++) {
                both[w] = kept[w] & suffix[after + w];
            }
            on[i] = !onlyTruth(both);
            if (on[i]) {
                and(kept, 0, allowed[i]);
            }
        }
    }

    /**
     * For a set of clues on that allow the true solution alone and need each other: per clue of the set, the
     * solutions the others allow, for {@link #freesOne}. {@code members} receives the set's clues; returns how many.
     */
    int leaveOneOut(boolean[] on, int[] members, long[][] others) {
        int k = 0;
        for (int i = 0; i < Math.min(on.length, count); i++) {
            if (on[i]) {
                members[k++] = i;
            }
        }
        // prefix ANDs forwards into others[t], then the suffix carried backwards
        long[] run = shape.all.clone();
        for (int t = 0; t < k; t++) {
            System.arraycopy(run, 0, others[t], 0, words);
            and(run, 0, allowed[members[t]]);
        }
        System.arraycopy(shape.all, 0, run, 0, words);
        for (int t = k - 1; t >= 0; t--) {
            and(others[t], 0, run);
            and(run, 0, allowed[members[t]]);
        }
        return k;
    }

    /**
     * Whether clue {@code f} added to a set ({@link #leaveOneOut}'s {@code others} of its {@code k} clues) lets one
     * of them go: the others and {@code f} allow the true solution alone. When none can, removal by the solution
     * over the set with {@code f} last keeps the set as it was (a mend that cannot give a new set).
     */
    boolean freesOne(long[][] others, int k, int f) {
        long[] mask = allowed[f];
        for (int t = 0; t < k; t++) {
            long[] o = others[t];
            boolean only = true;
            for (int w = 0; w < words && only; w++) {
                long rest = o[w] & mask[w];
                if (w == truth >>> 6) {
                    rest &= ~(1L << truth);
                }
                only = rest == 0;
            }
            if (only) {
                return true;
            }
        }
        return false;
    }

    private void and(long[] into, int at, long[] mask) {
        for (int w = 0; w < words; w++) {
            into[at + w] &= mask[w];
        }
    }

    /** Whether the clues on allow the true solution alone. */
    boolean uniqueWith(boolean[] on) {
        System.arraycopy(shape.all, 0, scratch, 0, words);
        int n = Math.min(on.length, count);
        for (int i = 0; i < n; i++) {
            if (on[i]) {
                long[] a = allowed[i];
                for (int w = 0; w < words; w++) {
                    scratch[w] &= a[w];
                }
            }
        }
        return onlyTruth(scratch);
    }

    private static Shape[][] shapes() {
        int maxCats = 2;
        while (fits(maxCats + 1, 2)) {
            maxCats++;
        }
        Shape[][] out = new Shape[maxCats + 1][];
        for (int cats = 2; cats <= maxCats; cats++) {
            int maxK = 2;
            while (fits(cats, maxK + 1)) {
                maxK++;
            }
            out[cats] = new Shape[maxK + 1];
            for (int k = 2; k <= maxK; k++) {
                out[cats][k] = new Shape(cats, k);
            }
        }
        return out;
    }

    /**
     * The solutions of every grid of K categories of k items, numbered (entity e holds item e of category 0, as
     * {@link Generator#randomSolution} draws it; category c's items are a permutation, the permutations in
     * lexicographic order, category 1's turning fastest), and per two items, the solutions where they belong to one
     * entity. Immutable: one per shape serves every puzzle.
     */
    static final class Shape {
        final int cats;
        final int k;
        final int words;
        final int total;
        private final int[][] perms;
        private final int[] factorial;
        /** Every solution. */
        final long[] all;
        /** Per items x and y ({@code category * k + index}), the solutions where they belong to one entity. */
        private final long[] together;
        private final int n;

        private Shape(int cats, int k) {
            this.cats = cats;
            this.k = k;
            this.perms = permutations(k);
            this.factorial = new int[k + 1];
            factorial[0] = 1;
            for (int i = 1; i <= k; i++) {
                factorial[i] = factorial[i - 1] * i;
            }
            int t = 1;
            for (int c = 1; c < cats; c++) {
                t *= perms.length;
            }
            this.total = t;
            this.words = (total + 63) >>> 6;
            this.n = cats * k;
            this.all = new long[words];
            this.together = new long[n * n * words];
            for (int s = 0; s < total; s++) {
                all[s >>> 6] |= 1L << s;
                int[][] rows = rows(s);
                for (int[] row : rows) {
                    for (int c1 = 0; c1 < cats; c1++) {
                        for (int c2 = 0; c2 < cats; c2++) {
                            int x = c1 * k + row[c1];
                            int y = c2 * k + row[c2];
                            together[(x * n + y) * words + (s >>> 6)] |= 1L << s;
                        }
                    }
                }
            }
        }

        /** Solution {@code s} as rows: {@code rows[e][c]} the item of category c of entity e. */
        int[][] rows(int s) {
            int[][] rows = new int[k][cats];
            int rest = s;
            for (int c = 0; c < cats; c++) {
                int[] perm = c == 0 ? perms[0] : perms[rest % perms.length];
                if (c > 0) {
                    rest /= perms.length;
                }
                for (int e = 0; e < k; e++) {
                    rows[e][c] = perm[e];
                }
            }
            return rows;
        }

        /** The number of the solution {@code rows} (entity e holding item e of category 0). */
        int index(int[][] rows) {
            int s = 0;
            for (int c = cats - 1; c >= 1; c--) {
                // the permutation's lexicographic rank (Lehmer code)
                int rank = 0;
                for (int i = 0; i < k; i++) {
                    int smaller = 0;
                    for (int j = i + 1; j < k; j++) {
                        if (rows[j][c] < rows[i][c]) {
                            smaller++;
                        }
                    }
                    rank += smaller * factorial[k - 1 - i];
                }
                s = s * perms.length + rank;
            }
            return s;
        }

        /** The solutions {@code clue} allows, a clue of a puzzle with {@code base}'s categories (of this shape). */
        long[] allowedBy(Puzzle base, Clue clue) {
            long[] out = new long[words];
            if (clue instanceof Clue.Match c) {
                copy(out, var(base, c.a()), var(base, c.b()));
            } else if (clue instanceof Clue.Not c) {
                System.arraycopy(all, 0, out, 0, words);
                int a = var(base, c.a());
                for (Ref r : c.b()) {
                    andNot(out, a, var(base, r));
                }
            } else if (clue instanceof Clue.Any c) {
                long[] twice = new long[words];
                for (Pair p : c.options()) {
                    int at = at(var(base, p.a()), var(base, p.b()));
                    for (int w = 0; w < words; w++) {
                        long m = together[at + w];
                        twice[w] |= out[w] & m;
                        out[w] = c.exclusive() ? out[w] ^ m : out[w] | m;
                    }
                }
                if (c.exclusive()) {
                    for (int w = 0; w < words; w++) {
                        out[w] &= ~twice[w];
                    }
                }
            } else if (clue instanceof Clue.If c) {
                int when = at(var(base, c.when().a()), var(base, c.when().b()));
                int then = at(var(base, c.then().a()), var(base, c.then().b()));
                int otherwise = c.otherwise() == null ? -1
                        : at(var(base, c.otherwise().a()), var(base, c.otherwise().b()));
                for (int w = 0; w < words; w++) {
                    long m = together[when + w];
                    long o = otherwise < 0 ? all[w] : together[otherwise + w];
                    out[w] = m & together[then + w] | ~m & o & all[w];
                }
            } else if (clue instanceof Clue.Less c) {
                int by = base.categoryIndex(c.by());
                System.arraycopy(all, 0, out, 0, words);
                long[] link = new long[words];
                for (int i = 1; i < c.chain().size(); i++) {
                    positional(link, var(base, c.chain().get(i - 1)), var(base, c.chain().get(i)), by,
                            null, null);
                    for (int w = 0; w < words; w++) {
                        out[w] &= link[w];
                    }
                }
            } else if (clue instanceof Clue.Positional c) {
                int by = base.categoryIndex(c.by());
                positional(out, var(base, c.a()), var(base, c.b()), by, c, base.category(by));
            } else if (clue instanceof Clue.OfTwo c) {
                int a = var(base, c.a());
                int b = var(base, c.b());
                int ac = at(a, var(base, c.c()));
                int bd = at(b, var(base, c.d()));
                int ad = at(a, var(base, c.d()));
                int bc = at(b, var(base, c.c()));
                int ab = at(a, b);
                for (int w = 0; w < words; w++) {
                    out[w] = ~together[ab + w] & (together[ac + w] & together[bd + w]
                            | together[ad + w] & together[bc + w]);
                }
            } else if (clue instanceof Clue.Distinct c) {
                System.arraycopy(all, 0, out, 0, words);
                List<Ref> refs = c.refs();
                int[] v = new int[refs.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = var(base, refs.get(i));
                    for (int j = 0; j < i; j++) {
                        andNot(out, v[j], v[i]);
                    }
                }
            } else {
                throw new IllegalArgumentException("no solution set for clue type " + clue.clueType());
            }
            return out;
        }

        /**
         * The solutions where x's position along category {@code by} and y's stand as the relation says: the clue's
         * own ({@code c}) or, without one, x before y.
         */
        private void positional(long[] out, int x, int y, int by, Clue.Positional c, Category cat) {
            Arrays.fill(out, 0);
            for (int p = 0; p < k; p++) {
                for (int q = 0; q < k; q++) {
                    if (c == null ? p >= q : !c.allows(cat, p, q)) {
                        continue;
                    }
                    int px = by * k + p;
                    int qy = by * k + q;
                    // an item of the ordered category itself stands where it is
                    boolean xFixed = x / k == by;
                    boolean yFixed = y / k == by;
                    if (xFixed && x != px || yFixed && y != qy) {
                        continue;
                    }
                    int ax = xFixed ? -1 : at(x, px);
                    int ay = yFixed ? -1 : at(y, qy);
                    for (int w = 0; w < words; w++) {
                        out[w] |= (ax < 0 ? all[w] : together[ax + w]) & (ay < 0 ? all[w] : together[ay + w]);
                    }
                }
            }
        }

        private int at(int x, int y) {
            return (x * n + y) * words;
        }

        private void copy(long[] out, int x, int y) {
            System.arraycopy(together, at(x, y), out, 0, words);
        }

        private void andNot(long[] out, int x, int y) {
            int at = at(x, y);
            for (int w = 0; w < words; w++) {
                out[w] &= ~together[at + w];
            }
        }

        private int var(Puzzle base, Ref r) {
            int c = base.categoryIndex(r.category());
            int i = base.category(c).indexOf(r.item());
            if (i < 0) {
                throw new IllegalArgumentException("category '" + r.category() + "' has no item '" + r.item() + "'");
            }
            return c * k + i;
        }
    }

    /** Every permutation of 0..k-1, in lexicographic order. */
    private static int[][] permutations(int k) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        permute(new int[k], new boolean[k], 0, out);
        return out.toArray(new int[0][]);
    }

    private static void permute(int[] p, boolean[] used, int at, java.util.List<int[]> out) {
        if (at == p.length) {
            out.add(p.clone());
            return;
        }
        for (int v = 0; v < p.length; v++) {
            if (!used[v]) {
                used[v] = true;
                p[at] = v;
                permute(p, used, at + 1, out);
                used[v] = false;
            }
        }
    }
}
