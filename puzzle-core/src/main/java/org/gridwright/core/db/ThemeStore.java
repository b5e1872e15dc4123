package org.gridwright.core.db;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Phrases;

/**
 * Reads and writes a database's themes: {@code themes.csv} (one row per theme) and {@code theme_parts.csv} (the
 * categories, classes, numbers and exclusions of each). Both files are optional: a database without them has no
 * themes and draws as before. Every malformed row is reported as a {@link Problem} and left out; the rest is read.
 */
final class ThemeStore {
    static final String THEMES = "themes.csv";
    static final String PARTS = "theme_parts.csv";
    static final List<String> FILES = List.of(THEMES, PARTS);

    static final String[] THEME_COLUMNS = {"theme", "weight", "categories", "items", "noun", "cast", "cast_name",
        "title", "intro"};
    static final String[] PART_COLUMNS = {"theme", "part", "value", "weight", "name", "scheme", "ask", "phrase",
        "phrase_not", "phrase_less", "phrase_more", "phrase_amount"};

    /** How several titles, intros or cast alternatives share one cell. */
    static final String ALTERNATIVES = "|";
    private static final String EXCLUDE = "exclude";

    private static final CSVFormat READ = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).get();
    private static final CSVFormat WRITE = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();

    private ThemeStore() {
    }

    /** One data row with its line, fields found by column name. */
    private record Row(long line, Map<String, String> fields) {
        String get(String column) {
            String v = fields.get(column);
            return v == null ? "" : v.strip();
        }
    }

    /**
     * The themes of {@code db} read from the two files' texts (null: the file is missing), checked against the
     * database's categories, classes and schemes.
     */
    static List<Theme> read(String themesText, String partsText, CategoryDatabase db, List<Problem> problems) {
        if (themesText == null) {
            if (partsText != null) {
                problems.add(new Problem(PARTS, 0, ThemeText.get("load.partsWithoutThemes")));
            }
            return List.of();
        }
        List<Row> themeRows = rows(THEMES, themesText, THEME_COLUMNS, 1, problems);
        List<Row> partRows = partsText == null ? List.of() : rows(PARTS, partsText, PART_COLUMNS, 3, problems);
        return new Reader(db, problems).themes(themeRows, partRows);
    }

    private static List<Row> rows(String file, String text, String[] columns, int required, List<Problem> problems) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<Row> out = new ArrayList<>();
        List<String> known = Arrays.asList(columns);
        try (CSVParser parser = CSVParser.parse(text, READ)) {
            String[] header = null;
            long line = 0;
            long[] scan = {0, 1};
            try {
                for (CSVRecord rec : parser) {
                    line = rec.getRecordNumber();
                    long at = lineOf(text, rec.getCharacterPosition(), scan);
                    if (header == null) {
                        header = new String[rec.size()];
                        for (int i = 0; i < rec.size(); i++) {
                            header[i] = rec.get(i).strip().toLowerCase(Locale.ROOT);
                            if (!header[i].isEmpty() && !known.contains(header[i])) {
                                problems.add(new Problem(file, at, Msg.get("load.unknownColumn", rec.get(i).strip(),
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
                            problems.add(new Problem(file, at, Msg.get("load.missingColumns",
                                    String.join(", ", missing), String.join(", ", columns))));
                            return out;
                        }
                        continue;
                    }
                    Map<String, String> fields = new HashMap<>();
                    boolean blank = true;
                    for (int i = 0; i < rec.size(); i++) {
                        String v = rec.get(i);
                        blank &= v.isBlank();
                        if (i < header.length && known.contains(header[i])) {
                            fields.putIfAbsent(header[i], v);
                        } else if (i >= header.length && !v.isBlank()) {
                            problems.add(new Problem(file, at, Msg.get("load.extraField", v.strip())));
                        }
                    }
                    if (!blank) {
                        out.add(new Row(at, fields));
                    }
                }
            } catch (UncheckedIOException | IllegalStateException e) {
                problems.add(new Problem(file, Math.max(line + 1, parser.getCurrentLineNumber()),
                        Msg.get("load.unreadable", String.valueOf(e.getMessage()))));
            }
            if (header == null) {
                problems.add(new Problem(file, 0, Msg.get("load.noHeader", String.join(",", columns))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The 1-based line of {@code pos}, scanning on from where {@code scan} (position, line) stopped. */
    private static long lineOf(String text, long pos, long[] scan) {
        for (int i = (int) scan[0]; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                scan[1]++;
            }
        }
        scan[0] = Math.max(scan[0], pos);
        return scan[1];
    }

    /** The row checks. */
    private static final class Reader {
        private final CategoryDatabase db;
        private final List<Problem> problems;

        Reader(CategoryDatabase db, List<Problem> problems) {
            this.db = db;
            this.problems = problems;
        }

        private void problem(String file, long line, String text) {
            problems.add(new Problem(file, line, text));
        }

        private double weight(String file, Row row) {
            String t = row.get("weight");
            if (t.isEmpty()) {
                return 1;
            }
            double w = Numbers.weight(t);
            if (Double.isNaN(w)) {
                problem(file, row.line(), Msg.get("load.badWeight", t));
                return 1;
            }
            return w;
        }

        /** A range cell: blank is {@code def}, {@code 4} is 4-4, {@code 3-6} is 3-6; null when malformed. */
        private int[] range(Row row, String column, int[] def) {
            String t = row.get(column);
            if (t.isEmpty()) {
                return def;
            }
            String[] s = t.split("-", -1);
            try {
                int a = Integer.parseInt(s[0].strip());
                int b = s.length == 1 ? a : s.length == 2 ? Integer.parseInt(s[1].strip()) : -1;
                if (a >= 2 && b >= a && b <= Theme.MAX_RANGE) {
                    return new int[] {a, b};
                }
            } catch (NumberFormatException e) {
                // said below
            }
            problem(THEMES, row.line(), ThemeText.get("load.badRange", column, t, def[0], def[1]));
            return def;
        }

        private static List<String> alternatives(String cell) {
            List<String> out = new ArrayList<>();
            for (String s : cell.split("\\" + ALTERNATIVES, -1)) {
                if (!s.isBlank()) {
                    out.add(s.strip());
                }
            }
            return out;
        }

        /** Whether {@code class/category} names a category of the database. */
        private Optional<DbCategory> category(String ref) {
            int slash = ref.indexOf('/');
            if (slash <= 0) {
                return Optional.empty();
            }
            return db.category(ref.substring(0, slash).strip(), ref.substring(slash + 1).strip());
        }

        List<Theme> themes(List<Row> themeRows, List<Row> partRows) {
            Map<String, Long> lines = new LinkedHashMap<>();
            Map<String, List<ThemePart>> parts = new HashMap<>();
            Map<String, List<Theme.Exclusion>> exclusions = new HashMap<>();
            List<Row> accepted = new ArrayList<>();
            for (Row row : themeRows) {
                String name = row.get("theme");
                if (name.isEmpty()) {
                    problem(THEMES, row.line(), Msg.get("load.blank", "theme"));
                    continue;
                }
                if (name.contains("/")) {
                    problem(THEMES, row.line(), Msg.get("load.slash", "theme", name));
                    continue;
                }
                Long first = lines.putIfAbsent(name, row.line());
                if (first != null) {
                    problem(THEMES, row.line(), ThemeText.get("load.themeTwice", name, first));
                    continue;
                }
                accepted.add(row);
                parts.put(name, new ArrayList<>());
                exclusions.put(name, new ArrayList<>());
            }
            Set<String> unknownThemes = new HashSet<>();
            for (Row row : partRows) {
                String theme = row.get("theme");
                List<ThemePart> into = parts.get(theme);
                if (into == null) {
                    if (unknownThemes.add(theme)) {
                        problem(PARTS, row.line(), ThemeText.get("load.unknownTheme", theme));
                    }
                    continue;
                }
                part(row, into, exclusions.get(theme));
            }
            List<Theme> out = new ArrayList<>();
            for (Row row : accepted) {
                Theme t = theme(row, parts.get(row.get("theme")), exclusions.get(row.get("theme")));
                if (t != null) {
                    out.add(t);
                }
            }
            return out;
        }

        private Theme theme(Row row, List<ThemePart> parts, List<Theme.Exclusion> exclusions) {
            String name = row.get("theme");
            int[] cats = range(row, "categories", new int[] {2, 8});
            int[] items = range(row, "items", new int[] {2, 8});
            List<String> cast = new ArrayList<>();
            for (String alt : alternatives(row.get("cast"))) {
                List<String> bad = Theme.castRefs(alt).stream().filter(r -> category(r).isEmpty()).toList();
                if (bad.isEmpty()) {
                    cast.add(alt);
                } else {
                    problem(THEMES, row.line(), ThemeText.get("load.unknownCast", String.join(", ", bad)));
                }
            }
            if (cast.isEmpty()) {
                problem(THEMES, row.line(), ThemeText.get("load.noCast", name));
                return null;
            }
            if (parts.isEmpty()) {
                problem(THEMES, row.line(), ThemeText.get("load.noParts", name));
                return null;
            }
            try {
                return new Theme(name, weight(THEMES, row), cats[0], cats[1], items[0], items[1], row.get("noun"), cast,
                        row.get("cast_name"), alternatives(row.get("title")), alternatives(row.get("intro")), parts,
                        exclusions);
            } catch (IllegalArgumentException e) {
                problem(THEMES, row.line(), e.getMessage());
                return null;
            }
        }

        private void part(Row row, List<ThemePart> into, List<Theme.Exclusion> exclusions) {
            String kindText = row.get("part");
            String value = row.get("value");
            if (value.isEmpty()) {
                problem(PARTS, row.line(), Msg.get("load.blank", "value"));
                return;
            }
            if (EXCLUDE.equals(kindText.toLowerCase(Locale.ROOT))) {
                Theme.Exclusion e = Theme.Exclusion.parse(value);
                if (e == null) {
                    problem(PARTS, row.line(), ThemeText.get("load.badExclusion", value));
                } else {
                    exclusions.add(e);
                }
                return;
            }
            ThemePart.Kind kind = ThemePart.Kind.ofCode(kindText).orElse(null);
            if (kind == null) {
                problem(PARTS, row.line(), ThemeText.get("load.badPart", kindText));
                return;
            }
            CategoryKind phraseKind;
            switch (kind) {
                case CATEGORY -> {
                    Optional<DbCategory> c = category(value);
                    if (c.isEmpty()) {
                        problem(PARTS, row.line(), ThemeText.get("load.unknownCategory", value));
                        return;
                    }
                    phraseKind = c.get().kind();
                }
                case CLASS -> {
                    if (db.dbClass(value).isEmpty()) {
                        problem(PARTS, row.line(), Msg.get("load.unknownClass", value));
                        return;
                    }
                    phraseKind = null;
                }
                default -> phraseKind = CategoryKind.NUMERICAL;
            }
            List<String> schemes = new ArrayList<>();
            for (String s : row.get("scheme").split(";")) {
                if (s.isBlank()) {
                    continue;
                }
                if (db.schemes().stream().noneMatch(x -> x.name().equals(s.strip()))) {
                    problem(PARTS, row.line(), ThemeText.get("load.unknownScheme", s.strip()));
                } else {
                    schemes.add(s.strip());
                }
            }
            Phrases phrases = phrases(row, phraseKind);
            try {
                into.add(new ThemePart(kind, value, weight(PARTS, row), row.get("name"), schemes, row.get("ask"),
                        phrases));
            } catch (IllegalArgumentException e) {
                problem(PARTS, row.line(), e.getMessage());
            }
        }

        /** The phrase columns, or null when blank or not valid for a part of {@code kind} (then with a problem). */
        private Phrases phrases(Row row, CategoryKind kind) {
            String[] t = {row.get("phrase"), row.get("phrase_not"), row.get("phrase_less"), row.get("phrase_more"),
                row.get("phrase_amount")};
            boolean any = Arrays.stream(t).anyMatch(s -> !s.isEmpty());
            if (!any) {
                return null;
            }
            if (kind == null) {
                problem(PARTS, row.line(), ThemeText.get("load.classPhrases"));
                return null;
            }
            Optional<Phrases.Fault> f = Phrases.fault(t[0], t[1], t[2], t[3], t[4], kind);
            if (f.isPresent()) {
                problem(PARTS, row.line(), Msg.get("load.phrases." + f.get().code()));
                return null;
            }
            return Phrases.ofTexts(t[0], t[1], t[2], t[3], t[4]).orElse(null);
        }
    }

    // ------------------------------------------------------------------ writing

    /** The texts of the two files for {@code themes}, in file order. */
    static Map<String, String> write(List<Theme> themes) {
        List<List<String>> themeRows = new ArrayList<>();
        List<List<String>> partRows = new ArrayList<>();
        for (Theme t : themes) {
            themeRows.add(List.of(t.name(), Names.weightText(t.weight()),
                    Theme.rangeText(t.minCategories(), t.maxCategories()), Theme.rangeText(t.minItems(), t.maxItems()),
                    t.noun(), t.castText(), t.castName() == null ? "" : t.castName(),
                    String.join(ALTERNATIVES, t.titles()), String.join(ALTERNATIVES, t.intros())));
            for (ThemePart p : t.parts()) {
                Phrases ph = p.phrases();
                partRows.add(List.of(t.name(), p.kind().code(), p.ref(), Names.weightText(p.weight()),
                        p.name() == null ? "" : p.name(), String.join(";", p.schemes()), p.ask() == null ? "" : p.ask(),
                        ph == null ? "" : ph.is(), ph == null ? "" : ph.isNot(), text(ph == null ? null : ph.less()),
                        text(ph == null ? null : ph.more()), text(ph == null ? null : ph.amount())));
            }
            for (Theme.Exclusion e : t.exclusions()) {
                partRows.add(List.of(t.name(), EXCLUDE, e.text(), "", "", "", "", "", "", "", "", ""));
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        out.put(THEMES, csv(THEME_COLUMNS, themeRows));
        out.put(PARTS, csv(PART_COLUMNS, partRows));
        return out;
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    private static String csv(String[] header, List<List<String>> rows) {
        StringWriter w = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(w, WRITE)) {
            p.printRecord((Object[]) header);
            for (List<String> r : rows) {
                p.printRecord(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }
}
