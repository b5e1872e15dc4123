package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class UndoableValueTest {

    private static List<Integer> plus(List<Integer> xs, int x) {
        List<Integer> out = new ArrayList<>(xs);
        out.add(x);
        return List.copyOf(out);
    }

    @Test
    void anEditChangesTheValueMarksItModifiedAndCanBeUndoneAndRedone() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of());
        AtomicInteger heard = new AtomicInteger();
        v.addChangeListener(e -> heard.incrementAndGet());

        assertTrue(v.edit("Add 7", xs -> plus(xs, 7)));
        assertEquals(List.of(7), v.value());
        assertTrue(v.isModified());
        assertTrue(v.undoRedo().canUndo());
        assertEquals("Add 7", v.undoRedo().getUndoPresentationName().replaceFirst("^\\S+ ", ""));

        v.undoRedo().undo();
        assertEquals(List.of(), v.value());
        assertFalse(v.isModified(), "undoing back to the saved value leaves nothing unsaved");
        v.undoRedo().redo();
        assertEquals(List.of(7), v.value());
        assertTrue(v.isModified());
        assertEquals(3, heard.get());
    }

    @Test
    void anEditThatGivesTheSameValueRecordsNothing() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of(1));
        assertFalse(v.edit("Nothing", xs -> xs));
        assertFalse(v.undoRedo().canUndo());
        assertFalse(v.isModified());
    }

    @Test
    void aFailingEditLeavesTheValueAndHistoryAlone() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of(1));
        assertThrows(IllegalArgumentException.class, () -> v.edit("Bad", xs -> {
            throw new IllegalArgumentException("no");
        }));
        assertEquals(List.of(1), v.value());
        assertFalse(v.undoRedo().canUndo());
    }

    @Test
    void savingASnapshotClearsModifiedOnlyIfTheValueIsStillThatSnapshot() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of());
        v.edit("a", xs -> plus(xs, 1));
        List<Integer> snapshot = v.value();
        v.edit("b", xs -> plus(xs, 2)); // an edit made while the snapshot was being written
        v.markSaved(snapshot);
        assertTrue(v.isModified());
        v.undoRedo().undo();
        assertFalse(v.isModified());
        v.undoRedo().undo();
        assertTrue(v.isModified(), "undoing past the saved state is a change again");
    }

    @Test
    void resetForgetsHistory() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of());
        v.edit("a", xs -> plus(xs, 1));
        v.reset(List.of(5));
        assertSame(v.value(), v.value());
        assertEquals(List.of(5), v.value());
        assertFalse(v.isModified());
        assertFalse(v.undoRedo().canUndo());
    }

    @Property(tries = 200)
    void undoingEveryEditGivesTheStartAndRedoingGivesTheEnd(
            @ForAll @Size(max = 60) List<@IntRange(min = -5, max = 5) Integer> steps) {
        List<Integer> start = List.of(0);
        UndoableValue<List<Integer>> v = new UndoableValue<>(start);
        List<List<Integer>> seen = new ArrayList<>();
        seen.add(start);
        for (int s : steps) {
            // 0 is a no-op edit, anything else appends
            v.edit("step " + s, xs -> s == 0 ? xs : plus(xs, s));
            if (s != 0) {
                seen.add(v.value());
            }
        }
        List<Integer> end = v.value();
        for (int i = seen.size() - 1; i > 0; i--) {
            assertEquals(seen.get(i), v.value());
            v.undoRedo().undo();
        }
        assertSame(start, v.value());
        assertFalse(v.isModified());
        assertFalse(v.undoRedo().canUndo());
        while (v.undoRedo().canRedo()) {
            v.undoRedo().redo();
        }
        assertSame(end, v.value());
        assertEquals(!steps.stream().allMatch(s -> s == 0), v.isModified());
    }

    @Test
    void aHolderComparingByValueRecordsNoEditThatGivesAnEqualValueAndIsCleanWhenBackAtAnEqualOne() {
        UndoableValue<List<Integer>> v = new UndoableValue<>(List.of(1), java.util.Objects::equals);
        assertFalse(v.edit("same", xs -> List.copyOf(new ArrayList<>(xs))));
        assertFalse(v.undoRedo().canUndo());
        assertTrue(v.edit("add", xs -> plus(xs, 2)));
        assertTrue(v.isModified());
        assertTrue(v.edit("remove", xs -> List.of(1)));
        assertFalse(v.isModified(), "an equal value is the saved one");
        v.resetUnsaved(List.of(1));
        assertTrue(v.isModified(), "never saved");
    }
}
