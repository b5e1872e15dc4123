package org.gridwright.quadrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.deduce.Hints;
import org.gridwright.quadrata.deduce.Marks;
import org.gridwright.quadrata.generate.QuadrataGenerator;
import org.junit.jupiter.api.Test;

class HintsTest {
    static Quadrata puzzle(int n, long seed) throws Exception {
        return new QuadrataGenerator().generate(seed, Map.of("size", "" + n, "symbols", "letters"), Monitor.NONE);
    }

    @Test
    void marksAreReadAsCellsAndSymbolsAndBadOnesAreNamed() throws Exception {
        Quadrata q = puzzle(5, 4);
        int[] e = Marks.parse(q, "R1C2 = B; r3c4=e,\nR5C5 = A");
        assertEquals(1, e[1]);
        assertEquals(4, e[2 * 5 + 3]);
        assertEquals(0, e[24]);
        assertEquals(22, Arrays.stream(e).filter(v -> v < 0).count());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Marks.parse(q, "R6C1 = A")).getMessage()
                .contains("outside the 5×5 square"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Marks.parse(q, "R1C1 = Q")).getMessage()
                .contains("'R1C1 = Q' names no symbol"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Marks.parse(q, "R1C1 A")).getMessage()
                .contains("cannot read the mark 'R1C1 A'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Marks.parse(q, "R1C1=A; r1c1=B")).getMessage()
                .contains("R1C1 twice"));
    }

    @Property(tries = 25)
    void aWrongEntryComesFirstAndEachLevelTellsMore(@ForAll @IntRange(min = 4, max = 7) int n,
            @ForAll @IntRange(min = 0, max = 500) int seed, @ForAll @IntRange(min = 0, max = 48) int at)
            throws Exception {
        Quadrata q = puzzle(n, seed);
        Square s = q.solution().orElseThrow();
        int cell = at % (n * n);
        int[] entries = new int[n * n];
        Arrays.fill(entries, -1);
        if (q.givenAt(cell / n, cell % n) < 0) {
            entries[cell] = (s.at(cell / n, cell % n) + 1) % n; // wrong
            Hints.Hint h1 = Hints.hint(q, entries, s, 1, Monitor.NONE);
            Hints.Hint h3 = Hints.hint(q, entries, s, 3, Monitor.NONE);
            assertTrue(h1.wrong() && h3.wrong());
            assertTrue(h1.cells().isEmpty(), "level 1 does not say where");
            assertEquals(List.of(cell), h3.cells());
            assertTrue(h3.text().contains(q.symbol(entries[cell])), h3.text());
            entries[cell] = s.at(cell / n, cell % n); // right
        }
        Hints.Hint[] h = new Hints.Hint[3];
        for (int level = 1; level <= 3; level++) {
            h[level - 1] = Hints.hint(q, entries, s, level, Monitor.NONE);
            assertFalse(h[level - 1].wrong());
        }
        assertTrue(h[0].text().startsWith("Look at "), h[0].text());
        assertTrue(h[2].text().length() > h[0].text().length(), "the whole step says more than where");
    }

    @Test
    void aSquareWithoutOneSolutionGetsNoHintAndAFullOneIsComplete() throws Exception {
        Quadrata q = puzzle(4, 9);
        int[] none = new int[16];
        Arrays.fill(none, -1);
        assertTrue(Hints.hint(q, none, null, 2, Monitor.NONE).text().contains("no single solution"));
        Square s = q.solution().orElseThrow();
        int[] all = s.cells();
        assertEquals("The square is complete.", Hints.hint(q, all, s, 1, Monitor.NONE).text());
        assertTrue(new QuadrataKind().hinter().orElseThrow().hint(q, "", 3, Monitor.NONE).length() > 10);
    }
}
