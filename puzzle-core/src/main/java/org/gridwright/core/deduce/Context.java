package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;

/**
 * What a technique looks at: the puzzle with its clues resolved, the grid, reader names, and the trial depth at
 * which it runs. A technique that finds the grid impossible says so through {@link #conflict()}.
 */
final class Context {
    final Puzzle puzzle;
    final Board board;
    final Names names;
    final int depth;
    private final Item[][] items;
    private final int[] by;
    private final Object[] cache;
    private boolean conflict;

    Context(Puzzle puzzle, Board board, Names names, int depth) {
        this.puzzle = puzzle;
        this.board = board;
        this.names = names;
        this.depth = depth;
        List<Clue> clues = puzzle.clues();
        items = new Item[clues.size()][];
        by = new int[clues.size()];
        for (int c = 0; c < clues.size(); c++) {
            List<Ref> refs = clues.get(c).refs();
            items[c] = new Item[refs.size()];
            for (int r = 0; r < refs.size(); r++) {
                items[c][r] = puzzle.resolve(refs.get(r));
            }
            by[c] = clues.get(c).by() == null ? -1 : puzzle.categoryIndex(clues.get(c).by());
        }
        cache = new Object[clues.size()];
    }

    private Context(Context o, Board board, int depth) {
        this.puzzle = o.puzzle;
        this.board = board;
        this.names = o.names;
        this.depth = depth;
        this.items = o.items;
        this.by = o.by;
        this.cache = o.cache;
    }

    /** A value computed once per clue for this puzzle (shared with trial contexts; it must not depend on marks). */
    @SuppressWarnings("unchecked")
    <T> T cached(int clue, java.util.function.Supplier<T> make) {
        Object v = cache[clue];
        if (v == null) {
            v = make.get();
            cache[clue] = v;
        }
        return (T) v;
    }

    /** The same puzzle on another grid, at another trial depth. */
    Context on(Board b, int newDepth) {
        return new Context(this, b, newDepth);
    }

    int clueCount() {
        return items.length;
    }

    Clue clue(int c) {
        return puzzle.clues().get(c);
    }

    /** The resolved items of clue c, in the order of {@link Clue#refs()}. */
    Item[] items(int c) {
        return items[c];
    }

    /** The category index of clue c's {@code by}, or -1. */
    int by(int c) {
        return by[c];
    }

    String name(Item i) {
        return names.of(i);
    }

    String name(int category, int index) {
        return names.of(category, index);
    }

    /** Reader names of the items of category c in mask m, in order. */
    List<String> names(int category, long m) {
        List<String> out = new ArrayList<>(Long.bitCount(m));
        for (; m != 0; m &= m - 1) {
            out.add(names.of(category, Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    /** The mark two items have: fixed within one category (● on itself, ✗ on others), else the grid's. */
    Mark mark(Item a, Item b) {
        return board.get(a, b);
    }

    /** Positions (0-based item indices of category by) item x can still take. */
    long positions(Item x, int byCat) {
        return board.possible(x.category(), x.index(), byCat);
    }

    void conflict(boolean c) {
        conflict |= c;
    }

    /** True when a technique found the grid impossible (a mark it needs is the opposite one). */
    boolean conflict() {
        return conflict;
    }

    void clearConflict() {
        conflict = false;
    }

    /** A collector of new marks for one step. */
    Marks marks() {
        return new Marks(this);
    }

    Step step(String technique, List<Integer> clues, Marks marks, List<Cell> because, String key, Object... args) {
        return new Step(technique, clues, marks.list(), because, depth, key, List.of(args));
    }

    /**
     * The two items of a cell in the order a sentence names them: an item of an unordered category before one of
     * an ordered category ("the Norwegian goes with House 1"), else category order.
     */
    Item[] readingOrder(Item a, Item b) {
        boolean aOrdered = puzzle.category(a.category()).kind().isOrdered();
        boolean bOrdered = puzzle.category(b.category()).kind().isOrdered();
        if (aOrdered && !bOrdered) {
            return new Item[] {b, a};
        }
        return new Item[] {a, b};
    }

    /** Clue number as readers see it (1-based). */
    static Integer number(int clue) {
        return clue + 1;
    }
}
