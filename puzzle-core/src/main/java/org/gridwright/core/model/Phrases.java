package org.gridwright.core.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * How clue sentences speak of a category's items: reader phrases in which {@code @} stands for the item as shown
 * ("wears the @", "paid @"). A category of proper names (people's or pets' names) has none: its items stand alone.
 *
 * <ul>
 * <li>{@code is} — the affirmative predicate ("wears the @"): "Pip wears the jeans", "the one who wears the
 * jeans".</li>
 * <li>{@code isNot} — its negation ("does not wear the @").</li>
 * <li>{@code less} and {@code more} — optional, ordered categories only, always together: comparatives that take
 * the other entity after them ("paid @ less than", "paid @ more than"). Here {@code @} marks where an amount goes
 * ("paid €2 less than"); a clue without an amount leaves it out with its space ("paid less than"). Square
 * brackets hold words used only with an amount, and after a {@code |} the words used only without one:
 * "booked [@ fewer|fewer seats] than" reads "booked 10 seats fewer than" and "booked fewer seats than". Without
 * {@code @} the comparatives serve only clues without an amount.</li>
 * </ul>
 * In a puzzle file they are the category's {@code "x-phrases"} object ({@link #KEY}); keys other than these four
 * are kept there and ignored.
 *
 * @param is     the affirmative predicate, with {@code @}
 * @param isNot  the negated predicate, with {@code @}
 * @param less   the comparative "lower along the category than", or null
 * @param more   the comparative "higher along the category than", or null
 */
public record Phrases(String is, String isNot, String less, String more) {
    /** The category's {@code x-} key that holds its phrases in a puzzle file. */
    public static final String KEY = "x-phrases";
    /** The placeholder for the item (in {@code is}, {@code isNot}) or the amount (in {@code less}, {@code more}). */
    public static final String AT = "@";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What can be wrong with a set of phrases; {@link #code()} names it in message bundles. */
    public enum Fault {
        /** {@code is} or {@code isNot} is missing while another phrase is given. */
        MISSING,
        /** {@code is} or {@code isNot} has no {@code @} for the item. */
        NO_ITEM,
        /** only one of {@code less} and {@code more} is given. */
        UNPAIRED,
        /** comparatives on a category that has no order. */
        UNORDERED,
        /** a {@code [} without its {@code ]} (or the other way round, or nested) in a comparative. */
        BRACKETS,
        /** the {@code x-phrases} value is not an object of strings. */
        NOT_TEXT;

        public String code() {
            return switch (this) {
                case MISSING -> "missing";
                case NO_ITEM -> "noItem";
                case UNPAIRED -> "unpaired";
                case UNORDERED -> "unordered";
                case BRACKETS -> "brackets";
                case NOT_TEXT -> "notText";
            };
        }
    }

    /** Blank texts become null; the phrases must be valid ({@link #fault}). */
    public Phrases {
        is = blankToNull(is);
        isNot = blankToNull(isNot);
        less = blankToNull(less);
        more = blankToNull(more);
        Optional<Fault> f = fault(is, isNot, less, more, null);
        if (f.isPresent()) {
            throw new IllegalArgumentException("phrases " + describe(is, isNot, less, more) + ": " + f.get().code());
        }
    }

    /** Phrases without comparatives. */
    public static Phrases of(String is, String isNot) {
        return new Phrases(is, isNot, null, null);
    }

    /**
     * What is wrong with these texts as phrases of a category of {@code kind} (null: any kind), or empty when
     * they are fine. All four blank is fine too: no phrases.
     */
    public static Optional<Fault> fault(String is, String isNot, String less, String more, CategoryKind kind) {
        boolean hasIs = !isBlank(is);
        boolean hasIsNot = !isBlank(isNot);
        boolean hasLess = !isBlank(less);
        boolean hasMore = !isBlank(more);
        if (!hasIs && !hasIsNot && !hasLess && !hasMore) {
            return Optional.empty();
        }
        if (!hasIs || !hasIsNot) {
            return Optional.of(Fault.MISSING);
        }
        if (!is.contains(AT) || !isNot.contains(AT)) {
            return Optional.of(Fault.NO_ITEM);
        }
        if (hasLess != hasMore) {
            return Optional.of(Fault.UNPAIRED);
        }
        if (hasLess && kind != null && !kind.isOrdered()) {
            return Optional.of(Fault.UNORDERED);
        }
        if (hasLess && (!bracketsPaired(less) || !bracketsPaired(more))) {
            return Optional.of(Fault.BRACKETS);
        }
        return Optional.empty();
    }

    /** Phrases from the texts, or empty when all are blank; IllegalArgumentException when they are not valid. */
    public static Optional<Phrases> ofTexts(String is, String isNot, String less, String more) {
        if (isBlank(is) && isBlank(isNot) && isBlank(less) && isBlank(more)) {
            return Optional.empty();
        }
        return Optional.of(new Phrases(is, isNot, less, more));
    }

    /** True when the comparatives are given. */
    public boolean ordered() {
        return less != null;
    }

    /** The affirmative predicate for an item shown as {@code item}. */
    public String is(String item) {
        return is.replace(AT, item);
    }

    /** The negated predicate for an item shown as {@code item}. */
    public String isNot(String item) {
        return isNot.replace(AT, item);
    }

    /** True when the comparatives have a place for an amount. */
    public boolean takesAmount() {
        return less != null && less.contains(AT) && more.contains(AT);
    }

    /** {@code less} with {@code amount} in place of {@code @}, or without it when amount is null. */
    public String less(String amount) {
        return comparative(less, amount);
    }

    /** {@code more} with {@code amount} in place of {@code @}, or without it when amount is null. */
    public String more(String amount) {
        return comparative(more, amount);
    }

    private static String comparative(String phrase, String amount) {
        StringBuilder sb = new StringBuilder(phrase.length() + 16);
        int i = 0;
        while (i < phrase.length()) {
            int open = phrase.indexOf('[', i);
            if (open < 0) {
                sb.append(phrase, i, phrase.length());
                break;
            }
            int close = phrase.indexOf(']', open);
            sb.append(phrase, i, open);
            String inside = phrase.substring(open + 1, close);
            int bar = inside.indexOf('|');
            String with = bar < 0 ? inside : inside.substring(0, bar);
            String without = bar < 0 ? "" : inside.substring(bar + 1);
            sb.append(amount != null ? with : without);
            i = close + 1;
        }
        String s = sb.toString();
        if (amount != null) {
            s = s.replace(AT, amount);
        } else {
            s = s.replace(AT + " ", "").replace(" " + AT, "").replace(AT, "");
        }
        return s.replaceAll(" {2,}", " ").strip();
    }

    /** True when every {@code [} is closed by a {@code ]} before the next {@code [}, and no {@code ]} is alone. */
    private static boolean bracketsPaired(String s) {
        boolean open = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[' || c == ']') {
                if (open == (c == '[')) {
                    return false;
                }
                open = !open;
            }
        }
        return !open;
    }

    /** The compact JSON object a puzzle file holds under {@link #KEY}: keys {@code is, isNot, less, more}. */
    public String toJson() {
        ObjectNode o = JSON.createObjectNode();
        o.put("is", is);
        o.put("isNot", isNot);
        if (less != null) {
            o.put("less", less);
            o.put("more", more);
        }
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Phrases read from the JSON text of an {@code x-phrases} value (other keys in it are ignored).
     *
     * @throws IllegalArgumentException when it is not an object of strings or the phrases are not valid; the
     *                                  message names the {@link Fault} code
     */
    public static Phrases fromJson(String json, CategoryKind kind) {
        JsonNode n;
        try {
            n = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(Fault.NOT_TEXT.code(), e);
        }
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException(Fault.NOT_TEXT.code());
        }
        String[] texts = new String[4];
        String[] keys = {"is", "isNot", "less", "more"};
        for (int i = 0; i < keys.length; i++) {
            JsonNode v = n.get(keys[i]);
            if (v != null && !v.isNull() && !v.isTextual()) {
                throw new IllegalArgumentException(Fault.NOT_TEXT.code());
            }
            texts[i] = v == null || v.isNull() ? null : v.textValue();
        }
        Optional<Fault> f = fault(texts[0], texts[1], texts[2], texts[3], kind);
        if (f.isPresent()) {
            throw new IllegalArgumentException(f.get().code());
        }
        if (isBlank(texts[0])) {
            throw new IllegalArgumentException(Fault.MISSING.code());
        }
        return new Phrases(texts[0], texts[1], texts[2], texts[3]);
    }

    private static String describe(String is, String isNot, String less, String more) {
        return "[" + is + " / " + isNot + (less == null && more == null ? "" : " / " + less + " / " + more) + "]";
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    private static String blankToNull(String s) {
        return isBlank(s) ? null : s.strip();
    }
}
