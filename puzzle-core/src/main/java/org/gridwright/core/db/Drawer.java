package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.NumberLabel;
import org.gridwright.core.model.Phrases;

/**
 * One draw of categories for a puzzle. Walks lists in database order and uses sets only to ask membership, so the
 * result depends only on the database, the request and the generator state.
 */
final class Drawer {
    private static final int SCHEME_ATTEMPTS = 200;

    private final CategoryDatabase db;
    private final RandomGenerator rnd;
    private final DrawRequest req;
    private final int k;
    private final Map<String, DbClass> classes = new HashMap<>();
    private final Set<String> takenItems = new LinkedHashSet<>();
    private final Set<String> takenNames = new HashSet<>();
    private final Set<String> usedPlaces = new HashSet<>();
    private final Set<String> usedPatterns = new HashSet<>();
    private final List<String> usedClasses = new ArrayList<>();
    private int ordinals;
    private int numericals;

    Drawer(CategoryDatabase db, RandomGenerator rnd, DrawRequest req) {
        this.db = db;
        this.rnd = rnd;
        this.req = req;
        this.k = req.items();
        for (DbClass c : db.classes()) {
            classes.put(c.name(), c);
        }
    }

    /** One slot to fill: its kind, and whether the request insists on an ordered kind there. */
    private record Slot(CategoryKind kind, boolean required, boolean ordered) {
    }

    List<Category> draw() throws DrawException {
        // weights of 0 everywhere leave nothing to draw: said as such, not as a missing category of k items
        if (db.classes().stream().noneMatch(c -> c.weight() > 0)) {
            throw new DrawException(Msg.get("draw.classWeightsZero"));
        }
        if (db.categories().stream().noneMatch(c -> c.weight() > 0 && classes.containsKey(c.className())
                && classes.get(c.className()).weight() > 0)) {
            throw new DrawException(Msg.get("draw.categoryWeightsZero"));
        }
        List<Slot> slots = slots();
        List<Category> out = new ArrayList<>(slots.size());
        for (Slot slot : slots) {
            Category c = fill(slot);
            takenNames.add(nameKey(c.name()));
            for (int i = 0; i < c.size(); i++) {
                takenItems.add(Names.key(c.display(i)));
            }
            out.add(c);
        }
        return out;
    }

    private Category fill(Slot slot) throws DrawException {
        try {
            return draw(slot.kind());
        } catch (DrawException e) {
            if (slot.required() || slot.kind() == CategoryKind.CATEGORICAL) {
                throw e;
            }
            CategoryKind other = slot.kind() == CategoryKind.ORDINAL ? CategoryKind.NUMERICAL : CategoryKind.ORDINAL;
            boolean otherAllowed = other == CategoryKind.ORDINAL ? ordinals < req.maxOrdinal()
                    : numericals < req.maxNumerical();
            if (otherAllowed) {
                try {
                    count(other, slot.kind());
                    return draw(other);
                } catch (DrawException again) {
                    count(slot.kind(), other);
                }
            }
            if (slot.ordered()) {
                throw e;
            }
            count(CategoryKind.CATEGORICAL, slot.kind());
            return draw(CategoryKind.CATEGORICAL);
        }
    }

    private Category draw(CategoryKind kind) throws DrawException {
        return kind == CategoryKind.NUMERICAL ? numerical() : listed(kind);
    }

    /** Moves one slot's count from one kind to another after a fallback. */
    private void count(CategoryKind to, CategoryKind from) {
        ordinals += (to == CategoryKind.ORDINAL ? 1 : 0) - (from == CategoryKind.ORDINAL ? 1 : 0);
        numericals += (to == CategoryKind.NUMERICAL ? 1 : 0) - (from == CategoryKind.NUMERICAL ? 1 : 0);
    }

    /**
     * The slots: the first categorical, then the minimums, then ordered slots up to {@code minOrdered}, the rest by
     * weight; all but the first shuffled.
     */
    private List<Slot> slots() {
        List<Slot> slots = new ArrayList<>();
        slots.add(new Slot(CategoryKind.CATEGORICAL, true, false));
        for (int i = 0; i < req.minOrdinal(); i++) {
            slots.add(new Slot(CategoryKind.ORDINAL, true, true));
        }
        for (int i = 0; i < req.minNumerical(); i++) {
            slots.add(new Slot(CategoryKind.NUMERICAL, true, true));
        }
        ordinals = req.minOrdinal();
        numericals = req.minNumerical();
        boolean anyOrdinal = !candidates(CategoryKind.ORDINAL, false).isEmpty();
        boolean anyNumerical = !candidates(CategoryKind.NUMERICAL, false).isEmpty()
                || db.schemes().stream().anyMatch(x -> x.weight() > 0);
        while (slots.size() < req.categories()) {
            boolean ordered = ordinals + numericals < req.minOrdered();
            List<CategoryKind> open = new ArrayList<>();
            if (!ordered) {
                open.add(CategoryKind.CATEGORICAL);
            }
            if (ordinals < req.maxOrdinal() && anyOrdinal) {
                open.add(CategoryKind.ORDINAL);
            }
            if (numericals < req.maxNumerical() && anyNumerical) {
                open.add(CategoryKind.NUMERICAL);
            }
            if (open.isEmpty()) {
                // an ordered slot the database has no kind for: let the draw say which kind is missing
                open.add(ordinals < req.maxOrdinal() ? CategoryKind.ORDINAL : CategoryKind.NUMERICAL);
            }
            CategoryKind kind = Weighted.pick(rnd, open, x -> switch (x) {
                case CATEGORICAL -> req.categoricalWeight();
                case ORDINAL -> req.ordinalWeight();
                case NUMERICAL -> req.numericalWeight();
            });
            if (kind == null) {
                kind = open.get(0);
            }
            count(kind, CategoryKind.CATEGORICAL);
            slots.add(new Slot(kind, false, ordered));
        }
        for (int i = slots.size() - 1; i > 1; i--) {
            int j = 1 + rnd.nextInt(i);
            Slot t = slots.get(i);
            slots.set(i, slots.get(j));
            slots.set(j, t);
        }
        return slots;
    }

    // ------------------------------------------------------------------ listed categories

    /**
     * A category of the database that can still give k items, with the positions it can give them from (null: all
     * of them).
     */
    private record Candidate(DbCategory category, List<Integer> usable) {
        List<Integer> positions() {
            if (usable != null) {
                return usable;
            }
            List<Integer> all = new ArrayList<>(category.size());
            for (int i = 0; i < category.size(); i++) {
                all.add(i);
            }
            return all;
        }
    }

    /** For each category index, the item positions already taken by earlier slots, found through the index. */
    private Map<Integer, Set<Integer>> blocked() {
        Map<Integer, Set<Integer>> out = new HashMap<>();
        ItemIndex index = db.index();
        for (String key : takenItems) {
            int slot = index.slot(key);
            if (slot >= 0) {
                for (ItemIndex.Occurrence o : index.occurrences(slot)) {
                    out.computeIfAbsent(o.category(), x -> new HashSet<>()).add(o.item());
                }
            }
        }
        return out;
    }

    private List<Candidate> candidates(CategoryKind kind, boolean freshNamesOnly) {
        List<Candidate> out = new ArrayList<>();
        Map<Integer, Set<Integer>> blocked = blocked();
        List<DbCategory> all = db.categories();
        for (int ci = 0; ci < all.size(); ci++) {
            DbCategory c = all.get(ci);
            if (c.kind() != kind || !(c.weight() > 0) || c.size() < k || usedPlaces.contains(c.place())) {
                continue;
            }
            if (!(classes.get(c.className()).weight() > 0)
                    || freshNamesOnly && takenNames.contains(nameKey(c.name()))) {
                continue;
            }
            boolean labelled = c.label() != null && c.label().contains("@");
            Set<Integer> b = blocked.get(ci);
            if (!labelled && b == null) {
                out.add(new Candidate(c, null));
                continue;
            }
            List<Integer> usable = new ArrayList<>(c.size());
            for (int i = 0; i < c.size(); i++) {
                if (labelled ? !takenItems.contains(Names.key(display(c, i))) : !b.contains(i)) {
                    usable.add(i);
                }
            }
            if (usable.size() >= k && (c.subset() != Subset.CONTIGUOUS || !windows(usable).isEmpty())) {
                out.add(new Candidate(c, usable));
            }
        }
        return out;
    }

    private static String display(DbCategory c, int i) {
        String item = c.items().get(i);
        BigDecimal value = NumberLabel.isPattern(c.label()) ? Numbers.parse(item) : null;
        return value == null ? item : NumberLabel.show(c.label(), value);
    }

    /** The first positions of runs of k consecutive usable positions. */
    private List<Integer> windows(List<Integer> usable) {
        List<Integer> starts = new ArrayList<>();
        int run = 0;
        for (int j = 0; j < usable.size(); j++) {
            run = j > 0 && usable.get(j) == usable.get(j - 1) + 1 ? run + 1 : 1;
            if (run >= k) {
                starts.add(usable.get(j) - k + 1);
            }
        }
        return starts;
    }

    private Candidate choose(List<Candidate> cs) {
        List<String> having = new ArrayList<>();
        for (DbClass c : db.classes()) {
            for (Candidate x : cs) {
                if (x.category().className().equals(c.name())) {
                    having.add(c.name());
                    break;
                }
            }
        }
        List<String> fresh = having.stream().filter(c -> !usedClasses.contains(c)).toList();
        List<String> pool = fresh.isEmpty() ? having : fresh;
        String cls = Weighted.pick(rnd, pool, n -> classes.get(n).weight());
        List<Candidate> in = cs.stream().filter(x -> x.category().className().equals(cls)).toList();
        return Weighted.pick(rnd, in, x -> x.category().weight());
    }

    private Category listed(CategoryKind kind) throws DrawException {
        List<Candidate> cs = candidates(kind, true);
        if (cs.isEmpty()) {
            cs = candidates(kind, false);
        }
        if (cs.isEmpty()) {
            throw new DrawException(Msg.get("draw.none", kind.code(), k));
        }
        return take(choose(cs));
    }

    private Category take(Candidate x) {
        DbCategory c = x.category();
        List<Integer> pos;
        if (c.subset() == Subset.FIRST) {
            pos = new ArrayList<>(x.positions().subList(0, k));
        } else if (c.subset() == Subset.CONTIGUOUS) {
            List<Integer> starts = windows(x.positions());
            int s = starts.get(rnd.nextInt(starts.size()));
            pos = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                pos.add(s + i);
            }
        } else {
            List<Integer> u = new ArrayList<>(x.positions());
            for (int i = 0; i < k; i++) {
                int j = i + rnd.nextInt(u.size() - i);
                Integer t = u.get(i);
                u.set(i, u.get(j));
                u.set(j, t);
            }
            pos = new ArrayList<>(u.subList(0, k));
            pos.sort(null);
        }
        usedPlaces.add(c.place());
        usedClasses.add(c.className());
        String name = freshName(c.name());
        List<String> items = pos.stream().map(c.items()::get).toList();
        if (c.kind() == CategoryKind.NUMERICAL) {
            return withPhrases(Category.numerical(name, items.stream().map(Numbers::parse).toList(), c.label()),
                    c.phrases());
        }
        return withForms(withPhrases(Category.labelled(name, c.kind(), items), c.phrases()), c);
    }

    /** The drawn category carrying the phrases of what it was drawn from. */
    private static Category withPhrases(Category c, Phrases p) {
        return p == null ? c : c.withPhrases(p);
    }

    /** The drawn category carrying the inflected forms of its items, when the database gives them. */
    static Category withForms(Category c, DbCategory from) {
        return from.forms().isEmpty() ? c : c.withForms(from.forms());
    }

    private String freshName(String name) {
        String n = name;
        for (int i = 2; takenNames.contains(nameKey(n)); i++) {
            n = name + " " + i;
        }
        return n;
    }

    private static String nameKey(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------ numerical

    private Category numerical() throws DrawException {
        List<Candidate> fixed = candidates(CategoryKind.NUMERICAL, true);
        if (fixed.isEmpty()) {
            fixed = candidates(CategoryKind.NUMERICAL, false);
        }
        double fixedWeight = 0;
        for (Candidate c : fixed) {
            fixedWeight += c.category().weight();
        }
        double schemeWeight = 0;
        for (NumberScheme s : db.schemes()) {
            schemeWeight += s.weight();
        }
        if (fixedWeight > 0 && rnd.nextDouble() * (fixedWeight + schemeWeight) < fixedWeight) {
            return take(choose(fixed));
        }
        if (schemeWeight > 0) {
            for (int attempt = 0; attempt < SCHEME_ATTEMPTS; attempt++) {
                NumberScheme s = Weighted.pick(rnd, db.schemes(), NumberScheme::weight);
                List<BigDecimal> values = s.values(rnd, k);
                if (!ascending(values) || !values.stream().allMatch(PuzzleReader::numberFits)) {
                    // (a geometric scheme can grow past what a puzzle file holds: such a draw is not taken)
                    continue;
                }
                List<LabelPattern> fit = new ArrayList<>();
                for (LabelPattern l : db.labels()) {
                    if (l.weight() > 0 && s.allows(l) && l.accepts(values) && !usedPatterns.contains(l.pattern())
                            && !takenNames.contains(nameKey(l.name())) && free(l, values)) {
                        fit.add(l);
                    }
                }
                LabelPattern l = Weighted.pick(rnd, fit, LabelPattern::weight);
                if (l != null) {
                    usedPatterns.add(l.pattern());
                    return withPhrases(Category.numerical(l.name(), values, l.pattern()), l.phrases());
                }
            }
        }
        if (!fixed.isEmpty()) {
            return take(choose(fixed));
        }
        throw new DrawException(Msg.get("draw.noNumerical", k));
    }

    private boolean free(LabelPattern l, List<BigDecimal> values) {
        for (BigDecimal v : values) {
            if (takenItems.contains(Names.key(l.display(v)))) {
                return false;
            }
        }
        return true;
    }

    private static boolean ascending(List<BigDecimal> values) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i - 1).compareTo(values.get(i)) >= 0) {
                return false;
            }
        }
        return true;
    }
}
