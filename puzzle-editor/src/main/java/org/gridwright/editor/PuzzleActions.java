package org.gridwright.editor;

import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;

/**
 * The puzzle toolbar and the workbench's keys. Export PDF, Verify and Play act on the puzzle editor that has the
 * focus: each is a callback action whose key the editor puts in its ActionMap, so the button is enabled exactly when
 * a puzzle is active. The toolbar (New Puzzle, Open, Save, Export PDF, Export Book, Verify, Play) and the keys
 * Ctrl+N, Ctrl+W, Ctrl+Shift+S, Ctrl+E (Export PDF), F5 (Verify) and Ctrl+P (Play) are registered here for actions defined elsewhere.
 */
@Messages({
    "CTL_ExportPdfAction=Export PDF…",
    "CTL_VerifyAction=Verify",
    "CTL_PlayAction=Play"
})
@ActionReferences({
    @ActionReference(path = "Toolbars/Puzzle", position = 100,
            id = @ActionID(category = "File", id = "org.gridwright.editor.NewPuzzleAction")),
    @ActionReference(path = "Toolbars/Puzzle", position = 200,
            id = @ActionID(category = "File", id = "org.gridwright.editor.OpenPuzzleAction")),
    @ActionReference(path = "Toolbars/Puzzle", position = 300,
            id = @ActionID(category = "System", id = "org.openide.actions.SaveAction")),
    @ActionReference(path = "Toolbars/Puzzle", position = 500,
            id = @ActionID(category = "File", id = "org.gridwright.editor.ExportBookFilesAction")),
    @ActionReference(path = "Shortcuts", name = "D-N",
            id = @ActionID(category = "File", id = "org.gridwright.editor.NewPuzzleAction")),
    @ActionReference(path = "Shortcuts", name = "D-W",
            id = @ActionID(category = "Window", id = "org.netbeans.core.windows.actions.CloseWindowAction")),
    @ActionReference(path = "Shortcuts", name = "DS-S",
            id = @ActionID(category = "System", id = "org.openide.actions.SaveAsAction"))
})
public final class PuzzleActions {
    private PuzzleActions() {
    }

    /** Export PDF… of the active puzzle (the editor's ActionMap key). */
    @ActionID(category = "File", id = "org.gridwright.editor.ExportPdfAction")
    @ActionRegistration(displayName = "#CTL_ExportPdfAction", iconBase = "org/gridwright/editor/exportPdf.png")
    @ActionReferences({
        @ActionReference(path = "Toolbars/Puzzle", position = 400),
        @ActionReference(path = "Menu/File", position = 170),
        @ActionReference(path = "Shortcuts", name = "D-E")
    })
    public static final String EXPORT_PDF = "gridwright-export-pdf";

    /** Verify the active puzzle now (F5). */
    @ActionID(category = "Edit", id = "org.gridwright.editor.VerifyAction")
    @ActionRegistration(displayName = "#CTL_VerifyAction", iconBase = "org/gridwright/editor/verify.png")
    @ActionReferences({
        @ActionReference(path = "Toolbars/Puzzle", position = 600),
        @ActionReference(path = "Menu/Edit", position = 2000, separatorBefore = 1950),
        @ActionReference(path = "Shortcuts", name = "F5")
    })
    public static final String VERIFY = "gridwright-verify";

    /** Play mode on or off in the active puzzle (Ctrl+P: puzzles print through Export PDF, and F6 is the split panes'). */
    @ActionID(category = "Edit", id = "org.gridwright.editor.PlayAction")
    @ActionRegistration(displayName = "#CTL_PlayAction", iconBase = "org/gridwright/editor/play.png")
    @ActionReferences({
        @ActionReference(path = "Toolbars/Puzzle", position = 700),
        @ActionReference(path = "Menu/Edit", position = 2100),
        @ActionReference(path = "Shortcuts", name = "D-P")
    })
    public static final String PLAY = "gridwright-play";
}
