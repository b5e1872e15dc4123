package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Square;

/**
 * Graded hints for a square in any state a player left it: a wrong entry first (level 1 says that one is wrong, 2
 * the row it is in, 3 the cell and symbol), else the solver's next step from the givens and the entries (1 where to
 * look, 2 which technique there, 3 the whole step). The same for the workbench's play mode and the command line.
 */
public final class Hints {
    /** The highest hint level (the whole step). */
    public static final int MAX_LEVEL = 3;

    /**
     * A hint: its words, the cells it points at (0-based row·n + column) and whether it is about a wrong entry.
     *
     * @param text  the hint for a person
     * @param cells the cells concerned (the wrong entry, or the cells the step changes), possibly empty
     * @param wrong true when it is about a wrong entry
     */
    public record Hint(String text, List<Integer> cells, boolean wrong) {
        public Hint {
            cells = List.copyOf(cells);
        }
    }

    private Hints() {
    }

    /**
     * The hint of {@code level} (1–3) for {@code q} with the player's {@code entries} (row-major symbol index, -1 for
     * empty; cells holding a given are ignored).
     *
     * @param solution the puzzle's unique solution, or null when it has none (then no hint is given)
     */
    public static Hint hint(Quadrata q, int[] entries, Square solution, int level, Monitor m) {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("hint level " + level + " is outside 1.." + MAX_LEVEL);
        }
        int n = q.size();
        if (entries.length != n * n) {
            throw new IllegalArgumentException("need " + n * n + " entries");
        }
        Explain x = new Explain(q);
        if (solution == null) {
            return new Hint(x.words("hint.notUnique"), List.of(), false);
        }
        List<Given> placed = new ArrayList<>(q.givens());
        for (int cell = 0; cell < n * n; cell++) {
            int r = cell / n;
            int c = cell % n;
            int e = entries[cell];
            if (e < 0 || q.givenAt(r, c) >= 0) {
                continue;
            }
            if (e != solution.at(r, c)) {
                String text = switch (level) {
                    case 1 -> x.words("hint.wrong.1");
                    case 2 -> x.words("hint.wrong.2", x.line(r));
                    default -> x.words("hint.wrong.3", x.cell(cell), q.symbol(e));
                };
                return new Hint(text, level == 3 ? List.of(cell) : List.of(), true);
            }
            placed.add(new Given(r, c, e));
        }
        Quadrata now = q.withGivens(placed);
        int[] d = new Context(now, m).constraints.startMasks();
        Step next = Engine.standard().next(now, d, m);
        if (next == null) {
            return new Hint(x.noHint(placed.size() == n * n), List.of(), false);
        }
        List<Integer> cells = level == 1 ? List.of() : next.changes().stream().map(Change::cell).toList();
        return new Hint(x.hints(next).get(level - 1), cells, false);
    }
}
