package org.gridwright.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.openide.util.NbBundle.Messages;

/**
 * The edits an author makes to a puzzle, as functions from one immutable {@link Puzzle} to the next. Nothing here
 * knows about windows or undo: {@link EditorModel} wraps each result as an undoable edit.
 */
@Messages({
    "# {0} - category name",
    "ERR_RenameNumerical=The items of ''{0}'' are numbers: change the values, not the labels.",
    "ERR_RenameEmpty=An item needs a label.",
    "# {0} - category name", "# {1} - item label",
    "ERR_RenameTaken=''{0}'' already has an item ''{1}''.",
    "ERR_CategoryEmpty=A category needs a heading.",
    "# {0} - heading", "ERR_CategoryTaken=There is already a category ''{0}''."
})
final class PuzzleEdits {

    private PuzzleEdits() {
    }

    /** The puzzle with {@code clue} inserted at {@code index} (0 ≤ index ≤ number of clues). */
    static Puzzle addClue(Puzzle p, int index, Clue clue) {
        List<Clue> c = new ArrayList<>(p.clues());
        c.add(index, clue);
        return p.withClues(c);
    }

    /** The puzzle without clue {@code index}. */
    static Puzzle deleteClue(Puzzle p, int index) {
        List<Clue> c = new ArrayList<>(p.clues());
        c.remove(index);
        return p.withClues(c);
    }

    /** The puzzle with clue {@code index} replaced. */
    static Puzzle replaceClue(Puzzle p, int index, Clue clue) {
        List<Clue> c = new ArrayList<>(p.clues());
        c.set(index, clue);
        return p.withClues(c);
    }

    /** The puzzle with a copy of clue {@code index} right after it (without the copy's id, which must stay unique). */
    static Puzzle duplicateClue(Puzzle p, int index) {
        Clue c = p.clues().get(index);
        return addClue(p, index + 1, c.withMeta(c.meta().withId(null)));
    }

    /** The puzzle with clue {@code from} moved to position {@code to}. */
    static Puzzle moveClue(Puzzle p, int from, int to) {
        List<Clue> c = new ArrayList<>(p.clues());
        c.add(to, c.remove(from));
        return p.withClues(c);
    }

    /** The puzzle with the wording of clue {@code index} set; null or blank text means "use the default wording". */
    static Puzzle setClueText(Puzzle p, int index, String text) {
        Clue c = p.clues().get(index);
        String t = text == null || text.isBlank() ? null : text.strip();
        return replaceClue(p, index, c.withMeta(c.meta().withText(t)));
    }

    /**
     * The puzzle with item {@code index} of category {@code category} relabelled, every clue following it. The
     * item keeps its position, so an ordinal order does not change; numerical items cannot be relabelled (their
     * label is their value).
     *
     * @throws IllegalArgumentException with a message for the author when the new label cannot be used
     */
    static Puzzle renameItem(Puzzle p, int category, int index, String newLabel) {
        Category cat = p.category(category);
        if (cat.kind() == CategoryKind.NUMERICAL) {
            throw new IllegalArgumentException(Bundle.ERR_RenameNumerical(cat.name()));
        }
        String label = newLabel == null ? "" : newLabel.strip();
        if (label.isEmpty()) {
            throw new IllegalArgumentException(Bundle.ERR_RenameEmpty());
        }
        String old = cat.items().get(index);
        if (label.equals(old)) {
            return p;
        }
        if (cat.indexOf(label) >= 0) {
            throw new IllegalArgumentException(Bundle.ERR_RenameTaken(cat.name(), label));
        }
        List<String> items = new ArrayList<>(cat.items());
        items.set(index, label);
        List<Category> cats = new ArrayList<>(p.categories());
        cats.set(category, Category.labelled(cat.name(), cat.kind(), items).withExtensions(cat.extensions()));
        Ref from = new Ref(cat.name(), old);
        Ref to = new Ref(cat.name(), label);
        List<Clue> clues = p.clues().stream().map(c -> mapRefs(c, r -> r.equals(from) ? to : r)).toList();
        return p.toBuilder().categories(cats).clues(clues).build();
    }

    /**
     * The puzzle with its title, author and introduction (the setting a reader sees before the clues) set; blank
     * means none.
     */
    static Puzzle setProperties(Puzzle p, String title, String author, String intro) {
        return p.toBuilder().title(blankToNull(title)).author(blankToNull(author)).intro(blankToNull(intro)).build();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /**
     * The puzzle with category {@code index} renamed: every clue's references and "along" categories follow, and
     * the puzzle's cast (the category whose items clues name directly) when it named it.
     *
     * @throws IllegalArgumentException with a message for the author when the heading is empty or taken
     */
    static Puzzle renameCategory(Puzzle p, int index, String newName) {
        Category cat = p.category(index);
        String name = newName == null ? "" : newName.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException(Bundle.ERR_CategoryEmpty());
        }
        String old = cat.name();
        if (name.equals(old)) {
            return p;
        }
        if (p.hasCategory(name)) {
            throw new IllegalArgumentException(Bundle.ERR_CategoryTaken(name));
        }
        Category renamed = cat.kind() == CategoryKind.NUMERICAL
                ? Category.numerical(name, cat.values(), cat.label()).withExtensions(cat.extensions())
                : Category.labelled(name, cat.kind(), cat.items()).withExtensions(cat.extensions());
        List<Category> cats = new ArrayList<>(p.categories());
        cats.set(index, renamed);
        List<Clue> clues = p.clues().stream().map(c -> renameCategoryIn(c, old, name)).toList();
        Puzzle.Builder b = p.toBuilder().categories(cats).clues(clues);
        if (old.equals(p.cast())) {
            b.cast(name);
        }
        return b.build();
    }

    /** The clue with category {@code from} called {@code to}: its references and its "along" category. */
    static Clue renameCategoryIn(Clue c, String from, String to) {
        Clue m = mapRefs(c, r -> r.category().equals(from) ? new Ref(to, r.item()) : r);
        UnaryOperator<String> by = s -> from.equals(s) ? to : s;
        if (m instanceof Clue.Less l) {
            return new Clue.Less(by.apply(l.by()), l.chain(), l.meta());
        } else if (m instanceof Clue.Offset o) {
            return new Clue.Offset(by.apply(o.by()), o.a(), o.b(), o.op(), o.amount(), o.meta());
        } else if (m instanceof Clue.Next n) {
            return new Clue.Next(by.apply(n.by()), n.a(), n.b(), n.meta());
        } else if (m instanceof Clue.NotNext n) {
            return new Clue.NotNext(by.apply(n.by()), n.a(), n.b(), n.meta());
        } else if (m instanceof Clue.Distance d) {
            return new Clue.Distance(by.apply(d.by()), d.a(), d.b(), d.amount(), d.meta());
        }
        return m;
    }

    /** The clue with every item reference replaced by {@code f} of it; wording and id kept. */
    static Clue mapRefs(Clue c, UnaryOperator<Ref> f) {
        return c.mapRefs(f);
    }
}
