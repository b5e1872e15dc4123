package org.gridwright.core.generate;

import java.util.List;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;

/** Where the generator gets its categories: a category database, or a fixed list in tests. */
@FunctionalInterface
public interface CategorySource {
    /**
     * {@code categories} categories of {@code items} items each, at least {@code minOrdered} of them ordinal or
     * numerical, drawn with {@code rnd} only.
     *
     * @throws GenerationException when the source cannot give them; the message says why
     */
    List<Category> draw(RandomGenerator rnd, int categories, int items, int minOrdered) throws GenerationException;
}
