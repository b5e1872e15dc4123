package org.gridwright.quadrata.deduce;

import java.util.List;

/** Arguments of a step's explanation, rendered in words only when the text is asked for. */
public sealed interface Arg {
    /** A cell (row·n + column). */
    record Cell(int cell) implements Arg {
    }

    /** Several cells. */
    record Cells(List<Integer> cells) implements Arg {
        public Cells {
            cells = List.copyOf(cells);
        }
    }

    /** A symbol (index). */
    record Sym(int symbol) implements Arg {
    }

    /** Symbols as a mask. */
    record Syms(int mask) implements Arg {
    }

    /** A row (0..n-1) or column (n..2n-1). */
    record Line(int line) implements Arg {
    }

    /** Several lines. */
    record Lines(List<Integer> lines) implements Arg {
        public Lines {
            lines = List.copyOf(lines);
        }
    }

    /** A plain number shown as is (a 1-based row or column). */
    record Num(int value) implements Arg {
    }

    /** The removals of the step: each cell with the symbols it lost. */
    record Removals(List<Change> changes) implements Arg {
        public Removals {
            changes = List.copyOf(changes);
        }
    }
}
