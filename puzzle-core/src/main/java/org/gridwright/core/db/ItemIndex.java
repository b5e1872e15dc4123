package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every item of a database by its key (case folded, surrounding spaces dropped): where it occurs, in database
 * order. Built once per database value; duplicates and word search read it.
 */
final class ItemIndex {
    /** One occurrence: category index in the database and item index in the category. */
    record Occurrence(int category, int item) {
    }

    private final List<String> keys = new ArrayList<>();
    private final List<List<Occurrence>> occurrences = new ArrayList<>();
    private final Map<String, Integer> byKey = new HashMap<>();

    ItemIndex(CategoryDatabase db) {
        List<DbCategory> cs = db.categories();
        for (int c = 0; c < cs.size(); c++) {
            List<String> items = cs.get(c).items();
            for (int i = 0; i < items.size(); i++) {
                String key = Names.key(items.get(i));
                Integer slot = byKey.get(key);
                if (slot == null) {
                    slot = keys.size();
                    byKey.put(key, slot);
                    keys.add(key);
                    occurrences.add(new ArrayList<>(1));
                }
                occurrences.get(slot).add(new Occurrence(c, i));
            }
        }
    }

    /** Distinct keys in order of first occurrence. */
    List<String> keys() {
        return keys;
    }

    List<Occurrence> occurrences(int slot) {
        return occurrences.get(slot);
    }

    /** The slot of a key, or -1. */
    int slot(String key) {
        Integer s = byKey.get(key);
        return s == null ? -1 : s;
    }
}
