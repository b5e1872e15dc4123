package org.gridwright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;

/**
 * Shared output of the commands: one-line JSON objects for {@code --json}, solution rows as JSON, and plain text
 * tables for people.
 */
public final class Output {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private Output() {
    }

    /** A new, empty JSON object. */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** A new, empty JSON array. */
    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /** A JSON value as one line of text (no line breaks, so {@code --json} output is one object per line). */
    public static String line(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An item as JSON: its label, or the number for a numerical category. */
    public static JsonNode item(Category c, int index) {
        if (c.kind() == CategoryKind.NUMERICAL) {
            BigDecimal v = new BigDecimal(c.items().get(index));
            return v.scale() <= 0 && v.precision() - v.scale() < 19
                    ? JsonNodeFactory.instance.numberNode(v.longValueExact())
                    : JsonNodeFactory.instance.numberNode(v);
        }
        return JsonNodeFactory.instance.textNode(c.items().get(index));
    }

    /** One entity of a solution as {@code {"<category>": item, …}} in category order. */
    public static ObjectNode row(Puzzle p, Solution s, int entity) {
        ObjectNode row = object();
        for (int c = 0; c < p.categoryCount(); c++) {
            row.set(p.category(c).name(), item(p.category(c), s.itemOf(entity, c)));
        }
        return row;
    }

    /** A whole solution as an array of rows, in the order of the first category's items. */
    public static ArrayNode rows(Puzzle p, Solution s) {
        ArrayNode a = array();
        for (int e = 0; e < s.size(); e++) {
            a.add(row(p, s, e));
        }
        return a;
    }

    /**
     * The cells of a solution as a reader sees them ({@code [entity][category]}, label patterns applied), for
     * {@link #table}. When {@code other} is given, cells whose item differs from {@code other} end in {@code mark}.
     */
    public static List<List<String>> cells(Puzzle p, Solution s, Solution other, String mark) {
        List<List<String>> rows = new ArrayList<>();
        for (int e = 0; e < s.size(); e++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < p.categoryCount(); c++) {
                int item = s.itemOf(e, c);
                String shown = p.category(c).display(item);
                boolean differs = other != null && other.itemOf(e, c) != item;
                row.add(differs ? shown + mark : shown);
            }
            rows.add(row);
        }
        return rows;
    }

    /** The category names of a puzzle, as a table header. */
    public static List<String> header(Puzzle p) {
        return p.categories().stream().map(Category::name).toList();
    }

    /**
     * A plain text table: a header line, a rule, and the rows, columns padded to their widest cell (counted in code
     * points), each line starting with {@code indent}.
     */
    public static String table(String indent, List<String> header, List<List<String>> rows) {
        int cols = header.size();
        int[] width = new int[cols];
        for (int c = 0; c < cols; c++) {
            width[c] = len(header.get(c));
            for (List<String> r : rows) {
                width[c] = Math.max(width[c], len(r.get(c)));
            }
        }
        StringBuilder sb = new StringBuilder();
        appendLine(sb, indent, header, width);
        List<String> rule = new ArrayList<>();
        for (int c = 0; c < cols; c++) {
            rule.add("-".repeat(width[c]));
        }
        appendLine(sb, indent, rule, width);
        for (List<String> r : rows) {
            appendLine(sb, indent, r, width);
        }
        return sb.toString();
    }

    private static void appendLine(StringBuilder sb, String indent, List<String> cells, int[] width) {
        StringBuilder line = new StringBuilder(indent);
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c).replace('\n', ' ').replace('\t', ' ');
            line.append(cell);
            if (c < cells.size() - 1) {
                line.append(" ".repeat(width[c] - len(cell) + 2));
            }
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }

    /**
     * {@code text} safe for a terminal: control characters (escape sequences, carriage returns, C1 controls) and
     * the bidirectional overrides a label could carry are shown as {@code \\u001B}-style escapes, so a puzzle file
     * cannot move the cursor, recolour or retitle the user's terminal. Line breaks and tabs stay.
     */
    public static String safe(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = c != '\n' && c != '\t'
                    && (Character.getType(c) == Character.CONTROL || (c >= '\u202A' && c <= '\u202E')
                    || (c >= '\u2066' && c <= '\u2069'));
            if (bad && sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (bad) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? text : sb.toString();
    }

    private static int len(String s) {
        return s.codePointCount(0, s.length());
    }
}
