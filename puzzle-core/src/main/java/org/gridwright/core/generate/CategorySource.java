package org.gridwright.core.generate;

import java.util.List;
import java.util.Objects;
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

    /**
     * Categories as {@link #draw} gives them, with the setting of a puzzle made of them when the source has one
     * (a theme's cast, noun, title and introduction). The default has no setting.
     *
     * @throws GenerationException when the source cannot give them; the message says why
     */
    default Drawn drawSetting(RandomGenerator rnd, int categories, int items, int minOrdered)
            throws GenerationException {
        return new Drawn(draw(rnd, categories, items, minOrdered), null, null, null, null);
    }

    /**
     * The language of the words this source gives (a BCP 47 tag, {@code pl}), which the puzzles made of them are
     * written in; null for English (the default).
     */
    default String lang() {
        return null;
    }

    /**
     * Drawn categories and the setting of the puzzle, each part null when the source has none.
     *
     * @param categories the categories (a cast first when there is one)
     * @param title      the puzzle's title, or null to make one from the category names
     * @param intro      the introduction, or null
     * @param cast       the cast category's name, or null
     * @param noun       the entity noun ({@code "friend|friends"}), or null
     */
    record Drawn(List<Category> categories, String title, String intro, String cast, String noun) {
        public Drawn {
            categories = List.copyOf(Objects.requireNonNull(categories, "categories"));
        }
    }
}
