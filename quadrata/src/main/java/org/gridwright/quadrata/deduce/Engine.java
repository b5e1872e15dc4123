package org.gridwright.quadrata.deduce;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;

/**
 * The human-style solver: the techniques of {@code Techniques.properties} tried in their order, restarting from the
 * first after every step, until the square is complete or none applies. Immutable; {@link #upTo} gives a solver
 * limited to a level.
 */
public final class Engine {
    /** The highest level (guessing). */
    public static final int MAX_LEVEL = 5;

    /** A technique's place in the data: level and score. */
    public record Info(String id, int level, int score) {
    }

    private static final Map<String, Info> INFOS = load();
    private static final Map<String, Technique> ALL = Map.of(
            "sole-occupant", new SoleOccupant(),
            "hidden-single", new HiddenSingle(),
            "sign-ends", new SignEnds(),
            "sign-range", new SignRange(),
            "naked-set", new NakedSet(),
            "hidden-set", new HiddenSet(),
            "cross-lines", new CrossLines(),
            "forcing", new Forcing(),
            "guess", new Guess());

    private final List<Technique> techniques;
    private final int maxLevel;

    private Engine(int maxLevel) {
        this.maxLevel = maxLevel;
        List<Technique> t = new ArrayList<>();
        for (Info i : INFOS.values()) {
            if (i.level() <= maxLevel) {
                Technique tech = ALL.get(i.id());
                if (tech == null) {
                    throw new IllegalStateException("Techniques.properties names no technique '" + i.id() + "'");
                }
                t.add(tech);
            }
        }
        this.techniques = List.copyOf(t);
    }

    /** Every technique. */
    public static Engine standard() {
        return new Engine(MAX_LEVEL);
    }

    /** The techniques of level {@code level} and below. */
    public static Engine upTo(int level) {
        return new Engine(level);
    }

    public int maxLevel() {
        return maxLevel;
    }

    /** The techniques' data in solving order. */
    public static List<Info> infos() {
        return List.copyOf(INFOS.values());
    }

    public static Info info(String id) {
        Info i = INFOS.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no technique " + id);
        }
        return i;
    }

    /** Solves {@code q} from its givens. */
    public Trace solve(Quadrata q, Monitor m) {
        Context ctx = new Context(q, m);
        return solve(ctx, ctx.constraints.startMasks(), m);
    }

    /** Solves {@code q} from candidates {@code start} (e.g. a player's progress). */
    public Trace solve(Quadrata q, int[] start, Monitor m) {
        return solve(new Context(q, m), start.clone(), m);
    }

    /** The next step from candidates {@code d}, or null when none applies or the square is complete. */
    public Step next(Quadrata q, int[] d, Monitor m) {
        Context ctx = new Context(q, m);
        if (complete(ctx, d)) {
            return null;
        }
        for (Technique t : techniques) {
            Step s = t.find(ctx, d);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private Trace solve(Context ctx, int[] start, Monitor m) {
        int[] d = start.clone();
        List<Step> steps = new ArrayList<>();
        int level = 1;
        int score = 0;
        boolean solved = false;
        while (true) {
            m.checkCancelled();
            if (broken(ctx, d)) {
                break;
            }
            if (complete(ctx, d)) {
                solved = true;
                break;
            }
            Step s = null;
            for (Technique t : techniques) {
                s = t.find(ctx, d);
                if (s != null) {
                    break;
                }
            }
            if (s == null) {
                break;
            }
            for (Change c : s.changes()) {
                d[c.cell()] = c.after();
            }
            steps.add(s);
            Info i = INFOS.get(s.technique());
            level = Math.max(level, i.level());
            score += i.score();
        }
        return new Trace(steps, solved, level, score, start);
    }

    /** The signs the steps of {@code t} relied on. */
    public static Set<Sign> signsUsed(Trace t) {
        Set<Sign> used = new HashSet<>();
        for (Step s : t.steps()) {
            used.addAll(s.signs());
        }
        return used;
    }

    /** True when every cell has one candidate and those form a Latin square obeying the signs. */
    static boolean complete(Context ctx, int[] d) {
        int n = ctx.n;
        for (int m : d) {
            if (!Context.single(m)) {
                return false;
            }
        }
        for (int line = 0; line < 2 * n; line++) {
            int u = 0;
            for (int k = 0; k < n; k++) {
                u |= d[ctx.cell(line, k)];
            }
            if (u != ctx.full) {
                return false;
            }
        }
        for (Sign s : ctx.signs) {
            if (d[s.r1() * n + s.c1()] >= d[s.r2() * n + s.c2()]) {
                return false;
            }
        }
        return true;
    }

    /** True when a cell has no candidate or a symbol has no place left in a line. */
    static boolean broken(Context ctx, int[] d) {
        int n = ctx.n;
        for (int m : d) {
            if (m == 0) {
                return true;
            }
        }
        for (int line = 0; line < 2 * n; line++) {
            int u = 0;
            for (int k = 0; k < n; k++) {
                u |= d[ctx.cell(line, k)];
            }
            if (u != ctx.full) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, Info> load() {
        Map<String, Info> out = new LinkedHashMap<>();
        try (InputStream in = Engine.class.getResourceAsStream("Techniques.properties")) {
            if (in == null) {
                throw new IllegalStateException("Techniques.properties is missing");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int eq = line.indexOf('=');
                String[] ls = line.substring(eq + 1).split(",");
                String id = line.substring(0, eq).strip();
                out.put(id, new Info(id, Integer.parseInt(ls[0].strip()), Integer.parseInt(ls[1].strip())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
