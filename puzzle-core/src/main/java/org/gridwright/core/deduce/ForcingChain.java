package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * A forcing chain through one clue: an either-or clue ({@code any}) with exactly two of its pairs still open
 * needs one of them. Each is followed with the easier techniques, as a trial follows an assumption; a mark both
 * ways reach, while neither way breaks the grid, holds whichever pair is true. Both chains are kept and said, each
 * cut down to the links the mark needs ("If Ida paid $5: (1) … If Ida adopted the parrot: (1) … Either way, Ben did
 * not pay $10."). It sits between the subsets and the trials: a reader follows two short lines of consequences
 * from one clue instead of guessing a cell.
 *
 * <p>Of the marks both ways reach, the one with the shortest chains is written (first in grid order among equals).
 * The following takes rounds of the solve's trial budget ({@link Work}), like a trial; it is not tried inside a
 * trial. A way that ends in a contradiction is left to the trials, which say that better.
 */
final class ForcingChain extends NamedTechnique {
    static final String ID = "forcing-chain";
    private final List<Technique> easier;

    ForcingChain(List<Technique> easier) {
        super(ID);
        this.easier = List.copyOf(easier);
    }

    @Override
    public Step find(Context ctx) {
        if (ctx.depth > 0) {
            return null;
        }
        for (int index : ctx.cluesOf(Clue.Any.class)) {
            Item[] it = ctx.items(index);
            int first = -1;
            int second = -1;
            boolean settled = false;
            int open = 0;
            for (int o = 0; o < it.length / 2; o++) {
                Mark m = ctx.mark(it[2 * o], it[2 * o + 1]);
                if (m == Mark.YES) {
                    settled = true;
                }
                if (m == Mark.UNKNOWN) {
                    open++;
                    if (first < 0) {
                        first = o;
                    } else {
                        second = o;
                    }
                }
            }
            if (settled || open != 2 || it[2 * first].category() == it[2 * first + 1].category()
                    || it[2 * second].category() == it[2 * second + 1].category()) {
                continue;
            }
            Step s = force(ctx, index, it, first, second);
            if (s != null || ctx.work.ranOut()) {
                return s;
            }
        }
        return null;
    }

    /** One way followed: its steps, the grid it ends on, and whether that grid is impossible. */
    private record Way(List<Step> steps, Board end, Context inner, boolean dead) {
    }

    /** The steps one way takes from its assumption, or null when the budget runs out. */
    private Way follow(Context ctx, Item a, Item b) {
        Board trial = ctx.board.copy();
        trial.set(a, b, Mark.YES);
        // worded always: the chains' lengths, read off the steps' reasons, choose the mark written
        Context inner = ctx.onWorded(trial, 1);
        List<Step> followed = new ArrayList<>();
        Outcome o = Run.run(inner, easier, followed::add);
        if (ctx.work.ranOut()) {
            return null;
        }
        return new Way(followed, trial, inner, o == Outcome.CONTRADICTION);
    }

    /**
     * One way breaks the grid, the other does not: the clue needs the other ("If Ida paid $5: (1) … Then Ida would
     * have no pet left, which cannot be. So Ida adopted the parrot.").
     */
    private Step deadWay(Context ctx, int index, Item[] it, int first, int second, Way dead, Item a, Item b,
            Item otherA, Item otherB) {
        Marks marks = ctx.marks();
        marks.yes(otherA, otherB);
        if (!ctx.worded) {
            return ctx.unworded(ID, marks);
        }
        return ctx.explained(ID, marks, then -> explainDeadWay(then, index, it, first, second, dead, a, b, otherA,
                otherB));
    }

    /** What {@link #deadWay} says, made on a context of the grid the clue was followed from. */
    private Step.Explained explainDeadWay(Context ctx, int index, Item[] it, int first, int second, Way dead, Item a,
            Item b, Item otherA, Item otherB) {
        Contradiction.Dead end = Contradiction.deadEnd(dead.inner(), dead.end(),
                dead.steps().isEmpty() ? null : dead.steps().get(dead.steps().size() - 1));
        List<Step> chain = Contradiction.chain(ctx, dead.steps(), end.cells());
        if (chain.size() > 3) {
            // the same way followed with every technique taking turns: often fewer links to a dead end
            Contradiction.Shorter other = Contradiction.shorter(ctx, easier, 1, a, b, Mark.YES, chain);
            if (other != null) {
                chain = other.chain();
                end = other.dead();
            }
        }
        TreeSet<Integer> clues = new TreeSet<>();
        clues.add(index);
        List<Cell> premises = premises(ctx, it, first, second, List.of(chain), clues);
        for (Cell c : end.cells()) {
            if (c.a().category() != c.b().category() && ctx.board.get(c.a(), c.b()) != Mark.UNKNOWN
                    && !premises.contains(c)) {
                premises.add(c);
            }
        }
        return new Step.Explained(List.copyOf(clues), premises, "forcing.any.dead" + end.suffix(), List.of(
                Context.number(index), Words.yes(ctx, a, b), Words.yes(ctx, otherA, otherB), new Chain(chain),
                end.phrase(), Words.quote(ctx, index)));
    }

    /** The cells outside the ways that the clue and the chains read: the clue's pairs already ruled out and more. */
    private static List<Cell> premises(Context ctx, Item[] it, int first, int second, List<List<Step>> chains,
            TreeSet<Integer> clues) {
        List<Cell> premises = new ArrayList<>();
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        for (int o = 0; o < it.length / 2; o++) {
            if (o != first && o != second && it[2 * o].category() != it[2 * o + 1].category()
                    && seen.add(new Cell(it[2 * o], it[2 * o + 1]))) {
                premises.add(new Cell(it[2 * o], it[2 * o + 1]));
            }
        }
        for (List<Step> chain : chains) {
            for (Step s : chain) {
                clues.addAll(s.clues());
                for (Cell c : s.because()) {
                    if (c.a().category() != c.b().category() && ctx.board.get(c.a(), c.b()) != Mark.UNKNOWN
                            && seen.add(c)) {
                        premises.add(c);
                    }
                }
            }
        }
        return premises;
    }

    private Step force(Context ctx, int index, Item[] it, int first, int second) {
        Item a1 = it[2 * first];
        Item b1 = it[2 * first + 1];
        Item a2 = it[2 * second];
        Item b2 = it[2 * second + 1];
        Way w1 = follow(ctx, a1, b1);
        if (w1 == null) {
            return null;
        }
        Way w2 = follow(ctx, a2, b2);
        if (w2 == null || w1.dead() && w2.dead()) {
            return null;
        }
        if (w1.dead()) {
            return deadWay(ctx, index, it, first, second, w1, a1, b1, a2, b2);
        }
        if (w2.dead()) {
            return deadWay(ctx, index, it, first, second, w2, a2, b2, a1, b1);
        }
        List<Step> way1 = w1.steps();
        List<Step> way2 = w2.steps();
        Board[] end1 = {w1.end()};
        Board[] end2 = {w2.end()};
        Board b = ctx.board;
        Cell best = null;
        Mark bestMark = null;
        List<Step> best1 = null;
        List<Step> best2 = null;
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    for (long u = b.unknown(c1, i, c2); u != 0; u &= u - 1) {
                        Item x = new Item(c1, i);
                        Item y = new Item(c2, Long.numberOfTrailingZeros(u));
                        Mark m = end1[0].get(x, y);
                        if (m == Mark.UNKNOWN || m != end2[0].get(x, y) || isCell(x, y, a1, b1)
                                || isCell(x, y, a2, b2)) {
                            continue;
                        }
                        List<Step> c1Chain = chainTo(ctx, way1, x, y);
                        List<Step> c2Chain = chainTo(ctx, way2, x, y);
                        if (best == null || c1Chain.size() + c2Chain.size() < best1.size() + best2.size()) {
                            best = new Cell(x, y);
                            bestMark = m;
                            best1 = c1Chain;
                            best2 = c2Chain;
                        }
                    }
                }
            }
        }
        if (best == null) {
            return null;
        }
        Marks marks = ctx.marks();
        marks.add(best.a(), best.b(), bestMark);
        if (!ctx.worded) {
            return ctx.unworded(ID, marks); // the chains chose the mark; their words are not wanted
        }
        List<Step> chain1 = best1;
        List<Step> chain2 = best2;
        Mark written = bestMark;
        Cell cell = best;
        return ctx.explained(ID, marks, then -> {
            TreeSet<Integer> clues = new TreeSet<>();
            clues.add(index);
            List<Cell> premises = premises(then, it, first, second, List.of(chain1, chain2), clues);
            Item[] said = then.readingOrder(cell.a(), cell.b());
            return new Step.Explained(List.copyOf(clues), premises, "forcing.any", List.of(Context.number(index),
                    Words.yes(then, a1, b1), Words.yes(then, a2, b2), new Chain(chain1), new Chain(chain2),
                    Words.mark(then, said[0], said[1], written == Mark.YES), Words.quote(then, index)));
        });
    }

    private static boolean isCell(Item x, Item y, Item a, Item b) {
        return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
    }

    /** The links of one way that the mark between x and y needs, ending with the step that wrote it. */
    private static List<Step> chainTo(Context ctx, List<Step> way, Item x, Item y) {
        for (int k = 0; k < way.size(); k++) {
            for (MarkChange m : way.get(k).marks()) {
                if (isCell(m.a(), m.b(), x, y)) {
                    return Contradiction.chain(ctx, way.subList(0, k + 1), List.of(new Cell(x, y)));
                }
            }
        }
        return List.of();
    }
}
