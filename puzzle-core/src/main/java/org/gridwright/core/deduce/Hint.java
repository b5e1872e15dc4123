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
        return build(n, locale, new ArrayList<>());
    }

    /**
     * The sentences of level {@code n} before they are rendered: a {@link Phrase} (a hint template and its
     * arguments) or, at level 3 of a step, the step's own text. For tests that check what fills each template.
     */
    List<Object> sentences(int n, Locale locale) {
        List<Object> out = new ArrayList<>();
        build(n, locale, out);
        return out;
    }

    private Reveal build(int n, Locale locale, List<Object> sentences) {
        if (n < 1 || n > LEVELS) {
            throw new IllegalArgumentException("hint level " + n + " (1 to " + LEVELS + ")");
        }
        Messages msg = Messages.of(locale);
        Reveal r = switch (kind) {
            case NOT_UNIQUE -> simple(n, "hint.not-unique", sentences);
            case SOLVED -> simple(n, "hint.solved", sentences);
            case STUCK -> simple(n, "hint.stuck", sentences);
            case WRONG_MARK -> wrongReveal(n, sentences);
            case STEP -> stepReveal(n, locale, sentences);
        };
        List<String> text = new ArrayList<>();
        for (Object o : sentences) {
            text.add(o instanceof Phrase ph ? msg.format(ph.key(), ph.args()) : o.toString());
        }
        return new Reveal(n, kind, String.join(" ", text), r.technique(), r.clues(), r.cells(), r.marks());
    }

    private Reveal simple(int n, String key, List<Object> sentences) {
        sentences.add(Phrase.of(key));
        return new Reveal(n, kind, "", null, List.of(), List.of(), List.of());
    }

    /**
     * A cell as a hint names it without telling its mark: "the pairing of Spaniard and dog" in a puzzle without
     * phrases, else as the clues say it ("whether Ida paid $5").
     */
    private Object cell(Item a, Item b) {
        Item[] r = readingOrder(a, b);
        if (Words.phrased(puzzle)) {
            return Phrase.of("hint.whether", Words.mark(puzzle, r[0], r[1], true));
        }
        Names names = new Names(puzzle);
        return Phrase.of("hint.pair", names.of(r[0]), names.of(r[1]));
    }

    private Reveal wrongReveal(int n, List<Object> sentences) {
        MarkChange w = wrong.get(0);
        Item[] r = readingOrder(w.a(), w.b());
        boolean phrased = Words.phrased(puzzle);
        Names names = new Names(puzzle);
        // the box is named by the grid's own headings, the categories
        sentences.add(Phrase.of(wrong.size() == 1 ? "hint.wrong.one" : "hint.wrong.many", wrong.size(),
                puzzle.category(r[0].category()).name(), puzzle.category(r[1].category()).name()));
        List<Cell> cells = List.of();
        List<MarkChange> marks = List.of();
        if (n >= 2) {
            cells = List.of(new Cell(w.a(), w.b()));
            sentences.add(phrased ? Phrase.of("hint.wrong.cell.said", cell(w.a(), w.b()))
                    : Phrase.of("hint.wrong.cell", names.of(r[0]), names.of(r[1])));
        }
        if (n >= 3) {
            marks = List.of(w);
            boolean yes = w.value() == Mark.YES;
            if (phrased) {
                sentences.add(Phrase.of("hint.wrong.said", Words.mark(puzzle, r[0], r[1], yes)));
            } else {
                sentences.add(Phrase.of(yes ? "hint.wrong.yes" : "hint.wrong.no", names.of(r[0]), names.of(r[1])));
            }
        }
        return new Reveal(n, kind, "", null, List.of(), cells, marks);
    }

    /** The two items of a cell as a sentence names them: an item of an unordered category first. */
    private Item[] readingOrder(Item a, Item b) {
        boolean aOrdered = puzzle.category(a.category()).kind().isOrdered();
        boolean bOrdered = puzzle.category(b.category()).kind().isOrdered();
        return aOrdered && !bOrdered ? new Item[] {b, a} : new Item[] {a, b};
    }

    private Reveal stepReveal(int n, Locale locale, List<Object> sentences) {
        String technique = TechniqueNames.of(step.technique(), locale);
        if (step.clues().isEmpty()) {
            sentences.add(Phrase.of("hint.technique", technique));
        } else {
            List<Object> quoted = new ArrayList<>();
            for (int c : step.clues()) {
                quoted.add(Phrase.of("hint.clue", Context.number(c),
                        ClueText.render(puzzle, puzzle.clues().get(c), locale)));
            }
            sentences.add(Phrase.of(step.clues().size() == 1 ? "hint.technique.clue" : "hint.technique.clues",
                    technique, new AllOf(quoted)));
        }
        List<Cell> cells = List.of();
        List<MarkChange> marks = List.of();
        if (n >= 2) {
            cells = new ArrayList<>();
            List<Object> said = new ArrayList<>();
            // phrased: the cells of one item and one other category said together ("whether Ida paid $5 or $10")
            java.util.Map<List<Integer>, List<Item>> bySubject = new java.util.LinkedHashMap<>();
            for (MarkChange m : step.marks()) {
                cells.add(new Cell(m.a(), m.b()));
                said.add(cell(m.a(), m.b()));
                Item[] r = readingOrder(m.a(), m.b());
                bySubject.computeIfAbsent(List.of(r[0].category(), r[0].index(), r[1].category()),
                        k -> new ArrayList<>()).add(r[1]);
            }
            if (Words.phrased(puzzle)) {
                List<Object> grouped = new ArrayList<>();
                bySubject.forEach((k, objects) -> grouped.add(Phrase.of("hint.whether",
                        Words.yes(puzzle, new Item(k.get(0), k.get(1)), objects))));
                sentences.add(Phrase.of("hint.cells.said", new AllOf(grouped)));
            } else {
                sentences.add(Phrase.of(said.size() == 1 ? "hint.cells.one" : "hint.cells.many", new Semi(said)));
            }
        }
        if (n >= 3) {
            marks = step.marks();
            sentences.add(step.text(locale));
        }
        return new Reveal(n, kind, "", step.technique(), step.clues(), cells, marks);
    }
}
