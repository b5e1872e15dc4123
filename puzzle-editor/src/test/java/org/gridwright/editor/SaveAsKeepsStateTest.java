package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.filesystems.FileObject;
import org.openide.loaders.DataObject;

/** Save As and the first Save of a new puzzle hand the editor's model (undo history and all) to the new file. */
class SaveAsKeepsStateTest {
    @TempDir
    Path tmp;

    private static LgpDataObject dataObject(FileObject fo) throws Exception {
        return (LgpDataObject) DataObject.find(fo);
    }

    /** The temporary folder as a file system (tests run without the platform's disk file system). */
    private org.openide.filesystems.LocalFileSystem disk() throws Exception {
        org.openide.filesystems.LocalFileSystem fs = new org.openide.filesystems.LocalFileSystem();
        fs.setRootDirectory(tmp.toFile());
        return fs;
    }

    /** Save As as the workbench does it: write, then hand the editor over to the new file. */
    private static void saveAs(LgpDataObject from, org.openide.filesystems.LocalFileSystem fs, Path target)
            throws Exception {
        from.write(target);
        fs.refresh(false);
        from.handOver(fs.findResource(target.getFileName().toString()));
    }

    @Test
    void saveAsKeepsTheModelItsUndoHistoryAndLeavesItClean() throws Exception {
        Path a = tmp.resolve("a.lgp");
        PuzzleWriter.write(Fixtures.bakery(), a);
        var fs = disk();
        LgpDataObject first = dataObject(fs.findResource("a.lgp"));
        Path b = tmp.resolve("b.lgp");
        SwingUtilities.invokeAndWait(() -> {
            try {
                EditorModel m = first.ensureModel();
                m.edit("delete", p -> PuzzleEdits.deleteClue(p, 0));
                assertTrue(first.isModified());
                saveAs(first, fs, b);
                LgpDataObject second = dataObject(fs.findResource("b.lgp"));
                assertSame(m, second.model(), "the same model: undo history, and everything shown from it");
                assertTrue(m.undoRedo().canUndo(), "the edit can still be undone");
                assertFalse(m.isModified(), "saved");
                assertFalse(second.isModified());
                assertNull(first.model(), "the old file lets go");
                assertFalse(first.isModified());
                assertEquals(m.puzzle(), PuzzleReader.read(b));
                assertEquals(Fixtures.bakery(), PuzzleReader.read(a), "the old file is as it was");
                m.undoRedo().undo();
                assertTrue(second.isModified(), "undo after Save As is a change of the new file");
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aNewPuzzleIsUnsavedUntilItsFirstSaveWhichMakesItAFileOnDisk() throws Exception {
        Puzzle p = Fixtures.bakery();
        FileObject fo = Untitled.create(p);
        assertTrue(Untitled.is(fo));
        assertTrue(fo.getName().startsWith("Untitled-"), fo.getName());
        FileObject another = Untitled.create(p);
        assertFalse(fo.getName().equals(another.getName()), "each its own number");
        LgpDataObject untitled = dataObject(fo);
        Path c = tmp.resolve("c.lgp");
        var fs = disk();
        SwingUtilities.invokeAndWait(() -> {
            try {
                EditorModel m = untitled.ensureModel();
                assertNotNull(m);
                assertEquals(p, m.puzzle());
                assertTrue(m.isModified(), "never saved");
                assertTrue(untitled.isModified(), "Save is offered");
                saveAs(untitled, fs, c);
                assertFalse(m.isModified());
                assertSame(m, dataObject(fs.findResource("c.lgp")).model());
                assertFalse(fo.isValid(), "the in-memory file is gone");
                assertEquals(p, PuzzleReader.read(c));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }
}
