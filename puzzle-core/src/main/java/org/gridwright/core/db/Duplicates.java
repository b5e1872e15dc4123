package org.gridwright.core.db;

import java.util.ArrayList;
import java.util.List;

/** Items that occur more than once: in two categories, or twice in one (case and surrounding spaces ignored). */
public final class Duplicates {
    private Duplicates() {
    }

    /**
     * One duplicated item.
     *
     * @param item   the item as first written
     * @param places every {@code class/category} holding it, once per occurrence, in database order
     */
    public record Duplicate(String item, List<String> places) {
        public Duplicate {
            places = List.copyOf(places);
        }
    }

    /** Every duplicated item, in order of first occurrence. */
    public static List<Duplicate> find(CategoryDatabase db) {
        ItemIndex index = db.index();
        List<DbCategory> cs = db.categories();
        List<Duplicate> out = new ArrayList<>();
        for (int s = 0; s < index.size(); s++) {
            if (index.count(s) < 2) {
                continue;
            }
            List<ItemIndex.Occurrence> occ = index.occurrences(s);
            List<String> places = new ArrayList<>(occ.size());
            for (ItemIndex.Occurrence o : occ) {
                places.add(cs.get(o.category()).place());
            }
            ItemIndex.Occurrence first = occ.get(0);
            out.add(new Duplicate(cs.get(first.category()).items().get(first.item()), places));
        }
        return out;
    }
}
