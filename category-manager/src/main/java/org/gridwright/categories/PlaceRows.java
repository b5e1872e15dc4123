package org.gridwright.categories;

import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.db.Duplicates.Duplicate;
import org.gridwright.core.db.WordSearch;
import org.openide.util.NbBundle.Messages;

/**
 * Rows of the duplicates and word-search tables: an item, a place ({@code class/category}) holding it, and a
 * note (how many places hold a duplicate; whether a search hit is the whole word). Opening a row opens the
 * category at that item.
 */
@Messages({
    "# {0} - count", "NOTE_Places={0} places",
    "NOTE_Exact=whole word",
    "NOTE_Partial=part of the item"
})
final class PlaceRows {
    private PlaceRows() {
    }

    record Row(String item, String place, String note) {
    }

    /** One row per occurrence of every duplicated item, grouped by item. */
    static List<Row> duplicates(List<Duplicate> dupes) {
        List<Row> out = new ArrayList<>();
        for (Duplicate d : dupes) {
            String note = Bundle.NOTE_Places(d.places().size());
            for (String place : d.places()) {
                out.add(new Row(d.item(), place, note));
            }
        }
        return out;
    }

    /** One row per hit, whole-word hits first. */
    static List<Row> search(WordSearch.Result result) {
        List<Row> out = new ArrayList<>();
        for (WordSearch.Hit h : result.hits()) {
            out.add(new Row(h.item(), h.place(), h.exact() ? Bundle.NOTE_Exact() : Bundle.NOTE_Partial()));
        }
        return out;
    }
}
