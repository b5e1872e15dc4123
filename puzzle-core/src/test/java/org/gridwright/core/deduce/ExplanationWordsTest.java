package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/**
 * Issue #15, item 3: a step never says a bare label where the puzzle has a phrase for it. Every step of the traces
 * of generated phrased puzzles (English and Polish, every level), their trial and forcing chains and the phrases
 * inside them, is checked twice: each placeholder its template uses must be filled with words said through the
 * clue wording (never an item label of a phrased category, nor a category name), and the finished text must hold no
 * category name outside its quotes, no template syntax, and in Polish no word of the English templates.
 */
class ExplanationWordsTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");
    private static final Pattern QUOTED = Pattern.compile("“[^”]*”|„[^”]*”");
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    @Test
    void englishStepsSayItemsAsTheCluesDo() throws GenerationException {
        List<String> problems = new ArrayList<>();
        int steps = walk(CategoryDatabase.bundled(), Locale.ENGLISH, problems);
        assertTrue(steps > 2000, "too few steps walked to mean anything: " + steps);
        assertTrue(problems.isEmpty(), problems.size() + " bare labels, e.g.:\n" + String.join("\n",
                problems.subList(0, Math.min(8, problems.size()))));
    }

    @Test
    void polishStepsSayItemsAsTheCluesDo() throws GenerationException {
        List<String> problems = new ArrayList<>();
        int steps = walk(CategoryDatabase.bundled("pl"), Locale.forLanguageTag("pl"), problems);
        assertTrue(steps > 2000, "too few steps walked to mean anything: " + steps);
        assertTrue(problems.isEmpty(), problems.size() + " bare labels or English words, e.g.:\n"
                + String.join("\n", problems.subList(0, Math.min(8, problems.size()))));
    }

    @Test
    void theCheckCatchesABareLabel() {
        // the check itself can fail: a template that puts a label where words belong is caught
        Puzzle p;
        try {
            p = Generator.generate(GeneratorSettings.of(4, 4, 5), CategoryDatabase.bundled(), Monitor.NONE);
        } catch (GenerationException e) {
            throw new IllegalStateException(e);
        }
        Trace t = new DeductionEngine().solve(p);
        Step said = t.steps().stream().filter(s -> s.messageKey().equals("last-candidate.said")).findFirst()
                .orElseThrow();
        List<String> problems = new ArrayList<>();
        // the same step through the template for categories without phrases ("with 5, 10 and 15 ruled out")
        check(p, Messages.of(Locale.ENGLISH), "last-candidate", said.args(), bareWords(p), problems, "made up");
        assertTrue(!problems.isEmpty(), "a label said bare went unnoticed");
        problems.clear();
        check(p, Messages.of(Locale.ENGLISH), said.messageKey(), said.args(), bareWords(p), problems, "as made");
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** Walks the traces of generated puzzles of every level; returns how many steps (chain links included). */
    private static int walk(CategoryDatabase db, Locale locale, List<String> problems) throws GenerationException {
        Set<String> english = locale.getLanguage().equals("en") ? Set.of() : englishWords();
        Messages messages = Messages.of(locale);
        int count = 0;
        for (Puzzle p : phrasedPuzzles(db, locale)) {
            Set<String> bare = bareWords(p);
            Set<String> foreign = new HashSet<>(english);
            foreign.removeAll(ownWords(p)); // a Polish word spelt as an English one ("puzzle") is the puzzle's own
            for (Step step : new DeductionEngine().solve(p).steps()) {
                count += 1 + step.chains().stream().mapToInt(List::size).sum();
                String where = p.title() + ", " + step.messageKey();
                check(p, messages, step.messageKey(), step.args(), bare, problems, where);
                checkText(p, step.text(locale), foreign, problems, where);
            }
        }
        return count;
    }

    /** Generated phrased puzzles of every level (English or Polish database). */
    private static List<Puzzle> phrasedPuzzles(CategoryDatabase db, Locale locale) {
        List<Puzzle> out = new ArrayList<>();
        int[][] sizes = {{4, 5}, {5, 5}, {4, 6}, {5, 6}};
        Level[] levels = {Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT};
        for (int n = 0; n < 16; n++) {
            int[] size = sizes[n % sizes.length];
            GeneratorSettings s = GeneratorSettings.of(size[0], size[1], 1000 + n).withDifficulty(levels[n / 4]);
            try {
                Puzzle p = Generator.generate(s, db, locale.getLanguage().equals("en") ? "bundled" : "bundled-pl",
                        Monitor.NONE);
                if (Words.phrased(p)) {
                    out.add(p);
                }
            } catch (GenerationException e) {
                // a level the size cannot reach: another puzzle covers it
            }
        }
        return out;
    }

    @Test
    void aSubsetSaysWhatItRulesOutOnceForItemsThatShareIt() {
        int shared = 0;
        for (Locale locale : List.of(Locale.ENGLISH, Locale.forLanguageTag("pl"))) {
            CategoryDatabase db = locale.getLanguage().equals("en") ? CategoryDatabase.bundled()
                    : CategoryDatabase.bundled("pl");
            for (Puzzle p : phrasedPuzzles(db, locale)) {
                for (Step s : new DeductionEngine().solve(p).steps()) {
                    if (!s.messageKey().equals("subset")) {
                        continue;
                    }
                    // the items given the same pairings ruled out, in the order the step rules them out
                    java.util.Map<org.gridwright.core.model.Item, List<org.gridwright.core.model.Item>> ruled =
                            new java.util.LinkedHashMap<>();
                    int rows = s.because().get(0).a().category(); // the subset's own items: its reasons start there
                    for (MarkChange m : s.marks()) {
                        boolean aRow = m.a().category() == rows;
                        ruled.computeIfAbsent(aRow ? m.a() : m.b(), k -> new ArrayList<>()).add(aRow ? m.b() : m.a());
                    }
                    ruled.values().forEach(l -> l.sort(java.util.Comparator.comparingInt(
                            org.gridwright.core.model.Item::index)));
                    java.util.Map<List<org.gridwright.core.model.Item>, List<org.gridwright.core.model.Item>> by =
                            new java.util.LinkedHashMap<>();
                    ruled.forEach((a, objects) -> by.computeIfAbsent(objects, k -> new ArrayList<>()).add(a));
                    String text = s.text(locale);
                    for (var e : by.entrySet()) {
                        if (e.getValue().size() < 2) {
                            continue;
                        }
                        shared++;
                        String once = org.gridwright.core.text.ClueText.finish(
                                org.gridwright.core.text.ClueText.noneOf(p, e.getValue(), e.getKey(), locale), locale);
                        assertTrue(text.contains(once), "'" + once + "' not in: " + text);
                    }
                }
            }
        }
        assertTrue(shared > 0, "no subset step ruled the same pairings out for two items");
    }

    @Test
    void englishHintsSayItemsAsTheCluesDo() {
        List<String> problems = new ArrayList<>();
        int hints = walkHints(CategoryDatabase.bundled(), Locale.ENGLISH, problems);
        assertTrue(hints > 100, "too few hints walked to mean anything: " + hints);
        assertTrue(problems.isEmpty(), problems.size() + " bare labels, e.g.:\n" + String.join("\n",
                problems.subList(0, Math.min(8, problems.size()))));
    }

    @Test
    void polishHintsSayItemsAsTheCluesDo() {
        List<String> problems = new ArrayList<>();
        int hints = walkHints(CategoryDatabase.bundled("pl"), Locale.forLanguageTag("pl"), problems);
        assertTrue(hints > 100, "too few hints walked to mean anything: " + hints);
        assertTrue(problems.isEmpty(), problems.size() + " bare labels or English words, e.g.:\n"
                + String.join("\n", problems.subList(0, Math.min(8, problems.size()))));
    }

    /**
     * Hints of every level at points along the trace of each generated phrased puzzle, and for a grid holding one
     * wrong mark, checked as steps are: every template argument said as the clues say it. The box of a wrong mark
     * is the one place a hint names categories (the grid's headings), so that sentence is checked for labels only.
     * Returns how many hint levels were checked.
     */
    private static int walkHints(CategoryDatabase db, Locale locale, List<String> problems) {
        Set<String> english = locale.getLanguage().equals("en") ? Set.of() : englishWords();
        Messages messages = Messages.of(locale);
        DeductionEngine engine = new DeductionEngine();
        int count = 0;
        for (Puzzle p : phrasedPuzzles(db, locale)) {
            Set<String> bare = bareWords(p);
            Set<String> labels = new HashSet<>(bare);
            p.categories().forEach(c -> labels.remove(c.name()));
            Set<String> foreign = new HashSet<>(english);
            foreign.removeAll(ownWords(p));
            List<Step> steps = engine.solve(p).steps();
            Grid grid = Grid.empty(p.categoryCount(), p.size());
            List<Grid> points = new ArrayList<>();
            for (int k = 0; k < steps.size(); k++) {
                if (k % 7 == 0) {
                    points.add(grid);
                }
                for (MarkChange m : steps.get(k).marks()) {
                    grid = grid.with(m.a(), m.b(), m.value());
                }
            }
            // a wrong mark: the last step's first mark turned round on the grid before it
            MarkChange last = steps.get(steps.size() - 1).marks().get(0);
            Grid before = points.get(points.size() - 1);
            points.add(before.with(last.a(), last.b(), last.value() == Mark.YES ? Mark.NO : Mark.YES));
            for (Grid g : points) {
                Hint h = Hint.of(engine, p, g);
                for (int n = 1; n <= Hint.LEVELS; n++) {
                    String where = p.title() + ", hint " + h.kind() + " level " + n;
                    List<Object> sentences = h.sentences(n, locale);
                    for (int i = 0; i < sentences.size(); i++) {
                        if (sentences.get(i) instanceof Phrase ph) {
                            boolean box = h.kind() == Hint.Kind.WRONG_MARK && i == 0;
                            check(p, messages, ph.key(), ph.args(), box ? labels : bare, problems, where);
                            if (!box) {
                                checkText(p, messages.format(ph.key(), ph.args()), foreign, problems, where);
                            }
                        }
                    }
                    count++;
                }
            }
        }
        return count;
    }

    /** The labels a phrased puzzle never says bare: items of phrased categories (whole or in a list), categories. */
    private static Set<String> bareWords(Puzzle p) {
        Names names = new Names(p);
        Set<String> out = new HashSet<>();
        for (int c = 0; c < p.categoryCount(); c++) {
            Category cat = p.category(c);
            out.add(cat.name());
            if (cat.phrases().isPresent()) {
                out.addAll(names.list(c, (1L << cat.size()) - 1));
                for (int i = 0; i < cat.size(); i++) {
                    out.add(names.of(c, i));
                }
            }
        }
        return out;
    }

    /** Every placeholder {@code key}'s template uses, filled with words and not with a bare label. */
    private static void check(Puzzle p, Messages m, String key, List<Object> args, Set<String> bare,
            List<String> problems, String where) {
        Matcher ph = PLACEHOLDER.matcher(m.template(key));
        while (ph.find()) {
            int n = Integer.parseInt(ph.group(1));
            if (n >= args.size()) {
                problems.add(where + ": " + key + " asks {" + n + "} of " + args.size() + " arguments");
                continue;
            }
            checkArg(p, m, key, n, args.get(n), bare, problems, where);
        }
    }

    private static void checkArg(Puzzle p, Messages m, String key, int n, Object a, Set<String> bare,
            List<String> problems, String where) {
        if (a instanceof String s && bare.contains(s)) {
            problems.add(where + ": " + key + " {" + n + "} is the bare label '" + s + "'");
        } else if (a instanceof List<?> list) {
            list.forEach(x -> checkArg(p, m, key, n, x, bare, problems, where));
        } else if (a instanceof AllOf all) {
            all.items().forEach(x -> checkArg(p, m, key, n, x, bare, problems, where));
        } else if (a instanceof Semi semi) {
            semi.items().forEach(x -> checkArg(p, m, key, n, x, bare, problems, where));
        } else if (a instanceof Phrase phrase) {
            check(p, m, phrase.key(), phrase.args(), bare, problems, where + " > " + key);
        } else if (a instanceof Chain chain) {
            for (Step s : chain.steps()) {
                check(p, m, s.messageKey(), s.args(), bare, problems, where + " > " + s.messageKey());
            }
        }
    }

    /** The finished text: no template syntax, no category name outside the clues it quotes, no English word. */
    private static void checkText(Puzzle p, String text, Set<String> english, List<String> problems, String where) {
        if (text.contains("{") || text.contains("}") || text.contains("?") || text.contains("  ")) {
            problems.add(where + ": unfinished text: " + text);
        }
        String outside = QUOTED.matcher(text).replaceAll("“”");
        Names names = new Names(p);
        for (int k = 0; k < p.categoryCount(); k++) {
            Category c = p.category(k);
            boolean inLabels = false; // "Table" of "Table 5", the item as the clues show it
            for (int i = 0; i < c.size(); i++) {
                inLabels |= names.of(k, i).contains(c.name());
            }
            // "Lake" of "watched at Lake @": the category's own wording says its name with each item
            boolean inPhrases = c.phrases().map(ph -> ph.is().contains(c.name()) || ph.isNot().contains(c.name()))
                    .orElse(false);
            if (c.phrases().isPresent() && !inLabels && !inPhrases
                    && Pattern.compile("\\b" + Pattern.quote(c.name()) + "\\b").matcher(outside).find()) {
                problems.add(where + ": the category name '" + c.name() + "' in: " + text);
            }
        }
        Matcher w = WORD.matcher(outside);
        while (w.find()) {
            if (english.contains(w.group().toLowerCase(Locale.ROOT))) {
                problems.add(where + ": English '" + w.group() + "' in: " + text);
            }
        }
    }

    /** The words of the puzzle's own clue texts and items, in any language. */
    private static Set<String> ownWords(Puzzle p) {
        StringBuilder all = new StringBuilder(p.title());
        for (org.gridwright.core.model.Clue c : p.clues()) {
            all.append(' ').append(org.gridwright.core.text.ClueText.render(p, c));
        }
        for (Category c : p.categories()) {
            c.items().forEach(i -> all.append(' ').append(i));
        }
        Set<String> out = new HashSet<>();
        Matcher m = WORD.matcher(all);
        while (m.find()) {
            out.add(m.group().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** The words (three letters or more) of the English step templates, which a Polish step should not hold. */
    private static Set<String> englishWords() {
        Properties en = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("Messages.properties")) {
            en.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Set<String> words = new HashSet<>();
        for (String key : en.stringPropertyNames()) {
            Matcher m = WORD.matcher(en.getProperty(key));
            while (m.find()) {
                if (m.group().length() >= 3) {
                    words.add(m.group().toLowerCase(Locale.ROOT));
                }
            }
        }
        return words;
    }
}
