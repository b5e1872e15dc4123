package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;

/**
 * The grid techniques searching from their records of where they found nothing (transfer resuming after the box it
 * last found something in, incompatible searching each pair of categories one way round) find, round after round
 * as a run takes them, what a search with no record finds — and incompatible the first open cell, box by box both
 * ways, whose items share no possible third item — on random grids as marks and steps are written.
 */
class ResumedSearchProperties {

    @Property(tries = 300)
    void resumedSearchesFindWhatFreshSearchesFind(@ForAll long seed) {
        Random rnd = new Random(seed);
        int cats = 3 + rnd.nextInt(4);
        int size = 3 + rnd.nextInt(6);
        Puzzle p = RandomPuzzles.blank(rnd, cats, size);
        Names names = new Names(p);
        Board b = new Board(cats, size);
        Context ctx = new Context(p, b, names, 0);
        List<Technique> techniques = List.of(new Exclusion(), new LastCandidate(), new Transfer(), new Incompatible());
        for (int round = 0; round < 400 && !b.broken() && !ctx.conflict() && !b.complete(); round++) {
            Step found = null;
            for (Technique t : techniques) {
                Step fresh = t.find(new Context(p, b.copy(), names, 0));
                Step resumed = t.find(ctx);
                assertEquals(marks(fresh), marks(resumed), t.id() + ", round " + round + ", seed " + seed);
                if (t instanceof Incompatible) {
                    assertEquals(firstIncompatible(b), marks(resumed), "round " + round + ", seed " + seed);
                }
                if (resumed != null) {
                    found = resumed;
                    break;
                }
            }
            if (found != null) {
                Run.apply(b, found);
            }
            if (found == null || rnd.nextInt(4) == 0) {
                randomMark(rnd, b);
            }
        }
    }

    private static List<MarkChange> marks(Step s) {
        return s == null ? null : s.marks();
    }

    /** An open cell marked at random, ✗ unless it would leave its line with nothing possible, ● where it can be. */
    private static void randomMark(Random rnd, Board b) {
        for (int tries = 0; tries < 50; tries++) {
            int c1 = rnd.nextInt(b.cats);
            int c2 = rnd.nextInt(b.cats);
            int i = rnd.nextInt(b.size);
            int j = rnd.nextInt(b.size);
            if (c1 == c2 || b.get(c1, i, c2, j) != Mark.UNKNOWN) {
                continue;
            }
            boolean yes = rnd.nextInt(5) == 0 && b.yes(c1, i, c2) == 0 && b.yes(c2, j, c1) == 0;
            if (!yes && (Long.bitCount(b.possible(c1, i, c2)) < 2 || Long.bitCount(b.possible(c2, j, c1)) < 2)) {
                continue;
            }
            b.set(c1, i, c2, j, yes ? Mark.YES : Mark.NO);
            return;
        }
    }

    /** The plain definition, every box both ways in the search's order: the first open cell sharing nothing. */
    private static List<MarkChange> firstIncompatible(Board b) {
        for (int c1 = 0; c1 < b.cats; c1++) {
            for (int c2 = 0; c2 < b.cats; c2++) {
                for (int i = 0; c1 != c2 && i < b.size; i++) {
                    for (long open = b.unknown(c1, i, c2); open != 0; open &= open - 1) {
                        int j = Long.numberOfTrailingZeros(open);
                        for (int c3 = 0; c3 < b.cats; c3++) {
                            if (c3 != c1 && c3 != c2 && (b.possible(c1, i, c3) & b.possible(c2, j, c3)) == 0) {
                                Item x = new Item(c1, i);
                                Item y = new Item(c2, j);
                                return List.of(c1 < c2 ? new MarkChange(x, y, Mark.NO) : new MarkChange(y, x, Mark.NO));
                            }
                        }
                    }
                }
            }
        }
        return null;
    }
}
