package org.gridwright.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Puzzle;

/** The writer and reader are inverse: nothing is lost, and writing is a fixed point after one read. */
class RoundTripPropertyTest {

    @Property(tries = 1500)
    void readingWhatWasWrittenGivesThePuzzleBack(@ForAll long seed) throws Exception {
        Puzzle p = RandomPuzzles.puzzle(seed);
        String json = PuzzleWriter.toJson(p);
        Puzzle back = PuzzleReader.parse(json, "random.lgp");
        assertEquals(p, back, json);
        assertEquals(json, PuzzleWriter.toJson(back), "writing is byte-identical after a read");
    }

    @Property(tries = 300)
    void everyCategoryAndClueIsOneLine(@ForAll long seed) {
        Puzzle p = RandomPuzzles.puzzle(seed);
        String[] lines = PuzzleWriter.toJson(p).split("\n", -1);
        long clueLines = java.util.Arrays.stream(lines).filter(l -> l.startsWith("    {\"type\": ")).count();
        long catLines = java.util.Arrays.stream(lines).filter(l -> l.startsWith("    {\"name\": ")).count();
        assertEquals(p.clues().size(), clueLines);
        assertEquals(p.categoryCount(), catLines);
        for (String l : lines) {
            assertFalse(l.contains("E+") || l.contains("e+"), l);
            assertFalse(l.contains("\t") || l.contains("\r"), "control characters are escaped: " + l);
        }
        assertTrue(lines[lines.length - 1].isEmpty(), "the file ends with a newline");
    }
}
