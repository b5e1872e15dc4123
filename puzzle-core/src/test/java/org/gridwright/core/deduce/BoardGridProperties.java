package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/** The engine's grid and the model's agree both ways, whole rows at a time as cell by cell. */
class BoardGridProperties {
    /** A grid of random marks (lines with two ● or every cell ✗ included: a broken grid too converts). */
    private static Grid random(int cats, int size, long seed, int percentMarked) {
        Random rnd = new Random(seed);
        Grid.Builder g = Grid.empty(cats, size).toBuilder();
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    for (int j = 0; j < size; j++) {
                        if (rnd.nextInt(100) < percentMarked) {
                            g.set(new Item(c1, i), new Item(c2, j), rnd.nextInt(4) == 0 ? Mark.YES : Mark.NO);
                        }
                    }
                }
            }
        }
        return g.build();
    }

    @Property(tries = 200)
    void aGridThroughTheEnginesGridAndBackIsTheSame(@ForAll @IntRange(min = 2, max = 6) int cats,
            @ForAll @IntRange(min = 2, max = 9) int size, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 100) int percentMarked) {
        Grid g = random(cats, size, seed, percentMarked);
        Board b = Board.of(g);
        assertEquals(g, b.toGrid());
        assertEquals(g.unknownCount(), b.unknownCount());
    }

    @Property(tries = 200)
    void aRowSetAtOnceIsItsCellsSetOneByOne(@ForAll @IntRange(min = 2, max = 6) int cats,
            @ForAll @IntRange(min = 2, max = 9) int size, @ForAll long seed) {
        Random rnd = new Random(seed);
        Grid start = random(cats, size, rnd.nextLong(), 50);
        int c1 = rnd.nextInt(cats - 1);
        int c2 = c1 + 1 + rnd.nextInt(cats - c1 - 1);
        int i = rnd.nextInt(size);
        long yes = rnd.nextLong();
        long no = rnd.nextLong() & ~yes;
        Grid.Builder cells = start.toBuilder();
        for (int j = 0; j < size; j++) {
            Mark m = (yes & (1L << j)) != 0 ? Mark.YES : (no & (1L << j)) != 0 ? Mark.NO : Mark.UNKNOWN;
            cells.set(new Item(c1, i), new Item(c2, j), m);
        }
        assertEquals(cells.build(), start.toBuilder().setRow(c1, i, c2, yes, no).build());
    }

    @Example
    void aRowOutOfOrderOrBothMarkedAtOnceIsRefused() {
        Grid.Builder g = Grid.empty(3, 4).toBuilder();
        assertThrows(IllegalArgumentException.class, () -> g.setRow(1, 0, 0, 1L, 0L));
        assertThrows(IllegalArgumentException.class, () -> g.setRow(0, 0, 1, 1L, 1L));
    }

    @Example
    void anEmptyGridGivesAnEmptyEnginesGrid() {
        Board b = Board.of(Grid.empty(4, 5));
        assertEquals(new Board(4, 5), b);
        assertEquals(0, b.total());
        assertEquals(Grid.empty(4, 5), b.toGrid());
    }
}
