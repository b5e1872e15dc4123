package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The library of technique cases in {@code technique-cases.txt}: each technique finds what it must, and no more. */
class TechniqueCaseTest {

    record Case(int line, String technique, Puzzle puzzle, Grid start, Set<MarkChange> expected, String source) {
        @Override
        public String toString() {
            return "line " + line + ": " + technique + (expected == null ? " finds nothing" : " finds " + expected.size());
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (InputStream in = TechniqueCaseTest.class.getResourceAsStream("technique-cases.txt")) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    out.add(parse(n, line));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("technique-cases.txt line " + n + ": " + e.getMessage(), e);
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void techniqueFindsExactlyItsMarks(Case c) {
        Technique t = TechniqueSet.defaults().techniques().stream().filter(x -> x.id().equals(c.technique()))
                .findFirst().orElseThrow(() -> new AssertionError("no technique " + c.technique()));
        Context ctx = new Context(c.puzzle(), Board.of(c.start()), new Names(c.puzzle()), 0);
        Step s = t.find(ctx);
        assertFalse(ctx.conflict(), "the technique reported a conflict on a possible grid");
        if (c.expected() == null) {
            assertNull(s, () -> "expected nothing, found: " + s.text() + " " + s.marks());
            return;
        }
        assertNotNull(s, "expected a step, found nothing: " + c.source());
        assertEquals(c.technique(), s.technique());
        assertEquals(c.expected(), new HashSet<>(s.marks()), s.text());
        assertFalse(s.text().isBlank());
        assertFalse(s.text().contains("{"), s.text());
    }

    @Test
    void everyDefaultTechniqueHasAFindingCaseAndANoneCase() throws IOException {
        List<Case> all = cases();
        assertTrue(all.size() >= 25, "only " + all.size() + " cases");
        for (TechniqueInfo info : TechniqueSet.defaults().infos()) {
            assertTrue(all.stream().anyMatch(c -> c.technique().equals(info.id()) && c.expected() != null),
                    "no finding case for " + info.id());
            assertTrue(all.stream().anyMatch(c -> c.technique().equals(info.id()) && c.expected() == null),
                    "no must-not-find case for " + info.id());
        }
    }

    // ---- the one-line format

    private static Case parse(int line, String text) {
        String[] f = text.split("\\|", -1);
        if (f.length != 5) {
            throw new IllegalArgumentException("expected 5 fields separated by |, found " + f.length);
        }
        String technique = f[0].strip();
        List<Category> cats = new ArrayList<>();
        for (String spec : f[1].split(";")) {
            String[] kv = spec.split(":");
            String name = kv[0].strip();
            List<String> items = Arrays.asList(kv[1].strip().split("\\s+"));
            if (name.endsWith("#")) {
                cats.add(Category.labelled(name.substring(0, name.length() - 1), CategoryKind.ORDINAL, items));
            } else if (name.endsWith("$")) {
                cats.add(Category.numerical(name.substring(0, name.length() - 1),
                        items.stream().map(BigDecimal::new).toList(), null));
            } else {
                cats.add(Category.labelled(name, CategoryKind.CATEGORICAL, items));
            }
        }
        List<Clue> clues = new ArrayList<>();
        for (String spec : f[2].split(";")) {
            if (!spec.isBlank()) {
                clues.add(clue(spec.strip().split("\\s+")));
            }
        }
        Puzzle p = Puzzle.builder().categories(cats).clues(clues).build();
        Grid.Builder g = Grid.empty(p.categoryCount(), p.size()).toBuilder();
        for (String m : words(f[3])) {
            if (m.contains("==")) {
                String[] ab = m.split("==");
                Item a = p.resolve(ref(ab[0]));
                Item b = p.resolve(ref(ab[1]));
                for (int j = 0; j < p.size(); j++) {
                    g.set(a, new Item(b.category(), j), j == b.index() ? Mark.YES : Mark.NO);
                    g.set(new Item(a.category(), j), b, j == a.index() ? Mark.YES : Mark.NO);
                }
            } else {
                MarkChange mc = mark(p, m);
                g.set(mc.a(), mc.b(), mc.value());
            }
        }
        Set<MarkChange> expected = null;
        if (!f[4].strip().equals("none")) {
            expected = words(f[4]).stream().map(m -> mark(p, m)).collect(Collectors.toSet());
        }
        return new Case(line, technique, p, g.build(), expected, text);
    }

    private static List<String> words(String s) {
        return s.isBlank() ? List.of() : Arrays.asList(s.strip().split("\\s+"));
    }

    private static MarkChange mark(Puzzle p, String m) {
        boolean yes = m.contains("=");
        String[] ab = m.split(yes ? "=" : "!");
        Item a = p.resolve(ref(ab[0]));
        Item b = p.resolve(ref(ab[1]));
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        return new MarkChange(a, b, yes ? Mark.YES : Mark.NO);
    }

    private static Ref ref(String s) {
        int dot = s.indexOf('.');
        return new Ref(s.substring(0, dot), s.substring(dot + 1));
    }

    private static List<Ref> refs(String[] w, int from) {
        List<Ref> out = new ArrayList<>();
        for (int i = from; i < w.length; i++) {
            out.add(ref(w[i]));
        }
        return out;
    }

    private static List<Pair> pairs(String[] w, int from) {
        List<Ref> r = refs(w, from);
        List<Pair> out = new ArrayList<>();
        for (int i = 0; i + 1 < r.size(); i += 2) {
            out.add(new Pair(r.get(i), r.get(i + 1)));
        }
        return out;
    }

    private static Clue clue(String[] w) {
        ClueMeta m = ClueMeta.NONE;
        switch (w[0]) {
            case "match":
                return new Clue.Match(ref(w[1]), ref(w[2]), m);
            case "not":
                return new Clue.Not(ref(w[1]), refs(w, 2), m);
            case "less":
                return new Clue.Less(w[1], refs(w, 2), m);
            case "next":
                return new Clue.Next(w[1], ref(w[2]), ref(w[3]), m);
            case "notnext":
                return new Clue.NotNext(w[1], ref(w[2]), ref(w[3]), m);
            case "offset":
                return new Clue.Offset(w[1], ref(w[2]), ref(w[3]), Clue.Op.ofSymbol(w[4].substring(0, 1)).orElseThrow(),
                        new BigDecimal(w[4].substring(1)), m);
            case "distance":
                return new Clue.Distance(w[1], ref(w[2]), ref(w[3]), new BigDecimal(w[4]), m);
            case "if": {
                List<Pair> ps = pairs(w, 1);
                return new Clue.If(ps.get(0), ps.get(1), ps.size() > 2 ? ps.get(2) : null, m);
            }
            case "any":
                return new Clue.Any(pairs(w, 1), false, m);
            case "xany":
                return new Clue.Any(pairs(w, 1), true, m);
            case "pair":
                return new Clue.OfTwo(ref(w[1]), ref(w[2]), ref(w[3]), ref(w[4]), m);
            case "distinct":
                return new Clue.Distinct(refs(w, 1), m);
            default:
                throw new IllegalArgumentException("unknown clue '" + w[0] + "'");
        }
    }
}
