package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;

/**
 * A clue its technique calls spent (a match clue whose ● is written, a not clue whose ✗s are; a positional clue or
 * a less chain, once it gave nothing, whose items are placed along its category and settled between them; a
 * distinct clue whose items are apart and, naming everybody, whose categories' items are all matched) gives
 * nothing on that grid, broken or not, nor on any grid with more marks that is not broken (the engine searches no broken grid: a run
 * stops as soon as its grid breaks): not reading it again changes no search.
 */
class SpentCluesProperties {
    @Property(tries = 300)
    void aSpentClueGivesNothingOnAnyGridWithMoreMarks(@ForAll @IntRange(min = 2, max = 4) int cats,
            @ForAll @IntRange(min = 2, max = 5) int size, @ForAll long seed) {
        Random rnd = new Random(seed);
        Puzzle p = RandomPuzzles.planted(rnd, cats, size, 16);
        Board before = new Board(cats, size);
        mark(rnd, before, rnd.nextInt(size * size));
        Board after = before.copy();
        mark(rnd, after, rnd.nextInt(1 + size));
        Statistics.collect(after.broken() ? "later grid broken" : "later grid whole");
        MatchClue match = new MatchClue();
        NotClue not = new NotClue();
        for (int index = 0; index < p.clues().size(); index++) {
            Clue clue = p.clues().get(index);
            Context now = new Context(p, before, new Names(p), 0);
            if (clue instanceof Clue.Match m && match.spent(now, index)) {
                Statistics.collect("match spent");
                assertNull(match.find(now, index, m));
                if (!after.broken()) {
                    assertNull(match.find(new Context(p, after, new Names(p), 0), index, m));
                }
            } else if (clue instanceof Clue.Not n && not.spent(now, index)) {
                Statistics.collect("not spent");
                assertNull(not.find(now, index, n));
                if (!after.broken()) {
                    assertNull(not.find(new Context(p, after, new Names(p), 0), index, n));
                }
            } else if (ClueTechniques.make(clue.clueType()) instanceof ClueTechnique<?> t
                    && (t instanceof PositionalClue<?> || t instanceof LessClue || t instanceof DistinctClue)) {
                // asked as the run asks: whether it is spent only once it has just given nothing
                if (find(t, now, index, clue) == null && t.spent(now, index)) {
                    Statistics.collect(t.id() + " spent");
                    if (!after.broken()) {
                        assertNull(find(t, new Context(p, after, new Names(p), 0), index, clue));
                    }
                }
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Step find(ClueTechnique t, Context ctx, int index, Clue clue) {
        return t.find(ctx, index, clue);
    }

    /** {@code count} random marks between two categories, ● one time in four (a grid may break). */
    private static void mark(Random rnd, Board b, int count) {
        for (int n = 0; n < count; n++) {
            int c1 = rnd.nextInt(b.cats - 1);
            int c2 = c1 + 1 + rnd.nextInt(b.cats - c1 - 1);
            b.set(c1, rnd.nextInt(b.size), c2, rnd.nextInt(b.size), rnd.nextInt(4) == 0 ? Mark.YES : Mark.NO);
        }
    }
}
