package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.ClueText;

/** Puzzles from the bundled Polish database: unique, written in Polish only, every placeholder filled. */
class PolishPuzzlesTest {
    private static final CategoryDatabase PL = CategoryDatabase.bundled("pl");
    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final Set<String> ENGLISH = englishWords();

    /** The words of the English clue templates (three letters or more), which no Polish sentence should hold. */
    private static Set<String> englishWords() {
        Properties en = new Properties();
        try (InputStream in = ClueText.class.getResourceAsStream("ClueText.properties")) {
            en.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Set<String> words = new HashSet<>();
        for (String key : en.stringPropertyNames()) {
            if (key.startsWith("noun.") || key.startsWith("elide.") || key.startsWith("number.")) {
                continue; // lists the code consults, never printed as such
            }
            Matcher m = WORD.matcher(en.getProperty(key));
            while (m.find()) {
                if (m.group().length() >= 3) {
                    words.add(m.group().toLowerCase(Locale.ROOT));
                }
            }
        }
        return words;
    }

    @Property(tries = 40)
    void polishPuzzlesAreUniqueAndPolishThrough(@ForAll long seed,
            @ForAll @IntRange(min = 3, max = 5) int cats, @ForAll @IntRange(min = 3, max = 6) int items)
            throws GenerationException {
        Puzzle p = Generator.generate(GeneratorSettings.of(cats, items, seed), PL, "bundled-pl", Monitor.NONE);
        assertEquals("pl", p.lang());
        assertEquals(Status.UNIQUE, CompleteSolver.solve(p).status());
        List<String> texts = new ArrayList<>(List.of(p.title(), p.intro()));
        for (Clue c : p.clues()) {
            texts.add(ClueText.render(p, c));
        }
        for (String t : texts) {
            assertFalse(t.contains("{") || t.contains("}") || t.contains("@") || t.contains("|"), t);
            assertFalse(t.contains(" ,") || t.contains(",,") || t.contains("  ") || t.contains(", –"), t);
            // a noun and its relative pronoun agree: "muzyk, który", "siostra, która"
            assertFalse(Pattern.compile("\\b(muzyk|sąsiad|gość|turysta|przyjaciel|biegacz), która\\b").matcher(t).find(), t);
            assertFalse(Pattern.compile("\\b(siostra|nauczycielka|gospodyni|sąsiadka|czytelniczka|osoba), który\\b")
                    .matcher(t).find(), t);
            Matcher m = WORD.matcher(t);
            while (m.find()) {
                assertFalse(ENGLISH.contains(m.group().toLowerCase(Locale.ROOT)), "English '" + m.group() + "' in: " + t);
            }
        }
    }
}
