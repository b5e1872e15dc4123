package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.model.CategoryKind;

/**
 * Random sequences of the editor's edits on a workspace: a refused edit changes nothing, undoing everything gives
 * back the database as opened, redoing everything gives the end again, and the modified mark agrees.
 */
class EditSequenceProperties {
    record Op(int what, int row, int delta, String word) {
    }

    private static final CategoryDatabase START = new CategoryDatabase(List.of(new DbClass("c", 1)),
            List.of(DbCategory.of("c", "words", CategoryKind.ORDINAL, 1, List.of("b", "a", "d")),
                    new DbCategory("c", "nums", CategoryKind.NUMERICAL, 1, null, null, "@", List.of("1", "5"))),
            List.of(), List.of());

    @Provide
    Arbitrary<Op> ops() {
        return Combinators.combine(Arbitraries.integers().between(0, 4), Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(-2, 2),
                Arbitraries.of("a", "b", "c", "d", "e", " ", "A", "3", "7", "x y")).as(Op::new);
    }

    private static UnaryOperator<DbCategory> edit(Op op) {
        return c -> {
            int n = c.size();
            int row = n == 0 ? 0 : op.row() % n;
            return switch (op.what()) {
                case 0 -> ItemEdits.add(c, op.word()).category();
                case 1 -> n == 0 ? c : ItemEdits.remove(c, row);
                case 2 -> n == 0 ? c : ItemEdits.rename(c, row, op.word());
                case 3 -> n == 0 ? c : ItemEdits.move(c, row, op.delta());
                default -> ItemEdits.sort(c, Locale.ENGLISH);
            };
        };
    }

    @Property(tries = 300)
    void undoAndRedoWalkTheWholeHistory(@ForAll @Size(max = 40) List<@From("ops") Op> ops, @ForAll boolean numbers)
            throws IOException {
        CategoryWorkspace ws = new CategoryWorkspace(CategoryDatabase.empty(), Path.of("unused"), p -> { });
        ws.openFolder(START, Path.of("db"));
        String id = numbers ? "nums" : "words";
        int made = 0;
        for (Op op : ops) {
            CategoryDatabase before = ws.database();
            try {
                Path copied = ws.edit("op", d -> {
                    DbCategory c = d.category("c", id).orElseThrow();
                    DbCategory after = edit(op).apply(c);
                    return after.equals(c) ? d : d.replaceCategory("c", id, after);
                });
                assertEquals(null, copied);
                if (ws.database() != before) {
                    made++;
                }
            } catch (IllegalArgumentException refused) {
                assertSame(before, ws.database(), "a refused edit changes nothing");
            }
        }
        CategoryDatabase end = ws.database();
        int undone = 0;
        while (ws.undoRedo().canUndo()) {
            ws.undoRedo().undo();
            undone++;
        }
        assertEquals(made, undone);
        assertSame(START, ws.database());
        assertEquals(false, ws.isModified());
        while (ws.undoRedo().canRedo()) {
            ws.undoRedo().redo();
        }
        assertSame(end, ws.database());
        assertEquals(made > 0, ws.isModified());
    }
}
