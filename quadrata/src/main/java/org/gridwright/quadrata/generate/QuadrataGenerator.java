package org.gridwright.quadrata.generate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import org.gridwright.kind.Generator;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.GeneratorInfo;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.Square;
import org.gridwright.quadrata.deduce.Closure;
import org.gridwright.quadrata.deduce.Engine;
import org.gridwright.quadrata.deduce.Trace;
import org.gridwright.quadrata.solve.Solver;

/**
 * The seeded, deterministic Quadrata generator. Per attempt: draw a Latin square; when the symbols are letters or
 * words, screen every row and column read both ways against the blocklist, re-lettering the square by a Caesar
 * shift (symbol i becomes i + k) before drawing another; start from every given and every sign; remove givens,
 * then signs, in a seeded order, each while the human-style solver limited to the asked level still completes the
 * square (so the result is unique and irreducible at that level); then grade the result with the whole solver.
 * An attempt whose level is below the one asked is discarded, never returned: the level is never downgraded. After
 * the attempt budget the generator stops with a message naming the hardest level it reached.
 *
 * <p>Each removal is checked by {@link Closure} (tight bit loops, set techniques only when those are stuck), not
 * by the worded solver; the worded solver grades the result once.
 */
public final class QuadrataGenerator implements Generator<Quadrata> {
    /** The generator's version, written into every puzzle; bump with any change to its output. */
    public static final String VERSION = version();
    /** Caesar shifts tried per square, then squares drawn, before giving up on the blocklist. */
    static final int SQUARE_TRIES = 200;
    /** Without a level asked for, removals keep the square solvable up to this level. */
    static final int DEFAULT_LEVEL_LIMIT = 4;

    /** Counters of one generation, for the benchmark. */
    public record Stats(int attempts, int squares, int reletterings, int checks) {
    }

    private Stats last = new Stats(0, 0, 0, 0);

    @Override
    public Quadrata generate(long seed, Map<String, String> settings, Monitor monitor) throws GenerationException {
        return generate(seed, Settings.parse(settings), monitor);
    }

    @Override
    public void check(Map<String, String> settings) throws GenerationException {
        Settings s = Settings.parse(settings);
        if (s.symbols().startsWith("words:")) {
            symbols(s, new Random(0));
        }
        if (s.blocklist() != null) {
            blocklist(s);
        }
    }

    /** The counters of the last call on this instance. */
    public Stats lastStats() {
        return last;
    }

    public Quadrata generate(long seed, Settings s, Monitor monitor) throws GenerationException {
        int n = s.size();
        Random random = new Random(seed);
        List<String> symbols = symbols(s, random);
        Blocklist block = s.symbols().equals("digits") ? null : blocklist(s);
        int limit = s.level() > 0 ? s.level() : DEFAULT_LEVEL_LIMIT;
        int bestLevel = 0;
        int squares = 0;
        int reletters = 0;
        int[] solves = {0};
        for (int attempt = 1; attempt <= s.attempts(); attempt++) {
            monitor.checkCancelled();
            monitor.progress(attempt - 1, s.attempts(), Settings.W.fill("progress", attempt, s.attempts()));
            Square square = null;
            for (int tries = 0; square == null; tries++) {
                if (tries >= SQUARE_TRIES) {
                    throw new GenerationException(Settings.W.fill("failed.profanity", SQUARE_TRIES));
                }
                Square drawn = Solver.randomSquare(n, random, 50L * n * n, monitor);
                if (drawn == null) {
                    continue;
                }
                squares++;
                if (block == null) {
                    square = drawn;
                    break;
                }
                for (int k = 0; k < n && square == null; k++) {
                    Square shifted = shift(drawn, k);
                    if (k > 0) {
                        reletters++;
                    }
                    if (block.firstBlocked(shifted, symbols) == null) {
                        square = shifted;
                    }
                }
            }
            Quadrata full = full(square, symbols);
            Quadrata q = reduce(full, limit, random, monitor, solves);
            Trace graded = Engine.standard().solve(q, monitor);
            int level = graded.level();
            bestLevel = Math.max(bestLevel, level);
            if (s.level() == 0 || level == s.level()) {
                last = new Stats(attempt, squares, reletters, solves[0]);
                monitor.progress(s.attempts(), s.attempts(), null);
                return q.toBuilder()
                        .title(Settings.W.fill("title", n))
                        .intro(Settings.W.fill("intro", String.join(" < ", symbols)))
                        .generator(new GeneratorInfo(seed, VERSION, s.asMap()))
                        .build();
            }
        }
        last = new Stats(s.attempts(), squares, reletters, solves[0]);
        throw new GenerationException(Settings.W.fill("failed", n, s.level(), Settings.LEVELS.get(s.level() - 1),
                s.attempts(), bestLevel, bestLevel == 0 ? "-" : Settings.LEVELS.get(bestLevel - 1)));
    }

    /**
     * Removes givens, then signs, in a seeded order, while the techniques up to {@code level} still complete the
     * square ({@link Closure}: the solver's verdict without its words).
     */
    static Quadrata reduce(Quadrata full, int level, Random random, Monitor monitor, int[] solves) {
        Quadrata q = full;
        List<Given> givenOrder = new ArrayList<>(q.givens());
        Collections.shuffle(givenOrder, random);
        q = removeGivens(q, givenOrder, level, monitor, solves);
        List<Sign> signOrder = new ArrayList<>(q.signs());
        Collections.shuffle(signOrder, random);
        for (Sign s : signOrder) {
            List<Sign> fewer = new ArrayList<>(q.signs());
            fewer.remove(s);
            solves[0]++;
            if (Closure.solvesAt(q.size(), q.givens(), fewer, level, monitor)) {
                q = q.withSigns(fewer);
            }
        }
        return q;
    }

    /**
     * Removes as many of {@code batch} as the level allows, by halves: a whole batch that can go goes in one check,
     * one that cannot is split, and a single given that cannot go stays (it is needed: with fewer clues later it
     * still would be). Early on, with every sign present, most givens go in a few checks.
     */
    private static Quadrata removeGivens(Quadrata q, List<Given> batch, int level, Monitor monitor, int[] solves) {
        if (batch.isEmpty()) {
            return q;
        }
        List<Given> fewer = new ArrayList<>(q.givens());
        fewer.removeAll(batch);
        solves[0]++;
        if (Closure.solvesAt(q.size(), fewer, q.signs(), level, monitor)) {
            return q.withGivens(fewer);
        }
        if (batch.size() == 1) {
            return q;
        }
        int half = batch.size() / 2;
        Quadrata r = removeGivens(q, batch.subList(0, half), level, monitor, solves);
        return removeGivens(r, batch.subList(half, batch.size()), level, monitor, solves);
    }

    /**
     * Every given and every sign of {@code square}: signs row-major, the horizontal one of a cell first (where
     * removal starts; tests start there too).
     */
    public static Quadrata full(Square square, List<String> symbols) {
        int n = square.size();
        List<Given> givens = new ArrayList<>();
        List<Sign> signs = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                givens.add(new Given(r, c, square.at(r, c)));
                if (c + 1 < n) {
                    signs.add(square.at(r, c) < square.at(r, c + 1) ? new Sign(r, c, r, c + 1)
                            : new Sign(r, c + 1, r, c));
                }
                if (r + 1 < n) {
                    signs.add(square.at(r, c) < square.at(r + 1, c) ? new Sign(r, c, r + 1, c)
                            : new Sign(r + 1, c, r, c));
                }
            }
        }
        return Quadrata.builder().symbols(symbols).givens(givens).signs(signs).solution(square).build();
    }

    /** The square re-lettered: symbol i becomes (i + k) mod n. */
    static Square shift(Square s, int k) {
        int n = s.size();
        int[] cells = s.cells();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (cells[i] + k) % n;
        }
        return Square.of(n, cells);
    }

    private static List<String> symbols(Settings s, Random random) throws GenerationException {
        if (s.symbols().equals("digits")) {
            return Symbols.digits(s.size());
        }
        if (s.symbols().equals("letters")) {
            return Symbols.letters(s.size());
        }
        String file = s.symbols().substring("words:".length());
        List<String> list;
        try {
            list = Symbols.wordList(java.nio.file.Path.of(file));
        } catch (IOException | RuntimeException e) {
            throw new GenerationException(Settings.W.fill("words.unreadable", file, String.valueOf(e.getMessage())));
        }
        if (list.size() < s.size()) {
            throw new GenerationException(Settings.W.fill("words.tooFew", file, list.size(), s.size()));
        }
        return Symbols.draw(list, s.size(), random);
    }

    private static Blocklist blocklist(Settings s) throws GenerationException {
        if (s.blocklist() == null) {
            return Blocklist.bundled();
        }
        try (var r = Files.newBufferedReader(s.blocklist(), StandardCharsets.UTF_8)) {
            return Blocklist.read(r);
        } catch (IOException | RuntimeException e) {
            throw new GenerationException(Settings.W.fill("blocklist.unreadable", s.blocklist(),
                    String.valueOf(e.getMessage())));
        }
    }

    private static String version() {
        Properties p = new Properties();
        try (InputStream in = QuadrataGenerator.class.getResourceAsStream(
                "/org/gridwright/quadrata/version.properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p.getProperty("version");
    }
}
