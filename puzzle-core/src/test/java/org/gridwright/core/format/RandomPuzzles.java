package org.gridwright.core.format;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.GeneratorInfo;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Phrases;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/** Random but valid puzzles of every clue type, for property tests. */
public final class RandomPuzzles {
    private static final String[] WORDS = {"Alice", "Bob", "Carol", "Dave", "Eve", "Ünïcødé ☕", "quote \" and \\",
        "new\nline", "tab\tin", "Zoë", "O'Brien", "2001", "   spaced   ", "日本", "x-name", "😀 emoji"};

    private RandomPuzzles() {
    }

    /** A random valid puzzle with every optional part sometimes present and clues of every type. */
    public static Puzzle puzzle(long seed) {
        Random r = new Random(seed);
        int cats = 2 + r.nextInt(4);
        int k = 2 + r.nextInt(r.nextInt(8) == 0 ? 20 : 5);
        Puzzle.Builder b = Puzzle.builder();
        boolean hasOrdered = false;
        for (int c = 0; c < cats; c++) {
            String name = (c == 0 ? "Name" : pick(r, WORDS) + " " + c);
            int kind = c == 0 ? 0 : r.nextInt(3);
            if (c == cats - 1 && !hasOrdered) {
                kind = 1 + r.nextInt(2);
            }
            if (kind == 2) {
                List<BigDecimal> vs = new ArrayList<>();
                BigDecimal v = BigDecimal.valueOf(r.nextInt(2000) - 1000, r.nextInt(3));
                for (int i = 0; i < k; i++) {
                    vs.add(v);
                    v = v.add(BigDecimal.valueOf(1 + r.nextInt(50), r.nextInt(3)));
                }
                String label = switch (r.nextInt(3)) {
                    case 0 -> null;
                    case 1 -> "@ kg";
                    default -> "€@";
                };
                b.category(extensions(r, Category.numerical(name, vs, label)));
                hasOrdered = true;
            } else {
                List<String> items = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    items.add(pick(r, WORDS) + " " + i);
                }
                b.category(extensions(r, Category.labelled(name,
                        kind == 0 ? CategoryKind.CATEGORICAL : CategoryKind.ORDINAL, items)));
                hasOrdered |= kind == 1;
            }
        }
        Puzzle base = b.build();
        List<String> ordered = base.categories().stream().filter(c -> c.kind().isOrdered()).map(Category::name)
                .toList();
        List<Clue> clues = new ArrayList<>();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            clues.add(clue(r, base, ordered, r.nextInt(11)));
        }
        for (int t = 0; t < 11 && r.nextBoolean(); t++) {
            clues.add(clue(r, base, ordered, t));
        }
        b.clues(clues);
        if (r.nextBoolean()) {
            b.title(pick(r, WORDS));
        }
        if (r.nextBoolean()) {
            b.author(pick(r, WORDS));
        }
        if (r.nextBoolean()) {
            b.intro(pick(r, WORDS) + " and " + pick(r, WORDS) + ".\nA second line.");
        }
        if (r.nextBoolean()) {
            b.lang(r.nextBoolean() ? "en" : "pl");
        }
        if (r.nextBoolean()) {
            b.cast(base.category(r.nextInt(base.categoryCount())).name());
            b.noun(r.nextBoolean() ? "friend" : "team|teams");
        }
        if (r.nextBoolean()) {
            b.solution(solution(r, cats, k), r.nextBoolean() ? List.of() : rowExtensions(r, k));
        }
        if (r.nextBoolean()) {
            b.generator(new GeneratorInfo(r.nextBoolean() ? r.nextLong() : null, r.nextBoolean() ? "0.1.0" : null,
                    r.nextBoolean() ? "bundled" : null,
                    r.nextBoolean() ? Map.of() : Map.of("difficulty", "\"hard\"", "types", "[\"match\",\"not\"]"),
                    r.nextBoolean() ? Map.of() : someExtensions(r)));
        }
        if (r.nextBoolean()) {
            b.difficultyJson("{\"level\":\"easy\",\"score\":" + r.nextInt(100) + "}");
        }
        if (r.nextBoolean()) {
            b.extension("x-editor", "{\"zoom\":1.5,\"open\":[1,2,{\"a\":null}]}");
        }
        return b.build();
    }

    /** The category, sometimes with x- keys of its own and phrases among them (comparatives if it is ordered). */
    private static Category extensions(Random r, Category c) {
        if (r.nextInt(3) == 0) {
            return c;
        }
        Map<String, String> ext = new java.util.LinkedHashMap<>();
        if (r.nextBoolean()) {
            ext.put("x-colour", "\"" + (r.nextBoolean() ? "red" : "blue") + "\"");
        }
        if (r.nextBoolean()) {
            String is = word(r) + " @";
            Phrases p = c.kind().isOrdered() && r.nextBoolean()
                    ? new Phrases(is, "not " + is, word(r) + " @ less than", "@ more than")
                    : Phrases.of(is, "does not " + word(r) + " @");
            if (c.kind() == CategoryKind.NUMERICAL && r.nextBoolean()) {
                p = p.withAmount(r.nextBoolean() ? "@ " + word(r) : "@ " + word(r) + "|@ " + word(r));
            }
            ext.put(Phrases.KEY, p.toJson());
        }
        if (r.nextBoolean()) {
            ext.put("x-n", Integer.toString(r.nextInt(1000)));
        }
        return c.withExtensions(ext);
    }

    /** {@code x-} keys for the {@code k} rows of a solution: some rows with none, some with several. */
    private static List<Map<String, String>> rowExtensions(Random r, int k) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int e = 0; e < k; e++) {
            rows.add(r.nextInt(3) == 0 ? Map.of() : someExtensions(r));
        }
        return rows;
    }

    /** One to four {@code x-} keys in a random order, with values of every JSON kind (raw compact text). */
    private static Map<String, String> someExtensions(Random r) {
        String[][] choices = {
            {"x-note", "\"" + word(r).replace("\\", "\\\\").replace("\"", "\\\"") + "\""},
            {"x-n", Integer.toString(r.nextInt(1000) - 500)},
            {"x-ok", Boolean.toString(r.nextBoolean())},
            {"x-none", "null"},
            {"x-list", "[1,2.5,\"a\",{\"b\":[]}]"},
            {"x-" + word(r), "{\"at\":" + r.nextInt(9) + "}"},
        };
        List<String[]> pool = new ArrayList<>(List.of(choices));
        java.util.Collections.shuffle(pool, r);
        Map<String, String> ext = new java.util.LinkedHashMap<>();
        for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
            ext.put(pool.get(i)[0], pool.get(i)[1]);
        }
        return ext;
    }

    /** A random complete solution. */
    public static Solution solution(Random r, int cats, int k) {
        int[][] rows = new int[k][cats];
        for (int c = 0; c < cats; c++) {
            List<Integer> perm = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                perm.add(i);
            }
            java.util.Collections.shuffle(perm, r);
            for (int e = 0; e < k; e++) {
                rows[e][c] = c == 0 ? e : perm.get(e);
            }
        }
        return Solution.ofRows(rows);
    }

    private static Clue clue(Random r, Puzzle p, List<String> ordered, int type) {
        ClueMeta meta = switch (r.nextInt(5)) {
            case 0 -> ClueMeta.text(pick(r, WORDS) + " is somewhere.");
            case 1 -> new ClueMeta("c" + r.nextInt(1000), null, Map.of());
            case 2 -> new ClueMeta("id-" + r.nextInt(9), "Said \"so\".", Map.of("x-note", "\"check\"", "x-n", "3"));
            default -> ClueMeta.NONE;
        };
        String by = ordered.get(r.nextInt(ordered.size()));
        BigDecimal amount = BigDecimal.valueOf(r.nextInt(100), r.nextInt(3));
        return switch (type) {
            case 0 -> new Clue.Match(ref(r, p), ref(r, p), meta);
            case 1 -> new Clue.Not(ref(r, p), refs(r, p, 1 + r.nextInt(3)), meta);
            case 2 -> new Clue.Any(pairs(r, p, 2 + r.nextInt(3)), r.nextBoolean(), meta);
            case 3 -> new Clue.If(pair(r, p), pair(r, p), r.nextBoolean() ? pair(r, p) : null, meta);
            case 4 -> new Clue.Less(by, refs(r, p, 2 + r.nextInt(3)), meta);
            case 5 -> new Clue.Offset(by, ref(r, p), ref(r, p), r.nextBoolean() ? Clue.Op.PLUS : Clue.Op.TIMES,
                    amount, meta);
            case 6 -> new Clue.Next(by, ref(r, p), ref(r, p), meta);
            case 7 -> new Clue.NotNext(by, ref(r, p), ref(r, p), meta);
            case 9 -> new Clue.OfTwo(ref(r, p), ref(r, p), ref(r, p), ref(r, p), meta);
            case 10 -> new Clue.Distinct(refs(r, p, 2 + r.nextInt(3)), meta);
            default -> new Clue.Distance(by, ref(r, p), ref(r, p), amount, meta);
        };
    }

    private static Ref ref(Random r, Puzzle p) {
        return p.ref(new Item(r.nextInt(p.categoryCount()), r.nextInt(p.size())));
    }

    private static List<Ref> refs(Random r, Puzzle p, int n) {
        List<Ref> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(ref(r, p));
        }
        return l;
    }

    private static Pair pair(Random r, Puzzle p) {
        return new Pair(ref(r, p), ref(r, p));
    }

    private static List<Pair> pairs(Random r, Puzzle p, int n) {
        List<Pair> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(pair(r, p));
        }
        return l;
    }

    /** A word for a phrase: any of the words, white space made single spaces. */
    private static String word(Random r) {
        return pick(r, WORDS).replaceAll("\\s+", " ").strip();
    }

    private static String pick(Random r, String[] a) {
        return a[r.nextInt(a.length)];
    }
}
