package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Which categories hold a word: exact matches (case and surrounding spaces ignored) first, then partial ones. */
public final class WordSearch {
    private WordSearch() {
    }

    /** One item found: its place ({@code class/category}), the item as written, and whether it is the whole word. */
    public record Hit(String place, String item, boolean exact) {
    }

    /** The answer to one search. */
    public record Result(String word, List<Hit> hits) {
        public Result {
            hits = List.copyOf(hits);
        }

        /** Each place once: those with an exact match first, then those with only partial ones. */
        public List<String> places() {
            Set<String> out = new LinkedHashSet<>();
            for (Hit h : hits) {
                out.add(h.place());
            }
            return List.copyOf(out);
        }

        /** The places holding the word itself. */
        public List<String> exactPlaces() {
            Set<String> out = new LinkedHashSet<>();
            for (Hit h : hits) {
                if (h.exact()) {
                    out.add(h.place());
                }
            }
            return List.copyOf(out);
        }
    }

    /** Every item equal to or containing {@code word}; a blank word finds nothing. */
    public static Result find(CategoryDatabase db, String word) {
        String key = Names.key(word);
        List<Hit> hits = new ArrayList<>();
        if (key.isEmpty()) {
            return new Result(word, hits);
        }
        ItemIndex index = db.index();
        List<DbCategory> cs = db.categories();
        int exact = index.slot(key);
        if (exact >= 0) {
            add(hits, cs, index.occurrences(exact), true);
        }
        for (int s = 0; s < index.size(); s++) {
            if (s != exact && index.key(s).contains(key)) {
                add(hits, cs, index.occurrences(s), false);
            }
        }
        return new Result(word, hits);
    }

    private static void add(List<Hit> hits, List<DbCategory> cs, List<ItemIndex.Occurrence> occ, boolean exact) {
        for (ItemIndex.Occurrence o : occ) {
            DbCategory c = cs.get(o.category());
            hits.add(new Hit(c.place(), c.items().get(o.item()), exact));
        }
    }
}
