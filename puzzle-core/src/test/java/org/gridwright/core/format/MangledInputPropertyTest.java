package org.gridwright.core.format;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.model.Puzzle;

/**
 * Whatever is done to a valid file, reading it either gives a puzzle or a {@link PuzzleFormatException} with a
 * one-line message naming the source: never another exception.
 */
class MangledInputPropertyTest {
    private static final String[] TOKENS = {"null", "true", "1", "-2.5e3", "\"\"", "\"x-a\"", "[]", "{}", "[[", "}",
        "\"match\"", "\"ordinal\"", "\"numerical\"", "\"Name\"", "0", "1e400", "\"+\"", "\"*\"", ",", ":"};

    @Property(tries = 3000)
    void readingAMangledFileGivesAPuzzleOrAClearMessage(@ForAll long seed) {
        Random r = new Random(seed);
        String json = PuzzleWriter.toJson(RandomPuzzles.puzzle(seed));
        StringBuilder sb = new StringBuilder(json);
        int edits = 1 + r.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 2; e++) {
            int at = r.nextInt(sb.length());
            int len = Math.min(sb.length() - at, 1 + r.nextInt(12));
            switch (r.nextInt(5)) {
                case 0 -> sb.delete(at, at + len);
                case 1 -> sb.replace(at, at + len, TOKENS[r.nextInt(TOKENS.length)]);
                case 2 -> sb.insert(at, TOKENS[r.nextInt(TOKENS.length)]);
                case 3 -> sb.setLength(at);
                default -> sb.insert(at, sb.substring(at, at + len));
            }
        }
        String mangled = sb.toString();
        try {
            Puzzle p = PuzzleReader.parse(mangled, "mangled.lgp");
            assertNotNull(p);
            PuzzleReader.parse(PuzzleWriter.toJson(p), "rewritten.lgp");
        } catch (PuzzleFormatException e) {
            assertTrue(e.getMessage().startsWith("mangled.lgp: "), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        }
    }
}
