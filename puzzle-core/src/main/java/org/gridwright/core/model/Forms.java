package org.gridwright.core.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The inflected forms of one item, for languages whose sentences change a noun's ending by its role (Polish: "nie
 * ma rybki", "z kotem", "w Krakowie"): its cases, its grammatical gender and number. English needs none: an item
 * without forms reads as its label wherever it stands.
 *
 * <p>Cases are named by {@link #CASES} ({@code nom} is the label itself unless given); gender is {@code m}
 * (masculine), {@code f} (feminine) or {@code n} (neuter); number is {@code sg} or {@code pl} (a plural-only noun
 * such as "skrzypce"). In the category database they are optional columns of {@code items.csv}; in a puzzle file a
 * category holds them under {@value #KEY} as an object from item label to an object of forms
 * ({@code {"kot": {"gen": "kota", "ins": "kotem", "gender": "m"}}}).
 *
 * @param cases  the forms by case name (only those given; never blank)
 * @param gender {@code m}, {@code f}, {@code n} or null
 * @param number {@code sg}, {@code pl} or null
 */
public record Forms(Map<String, String> cases, String gender, String number) {
    /** The category's {@code x-} key in a puzzle file. */
    public static final String KEY = "x-forms";
    /** The case names a form may have, in the order the database's columns list them. */
    public static final List<String> CASES = List.of("nom", "gen", "dat", "acc", "ins", "loc", "voc");
    /** The genders. */
    public static final List<String> GENDERS = List.of("m", "f", "n");
    /** The numbers. */
    public static final List<String> NUMBERS = List.of("sg", "pl");

    private static final ObjectMapper JSON = new ObjectMapper();

    public Forms {
        Map<String, String> c = new LinkedHashMap<>();
        for (String k : CASES) {
            String v = cases == null ? null : cases.get(k);
            if (v != null && !v.isBlank()) {
                c.put(k, v.strip());
            }
        }
        if (cases != null) {
            for (String k : cases.keySet()) {
                if (!CASES.contains(k)) {
                    throw new IllegalArgumentException("'" + k + "' is not a case (" + String.join(", ", CASES) + ")");
                }
            }
        }
        cases = Map.copyOf(c);
        gender = gender == null || gender.isBlank() ? null : gender.strip();
        number = number == null || number.isBlank() ? null : number.strip();
        if (gender != null && !GENDERS.contains(gender)) {
            throw new IllegalArgumentException("'" + gender + "' is not a gender (m, f, n)");
        }
        if (number != null && !NUMBERS.contains(number)) {
            throw new IllegalArgumentException("'" + number + "' is not a number (sg, pl)");
        }
    }

    /** True when nothing is given. */
    public boolean isEmpty() {
        return cases.isEmpty() && gender == null && number == null;
    }

    /** The form in case {@code c}, or null when not given. */
    public String form(String c) {
        return cases.get(c);
    }

    /** The forms of a category's items as the JSON text of its {@value #KEY} key, items in {@code order}. */
    public static String toJson(Map<String, Forms> byItem, List<String> order) {
        ObjectNode o = JSON.createObjectNode();
        for (String item : order) {
            Forms f = byItem.get(item);
            if (f == null || f.isEmpty()) {
                continue;
            }
            ObjectNode n = o.putObject(item);
            for (String c : CASES) {
                if (f.cases.containsKey(c)) {
                    n.put(c, f.cases.get(c));
                }
            }
            if (f.gender != null) {
                n.put("gender", f.gender);
            }
            if (f.number != null) {
                n.put("number", f.number);
            }
        }
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The forms of a {@value #KEY} value by item label.
     *
     * @throws IllegalArgumentException when it is not an object of objects of strings, or names an unknown case,
     *                                  gender or number (the message says which)
     */
    public static Map<String, Forms> fromJson(String json) {
        JsonNode n;
        try {
            n = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON", e);
        }
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException("not an object of items");
        }
        Map<String, Forms> out = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            if (!v.isObject()) {
                throw new IllegalArgumentException("the forms of '" + e.getKey() + "' are not an object");
            }
            Map<String, String> cases = new LinkedHashMap<>();
            String gender = null;
            String number = null;
            for (Iterator<Map.Entry<String, JsonNode>> f = v.fields(); f.hasNext();) {
                Map.Entry<String, JsonNode> x = f.next();
                if (!x.getValue().isTextual()) {
                    throw new IllegalArgumentException("the form '" + x.getKey() + "' of '" + e.getKey()
                            + "' is not text");
                }
                switch (x.getKey()) {
                    case "gender" -> gender = x.getValue().textValue();
                    case "number" -> number = x.getValue().textValue();
                    default -> cases.put(x.getKey(), x.getValue().textValue());
                }
            }
            try {
                out.put(e.getKey(), new Forms(cases, gender, number));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("'" + e.getKey() + "': " + ex.getMessage(), ex);
            }
        }
        return out;
    }
}
