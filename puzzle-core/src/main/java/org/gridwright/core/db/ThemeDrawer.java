package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.text.Templates;

/**
 * One draw of a puzzle's categories in a theme: the cast, then the theme's parts by weight (the ordered ones the
 * request needs first), never two that an exclusion keeps apart, never an item or heading twice; then a title and
 * an introduction from the theme's templates. Walks lists in order, so the result depends only on the database,
 * the theme, the request and the generator state.
 */
final class ThemeDrawer {
    private static final int NUMBER_ATTEMPTS = 60;

    private final ThemePlan plan;
    private final Theme theme;
    private final RandomGenerator rnd;
    private final int k;
    private final int count;
    private final int minOrdered;
    /** The items taken, by the number of their key ({@link ThemePlan#ids}); those of keys outside it by key. */
    private final boolean[] takenIds;
    private Set<String> takenOthers;
    private final Set<String> takenNames = new HashSet<>();
    /** Per option, how many of its category's items are taken, and which (made when the first is). */
    private final int[] takenCount;
    private final boolean[][] taken;

    ThemeDrawer(ThemePlan plan, RandomGenerator rnd, DrawRequest req) {
        this.plan = plan;
        this.theme = plan.theme;
        this.rnd = rnd;
        this.k = req.items();
        this.count = req.categories();
        this.minOrdered = req.minOrdered();
        this.takenIds = new boolean[plan.keyCount()];
        this.takenCount = new int[plan.options.length];
        this.taken = new boolean[plan.options.length][];
    }

    ThemedDraw draw() throws DrawException {
        Category cast = cast();
        ThemePlan.Option[] options = plan.options;
        boolean[] chosen = new boolean[options.length];
        List<Integer> chosenAt = new ArrayList<>();
        List<Category> drawn = new ArrayList<>();
        List<ThemePlan.Option> made = new ArrayList<>();
        List<ThemePlan.Option> open = new ArrayList<>();
        int ordered = 0;
        while (drawn.size() < count - 1) {
            boolean mustOrder = ordered < minOrdered;
            open.clear();
            for (int i = 0; i < options.length; i++) {
                ThemePlan.Option o = options[i];
                if ((!mustOrder || o.ordered) && !chosen[o.same] && !excluded(o, chosenAt)
                        && !takenNames.contains(o.headingKey) && (o.category == null || usable(i))) {
                    open.add(o);
                }
            }
            ThemePlan.Option o = Weighted.pick(rnd, open, ThemePlan.Option::weight);
            if (o == null) {
                throw new DrawException(ThemeText.get("draw.parts", theme.name(), count - 1 - drawn.size(), k,
                        Math.max(0, minOrdered - ordered)));
            }
            int at = indexOf(o);
            chosen[o.same] = true;
            chosenAt.add(at);
            Category c = o.category == null ? number(o) : take(at);
            if (c == null) {
                continue;
            }
            drawn.add(c);
            made.add(o);
            if (o.ordered) {
                ordered++;
            }
        }
        // the parts in a random order after the cast (the ordered ones the request needed were drawn first)
        List<String> asks = new ArrayList<>();
        int[] order = new int[drawn.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        List<Category> out = new ArrayList<>();
        out.add(cast);
        for (int i : order) {
            out.add(drawn.get(i));
            asks.add(made.get(i).ask);
        }
        String list = plan.asks(asks);
        String title = plan.titles[rnd.nextInt(plan.titles.length)].replace("{asks}", list);
        String intro = plan.intros[rnd.nextInt(plan.intros.length)].replace("{asks}", list);
        return new ThemedDraw(theme.name(), out, cast.name(), theme.noun(), title, intro);
    }

    private int indexOf(ThemePlan.Option o) {
        for (int i = 0; i < plan.options.length; i++) {
            if (plan.options[i] == o) {
                return i;
            }
        }
        throw new IllegalStateException();
    }

    private boolean excluded(ThemePlan.Option o, List<Integer> chosenAt) {
        for (int c : chosenAt) {
            if (o.excludes[c]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Notes a drawn category's name (by its key) and its items' keys (shown as the category shows them; {@code ids}
     * their numbers).
     */
    private void note(String nameKey, String[] keys, int[] ids, int[] pos) {
        takenNames.add(nameKey);
        for (int p : pos) {
            int id = ids[p];
            if (id < 0) {
                if (takenOthers == null) {
                    takenOthers = new HashSet<>();
                }
                takenOthers.add(keys[p]);
                continue;
            }
            if (takenIds[id]) {
                continue;
            }
            takenIds[id] = true;
            int[] occ = plan.occurrences[id];
            if (occ == null) {
                continue;
            }
            for (int i = 0; i < occ.length; i += 2) {
                boolean[] t = taken[occ[i]];
                if (t == null) {
                    t = new boolean[plan.options[occ[i]].freeKeys.length];
                    taken[occ[i]] = t;
                }
                if (!t[occ[i + 1]]) {
                    t[occ[i + 1]] = true;
                    takenCount[occ[i]]++;
                }
            }
        }
    }

    static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------ cast

    private Category cast() throws DrawException {
        List<Integer> alternatives = new ArrayList<>(plan.casts.length);
        for (int i = 0; i < plan.casts.length; i++) {
            alternatives.add(i);
        }
        while (!alternatives.isEmpty()) {
            ThemePlan.CastPlan plannedCast = plan.casts[alternatives.remove(rnd.nextInt(alternatives.size()))];
            if (plannedCast == null) {
                continue;
            }
            ThemePlan.Cast alt = plannedCast.cast();
            int[] pos = sample(null, alt.pool().size(), k);
            List<String> names = new ArrayList<>(k);
            for (int p : pos) {
                names.add(alt.pool().get(p));
            }
            Category out = Category.labelled(alt.heading(), CategoryKind.CATEGORICAL, names);
            out = alt.forms().isEmpty() ? out : out.withForms(alt.forms());
            note(plannedCast.headingKey(), alt.keys(), plannedCast.ids(), pos);
            return out;
        }
        throw new DrawException(ThemeText.get("draw.cast", theme.name(), k));
    }

    /**
     * k of {@code from}'s first n values (of 0…n-1 when null), uniformly, ascending: the first k places of a
     * shuffle of them, only the places a swap touched kept.
     */
    private int[] sample(int[] from, int n, int size) {
        int[] at = new int[2 * size];
        int[] value = new int[2 * size];
        int touched = 0;
        for (int i = 0; i < size; i++) {
            int j = i + rnd.nextInt(n - i);
            int ai = find(at, touched, i);
            if (ai < 0) {
                at[touched] = i;
                value[touched] = from == null ? i : from[i];
                ai = touched++;
            }
            int aj = find(at, touched, j);
            if (aj < 0) {
                at[touched] = j;
                value[touched] = from == null ? j : from[j];
                aj = touched++;
            }
            int t = value[ai];
            value[ai] = value[aj];
            value[aj] = t;
        }
        int[] pos = new int[size];
        for (int i = 0; i < size; i++) {
            pos[i] = value[find(at, touched, i)];
        }
        java.util.Arrays.sort(pos);
        return pos;
    }

    private static int find(int[] at, int touched, int i) {
        for (int x = 0; x < touched; x++) {
            if (at[x] == i) {
                return x;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ parts

    /** True when option i's category has k items still free (and a window of them where it takes one). */
    private boolean usable(int i) {
        ThemePlan.Option o = plan.options[i];
        int free = o.freeKeys.length - takenCount[i];
        if (free < k) {
            return false;
        }
        return o.category.subset() != Subset.CONTIGUOUS || taken[i] == null || windows(free(i)).length > 0;
    }

    /** The positions of option i's items still free, ascending. */
    private int[] free(int i) {
        int n = plan.options[i].freeKeys.length;
        int[] out = new int[n - takenCount[i]];
        boolean[] t = taken[i];
        int m = 0;
        for (int p = 0; p < n; p++) {
            if (t == null || !t[p]) {
                out[m++] = p;
            }
        }
        return out;
    }

    private int[] windows(int[] usable) {
        int[] starts = new int[usable.length];
        int m = 0;
        int run = 0;
        for (int j = 0; j < usable.length; j++) {
            run = j > 0 && usable[j] == usable[j - 1] + 1 ? run + 1 : 1;
            if (run >= k) {
                starts[m++] = usable[j] - k + 1;
            }
        }
        return java.util.Arrays.copyOf(starts, m);
    }

    private Category take(int at) {
        ThemePlan.Option o = plan.options[at];
        DbCategory c = o.category;
        int[] usable = free(at);
        int[] pos;
        if (c.subset() == Subset.FIRST) {
            pos = java.util.Arrays.copyOf(usable, k);
        } else if (c.subset() == Subset.CONTIGUOUS) {
            int[] starts = windows(usable);
            int s = starts[rnd.nextInt(starts.length)];
            pos = new int[k];
            for (int i = 0; i < k; i++) {
                pos[i] = s + i;
            }
        } else {
            pos = sample(usable, usable.length, k);
        }
        Category out;
        if (c.kind() == CategoryKind.NUMERICAL) {
            List<BigDecimal> values = new ArrayList<>(k);
            for (int p : pos) {
                values.add(o.values.get(p));
            }
            out = Category.numerical(o.heading, values, c.label());
        } else {
            List<String> items = new ArrayList<>(k);
            for (int p : pos) {
                items.add(c.items().get(p));
            }
            out = Category.labelled(o.heading, c.kind(), items);
        }
        note(o.headingKey, o.shownKeys, o.shownIds, pos);
        return Drawer.withForms(o.phrases == null ? out : o.phrased(out), c);
    }

    private Category number(ThemePlan.Option o) {
        List<NumberScheme> schemes = o.schemes;
        if (schemes.isEmpty()) {
            return null;
        }
        for (int attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
            int scheme = rnd.nextInt(schemes.size());
            ThemePlan.Number n = o.number(plan, scheme, schemes.get(scheme).choices(rnd, k), k);
            if (n.keys() == null || taken(n)) {
                continue;
            }
            int[] pos = new int[k];
            for (int i = 0; i < k; i++) {
                pos[i] = i;
            }
            note(o.headingKey, n.keys(), n.ids(), pos);
            return n.category();
        }
        return null;
    }

    /** True when an item of one of the number's keys is taken. */
    private boolean taken(ThemePlan.Number n) {
        for (int i = 0; i < k; i++) {
            int id = n.ids()[i];
            if (id >= 0 ? takenIds[id] : takenOthers != null && takenOthers.contains(n.keys()[i])) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ title and introduction

    static String capital(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    /** "a", "a and b", "a, b and c" in the bundle's words. */
    static String list(List<String> xs) {
        return list(ThemeText.of(null), xs);
    }

    /** "a", "a and b", "a, b and c" in the words of {@code w}. */
    static String list(Templates w, List<String> xs) {
        if (xs.isEmpty()) {
            return "";
        }
        if (xs.size() == 1) {
            return xs.get(0);
        }
        if (xs.size() == 2) {
            return w.fill("list.two", xs.get(0), xs.get(1));
        }
        String s = xs.get(0);
        for (int i = 1; i < xs.size() - 1; i++) {
            s = w.fill("list.more", s, xs.get(i));
        }
        return w.fill("list.last", s, xs.get(xs.size() - 1));
    }
}
