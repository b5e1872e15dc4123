package org.gridwright.categories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javax.swing.event.ChangeListener;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.workbench.UndoableValue;
import org.openide.awt.UndoRedo;
import org.openide.util.ChangeSupport;

/**
 * The category database open in the workbench: its value (with undo history), where it lives, and whether it is
 * the bundled default. All windows of the module show one workspace; every edit goes through {@link #edit} so it
 * is undoable and marks the database modified.
 *
 * <p>The bundled database is read-only (it lives in the product's jar). The first edit of it copies it to a folder
 * of its own first ({@code defaultCopyDir}, or {@code defaultCopyDir-2}, … when that is taken), which from then on
 * is the database's location and is remembered for the next start.
 *
 * <p>Swing-thread only, like the {@link UndoableValue} it wraps; long work reads {@link #database()} as a
 * snapshot and reports back on the Swing thread.
 */
final class CategoryWorkspace {
    /** Where an opened database comes from. */
    enum Origin {
        /** The default database inside the product: never changed in place, copied on first edit. */
        BUNDLED,
        /** A database folder of the author's. */
        FOLDER,
        /** Made in the workbench (an import) and not saved to a folder yet. */
        UNSAVED
    }

    private final UndoableValue<CategoryDatabase> db;
    private final Path defaultCopyDir;
    private final Consumer<Path> remember;
    private final ChangeSupport changes = new ChangeSupport(this);
    private Origin origin;
    private Path location;
    private DbView view;

    /**
     * A workspace showing the bundled database.
     *
     * @param defaultCopyDir where the bundled database is copied on its first edit
     * @param remember       told the folder to open at the next start (null: the bundled database)
     */
    CategoryWorkspace(CategoryDatabase bundled, Path defaultCopyDir, Consumer<Path> remember) {
        this.db = new UndoableValue<>(bundled);
        this.defaultCopyDir = Objects.requireNonNull(defaultCopyDir, "defaultCopyDir");
        this.remember = Objects.requireNonNull(remember, "remember");
        this.origin = Origin.BUNDLED;
        db.addChangeListener(e -> changes.fireChange());
    }

    CategoryDatabase database() {
        return db.value();
    }

    /** The counts and probabilities of the current database, computed once per value. */
    DbView view() {
        CategoryDatabase d = db.value();
        if (view == null || view.database() != d) {
            view = new DbView(d);
        }
        return view;
    }

    Origin origin() {
        return origin;
    }

    /** The folder the database lives in; null for the bundled one and an unsaved import. */
    Path location() {
        return location;
    }

    boolean isModified() {
        return origin == Origin.UNSAVED || db.isModified();
    }

    UndoRedo.Manager undoRedo() {
        return db.undoRedo();
    }

    /** Shows the bundled database (forgetting any remembered folder). */
    void openBundled(CategoryDatabase bundled) {
        origin = Origin.BUNDLED;
        location = null;
        remember.accept(null);
        db.reset(bundled);
    }

    /** Shows a database read from {@code folder}, remembered for the next start. */
    void openFolder(CategoryDatabase d, Path folder) {
        origin = Origin.FOLDER;
        location = Objects.requireNonNull(folder, "folder");
        remember.accept(folder);
        db.reset(d);
    }

    /** Shows a database that has no folder yet; saving asks for one. */
    void openUnsaved(CategoryDatabase d) {
        origin = Origin.UNSAVED;
        location = null;
        db.resetUnsaved(d);
    }

    /**
     * Applies an undoable edit. When the database is the bundled one, it is first copied to a folder of its own
     * (see the class comment).
     *
     * @return the folder the bundled database was copied to by this edit, or null when no copy was made
     * @throws IllegalArgumentException when the edit is not allowed (the message says why, for the author);
     *                                  nothing changed
     * @throws IOException              when the bundled database could not be copied; nothing changed
     */
    Path edit(String name, UnaryOperator<CategoryDatabase> operation) throws IOException {
        CategoryDatabase before = db.value();
        CategoryDatabase after = operation.apply(before);
        if (after == before) {
            return null;
        }
        Path copied = null;
        if (origin == Origin.BUNDLED) {
            copied = copyTarget();
            before.save(copied);
            origin = Origin.FOLDER;
            location = copied;
            remember.accept(copied);
            db.markSaved(before);
        }
        db.edit(name, d -> after);
        return copied;
    }

    /** The first of {@code defaultCopyDir}, {@code defaultCopyDir-2}, … that does not exist or is empty. */
    Path copyTarget() throws IOException {
        for (int i = 1; ; i++) {
            Path p = i == 1 ? defaultCopyDir
                    : defaultCopyDir.resolveSibling(defaultCopyDir.getFileName() + "-" + i);
            if (!Files.exists(p)) {
                return p;
            }
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    if (s.findAny().isEmpty()) {
                        return p;
                    }
                }
            }
        }
    }

    /**
     * Records that {@code snapshot} was written to {@code folder} (by {@link CategoryDatabase#save}, off the Swing
     * thread); the folder becomes the database's location.
     */
    void saved(CategoryDatabase snapshot, Path folder) {
        if (origin != Origin.FOLDER || !folder.equals(location)) {
            origin = Origin.FOLDER;
            location = folder;
            remember.accept(folder);
        }
        db.markSaved(snapshot);
    }

    /** Drops the unsaved changes. */
    void revert() {
        db.revertToSaved();
    }

    void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }
}
