package org.gridwright.core.deduce;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/**
 * The real corpus for engine tests. Until the format helper's {@code PuzzleReader} is merged this reads the
 * {@code gridwright/1} files with a minimal Jackson mapping of the fields the corpus uses (test scope only).
 */
final class TestPuzzles {
    private TestPuzzles() {
    }

    /** {@code <repository root>/../shared/corpus/real}, from the module directory surefire runs in. */
    static Path corpusDir() {
        Path module = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        Path root = Files.exists(module.resolve("puzzle-core")) ? module : module.getParent();
        Path dir = root.getParent().resolve("shared/corpus/real").normalize();
        if (!Files.isDirectory(dir)) {
            dir = root.resolve("../shared/corpus/real").normalize();
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the real corpus is missing: expected " + dir);
        }
        return dir;
    }

    static List<Path> corpusFiles() {
        try (Stream<Path> s = Files.list(corpusDir())) {
            List<Path> files = s.filter(f -> f.toString().endsWith(".lgp")).sorted().toList();
            if (files.isEmpty()) {
                throw new IllegalStateException("no .lgp files in " + corpusDir());
            }
            return files;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Puzzle read(Path file) {
        try {
            JsonNode root = new ObjectMapper().readTree(Files.readString(file));
            Puzzle.Builder b = Puzzle.builder().title(root.path("title").asText(null));
            List<Category> cats = new ArrayList<>();
            for (JsonNode c : root.get("categories")) {
                CategoryKind kind = CategoryKind.ofCode(c.get("kind").asText()).orElseThrow();
                if (kind == CategoryKind.NUMERICAL) {
                    List<BigDecimal> values = new ArrayList<>();
                    c.get("values").forEach(v -> values.add(new BigDecimal(v.asText())));
                    cats.add(Category.numerical(c.get("name").asText(), values,
                            c.has("label") ? c.get("label").asText() : null));
                } else {
                    List<String> items = new ArrayList<>();
                    c.get("items").forEach(v -> items.add(v.asText()));
                    cats.add(Category.labelled(c.get("name").asText(), kind, items));
                }
            }
            b.categories(cats);
            for (JsonNode c : root.get("clues")) {
                b.clue(clue(c));
            }
            Puzzle p = b.build();
            if (root.has("solution")) {
                int[][] rows = new int[p.size()][p.categoryCount()];
                int r = 0;
                for (JsonNode row : root.get("solution")) {
                    for (int k = 0; k < p.categoryCount(); k++) {
                        String name = p.category(k).name();
                        rows[r][k] = p.category(k).indexOf(row.get(name).asText());
                    }
                    r++;
                }
                p = p.withSolution(Solution.ofRows(rows));
            }
            return p;
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }

    private static Ref ref(JsonNode n) {
        return new Ref(n.get(0).asText(), n.get(1).asText());
    }

    private static Pair pair(JsonNode n) {
        return new Pair(ref(n.get(0)), ref(n.get(1)));
    }

    private static Clue clue(JsonNode c) {
        ClueMeta meta = c.has("text") ? ClueMeta.text(c.get("text").asText()) : ClueMeta.NONE;
        String by = c.path("by").asText(null);
        switch (c.get("type").asText()) {
            case "match":
                return new Clue.Match(ref(c.get("a")), ref(c.get("b")), meta);
            case "not": {
                List<Ref> bs = new ArrayList<>();
                c.get("b").forEach(x -> bs.add(ref(x)));
                return new Clue.Not(ref(c.get("a")), bs, meta);
            }
            case "any": {
                List<Pair> ps = new ArrayList<>();
                c.get("options").forEach(x -> ps.add(pair(x)));
                return new Clue.Any(ps, c.path("exclusive").asBoolean(false), meta);
            }
            case "if":
                return new Clue.If(pair(c.get("when")), pair(c.get("then")),
                        c.has("else") ? pair(c.get("else")) : null, meta);
            case "less": {
                List<Ref> chain = new ArrayList<>();
                c.get("chain").forEach(x -> chain.add(ref(x)));
                return new Clue.Less(by, chain, meta);
            }
            case "offset":
                return new Clue.Offset(by, ref(c.get("a")), ref(c.get("b")),
                        Clue.Op.ofSymbol(c.get("op").asText()).orElseThrow(), new BigDecimal(c.get("amount").asText()),
                        meta);
            case "next":
                return new Clue.Next(by, ref(c.get("a")), ref(c.get("b")), meta);
            case "notnext":
                return new Clue.NotNext(by, ref(c.get("a")), ref(c.get("b")), meta);
            case "distance":
                return new Clue.Distance(by, ref(c.get("a")), ref(c.get("b")), new BigDecimal(c.get("amount").asText()),
                        meta);
            default:
                throw new IllegalArgumentException("unknown clue type " + c.get("type"));
        }
    }
}
