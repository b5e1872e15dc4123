package org.gridwright.core.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.gridwright.core.io.AtomicFiles;

/**
 * Writes puzzles as {@code gridwright/1} text: deterministic, two-space indent, keys in the order of docs/FORMAT.md,
 * each category, clue and solution row on one line (so a diff shows one changed line per changed clue), numbers in
 * canonical form without exponent, numerical items as JSON numbers, line ends {@code \n}.
 * {@code PuzzleReader.parse(toJson(p))} equals {@code p}.
 */
public final class PuzzleWriter {
    private PuzzleWriter() {
    }

    /** The file text of a puzzle, ending with a newline. */
    public static String toJson(Puzzle p) {
        StringBuilder sb = new StringBuilder(1024);
        sb.append("{\n");
        List<String> members = new ArrayList<>();
        members.add(member("format", str(PuzzleReader.FORMAT)));
        if (p.title() != null) {
            members.add(member("title", str(p.title())));
        }
        if (p.author() != null) {
            members.add(member("author", str(p.author())));
        }
        if (p.intro() != null) {
            members.add(member("intro", str(p.intro())));
        }
        if (p.lang() != null) {
            members.add(member("lang", str(p.lang())));
        }
        if (p.cast() != null) {
            members.add(member("cast", str(p.cast())));
        }
        if (p.noun() != null) {
            members.add(member("noun", str(p.noun())));
        }
        members.add(member("categories", block(p.categories().stream().map(PuzzleWriter::category).toList())));
        members.add(member("clues", block(p.clues().stream().map(c -> clue(p, c)).toList())));
        p.solution().ifPresent(s -> members.add(member("solution", block(rows(p, s)))));
        p.generator().ifPresent(g -> members.add(member("generator", generator(g))));
        p.difficultyJson().ifPresent(d -> members.add(member("difficulty", raw(d))));
        for (Map.Entry<String, String> e : p.extensions().entrySet()) {
            members.add(member(e.getKey(), raw(e.getValue())));
        }
        sb.append(String.join(",\n", members));
        return sb.append("\n}\n").toString();
    }

    /**
     * Writes the puzzle atomically: to a temporary file in the same directory, then moved over {@code file}, so a
     * crash never leaves a half-written puzzle.
     */
    public static void write(Puzzle p, Path file) throws IOException {
        AtomicFiles.writeString(file, toJson(p));
    }

    /**
     * One row of a solution as a JSON object {@code {"Name": "Alice", "Price": 2}}, numbers as numbers (the items
     * only: {@link #toJson} adds the row's {@code x-} keys when it writes the puzzle's own solution).
     */
    public static String row(Puzzle p, Solution s, int entity) {
        return obj(rowFields(p, s, entity));
    }

    /** An item as JSON: a string, or a number for a numerical category. */
    public static String item(Category c, int index) {
        return c.kind() == CategoryKind.NUMERICAL ? c.items().get(index) : str(c.items().get(index));
    }

    /** A JSON string literal. */
    public static String str(String s) {
        return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
    }

    /** The rows of the puzzle's own solution, each with the {@code x-} keys it was read with after its items. */
    private static List<String> rows(Puzzle p, Solution s) {
        List<String> rows = new ArrayList<>();
        for (int e = 0; e < s.size(); e++) {
            List<String> fields = rowFields(p, s, e);
            rawMembers(fields, p.solutionExtensions().get(e));
            rows.add(obj(fields));
        }
        return rows;
    }

    private static List<String> rowFields(Puzzle p, Solution s, int entity) {
        List<String> fields = new ArrayList<>();
        for (int c = 0; c < p.categoryCount(); c++) {
            fields.add(inlineMember(p.category(c).name(), item(p.category(c), s.itemOf(entity, c))));
        }
        return fields;
    }

    /** Appends members whose values are raw JSON text ({@code x-} keys, settings) to an inline object, in order. */
    private static void rawMembers(List<String> fields, Map<String, String> ext) {
        for (Map.Entry<String, String> e : ext.entrySet()) {
            fields.add(inlineMember(e.getKey(), raw(e.getValue())));
        }
    }

    private static String category(Category c) {
        List<String> f = new ArrayList<>();
        f.add(inlineMember("name", str(c.name())));
        f.add(inlineMember("kind", str(c.kind().code())));
        if (c.kind() == CategoryKind.NUMERICAL) {
            f.add(inlineMember("values", arr(c.items())));
            if (c.label() != null) {
                f.add(inlineMember("label", str(c.label())));
            }
        } else {
            f.add(inlineMember("items", arr(c.items().stream().map(PuzzleWriter::str).toList())));
        }
        rawMembers(f, c.extensions());
        return obj(f);
    }

    private static String clue(Puzzle p, Clue clue) {
        List<String> f = new ArrayList<>();
        f.add(inlineMember("type", str(clue.type())));
        ClueMeta meta = clue.meta();
        if (meta.id() != null) {
            f.add(inlineMember("id", str(meta.id())));
        }
        clue.accept(new Clue.Visitor<Void>() {
            public Void match(Clue.Match m) {
                f.add(inlineMember("a", ref(p, m.a())));
                f.add(inlineMember("b", ref(p, m.b())));
                return null;
            }

            public Void not(Clue.Not n) {
                f.add(inlineMember("a", ref(p, n.a())));
                f.add(inlineMember("b", arr(n.b().stream().map(r -> ref(p, r)).toList())));
                return null;
            }

            public Void any(Clue.Any a) {
                List<String> options = a.options().stream().map(o -> PuzzleWriter.pair(p, o)).toList();
                f.add(inlineMember("options", arr(options)));
                if (a.exclusive()) {
                    f.add(inlineMember("exclusive", "true"));
                }
                return null;
            }

            public Void ifThen(Clue.If i) {
                f.add(inlineMember("when", PuzzleWriter.pair(p, i.when())));
                f.add(inlineMember("then", PuzzleWriter.pair(p, i.then())));
                if (i.otherwise() != null) {
                    f.add(inlineMember("else", PuzzleWriter.pair(p, i.otherwise())));
                }
                return null;
            }

            public Void less(Clue.Less l) {
                f.add(inlineMember("by", str(l.by())));
                f.add(inlineMember("chain", arr(l.chain().stream().map(r -> ref(p, r)).toList())));
                return null;
            }

            public Void offset(Clue.Offset o) {
                positional(p, f, o.by(), o.a(), o.b());
                f.add(inlineMember("op", str(o.op().symbol())));
                f.add(inlineMember("amount", Category.canonical(o.amount())));
                return null;
            }

            public Void next(Clue.Next n) {
                positional(p, f, n.by(), n.a(), n.b());
                return null;
            }

            public Void notNext(Clue.NotNext n) {
                positional(p, f, n.by(), n.a(), n.b());
                return null;
            }

            public Void distance(Clue.Distance d) {
                positional(p, f, d.by(), d.a(), d.b());
                f.add(inlineMember("amount", Category.canonical(d.amount())));
                return null;
            }

            public Void pair(Clue.OfTwo o) {
                f.add(inlineMember("a", ref(p, o.a())));
                f.add(inlineMember("b", ref(p, o.b())));
                f.add(inlineMember("c", ref(p, o.c())));
                f.add(inlineMember("d", ref(p, o.d())));
                return null;
            }

            public Void distinct(Clue.Distinct d) {
                f.add(inlineMember("refs", arr(d.refs().stream().map(r -> ref(p, r)).toList())));
                return null;
            }
        });
        if (meta.text() != null) {
            f.add(inlineMember("text", str(meta.text())));
        }
        rawMembers(f, meta.extensions());
        return obj(f);
    }

    private static void positional(Puzzle p, List<String> f, String by, Ref a, Ref b) {
        f.add(inlineMember("by", str(by)));
        f.add(inlineMember("a", ref(p, a)));
        f.add(inlineMember("b", ref(p, b)));
    }

    private static String generator(GeneratorInfo g) {
        List<String> f = new ArrayList<>();
        if (g.seed() != null) {
            f.add(inlineMember("seed", Long.toString(g.seed())));
        }
        if (g.version() != null) {
            f.add(inlineMember("version", str(g.version())));
        }
        if (g.db() != null) {
            f.add(inlineMember("db", str(g.db())));
        }
        if (!g.settings().isEmpty()) {
            List<String> s = new ArrayList<>();
            rawMembers(s, g.settings());
            f.add(inlineMember("settings", obj(s)));
        }
        rawMembers(f, g.extensions());
        return obj(f);
    }

    /** A reference with its item in canonical form: a number for a numerical category. */
    static String ref(Puzzle p, Ref r) {
        Item i = p.resolve(r);
        Category c = p.category(i.category());
        return "[" + str(c.name()) + ", " + item(c, i.index()) + "]";
    }

    private static String pair(Puzzle p, Pair pair) {
        return "[" + ref(p, pair.a()) + ", " + ref(p, pair.b()) + "]";
    }

    /** Raw JSON text re-serialized compactly (validating it). */
    private static String raw(String json) {
        try {
            return PuzzleReader.raw(PuzzleReader.mapperInstance().readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + json, e);
        }
    }

    private static String member(String key, String value) {
        return "  " + str(key) + ": " + value;
    }

    private static String inlineMember(String key, String value) {
        return str(key) + ": " + value;
    }

    private static String obj(List<String> members) {
        return "{" + String.join(", ", members) + "}";
    }

    private static String arr(List<String> values) {
        return "[" + String.join(", ", values) + "]";
    }

    private static String block(List<String> lines) {
        if (lines.isEmpty()) {
            return "[]";
        }
        return "[\n    " + String.join(",\n    ", lines) + "\n  ]";
    }
}
