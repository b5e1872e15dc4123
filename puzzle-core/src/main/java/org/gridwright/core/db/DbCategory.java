package org.gridwright.core.db;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.Phrases;

/**
 * One category of the database.
 *
 * @param className the class it belongs to
 * @param id        its identifier, unique within the class ({@code pets})
 * @param kind      categorical, ordinal (items in ascending order) or numerical (items are ascending numbers)
 * @param weight    its drawing weight within its class (0: never drawn)
 * @param name      the heading a puzzle shows and clue texts use ({@code Pet})
 * @param subset    how k items are taken from the list
 * @param label     for a numerical category, the display pattern ({@code @ cm}); null otherwise or when none
 * @param items     the items, in order (the order is the ascending order of an ordinal category)
 * @param phrases   how clue sentences speak of its items ("wears the @"), or null for a category of proper names
 *                  (and any other that reads well without); comparatives only for ordinal and numerical ones
 * @param forms     the inflected forms of items by label ({@link Forms}: cases, gender, number; the optional
 *                  columns of {@code items.csv}), empty for a language that needs none; forms of items the
 *                  category does not have are dropped
 */
public record DbCategory(String className, String id, CategoryKind kind, double weight, String name, Subset subset,
        String label, List<String> items, Phrases phrases, Map<String, Forms> forms) {

    public DbCategory {
        className = Names.checkName(className, "class");
        id = Names.checkName(id, "category");
        Objects.requireNonNull(kind, "kind");
        Names.checkWeight(weight);
        name = name == null || name.isBlank() ? Names.heading(id) : name.strip();
        subset = subset == null ? defaultSubset(kind) : subset;
        label = label == null || label.isBlank() || kind != CategoryKind.NUMERICAL ? null : label;
        items = items.stream().map(String::strip).toList();
        Map<String, Forms> kept = new LinkedHashMap<>();
        if (forms != null) {
            for (String it : items) {
                Forms f = forms.get(it);
                if (f != null && !f.isEmpty()) {
                    kept.put(it, f);
                }
            }
        }
        forms = java.util.Collections.unmodifiableMap(kept);
        if (phrases != null && phrases.ordered() && !kind.isOrdered()) {
            throw new IllegalArgumentException(Msg.get("edit.phrasesUnordered", className + "/" + id));
        }
        if (phrases != null && phrases.amount() != null && !kind.isOrdered()) {
            throw new IllegalArgumentException(Msg.get("edit.amountUnordered", className + "/" + id));
        }
        Set<String> seen = new HashSet<>();
        BigDecimal last = null;
        for (String it : items) {
            if (it.isBlank()) {
                throw new IllegalArgumentException(Msg.get("edit.blankItem", className + "/" + id));
            }
            if (!seen.add(it)) {
                throw new IllegalArgumentException(Msg.get("edit.itemTwice", className + "/" + id, it));
            }
            if (kind == CategoryKind.NUMERICAL) {
                BigDecimal v = Numbers.parse(it);
                if (v == null) {
                    throw new IllegalArgumentException(Msg.get("edit.notNumber", className + "/" + id, it));
                }
                if (last != null && last.compareTo(v) >= 0) {
                    throw new IllegalArgumentException(Msg.get("edit.notAscending", className + "/" + id, it));
                }
                last = v;
            }
        }
    }

    /** A category without inflected forms. */
    public DbCategory(String className, String id, CategoryKind kind, double weight, String name, Subset subset,
            String label, List<String> items, Phrases phrases) {
        this(className, id, kind, weight, name, subset, label, items, phrases, Map.of());
    }

    /** A category without phrases. */
    public DbCategory(String className, String id, CategoryKind kind, double weight, String name, Subset subset,
            String label, List<String> items) {
        this(className, id, kind, weight, name, subset, label, items, null);
    }

    /** A categorical or ordinal category with the default heading and subset rule. */
    public static DbCategory of(String className, String id, CategoryKind kind, double weight, List<String> items) {
        return new DbCategory(className, id, kind, weight, null, null, null, items);
    }

    static Subset defaultSubset(CategoryKind kind) {
        return kind == CategoryKind.CATEGORICAL ? Subset.ANY : Subset.CONTIGUOUS;
    }

    /** {@code class/category}, how places are named in duplicates and search results. */
    public String place() {
        return className + "/" + id;
    }

    public int size() {
        return items.size();
    }

    public DbCategory withItems(List<String> newItems) {
        return new DbCategory(className, id, kind, weight, name, subset, label, newItems, phrases, forms);
    }

    public DbCategory withWeight(double w) {
        return new DbCategory(className, id, kind, w, name, subset, label, items, phrases, forms);
    }

    public DbCategory withName(String n) {
        return new DbCategory(className, id, kind, weight, n, subset, label, items, phrases, forms);
    }

    public DbCategory withKind(CategoryKind k) {
        return new DbCategory(className, id, k, weight, name, k == kind ? subset : defaultSubset(k), label, items,
                phrasesFor(k), forms);
    }

    /** The phrases as a category of kind {@code k} holds them: comparatives if ordered, an amount if ordered. */
    private Phrases phrasesFor(CategoryKind k) {
        if (phrases == null) {
            return null;
        }
        boolean keepOrder = phrases.ordered() && k.isOrdered();
        String amount = k.isOrdered() ? phrases.amount() : null;
        return new Phrases(phrases.is(), phrases.isNot(), keepOrder ? phrases.less() : null,
                keepOrder ? phrases.more() : null, amount);
    }

    public DbCategory withSubset(Subset s) {
        return new DbCategory(className, id, kind, weight, name, s, label, items, phrases, forms);
    }

    public DbCategory withLabel(String l) {
        return new DbCategory(className, id, kind, weight, name, subset, l, items, phrases, forms);
    }

    public DbCategory withPlace(String newClass, String newId) {
        return new DbCategory(newClass, newId, kind, weight, name, subset, label, items, phrases, forms);
    }

    /** This category with other inflected forms of its items (empty: none). */
    public DbCategory withForms(Map<String, Forms> f) {
        return new DbCategory(className, id, kind, weight, name, subset, label, items, phrases, f);
    }

    /** This category with other phrases (null: none). */
    public DbCategory withPhrases(Phrases p) {
        return new DbCategory(className, id, kind, weight, name, subset, label, items, p, forms);
    }
}
