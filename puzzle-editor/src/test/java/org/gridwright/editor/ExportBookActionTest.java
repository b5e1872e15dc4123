package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;

/** Where Export Book PDF… is offered: on the puzzle files selected in an explorer (Favorites), and in File. */
class ExportBookActionTest {

    @Test
    void thePuzzleFilesContextMenuOffersItForAnyNumberOfSelectedPuzzles() {
        FileObject shadow = FileUtil.getConfigFile("Loaders/" + LgpDataObject.MIME
                + "/Actions/org-gridwright-editor-ExportBookAction.shadow");
        assertNotNull(shadow, "registered in the .lgp files' context menu");
        FileObject action = FileUtil.getConfigFile((String) shadow.getAttribute("originalFile"));
        assertNotNull(action);
        assertEquals(LgpDataObject.class.getName(), action.getAttribute("type"), "a context action on puzzle files");
        assertEquals("ANY", action.getAttribute("selectionType"), "one or many selected files");
        assertEquals(Bundle.CTL_ExportBookAction(), action.getAttribute("displayName"));
    }

    @Test
    void theFileMenuOffersItNextToOpenPuzzle() {
        FileObject menu = FileUtil.getConfigFile("Menu/File");
        assertNotNull(menu);
        FileObject book = menu.getFileObject("org-gridwright-editor-ExportBookFilesAction.shadow");
        FileObject open = menu.getFileObject("org-gridwright-editor-OpenPuzzleAction.shadow");
        assertNotNull(book, "in File");
        int after = (Integer) open.getAttribute("position");
        int at = (Integer) book.getAttribute("position");
        assertEquals(true, at > after && at < 1000, "right after Open Puzzle…: " + at);
    }

    @Test
    void aFoldersContextMenuOffersABookOfItsPuzzles() {
        FileObject shadow = FileUtil.getConfigFile("Loaders/folder/any/Actions/"
                + "org-gridwright-editor-ExportBookFolderAction.shadow");
        assertNotNull(shadow, "registered in the folders' context menu");
        FileObject action = FileUtil.getConfigFile((String) shadow.getAttribute("originalFile"));
        assertNotNull(action);
        assertEquals(org.openide.loaders.DataFolder.class.getName(), action.getAttribute("type"),
                "a context action on one folder");
        assertEquals(Bundle.CTL_ExportBookFolderAction(), action.getAttribute("displayName"));
    }
}
