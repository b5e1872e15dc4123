package org.gridwright.core.db;

import java.util.List;
import java.util.Objects;
import org.gridwright.core.model.Category;

/**
 * Categories drawn in a theme, with the setting a puzzle made of them carries.
 *
 * @param theme      the theme's name
 * @param categories the categories, the cast first
 * @param cast       the cast category's name (the first category's)
 * @param noun       the entity noun, {@code "friend|friends"}
 * @param title      the title, made from one of the theme's title patterns
 * @param intro      the introduction, made from one of the theme's introduction templates
 */
public record ThemedDraw(String theme, List<Category> categories, String cast, String noun, String title,
        String intro) {
    public ThemedDraw {
        Objects.requireNonNull(theme, "theme");
        categories = List.copyOf(categories);
        Objects.requireNonNull(cast, "cast");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(intro, "intro");
    }
}
