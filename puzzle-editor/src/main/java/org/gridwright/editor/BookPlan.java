package org.gridwright.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.openide.util.NbBundle.Messages;

/**
 * What the Export Book dialog edits, without Swing: the title, the print options and the puzzles in book order
 * (reordered and removed one at a time), and whether it can be printed (and if not, why).
 */
@Messages({
    "ERR_BookNoTitle=The book needs a title.",
    "ERR_BookNoPuzzles=The book needs at least one puzzle."
})
final class BookPlan {
    private String title;
    private Paper paper = Paper.A4;
    private SolutionPlacement solutions = SolutionPlacement.APPENDIX;
    private boolean steps;
    private final List<BookEntry> entries;

    BookPlan(String title, List<BookEntry> entries) {
        this.title = Objects.requireNonNull(title, "title");
        this.entries = new ArrayList<>(entries);
    }

    String title() {
        return title;
    }

    void setTitle(String t) {
        title = Objects.requireNonNull(t, "title");
    }

    PrintOptions options() {
        return new PrintOptions(paper, solutions, steps);
    }

    void setPaper(Paper p) {
        paper = Objects.requireNonNull(p, "paper");
    }

    void setSolutions(SolutionPlacement s) {
        solutions = Objects.requireNonNull(s, "solutions");
    }

    void setSteps(boolean s) {
        steps = s;
    }

    /** The puzzles in book order. */
    List<BookEntry> entries() {
        return List.copyOf(entries);
    }

    /** The entries taken from open editors with unsaved changes. */
    List<BookEntry> fromEditors() {
        return entries.stream().filter(BookEntry::fromEditor).toList();
    }

    /** Moves entry {@code i} one place earlier; returns its new index (unchanged at the top). */
    int moveUp(int i) {
        check(i);
        if (i == 0) {
            return i;
        }
        entries.add(i - 1, entries.remove(i));
        return i - 1;
    }

    /** Moves entry {@code i} one place later; returns its new index (unchanged at the bottom). */
    int moveDown(int i) {
        check(i);
        if (i == entries.size() - 1) {
            return i;
        }
        entries.add(i + 1, entries.remove(i));
        return i + 1;
    }

    /** Removes entry {@code i}; returns the index to select next (-1 when none is left). */
    int remove(int i) {
        check(i);
        entries.remove(i);
        return Math.min(i, entries.size() - 1);
    }

    private void check(int i) {
        Objects.checkIndex(i, entries.size());
    }

    /** Why the book cannot be printed as it stands, or null when it can. */
    String problem() {
        if (title.isBlank()) {
            return Bundle.ERR_BookNoTitle();
        }
        if (entries.isEmpty()) {
            return Bundle.ERR_BookNoPuzzles();
        }
        return null;
    }
}
