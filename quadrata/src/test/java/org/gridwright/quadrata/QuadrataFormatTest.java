package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridwright.kind.KindFormatException;
import org.gridwright.kind.Kinds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuadrataFormatTest {
    /** The example of docs/FORMAT.md's Quadrata section (its version left as a string). */
    static final String EXAMPLE = """
            {
              "format": "gridwright/1",
              "kind": "quadrata",
              "title": "Quadrata",
              "size": 4,
              "symbols": ["A", "B", "C", "D"],
              "givens": [[0, 1, "C"], [3, 3, "A"]],
              "inequalities": [[0, 0, 1, 0], [2, 2, 2, 3], [0, 0, 0, 1], [0, 1, 1, 1]],
              "solution": [["A", "C", "D", "B"], ["B", "D", "A", "C"], ["C", "A", "B", "D"], ["D", "B", "C", "A"]],
              "generator": {"seed": 7, "version": "…", "settings": {"size": 4, "difficulty": "easy", "symbols": "letters"}}
            }
            """;

    @TempDir
    Path dir;

    @Test
    void readsTheExampleAndWritesWhatItReads() throws Exception {
        Quadrata q = QuadrataFormat.parse(EXAMPLE, "ex.lgp");
        assertEquals(4, q.size());
        assertEquals(2, q.symbols().indexOf("C"));
        assertEquals(new Given(0, 1, 2), q.givens().get(0));
        assertEquals(new Sign(0, 0, 1, 0), q.signs().get(0));
        assertTrue(q.satisfiedBy(q.solution().orElseThrow()));
        assertEquals(7, q.generator().orElseThrow().seed());
        Path f = dir.resolve("q.lgp");
        QuadrataFormat.write(q, f);
        assertEquals("quadrata", Kinds.kindOf(f));
        Quadrata back = QuadrataFormat.read(f);
        assertEquals(q, back);
        assertEquals(QuadrataFormat.toJson(q), QuadrataFormat.toJson(back));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"size\": 4,|\"size\": 2,|top level \"size\": the size 2 is outside 3..25",
        "[0, 1, \"C\"]|[0, 4, \"C\"]|givens, entry 1: the cell (row 0, column 4) is outside",
        "[3, 3, \"A\"]|[3, 3, \"Z\"]|givens, entry 2: 'Z' is not one of the symbols (A, B, C, D)",
        "[2, 2, 2, 3]|[2, 2, 3, 3]|inequalities, entry 2: (row 2, column 2) and (row 3, column 3) are not orthogonal",
        "[0, 1, 1, 1]]|[0, 1, 1, 1], [1, 0, 0, 0]]|inequalities, entry 5: a second sign between",
        "\"title\"|\"titel\"|top level: unknown field 'titel'",
        "[\"A\", \"B\", \"C\", \"D\"]|[\"A\", \"B\", \"B\", \"D\"]|the symbol 'B' appears twice",
        "[\"D\", \"B\", \"C\", \"A\"]]|[\"D\", \"B\", \"A\", \"A\"]]|solution\": is not a Latin square",
    })
    void badInputIsNamedWithFileAndPlace(String from, String to, String expected) {
        assertTrue(EXAMPLE.contains(from), from);
        KindFormatException e = assertThrows(KindFormatException.class,
                () -> QuadrataFormat.parse(EXAMPLE.replace(from, to), "bad.lgp"));
        assertTrue(e.getMessage().startsWith("bad.lgp: "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void brokenJsonAndMissingFilesAreNamed() throws Exception {
        KindFormatException e = assertThrows(KindFormatException.class,
                () -> QuadrataFormat.parse("{\"format\": \"gridwright/1\",\n \"kind\": ", "cut.lgp"));
        assertTrue(e.getMessage().startsWith("cut.lgp: line 2"), e.getMessage());
        KindFormatException m = assertThrows(KindFormatException.class,
                () -> QuadrataFormat.read(dir.resolve("none.lgp")));
        assertTrue(m.getMessage().endsWith("none.lgp: no such file"), m.getMessage());
    }
}
