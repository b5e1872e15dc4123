package org.gridwright.core.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One category of a puzzle: a name, a kind and its items in order.
 *
 * <p>For a numerical category {@link #items()} holds the canonical text of each value
 * ({@link #canonical(BigDecimal)}), {@link #values()} the numbers themselves and {@link #label()} the optional
 * display pattern in which {@code @} stands for the number. Other kinds have no values and no label.
 *
 * <p>A category also keeps the {@code x-…} keys its file held ({@link #extensions()}, raw JSON text in file
 * order); one of them, {@value Phrases#KEY}, holds the reader {@link Phrases} clue sentences use for its items.
 */
public final class Category {
    private final String name;
    private final CategoryKind kind;
    private final List<String> items;
    private final List<BigDecimal> values;
    private final String label;
    private final Map<String, Integer> index;
    private final Map<String, String> extensions;
    private final Phrases phrases;
    private final Map<String, Forms> forms;

    private Category(String name, CategoryKind kind, List<String> items, List<BigDecimal> values, String label) {
        this.name = Objects.requireNonNull(name, "name");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.items = List.copyOf(items);
        this.values = values == null ? List.of() : List.copyOf(values);
        this.label = label;
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < this.items.size(); i++) {
            if (idx.putIfAbsent(this.items.get(i), i) != null) {
                throw new IllegalArgumentException("category '" + name + "' has the item '" + this.items.get(i) + "' twice");
            }
        }
        this.index = idx;
        this.extensions = Map.of();
        this.phrases = null;
        this.forms = Map.of();
    }

    /**
     * A copy of {@code c} with other {@code x-} keys ({@code extensions}, checked and copied) of which the phrases
     * key holds {@code phrases} and the forms key {@code forms}.
     */
    private Category(Category c, Map<String, String> extensions, Phrases phrases, Map<String, Forms> forms) {
        this.name = c.name;
        this.kind = c.kind;
        this.items = c.items;
        this.values = c.values;
        this.label = c.label;
        this.index = c.index;
        this.extensions = extensions;
        this.phrases = phrases;
        this.forms = forms;
    }

    /** This category with other {@code x-} keys, its phrases and forms read from them. */
    private Category readingExtensions(Map<String, String> ext) {
        Map<String, String> copy = Extensions.copy(ext, "category '" + name + "'");
        String p = copy.get(Phrases.KEY);
        Phrases ph;
        try {
            ph = p == null ? null : Phrases.fromJson(p, kind);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("category '" + name + "': " + Phrases.KEY + ": " + e.getMessage(), e);
        }
        String f = copy.get(Forms.KEY);
        try {
            return new Category(this, copy, ph, f == null ? Map.of() : Map.copyOf(Forms.fromJson(f)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("category '" + name + "': " + Forms.KEY + ": " + e.getMessage(), e);
        }
    }

    /** A categorical or ordinal category. */
    public static Category labelled(String name, CategoryKind kind, List<String> items) {
        if (kind == CategoryKind.NUMERICAL) {
            throw new IllegalArgumentException("a numerical category is made with Category.numerical");
        }
        return new Category(name, kind, items, null, null);
    }

    /** A numerical category; {@code values} must ascend strictly. {@code label} may be null. */
    public static Category numerical(String name, List<BigDecimal> values, String label) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i - 1).compareTo(values.get(i)) >= 0) {
                throw new IllegalArgumentException("the values of category '" + name + "' do not ascend at "
                        + canonical(values.get(i - 1)) + ", " + canonical(values.get(i)));
            }
        }
        List<String> items = new ArrayList<>(values.size());
        for (BigDecimal v : values) {
            items.add(canonical(v));
        }
        return new Category(name, CategoryKind.NUMERICAL, items, values, label);
    }

    /** The canonical text of a number: no exponent, no trailing zeros ({@code 2.50} → {@code 2.5}). */
    public static String canonical(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        return v.scale() < 0 ? v.setScale(0).toPlainString() : v.toPlainString();
    }

    public String name() {
        return name;
    }

    public CategoryKind kind() {
        return kind;
    }

    /** Item labels in order (for numerical categories, the canonical number texts). */
    public List<String> items() {
        return items;
    }

    /** The numbers of a numerical category, ascending; empty for other kinds. */
    public List<BigDecimal> values() {
        return values;
    }

    /** The display pattern of a numerical category, or null. */
    public String label() {
        return label;
    }

    public int size() {
        return items.size();
    }

    /** The {@code x-…} keys of this category as raw JSON text, in file order (empty for most categories). */
    public Map<String, String> extensions() {
        return extensions;
    }

    /** The reader phrases clue sentences use for this category's items, if it has them. */
    public Optional<Phrases> phrases() {
        return Optional.ofNullable(phrases);
    }

    /** The inflected forms of the item at {@code i} ({@link Forms}), or null when the category gives none. */
    public Forms forms(int i) {
        return forms.get(items.get(i));
    }

    /** True when some item of this category has inflected forms. */
    public boolean hasForms() {
        return !forms.isEmpty();
    }

    /** This category with these forms of its items (empty: none), kept in place among its other x- keys. */
    public Category withForms(Map<String, Forms> byItem) {
        Map<String, String> ext = new LinkedHashMap<>(extensions);
        Map<String, Forms> mine = new LinkedHashMap<>();
        for (String it : items) {
            Forms f = byItem.get(it);
            if (f != null && !f.isEmpty()) {
                mine.put(it, f);
            }
        }
        if (mine.isEmpty()) {
            ext.remove(Forms.KEY);
        } else {
            ext.put(Forms.KEY, Forms.toJson(mine, items));
        }
        return readingExtensions(ext);
    }

    /**
     * This category with these {@code x-…} keys (raw JSON text) instead of its own.
     *
     * @throws IllegalArgumentException when a key does not start with {@code x-} or the {@value Phrases#KEY}
     *                                  value is not valid phrases for this kind of category (the message names the
     *                                  {@link Phrases.Fault} code after the last colon)
     */
    public Category withExtensions(Map<String, String> ext) {
        return readingExtensions(ext);
    }

    /**
     * This category with the {@code x-…} keys of {@code other} instead of its own, as
     * {@code withExtensions(other.extensions())} gives it; when the two are of one kind and {@code other} has no
     * forms, its phrases are taken as they are instead of being read again (a theme's draws give every category of
     * one part the same phrases).
     */
    public Category withExtensionsOf(Category other) {
        if (other.kind != kind || !other.forms.isEmpty()) {
            return readingExtensions(other.extensions);
        }
        return new Category(this, other.extensions, other.phrases, Map.of());
    }

    /**
     * This category with {@code p} as its phrases (null: none), kept in place among its other x- keys.
     *
     * @throws IllegalArgumentException when {@code p} are not valid phrases for this kind of category (as
     *                                  {@link #withExtensions} says)
     */
    public Category withPhrases(Phrases p) {
        Map<String, String> ext = new LinkedHashMap<>(extensions);
        if (p == null) {
            ext.remove(Phrases.KEY);
        } else {
            // checked as reading them back from their JSON would check them, without the round trip
            Optional<Phrases.Fault> f = p.is() == null ? Optional.of(Phrases.Fault.MISSING)
                    : Phrases.fault(p.is(), p.isNot(), p.less(), p.more(), p.amount(), kind);
            if (f.isPresent()) {
                throw new IllegalArgumentException("category '" + name + "': " + Phrases.KEY + ": "
                        + f.get().code());
            }
            ext.put(Phrases.KEY, p.toJson());
        }
        return new Category(this, Extensions.copy(ext, "category '" + name + "'"), p, forms);
    }

    /** The index of an item label (for numerical categories, any text of the number), or -1. */
    public int indexOf(String item) {
        Integer i = index.get(item);
        if (i != null) {
            return i;
        }
        if (kind == CategoryKind.NUMERICAL) {
            try {
                i = index.get(canonical(new BigDecimal(item.trim())));
            } catch (NumberFormatException e) {
                return -1;
            }
            return i == null ? -1 : i;
        }
        return -1;
    }

    /**
     * The value of the item at {@code position} along this category: the number for a numerical category, the
     * 1-based position for an ordinal one.
     */
    public BigDecimal valueAt(int position) {
        return kind == CategoryKind.NUMERICAL ? values.get(position) : BigDecimal.valueOf(position + 1L);
    }

    /**
     * An amount along this category (a difference of two of its values) as a sentence states it: through the
     * amount phrase when its {@link Phrases} have one ("3 hours"), else through the label when the label measures
     * ("6 kg"), else the bare number ({@link NumberLabel#amount}: "14" for "Room @").
     */
    public String amount(BigDecimal value) {
        String words = phrases == null ? null : phrases.amount(value);
        return words != null ? words : NumberLabel.amount(label, value);
    }

    /** How an item is shown to a reader: the label pattern applied for a numerical category. */
    public String display(int i) {
        if (kind == CategoryKind.NUMERICAL && NumberLabel.isPattern(label)) {
            return NumberLabel.show(label, values.get(i));
        }
        return items.get(i);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Category c && name.equals(c.name) && kind == c.kind && items.equals(c.items)
                && Objects.equals(label, c.label) && extensions.equals(c.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, kind, items, label, extensions);
    }

    @Override
    public String toString() {
        return name + " (" + kind.code() + ") " + items;
    }
}
