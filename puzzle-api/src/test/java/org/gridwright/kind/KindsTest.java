package org.gridwright.kind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KindsTest {
    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path p = dir.resolve("f" + text.hashCode() + ".lgp");
        Files.writeString(p, text);
        return p;
    }

    @Test
    void aFileNamesItsKindAnywhereAtTheTopLevel() throws IOException {
        assertEquals("quadrata", Kinds.kindOf(file("{\"format\":\"gridwright/1\",\"x-a\":{\"kind\":\"no\"},"
                + "\"kind\":\"quadrata\",\"size\":4}")));
    }

    @Test
    void noKindOrUnreadableMeansLogicGrid() throws IOException {
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(file("{\"format\":\"gridwright/1\",\"categories\":[]}")));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(file("{\"format\": ")));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(file("[1,2]")));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(file("{\"kind\": 3}")));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(dir.resolve("missing.lgp")));
        assertEquals(Kinds.LOGIC_GRID, Kinds.kindOf(dir));
    }

    @Test
    void verdictsKeepTheirShape() {
        Verdict<String> u = Verdict.unique("s");
        assertEquals(Uniqueness.UNIQUE, u.status());
        assertEquals("multiple", Verdict.multiple("a", "b").status().code());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new Verdict<>(Uniqueness.UNIQUE, null, null, null));
    }
}
