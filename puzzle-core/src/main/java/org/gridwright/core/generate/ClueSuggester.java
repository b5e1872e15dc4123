package org.gridwright.core.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompiledPuzzle;
import org.gridwright.core.task.Monitor;

/**
 * Repair help for a puzzle with more than one solution: clues that are true of the intended solution and false of a
 * second one, so that adding any of them removes that second solution. They come from the generator's own clue maker
 * ({@link ClueMaker}), so they are the kinds of clue the generator writes; each is checked against both solutions,
 * and whether it alone makes the puzzle unique is told (within a search budget). Deterministic for a given seed.
 */
public final class ClueSuggester {
    /** How many clues are made and tried at most for one call. */
    static final int ATTEMPTS = 4_000;
    /** The search budget for telling whether a suggestion alone makes the puzzle unique. */
    static final long UNIQUE_NODES = 20_000;
    /** The clue types, simplest first (the order suggestions are listed in after those that make it unique). */
    static final List<String> ORDER = List.of("match", "not", "next", "less", "offset", "distance", "notnext",
            "any", "if");

    private ClueSuggester() {
    }

    /**
     * A suggested clue.
     *
     * @param clue        true of the intended solution, false of the second one
     * @param makesUnique true when adding it alone leaves exactly one solution (false when not, or not known
     *                    within the budget)
     */
    public record Suggestion(Clue clue, boolean makesUnique) {
        public Suggestion {
            Objects.requireNonNull(clue, "clue");
        }
    }

    /**
     * Up to {@code max} different clues of the allowed {@code types} (file type codes; empty: every type) that
     * hold in {@code intended} and fail in {@code second}; those that alone make the puzzle unique first, then the
     * simpler types. Clues the puzzle already has are not suggested.
     *
     * @throws IllegalArgumentException when the two solutions are the same or do not fit the puzzle
     * @throws org.gridwright.core.task.CancelledException when the monitor cancels
     */
    public static List<Suggestion> suggest(Puzzle p, Solution intended, Solution second, Set<String> types, int max,
            long seed, Monitor m) {
        if (intended.equals(second)) {
            throw new IllegalArgumentException("the second solution is the intended one");
        }
        if (intended.categories() != p.categoryCount() || intended.size() != p.size()
                || second.categories() != p.categoryCount() || second.size() != p.size()) {
            throw new IllegalArgumentException("the solutions do not fit the puzzle");
        }
        ClueMaker maker = new ClueMaker(p, intended);
        List<ClueType> usable = ORDER.stream().filter(t -> types.isEmpty() || types.contains(t))
                .map(t -> ClueType.ofCode(t).orElseThrow()).filter(maker::canMake).toList();
        if (usable.isEmpty() || max <= 0) {
            return List.of();
        }
        CompiledPuzzle alone = CompiledPuzzle.of(p.withClues(List.of()));
        CompiledPuzzle all = CompiledPuzzle.of(p);
        int[][] intendedRows = intended.rows();
        int[][] secondRows = second.rows();
        Set<Clue> seen = new LinkedHashSet<>();
        for (Clue c : p.clues()) {
            seen.add(bare(c));
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Suggestion> found = new ArrayList<>();
        // a few more than asked, so the ones that make the puzzle unique can come first
        int wanted = max * 3;
        for (int i = 0; i < ATTEMPTS && found.size() < wanted; i++) {
            if (i % 64 == 0) {
                m.progress(found.size(), wanted, null);
                m.checkCancelled();
            }
            Clue c = bare(maker.make(usable.get(i % usable.size()), rnd));
            if (!seen.add(c) || roundabout(c)) {
                continue;
            }
            alone.add(c);
            boolean rulesOut = alone.satisfies(intendedRows) && !alone.satisfies(secondRows);
            alone.removeLast();
            if (!rulesOut) {
                continue;
            }
            all.add(c);
            boolean unique = all.countSolutions(2, UNIQUE_NODES, m) == 1;
            all.removeLast();
            found.add(new Suggestion(c, unique));
        }
        return found.stream()
                .sorted(Comparator.comparing((Suggestion s) -> !s.makesUnique())
                        .thenComparing(s -> ORDER.indexOf(s.clue().type())))
                .limit(max).toList();
    }

    /**
     * True for a clue that says less than it seems: "if X then X, otherwise Y" (only "X or Y"), or "either X or X".
     * The clue maker may draw them; they are true but no author would print them.
     */
    static boolean roundabout(Clue c) {
        if (c instanceof Clue.If f) {
            return same(f.when(), f.then()) || (f.otherwise() != null && same(f.when(), f.otherwise()));
        }
        if (c instanceof Clue.Any a) {
            for (int i = 0; i < a.options().size(); i++) {
                for (int j = i + 1; j < a.options().size(); j++) {
                    if (same(a.options().get(i), a.options().get(j))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean same(org.gridwright.core.model.Pair x, org.gridwright.core.model.Pair y) {
        return x.equals(y) || (x.a().equals(y.b()) && x.b().equals(y.a()));
    }

    /** The clue without wording or id (what it says, not how). */
    private static Clue bare(Clue c) {
        return c.withMeta(ClueMeta.NONE);
    }
}
