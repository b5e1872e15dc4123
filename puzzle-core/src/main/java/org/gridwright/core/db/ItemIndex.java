package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every item of a database by its key (case folded, surrounding spaces dropped): where it occurs, in database
 * order. Built once per database value; duplicates, word search and draws read it. Occurrences are kept in flat
 * arrays chained per key, so building it costs one map entry per distinct item and no object per occurrence.
 */
final class ItemIndex {
    /** One occurrence: category index in the database and item index in the category. */
    record Occurrence(int category, int item) {
    }

    private final String[] keys;
    private final int keyCount;
    private final Map<String, Integer> byKey;
    /** Per key: its first occurrence; per occurrence: the next one of the same key (-1: none). */
    private final int[] first;
    private final int[] next;
    private final int[] count;
    private final int[] occCategory;
    private final int[] occItem;

    ItemIndex(CategoryDatabase db) {
        List<DbCategory> cs = db.categories();
        int n = 0;
        for (DbCategory c : cs) {
            n += c.size();
        }
        byKey = new HashMap<>(Math.max(16, n * 4 / 3 + 1));
        String[] ks = new String[n];
        int[] firstOf = new int[n];
        int[] lastOf = new int[n];
        int[] counts = new int[n];
        next = new int[n];
        occCategory = new int[n];
        occItem = new int[n];
        int distinct = 0;
        int o = 0;
        for (int c = 0; c < cs.size(); c++) {
            List<String> items = cs.get(c).items();
            for (int i = 0; i < items.size(); i++, o++) {
                String key = Names.key(items.get(i));
                occCategory[o] = c;
                occItem[o] = i;
                next[o] = -1;
                Integer slot = byKey.putIfAbsent(key, distinct);
                if (slot == null) {
                    ks[distinct] = key;
                    firstOf[distinct] = o;
                    lastOf[distinct] = o;
                    counts[distinct] = 1;
                    distinct++;
                } else {
                    next[lastOf[slot]] = o;
                    lastOf[slot] = o;
                    counts[slot]++;
                }
            }
        }
        keys = ks;
        keyCount = distinct;
        first = Arrays.copyOf(firstOf, distinct);
        count = Arrays.copyOf(counts, distinct);
    }

    /** How many distinct keys there are; slots run from 0 in order of first occurrence. */
    int size() {
        return keyCount;
    }

    String key(int slot) {
        return keys[slot];
    }

    /** How often the key of a slot occurs. */
    int count(int slot) {
        return count[slot];
    }

    List<Occurrence> occurrences(int slot) {
        List<Occurrence> out = new ArrayList<>(count[slot]);
        for (int o = first[slot]; o >= 0; o = next[o]) {
            out.add(new Occurrence(occCategory[o], occItem[o]));
        }
        return out;
    }

    /** The slot of a key, or -1. */
    int slot(String key) {
        Integer s = byKey.get(key);
        return s == null ? -1 : s;
    }
}
