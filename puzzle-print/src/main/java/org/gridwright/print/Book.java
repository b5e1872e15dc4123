package org.gridwright.print;

import java.util.List;
import java.util.Objects;
import org.gridwright.core.model.Puzzle;

/**
 * Many puzzles in one document: a title page, a table of contents, the puzzles one after another, and the
 * solutions and step-by-step deductions as the {@link PrintOptions} ask.
 *
 * @param title    the book's title (shown on the title page and as the PDF title)
 * @param subtitle a line under the title, or null
 * @param puzzles  the puzzles, in print order (at least one)
 */
public record Book(String title, String subtitle, List<Puzzle> puzzles) {
    public Book {
        Objects.requireNonNull(title, "title");
        puzzles = List.copyOf(puzzles);
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("a book needs at least one puzzle");
        }
    }

    public Book(String title, List<Puzzle> puzzles) {
        this(title, null, puzzles);
    }
}
