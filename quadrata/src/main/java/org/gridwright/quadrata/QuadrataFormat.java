package org.gridwright.quadrata;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.gridwright.kind.KindFiles;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.Words;

/**
 * Reads and writes Quadrata files ({@code "format": "gridwright/1", "kind": "quadrata"}, docs/FORMAT.md "Quadrata").
 * Every problem is reported with the file, the place (JSON line and column, or the entry as a person counts it)
 * and what is wrong.
 */
public final class QuadrataFormat {
    public static final String FORMAT = "gridwright/1";
    public static final String KIND = "quadrata";
    /** Files larger than this are refused before parsing (a 25×25 puzzle with everything is ~40 kB). */
    public static final int MAX_FILE_BYTES = 4 * 1024 * 1024;

    static final Words MSG = Words.of("org.gridwright.quadrata.Messages", Locale.ENGLISH,
            QuadrataFormat.class.getClassLoader());
    private static final Set<String> TOP = new TreeSet<>(List.of("format", "kind", "title", "author", "intro",
            "size", "symbols", "givens", "inequalities", "solution", "generator"));
    private static final Set<String> GENERATOR = new TreeSet<>(List.of("seed", "version", "settings"));
    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64)
                    .maxDocumentLength(MAX_FILE_BYTES).maxNumberLength(100).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build()).build();

    private QuadrataFormat() {
    }

    /** Reads a Quadrata file. */
    public static Quadrata read(Path file) throws KindFormatException {
        String name = file.toString();
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) {
                throw new KindFormatException(name, null, MSG.fill("file.directory"));
            }
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new KindFormatException(name, null, MSG.fill("file.tooLarge", size, MAX_FILE_BYTES));
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new KindFormatException(name, null, MSG.fill("file.missing"));
        } catch (IOException e) {
            throw new KindFormatException(name, null, MSG.fill("file.unreadable", String.valueOf(e.getMessage())));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new KindFormatException(name, null, MSG.fill("file.notUtf8", "?"));
        }
        return parse(text, name);
    }

    /** Reads Quadrata JSON text; {@code source} is how messages name it. */
    public static Quadrata parse(String json, String source) throws KindFormatException {
        String text = json.startsWith("\uFEFF") ? json.substring(1) : json;
        if (text.isBlank()) {
            throw new KindFormatException(source, null, MSG.fill("file.empty"));
        }
        JsonNode root;
        JsonParser parser = null;
        try {
            parser = MAPPER.createParser(text);
            root = MAPPER.readTree(parser);
            if (root != null && parser.nextToken() != null) {
                JsonLocation loc = parser.currentTokenLocation();
                throw new KindFormatException(source, MSG.fill("place.lineColumn", loc.getLineNr(),
                        loc.getColumnNr()), MSG.fill("json.trailing"));
            }
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String m = String.valueOf(e.getOriginalMessage());
            int nl = m.indexOf('\n');
            throw new KindFormatException(source, loc == null || loc.getLineNr() < 1 ? null
                    : MSG.fill("place.lineColumn", loc.getLineNr(), loc.getColumnNr()),
                    MSG.fill("json.syntax", nl < 0 ? m : m.substring(0, nl)));
        } catch (IOException e) {
            throw new KindFormatException(source, null, MSG.fill("file.unreadable", e.getMessage()));
        } catch (NumberFormatException | ArithmeticException | StackOverflowError e) {
            throw new KindFormatException(source, null, MSG.fill("json.syntax", "a number or nesting out of range"));
        }
        if (root == null || root.isMissingNode()) {
            throw new KindFormatException(source, null, MSG.fill("file.empty"));
        }
        return new Build(source).puzzle(root);
    }

    private static String describe(JsonNode n) {
        String s = n.toString();
        return s.length() > 60 ? s.substring(0, 60) + "…" : s;
    }

    /** One reading. */
    private static final class Build {
        private final String source;

        Build(String source) {
            this.source = source;
        }

        private KindFormatException fail(String place, String key, Object... args) {
            return new KindFormatException(source, place, MSG.fill(key, args));
        }

        private String field(String name) {
            return MSG.fill("place.field", MSG.fill("place.top"), name);
        }

        Quadrata puzzle(JsonNode root) throws KindFormatException {
            if (!root.isObject()) {
                throw fail(null, "top.notObject", describe(root));
            }
            JsonNode format = root.get("format");
            if (format == null) {
                throw fail(null, "format.missing");
            }
            if (!format.isTextual() || !format.textValue().equals(FORMAT)) {
                throw fail(field("format"), "format.wrong", format.isTextual() ? format.textValue()
                        : describe(format));
            }
            JsonNode kind = root.get("kind");
            if (kind == null) {
                throw fail(null, "field.missing", "kind");
            }
            if (!kind.isTextual() || !kind.textValue().equals(KIND)) {
                throw fail(field("kind"), "kind.wrong", kind.isTextual() ? kind.textValue() : describe(kind));
            }
            Quadrata.Builder b = Quadrata.builder();
            for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (key.startsWith("x-")) {
                    b.extension(key, root.get(key).toString());
                } else if (!TOP.contains(key)) {
                    throw fail(MSG.fill("place.top"), "field.unknown", key, String.join(", ", TOP));
                }
            }
            b.title(optString(root, "title"));
            b.author(optString(root, "author"));
            b.intro(optString(root, "intro"));
            int n = integer(req(root, "size", null), field("size"));
            if (n < Quadrata.MIN_SIZE || n > Quadrata.MAX_SIZE) {
                throw fail(field("size"), "size.range", n, Quadrata.MIN_SIZE, Quadrata.MAX_SIZE);
            }
            List<String> symbols = symbols(req(root, "symbols", null), n);
            b.symbols(symbols);
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < n; i++) {
                index.put(symbols.get(i), i);
            }
            JsonNode givens = root.get("givens");
            List<Given> gl = new ArrayList<>();
            if (givens != null) {
                array(givens, field("givens"));
                Set<Integer> seen = new HashSet<>();
                for (int i = 0; i < givens.size(); i++) {
                    String place = MSG.fill("place.given", i + 1);
                    JsonNode g = givens.get(i);
                    if (!g.isArray() || g.size() != 3) {
                        throw fail(place, "given.shape", describe(g));
                    }
                    int r = integer(g.get(0), place);
                    int c = integer(g.get(1), place);
                    cell(r, c, n, place);
                    String sym = string(g.get(2), place);
                    Integer s = index.get(sym);
                    if (s == null) {
                        throw fail(place, "symbol.unknown", sym, String.join(", ", symbols));
                    }
                    if (!seen.add(r * n + c)) {
                        throw fail(place, "given.twice", r, c);
                    }
                    gl.add(new Given(r, c, s));
                }
            }
            b.givens(gl);
            JsonNode signs = root.get("inequalities");
            List<Sign> sl = new ArrayList<>();
            if (signs != null) {
                array(signs, field("inequalities"));
                Set<Integer> seen = new HashSet<>();
                for (int i = 0; i < signs.size(); i++) {
                    String place = MSG.fill("place.sign", i + 1);
                    JsonNode g = signs.get(i);
                    if (!g.isArray() || g.size() != 4) {
                        throw fail(place, "sign.shape", describe(g));
                    }
                    int r1 = integer(g.get(0), place);
                    int c1 = integer(g.get(1), place);
                    int r2 = integer(g.get(2), place);
                    int c2 = integer(g.get(3), place);
                    cell(r1, c1, n, place);
                    cell(r2, c2, n, place);
                    if (Math.abs(r1 - r2) + Math.abs(c1 - c2) != 1) {
                        throw fail(place, "sign.notNeighbours", r1, c1, r2, c2);
                    }
                    Sign s = new Sign(r1, c1, r2, c2);
                    if (!seen.add(s.pairKey(n))) {
                        throw fail(place, "sign.twice", r1, c1, r2, c2);
                    }
                    sl.add(s);
                }
            }
            b.signs(sl);
            JsonNode sol = root.get("solution");
            if (sol != null) {
                b.solution(solution(sol, n, index, symbols));
            }
            JsonNode gen = root.get("generator");
            if (gen != null) {
                b.generator(generator(gen));
            }
            try {
                return b.build();
            } catch (IllegalArgumentException e) {
                throw new KindFormatException(source, null, e.getMessage());
            }
        }

        private List<String> symbols(JsonNode node, int n) throws KindFormatException {
            String place = field("symbols");
            array(node, place);
            if (node.size() != n) {
                throw fail(place, "symbols.count", node.size(), n);
            }
            List<String> out = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < n; i++) {
                String s = string(node.get(i), place);
                if (s.isBlank()) {
                    throw fail(place, "symbol.empty", i + 1);
                }
                if (!seen.add(s)) {
                    throw fail(place, "symbol.duplicate", s);
                }
                out.add(s);
            }
            return out;
        }

        private Square solution(JsonNode node, int n, Map<String, Integer> index, List<String> symbols)
                throws KindFormatException {
            String place = field("solution");
            array(node, place);
            if (node.size() != n) {
                throw fail(place, "solution.rows", n, node.size());
            }
            int[] cells = new int[n * n];
            for (int r = 0; r < n; r++) {
                String rp = MSG.fill("place.solutionRow", r);
                JsonNode row = node.get(r);
                array(row, rp);
                if (row.size() != n) {
                    throw fail(rp, "solution.row", n, row.size());
                }
                for (int c = 0; c < n; c++) {
                    String sym = string(row.get(c), rp);
                    Integer s = index.get(sym);
                    if (s == null) {
                        throw fail(rp, "symbol.unknown", sym, String.join(", ", symbols));
                    }
                    cells[r * n + c] = s;
                }
            }
            Square sq = Square.of(n, cells);
            if (!sq.isLatin()) {
                throw fail(place, "solution.notLatin");
            }
            return sq;
        }

        private GeneratorInfo generator(JsonNode node) throws KindFormatException {
            String place = field("generator");
            if (!node.isObject()) {
                throw fail(place, "type.object", describe(node));
            }
            for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (!GENERATOR.contains(key) && !key.startsWith("x-")) {
                    throw fail(place, "field.unknown", key, String.join(", ", GENERATOR));
                }
            }
            JsonNode seed = node.get("seed");
            long s = 0;
            if (seed != null) {
                if (!seed.isIntegralNumber() || !seed.canConvertToLong()) {
                    throw fail(place, "type.integer", describe(seed));
                }
                s = seed.longValue();
            }
            String version = node.has("version") ? string(node.get("version"), place) : null;
            Map<String, String> settings = new LinkedHashMap<>();
            JsonNode set = node.get("settings");
            if (set != null) {
                if (!set.isObject()) {
                    throw fail(place, "type.object", describe(set));
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = set.fields(); it.hasNext();) {
                    var e = it.next();
                    settings.put(e.getKey(), e.getValue().isTextual() ? e.getValue().textValue()
                            : e.getValue().toString());
                }
            }
            return new GeneratorInfo(s, version, settings);
        }

        private JsonNode req(JsonNode o, String key, String place) throws KindFormatException {
            JsonNode v = o.get(key);
            if (v == null) {
                throw fail(place, "field.missing", key);
            }
            return v;
        }

        private String optString(JsonNode o, String key) throws KindFormatException {
            JsonNode v = o.get(key);
            return v == null || v.isNull() ? null : string(v, field(key));
        }

        private String string(JsonNode v, String place) throws KindFormatException {
            if (v == null || !v.isTextual()) {
                throw fail(place, "type.string", v == null ? "nothing" : describe(v));
            }
            return v.textValue();
        }

        private int integer(JsonNode v, String place) throws KindFormatException {
            if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                throw fail(place, "type.integer", v == null ? "nothing" : describe(v));
            }
            return v.intValue();
        }

        private void array(JsonNode v, String place) throws KindFormatException {
            if (!v.isArray()) {
                throw fail(place, "type.array", describe(v));
            }
        }

        private void cell(int r, int c, int n, String place) throws KindFormatException {
            if (r < 0 || c < 0 || r >= n || c >= n) {
                throw fail(place, "cell.range", r, c, n - 1);
            }
        }
    }

    // ---- writing ----

    /** The puzzle as {@code gridwright/1} JSON text (UTF-8, two-space indent, keys in docs/FORMAT.md's order). */
    public static String toJson(Quadrata q) {
        StringBuilder sb = new StringBuilder(4096);
        List<String> members = new ArrayList<>();
        members.add(member("format", str(FORMAT)));
        members.add(member("kind", str(KIND)));
        if (q.title() != null) {
            members.add(member("title", str(q.title())));
        }
        if (q.author() != null) {
            members.add(member("author", str(q.author())));
        }
        if (q.intro() != null) {
            members.add(member("intro", str(q.intro())));
        }
        members.add(member("size", Integer.toString(q.size())));
        members.add(member("symbols", list(q.symbols().stream().map(QuadrataFormat::str).toList())));
        members.add(member("givens", list(q.givens().stream()
                .map(g -> "[" + g.row() + ", " + g.col() + ", " + str(q.symbol(g.symbol())) + "]").toList())));
        members.add(member("inequalities", list(q.signs().stream()
                .map(s -> "[" + s.r1() + ", " + s.c1() + ", " + s.r2() + ", " + s.c2() + "]").toList())));
        q.solution().ifPresent(s -> {
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < s.size(); r++) {
                List<String> row = new ArrayList<>();
                for (int c = 0; c < s.size(); c++) {
                    row.add(str(q.symbol(s.at(r, c))));
                }
                rows.add("[" + String.join(", ", row) + "]");
            }
            members.add(member("solution", "[\n    " + String.join(",\n    ", rows) + "\n  ]"));
        });
        q.generator().ifPresent(g -> {
            List<String> f = new ArrayList<>();
            f.add("\"seed\": " + g.seed());
            if (g.version() != null) {
                f.add("\"version\": " + str(g.version()));
            }
            if (!g.settings().isEmpty()) {
                List<String> s = new ArrayList<>();
                g.settings().forEach((k, v) -> s.add(str(k) + ": " + str(v)));
                f.add("\"settings\": {" + String.join(", ", s) + "}");
            }
            members.add(member("generator", "{" + String.join(", ", f) + "}"));
        });
        q.extensions().forEach((k, v) -> members.add(member(k, v)));
        sb.append("{\n  ").append(String.join(",\n  ", members)).append("\n}\n");
        return sb.toString();
    }

    /** Writes the puzzle atomically. */
    public static void write(Quadrata q, Path file) throws IOException {
        KindFiles.writeAtomically(file, toJson(q).getBytes(StandardCharsets.UTF_8));
    }

    private static String member(String key, String value) {
        return str(key) + ": " + value;
    }

    private static String list(List<String> items) {
        if (items.isEmpty()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder("[");
        int line = 0;
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(',');
                if (++line % 8 == 0) {
                    sb.append("\n   ");
                }
                sb.append(' ');
            }
            sb.append(items.get(i));
        }
        return sb.append(']').toString();
    }

    static String str(String s) {
        return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
    }
}
