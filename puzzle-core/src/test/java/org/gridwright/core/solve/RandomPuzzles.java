package org.gridwright.core.solve;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/** Random puzzles for tests and benchmarks: random categories of every kind, random clues of all nine types. */
final class RandomPuzzles {
    private static final BigDecimal[] STEPS = {
        BigDecimal.ONE, new BigDecimal("2"), new BigDecimal("0.5"), new BigDecimal("1.5"), new BigDecimal("0.1"),
        new BigDecimal("10")};

    private RandomPuzzles() {
    }

    static List<Category> categories(int cats, int k, RandomGenerator rnd) {
        List<Category> out = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            String name = "C" + c;
            int kind = rnd.nextInt(3);
            if (kind == 2) {
                List<BigDecimal> values = new ArrayList<>();
                BigDecimal v = BigDecimal.valueOf(rnd.nextInt(4));
                BigDecimal step = STEPS[rnd.nextInt(STEPS.length)];
                boolean irregular = rnd.nextBoolean();
                for (int i = 0; i < k; i++) {
                    values.add(v);
                    v = v.add(irregular ? step.multiply(BigDecimal.valueOf(1 + rnd.nextInt(3))) : step);
                }
                out.add(Category.numerical(name, values, rnd.nextBoolean() ? "@ kg" : null));
            } else {
                List<String> items = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    items.add(name + "i" + i);
                }
                out.add(Category.labelled(name, kind == 0 ? CategoryKind.CATEGORICAL : CategoryKind.ORDINAL, items));
            }
        }
        return out;
    }

    static Solution solution(int cats, int k, RandomGenerator rnd) {
        return org.gridwright.core.generate.Generator.randomSolution(cats, k, rnd);
    }

    static Ref ref(Puzzle p, RandomGenerator rnd) {
        Category c = p.category(rnd.nextInt(p.categoryCount()));
        return new Ref(c.name(), c.items().get(rnd.nextInt(c.size())));
    }

    private static Pair pair(Puzzle p, RandomGenerator rnd) {
        return new Pair(ref(p, rnd), ref(p, rnd));
    }

    /** A random clue of a random type; positional types only when p has an ordered category. */
    static Clue clue(Puzzle p, RandomGenerator rnd) {
        if (rnd.nextInt(6) == 0) {
            // the types added after the first nine: of two, all different
            if (rnd.nextBoolean()) {
                return new Clue.OfTwo(ref(p, rnd), ref(p, rnd), ref(p, rnd), ref(p, rnd), ClueMeta.NONE);
            }
            List<Ref> refs = new ArrayList<>();
            for (int i = 2 + rnd.nextInt(Math.max(1, p.size() - 1)); i > 0; i--) {
                refs.add(ref(p, rnd));
            }
            return new Clue.Distinct(refs, ClueMeta.NONE);
        }
        List<Category> ordered = p.categories().stream().filter(c -> c.kind().isOrdered()).toList();
        int type = rnd.nextInt(ordered.isEmpty() ? 4 : 9);
        Category by = ordered.isEmpty() ? null : ordered.get(rnd.nextInt(ordered.size()));
        int k = p.size();
        switch (type) {
            case 0:
                return new Clue.Match(ref(p, rnd), ref(p, rnd), ClueMeta.NONE);
            case 1: {
                List<Ref> b = new ArrayList<>();
                for (int i = 1 + rnd.nextInt(3); i > 0; i--) {
                    b.add(ref(p, rnd));
                }
                return new Clue.Not(ref(p, rnd), b, ClueMeta.NONE);
            }
            case 2: {
                List<Pair> options = new ArrayList<>();
                for (int i = 2 + rnd.nextInt(2); i > 0; i--) {
                    options.add(pair(p, rnd));
                }
                return new Clue.Any(options, rnd.nextBoolean(), ClueMeta.NONE);
            }
            case 3:
                return new Clue.If(pair(p, rnd), pair(p, rnd), rnd.nextBoolean() ? pair(p, rnd) : null, ClueMeta.NONE);
            case 4: {
                List<Ref> chain = new ArrayList<>();
                for (int i = 2 + rnd.nextInt(2); i > 0; i--) {
                    chain.add(ref(p, rnd));
                }
                return new Clue.Less(by.name(), chain, ClueMeta.NONE);
            }
            case 5: {
                BigDecimal vp = by.valueAt(rnd.nextInt(k));
                BigDecimal vq = by.valueAt(rnd.nextInt(k));
                if (rnd.nextInt(3) == 0 && vp.signum() != 0) {
                    try {
                        BigDecimal factor = vq.divide(vp);
                        return new Clue.Offset(by.name(), ref(p, rnd), ref(p, rnd), Clue.Op.TIMES,
                                rnd.nextBoolean() ? factor : factor.setScale(factor.scale() + 2), ClueMeta.NONE);
                    } catch (ArithmeticException nonTerminating) {
                        // fall through to a sum
                    }
                }
                BigDecimal amount = vq.subtract(vp);
                return new Clue.Offset(by.name(), ref(p, rnd), ref(p, rnd), Clue.Op.PLUS,
                        rnd.nextBoolean() ? amount : amount.setScale(amount.scale() + 1), ClueMeta.NONE);
            }
            case 6:
                return new Clue.Next(by.name(), ref(p, rnd), ref(p, rnd), ClueMeta.NONE);
            case 7:
                return new Clue.NotNext(by.name(), ref(p, rnd), ref(p, rnd), ClueMeta.NONE);
            default: {
                BigDecimal amount = by.valueAt(rnd.nextInt(k)).subtract(by.valueAt(rnd.nextInt(k))).abs();
                return new Clue.Distance(by.name(), ref(p, rnd), ref(p, rnd), amount, ClueMeta.NONE);
            }
        }
    }

    /** A random clue that is true of s (rejection sampling over {@link #clue}). */
    static Clue trueClue(Puzzle p, Solution s, RandomGenerator rnd) {
        while (true) {
            Clue c = clue(p, rnd);
            if (c.holds(p, s)) {
                return c;
            }
        }
    }

    /**
     * A random puzzle: a hidden solution, then {@code clues} clues of which each is true of the hidden solution with
     * probability {@code truth} and random otherwise.
     */
    static Puzzle puzzle(int cats, int k, int clues, double truth, RandomGenerator rnd) {
        Puzzle p = Puzzle.builder().categories(categories(cats, k, rnd)).build();
        Solution hidden = solution(cats, k, rnd);
        List<Clue> list = new ArrayList<>();
        for (int i = 0; i < clues; i++) {
            list.add(rnd.nextDouble() < truth ? trueClue(p, hidden, rnd) : clue(p, rnd));
        }
        return p.withClues(list);
    }

    /** A puzzle with a unique solution, made by adding random true clues until the solver says unique. */
    static Puzzle unique(int cats, int k, RandomGenerator rnd) {
        Puzzle p = Puzzle.builder().categories(categories(cats, k, rnd)).build();
        Solution hidden = solution(cats, k, rnd);
        CompiledPuzzle cp = CompiledPuzzle.of(p);
        List<Clue> list = new ArrayList<>();
        while (cp.countSolutions(2) > 1) {
            Clue c = trueClue(p, hidden, rnd);
            list.add(c);
            cp.add(c);
        }
        return p.withClues(list).withSolution(hidden);
    }
}
