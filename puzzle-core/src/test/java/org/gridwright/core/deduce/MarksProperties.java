package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * A step's collector of marks keeps each cell once, in the order first added, and finds every conflict (a cell the
 * grid or an earlier mark of the step has the other way, a ● between two items of one category), however many marks
 * it holds: the same as a plain map of the cells added so far.
 */
class MarksProperties {
    @Property(tries = 300)
    void marksAreWhatAMapOfTheCellsAddedSays(@ForAll @IntRange(min = 2, max = 5) int cats,
            @ForAll @IntRange(min = 2, max = 8) int size, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 60) int count) {
        Random rnd = new Random(seed);
        Board board = new Board(cats, size);
        for (int n = rnd.nextInt(2 * size); n > 0; n--) {
            int c1 = rnd.nextInt(cats - 1);
            int c2 = c1 + 1 + rnd.nextInt(cats - c1 - 1);
            board.set(c1, rnd.nextInt(size), c2, rnd.nextInt(size), rnd.nextInt(4) == 0 ? Mark.YES : Mark.NO);
        }
        Context ctx = new Context(RandomPuzzles.blank(new Random(seed), cats, size), board, null, 0);
        Marks marks = ctx.marks();
        Map<Long, MarkChange> model = new LinkedHashMap<>();
        boolean conflict = false;
        for (int n = 0; n < count; n++) {
            Item a = new Item(rnd.nextInt(cats), rnd.nextInt(size));
            Item b = new Item(rnd.nextInt(cats), rnd.nextInt(size));
            Mark m = rnd.nextBoolean() ? Mark.YES : Mark.NO;
            Item lo = a.category() <= b.category() ? a : b;
            Item hi = lo == a ? b : a;
            long key = Contradiction.key(lo, hi);
            boolean open = a.category() != b.category() && board.get(a, b) == Mark.UNKNOWN;
            if (open && !model.containsKey(key) && rnd.nextInt(3) == 0) {
                marks.newNo(a, b); // a ✗ the caller knows to be new
                model.put(key, new MarkChange(lo, hi, Mark.NO));
                continue;
            }
            boolean expected;
            if (a.category() == b.category()) {
                expected = (m == Mark.YES) != (a.index() == b.index());
                conflict |= expected;
            } else if (board.get(a, b) == m) {
                expected = false;
            } else if (model.containsKey(key)) {
                conflict |= board.get(a, b) != Mark.UNKNOWN || model.get(key).value() != m;
                expected = false;
            } else {
                conflict |= board.get(a, b) != Mark.UNKNOWN;
                model.put(key, new MarkChange(lo, hi, m));
                expected = true;
            }
            assertEquals(expected, marks.add(a, b, m), "add " + a + " " + b + " " + m);
        }
        assertEquals(new ArrayList<>(model.values()), marks.list());
        assertEquals(conflict, ctx.conflict());
        assertEquals(model.isEmpty() && !conflict, marks.isEmpty());
    }

    @Property(tries = 50)
    void aContextsItemIsTheItemOfThatCategoryAndIndex(@ForAll @IntRange(min = 2, max = 6) int cats,
            @ForAll @IntRange(min = 2, max = 9) int size) {
        Context ctx = new Context(RandomPuzzles.blank(new Random(cats * 31L + size), cats, size), new Board(cats, size),
                null, 0);
        List<Item> all = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            for (int i = 0; i < size; i++) {
                assertEquals(new Item(c, i), ctx.item(c, i));
                all.add(ctx.item(c, i));
            }
        }
        assertEquals(cats * size, all.stream().distinct().count());
    }
}
