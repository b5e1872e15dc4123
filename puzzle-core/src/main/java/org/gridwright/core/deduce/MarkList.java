package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;

/**
 * Marks written as text, for a grid in some state (a player's, a hint's): entries separated by {@code ;} or new
 * lines, each {@code A = B} (● A goes with B) or {@code A != B} (✗ A does not go with B; {@code ≠} works too).
 * An item is its label as the puzzle file has it ({@code Ida}, {@code 20}), as a reader sees it ({@code $20},
 * {@code House 3}), or {@code Category: label} where a label is in two categories. Case and surrounding spaces do
 * not matter; {@code #} starts a comment to the end of the line.
 *
 * <pre>
 * Ida = $20; Ben != $5
 * Price: 20 = Colour: red   # the same label in two categories
 * </pre>
 */
public final class MarkList {
    private MarkList() {
    }

    /**
     * The grid with the marks of {@code text} on an empty one.
     *
     * @throws IllegalArgumentException naming the entry (its number, counted from 1) and what is wrong with it
     */
    public static Grid parse(Puzzle p, String text) {
        Grid.Builder g = Grid.empty(p.categoryCount(), p.size()).toBuilder();
        Names names = new Names(p);
        List<String> entries = new ArrayList<>();
        for (String line : text.split("\\R")) {
            int hash = line.indexOf('#');
            String body = hash >= 0 ? line.substring(0, hash) : line;
            for (String e : body.split(";")) {
                if (!e.isBlank()) {
                    entries.add(e.strip());
                }
            }
        }
        int n = 0;
        for (String e : entries) {
            n++;
            Mark m;
            String[] sides;
            if (e.contains("!=")) {
                m = Mark.NO;
                sides = e.split("!=", -1);
            } else if (e.contains("≠")) {
                m = Mark.NO;
                sides = e.split("≠", -1);
            } else if (e.contains("=")) {
                m = Mark.YES;
                sides = e.split("=", -1);
            } else {
                throw new IllegalArgumentException("mark " + n + " '" + e + "': write A = B or A != B");
            }
            if (sides.length != 2) {
                throw new IllegalArgumentException("mark " + n + " '" + e + "': write A = B or A != B");
            }
            Item a = item(p, names, sides[0].strip(), n, e);
            Item b = item(p, names, sides[1].strip(), n, e);
            if (a.category() == b.category()) {
                throw new IllegalArgumentException("mark " + n + " '" + e + "': both items are "
                        + p.category(a.category()).name() + "; a mark joins two categories");
            }
            Mark now = g.build().get(a, b);
            if (now != Mark.UNKNOWN && now != m) {
                throw new IllegalArgumentException("mark " + n + " '" + e + "': the same pair is marked both ways");
            }
            g.set(a, b, m);
        }
        return g.build();
    }

    private static Item item(Puzzle p, Names names, String s, int n, String entry) {
        if (s.isEmpty()) {
            throw new IllegalArgumentException("mark " + n + " '" + entry + "': an item is missing");
        }
        int colon = s.indexOf(':');
        List<Item> found = new ArrayList<>();
        if (colon > 0) {
            String cat = s.substring(0, colon).strip();
            String label = s.substring(colon + 1).strip();
            for (int c = 0; c < p.categoryCount(); c++) {
                if (p.category(c).name().equalsIgnoreCase(cat)) {
                    addMatches(p, names, c, label, found);
                }
            }
            if (!found.isEmpty()) {
                return found.get(0);
            }
        }
        for (int c = 0; c < p.categoryCount(); c++) {
            addMatches(p, names, c, s, found);
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("mark " + n + " '" + entry + "': no item '" + s + "' in the puzzle");
        }
        if (found.size() > 1) {
            List<String> where = new ArrayList<>();
            for (Item i : found) {
                where.add(p.category(i.category()).name() + ": " + s);
            }
            throw new IllegalArgumentException("mark " + n + " '" + entry + "': '" + s
                    + "' is in more than one category; write " + String.join(" or ", where));
        }
        return found.get(0);
    }

    private static void addMatches(Puzzle p, Names names, int c, String s, List<Item> found) {
        Category cat = p.category(c);
        String want = s.toLowerCase(Locale.ROOT);
        for (int i = 0; i < cat.size(); i++) {
            if (cat.items().get(i).toLowerCase(Locale.ROOT).equals(want)
                    || cat.display(i).toLowerCase(Locale.ROOT).equals(want)
                    || names.of(c, i).toLowerCase(Locale.ROOT).equals(want)) {
                found.add(new Item(c, i));
                return;
            }
        }
    }
}
