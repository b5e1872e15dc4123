package org.gridwright.categories;

import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.SwingUtilities;
import org.gridwright.core.db.CategoryDatabase;
import org.openide.util.RequestProcessor;

/**
 * Recomputes something from the open database off the Swing thread (docs/ARCHITECTURE.md, convention 9) and shows it on the Swing thread,
 * unless the database changed meanwhile (then the newer request shows). Requests close together are coalesced.
 *
 * @param <R> what is computed
 */
final class Refresher<R> {
    private final Function<CategoryDatabase, R> compute;
    private final Consumer<R> show;
    private final RequestProcessor.Task task;
    private volatile CategoryDatabase snapshot;

    Refresher(Function<CategoryDatabase, R> compute, Consumer<R> show) {
        this.compute = compute;
        this.show = show;
        this.task = CategoryManager.RP.create(this::run);
    }

    /** Asks for a recomputation of the current database (Swing thread). */
    void request(int delayMillis) {
        snapshot = CategoryManager.workspace().database();
        task.schedule(delayMillis);
    }

    private void run() {
        CategoryDatabase db = snapshot;
        R r = compute.apply(db);
        SwingUtilities.invokeLater(() -> {
            if (CategoryManager.workspace().database() == db) {
                show.accept(r);
            }
        });
    }
}
