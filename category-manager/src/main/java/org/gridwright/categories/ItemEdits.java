package org.gridwright.categories;

import java.math.BigDecimal;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Forms;

/**
 * The edits of a category's item list, as functions from one category value to the next. The category's own
 * checks apply (no blank item, no item twice, numbers ascending in a numerical category) and throw
 * {@link IllegalArgumentException} with a message for the author.
 */
final class ItemEdits {
    private ItemEdits() {
    }

    /**
     * Adds an item: at the end, or in a numerical category at the place its number belongs.
     *
     * @return the new category and the row of the added item
     */
    static Added add(DbCategory c, String item) {
        List<String> items = new ArrayList<>(c.items());
        int at = items.size();
        if (c.kind() == CategoryKind.NUMERICAL) {
            BigDecimal v = number(item.strip());
            if (v != null) {
                at = 0;
                while (at < items.size() && number(items.get(at)).compareTo(v) < 0) {
                    at++;
                }
            }
        }
        items.add(at, item);
        return new Added(c.withItems(items), at);
    }

    /** A category with an added item and the item's row. */
    record Added(DbCategory category, int row) {
    }

    /** Removes the items at these rows. */
    static DbCategory remove(DbCategory c, int... rows) {
        int[] sorted = rows.clone();
        Arrays.sort(sorted);
        List<String> items = new ArrayList<>(c.items());
        for (int i = sorted.length - 1; i >= 0; i--) {
            if (i == sorted.length - 1 || sorted[i] != sorted[i + 1]) {
                items.remove(sorted[i]);
            }
        }
        return c.withItems(items);
    }

    /** Gives the item at {@code row} a new text; its inflected forms go with it. */
    static DbCategory rename(DbCategory c, int row, String text) {
        List<String> items = new ArrayList<>(c.items());
        String old = items.set(row, text);
        java.util.Map<String, Forms> forms = new java.util.HashMap<>(c.forms());
        Forms f = forms.remove(old);
        if (f != null) {
            forms.put(text.strip(), f);
        }
        return c.withItems(items).withForms(forms);
    }

    /**
     * Sets one form of the item at {@code row}: {@code column} a case of {@link Forms#CASES}, {@code gender} or
     * {@code number}; blank clears it.
     *
     * @throws IllegalArgumentException naming the value when it is not a gender (m, f, n) or number (sg, pl)
     */
    static DbCategory setForm(DbCategory c, int row, String column, String text) {
        String item = c.items().get(row);
        Forms old = c.forms().getOrDefault(item, new Forms(java.util.Map.of(), null, null));
        java.util.Map<String, String> cases = new java.util.LinkedHashMap<>(old.cases());
        String gender = old.gender();
        String number = old.number();
        String v = text == null ? "" : text.strip();
        switch (column) {
            case "gender" -> gender = v;
            case "number" -> number = v;
            default -> cases.put(column, v);
        }
        java.util.Map<String, Forms> forms = new java.util.HashMap<>(c.forms());
        forms.put(item, new Forms(cases, gender, number));
        return c.withForms(forms);
    }

    /** Moves the item at {@code row} by {@code delta} places (clamped to the list); the order of an ordinal. */
    static DbCategory move(DbCategory c, int row, int delta) {
        List<String> items = new ArrayList<>(c.items());
        int to = Math.max(0, Math.min(items.size() - 1, row + delta));
        items.add(to, items.remove(row));
        return c.withItems(items);
    }

    /**
     * The items sorted: numerical categories by value (they already are), the others alphabetically in the
     * author's language (which for an ordinal category loses its order — the edit can be undone).
     */
    static DbCategory sort(DbCategory c, Locale locale) {
        List<String> items = new ArrayList<>(c.items());
        if (c.kind() == CategoryKind.NUMERICAL) {
            items.sort(Comparator.comparing(ItemEdits::number));
        } else {
            Collator collator = Collator.getInstance(locale);
            items.sort(collator::compare);
        }
        return c.withItems(items);
    }

    private static BigDecimal number(String s) {
        try {
            return new BigDecimal(s.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
