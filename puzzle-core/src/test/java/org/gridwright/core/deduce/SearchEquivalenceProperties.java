package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;

/**
 * The engine's faster searches against their plain definitions, on random grids: incompatible's all-partners-at-once
 * look finds the deduction the cell-by-cell scan finds first, and a forcing chain's link count per mark is the
 * length of the chain {@link Contradiction#chain} keeps.
 */
class SearchEquivalenceProperties {

    /** A grid of {@code cats} × {@code size} with random marks that break no line (each written only if open). */
    private static Board randomBoard(Random rnd, int cats, int size, double density) {
        Board b = new Board(cats, size);
        for (int n = (int) (density * cats * cats * size * size); n > 0; n--) {
            int c1 = rnd.nextInt(cats);
            int c2 = rnd.nextInt(cats);
            int i = rnd.nextInt(size);
            int j = rnd.nextInt(size);
            if (c1 == c2 || b.get(c1, i, c2, j) != Mark.UNKNOWN) {
                continue;
            }
            boolean yes = rnd.nextInt(6) == 0 && b.yes(c1, i, c2) == 0 && b.yes(c2, j, c1) == 0;
            if (!yes && Long.bitCount(b.possible(c1, i, c2)) < 2) {
                continue; // never every cell of a line ✗
            }
            b.set(c1, i, c2, j, yes ? Mark.YES : Mark.NO);
        }
        return b;
    }

    @Property(tries = 400)
    void incompatibleFindsWhatTheCellByCellScanFindsFirst(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(2);
        int size = 3 + rnd.nextInt(6);
        Puzzle p = RandomPuzzles.blank(rnd, cats, size);
        Board b = randomBoard(rnd, cats, size, rnd.nextDouble());
        Context ctx = new Context(p, b, new Names(p), 0);
        Incompatible technique = new Incompatible();
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                Step s = technique.find(ctx, c1, c2);
                List<MarkChange> expected = scan(b, c1, c2);
                assertEquals(expected, s == null ? null : s.marks(), "box " + c1 + "/" + c2 + ", seed " + seed);
            }
        }
    }

    /** The plain definition: the first open cell (row, then column) whose items share no possible third item. */
    private static List<MarkChange> scan(Board b, int c1, int c2) {
        for (int i = 0; i < b.size; i++) {
            for (long open = b.unknown(c1, i, c2); open != 0; open &= open - 1) {
                int j = Long.numberOfTrailingZeros(open);
                for (int c3 = 0; c3 < b.cats; c3++) {
                    if (c3 != c1 && c3 != c2 && (b.possible(c1, i, c3) & b.possible(c2, j, c3)) == 0) {
                        return List.of(new MarkChange(new Item(c1, i), new Item(c2, j), Mark.NO));
                    }
                }
            }
        }
        return null;
    }

    @Property(tries = 300)
    void aMarksLinkCountIsTheLengthOfItsChain(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(2);
        int size = 3 + rnd.nextInt(4);
        // a way of random steps, each writing new cells and reading cells written before it or never
        List<Step> way = new ArrayList<>();
        List<Cell> written = new ArrayList<>();
        Board b = new Board(cats, size);
        for (int k = 0, n = 1 + rnd.nextInt(30); k < n; k++) {
            List<MarkChange> marks = new ArrayList<>();
            for (int m = 1 + rnd.nextInt(3); m > 0; m--) {
                int c1 = rnd.nextInt(cats - 1);
                int c2 = c1 + 1 + rnd.nextInt(cats - 1 - c1);
                Item x = new Item(c1, rnd.nextInt(size));
                Item y = new Item(c2, rnd.nextInt(size));
                if (b.get(x, y) == Mark.UNKNOWN) {
                    b.set(x, y, Mark.NO);
                    marks.add(new MarkChange(x, y, Mark.NO));
                }
            }
            if (marks.isEmpty()) {
                continue;
            }
            List<Cell> because = new ArrayList<>();
            for (int r = rnd.nextInt(4); r > 0; r--) {
                if (!written.isEmpty() && rnd.nextBoolean()) {
                    because.add(written.get(rnd.nextInt(written.size())));
                } else {
                    because.add(new Cell(new Item(0, rnd.nextInt(size)), new Item(1, rnd.nextInt(size))));
                }
            }
            way.add(new Step("t", List.of(), marks, because, 1, "k", List.of()));
            for (MarkChange m : marks) {
                written.add(rnd.nextBoolean() ? new Cell(m.a(), m.b()) : new Cell(m.b(), m.a()));
            }
        }
        ForcingChain.Links links = new ForcingChain.Links(way);
        for (int k = 0; k < way.size(); k++) {
            for (MarkChange m : way.get(k).marks()) {
                int chain = Contradiction.chain(way.subList(0, k + 1), List.of(new Cell(m.a(), m.b()))).size();
                assertEquals(chain, links.chainLength(m.a(), m.b()), "step " + k + ", seed " + seed);
                assertEquals(chain, links.chainLength(m.b(), m.a()), "step " + k + " turned, seed " + seed);
            }
        }
    }
}
