package org.gridwright.core.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
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
 * <li>{@code amount} — optional, ordered categories only: how an amount along the category (a difference of two
 * values) reads, {@code @} standing for the number: {@code "@ years"}, {@code "@"} for a bare number. A form for
 * exactly one and a form for any other amount may be given, separated by {@code |}: {@code "@ hour|@ hours"}
 * reads "1 hour", "3 hours", "0.5 hours". It is needed where the label names rather than measures: the label
 * {@code "Room @"} shows the value 14 as "Room 14" but a difference of 14 as "14", and {@code "@:00"} shows 3 as
 * "3:00" but a difference of 3 as "3 hours". Without it an amount reads through the label
 * ({@link NumberLabel#amount}). It goes where the comparatives have {@code @} ("joined [@ ]later than" reads
 * "joined 3 years later than") and wherever else a sentence states a difference along the category. Every form
 * must have {@code @} ({@link Fault#NO_AMOUNT}). On an ordinal category it says how a number of places along
 * it reads ({@code "@ month|@ months"}: "two months later than"), {@code @} standing for the count in words; on a
 * categorical one it is rejected ({@link Fault#AMOUNT_UNORDERED}), as comparatives are, because it would never be
 * read.</li>
 * </ul>
 * In a puzzle file they are the category's {@code "x-phrases"} object ({@link #KEY}) with the keys {@code is},
 * {@code isNot}, {@code less}, {@code more} and {@code amount}; other keys are kept there and ignored.
 *
 * @param is     the affirmative predicate, with {@code @}
 * @param isNot  the negated predicate, with {@code @}
 * @param less   the comparative "lower along the category than", or null
 * @param more   the comparative "higher along the category than", or null
 * @param amount how an amount along a numerical category reads ({@code "@ hour|@ hours"}), or null
 */
public record Phrases(String is, String isNot, String less, String more, String amount) {
    /** The category's {@code x-} key that holds its phrases in a puzzle file. */
    public static final String KEY = "x-phrases";
    /**
     * The placeholder for the item (in {@code is}, {@code isNot}), the amount (in {@code less}, {@code more}) or
     * the number (in {@code amount}).
     */
    public static final String AT = "@";
    /** Separates the form for exactly one from the form for other amounts in {@code amount}. */
    public static final String FORMS = "|";

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
        NOT_TEXT,
        /** a form of {@code amount} has no {@code @} for the number, or it has more than two forms. */
        NO_AMOUNT,
        /** an {@code amount} on a category without an order. */
        AMOUNT_UNORDERED;

        public String code() {
            return switch (this) {
                case MISSING -> "missing";
                case NO_ITEM -> "noItem";
                case UNPAIRED -> "unpaired";
                case UNORDERED -> "unordered";
                case BRACKETS -> "brackets";
                case NOT_TEXT -> "notText";
                case NO_AMOUNT -> "noAmount";
                case AMOUNT_UNORDERED -> "amountUnordered";
            };
        }
    }

    /** Blank texts become null; the phrases must be valid ({@link #fault}). */
    public Phrases {
        is = blankToNull(is);
        isNot = blankToNull(isNot);
        less = blankToNull(less);
        more = blankToNull(more);
        amount = blankToNull(amount);
        Optional<Fault> f = fault(is, isNot, less, more, amount, null);
        if (f.isPresent()) {
            throw new IllegalArgumentException("phrases " + describe(is, isNot, less, more, amount) + ": "
                    + f.get().code());
        }
    }

    /** Phrases without an amount. */
    public Phrases(String is, String isNot, String less, String more) {
        this(is, isNot, less, more, null);
    }

    /** Phrases without comparatives. */
    public static Phrases of(String is, String isNot) {
        return new Phrases(is, isNot, null, null);
    }

    /** These phrases with another amount (null or blank: none). */
    public Phrases withAmount(String a) {
        return new Phrases(is, isNot, less, more, a);
    }

    /** What is wrong with these texts as phrases without an amount (see the six-argument form). */
    public static Optional<Fault> fault(String is, String isNot, String less, String more, CategoryKind kind) {
        return fault(is, isNot, less, more, null, kind);
    }

    /**
     * What is wrong with these texts as phrases of a category of {@code kind} (null: any kind), or empty when
     * they are fine. All five blank is fine too: no phrases.
     */
    public static Optional<Fault> fault(String is, String isNot, String less, String more, String amount,
            CategoryKind kind) {
        boolean hasIs = !isBlank(is);
        boolean hasIsNot = !isBlank(isNot);
        boolean hasLess = !isBlank(less);
        boolean hasMore = !isBlank(more);
        boolean hasAmount = !isBlank(amount);
        if (!hasIs && !hasIsNot && !hasLess && !hasMore && !hasAmount) {
            return Optional.empty();
        }
        if (!hasIs || !hasIsNot) {
            return Optional.of(Fault.MISSING);
        }
        if (!mentionsItem(is) || !mentionsItem(isNot)) {
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
        if (hasAmount && !amountFormsValid(amount)) {
            return Optional.of(Fault.NO_AMOUNT);
        }
        if (hasAmount && kind != null && !kind.isOrdered()) {
            return Optional.of(Fault.AMOUNT_UNORDERED);
        }
        return Optional.empty();
    }

    /**
     * True when {@code phrase} has a place for the item: {@code @} (as shown) or {@code {item:CASE}} (in a case,
     * from the item's {@link Forms}).
     */
    public static boolean mentionsItem(String phrase) {
        return phrase.contains(AT) || phrase.contains(ITEM_FORM);
    }

    /** How a phrase asks for a case of its item: {@code {item:gen}}. */
    public static final String ITEM_FORM = "{item:";

    /**
     * True when {@code amount} is one form or two separated by {@code |} (one|other), or three or four
     * (one|few|many|fraction, {@link Plural}), each with {@code @}.
     */
    private static boolean amountFormsValid(String amount) {
        String[] forms = amount.split("\\|", -1);
        if (forms.length > 4) {
            return false;
        }
        for (String f : forms) {
            if (!f.contains(AT)) {
                return false;
            }
        }
        return true;
    }

    /** Phrases from the texts, or empty when all are blank; IllegalArgumentException when they are not valid. */
    public static Optional<Phrases> ofTexts(String is, String isNot, String less, String more) {
        return ofTexts(is, isNot, less, more, null);
    }

    /** Phrases from the five texts, or empty when all are blank; IllegalArgumentException when not valid. */
    public static Optional<Phrases> ofTexts(String is, String isNot, String less, String more, String amount) {
        if (isBlank(is) && isBlank(isNot) && isBlank(less) && isBlank(more) && isBlank(amount)) {
            return Optional.empty();
        }
        return Optional.of(new Phrases(is, isNot, less, more, amount));
    }

    /**
     * The amount {@code value} as {@link #amount} words it, the form for one when it is exactly 1 ({@code "1
     * hour"}, {@code "3 hours"}); {@code @} shows the number as in a label ({@code "@.00"}: two decimals). Null
     * when these phrases have no amount.
     */
    public String amount(BigDecimal value) {
        if (amount == null) {
            return null;
        }
        return NumberLabel.show(Plural.pick(amount, value).strip(), value);
    }

    /**
     * A number of places along an ordinal category as {@link #amount} words it, {@code count} being the number as
     * a sentence spells it ("two"), in the form {@link Plural} picks for {@code places}: {@code "@ month|@ months"}
     * reads "one month", "two months". Null when these
     * phrases have no amount.
     */
    public String amountOfPlaces(String count, BigDecimal places) {
        if (amount == null) {
            return null;
        }
        return Plural.pick(amount, places).strip().replace(AT, count);
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

    /**
     * The compact JSON object a puzzle file holds under {@link #KEY}: keys {@code is, isNot, less, more, amount}
     * (those given).
     */
    public String toJson() {
        // written directly, as Jackson writes an object of strings (its default escapes; PhrasesJsonTest holds
        // the two alike): this is made for every drawn category, and Jackson's writer cost a tenth of a draw
        StringBuilder sb = new StringBuilder(96);
        sb.append('{');
        member(sb, "is", is);
        sb.append(',');
        member(sb, "isNot", isNot);
        if (less != null) {
            sb.append(',');
            member(sb, "less", less);
            sb.append(',');
            member(sb, "more", more);
        }
        if (amount != null) {
            sb.append(',');
            member(sb, "amount", amount);
        }
        return sb.append('}').toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** {@code "key":"value"} with the value's quotes, backslashes and control characters escaped; null as null. */
    private static void member(StringBuilder sb, String key, String value) {
        sb.append('"').append(key).append("\":");
        if (value == null) {
            sb.append("null");
            return;
        }
        sb.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\t' -> sb.append("\\t");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20) {
                        sb.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
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
        String[] texts = new String[5];
        String[] keys = {"is", "isNot", "less", "more", "amount"};
        for (int i = 0; i < keys.length; i++) {
            JsonNode v = n.get(keys[i]);
            if (v != null && !v.isNull() && !v.isTextual()) {
                throw new IllegalArgumentException(Fault.NOT_TEXT.code());
            }
            texts[i] = v == null || v.isNull() ? null : v.textValue();
        }
        Optional<Fault> f = fault(texts[0], texts[1], texts[2], texts[3], texts[4], kind);
        if (f.isPresent()) {
            throw new IllegalArgumentException(f.get().code());
        }
        if (isBlank(texts[0])) {
            throw new IllegalArgumentException(Fault.MISSING.code());
        }
        return new Phrases(texts[0], texts[1], texts[2], texts[3], texts[4]);
    }

    private static String describe(String is, String isNot, String less, String more, String amount) {
        return "[" + is + " / " + isNot + (less == null && more == null ? "" : " / " + less + " / " + more)
                + (amount == null ? "" : " / amount " + amount) + "]";
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    private static String blankToNull(String s) {
        return isBlank(s) ? null : s.strip();
    }
}
