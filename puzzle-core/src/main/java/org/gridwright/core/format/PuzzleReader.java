package org.gridwright.core.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.gridwright.core.Limits;
import org.gridwright.core.io.BoundedFiles;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueType;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.text.Templates;

/**
 * Reads {@code gridwright/1} files into checked puzzles. Every problem becomes a {@link PuzzleFormatException}
 * naming the file, the place and what is wrong; nothing else escapes (no stack overflow on deep nesting, no
 * out-of-memory on huge files: the file size, string length and nesting depth are bounded).
 *
 * <p>The JSON is read into a tree with Jackson and the model is built by hand, field by field: no data binding.
 */
public final class PuzzleReader {
    /** The format version this reader reads and {@link PuzzleWriter} writes. */
    public static final String FORMAT = "gridwright/1";
    /** Deepest JSON nesting accepted (the format itself needs five levels; the rest is for {@code x-} values). */
    public static final int MAX_DEPTH = 64;
    /** Largest file accepted, in bytes. */
    public static final long MAX_FILE_BYTES = BoundedFiles.MAX_BYTES;
    /** Longest single JSON string accepted, in characters. */
    public static final int MAX_STRING = 1024 * 1024;

    /** The value of {@code "kind"} a logic-grid file may carry (absent means the same). */
    public static final String LOGIC_GRID = "logic-grid";

    static final Templates MSG = Templates.of("org.gridwright.core.format.Messages", Locale.ENGLISH);

    private static final ObjectMapper MAPPER = mapper();

    private PuzzleReader() {
    }

    private static ObjectMapper mapper() {
        JsonFactory f = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_DEPTH)
                        .maxStringLength(MAX_STRING)
                        .maxDocumentLength(MAX_FILE_BYTES)
                        .maxNumberLength(100)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
                .build();
        return JsonMapper.builder(f)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    /** The shared, configured mapper (thread-safe once built); also used by the writer for raw JSON values. */
    static ObjectMapper mapperInstance() {
        return MAPPER;
    }

    /**
     * Whether a puzzle file holds {@code v} as a numerical item: at most 40 significant digits and at most 30
     * places after the point or zeros before it. The category database checks its numbers with this too, so that
     * the generator never writes a value this reader refuses.
     */
    public static boolean numberFits(BigDecimal v) {
        BigDecimal d = v.stripTrailingZeros();
        return d.scale() <= 30 && d.scale() >= -30 && d.precision() <= 40;
    }

    /** Reads a puzzle file; the message of the exception names {@code file}. */
    public static Puzzle read(Path file) throws PuzzleFormatException {
        String name = file.toString();
        byte[] bytes;
        try {
            // only a regular file is opened (a pipe would block, a device never end) and no more than the limit read
            bytes = BoundedFiles.read(file, MAX_FILE_BYTES);
        } catch (BoundedFiles.FolderException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.directory"));
        } catch (BoundedFiles.NotRegularException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.notRegular"));
        } catch (BoundedFiles.TooLargeException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.tooLargeNoSize", MAX_FILE_BYTES));
        } catch (NoSuchFileException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.missing"));
        } catch (IOException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.unreadable", String.valueOf(e.getMessage())));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new PuzzleFormatException(name, null, MSG.fill("file.notUtf8", firstBadByte(bytes)));
        }
        return parse(text, name);
    }

    private static long firstBadByte(byte[] bytes) {
        var dec = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        var out = java.nio.CharBuffer.allocate(bytes.length + 1);
        var r = dec.decode(in, out, true);
        return r.isError() ? in.position() + 1L : bytes.length;
    }

    /** Reads puzzle text; {@code sourceName} is how messages name it (a file name, "clipboard", …). */
    public static Puzzle parse(String json, String sourceName) throws PuzzleFormatException {
        String text = json.startsWith("\uFEFF") ? json.substring(1) : json;
        if (text.isBlank()) {
            throw new PuzzleFormatException(sourceName, null, MSG.fill("file.empty"));
        }
        if (text.length() > MAX_FILE_BYTES) {
            throw new PuzzleFormatException(sourceName, null, MSG.fill("file.tooLarge", text.length(), MAX_FILE_BYTES));
        }
        JsonNode root;
        JsonParser parser = null;
        try {
            parser = MAPPER.createParser(text);
            root = MAPPER.readTree(parser);
            if (root != null && parser.nextToken() != null) {
                JsonLocation loc = parser.currentTokenLocation();
                throw new PuzzleFormatException(sourceName, MSG.fill("place.lineColumn", loc.getLineNr(),
                        loc.getColumnNr()), MSG.fill("json.trailing"));
            }
        } catch (JsonProcessingException e) {
            throw syntax(sourceName, e, parser);
        } catch (IOException e) {
            throw new PuzzleFormatException(sourceName, null, MSG.fill("file.unreadable", e.getMessage()));
        } catch (NumberFormatException | ArithmeticException e) {
            // a number Jackson cannot hold, such as 1e99999999999 read as a BigDecimal
            JsonLocation loc = parser == null ? null : parser.currentLocation();
            throw new PuzzleFormatException(sourceName, loc == null ? null
                    : MSG.fill("place.lineColumn", loc.getLineNr(), loc.getColumnNr()), MSG.fill("json.numberRange"));
        } catch (StackOverflowError e) {
            throw new PuzzleFormatException(sourceName, null, MSG.fill("json.tooDeep", MAX_DEPTH));
        }
        if (root == null || root.isMissingNode()) {
            throw new PuzzleFormatException(sourceName, null, MSG.fill("file.empty"));
        }
        return new Build(sourceName).puzzle(root);
    }

    private static PuzzleFormatException syntax(String source, JsonProcessingException e, JsonParser parser) {
        JsonLocation loc = e.getLocation();
        if ((loc == null || loc.getLineNr() < 1) && parser != null) {
            loc = parser.currentLocation();
        }
        String place = loc == null || loc.getLineNr() < 1 ? null
                : MSG.fill("place.lineColumn", loc.getLineNr(), loc.getColumnNr());
        String problem;
        if (e instanceof StreamConstraintsException) {
            String m = String.valueOf(e.getOriginalMessage());
            if (m.contains("nesting depth")) {
                problem = MSG.fill("json.tooDeep", MAX_DEPTH);
            } else if (m.contains("String value length")) {
                problem = MSG.fill("json.stringTooLong", MAX_STRING);
            } else if (m.contains("Number value length")) {
                problem = MSG.fill("json.numberTooLong");
            } else {
                problem = MSG.fill("file.tooLarge", "more than " + MAX_FILE_BYTES, MAX_FILE_BYTES);
            }
        } else if (e instanceof JsonEOFException || String.valueOf(e.getOriginalMessage()).contains("end-of-input")) {
            problem = MSG.fill("json.truncated");
        } else {
            String m = String.valueOf(e.getOriginalMessage());
            int nl = m.indexOf('\n');
            problem = MSG.fill("json.syntax", nl < 0 ? m : m.substring(0, nl));
        }
        return new PuzzleFormatException(source, place, problem);
    }

    /** One reading: the source name and the place-naming helpers. */
    private static final class Build {
        private static final Set<String> TOP = Set.of("format", "title", "author", "intro", "lang", "cast",
                "noun", "categories", "clues", "solution", "generator", "difficulty");
        private static final Set<String> GENERATOR = Set.of("seed", "version", "db", "settings");
        private static final List<String> TYPES = ClueType.codes();

        private final String source;
        private final List<Category> categories = new ArrayList<>();
        private final Map<String, Integer> categoryIndex = new HashMap<>();

        Build(String source) {
            this.source = source;
        }

        private PuzzleFormatException fail(String place, String key, Object... args) {
            Object[] shown = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                shown[i] = args[i] instanceof String s && s.length() > 200 ? s.substring(0, 200) + "…" : args[i];
            }
            return new PuzzleFormatException(source, place, MSG.fill(key, shown));
        }

        Puzzle puzzle(JsonNode root) throws PuzzleFormatException {
            String top = MSG.fill("place.top");
            if (!root.isObject()) {
                throw fail(null, "top.notObject", describe(root));
            }
            JsonNode format = root.get("format");
            if (format == null) {
                throw fail(null, "format.missing", FORMAT);
            }
            if (!format.isTextual()) {
                throw fail(field(top, "format"), "type.string", describe(format));
            }
            if (!format.textValue().equals(FORMAT)) {
                throw format.textValue().startsWith("gridwright/")
                        ? fail(field(top, "format"), "format.version", format.textValue(), FORMAT)
                        : fail(field(top, "format"), "format.unknown", format.textValue(), FORMAT);
            }
            JsonNode kind = root.get("kind");
            if (kind != null && !(kind.isTextual() && kind.textValue().equals(LOGIC_GRID))) {
                // a file of another kind is read by its kind (org.gridwright.kind.Kinds routes it); not a logic grid
                throw kind.isTextual() ? fail(field(top, "kind"), "file.otherKind", kind.textValue(), LOGIC_GRID)
                        : fail(field(top, "kind"), "type.string", describe(kind));
            }
            Puzzle.Builder b = Puzzle.builder();
            for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (key.startsWith("x-")) {
                    b.extension(key, raw(root.get(key)));
                } else if (!TOP.contains(key) && !key.equals("kind")) { // "kind" checked above
                    throw fail(top, "field.unknown", key, String.join(", ", sorted(TOP)));
                }
            }
            b.title(optString(root, "title", top));
            b.author(optString(root, "author", top));
            b.intro(optString(root, "intro", top));
            b.lang(optString(root, "lang", top));
            b.cast(optString(root, "cast", top));
            b.noun(optString(root, "noun", top));
            JsonNode cats = root.get("categories");
            if (cats == null) {
                throw fail(null, "categories.missing");
            }
            readCategories(cats, field(top, "categories"));
            b.categories(categories);
            JsonNode clues = root.get("clues");
            if (clues == null) {
                throw fail(null, "clues.missing");
            }
            if (!clues.isArray()) {
                throw fail(field(top, "clues"), "type.array", describe(clues));
            }
            if (clues.size() > Limits.MAX_CLUES) {
                throw fail(field(top, "clues"), "clues.tooMany", clues.size(), Limits.MAX_CLUES);
            }
            List<Clue> list = new ArrayList<>();
            for (int i = 0; i < clues.size(); i++) {
                list.add(clue(clues.get(i), i + 1));
            }
            b.clues(list);
            JsonNode sol = root.get("solution");
            if (sol != null) {
                List<Map<String, String>> rowExtensions = new ArrayList<>();
                Solution s = solution(sol, rowExtensions);
                b.solution(s, rowExtensions);
            }
            JsonNode gen = root.get("generator");
            if (gen != null) {
                b.generator(generator(gen));
            }
            JsonNode diff = root.get("difficulty");
            if (diff != null) {
                b.difficultyJson(raw(diff));
            }
            try {
                return b.build();
            } catch (IllegalArgumentException e) {
                throw new PuzzleFormatException(source, null, e.getMessage());
            }
        }

        // ---- categories ----

        private void readCategories(JsonNode cats, String place) throws PuzzleFormatException {
            if (!cats.isArray()) {
                throw fail(place, "type.array", describe(cats));
            }
            if (cats.size() < 2) {
                throw fail(place, "categories.tooFew", cats.size());
            }
            if (cats.size() > Limits.MAX_CATEGORIES) {
                throw fail(place, "categories.tooMany", cats.size(), Limits.MAX_CATEGORIES);
            }
            for (int i = 0; i < cats.size(); i++) {
                Category c = category(cats.get(i), i + 1);
                Integer before = categoryIndex.putIfAbsent(c.name(), i);
                if (before != null) {
                    throw fail(place, "categories.duplicateName", c.name(), before + 1, i + 1);
                }
                categories.add(c);
            }
            Category first = categories.get(0);
            for (Category c : categories) {
                if (c.size() != first.size()) {
                    throw fail(place, "categories.unequal", first.name(), first.size(), c.name(), c.size());
                }
            }
        }

        private Category category(JsonNode node, int n) throws PuzzleFormatException {
            String place = MSG.fill("place.category", n);
            if (!node.isObject()) {
                throw fail(place, "type.object", describe(node));
            }
            String name = reqString(node, "name", place);
            if (name.isBlank()) {
                throw fail(field(place, "name"), "name.empty");
            }
            place = MSG.fill("place.categoryNamed", n, name);
            String kindText = reqString(node, "kind", place);
            CategoryKind kind = CategoryKind.ofCode(kindText).orElseThrow(
                    () -> fail(field(MSG.fill("place.categoryNamed", n, name), "kind"), "kind.unknown", kindText));
            Set<String> allowed = kind == CategoryKind.NUMERICAL ? Set.of("name", "kind", "values", "label")
                    : Set.of("name", "kind", "items");
            Map<String, String> ext = new LinkedHashMap<>();
            for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (key.startsWith("x-")) {
                    ext.put(key, raw(node.get(key)));
                } else if (!allowed.contains(key)) {
                    if (kind == CategoryKind.NUMERICAL && key.equals("items")) {
                        throw fail(place, "category.itemsForNumerical");
                    }
                    if (kind != CategoryKind.NUMERICAL && (key.equals("values") || key.equals("label"))) {
                        throw fail(place, "category.valuesForLabelled", key, kind.code());
                    }
                    throw fail(place, "field.unknown", key, String.join(", ", sorted(allowed)));
                }
            }
            if (kind == CategoryKind.NUMERICAL) {
                JsonNode values = require(node, "values", place);
                String vplace = field(place, "values");
                if (!values.isArray()) {
                    throw fail(vplace, "type.array", describe(values));
                }
                checkSize(values.size(), name, vplace);
                List<BigDecimal> vs = new ArrayList<>();
                for (int i = 0; i < values.size(); i++) {
                    BigDecimal v = number(values.get(i), MSG.fill("place.element", vplace, i + 1));
                    if (!vs.isEmpty() && vs.get(vs.size() - 1).compareTo(v) >= 0) {
                        throw vs.get(vs.size() - 1).compareTo(v) == 0
                                ? fail(vplace, "category.duplicateItem", Category.canonical(v))
                                : fail(vplace, "values.notAscending", Category.canonical(vs.get(vs.size() - 1)),
                                        Category.canonical(v));
                    }
                    vs.add(v);
                }
                String label = optString(node, "label", place);
                return extensions(Category.numerical(name, vs, label), ext, place);
            }
            JsonNode items = require(node, "items", place);
            String iplace = field(place, "items");
            if (!items.isArray()) {
                throw fail(iplace, "type.array", describe(items));
            }
            checkSize(items.size(), name, iplace);
            List<String> labels = new ArrayList<>();
            Set<String> seen = new java.util.HashSet<>();
            for (int i = 0; i < items.size(); i++) {
                JsonNode it = items.get(i);
                String ep = MSG.fill("place.element", iplace, i + 1);
                if (!it.isTextual()) {
                    throw fail(ep, "type.string", describe(it));
                }
                if (it.textValue().isBlank()) {
                    throw fail(ep, "name.empty");
                }
                checkLength(it.textValue(), "items", ep);
                if (!seen.add(it.textValue())) {
                    throw fail(iplace, "category.duplicateItem", it.textValue());
                }
                labels.add(it.textValue());
            }
            return extensions(Category.labelled(name, kind, labels), ext, place);
        }

        /** The category with the x- keys its object held; a bad {@code x-phrases} value is named. */
        private Category extensions(Category c, Map<String, String> ext, String place)
                throws PuzzleFormatException {
            if (ext.isEmpty()) {
                return c;
            }
            try {
                return c.withExtensions(ext);
            } catch (IllegalArgumentException e) {
                String m = String.valueOf(e.getMessage());
                if (m.contains(org.gridwright.core.model.Forms.KEY + ": ")) {
                    // the inflected forms: the reason says which item and what ("'rybka': 'x' is not a gender")
                    throw fail(field(place, org.gridwright.core.model.Forms.KEY), "forms.bad",
                            m.substring(m.indexOf(org.gridwright.core.model.Forms.KEY + ": ")
                                    + org.gridwright.core.model.Forms.KEY.length() + 2));
                }
                String code = m.substring(m.lastIndexOf(':') + 1).strip();
                String key = "phrases." + code;
                throw fail(field(place, Phrases.KEY), MSG.has(key) ? key : "phrases.notText");
            }
        }

        private void checkSize(int k, String name, String place) throws PuzzleFormatException {
            if (k < 2) {
                throw fail(place, "category.tooFewItems", name, k);
            }
            if (k > Limits.MAX_ITEMS) {
                throw fail(place, "category.tooManyItems", name, k, Limits.MAX_ITEMS);
            }
        }

        // ---- clues ----

        private Clue clue(JsonNode node, int n) throws PuzzleFormatException {
            String place = MSG.fill("place.clue", n);
            if (!node.isObject()) {
                throw fail(place, "type.object", describe(node));
            }
            JsonNode typeNode = node.get("type");
            if (typeNode == null) {
                throw fail(place, "field.missing", "type");
            }
            if (!typeNode.isTextual()) {
                throw fail(field(place, "type"), "type.string", describe(typeNode));
            }
            String type = typeNode.textValue();
            ClueType clueType = ClueType.ofCode(type).orElse(null);
            if (clueType == null) {
                throw fail(field(place, "type"), "clue.unknownType", type, String.join(", ", TYPES));
            }
            List<String> fields = clueType.fields();
            place = MSG.fill("place.clueTyped", n, type);
            Map<String, String> ext = new LinkedHashMap<>();
            for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (key.startsWith("x-")) {
                    ext.put(key, raw(node.get(key)));
                } else if (!key.equals("type") && !key.equals("text") && !key.equals("id") && !fields.contains(key)) {
                    List<String> all = new ArrayList<>(fields);
                    all.add("text");
                    all.add("id");
                    throw fail(place, "field.unknown", key, String.join(", ", all));
                }
            }
            ClueMeta meta = new ClueMeta(optString(node, "id", place), optString(node, "text", place), ext);
            return switch (clueType) {
                case MATCH -> new Clue.Match(ref(node, "a", place), ref(node, "b", place), meta);
                case NOT -> {
                    JsonNode b = require(node, "b", place);
                    List<Ref> refs = refList(b, field(place, "b"), 1);
                    yield new Clue.Not(ref(node, "a", place), refs, meta);
                }
                case ANY -> {
                    JsonNode opts = require(node, "options", place);
                    String op = field(place, "options");
                    if (!opts.isArray()) {
                        throw fail(op, "type.array", describe(opts));
                    }
                    if (opts.size() < 2) {
                        throw fail(op, "any.tooFew", opts.size());
                    }
                    List<Pair> pairs = new ArrayList<>();
                    for (int i = 0; i < opts.size(); i++) {
                        pairs.add(pair(opts.get(i), MSG.fill("place.option", op, i + 1)));
                    }
                    boolean exclusive = false;
                    JsonNode ex = node.get("exclusive");
                    if (ex != null) {
                        if (!ex.isBoolean()) {
                            throw fail(field(place, "exclusive"), "type.boolean", describe(ex));
                        }
                        exclusive = ex.booleanValue();
                    }
                    yield new Clue.Any(pairs, exclusive, meta);
                }
                case IF -> {
                    Pair when = pair(require(node, "when", place), field(place, "when"));
                    Pair then = pair(require(node, "then", place), field(place, "then"));
                    JsonNode e = node.get("else");
                    Pair otherwise = e == null ? null : pair(e, field(place, "else"));
                    yield new Clue.If(when, then, otherwise, meta);
                }
                case LESS -> {
                    String by = by(node, place);
                    List<Ref> chain = refList(require(node, "chain", place), field(place, "chain"), 2);
                    yield new Clue.Less(by, chain, meta);
                }
                case OFFSET -> {
                    String by = by(node, place);
                    Ref a = ref(node, "a", place);
                    Ref b = ref(node, "b", place);
                    JsonNode opNode = require(node, "op", place);
                    if (!opNode.isTextual()) {
                        throw fail(field(place, "op"), "type.string", describe(opNode));
                    }
                    Clue.Op op = Clue.Op.ofSymbol(opNode.textValue()).orElseThrow(
                            () -> fail(field(MSG.fill("place.clueTyped", n, type), "op"), "offset.op",
                                    opNode.textValue()));
                    BigDecimal amount = number(require(node, "amount", place), field(place, "amount"));
                    yield new Clue.Offset(by, a, b, op, amount, meta);
                }
                case NEXT -> new Clue.Next(by(node, place), ref(node, "a", place), ref(node, "b", place), meta);
                case NOTNEXT -> new Clue.NotNext(by(node, place), ref(node, "a", place), ref(node, "b", place), meta);
                case DISTANCE -> {
                    String by = by(node, place);
                    Ref a = ref(node, "a", place);
                    Ref b = ref(node, "b", place);
                    BigDecimal amount = number(require(node, "amount", place), field(place, "amount"));
                    yield new Clue.Distance(by, a, b, amount, meta);
                }
                case PAIR -> new Clue.OfTwo(ref(node, "a", place), ref(node, "b", place), ref(node, "c", place),
                        ref(node, "d", place), meta);
                case DISTINCT -> new Clue.Distinct(refList(require(node, "refs", place), field(place, "refs"), 2),
                        meta);
            };
        }

        private String by(JsonNode clue, String place) throws PuzzleFormatException {
            String by = reqString(clue, "by", place);
            Integer c = categoryIndex.get(by);
            if (c == null) {
                throw fail(field(place, "by"), "ref.unknownCategory", by, categoryNames());
            }
            if (!categories.get(c).kind().isOrdered()) {
                throw fail(field(place, "by"), "by.categorical", by);
            }
            return by;
        }

        private Ref ref(JsonNode parent, String key, String place) throws PuzzleFormatException {
            return ref(require(parent, key, place), field(place, key));
        }

        private Pair pair(JsonNode node, String place) throws PuzzleFormatException {
            if (!node.isArray() || node.size() != 2 || !node.get(0).isArray() || !node.get(1).isArray()) {
                throw fail(place, "pair.shape", describe(node));
            }
            return new Pair(ref(node.get(0), MSG.fill("place.element", place, 1)),
                    ref(node.get(1), MSG.fill("place.element", place, 2)));
        }

        private List<Ref> refList(JsonNode node, String place, int min) throws PuzzleFormatException {
            if (!node.isArray()) {
                throw fail(place, "refList.shape", describe(node));
            }
            if (node.size() < min) {
                throw fail(place, "refList.tooFew", min, node.size());
            }
            List<Ref> refs = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                refs.add(ref(node.get(i), MSG.fill("place.element", place, i + 1)));
            }
            return refs;
        }

        private Ref ref(JsonNode node, String place) throws PuzzleFormatException {
            if (!node.isArray() || node.size() != 2 || !node.get(0).isTextual()) {
                throw fail(place, "ref.shape", describe(node));
            }
            String cat = node.get(0).textValue();
            Integer c = categoryIndex.get(cat);
            if (c == null) {
                throw fail(place, "ref.unknownCategory", cat, categoryNames());
            }
            return new Ref(cat, item(categories.get(c), node.get(1), place));
        }

        /** The canonical label of the item {@code node} names in {@code c}. */
        private String item(Category c, JsonNode node, String place) throws PuzzleFormatException {
            int i;
            if (c.kind() == CategoryKind.NUMERICAL) {
                if (node.isNumber()) {
                    i = c.indexOf(Category.canonical(number(node, place)));
                } else if (node.isTextual()) {
                    i = c.indexOf(node.textValue());
                } else {
                    throw fail(place, "item.typeNumerical", c.name(), describe(node));
                }
            } else {
                if (!node.isTextual()) {
                    throw fail(place, "item.typeLabelled", c.kind().code(), c.name(), describe(node),
                            node.isValueNode() ? node.asText() : "…");
                }
                i = c.indexOf(node.textValue());
            }
            if (i < 0) {
                throw fail(place, "ref.unknownItem", c.name(), node.isTextual() ? node.textValue() : node.toString(),
                        String.join(", ", c.items()));
            }
            return c.items().get(i);
        }

        // ---- solution, generator ----

        /**
         * The solution; the {@code x-} keys of each row go into {@code rowExtensions}, at the index of the row's
         * entity (the item of the first category it holds), as {@link Puzzle#solutionExtensions()} keeps them.
         */
        private Solution solution(JsonNode node, List<Map<String, String>> rowExtensions)
                throws PuzzleFormatException {
            String place = MSG.fill("place.solution");
            if (!node.isArray()) {
                throw fail(place, "type.array", describe(node));
            }
            int k = categories.get(0).size();
            if (node.size() != k) {
                throw fail(place, "solution.rows", node.size(), k);
            }
            int[][] rows = new int[k][categories.size()];
            int[][] usedIn = new int[categories.size()][k];
            List<Map<String, String>> extOf = new ArrayList<>();
            for (int r = 0; r < k; r++) {
                JsonNode row = node.get(r);
                String rp = MSG.fill("place.solutionRow", r + 1);
                if (!row.isObject()) {
                    throw fail(rp, "type.object", describe(row));
                }
                Map<String, String> ext = new LinkedHashMap<>();
                for (Iterator<String> it = row.fieldNames(); it.hasNext();) {
                    String key = it.next();
                    if (categoryIndex.containsKey(key)) {
                        continue; // a category's item, even when the category's name starts with x-
                    }
                    if (key.startsWith("x-")) {
                        ext.put(key, raw(row.get(key)));
                    } else {
                        throw fail(rp, "ref.unknownCategory", key, categoryNames());
                    }
                }
                extOf.add(ext);
                for (int c = 0; c < categories.size(); c++) {
                    Category cat = categories.get(c);
                    JsonNode v = row.get(cat.name());
                    if (v == null) {
                        throw fail(rp, "solution.missingCategory", cat.name());
                    }
                    int i = cat.indexOf(item(cat, v, field(rp, cat.name())));
                    if (usedIn[c][i] != 0) {
                        throw fail(place, "solution.twice", cat.items().get(i), cat.name(), usedIn[c][i], r + 1);
                    }
                    usedIn[c][i] = r + 1;
                    rows[r][c] = i;
                }
            }
            for (int e = 0; e < k; e++) {
                rowExtensions.add(Map.of());
            }
            for (int r = 0; r < k; r++) {
                rowExtensions.set(rows[r][0], extOf.get(r));
            }
            return Solution.ofRows(rows);
        }

        private GeneratorInfo generator(JsonNode node) throws PuzzleFormatException {
            String place = MSG.fill("place.generator");
            if (!node.isObject()) {
                throw fail(place, "type.object", describe(node));
            }
            Map<String, String> ext = new LinkedHashMap<>();
            for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (key.startsWith("x-")) {
                    ext.put(key, raw(node.get(key)));
                } else if (!GENERATOR.contains(key)) {
                    throw fail(place, "field.unknown", key, String.join(", ", sorted(GENERATOR)));
                }
            }
            Long seed = null;
            JsonNode s = node.get("seed");
            if (s != null) {
                if (!s.isIntegralNumber() || !s.canConvertToLong()) {
                    throw fail(field(place, "seed"), "generator.seed", describe(s));
                }
                seed = s.longValue();
            }
            Map<String, String> settings = new LinkedHashMap<>();
            JsonNode set = node.get("settings");
            if (set != null) {
                if (!set.isObject()) {
                    throw fail(field(place, "settings"), "type.object", describe(set));
                }
                for (Map.Entry<String, JsonNode> e : set.properties()) {
                    settings.put(e.getKey(), raw(e.getValue()));
                }
            }
            return new GeneratorInfo(seed, optString(node, "version", place), optString(node, "db", place), settings,
                    ext);
        }

        // ---- small readers ----

        private JsonNode require(JsonNode parent, String key, String place) throws PuzzleFormatException {
            JsonNode v = parent.get(key);
            if (v == null) {
                throw fail(place, "field.missing", key);
            }
            return v;
        }

        private String reqString(JsonNode parent, String key, String place) throws PuzzleFormatException {
            JsonNode v = require(parent, key, place);
            if (!v.isTextual()) {
                throw fail(field(place, key), "type.string", describe(v));
            }
            return checkLength(v.textValue(), key, field(place, key));
        }

        private String optString(JsonNode parent, String key, String place) throws PuzzleFormatException {
            JsonNode v = parent.get(key);
            if (v == null) {
                return null;
            }
            if (!v.isTextual()) {
                throw fail(field(place, key), "type.string", describe(v));
            }
            return checkLength(v.textValue(), key, field(place, key));
        }

        /** {@code text}, the value of {@code key}, within its length limit ({@link Limits}). */
        private String checkLength(String text, String key, String place) throws PuzzleFormatException {
            int max = key.equals("intro") || key.equals("text") ? Limits.MAX_TEXT : Limits.MAX_LABEL;
            if (text.length() > max) {
                throw fail(place, "text.tooLong", text.length(), max);
            }
            return text;
        }

        private BigDecimal number(JsonNode v, String place) throws PuzzleFormatException {
            if (!v.isNumber()) {
                throw fail(place, "type.number", describe(v));
            }
            BigDecimal d = v.decimalValue().stripTrailingZeros();
            if (!numberFits(d)) {
                throw fail(place, "number.range", v.toString());
            }
            return d;
        }

        private String categoryNames() {
            return String.join(", ", categories.stream().map(Category::name).toList());
        }

        private static String field(String place, String key) {
            return MSG.fill("place.field", place, key);
        }

        private static List<String> sorted(Set<String> s) {
            return s.stream().sorted().toList();
        }
    }

    /**
     * Compact canonical JSON text of a node, as the model keeps {@code x-} values, settings and difficulty. Large
     * and tiny numbers keep their exponent ({@code 2E+400}), so the text stays short and reads back the same.
     */
    static String raw(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How a JSON value is named in messages: {@code a string ("abc")}, {@code a number (3)}, {@code an array}… */
    static String describe(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return MSG.fill("json.nothing");
        }
        if (n.isTextual()) {
            String t = n.textValue();
            return MSG.fill("json.string", t.length() > 40 ? t.substring(0, 40) + "…" : t);
        }
        if (n.isNumber()) {
            return MSG.fill("json.number", n.toString());
        }
        if (n.isBoolean()) {
            return MSG.fill("json.boolean", n.toString());
        }
        if (n.isNull()) {
            return MSG.fill("json.null");
        }
        if (n.isArray()) {
            return MSG.fill("json.array", n.size());
        }
        return MSG.fill("json.object");
    }
}
