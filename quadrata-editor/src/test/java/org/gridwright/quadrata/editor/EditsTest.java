package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Objects;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.quadrata.Given;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.Square;
import org.gridwright.quadrata.generate.Symbols;
import org.gridwright.workbench.UndoableValue;
import org.junit.jupiter.api.Test;

class EditsTest {
    static Quadrata small() {
        // 0 1 2 / 1 2 0 / 2 0 1
        Square s = Square.of(3, new int[] {0, 1, 2, 1, 2, 0, 2, 0, 1});
        return Quadrata.builder().symbols(Symbols.digits(3)).givens(List.of(new Given(0, 0, 0)))
                .signs(List.of(new Sign(0, 0, 0, 1))).solution(s).build();
    }

    @Test
    void givingAndClearingASymbolChangesOnlyThatCell() {
        Quadrata q = small();
        Quadrata g = Edits.setGiven(q, 1, 1, 2);
        assertEquals(2, g.givenAt(1, 1));
        assertEquals(0, g.givenAt(0, 0));
        assertEquals(2, g.givens().size());
        Quadrata cleared = Edits.setGiven(g, 1, 1, -1);
        assertEquals(q.givens(), cleared.givens());
        assertSame(q, Edits.setGiven(q, 0, 0, 0), "giving what is there is no edit");
    }

    @Test
    void aSignTurnsThroughBothDirectionsAndBackToNone() {
        Quadrata q = small().withSigns(List.of());
        Quadrata a = Edits.cycleSign(q, 1, 0, 1, 1);
        assertEquals(1, Edits.signBetween(a, 1, 0, 1, 1));
        Quadrata b = Edits.cycleSign(a, 1, 0, 1, 1);
        assertEquals(-1, Edits.signBetween(b, 1, 0, 1, 1));
        assertEquals(1, Edits.signBetween(b, 1, 1, 1, 0), "seen from the other cell");
        Quadrata c = Edits.cycleSign(b, 1, 0, 1, 1);
        assertEquals(0, Edits.signBetween(c, 1, 0, 1, 1));
        assertTrue(c.signs().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Edits.cycleSign(q, 0, 0, 1, 1), "not neighbours");
    }

    @Test
    void anEditThatMakesTheStoredSolutionWrongDropsIt() {
        Quadrata q = small();
        assertTrue(Edits.setGiven(q, 1, 1, 2).solution().isPresent(), "R2C2 = 2 agrees with the solution");
        assertFalse(Edits.setGiven(q, 1, 1, 0).solution().isPresent(), "R2C2 = 0 does not");
        assertFalse(Edits.cycleSign(Edits.cycleSign(q, 0, 0, 0, 1), 0, 0, 0, 1).solution().isPresent());
    }

    @Property(tries = 60)
    void everyEditIsUndoneExactly(@ForAll @IntRange(min = 0, max = 8) int cell, @ForAll @IntRange(min = -1, max = 2) int symbol,
            @ForAll @IntRange(min = 0, max = 5) int gap) {
        Quadrata q = small();
        UndoableValue<Quadrata> v = new UndoableValue<>(q, Objects::equals);
        v.edit("give", p -> Edits.setGiven(p, cell / 3, cell % 3, symbol));
        int r = gap / 2;
        int c = gap % 2;
        v.edit("sign", p -> Edits.cycleSign(p, r, c, r, c + 1));
        while (v.undoRedo().canUndo()) {
            v.undoRedo().undo();
        }
        assertEquals(q, v.value());
        assertFalse(v.isModified());
    }
}
