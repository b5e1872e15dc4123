package org.gridwright.core.deduce;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;

/**
 * The key steps of a trace: the deductions a person would write down, each with the routine bookkeeping it causes
 * folded in (exclusion, last candidate, transfer through a match: "…so Ida goes with $20; that also rules out 7 more
 * pairings").
 *
 * <p>How a trace is summarised: every step that is not routine starts a segment; a routine step joins the latest
 * segment that wrote a cell it names as its reason ({@link Step#because()}), being its consequence. A segment that
 * writes a ● somewhere becomes a key step. A segment that only rules pairings out waits: it becomes groundwork of
 * the first later key step that uses its marks (through the reasons, followed transitively), so each key step
 * reads as one argument. Groundwork nobody uses becomes key steps of its own, put back where the trace had it, one
 * per run of segments sharing a clue. A trial names the outside cells its chain reads as its reasons; the
 * groundwork it uses comes just before it, as one key step of its own, since its chain is long enough alone. Every step of the trace is in exactly one key step, and in the order given,
 * every step comes after every step that wrote a cell it names as its reason.
 */
public final class KeySteps {
    /** The routine techniques: what follows from marks with no clue and no insight. */
    static final Set<String> ROUTINE = Set.of(Exclusion.ID, LastCandidate.ID, Transfer.ID);

    private KeySteps() {
    }

    /** True for the routine bookkeeping a key step folds in: exclusion, last candidate, transfer. */
    public static boolean isRoutine(Step s) {
        return ROUTINE.contains(s.technique());
    }

    /** The key steps of a trace, in an order a reader can follow (see the class comment). */
    public static List<KeyStep> of(Trace trace) {
        List<Step> steps = trace.steps();
        // segments: a step that is not routine starts one; a routine step joins the latest segment that wrote a
        // cell it names as its reason (what caused it), else the current one
        List<List<Integer>> segs = new ArrayList<>();
        Map<Long, Integer> writer = new HashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            int g;
            if (segs.isEmpty() || !isRoutine(s)) {
                segs.add(new ArrayList<>());
                g = segs.size() - 1;
            } else {
                g = -1;
                for (Cell c : s.because()) {
                    Integer w = writer.get(key(c.a(), c.b()));
                    if (w != null) {
                        g = Math.max(g, w);
                    }
                }
                if (g < 0) {
                    g = segs.size() - 1;
                }
            }
            segs.get(g).add(i);
            for (MarkChange m : s.marks()) {
                writer.putIfAbsent(key(m.a(), m.b()), g);
            }
        }
        // what each segment needs: the segments that wrote the cells its steps name as their reasons
        List<BitSet> needs = new ArrayList<>();
        for (int g = 0; g < segs.size(); g++) {
            BitSet need = new BitSet();
            for (int i : segs.get(g)) {
                for (Cell c : steps.get(i).because()) {
                    Integer w = writer.get(key(c.a(), c.b()));
                    if (w != null && w != g) {
                        need.set(w);
                    }
                }
            }
            needs.add(need);
        }
        List<Entry> out = new ArrayList<>();
        TreeSet<Integer> waiting = new TreeSet<>();
        for (int g = 0; g < segs.size(); g++) {
            List<Integer> seg = segs.get(g);
            if (!writesYes(steps, seg) && g < segs.size() - 1) {
                waiting.add(g);
            } else {
                TreeSet<Integer> used = new TreeSet<>();
                Deque<Integer> todo = new ArrayDeque<>();
                todo.add(g);
                while (!todo.isEmpty()) {
                    BitSet need = needs.get(todo.pop());
                    for (int w = need.nextSetBit(0); w >= 0; w = need.nextSetBit(w + 1)) {
                        if (waiting.contains(w) && used.add(w)) {
                            todo.add(w);
                        }
                    }
                }
                waiting.removeAll(used);
                if (steps.get(seg.get(0)).chains().isEmpty()) {
                    out.add(new Entry(List.copyOf(used), g));
                } else {
                    // a chain is long enough on its own: what it builds on comes first, as key steps of their own
                    if (!used.isEmpty()) {
                        out.add(new Entry(List.copyOf(used.headSet(used.last())), used.last()));
                    }
                    out.add(new Entry(List.of(), g));
                }
            }
        }
        place(steps, segs, needs, waiting, out);
        List<KeyStep> keys = new ArrayList<>(out.size());
        for (Entry e : out) {
            keys.add(make(steps, segs, e.groundwork(), e.seg()));
        }
        List<List<Object>> sums = summaries(trace, keys);
        List<KeyStep> done = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            done.add(keys.get(i).withSummary(sums.get(i)));
        }
        return List.copyOf(done);
    }

    /** A key step being planned: segments of groundwork (trace order), then the deciding segment. */
    private record Entry(List<Integer> groundwork, int seg) {
    }

    /** The grid after key steps 0..k of {@code keys} (k = -1: the trace's start), the marks applied in key order. */
    public static Grid gridAfter(Trace trace, List<KeyStep> keys, int k) {
        if (k < -1 || k >= keys.size()) {
            throw new IndexOutOfBoundsException("key step " + k + " of " + keys.size());
        }
        Grid.Builder b = trace.start().toBuilder();
        for (int i = 0; i <= k; i++) {
            for (MarkChange m : keys.get(i).marks()) {
                b.set(m.a(), m.b(), m.value());
            }
        }
        return b.build();
    }

    /**
     * Segments that waited and that no key step used become key steps of their own, each put back where the trace
     * had it (after the key steps whose deciding step came before it), but never before a key step holding a
     * segment it needs. Consecutive ones put at the same place that share a clue go together.
     */
    private static void place(List<Step> steps, List<List<Integer>> segs, List<BitSet> needs,
            TreeSet<Integer> waiting, List<Entry> out) {
        if (waiting.isEmpty()) {
            return;
        }
        Map<Integer, Integer> keyOf = new HashMap<>();
        for (int k = 0; k < out.size(); k++) {
            keyOf.put(out.get(k).seg(), k);
            for (int w : out.get(k).groundwork()) {
                keyOf.put(w, k);
            }
        }
        // slot s: insert after out[s - 1]
        Map<Integer, Integer> slotOf = new HashMap<>();
        java.util.TreeMap<Integer, List<Integer>> bySlot = new java.util.TreeMap<>();
        for (int g : waiting) {
            int first = segs.get(g).get(0);
            int slot = 0;
            for (int k = 0; k < out.size(); k++) {
                if (segs.get(out.get(k).seg()).get(0) < first) {
                    slot = k + 1;
                }
            }
            BitSet need = needs.get(g);
            for (int w = need.nextSetBit(0); w >= 0; w = need.nextSetBit(w + 1)) {
                Integer k = keyOf.get(w);
                if (k != null) {
                    slot = Math.max(slot, k + 1);
                }
                Integer ws = slotOf.get(w);
                if (ws != null) {
                    slot = Math.max(slot, ws);
                }
            }
            slotOf.put(g, slot);
            bySlot.computeIfAbsent(slot, x -> new ArrayList<>()).add(g);
        }
        for (Integer slot : bySlot.descendingKeySet()) {
            out.addAll(slot, runs(steps, segs, bySlot.get(slot)));
        }
        waiting.clear();
    }

    /** Segments (in trace order) as key steps: consecutive ones that share a clue go together. */
    private static List<Entry> runs(List<Step> steps, List<List<Integer>> segs, java.util.Collection<Integer> gs) {
        List<Entry> group = new ArrayList<>();
        List<Integer> run = new ArrayList<>();
        TreeSet<Integer> runClues = new TreeSet<>();
        for (int g : gs) {
            List<Integer> clues = steps.get(segs.get(g).get(0)).clues();
            if (!run.isEmpty() && clues.stream().noneMatch(runClues::contains)) {
                group.add(new Entry(List.copyOf(run.subList(0, run.size() - 1)), run.get(run.size() - 1)));
                run.clear();
                runClues.clear();
            }
            run.add(g);
            runClues.addAll(clues);
        }
        if (!run.isEmpty()) {
            group.add(new Entry(List.copyOf(run.subList(0, run.size() - 1)), run.get(run.size() - 1)));
        }
        return group;
    }

    private static KeyStep make(List<Step> steps, List<List<Integer>> segs, List<Integer> groundwork, int g) {
        List<Integer> indices = new ArrayList<>();
        for (int w : groundwork) {
            indices.addAll(segs.get(w));
        }
        indices.sort(null);
        List<Step> ground = new ArrayList<>();
        for (int i : indices) {
            ground.add(steps.get(i));
        }
        List<Integer> seg = segs.get(g);
        List<Step> routine = new ArrayList<>();
        for (int i : seg.subList(1, seg.size())) {
            routine.add(steps.get(i));
        }
        indices.addAll(seg);
        indices.sort(null);
        List<Step> all = new ArrayList<>();
        for (int i : indices) {
            all.add(steps.get(i));
        }
        return new KeyStep(steps.get(seg.get(0)), seg.get(0), ground, routine, indices, all);
    }

    private static boolean writesYes(List<Step> steps, List<Integer> seg) {
        for (int i : seg) {
            for (MarkChange m : steps.get(i).marks()) {
                if (m.value() == Mark.YES) {
                    return true;
                }
            }
        }
        return false;
    }

    private static long key(Item a, Item b) {
        if (a.category() > b.category()) {
            Item t = a;
            a = b;
            b = t;
        }
        return (((long) a.category() * 4096 + a.index()) * 4096 + b.category()) * 4096 + b.index();
    }

    // ---- words

    /**
     * What the routine steps of each key step settle, as phrases: per thing newly matched, "lemon goes with 7th",
     * then how many more pairings were ruled out. Items are named as the routine steps named them; the ● state
     * before each key step (in key order) tells what is new.
     */
    private static List<List<Object>> summaries(Trace trace, List<KeyStep> keys) {
        Map<Item, String> names = new HashMap<>();
        for (Step s : trace.steps()) {
            learnNames(s, names);
        }
        int cats = trace.start().categories();
        int size = trace.start().size();
        int[] entity = new int[cats * size];
        for (int i = 0; i < entity.length; i++) {
            entity[i] = i;
        }
        for (int c1 = 0; c1 < cats; c1++) {
            for (int c2 = c1 + 1; c2 < cats; c2++) {
                for (int i = 0; i < size; i++) {
                    for (int j = 0; j < size; j++) {
                        if (trace.start().get(new Item(c1, i), new Item(c2, j)) == Mark.YES) {
                            join(entity, c1 * size + i, c2 * size + j);
                        }
                    }
                }
            }
        }
        // a puzzle that speaks through phrases says what an entity turned out to be as its clues would
        org.gridwright.core.model.Puzzle puzzle = Words.puzzleOf(trace.steps()).filter(Words::phrased).orElse(null);
        List<List<Object>> out = new ArrayList<>();
        for (KeyStep k : keys) {
            int[] before = entity.clone();
            List<MarkChange> fresh = new ArrayList<>();
            int ruledOut = 0;
            for (Step s : k.steps()) {
                boolean folded = s != k.deciding() && isRoutine(s);
                for (MarkChange m : s.marks()) {
                    if (m.value() == Mark.YES) {
                        join(entity, m.a().category() * size + m.a().index(), m.b().category() * size + m.b().index());
                        if (folded) {
                            fresh.add(m);
                        }
                    } else if (folded) {
                        ruledOut++;
                    }
                }
            }
            // the deciding step's own ● is said already: its two items are where the sentence starts
            List<Item> said = new ArrayList<>();
            for (MarkChange m : k.deciding().marks()) {
                if (m.value() == Mark.YES) {
                    said.add(m.a());
                    said.add(m.b());
                }
            }
            Map<Integer, Item> anchorOf = new LinkedHashMap<>();
            Map<Integer, List<Item>> withOf = new HashMap<>();
            for (MarkChange m : fresh) {
                int root = root(entity, m.a().category() * size + m.a().index());
                if (!anchorOf.containsKey(root)) {
                    Item anchor = null;
                    for (Item it : said) {
                        if (names.containsKey(it) && root(entity, it.category() * size + it.index()) == root) {
                            anchor = it;
                            break;
                        }
                    }
                    if (anchor == null) {
                        anchor = firstSaid(m, trace, k, names);
                    }
                    anchorOf.put(root, anchor);
                    withOf.put(root, new ArrayList<>());
                }
                Item anchor = anchorOf.get(root);
                int was = root(before, anchor.category() * size + anchor.index());
                for (Item it : new Item[] {m.a(), m.b()}) {
                    List<Item> with = withOf.get(root);
                    if (!it.equals(anchor) && root(before, it.category() * size + it.index()) != was
                            && !said.contains(it) && !with.contains(it) && names.containsKey(it)) {
                        with.add(it);
                    }
                }
            }
            List<Object> parts = new ArrayList<>();
            for (Map.Entry<Integer, Item> e : anchorOf.entrySet()) {
                List<Item> with = withOf.get(e.getKey());
                if (with.isEmpty()) {
                    continue;
                }
                with.sort(java.util.Comparator.comparingInt(Item::category).thenComparingInt(Item::index));
                if (puzzle != null) {
                    List<Item> all = new ArrayList<>();
                    all.add(e.getValue());
                    all.addAll(with);
                    parts.add(Words.together(puzzle, all));
                    continue;
                }
                List<String> w = new ArrayList<>();
                for (Item it : with) {
                    w.add(names.get(it));
                }
                parts.add(Phrase.of("key.match", names.get(e.getValue()), new AllOf(w)));
            }
            List<Object> phrases = new ArrayList<>();
            if (!parts.isEmpty()) {
                phrases.add(Phrase.of("key.so", new Semi(parts)));
            }
            if (ruledOut > 0) {
                phrases.add(Phrase.of(ruledOut == 1 ? "key.ruled-out.one" : "key.ruled-out.many", ruledOut));
            }
            out.add(phrases);
        }
        return out;
    }

    /** The item a routine step's sentence says its ● of (the one before "goes with"). */
    private static Item firstSaid(MarkChange m, Trace trace, KeyStep k, Map<Item, String> names) {
        for (Step s : k.steps()) {
            if (s.marks().contains(m)) {
                Item[] pair = saidPair(s);
                if (pair != null && names.containsKey(pair[0])) {
                    return pair[0];
                }
            }
        }
        return names.containsKey(m.a()) ? m.a() : m.b();
    }

    /** For a routine step writing a ●: {said of, goes with} as its sentence has them; null otherwise. */
    private static Item[] saidPair(Step s) {
        List<Cell> b = s.because();
        switch (s.messageKey()) {
            case "last-candidate", "last-candidate.turned", "last-candidate.said" -> {
                if (b.isEmpty() || s.marks().size() != 1) {
                    return null;
                }
                Item a = b.get(0).a();
                MarkChange m = s.marks().get(0);
                Item other = m.a().equals(a) ? m.b() : m.a();
                return s.messageKey().endsWith(".turned") ? new Item[] {other, a} : new Item[] {a, other};
            }
            case "transfer.yes" -> {
                return b.size() == 2 ? new Item[] {b.get(0).b(), b.get(1).b()} : null;
            }
            case "transfer.yes.second" -> {
                return b.size() == 2 ? new Item[] {b.get(0).b(), b.get(1).b()} : null;
            }
            default -> {
                return null;
            }
        }
    }

    /** Reader names of items, as the routine steps said them (their arguments line up with their cells). */
    private static void learnNames(Step s, Map<Item, String> names) {
        List<Cell> b = s.because();
        List<Object> a = s.args();
        switch (s.messageKey()) {
            case "last-candidate", "last-candidate.turned", "last-candidate.said" -> {
                Item[] p = saidPair(s);
                if (p != null) {
                    boolean turned = s.messageKey().endsWith(".turned");
                    names.putIfAbsent(turned ? p[1] : p[0], String.valueOf(a.get(0)));
                    names.putIfAbsent(turned ? p[0] : p[1], String.valueOf(a.get(1)));
                }
            }
            case "transfer.yes" -> {
                if (b.size() == 2) {
                    names.putIfAbsent(b.get(0).a(), String.valueOf(a.get(0)));
                    names.putIfAbsent(b.get(0).b(), String.valueOf(a.get(1)));
                    names.putIfAbsent(b.get(1).b(), String.valueOf(a.get(2)));
                }
            }
            case "transfer.yes.second" -> {
                if (b.size() == 2) {
                    names.putIfAbsent(b.get(0).b(), String.valueOf(a.get(0)));
                    names.putIfAbsent(b.get(0).a(), String.valueOf(a.get(1)));
                    names.putIfAbsent(b.get(1).b(), String.valueOf(a.get(2)));
                }
            }
            default -> {
            }
        }
    }

    private static int root(int[] parent, int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }

    private static void join(int[] parent, int x, int y) {
        int rx = root(parent, x);
        int ry = root(parent, y);
        if (rx != ry) {
            parent[Math.max(rx, ry)] = Math.min(rx, ry);
        }
    }

    /** The words of a key step: the groundwork's and the deciding step's sentences, then its summary. */
    static String render(KeyStep k, Messages msg) {
        List<String> sentences = new ArrayList<>();
        for (Step s : k.groundwork()) {
            if (!isRoutine(s)) {
                sentences.add(msg.format(s.messageKey(), s.args()));
            }
        }
        sentences.add(msg.format(k.deciding().messageKey(), k.deciding().args()));
        for (Object o : k.summary()) {
            Phrase p = (Phrase) o;
            sentences.add(msg.format(p.key(), p.args()));
        }
        return String.join(" ", sentences);
    }
}
