package org.gridwright.categories;

import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.LabelPattern;
import org.gridwright.core.db.NumberScheme;
import org.gridwright.core.db.Theme;

/**
 * Brings an imported database into the open one as one edit: classes new to it are added with their weight
 * (classes it has keep theirs), and every imported category, scheme and label pattern is added — or replaces
 * the one at the same place (class/category), of the same name, or of the same pattern and name; so is every
 * imported theme (replacing the one of the same name).
 */
final class Merge {
    private Merge() {
    }

    static CategoryDatabase into(CategoryDatabase base, CategoryDatabase incoming) {
        CategoryDatabase out = base;
        for (DbClass c : incoming.classes()) {
            if (out.dbClass(c.name()).isEmpty()) {
                out = out.withClass(c);
            }
        }
        for (DbCategory c : incoming.categories()) {
            out = out.withCategory(c);
        }
        for (NumberScheme s : incoming.schemes()) {
            out = out.withScheme(s);
        }
        for (LabelPattern l : incoming.labels()) {
            out = out.withLabel(l);
        }
        for (Theme t : incoming.themes()) {
            out = out.withTheme(t);
        }
        return out;
    }
}
