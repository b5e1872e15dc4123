package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Square;
import org.junit.jupiter.api.Test;

class PlayStateTest {
    @Test
    void entriesAreCheckedUndoneAndRedoneAndNeverWrittenOverAGiven() {
        Quadrata q = EditsTest.small();
        Square s = q.solution().orElseThrow();
        PlayState p = new PlayState(3);
        assertFalse(p.set(q, 0, 1), "R1C1 holds a given");
        assertTrue(p.set(q, 1, 1));
        assertTrue(p.set(q, 4, 0)); // R2C2 should be 2
        assertEquals(List.of(4), p.wrong(s));
        assertEquals(2, p.filled());
        p.undo();
        assertEquals(-1, p.at(4));
        assertTrue(p.wrong(s).isEmpty());
        p.redo();
        assertEquals(0, p.at(4));
        assertFalse(p.solves(q, s));
        assertTrue(p.reveal(q, s));
        assertTrue(p.solves(q, s));
        assertEquals(-1, p.at(0), "a given's cell keeps no entry");
        p.undo();
        assertEquals(0, p.at(4), "reveal is one change");
        assertTrue(p.clear());
        assertEquals(0, p.filled());
        assertFalse(p.clear());
        p.undo();
        assertEquals(2, p.filled());
    }
}
