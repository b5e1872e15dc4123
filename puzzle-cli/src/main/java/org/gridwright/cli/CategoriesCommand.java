package org.gridwright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.DrawException;
import org.gridwright.core.db.DrawRequest;
import org.gridwright.core.db.Duplicates;
import org.gridwright.core.db.LegacyImport;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.db.Problem;
import org.gridwright.core.db.Statistics;
import org.gridwright.core.db.Theme;
import org.gridwright.core.db.ThemePart;
import org.gridwright.core.db.WordSearch;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.text.Templates;

/** {@code gridwright categories stats|dupes|find WORD|import DIR|export DIR [--db DIR] [--json]}. */
final class CategoriesCommand implements Command {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Templates T = Templates.of("org.gridwright.cli.Categories", Locale.ENGLISH);
    private static final List<String> DB_FILES = List.of("classes.csv", "categories.csv", "items.csv", "schemes.csv",
            "labels.csv", "themes.csv", "theme_parts.csv");

    @Override
    public String name() {
        return "categories";
    }

    @Override
    public Templates texts() {
        return T;
    }

    /** The parsed command line. */
    private record Args(String action, String operand, Path db, boolean json, int items, int categories,
            int ordered, long seed) {
    }

    private static Args parse(List<String> args) throws UsageException {
        String action = null;
        String operand = null;
        Path db = null;
        boolean json = false;
        int items = -1;
        int categories = 4;
        int ordered = 1;
        long seed = 1;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--json" -> json = true;
                case "--db" -> db = path(Options.value(args, ++i, "--db"), "--db");
                case "--items" -> items = Options.intValue(args, ++i, a, 2, 1000);
                case "--categories" -> categories = Options.intValue(args, ++i, a, 2, 100);
                case "--ordered" -> ordered = Options.intValue(args, ++i, a, 0, 99);
                case "--seed" -> seed = Options.number(a, Options.value(args, ++i, a));
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException(T.fill("unknownOption", a));
                    } else if (action == null) {
                        action = a;
                    } else if (operand == null) {
                        operand = a;
                    } else {
                        throw new UsageException(T.fill("unexpectedArgument", a));
                    }
                }
            }
        }
        if (action == null) {
            throw new UsageException(T.fill("noAction"));
        }
        boolean wantsOperand = switch (action) {
            case "stats", "dupes", "draw", "themes" -> false;
            case "find", "import", "export" -> true;
            default -> throw new UsageException(T.fill("unknownAction", action));
        };
        if (wantsOperand && operand == null) {
            throw new UsageException(T.fill("find".equals(action) ? "needsWord" : "needsFolder", action));
        }
        if (!wantsOperand && operand != null) {
            throw new UsageException(T.fill("unexpectedArgument", operand));
        }
        if ("import".equals(action) && db == null) {
            throw new UsageException(T.fill("importNeedsDb"));
        }
        if (items < 0) {
            items = "draw".equals(action) ? 5 : 2;
        }
        return new Args(action, operand, db, json, items, categories, ordered, seed);
    }

    private static Path path(String text, String what) throws UsageException {
        if (text.isEmpty()) {
            throw new UsageException(T.fill("emptyPath", what));
        }
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new UsageException(T.fill("notPath", what, text));
        }
    }

    @Override
    public int run(List<String> argList, PrintStream out, PrintStream err) throws UsageException {
        Options.WithLang lang = Options.takeLang(argList); // --lang pl: the bundled Polish database
        Args a = parse(lang.rest());
        if ("import".equals(a.action())) {
            return importFolder(a, out, err);
        }
        LoadResult loaded = a.db() == null && lang.lang() != null ? bundled(lang.lang()) : load(a.db());
        int status = report(loaded.problems(), a.db(), err);
        CategoryDatabase db = loaded.db();
        switch (a.action()) {
            case "stats" -> stats(db, a, out);
            case "dupes" -> dupes(db, a, out);
            case "find" -> find(db, a, out);
            case "export" -> export(db, a, out);
            case "draw" -> draw(db, a, out);
            case "themes" -> themes(db, a, out);
            default -> throw new IllegalStateException(a.action());
        }
        return status;
    }

    private static LoadResult bundled(String lang) throws UsageException {
        try {
            return new LoadResult(CategoryDatabase.bundled(lang), List.of());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static LoadResult load(Path dir) throws UsageException {
        if (dir == null) {
            return new LoadResult(CategoryDatabase.bundled(), List.of());
        }
        try {
            return CategoryDatabase.load(dir);
        } catch (IOException e) {
            throw new UsageException(T.fill("dbUnreadable", dir, describe(e)));
        }
    }

    private static String describe(IOException e) {
        if (e instanceof NoSuchFileException n) {
            return n.getReason() != null ? n.getReason() : T.fill("noSuchFile");
        }
        if (e instanceof NotDirectoryException) {
            return T.fill("notFolder");
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** Prints the problems, each naming its file and line, and returns the exit status they call for. */
    private static int report(List<Problem> problems, Path dir, PrintStream err) {
        for (Problem p : problems) {
            err.println(dir == null ? T.fill("problem", p) : p.line() > 0
                    ? T.fill("problemAt", dir.resolve(p.file()), p.line(), p.message())
                    : T.fill("problemIn", dir.resolve(p.file()), p.message()));
        }
        if (!problems.isEmpty()) {
            err.println(T.fill("problems", problems.size()));
        }
        return problems.isEmpty() ? Main.OK : Main.USAGE;
    }

    private static void printJson(PrintStream out, Object value) {
        try {
            out.println(JSON.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String dbName(Path db) {
        return db == null ? T.fill("builtIn") : db.toString();
    }

    // ------------------------------------------------------------------ stats

    private static Map<String, Object> counts(Statistics.Counts c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("categories", c.categories());
        m.put("items", c.items());
        m.put("mean", round(c.mean()));
        m.put("min", c.min());
        m.put("max", c.max());
        return m;
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }

    private static void stats(CategoryDatabase db, Args a, PrintStream out) {
        Statistics s = Statistics.of(db, a.items());
        if (a.json()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("db", dbName(a.db()));
            m.put("classes", s.classes());
            m.put("categories", s.categories());
            m.put("items", s.items());
            m.put("schemes", s.schemes().size());
            m.put("labels", s.labels());
            m.put("probabilityItems", s.minItems());
            m.put("all", counts(s.all()));
            Map<String, Object> kinds = new LinkedHashMap<>();
            s.byKind().forEach((k, c) -> kinds.put(k.code(), counts(c)));
            m.put("byKind", kinds);
            List<Object> classes = new ArrayList<>();
            for (Statistics.ClassStats c : s.perClass()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("class", c.name());
                cm.put("weight", c.weight());
                cm.putAll(counts(c.counts()));
                Map<String, Object> ck = new LinkedHashMap<>();
                c.byKind().forEach((k, v) -> ck.put(k.code(), counts(v)));
                cm.put("byKind", ck);
                Map<String, Object> p = new LinkedHashMap<>();
                c.probability().forEach((k, v) -> p.put(k.code(), round(v)));
                cm.put("probability", p);
                classes.add(cm);
            }
            m.put("byClass", classes);
            List<Object> cats = new ArrayList<>();
            for (Statistics.CategoryStats c : s.perCategory()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("place", c.place());
                cm.put("kind", c.kind().code());
                cm.put("weight", c.weight());
                cm.put("items", c.items());
                cm.put("probability", round(c.probability()));
                cats.add(cm);
            }
            m.put("byCategory", cats);
            List<Object> schemes = new ArrayList<>();
            for (Statistics.SchemeStats c : s.schemes()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("scheme", c.name());
                cm.put("type", c.type().code());
                cm.put("weight", c.weight());
                cm.put("probability", round(c.probability()));
                schemes.add(cm);
            }
            m.put("byScheme", schemes);
            printJson(out, m);
            return;
        }
        out.println(T.fill("stats.database", dbName(a.db())));
        out.println(T.fill("stats.totals", s.classes(), s.categories(), s.items(), s.schemes().size(), s.labels()));
        out.println();
        out.printf("%-14s %10s %7s %7s %5s %5s%n", T.fill("column.kind"), T.fill("column.categories"),
                T.fill("column.items"), T.fill("column.mean"), T.fill("column.min"), T.fill("column.max"));
        for (CategoryKind k : CategoryKind.values()) {
            Statistics.Counts c = s.byKind().get(k);
            out.printf("%-14s %10d %7d %7.1f %5d %5d%n", k.code(), c.categories(), c.items(), c.mean(), c.min(),
                    c.max());
        }
        Statistics.Counts all = s.all();
        out.printf("%-14s %10d %7d %7.1f %5d %5d%n%n", T.fill("stats.all"), all.categories(), all.items(), all.mean(), all.min(),
                all.max());
        out.println(T.fill("stats.classes", s.minItems()));
        out.printf("%-16s %6s %10s %7s %7s %5s %5s  %s%n", T.fill("column.class"), T.fill("column.weight"),
                T.fill("column.categories"), T.fill("column.items"), T.fill("column.mean"), T.fill("column.min"),
                T.fill("column.max"), T.fill("column.probability"));
        for (Statistics.ClassStats c : s.perClass()) {
            List<String> ps = new ArrayList<>();
            c.probability().forEach((k, v) -> ps.add(k.code() + " " + percent(v)));
            out.printf("%-16s %6s %10d %7d %7.1f %5d %5d  %s%n", c.name(), weight(c.weight()),
                    c.counts().categories(), c.counts().items(), c.counts().mean(), c.counts().min(), c.counts().max(),
                    String.join(", ", ps));
        }
        out.println();
        out.println(T.fill("stats.categories"));
        out.printf("%-34s %-12s %6s %6s %8s%n", T.fill("column.category"), T.fill("column.kind"),
                T.fill("column.weight"), T.fill("column.items"), T.fill("column.chance"));
        for (Statistics.CategoryStats c : s.perCategory()) {
            out.printf("%-34s %-12s %6s %6d %8s%n", c.place(), c.kind().code(), weight(c.weight()), c.items(),
                    percent(c.probability()));
        }
        if (!s.schemes().isEmpty()) {
            out.println();
            out.println(T.fill("stats.schemes"));
            for (Statistics.SchemeStats c : s.schemes()) {
                out.printf("%-34s %-12s %6s %8s%n", c.name(), c.type().code(), weight(c.weight()),
                        percent(c.probability()));
            }
        }
    }

    private static String percent(double p) {
        return String.format(Locale.ROOT, "%.1f%%", p * 100);
    }

    private static String weight(double w) {
        return w == Math.rint(w) ? String.valueOf((long) w) : String.valueOf(w);
    }

    // ------------------------------------------------------------------ dupes, find

    private static void dupes(CategoryDatabase db, Args a, PrintStream out) {
        List<Duplicates.Duplicate> ds = Duplicates.find(db);
        if (a.json()) {
            List<Object> list = new ArrayList<>();
            for (Duplicates.Duplicate d : ds) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("item", d.item());
                m.put("places", d.places());
                list.add(m);
            }
            printJson(out, Map.of("duplicates", list));
            return;
        }
        if (ds.isEmpty()) {
            out.println(T.fill("dupes.none"));
            return;
        }
        for (Duplicates.Duplicate d : ds) {
            out.println(T.fill("dupes.item", d.item(), String.join(", ", d.places())));
        }
        out.println(T.fill("dupes.count", ds.size()));
    }

    private static void find(CategoryDatabase db, Args a, PrintStream out) {
        WordSearch.Result r = WordSearch.find(db, a.operand());
        if (a.json()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("word", a.operand());
            m.put("places", r.places());
            m.put("exact", r.exactPlaces());
            List<Object> hits = new ArrayList<>();
            for (WordSearch.Hit h : r.hits()) {
                Map<String, Object> hm = new LinkedHashMap<>();
                hm.put("place", h.place());
                hm.put("item", h.item());
                hm.put("exact", h.exact());
                hits.add(hm);
            }
            m.put("hits", hits);
            printJson(out, m);
            return;
        }
        if (r.hits().isEmpty()) {
            out.println(T.fill("find.none", a.operand()));
            return;
        }
        List<String> exact = new ArrayList<>();
        List<String> partial = new ArrayList<>();
        for (WordSearch.Hit h : r.hits()) {
            (h.exact() ? exact : partial).add(T.fill("find.hit", h.place(), h.item()));
        }
        if (!exact.isEmpty()) {
            out.println(T.fill("find.in", a.operand()));
            exact.forEach(x -> out.println("  " + x));
        }
        if (!partial.isEmpty()) {
            out.println(exact.isEmpty() ? T.fill("find.partOf", a.operand()) : T.fill("find.alsoPartOf"));
            partial.forEach(x -> out.println("  " + x));
        }
    }

    // ------------------------------------------------------------------ draw

    // ------------------------------------------------------------------ themes

    /** The database's themes: name, weight, sizes served, noun and first title; every field with --json. */
    private static void themes(CategoryDatabase db, Args a, PrintStream out) {
        if (a.json()) {
            List<Object> list = new ArrayList<>();
            for (Theme t : db.themes()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", t.name());
                m.put("weight", t.weight());
                m.put("categories", List.of(t.minCategories(), t.maxCategories()));
                m.put("items", List.of(t.minItems(), t.maxItems()));
                m.put("noun", t.noun());
                m.put("cast", t.cast());
                m.put("castName", t.castName());
                m.put("titles", t.titles());
                m.put("intros", t.intros());
                List<Object> parts = new ArrayList<>();
                for (ThemePart p : t.parts()) {
                    Map<String, Object> pm = new LinkedHashMap<>();
                    pm.put("kind", p.kind().code());
                    pm.put("ref", p.ref());
                    pm.put("name", p.name());
                    pm.put("weight", p.weight());
                    pm.put("schemes", p.schemes());
                    pm.put("ask", p.ask());
                    pm.put("phrases", p.phrases() == null ? null : phrases(p.phrases()));
                    parts.add(pm);
                }
                m.put("parts", parts);
                m.put("exclusions", t.exclusions().stream().map(e -> List.of(e.a(), e.b())).toList());
                list.add(m);
            }
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("database", dbName(a.db()));
            root.put("themes", list);
            printJson(out, root);
            return;
        }
        out.println(T.fill("stats.database", dbName(a.db())));
        if (db.themes().isEmpty()) {
            out.println(T.fill("themes.none"));
            return;
        }
        out.println(T.fill("themes.count", db.themes().size()));
        out.printf("%-20s %6s %10s %6s  %-26s %s%n", T.fill("column.theme"), T.fill("column.weight"),
                T.fill("column.categories"), T.fill("column.items"), T.fill("column.noun"), T.fill("column.title"));
        for (Theme t : db.themes()) {
            out.printf("%-20s %6s %10s %6s  %-26s %s%n", t.name(), weight(t.weight()),
                    Theme.rangeText(t.minCategories(), t.maxCategories()), Theme.rangeText(t.minItems(), t.maxItems()),
                    t.noun(), t.titles().get(0));
        }
    }

    private static Map<String, String> phrases(org.gridwright.core.model.Phrases p) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("is", p.is());
        m.put("isNot", p.isNot());
        m.put("less", p.less());
        m.put("more", p.more());
        m.put("amount", p.amount());
        return m;
    }

    private static void draw(CategoryDatabase db, Args a, PrintStream out) throws UsageException {
        int ordered = Math.min(a.ordered(), a.categories() - 1);
        List<Category> cs;
        try {
            DrawRequest req = DrawRequest.of(a.categories(), a.items()).withOrdinal(0, ordered)
                    .withNumerical(0, ordered).withOrdered(Math.min(1, ordered));
            cs = db.draw(new SplittableRandom(a.seed()), req);
        } catch (DrawException | IllegalArgumentException e) {
            throw new UsageException(T.fill("draw.failed", e.getMessage()));
        }
        if (a.json()) {
            List<Object> list = new ArrayList<>();
            for (Category c : cs) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", c.name());
                m.put("kind", c.kind().code());
                m.put("items", c.items());
                if (c.label() != null) {
                    m.put("label", c.label());
                }
                list.add(m);
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seed", a.seed());
            m.put("categories", list);
            printJson(out, m);
            return;
        }
        for (Category c : cs) {
            List<String> shown = new ArrayList<>();
            for (int i = 0; i < c.size(); i++) {
                shown.add(c.display(i));
            }
            out.printf("%-16s %-12s %s%n", c.name(), c.kind().code(), String.join(", ", shown));
        }
    }

    // ------------------------------------------------------------------ import, export

    private static void refuseNonEmptyDatabase(Path dir, String option) throws UsageException {
        for (String f : DB_FILES) {
            if (Files.exists(dir.resolve(f))) {
                throw new UsageException(T.fill("holdsDatabase", option, dir, f));
            }
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException(T.fill("notAFolder", option, dir));
        }
    }

    private static int importFolder(Args a, PrintStream out, PrintStream err) throws UsageException {
        Path from = path(a.operand(), "import");
        refuseNonEmptyDatabase(a.db(), "--db");
        LoadResult r;
        try {
            r = LegacyImport.importFolder(from);
        } catch (IOException e) {
            throw new UsageException(T.fill("importFailed", from, describe(e)));
        }
        int status = report(r.problems(), from, err);
        if (r.db().categories().isEmpty()) {
            throw new UsageException(T.fill("importNothing", from));
        }
        save(r.db(), a.db(), "--db");
        summary(r.db(), a.db(), "done.imported", a.json(), r.problems().size(), out);
        return status;
    }

    private static void export(CategoryDatabase db, Args a, PrintStream out) throws UsageException {
        Path to = path(a.operand(), "export");
        if (a.db() == null || !samePlace(a.db(), to)) {
            refuseNonEmptyDatabase(to, "export");
        }
        save(db, to, "export");
        summary(db, to, "done.exported", a.json(), 0, out);
    }

    private static boolean samePlace(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static void save(CategoryDatabase db, Path to, String what) throws UsageException {
        try {
            db.save(to);
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", what, to, e.getMessage()));
        }
    }

    /** What an import or export did: {@code done} is the template ({@code done.imported}, {@code done.exported}). */
    private static void summary(CategoryDatabase db, Path to, String done, boolean json, int problems,
            PrintStream out) {
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("db", to.toString());
            m.put("classes", db.classes().size());
            m.put("categories", db.categories().size());
            m.put("items", db.itemCount());
            m.put("problems", problems);
            printJson(out, m);
            return;
        }
        out.println(T.fill(done, db.classes().size(),
                String.join(", ", db.classes().stream().map(DbClass::name).toList()), db.categories().size(),
                db.itemCount(), to));
    }
}
