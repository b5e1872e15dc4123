package org.gridwright.core.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.Kinds;
import org.gridwright.kind.Monitor;
import org.gridwright.kind.PuzzleKind;
import org.gridwright.kind.Uniqueness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogicGridKindTest {
    static final String BAKERY = """
            {
              "format": "gridwright/1",
              %s
              "title": "The Bakery",
              "categories": [
                {"name": "Name",  "kind": "categorical", "items": ["Alice", "Bob", "Carol"]},
                {"name": "Day",   "kind": "ordinal",     "items": ["Monday", "Tuesday", "Wednesday"]}
              ],
              "clues": [
                {"type": "match", "a": ["Name", "Alice"], "b": ["Day", "Tuesday"]},
                {"type": "less", "by": "Day", "chain": [["Name", "Bob"], ["Name", "Carol"]]}
              ]
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theLogicGridIsRegisteredAsAKind() {
        Kinds kinds = Kinds.installed();
        PuzzleKind<?, ?> k = kinds.byId(Kinds.LOGIC_GRID).orElseThrow();
        assertTrue(k instanceof LogicGridKind);
        assertEquals(Puzzle.class, k.puzzleType());
    }

    @Test
    void aFileMayNameItsKindAsLogicGrid() throws Exception {
        Puzzle without = PuzzleReader.parse(BAKERY.formatted(""), "a.lgp");
        Puzzle with = PuzzleReader.parse(BAKERY.formatted("\"kind\": \"logic-grid\","), "b.lgp");
        assertEquals(without.clues(), with.clues());
        assertEquals(without.categories(), with.categories());
    }

    @Test
    void aFileOfAnotherKindIsNamedNotCalledAnUnknownField() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.parse(BAKERY.formatted("\"kind\": \"quadrata\","), "q.lgp"));
        assertTrue(e.getMessage().startsWith("q.lgp: "), e.getMessage());
        assertTrue(e.getMessage().contains("'quadrata' puzzle"), e.getMessage());
        assertFalse(e.getMessage().contains("unknown field"), e.getMessage());
        PuzzleFormatException n = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.parse(BAKERY.formatted("\"kind\": 4,"), "n.lgp"));
        assertTrue(n.getMessage().contains("must be a string"), n.getMessage());
    }

    @Test
    void theAdapterGivesTheEnginesVerdictTraceAndWords() throws Exception {
        Path f = dir.resolve("bakery.lgp");
        Files.writeString(f, BAKERY.formatted(""));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(f));
        LogicGridKind k = new LogicGridKind();
        Puzzle p = k.read(f);
        var v = k.referee().orElseThrow().judge(p, Monitor.NONE);
        assertEquals(Uniqueness.UNIQUE, v.status());
        assertEquals(CompleteSolver.solve(p).solution(), v.solution());
        assertEquals(List.of(List.of("Alice", "Tuesday"), List.of("Bob", "Monday"), List.of("Carol", "Wednesday")),
                k.rows(p, v.solution()));
        assertTrue(k.referee().orElseThrow().satisfies(p, v.solution()));
        var t = k.deducer().orElseThrow().solve(p, Monitor.NONE);
        assertTrue(t.solved());
        assertFalse(t.steps().isEmpty());
        assertTrue(t.grade().level() >= 1);
        assertEquals("The Bakery", k.text().orElseThrow().title(p));
        assertTrue(k.text().orElseThrow().lines(p).contains("1. Alice is the one with Tuesday."),
                k.text().orElseThrow().lines(p).toString());
        KindFormatException bad = assertThrows(KindFormatException.class, () -> k.read(dir.resolve("none.lgp")));
        assertTrue(bad.getMessage().contains("none.lgp"), bad.getMessage());
        Path out = dir.resolve("out.lgp");
        k.write(p, out);
        assertEquals(p.clues(), k.read(out).clues());
    }
}
