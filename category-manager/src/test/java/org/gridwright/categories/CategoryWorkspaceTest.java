package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.LoadResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CategoryWorkspaceTest {
    @TempDir
    Path tmp;

    private final List<Path> remembered = new ArrayList<>();

    private CategoryWorkspace bundledWorkspace() {
        return new CategoryWorkspace(CategoryDatabase.bundled(), tmp.resolve("categories"), remembered::add);
    }

    private static CategoryDatabase people10(CategoryDatabase d) {
        DbClass people = d.dbClass("people").orElseThrow();
        return d.withClass(people.withWeight(people.weight() + 10));
    }

    @Test
    void theFirstEditOfTheBundledDatabaseCopiesItToTheDefaultFolderAndRemembersIt() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        CategoryDatabase bundled = ws.database();
        assertEquals(CategoryWorkspace.Origin.BUNDLED, ws.origin());
        assertFalse(ws.isModified());

        Path copied = ws.edit("Weight of people", CategoryWorkspaceTest::people10);

        assertEquals(tmp.resolve("categories"), copied);
        assertEquals(copied, ws.location());
        assertEquals(List.of(copied), remembered);
        assertEquals(CategoryWorkspace.Origin.FOLDER, ws.origin());
        assertTrue(ws.isModified(), "the edit itself is not saved yet");
        LoadResult onDisk = CategoryDatabase.load(copied);
        assertTrue(onDisk.clean(), onDisk.problems().toString());
        assertEquals(bundled, onDisk.db(), "the copy holds the database as it was before the edit");
        assertEquals(CategoryDatabase.bundled(), bundled, "the bundled database is never changed");

        ws.undoRedo().undo();
        assertFalse(ws.isModified(), "undoing the first edit is back at the copy as saved");
        assertSame(bundled, ws.database());
        assertEquals(copied, ws.location(), "the copy stays the database's folder");
    }

    @Test
    void aLaterEditMakesNoSecondCopy() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        ws.edit("one", CategoryWorkspaceTest::people10);
        assertNull(ws.edit("two", CategoryWorkspaceTest::people10));
        assertEquals(1, remembered.size());
    }

    @Test
    void theCopyGoesBesideAnOccupiedDefaultFolder() throws IOException {
        Files.createDirectories(tmp.resolve("categories"));
        Files.writeString(tmp.resolve("categories/classes.csv"), "class,weight\nmine,1\n");
        Files.createDirectories(tmp.resolve("categories-2")); // empty: usable
        CategoryWorkspace ws = bundledWorkspace();
        assertEquals(tmp.resolve("categories-2"), ws.edit("x", CategoryWorkspaceTest::people10));
        assertEquals("class,weight\nmine,1\n", Files.readString(tmp.resolve("categories/classes.csv")));
    }

    @Test
    void aRefusedEditChangesNothingAndCopiesNothing() {
        CategoryWorkspace ws = bundledWorkspace();
        assertThrows(IllegalArgumentException.class, () -> ws.edit("bad", d -> d.withClass(new DbClass(" ", 1))));
        assertEquals(CategoryWorkspace.Origin.BUNDLED, ws.origin());
        assertFalse(Files.exists(tmp.resolve("categories")));
        assertFalse(ws.undoRedo().canUndo());
    }

    @Test
    void savingMarksTheSnapshotSavedAndTheFolderRemembered() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        ws.edit("x", CategoryWorkspaceTest::people10);
        CategoryDatabase snapshot = ws.database();
        Path other = tmp.resolve("elsewhere");
        snapshot.save(other);
        ws.saved(snapshot, other);
        assertFalse(ws.isModified());
        assertEquals(other, ws.location());
        assertEquals(other, remembered.get(remembered.size() - 1));
        assertEquals(snapshot, CategoryDatabase.load(other).db());
    }

    @Test
    void revertDropsUnsavedChanges() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        CategoryDatabase before = ws.database();
        ws.edit("x", CategoryWorkspaceTest::people10);
        ws.edit("y", CategoryWorkspaceTest::people10);
        ws.revert();
        assertSame(before, ws.database());
        assertFalse(ws.isModified());
        assertFalse(ws.undoRedo().canUndo());
    }

    @Test
    void anImportNotYetSavedIsModifiedUntilSavedToAFolder() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        CategoryDatabase imported = CategoryDatabase.empty().withClass(new DbClass("mine", 2));
        ws.openUnsaved(imported);
        assertTrue(ws.isModified());
        assertNull(ws.location());
        assertNull(ws.edit("x", d -> d.withClass(new DbClass("more", 1))), "no bundled copy for an import");
        Path dir = tmp.resolve("imported");
        ws.database().save(dir);
        ws.saved(ws.database(), dir);
        assertFalse(ws.isModified());
        assertEquals(CategoryWorkspace.Origin.FOLDER, ws.origin());
    }

    @Test
    void openingAFolderForgetsTheHistoryAndRemembersTheFolder() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        ws.edit("x", CategoryWorkspaceTest::people10);
        Path dir = tmp.resolve("other");
        CategoryDatabase.bundled().save(dir);
        ws.openFolder(CategoryDatabase.load(dir).db(), dir);
        assertFalse(ws.isModified());
        assertFalse(ws.undoRedo().canUndo());
        assertEquals(dir, remembered.get(remembered.size() - 1));
        ws.openBundled(CategoryDatabase.bundled());
        assertNull(remembered.get(remembered.size() - 1), "the bundled database is the default: nothing remembered");
    }

    @Test
    void theViewFollowsTheValue() throws IOException {
        CategoryWorkspace ws = bundledWorkspace();
        DbView v1 = ws.view();
        assertSame(v1, ws.view(), "computed once per value");
        ws.edit("x", CategoryWorkspaceTest::people10);
        assertSame(ws.database(), ws.view().database());
    }
}
