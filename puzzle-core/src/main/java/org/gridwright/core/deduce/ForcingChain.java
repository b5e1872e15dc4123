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
 * <p>Of the marks both ways reach, the one the way with fewer marks reaches by the shortest chain is written (first in
 * grid order among equals). On the solve's own grid each way is decided at once by the closure of the easier
 * techniques the trials use ({@link Contradiction.Mirror}, shared with them) and charged to the solve's trial budget
 * ({@link Work}) by its marks, as a trial is; only the way with fewer marks is followed step by step, for its chains,
 * and only when both ways reach a mark (most tries write nothing, or find a way that breaks). Without a closure both
 * ways are followed step by step, a round of the budget each step. It is not tried inside a trial. A way that ends in
 * a contradiction is left to the trials, which say that better.
 */
final class ForcingChain extends NamedTechnique {
    static final String ID = "forcing-chain";
    private final List<Technique> easier;
    /**
     * The easier techniques as a closure applies them, or null when it cannot apply them all: then every way is
     * followed step by step.
     */
    private final TechniqueSet closing;

    ForcingChain(List<Technique> easier) {
        super(ID);
        this.easier = List.copyOf(easier);
        this.closing = this.easier.stream().noneMatch(t -> t instanceof Contradiction)
                ? Contradiction.closing(this.easier) : null;
    }

    @Override
    public Step find(Context ctx) {
        if (ctx.depth > 0) {
            return null;
        }
        // the solve's grid is at the easier techniques' fixpoint (they all just found nothing): a closure of them
        // follows a way as they would, step by step
        Contradiction.Mirror mirror = null;
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
            if (mirror == null && closing != null && ctx.work.byClosure()) {
                mirror = Contradiction.Mirror.of(ctx, closing);
                mirror.keepUp(ctx.board);
            }
            Step s = force(ctx, index, it, first, second, mirror);
            if (s != null || ctx.work.ranOut()) {
                return s;
            }
        }
        return null;
    }

    /** One way followed: its steps, the grid it ends on, and whether that grid is impossible. */
    private record Way(List<Step> steps, Board end, Context inner, boolean dead) {
    }

    /**
     * The steps one way takes from its assumption, or null when the budget runs out. The chains' lengths, read off
     * the steps' cells, choose the mark written: the steps keep their reasons always, and their words where they
     * are made at once (a solve whose explanations wait follows the way again, worded, when asked).
     */
    private Way follow(Context ctx, Item a, Item b) {
        return follow(ctx, a, b, ctx.worded && !ctx.lazy);
    }

    private Way follow(Context ctx, Item a, Item b, boolean worded) {
        Board trial = ctx.board.copy();
        trial.set(a, b, Mark.YES);
        return run(ctx, trial, worded ? ctx.onWorded(trial, 1) : ctx.onReasons(trial, 1));
    }

    /** A way a closure decided (and charged), followed step by step as {@link #follow(Context, Item, Item)} does. */
    private Way decided(Context ctx, Item a, Item b) {
        Board trial = ctx.board.copy();
        trial.set(a, b, Mark.YES);
        return run(ctx, trial, ctx.onDecided(trial, 1, ctx.worded && !ctx.lazy));
    }

    private Way run(Context ctx, Board trial, Context inner) {
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
        if (!ctx.lazy) {
            return ctx.explained(ID, marks, then -> explainDeadWay(then, index, it, first, second, dead, a, b, otherA,
                    otherB));
        }
        // the way followed again worded, from the same grid: the same steps
        return ctx.explained(ID, marks, then -> explainDeadWay(then, index, it, first, second,
                follow(then, a, b, true), a, b, otherA, otherB));
    }

    /** What {@link #deadWay} says, made on a context of the grid the clue was followed from. */
    private Step.Explained explainDeadWay(Context ctx, int index, Item[] it, int first, int second, Way dead, Item a,
            Item b, Item otherA, Item otherB) {
        Contradiction.Dead end = Contradiction.deadEnd(dead.inner(), dead.end(),
                dead.steps().isEmpty() ? null : dead.steps().get(dead.steps().size() - 1));
        List<Step> chain = Contradiction.chain(dead.steps(), end.cells());
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

    /**
     * The clue's two ways followed and compared. With a mirror, each way is decided at once by the closure and charged
     * by its marks, as a trial is. When both reach a common mark, the mark written is the one the way with fewer marks
     * reaches by the shortest chain (first in grid order among equals): that way alone is followed step by step (no
     * charge again) for its chains' lengths — the other, the longer, is followed for its words only when they are
     * asked for.
     */
    private Step force(Context ctx, int index, Item[] it, int first, int second, Contradiction.Mirror mirror) {
        Item a1 = it[2 * first];
        Item b1 = it[2 * first + 1];
        Item a2 = it[2 * second];
        Item b2 = it[2 * second + 1];
        Board b = ctx.board;
        boolean eager = ctx.worded && !ctx.lazy;
        Way w1 = null;
        Way w2 = null;
        long[][] end1;
        long[][] end2;
        boolean firstShorter;
        if (mirror != null) {
            Closure.State e1 = mirror.follow(ctx, closing, a1, b1, Mark.YES);
            Closure.State e2 = e1 == null ? null : mirror.follow(ctx, closing, a2, b2, Mark.YES);
            if (e2 == null || e1.contradiction() && e2.contradiction()) {
                return null;
            }
            // a way that breaks is followed step by step only for its words: when asked, or at once when explained
            if (e1.contradiction()) {
                return deadWay(ctx, index, it, first, second, eager ? decided(ctx, a1, b1) : null, a1, b1, a2, b2);
            }
            if (e2.contradiction()) {
                return deadWay(ctx, index, it, first, second, eager ? decided(ctx, a2, b2) : null, a2, b2, a1, b1);
            }
            end1 = e1.kept();
            end2 = e2.kept();
            firstShorter = e1.marks() <= e2.marks();
        } else {
            w1 = follow(ctx, a1, b1);
            if (w1 == null) {
                return null;
            }
            w2 = follow(ctx, a2, b2);
            if (w2 == null || w1.dead() && w2.dead()) {
                return null;
            }
            if (w1.dead()) {
                return deadWay(ctx, index, it, first, second, w1, a1, b1, a2, b2);
            }
            if (w2.dead()) {
                return deadWay(ctx, index, it, first, second, w2, a2, b2, a1, b1);
            }
            end1 = w1.end().marks();
            end2 = w2.end().marks();
            firstShorter = w1.end().total() <= w2.end().total();
        }
        if (!common(b, end1, end2, a1, b1, a2, b2)) {
            return null; // no mark both ways reach: no chains to measure
        }
        Way shorter = firstShorter ? w1 : w2;
        if (shorter == null) {
            shorter = firstShorter ? decided(ctx, a1, b1) : decided(ctx, a2, b2);
        }
        Links links = new Links(shorter.steps());
        Cell best = null;
        Mark bestMark = null;
        int bestLength = 0;
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    int w = b.word(c1, i, c2);
                    long yes = end1[0][w] & end2[0][w];
                    for (long u = b.unknown(c1, i, c2) & (yes | end1[1][w] & end2[1][w]); u != 0; u &= u - 1) {
                        int j = Long.numberOfTrailingZeros(u); // (no items made for the cells the ways differ on)
                        Item x = ctx.item(c1, i);
                        Item y = ctx.item(c2, j);
                        if (isCell(x, y, a1, b1) || isCell(x, y, a2, b2)) {
                            continue;
                        }
                        int length = links.chainLength(x, y);
                        if (best == null || length < bestLength) {
                            best = new Cell(x, y);
                            bestMark = (yes & (1L << j)) != 0 ? Mark.YES : Mark.NO;
                            bestLength = length;
                        }
                    }
                }
            }
        }
        Marks marks = ctx.marks();
        marks.add(best.a(), best.b(), bestMark);
        if (!ctx.worded) {
            return ctx.unworded(ID, marks); // the chains chose the mark; their words are not wanted
        }
        Mark written = bestMark;
        Cell cell = best;
        // made at once, the ways' steps are worded; else both ways are followed again, worded, from the same grid:
        // the same steps
        List<Step> worded1 = !eager ? null : w1 != null ? w1.steps() : firstShorter ? shorter.steps()
                : decided(ctx, a1, b1).steps();
        List<Step> worded2 = !eager ? null : w2 != null ? w2.steps() : !firstShorter ? shorter.steps()
                : decided(ctx, a2, b2).steps();
        return ctx.explained(ID, marks, then -> {
            List<Step> chain1 = chainTo(worded1 != null ? worded1 : follow(then, a1, b1, true).steps(), cell.a(),
                    cell.b());
            List<Step> chain2 = chainTo(worded2 != null ? worded2 : follow(then, a2, b2, true).steps(), cell.a(),
                    cell.b());
            TreeSet<Integer> clues = new TreeSet<>();
            clues.add(index);
            List<Cell> premises = premises(then, it, first, second, List.of(chain1, chain2), clues);
            Item[] said = then.readingOrder(cell.a(), cell.b());
            return new Step.Explained(List.copyOf(clues), premises, "forcing.any", List.of(Context.number(index),
                    Words.yes(then, a1, b1), Words.yes(then, a2, b2), new Chain(chain1), new Chain(chain2),
                    Words.mark(then, said[0], said[1], written == Mark.YES), Words.quote(then, index)));
        });
    }

    /**
     * True when both ends have the same mark on some cell open on {@code b}, other than the two ways' assumptions
     * (the cells the search below measures).
     */
    private static boolean common(Board b, long[][] end1, long[][] end2, Item a1, Item b1, Item a2, Item b2) {
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = c1 + 1; c2 < b.cats; c2++) {
                for (int i = 0; i < b.size; i++) {
                    long u = b.unknown(c1, i, c2);
                    if (u == 0) {
                        continue;
                    }
                    int w = b.word(c1, i, c2);
                    long same = end1[0][w] & end2[0][w] | end1[1][w] & end2[1][w];
                    for (long m = u & same; m != 0; m &= m - 1) {
                        Item x = new Item(c1, i);
                        Item y = new Item(c2, Long.numberOfTrailingZeros(m));
                        if (!isCell(x, y, a1, b1) && !isCell(x, y, a2, b2)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean isCell(Item x, Item y, Item a, Item b) {
        return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
    }

    /** The links of one way that the mark between x and y needs, ending with the step that wrote it. */
    private static List<Step> chainTo(List<Step> way, Item x, Item y) {
        for (int k = 0; k < way.size(); k++) {
            for (MarkChange m : way.get(k).marks()) {
                if (isCell(m.a(), m.b(), x, y)) {
                    return Contradiction.chain(way.subList(0, k + 1), List.of(new Cell(x, y)));
                }
            }
        }
        return List.of();
    }

    /**
     * How many links of one way each mark it wrote needs — the length of {@link #chainTo}'s chain — for every mark
     * at once: a step's links are itself and the links of the steps before it that wrote the cells it reads
     * (each cell is written once on a way, and {@link Contradiction#chain} keeps exactly these).
     */
    static final class Links {
        /**
         * Cell key (see {@link #key}) to the index of the step that wrote it first: open addressing, keys -1 where
         * empty (no cell's key is), the table kept at most half full.
         */
        private final long[] cells;
        private final int[] writer;
        /** Per step, the set of steps its chain keeps, as bits. */
        private final long[][] closure;

        Links(List<Step> way) {
            int marks = 0;
            for (Step s : way) {
                marks += s.marks().size();
            }
            int table = Integer.highestOneBit(Math.max(4, 2 * marks)) * 2;
            cells = new long[table];
            writer = new int[table];
            java.util.Arrays.fill(cells, -1L);
            int words = (way.size() + 63) >>> 6;
            closure = new long[way.size()][];
            for (int k = 0; k < way.size(); k++) {
                long[] c = new long[words];
                c[k >>> 6] |= 1L << k;
                Step s = way.get(k);
                for (Cell cell : s.because()) {
                    if (cell.a().category() == cell.b().category()) {
                        continue;
                    }
                    int w = writer(key(cell.a(), cell.b()));
                    if (w >= 0 && w < k) {
                        long[] from = closure[w];
                        for (int i = 0; i < words; i++) {
                            c[i] |= from[i];
                        }
                    }
                }
                closure[k] = c;
                for (MarkChange m : s.marks()) {
                    long key = key(m.a(), m.b());
                    int slot = slot(key);
                    if (cells[slot] == -1L) {
                        cells[slot] = key;
                        writer[slot] = k;
                    }
                }
            }
        }

        /** The slot of a key: where it is, or the empty slot where it would go. */
        private int slot(long key) {
            int mask = cells.length - 1;
            int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
            while (cells[i] != key && cells[i] != -1L) {
                i = (i + 1) & mask;
            }
            return i;
        }

        /** The step that first wrote the cell of {@code key}, or -1. */
        private int writer(long key) {
            int i = slot(key);
            return cells[i] == -1L ? -1 : writer[i];
        }

        /** The length of the chain to the mark between x and y, 0 when the way did not write it. */
        int chainLength(Item x, Item y) {
            int w = writer(key(x, y));
            if (w < 0) {
                return 0;
            }
            int n = 0;
            for (long bits : closure[w]) {
                n += Long.bitCount(bits);
            }
            return n;
        }

        private static long key(Item a, Item b) {
            return Contradiction.key(a, b);
        }
    }
}
