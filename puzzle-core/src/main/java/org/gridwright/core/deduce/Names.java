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
    private final String[][] bare;
    /** Per category: 1 when a list says the category once before its first item, 2 after its last, 0 never. */
    private final int[] listStyle;

    Names(Puzzle p) {
        names = new String[p.categoryCount()][];
        bare = new String[p.categoryCount()][];
        listStyle = new int[p.categoryCount()];
        for (int c = 0; c < p.categoryCount(); c++) {
            Category cat = p.category(c);
            String label = cat.label();
            boolean pattern = cat.kind() == CategoryKind.NUMERICAL && label != null && label.contains("@");
            if (pattern) {
                listStyle[c] = unitAfter(label) ? 2 : 0;
            } else if (cat.items().stream().allMatch(Names::isNumber)) {
                listStyle[c] = 1;
            } else {
                listStyle[c] = sharedUnit(cat) != null ? 2 : 0;
            }
            names[c] = new String[cat.size()];
            bare[c] = new String[cat.size()];
            for (int i = 0; i < cat.size(); i++) {
                names[c][i] = name(cat, i);
                bare[c][i] = cat.kind() == CategoryKind.NUMERICAL ? cat.items().get(i) : cat.display(i);
                if (!pattern && listStyle[c] == 2) {
                    String shown = cat.display(i);
                    bare[c][i] = shown.substring(0, shown.length() - sharedUnit(cat).length());
                }
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

    /**
     * True when a label pattern is the number followed by a unit that a list can say once ("@ kg", "@%", "@ °C"):
     * not "@:00" or "@/10", where "8 or 9:00" would misread, nor a decimal form ("@.0 m").
     */
    static boolean unitAfter(String label) {
        if (!label.startsWith("@")) {
            return false;
        }
        String after = label.substring(1);
        return after.startsWith(" ") || after.startsWith("%") || after.startsWith("°");
    }

    /** " minutes" when every label is a number followed by that same unit ("6 minutes", "8 minutes"), else null. */
    private static String sharedUnit(Category cat) {
        String unit = null;
        for (String label : cat.items()) {
            int sp = label.indexOf(' ');
            if (sp <= 0 || !isNumber(label.substring(0, sp))) {
                return null;
            }
            String u = label.substring(sp);
            if (unit != null && !unit.equals(u)) {
                return null;
            }
            unit = u;
        }
        return unit;
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

    /**
     * Items of one category listed together, the category or unit said once: "House 2, 4 or 5" rather than
     * "House 2, House 4 or House 5", "6, 8 or 10 minutes" rather than "6 minutes, 8 minutes or 10 minutes".
     */
    java.util.List<String> list(int category, long mask) {
        java.util.List<String> out = new java.util.ArrayList<>(Long.bitCount(mask));
        int style = listStyle[category];
        int last = 63 - Long.numberOfLeadingZeros(mask);
        for (long m = mask; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            boolean full = style == 0 || (style == 1 && out.isEmpty()) || (style == 2 && i == last);
            out.add(full ? names[category][i] : bare[category][i]);
        }
        return out;
    }
}
