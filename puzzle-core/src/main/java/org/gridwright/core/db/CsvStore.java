package org.gridwright.core.db;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.Limits;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.io.AtomicFiles;
import org.gridwright.core.io.BoundedFiles;
import org.gridwright.core.task.Monitor;

/** Reads and writes the CSV files of a database folder (the layout is described in {@code package-info}). */
final class CsvStore {
    static final String CLASSES = "classes.csv";
    static final String CATEGORIES = "categories.csv";
    static final String ITEMS = "items.csv";
    static final String SCHEMES = "schemes.csv";
    static final String LABELS = "labels.csv";
    static final String README = "README.txt";
    /** Optional: the language of the database's words, one BCP 47 tag ({@code pl}); absent for English. */
    static final String LANGUAGE = "language.txt";
    static final List<String> FILES = List.of(CLASSES, CATEGORIES, ITEMS, SCHEMES, LABELS);

    static final String[] CLASS_COLUMNS = {"class", "weight"};
    static final String[] CATEGORY_COLUMNS = {"class", "category", "kind", "weight", "name", "subset", "label",
        "phrase", "phrase_not", "phrase_less", "phrase_more", "phrase_amount"};
    static final String[] ITEM_COLUMNS = {"class", "category", "item"};
    /**
     * The optional columns of {@code items.csv} that give an item's inflected forms ({@link Forms}); written only
     * when some item has forms, so a database without them keeps its three columns.
     */
    static final String[] FORM_COLUMNS = {"gen", "dat", "acc", "ins", "loc", "voc", "gender", "number"};
    static final String[] SCHEME_COLUMNS = {"scheme", "part", "value", "weight"};
    static final String[] LABEL_COLUMNS = {"pattern", "name", "weight", "conditions", "phrase", "phrase_not",
        "phrase_less", "phrase_more", "phrase_amount"};

    private static final CSVFormat READ = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).get();
    private static final CSVFormat WRITE = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();

    private CsvStore() {
    }

    /** Where file texts come from: a folder or the classpath. Returns null for a missing file. */
    interface Source {
        String read(String file) throws IOException;
    }

    static LoadResult load(Path dir, Monitor monitor) throws IOException {
        if (!Files.exists(dir)) {
            throw new NoSuchFileException(dir.toString(), null, Msg.get("load.noFolder"));
        }
        if (!Files.isDirectory(dir)) {
            throw new NotDirectoryException(dir.toString());
        }
        boolean any = false;
        for (String f : FILES) {
            any |= Files.isRegularFile(dir.resolve(f));
        }
        if (!any) {
            throw new NoSuchFileException(dir.toString(), null, Msg.get("load.notDatabase", String.join(", ", FILES)));
        }
        return read(f -> {
            Path p = dir.resolve(f);
            // bounded, regular files only, strict UTF-8: a failure names the file (and the line of a bad byte)
            // (a folder in a file's place counts as no file, as before; a device or pipe is refused)
            return Files.exists(p) && !Files.isDirectory(p) ? BoundedFiles.readUtf8(p, BoundedFiles.MAX_BYTES) : null;
        }, monitor);
    }

    static LoadResult loadResources(String base) throws IOException {
        return read(f -> {
            try (InputStream in = CsvStore.class.getResourceAsStream(base + f)) {
                return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }, Monitor.NONE);
    }

    // ------------------------------------------------------------------ reading

    /**
     * The texts of a database's files, read before any row is, so that progress can count in lines over all of
     * them: the units are the lines of every file (parsed) plus the lines of {@code items.csv} again (checked
     * against their categories, the other long part). Cancellation is checked every {@link #EVERY} units.
     */
    static final class Texts {
        static final int EVERY = 1024;
        private final Map<String, String> texts;
        private final Map<String, Long> lines;
        private final Monitor monitor;
        private final long total;
        private String current;
        private long base;
        private long done;
        private long reported;

        private Texts(Map<String, String> texts, Map<String, Long> lines, Monitor monitor) {
            this.texts = texts;
            this.lines = lines;
            this.monitor = monitor;
            long t = lines.getOrDefault(ITEMS, 0L);
            for (long n : lines.values()) {
                t += n;
            }
            this.total = t;
        }

        static Texts read(Source src, Monitor monitor) throws IOException {
            Map<String, String> texts = new HashMap<>();
            Map<String, Long> lines = new HashMap<>();
            for (String f : FILES) {
                monitor.checkCancelled();
                String text = src.read(f);
                if (text != null) {
                    texts.put(f, text);
                    lines.put(f, text.lines().count());
                }
            }
            Texts t = new Texts(texts, lines, monitor);
            monitor.progress(0, t.total, Msg.get("progress.read", FILES.get(0)));
            return t;
        }

        /** The text of a file, or null when it is missing; its lines come next in the count. */
        String read(String file) {
            if (current != null) {
                advance(base + lines.getOrDefault(current, 0L));
            }
            current = file;
            base = done;
            return texts.get(file);
        }

        /** Line {@code line} of the file read last is parsed. */
        void parsed(long line) {
            advance(base + line);
        }

        /** One more item row checked. */
        void checked() {
            advance(done + 1);
        }

        private void advance(long to) {
            done = Math.max(done, to);
            if (done - reported >= EVERY) {
                report();
            }
        }

        private void report() {
            monitor.checkCancelled();
            reported = Math.min(done, total);
            monitor.progress(reported, total, Msg.get("progress.read", current == null ? FILES.get(0) : current));
        }

        /** Reports the whole: every line was parsed and checked. */
        void finish() {
            done = total;
            report();
        }
    }

    /** One data row of a file with its line and its fields, found by column name through the file's header. */
    private record Row(long line, String[] fields, Map<String, Integer> columns) {
        String get(String column) {
            return raw(column).strip();
        }

        String raw(String column) {
            Integer i = columns.get(column);
            return i == null || i >= fields.length || fields[i] == null ? "" : fields[i];
        }
    }

    static LoadResult read(Source files, Monitor monitor) throws IOException {
        Texts src = Texts.read(files, monitor);
        List<Problem> problems = new ArrayList<>();
        Reader r = new Reader(problems, src);
        List<DbClass> classes = r.classes(rows(src, CLASSES, CLASS_COLUMNS, 1, true, problems));
        List<Row> catRows = rows(src, CATEGORIES, CATEGORY_COLUMNS, 3, true, problems);
        List<Row> itemRows = rows(src, ITEMS, java.util.stream.Stream.concat(Arrays.stream(ITEM_COLUMNS),
                Arrays.stream(FORM_COLUMNS)).toArray(String[]::new), 3, true, problems);
        List<DbCategory> categories = r.categories(classes, catRows, itemRows);
        List<Row> schemeRows = rows(src, SCHEMES, SCHEME_COLUMNS, 3, false, problems);
        List<LabelPattern> labels = r.labels(rows(src, LABELS, LABEL_COLUMNS, 2, false, problems));
        List<NumberScheme> schemes = r.schemes(schemeRows, labels);
        src.finish();
        problems.sort(java.util.Comparator.comparingInt((Problem p) -> FILES.indexOf(p.file()))
                .thenComparingLong(Problem::line));
        CategoryDatabase db = new CategoryDatabase(classes, categories, schemes, labels);
        db = db.withThemes(ThemeStore.read(files.read(ThemeStore.THEMES), files.read(ThemeStore.PARTS), db, problems));
        String lang = files.read(LANGUAGE);
        if (lang != null) {
            lang = lang.replace("\uFEFF", "").strip();
            if (lang.matches("[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*")) {
                db = db.withLang(lang);
            } else {
                problems.add(new Problem(LANGUAGE, 1, Msg.get("load.badLanguage", lang.length() > 40
                        ? lang.substring(0, 40) + "…" : lang)));
            }
        }
        return new LoadResult(db, problems);
    }

    /**
     * The data rows of one file. {@code required} is how many leading columns must be in the header; a file
     * whose header lacks one of them is reported and read as empty.
     */
    private static List<Row> rows(Texts src, String file, String[] columns, int required, boolean mustExist,
            List<Problem> problems) throws IOException {
        String text = src.read(file);
        List<Row> out = new ArrayList<>();
        if (text == null) {
            if (mustExist) {
                problems.add(new Problem(file, 0, Msg.get("load.missingFile")));
            }
            return out;
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        int[] lineStarts = lineStarts(text);
        // a quote opened and never closed would swallow the rest of the file into one field: that line is named
        // and left out, and the rows after it are read
        for (int tries = 0; tries < MAX_BAD_LINES; tries++) {
            int open = unclosedQuote(text);
            if (open < 0) {
                break;
            }
            long line = lineOf(lineStarts, open);
            problems.add(new Problem(file, line, Msg.get("load.unclosedQuote")));
            text = blankLine(text, lineStarts, line);
        }
        int before = problems.size();
        List<Problem> skipped = new ArrayList<>();
        for (int tries = 0; ; tries++) {
            Stop stop = parse(text, lineStarts, src, file, columns, required, problems, out);
            if (stop == null) {
                break;
            }
            long bad = stop.line();
            if (tries >= MAX_BAD_LINES) {
                skipped.add(new Problem(file, bad, Msg.get("load.unreadable", stop.cause())));
                break;
            }
            // a line the parser stopped at: named, left out, and the file read again without it
            problems.subList(before, problems.size()).clear();
            out.clear();
            skipped.add(new Problem(file, bad, Msg.get("load.badLine", stop.cause())));
            text = blankLine(text, lineStarts, bad);
        }
        problems.addAll(skipped);
        return out;
    }

    /** Lines the reader leaves out of one file, each named, before it gives up on the rest of the file. */
    private static final int MAX_BAD_LINES = 100;

    /** Where and why a parse stopped before the end of the file. */
    private record Stop(long line, String cause) {
    }

    /** The position of a quote that opens a field and is never closed, or -1. */
    static int unclosedQuote(String text) {
        boolean inQuotes = false;
        boolean fieldStart = true;
        int open = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inQuotes) {
                if (c == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        i++;
                    } else {
                        inQuotes = false;
                        fieldStart = false;
                    }
                }
            } else if (c == '"' && fieldStart) {
                inQuotes = true;
                open = i;
            } else {
                fieldStart = c == ',' || c == '\n' || c == '\r';
            }
        }
        return inQuotes ? open : -1;
    }

    /** {@code text} with line {@code line} (1-based) emptied, every other line where it was. */
    private static String blankLine(String text, int[] lineStarts, long line) {
        int from = lineStarts[(int) line - 1];
        int to = line < lineStarts.length ? lineStarts[(int) line] - 1 : text.length();
        return text.substring(0, from) + " ".repeat(Math.max(0, to - from)) + text.substring(to);
    }

    /**
     * Parses one file's text into {@code out}; returns null when it was read to the end, else where the parser
     * stopped and why.
     */
    private static Stop parse(String text, int[] lineStarts, Texts src, String file, String[] columns, int required,
            List<Problem> problems, List<Row> out) throws IOException {
        List<String> known = Arrays.asList(columns);
        try (CSVParser parser = CSVParser.parse(text, READ)) {
            String[] header = null;
            Map<String, Integer> columnIndex = new HashMap<>();
            long lastLine = 0;
            try {
                for (CSVRecord rec : parser) {
                    long line = lineOf(lineStarts, rec.getCharacterPosition());
                    src.parsed(line);
                    lastLine = line;
                    if (header == null) {
                        header = new String[rec.size()];
                        for (int i = 0; i < rec.size(); i++) {
                            String h = rec.get(i).strip().toLowerCase(Locale.ROOT);
                            header[i] = h;
                            if (!h.isEmpty() && known.contains(h)) {
                                columnIndex.putIfAbsent(h, i);
                            }
                            if (!h.isEmpty() && !known.contains(h)) {
                                problems.add(new Problem(file, line, Msg.get("load.unknownColumn", rec.get(i).strip(),
                                        String.join(", ", columns))));
                            }
                        }
                        List<String> missing = new ArrayList<>();
                        for (int i = 0; i < required; i++) {
                            if (!Arrays.asList(header).contains(columns[i])) {
                                missing.add(columns[i]);
                            }
                        }
                        if (!missing.isEmpty()) {
                            problems.add(new Problem(file, line, Msg.get("load.missingColumns",
                                    String.join(", ", missing), String.join(", ", columns))));
                            return null;
                        }
                        continue;
                    }
                    String[] fields = new String[rec.size()];
                    boolean blank = true;
                    for (int i = 0; i < fields.length; i++) {
                        String v = rec.get(i);
                        fields[i] = v;
                        if (blank && !v.isBlank()) {
                            blank = false;
                        }
                        if (i >= header.length && !v.isBlank()) {
                            problems.add(new Problem(file, line, Msg.get("load.extraField", v.strip())));
                        }
                    }
                    if (!blank) {
                        out.add(new Row(line, fields, columnIndex));
                    }
                }
            } catch (UncheckedIOException | IllegalStateException e) {
                long at = Math.max(lastLine + 1, parser.getCurrentLineNumber());
                return new Stop(Math.min(at, lineStarts.length), cause(e));
            }
            if (header == null) {
                problems.add(new Problem(file, 0, Msg.get("load.noHeader", String.join(",", columns))));
            }
        }
        return null;
    }

    private static String cause(Throwable e) {
        Throwable c = e;
        while (c.getCause() != null) {
            c = c.getCause();
        }
        String m = c.getMessage();
        return m == null ? c.getClass().getSimpleName() : m;
    }

    private static int[] lineStarts(String text) {
        int n = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        int[] starts = new int[n];
        int j = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts[j++] = i + 1;
            }
        }
        return starts;
    }

    private static long lineOf(int[] starts, long pos) {
        int i = Arrays.binarySearch(starts, (int) pos);
        return (i >= 0 ? i : -i - 2) + 1L;
    }

    /** The row-by-row checks; every rejected or repaired row leaves a problem. */
    private static final class Reader {
        private final List<Problem> problems;
        private final Texts progress;

        Reader(List<Problem> problems, Texts progress) {
            this.problems = problems;
            this.progress = progress;
        }

        private void problem(String file, long line, String key, Object... args) {
            problems.add(new Problem(file, line, Msg.get(key, args)));
        }

        /** Whether {@code text} is longer than a puzzle file takes ({@link Limits#MAX_LABEL}); then a problem. */
        private boolean tooLong(String file, Row row, String text) {
            if (text.length() <= Limits.MAX_LABEL) {
                return false;
            }
            problem(file, row.line(), "load.tooLong", text.substring(0, 40), text.length(), Limits.MAX_LABEL);
            return true;
        }

        private double weight(String file, Row row, String column) {
            String t = row.get(column);
            if (t.isEmpty()) {
                return 1;
            }
            double w = Numbers.weight(t);
            if (Double.isNaN(w)) {
                problem(file, row.line(), "load.badWeight", t.length() > 40 ? t.substring(0, 40) + "…" : t);
                return 1;
            }
            return w;
        }

        /**
         * The phrase columns of a row, or null when blank or not valid (then with a problem); a bad amount alone is
         * left out (with a problem) and the other phrases kept.
         */
        private Phrases phrases(String file, Row row, CategoryKind kind) {
            String[] t = {row.get("phrase"), row.get("phrase_not"), row.get("phrase_less"), row.get("phrase_more"),
                row.get("phrase_amount")};
            java.util.Optional<Phrases.Fault> f = Phrases.fault(t[0], t[1], t[2], t[3], t[4], kind);
            if (f.isPresent() && (f.get() == Phrases.Fault.NO_AMOUNT || f.get() == Phrases.Fault.AMOUNT_UNORDERED)
                    && Phrases.fault(t[0], t[1], t[2], t[3], null, kind).isEmpty()) {
                problem(file, row.line(), "load.phrases." + f.get().code());
                return Phrases.ofTexts(t[0], t[1], t[2], t[3]).orElse(null);
            }
            if (f.isPresent()) {
                problem(file, row.line(), "load.phrases." + f.get().code());
                return null;
            }
            return Phrases.ofTexts(t[0], t[1], t[2], t[3], t[4]).orElse(null);
        }

        /** The inflected forms of an item row, or null when it gives none or a bad one (then with a problem). */
        private Forms forms(Row row) {
            Map<String, String> cases = new LinkedHashMap<>();
            for (String c : Forms.CASES) {
                if (!row.get(c).isEmpty()) {
                    cases.put(c, row.get(c));
                }
            }
            try {
                Forms f = new Forms(cases, row.get("gender"), row.get("number"));
                return f.isEmpty() ? null : f;
            } catch (IllegalArgumentException e) {
                problem(ITEMS, row.line(), "load.badForms", row.get("item"), e.getMessage());
                return null;
            }
        }

        List<DbClass> classes(List<Row> rows) {
            Map<String, Long> seen = new HashMap<>();
            List<DbClass> out = new ArrayList<>();
            for (Row row : rows) {
                String name = row.get("class");
                if (name.isEmpty()) {
                    problem(CLASSES, row.line(), "load.blank", "class");
                    continue;
                }
                if (name.contains("/")) {
                    problem(CLASSES, row.line(), "load.slash", "class", name);
                    continue;
                }
                Long first = seen.putIfAbsent(name, row.line());
                if (first != null) {
                    problem(CLASSES, row.line(), "load.classTwice", name, first);
                    continue;
                }
                out.add(new DbClass(name, weight(CLASSES, row, "weight")));
            }
            return out;
        }

        /** A category read from its row, before its items are known. */
        private static final class Pending {
            final Row row;
            final String cls;
            final String id;
            final CategoryKind kind;
            final double weight;
            final String name;
            final Subset subset;
            final String label;
            final List<String> items = new ArrayList<>();
            final Map<String, Long> itemLines = new HashMap<>();
            final Map<String, Forms> forms = new HashMap<>();
            Phrases phrases;
            BigDecimal last;

            Pending(Row row, String cls, String id, CategoryKind kind, double weight, String name, Subset subset,
                    String label) {
                this.row = row;
                this.cls = cls;
                this.id = id;
                this.kind = kind;
                this.weight = weight;
                this.name = name;
                this.subset = subset;
                this.label = label;
            }
        }

        List<DbCategory> categories(List<DbClass> classes, List<Row> catRows, List<Row> itemRows) {
            Map<String, DbClass> byName = new HashMap<>();
            for (DbClass c : classes) {
                byName.put(c.name(), c);
            }
            Map<String, Pending> pending = new LinkedHashMap<>();
            for (Row row : catRows) {
                String cls = row.get("class");
                String id = row.get("category");
                String kindText = row.get("kind");
                if (cls.isEmpty() || id.isEmpty()) {
                    problem(CATEGORIES, row.line(), "load.blank", cls.isEmpty() ? "class" : "category");
                    continue;
                }
                if (id.contains("/")) {
                    problem(CATEGORIES, row.line(), "load.slash", "category", id);
                    continue;
                }
                if (!byName.containsKey(cls)) {
                    problem(CATEGORIES, row.line(), "load.unknownClass", cls);
                    continue;
                }
                CategoryKind kind = kindText.isEmpty() ? CategoryKind.CATEGORICAL
                        : CategoryKind.ofCode(kindText.toLowerCase(Locale.ROOT)).orElse(null);
                if (kind == null) {
                    problem(CATEGORIES, row.line(), "load.badKind", kindText);
                    continue;
                }
                String key = cls + "/" + id;
                Pending before = pending.get(key);
                if (before != null) {
                    problem(CATEGORIES, row.line(), "load.categoryTwice", key, before.row.line());
                    continue;
                }
                double weight = weight(CATEGORIES, row, "weight");
                Subset subset = null;
                String subsetText = row.get("subset");
                if (!subsetText.isEmpty()) {
                    subset = Subset.ofCode(subsetText).orElse(null);
                    if (subset == null) {
                        subset = DbCategory.defaultSubset(kind);
                        problem(CATEGORIES, row.line(), "load.badSubset", subsetText, subset.code());
                    }
                }
                String label = row.get("label");
                if (!label.isEmpty() && kind != CategoryKind.NUMERICAL) {
                    problem(CATEGORIES, row.line(), "load.labelNotNumerical", label);
                    label = "";
                }
                if (tooLong(CATEGORIES, row, row.get("name")) || tooLong(CATEGORIES, row, label)) {
                    continue;
                }
                Pending added = new Pending(row, cls, id, kind, weight, row.get("name"), subset, label);
                added.phrases = phrases(CATEGORIES, row, kind);
                pending.put(key, added);
            }
            Map<String, long[]> unknown = new LinkedHashMap<>();
            for (Row row : itemRows) {
                progress.checked();
                String cls = row.get("class");
                String id = row.get("category");
                String item = row.get("item");
                String key = cls + "/" + id;
                Pending p = pending.get(key);
                if (p == null) {
                    long[] seen = unknown.computeIfAbsent(key, k -> new long[] {row.line(), 0});
                    seen[1]++;
                    continue;
                }
                if (item.isEmpty()) {
                    problem(ITEMS, row.line(), "load.blankItem", key);
                    continue;
                }
                Long first = p.itemLines.putIfAbsent(item, row.line());
                if (first != null) {
                    problem(ITEMS, row.line(), "load.itemTwice", item, key, first);
                    continue;
                }
                if (item.length() > Limits.MAX_LABEL) {
                    problem(ITEMS, row.line(), "load.tooLong", item.substring(0, 40), item.length(),
                            Limits.MAX_LABEL);
                    p.itemLines.remove(item);
                    continue;
                }
                if (p.kind == CategoryKind.NUMERICAL) {
                    BigDecimal v = Numbers.parse(item);
                    if (v == null) {
                        problem(ITEMS, row.line(), "load.itemNotNumber", item, key);
                        p.itemLines.remove(item);
                        continue;
                    }
                    if (!PuzzleReader.numberFits(v)) {
                        problem(ITEMS, row.line(), "load.numberRange",
                                item.length() > 40 ? item.substring(0, 40) + "…" : item);
                        p.itemLines.remove(item);
                        continue;
                    }
                    if (p.last != null && p.last.compareTo(v) >= 0) {
                        problem(ITEMS, row.line(), "load.itemNotAscending", item, key, Names.number(p.last));
                        p.itemLines.remove(item);
                        continue;
                    }
                    p.last = v;
                }
                p.items.add(item);
                Forms f = forms(row);
                if (f != null) {
                    p.forms.put(item, f);
                }
            }
            for (Map.Entry<String, long[]> e : unknown.entrySet()) {
                problem(ITEMS, e.getValue()[0], "load.unknownCategory", e.getKey(), e.getValue()[1]);
            }
            List<DbCategory> out = new ArrayList<>(pending.size());
            for (Pending p : pending.values()) {
                out.add(new DbCategory(p.cls, p.id, p.kind, p.weight, p.name, p.subset, p.label, p.items,
                        p.phrases, p.forms));
            }
            return out;
        }

        /** The parts of one scheme as its rows give them. */
        private static final class SchemeParts {
            final long firstLine;
            long typeLine;
            SchemeType type;
            double weight = 1;
            final List<WeightedValue> bases = new ArrayList<>();
            final List<WeightedValue> factors = new ArrayList<>();
            final List<WeightedValue> steps = new ArrayList<>();
            final List<Long> stepLines = new ArrayList<>();
            final Map<String, Long> labels = new LinkedHashMap<>();
            boolean badType;

            SchemeParts(long firstLine) {
                this.firstLine = firstLine;
            }
        }

        List<NumberScheme> schemes(List<Row> rows, List<LabelPattern> labelPatterns) {
            java.util.Set<String> labelNames = new java.util.HashSet<>();
            labelPatterns.forEach(l -> labelNames.add(l.name()));
            Map<String, SchemeParts> parts = new LinkedHashMap<>();
            for (Row row : rows) {
                String name = row.get("scheme");
                if (name.isEmpty()) {
                    problem(SCHEMES, row.line(), "load.blank", "scheme");
                    continue;
                }
                if (name.contains("/")) {
                    problem(SCHEMES, row.line(), "load.slash", "scheme", name);
                    continue;
                }
                SchemeParts s = parts.computeIfAbsent(name, n -> new SchemeParts(row.line()));
                String part = row.get("part").toLowerCase(Locale.ROOT);
                String value = row.get("value");
                switch (part) {
                    case "type" -> {
                        if (s.type != null) {
                            problem(SCHEMES, row.line(), "load.typeTwice", name, s.typeLine);
                            continue;
                        }
                        SchemeType t = SchemeType.ofCode(value).orElse(null);
                        if (t == null) {
                            problem(SCHEMES, row.line(), "load.badSchemeType", value);
                            s.badType = true;
                            continue;
                        }
                        s.type = t;
                        s.typeLine = row.line();
                        s.weight = weight(SCHEMES, row, "weight");
                    }
                    case "base", "factor", "step" -> {
                        BigDecimal v = Numbers.parse(value);
                        if (v == null) {
                            problem(SCHEMES, row.line(), "load.badNumber", part, value);
                            continue;
                        }
                        if (!PuzzleReader.numberFits(v)) {
                            problem(SCHEMES, row.line(), "load.numberRange",
                                    value.length() > 40 ? value.substring(0, 40) + "…" : value);
                            continue;
                        }
                        if ("step".equals(part) && v.signum() <= 0) {
                            problem(SCHEMES, row.line(), "load.badStep", value);
                            continue;
                        }
                        WeightedValue wv = new WeightedValue(v, weight(SCHEMES, row, "weight"));
                        ("base".equals(part) ? s.bases : "factor".equals(part) ? s.factors : s.steps).add(wv);
                        if ("step".equals(part)) {
                            s.stepLines.add(row.line());
                        }
                    }
                    case "label" -> {
                        if (value.isEmpty()) {
                            problem(SCHEMES, row.line(), "load.blank", "label");
                        } else if (s.labels.putIfAbsent(value, row.line()) != null) {
                            problem(SCHEMES, row.line(), "load.schemeLabelTwice", name, value, s.labels.get(value));
                        }
                    }
                    default -> problem(SCHEMES, row.line(), "load.badPart", row.get("part"));
                }
            }
            List<NumberScheme> out = new ArrayList<>();
            for (Map.Entry<String, SchemeParts> e : parts.entrySet()) {
                SchemeParts s = e.getValue();
                if (s.type == null) {
                    if (!s.badType) {
                        problem(SCHEMES, s.firstLine, "load.noType", e.getKey());
                    }
                    continue;
                }
                if (s.type == SchemeType.GEOMETRIC) {
                    for (int i = s.steps.size() - 1; i >= 0; i--) {
                        if (s.steps.get(i).value().compareTo(BigDecimal.ONE) == 0) {
                            problem(SCHEMES, s.stepLines.get(i), "load.ratioOne", e.getKey());
                            s.steps.remove(i);
                        }
                    }
                }
                String why = NumberScheme.check(s.type, s.bases, s.factors, s.steps);
                if (why != null) {
                    problem(SCHEMES, s.typeLine, "load.schemeUnusable", e.getKey(), why);
                    continue;
                }
                List<String> allowed = new ArrayList<>();
                for (Map.Entry<String, Long> l : s.labels.entrySet()) {
                    if (labelNames.contains(l.getKey())) {
                        allowed.add(l.getKey());
                    } else {
                        problem(SCHEMES, l.getValue(), "load.schemeLabelUnknown", e.getKey(), l.getKey());
                    }
                }
                if (!s.labels.isEmpty() && allowed.isEmpty()) {
                    problem(SCHEMES, s.typeLine, "load.schemeUnusable", e.getKey(), Msg.get("scheme.noLabel"));
                    continue;
                }
                out.add(new NumberScheme(e.getKey(), s.type, s.weight, s.bases, s.factors, s.steps, allowed));
            }
            return out;
        }

        List<LabelPattern> labels(List<Row> rows) {
            Map<String, Long> seen = new HashMap<>();
            List<LabelPattern> out = new ArrayList<>();
            for (Row row : rows) {
                String pattern = row.raw("pattern");
                String name = row.get("name");
                if (pattern.isBlank()) {
                    problem(LABELS, row.line(), "load.blank", "pattern");
                    continue;
                }
                if (name.isEmpty()) {
                    problem(LABELS, row.line(), "load.blank", "name");
                    continue;
                }
                if (tooLong(LABELS, row, name) || tooLong(LABELS, row, pattern)) {
                    continue;
                }
                if (name.contains("/")) {
                    problem(LABELS, row.line(), "load.slash", "name", name);
                    continue;
                }
                Long first = seen.putIfAbsent(pattern + "\u0000" + name, row.line());
                if (first != null) {
                    problem(LABELS, row.line(), "load.labelTwice", pattern, name, first);
                    continue;
                }
                List<Condition> cs;
                try {
                    cs = Condition.parse(row.get("conditions"));
                } catch (IllegalArgumentException e) {
                    problem(LABELS, row.line(), "load.labelConditions", e.getMessage());
                    continue;
                }
                out.add(new LabelPattern(pattern, name, weight(LABELS, row, "weight"), cs,
                        phrases(LABELS, row, CategoryKind.NUMERICAL)));
            }
            return out;
        }
    }

    // ------------------------------------------------------------------ writing

    static void save(CategoryDatabase db, Path dir, Monitor monitor) throws IOException {
        Files.createDirectories(dir);
        Map<String, Text> texts = new LinkedHashMap<>();
        texts.put(CLASSES, csv(CLASS_COLUMNS, db.classes().stream()
                .map(c -> List.of(c.name(), Names.weightText(c.weight()))).toList()));
        texts.put(CATEGORIES, csv(CATEGORY_COLUMNS, db.categories().stream()
                .map(c -> List.of(c.className(), c.id(), c.kind().code(), Names.weightText(c.weight()), c.name(),
                        c.subset() == DbCategory.defaultSubset(c.kind()) ? "" : c.subset().code(),
                        c.label() == null ? "" : c.label(), phrase(c.phrases(), 0), phrase(c.phrases(), 1),
                        phrase(c.phrases(), 2), phrase(c.phrases(), 3), phrase(c.phrases(), 4)))
                .toList()));
        List<List<String>> items = new ArrayList<>();
        boolean withForms = db.categories().stream().anyMatch(c -> !c.forms().isEmpty());
        for (DbCategory c : db.categories()) {
            for (String it : c.items()) {
                List<String> row = new ArrayList<>(List.of(c.className(), c.id(), it));
                if (withForms) {
                    Forms f = c.forms().get(it);
                    for (String col : FORM_COLUMNS) {
                        String v = f == null ? null : switch (col) {
                            case "gender" -> f.gender();
                            case "number" -> f.number();
                            default -> f.form(col);
                        };
                        row.add(v == null ? "" : v);
                    }
                }
                items.add(row);
            }
        }
        String[] itemColumns = ITEM_COLUMNS;
        if (withForms) {
            itemColumns = java.util.stream.Stream.concat(Arrays.stream(ITEM_COLUMNS), Arrays.stream(FORM_COLUMNS))
                    .toArray(String[]::new);
        }
        texts.put(ITEMS, csv(itemColumns, items));
        List<List<String>> schemes = new ArrayList<>();
        for (NumberScheme s : db.schemes()) {
            schemes.add(List.of(s.name(), "type", s.type().code(), Names.weightText(s.weight())));
            addParts(schemes, s.name(), "base", s.bases());
            addParts(schemes, s.name(), "factor", s.factors());
            addParts(schemes, s.name(), "step", s.steps());
            for (String l : s.labels()) {
                schemes.add(List.of(s.name(), "label", l, ""));
            }
        }
        texts.put(SCHEMES, csv(SCHEME_COLUMNS, schemes));
        texts.put(LABELS, csv(LABEL_COLUMNS, db.labels().stream()
                .map(l -> List.of(l.pattern(), l.name(), Names.weightText(l.weight()),
                        Condition.format(l.conditions()), phrase(l.phrases(), 0), phrase(l.phrases(), 1),
                        phrase(l.phrases(), 2), phrase(l.phrases(), 3), phrase(l.phrases(), 4)))
                .toList()));
        if (!db.themes().isEmpty() || Files.exists(dir.resolve(ThemeStore.THEMES))) {
            ThemeStore.write(db.themes()).forEach((f, text) -> texts.put(f, new Text(null, List.of(), text)));
        }
        if (db.lang() != null) {
            texts.put(LANGUAGE, new Text(null, List.of(), db.lang() + "\n"));
        }
        texts.put(README, new Text(null, List.of(), readme()));
        writeAll(dir, texts, monitor);
    }

    /**
     * Writes every file to a temporary file in {@code dir}, then replaces the old files with them all together
     * ({@link AtomicFiles#moveAllOver}). Cancelled or failed while writing, it removes the temporary files and the
     * old files stay as they were; the moves at the end are not cancelled (they take a moment), and a move that
     * fails puts back the files already replaced.
     */
    private static void writeAll(Path dir, Map<String, Text> texts, Monitor monitor) throws IOException {
        long total = 0;
        for (Text t : texts.values()) {
            total += t.units();
        }
        long[] done = {0};
        long all = total;
        Map<Path, Path> temps = new LinkedHashMap<>();
        try {
            for (Map.Entry<String, Text> e : texts.entrySet()) {
                monitor.checkCancelled();
                String message = Msg.get("progress.write", e.getKey());
                monitor.progress(done[0], all, message);
                Path target = AtomicFiles.checkTarget(dir.resolve(e.getKey()));
                AtomicFiles.removeStaleTemps(target);
                Path tmp = AtomicFiles.tempBeside(target);
                temps.put(target, tmp);
                try {
                    AtomicFiles.writeTemp(tmp, out -> e.getValue().writeTo(out, () -> {
                        if (++done[0] % Texts.EVERY == 0) {
                            monitor.checkCancelled();
                            monitor.progress(done[0], all, message);
                        }
                    }));
                } catch (IOException failed) {
                    throw AtomicFiles.failure(target, failed);
                }
            }
            monitor.checkCancelled();
            AtomicFiles.moveAllOver(temps);
            monitor.progress(all, all, Msg.get("progress.written"));
        } finally {
            for (Path t : temps.values()) {
                Files.deleteIfExists(t);
            }
        }
    }

    /** One phrase column's text: 0 is, 1 isNot, 2 less, 3 more, 4 amount; blank when there is none. */
    private static String phrase(Phrases p, int which) {
        if (p == null) {
            return "";
        }
        String s = switch (which) {
            case 0 -> p.is();
            case 1 -> p.isNot();
            case 2 -> p.less();
            case 3 -> p.more();
            default -> p.amount();
        };
        return s == null ? "" : s;
    }

    /** One file to write: a CSV table (a header and rows) or, when {@code header} is null, a plain text. */
    private record Text(String[] header, List<List<String>> rows, String plain) {
        /** The progress units of the file: one per line written (the header or the whole plain text is one). */
        long units() {
            return rows.size() + 1L;
        }

        /** Writes the file as UTF-8, calling {@code line} after every line. */
        void writeTo(OutputStream out, Runnable line) throws IOException {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            if (header == null) {
                w.write(plain);
                line.run();
            } else {
                CSVPrinter p = new CSVPrinter(w, WRITE);
                p.printRecord((Object[]) header);
                line.run();
                for (List<String> r : rows) {
                    p.printRecord(r);
                    line.run();
                }
            }
            w.flush();
        }
    }

    private static void addParts(List<List<String>> rows, String scheme, String part, List<WeightedValue> vs) {
        for (WeightedValue v : vs) {
            rows.add(List.of(scheme, part, Names.number(v.value()), Names.weightText(v.weight())));
        }
    }

    private static Text csv(String[] header, List<List<String>> rows) {
        return new Text(header, rows, null);
    }

    static String readme() {
        try (InputStream in = CsvStore.class.getResourceAsStream("README.txt")) {
            if (in == null) {
                throw new IllegalStateException("README.txt missing beside " + CsvStore.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
