package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.gridwright.core.model.Grid;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * The puzzle editor window (Window › Puzzle Editor). For now it shows an empty triangular grid whose size the
 * author picks; opening {@code .lgp} files, clues and verification come with the editor support.
 */
@TopComponent.Description(preferredID = "PuzzleEditorTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false, position = 100)
@ActionID(category = "Window", id = "org.gridwright.editor.PuzzleEditorTopComponent")
@ActionReference(path = "Menu/Window", position = 110)
@TopComponent.OpenActionRegistration(displayName = "#CTL_PuzzleEditorAction", preferredID = "PuzzleEditorTopComponent")
@Messages({
    "CTL_PuzzleEditorAction=Puzzle Editor",
    "CTL_PuzzleEditorTopComponent=Puzzle Editor",
    "HINT_PuzzleEditorTopComponent=A logic-grid puzzle: its grid and clues",
    "LBL_Categories=Categories:",
    "LBL_Items=Items per category:",
    "# {0} - number of categories", "# {1} - items per category", "# {2} - number of cells",
    "LBL_GridSummary={0} categories of {1} items: {2} cells to mark"
})
public final class PuzzleEditorTopComponent extends TopComponent {
    static final int DEFAULT_CATEGORIES = 4;
    static final int DEFAULT_ITEMS = 5;

    private final JSpinner categories = new JSpinner(new SpinnerNumberModel(DEFAULT_CATEGORIES, 2, 8, 1));
    private final JSpinner items = new JSpinner(new SpinnerNumberModel(DEFAULT_ITEMS, 2, 10, 1));
    private final JLabel summary = new JLabel();
    private final GridView grid = new GridView(DEFAULT_CATEGORIES, DEFAULT_ITEMS);

    public PuzzleEditorTopComponent() {
        setName(Bundle.CTL_PuzzleEditorTopComponent());
        setToolTipText(Bundle.HINT_PuzzleEditorTopComponent());
        setLayout(new BorderLayout());
        JPanel top = new JPanel(new FlowLayout(FlowLayout.LEADING));
        top.add(new JLabel(Bundle.LBL_Categories()));
        top.add(categories);
        top.add(new JLabel(Bundle.LBL_Items()));
        top.add(items);
        top.add(summary);
        add(top, BorderLayout.NORTH);
        add(new JScrollPane(grid), BorderLayout.CENTER);
        categories.addChangeListener(e -> update());
        items.addChangeListener(e -> update());
        update();
    }

    private void update() {
        int k = (Integer) categories.getValue();
        int n = (Integer) items.getValue();
        grid.setGrid(k, n);
        summary.setText(summary(k, n));
    }

    /** The line above the grid: its size and how many cells a solver marks. */
    static String summary(int categories, int items) {
        return Bundle.LBL_GridSummary(categories, items, Grid.empty(categories, items).unknownCount());
    }
}
