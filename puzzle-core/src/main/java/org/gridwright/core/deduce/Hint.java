package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.solve.Verdict;
import org.gridwright.core.text.ClueText;

/**
 * A graded hint for a grid in any state: what to do next, told a little at a time. {@link #level(int)} 1 names
 * the technique and the clue it uses, 2 adds the cells to look at (not what goes in them), 3 the whole step with
 * its marks. A mark on the grid that contradicts the solution is found first and is the hint: level 1 says a mark
 * is wrong and in which box, 2 which cell, 3 what belongs there. Immutable.
 */
public final class Hint {
    /** What a hint is about. */
    public enum Kind {
        /** A mark on the grid contradicts the puzzle's solution. */
        WRONG_MARK,
        /** The next deduction. */
        STEP,
        /** Every cell is marked, and rightly. */
        SOLVED,
        /** The engine's techniques find nothing more from here. */
        STUCK,
        /** The clues have no solution, or more than one, so a wrong mark cannot be told from a right one. */
        NOT_UNIQUE
    }

    /** The most a hint tells: level 3, the whole step. */
    public static final int LEVELS = 3;

    /**
     * One level of a hint: its words and exactly what they reveal. {@code technique} and {@code clues} (0-based) from
     * level 1, {@code cells} from level 2, {@code marks} (the values) only at level 3; an empty list where the level
     * reveals nothing of that kind.
     */
    public record Reveal(int level, Kind kind, String text, String technique, List<Integer> clues, List<Cell> cells,
            List<MarkChange> marks) {
        public Reveal {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(text, "text");
            clues = List.copyOf(clues);
            cells = List.copyOf(cells);
            marks = List.copyOf(marks);
        }
    }

    private final Puzzle puzzle;
    private final Kind kind;
    private final Step step;
    private final List<MarkChange> wrong;

    private Hint(Puzzle puzzle, Kind kind, Step step, List<MarkChange> wrong) {
        this.puzzle = puzzle;
        this.kind = kind;
        this.step = step;
        this.wrong = List.copyOf(wrong);
    }

    /** The hint for {@code grid} with the default engine. */
    public static Hint of(Puzzle p, Grid grid) {
        return of(new DeductionEngine(), p, grid);
    }

    /**
     * The hint for {@code grid}: first any mark that contradicts the solution (decided by the complete solver), else
     * the engine's next step.
     *
     * @throws IllegalArgumentException when the grid's shape is not the puzzle's
     */
    public static Hint of(DeductionEngine engine, Puzzle p, Grid grid) {
        if (grid.categories() != p.categoryCount() || grid.size() != p.size()) {
            throw new IllegalArgumentException("the grid is " + grid.categories() + "×" + grid.size()
                    + ", the puzzle " + p.categoryCount() + "×" + p.size());
        }
        Verdict v = CompleteSolver.solve(p);
        if (v.status() != Status.UNIQUE) {
            return new Hint(p, Kind.NOT_UNIQUE, null, List.of());
        }
        Grid right = Grid.of(v.solution());
        List<MarkChange> wrong = new ArrayList<>();
        for (int c1 = 0; c1 < p.categoryCount(); c1++) {
            for (int c2 = c1 + 1; c2 < p.categoryCount(); c2++) {
                for (int i = 0; i < p.size(); i++) {
                    for (int j = 0; j < p.size(); j++) {
                        Item a = new Item(c1, i);
                        Item b = new Item(c2, j);
                        Mark m = grid.get(a, b);
                        if (m != Mark.UNKNOWN && m != right.get(a, b)) {
                            wrong.add(new MarkChange(a, b, right.get(a, b)));
                        }
                    }
                }
            }
        }
        if (!wrong.isEmpty()) {
            return new Hint(p, Kind.WRONG_MARK, null, wrong);
        }
        if (grid.isComplete()) {
            return new Hint(p, Kind.SOLVED, null, List.of());
        }
        Step s = engine.next(p, grid);
        return s == null ? new Hint(p, Kind.STUCK, null, List.of()) : new Hint(p, Kind.STEP, s, List.of());
    }

    public Kind kind() {
        return kind;
    }

    /** The marks on the grid that are wrong, each with the mark that belongs there; empty unless WRONG_MARK. */
    public List<MarkChange> wrongMarks() {
        return wrong;
    }

    /** Level {@code n} (1 to {@link #LEVELS}) in English. */
    public Reveal level(int n) {
        return level(n, Locale.ENGLISH);
    }

    /** Level {@code n} (1 to {@link #LEVELS}) in {@code locale}. */
    public Reveal level(int n, Locale locale) {
        if (n < 1 || n > LEVELS) {
            throw new IllegalArgumentException("hint level " + n + " (1 to " + LEVELS + ")");
        }
        Messages msg = Messages.of(locale);
        Names names = new Names(puzzle);
        return switch (kind) {
            case NOT_UNIQUE -> new Reveal(n, kind, msg.format("hint.not-unique", List.of()), null, List.of(),
                    List.of(), List.of());
            case SOLVED -> new Reveal(n, kind, msg.format("hint.solved", List.of()), null, List.of(), List.of(),
                    List.of());
            case STUCK -> new Reveal(n, kind, msg.format("hint.stuck", List.of()), null, List.of(), List.of(),
                    List.of());
            case WRONG_MARK -> wrongReveal(n, msg, names);
            case STEP -> stepReveal(n, msg, names, locale);
        };
    }

    private Reveal wrongReveal(int n, Messages msg, Names names) {
        MarkChange w = wrong.get(0);
        Item[] r = readingOrder(w.a(), w.b());
        List<String> sentences = new ArrayList<>();
        sentences.add(msg.format(wrong.size() == 1 ? "hint.wrong.one" : "hint.wrong.many",
                List.of(wrong.size(), puzzle.category(r[0].category()).name(),
                        puzzle.category(r[1].category()).name())));
        List<Cell> cells = List.of();
        List<MarkChange> marks = List.of();
        if (n >= 2) {
            cells = List.of(new Cell(w.a(), w.b()));
            sentences.add(msg.format("hint.wrong.cell", List.of(names.of(r[0]), names.of(r[1]))));
        }
        if (n >= 3) {
            marks = List.of(w);
            sentences.add(msg.format(w.value() == Mark.YES ? "hint.wrong.yes" : "hint.wrong.no",
                    List.of(names.of(r[0]), names.of(r[1]))));
        }
        return new Reveal(n, kind, String.join(" ", sentences), null, List.of(), cells, marks);
    }

    /** The two items of a cell as a sentence names them: an item of an unordered category first. */
    private Item[] readingOrder(Item a, Item b) {
        boolean aOrdered = puzzle.category(a.category()).kind().isOrdered();
        boolean bOrdered = puzzle.category(b.category()).kind().isOrdered();
        return aOrdered && !bOrdered ? new Item[] {b, a} : new Item[] {a, b};
    }

    private Reveal stepReveal(int n, Messages msg, Names names, Locale locale) {
        List<String> sentences = new ArrayList<>();
        String technique = TechniqueNames.of(step.technique(), locale);
        if (step.clues().isEmpty()) {
            sentences.add(msg.format("hint.technique", List.of(technique)));
        } else {
            List<Object> quoted = new ArrayList<>();
            for (int c : step.clues()) {
                quoted.add(Phrase.of("hint.clue", Context.number(c),
                        ClueText.render(puzzle, puzzle.clues().get(c), locale)));
            }
            sentences.add(msg.format(step.clues().size() == 1 ? "hint.technique.clue" : "hint.technique.clues",
                    List.of(technique, new AllOf(quoted))));
        }
        List<Cell> cells = List.of();
        List<MarkChange> marks = List.of();
        if (n >= 2) {
            cells = new ArrayList<>();
            List<Object> said = new ArrayList<>();
            for (MarkChange m : step.marks()) {
                cells.add(new Cell(m.a(), m.b()));
                Item[] r = readingOrder(m.a(), m.b());
                said.add(Phrase.of("hint.pair", names.of(r[0]), names.of(r[1])));
            }
            sentences.add(msg.format(said.size() == 1 ? "hint.cells.one" : "hint.cells.many",
                    List.of(new Semi(said))));
        }
        if (n >= 3) {
            marks = step.marks();
            sentences.add(step.text(locale));
        }
        return new Reveal(n, kind, String.join(" ", sentences), step.technique(), step.clues(), cells, marks);
    }
}
