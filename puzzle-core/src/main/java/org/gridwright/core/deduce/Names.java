package org.gridwright.core.deduce;

import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Puzzle;

/**
 * Items as readers see them: a numerical label pattern applied ({@code 40 kg}); a bare number, which would mean
 * nothing alone, preceded by its category ({@code House 3}); any other label as it is.
 */
final class Names {
    private final String[][] names;

    Names(Puzzle p) {
        names = new String[p.categoryCount()][];
        for (int c = 0; c < p.categoryCount(); c++) {
            Category cat = p.category(c);
            names[c] = new String[cat.size()];
            for (int i = 0; i < cat.size(); i++) {
                names[c][i] = name(cat, i);
            }
        }
    }

    private static String name(Category cat, int i) {
        boolean pattern = cat.kind() == CategoryKind.NUMERICAL && cat.label() != null && cat.label().contains("@");
        String shown = cat.display(i);
        if (!pattern && isNumber(shown)) {
            return cat.name() + " " + shown;
        }
        return shown;
    }

    private static boolean isNumber(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!Character.isDigit(ch) && ch != '.' && ch != '-' && ch != ',') {
                return false;
            }
        }
        return true;
    }

    String of(Item i) {
        return names[i.category()][i.index()];
    }

    String of(int category, int index) {
        return names[category][index];
    }
}
