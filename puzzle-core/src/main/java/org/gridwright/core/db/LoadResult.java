package org.gridwright.core.db;

import java.util.List;
import java.util.Objects;

/** A database read from files and every problem met on the way; rows with problems are left out of {@code db}. */
public record LoadResult(CategoryDatabase db, List<Problem> problems) {
    public LoadResult {
        Objects.requireNonNull(db, "db");
        problems = List.copyOf(problems);
    }

    /** True when every row was read. */
    public boolean clean() {
        return problems.isEmpty();
    }
}
