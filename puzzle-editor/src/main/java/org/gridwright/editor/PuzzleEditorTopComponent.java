package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import java.io.IOException;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JToggleButton;
import java.util.Set;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.gridwright.workbench.BackgroundRunner;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;

/**
 * The editor of one {@code .lgp} puzzle: the grid on the left; clues, categories, the verdict and the solver's
 * steps on the right. Its Lookup holds the file's node and cookies (Save) and the {@link UndoRedo} of its
 * {@link EditorModel}, so Edit › Undo / Redo and File › Save work on it.
 */
@Messages({
    "TAB_Clues=Clues",
    "TAB_Categories=Categories",
    "TAB_Steps=Steps",
    "RP_Analysis=Gridwright puzzle analysis",
    "RP_Verify=Gridwright puzzle verification",
    "# {0} - message", "ERR_Verify=The verification failed: {0}",
    "# {0} - message", "ERR_Analysis=The analysis failed: {0}",
    "# {0} - file name", "TITLE_Modified={0} *",
    "# {0} - file name", "Q_SaveChanges=Save the changes to {0}?",
    "BTN_Play=Play",
    "TIP_Play=Mark the grid like a solver: left click ✗, right click ●",
    "BTN_Check=Check",
    "BTN_ExportPdf=Export PDF…",
    "BTN_Reveal=Reveal",
    "BTN_ClearMarks=Clear",
    "BTN_ZoomOut=\u2212",
    "TIP_ZoomOut=Smaller grid (Ctrl+\u2212, or Ctrl+wheel)",
    "BTN_ZoomIn=+",
    "TIP_ZoomIn=Larger grid (Ctrl++, or Ctrl+wheel)",
    "BTN_ZoomFit=Fit",
    "TIP_ZoomFit=Shrink the grid to the window when it does not fit (Ctrl+0)",
    "# {0} - percent", "LBL_Zoom={0} %",
    "# {0} - number of wrong marks", "# {1} - marks made", "MSG_Check={0} wrong of {1} marks",
    "MSG_NoSolutionToCheck=There is no solution to check against yet (the puzzle is not unique, or verification is still running).",
    "# {0} - title", "# {1} - K", "# {2} - k", "# {3} - clues", "LBL_Summary={0} — {1} categories × {2} items, {3} clues"
})
@TopComponent.Description(preferredID = "PuzzleEditorTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
public final class PuzzleEditorTopComponent extends TopComponent {
    private final LgpDataObject dataObject;
    private final EditorModel model;
    private final GridPanel grid;
    private final CluesPanel clues;
    private final CategoriesPanel categories;
    private final StepsPanel steps = new StepsPanel();
    private final BackgroundRunner<Puzzle, Analysis> analyser = new BackgroundRunner<>(Bundle.RP_Analysis(), Analysis::of);
    private final VerdictBar verdictBar = new VerdictBar();
    private final BackgroundRunner<Puzzle, Verification> verifier = new BackgroundRunner<>(Bundle.RP_Verify(),
            Verification::of);
    private Verification verification;
    private Analysis analysis;
    private Puzzle analysed;
    private int step = -1;
    private final JLabel summary = new JLabel();
    private final JLabel status = new JLabel(" ");
    private final JTabbedPane tabs = new JTabbedPane();
    private final PlayState play;
    private final JToggleButton playButton = new JToggleButton(Bundle.BTN_Play());
    private final ZoomControls zoom;
    private final javax.swing.event.ChangeListener onChange = e -> modelChanged();
    private boolean discard;

    PuzzleEditorTopComponent(LgpDataObject dataObject, EditorModel model) {
        this.dataObject = dataObject;
        this.model = model;
        Puzzle p = model.puzzle();
        this.grid = new GridPanel(p);
        this.play = new PlayState(p);
        this.clues = new CluesPanel(model);
        this.categories = new CategoriesPanel(model);
        clues.setProblemSink(this::problem);
        categories.setProblemSink(this::problem);
        setLayout(new BorderLayout());
        // the summary takes what room the buttons leave (a long title is cut with "…"), so the editor never grows
        // wider than its window
        JPanel top = new JPanel(new BorderLayout(6, 0));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.TRAILING, 6, 3));
        summary.setBorder(BorderFactory.createEmptyBorder(0, 6, 0, 0));
        summary.setMinimumSize(new java.awt.Dimension(0, 0));
        top.add(summary, BorderLayout.CENTER);
        top.add(buttons, BorderLayout.EAST);
        playButton.setToolTipText(Bundle.TIP_Play());
        playButton.addActionListener(e -> {
            if (playButton.isSelected()) {
                steps.stop();
            }
            showGrid();
        });
        buttons.add(playButton);
        JButton check = new JButton(Bundle.BTN_Check());
        check.addActionListener(e -> check());
        JButton reveal = new JButton(Bundle.BTN_Reveal());
        reveal.addActionListener(e -> reveal());
        JButton clear = new JButton(Bundle.BTN_ClearMarks());
        clear.addActionListener(e -> {
            play.clear();
            showGrid();
        });
        buttons.add(check);
        buttons.add(reveal);
        buttons.add(clear);
        JButton pdf = new JButton(Bundle.BTN_ExportPdf());
        pdf.addActionListener(e -> exportPdf());
        buttons.add(pdf);
        getActionMap().put(PuzzleActions.EXPORT_PDF, action(this::exportPdf));
        getActionMap().put(PuzzleActions.VERIFY, action(this::verifyNow));
        getActionMap().put(PuzzleActions.PLAY, action(playButton::doClick));
        JScrollPane gridScroll = new JScrollPane(grid);
        zoom = new ZoomControls(grid, gridScroll, this);
        // the zoom sits under the grid, right-aligned, as in a picture viewer
        JPanel gridPane = new JPanel(new BorderLayout());
        gridPane.add(gridScroll, BorderLayout.CENTER);
        JPanel zoomBar = new JPanel(new BorderLayout());
        zoomBar.add(zoom.component(), BorderLayout.EAST);
        gridPane.add(zoomBar, BorderLayout.SOUTH);
        JPanel north = new JPanel(new BorderLayout());
        north.add(top, BorderLayout.NORTH);
        north.add(verdictBar, BorderLayout.SOUTH);
        verdictBar.secondSolutionButton().addActionListener(e -> {
            if (verdictBar.secondSolutionButton().isSelected()) {
                playButton.setSelected(false);
                steps.stop();
            }
            showGrid();
        });
        add(north, BorderLayout.NORTH);
        tabs.addTab(Bundle.TAB_Clues(), clues);
        tabs.addTab(Bundle.TAB_Steps(), steps);
        tabs.addTab(Bundle.TAB_Categories(), categories);
        steps.setOnStep(i -> {
            step = i;
            if (i >= 0) {
                playButton.setSelected(false);
            }
            showGrid();
        });
        gridPane.setMinimumSize(new java.awt.Dimension(200, 200));
        tabs.setMinimumSize(new java.awt.Dimension(300, 200));
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, gridPane, tabs);
        split.setResizeWeight(0.6);
        // the grid gets the room it needs (up to 60 % of the window), the lists the rest
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            private boolean placed;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (!placed && split.getWidth() > 0) {
                    placed = true;
                    int want = grid.naturalSize().width + 24;
                    split.setDividerLocation(Math.min(want, split.getWidth() * 6 / 10));
                }
            }
        });
        add(split, BorderLayout.CENTER);
        status.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        add(status, BorderLayout.SOUTH);
        grid.setClickHandler((cell, mark) -> {
            if (playButton.isSelected()) {
                play.toggle(cell, mark);
                showGrid();
            }
        });
        associateLookup(new ProxyLookup(Lookups.fixed(getActionMap(), model.undoRedo(), dataObject, dataObject.getNodeDelegate()),
                dataObject.getLookup()));
        setActivatedNodes(new org.openide.nodes.Node[] {dataObject.getNodeDelegate()});
        model.addChangeListener(onChange);
        modelChanged();
    }

    private static javax.swing.Action action(Runnable r) {
        return new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        };
    }

    private void exportPdf() {
        java.io.File f = org.openide.filesystems.FileUtil.toFile(dataObject.getPrimaryFile());
        java.nio.file.Path suggested = f == null ? java.nio.file.Path.of(dataObject.getName() + ".pdf")
                : f.toPath().resolveSibling(dataObject.getName() + ".pdf");
        PdfExport.ask(this, model.puzzle(), suggested, this::info);
    }

    /** Verifies and analyses the puzzle again (F5), as after an edit. */
    void verifyNow() {
        analysed = null;
        modelChanged();
    }

    LgpDataObject dataObject() {
        return dataObject;
    }

    EditorModel model() {
        return model;
    }

    VerdictBar verdictBar() {
        return verdictBar;
    }

    StepsPanel stepsPanel() {
        return steps;
    }

    CluesPanel cluesPanel() {
        return clues;
    }

    GridPanel gridPanel() {
        return grid;
    }

    ZoomControls zoomControls() {
        return zoom;
    }

    @Override
    public UndoRedo getUndoRedo() {
        return model.undoRedo();
    }

    /** A line in the status bar for the author. */
    void problem(String message) {
        status.setForeground(new Color(0xA00000));
        status.setText(message);
    }

    private void info(String message) {
        status.setForeground(Color.DARK_GRAY);
        status.setText(message);
    }

    private void modelChanged() {
        Puzzle p = model.puzzle();
        String name = dataObject.getPrimaryFile().getNameExt();
        setDisplayName(model.isModified() ? Bundle.TITLE_Modified(name) : name);
        setToolTipText(dataObject.getPrimaryFile().getPath());
        summary.setText(Bundle.LBL_Summary(p.title() == null ? name : p.title(), p.categoryCount(), p.size(),
                p.clues().size()));
        summary.setToolTipText(summary.getText());
        if (p == analysed) {
            return; // saved, not changed: the verdict and the steps still hold
        }
        analysed = p;
        play.follow(p);
        analysis = null;
        verification = null;
        verdictBar.verifying();
        verifier.run(p, this::verified, e -> problem(Bundle.ERR_Verify(e.getMessage())));
        steps.solving();
        analyser.run(p, this::analysed, e -> problem(Bundle.ERR_Analysis(e.getMessage())));
        showGrid();
    }

    private void verified(Puzzle p, Verification v) {
        if (p != model.puzzle()) {
            return;
        }
        verification = v;
        verdictBar.show(v);
        showGrid();
    }

    private void analysed(Puzzle p, Analysis a) {
        if (p != model.puzzle()) {
            return;
        }
        analysis = a;
        steps.show(a.trace());
        showGrid();
    }

    /** Shows on the grid what the current mode asks for: play marks, the grid after a step, or an empty grid. */
    private void showGrid() {
        Puzzle p = model.puzzle();
        Set<Integer> conflict = verification == null ? Set.of() : Set.copyOf(verification.conflict());
        if (playButton.isSelected()) {
            verdictBar.secondSolutionButton().setSelected(false);
            grid.show(p, play.grid());
            grid.highlight(Set.of(), Set.of(), play.wrongShown());
            clues.highlight(Set.of(), conflict);
        } else if (verdictBar.secondSolutionButton().isSelected() && verification != null
                && verification.verdict().witnesses().size() == 2) {
            Solution first = verification.verdict().witnesses().get(0);
            Solution second = verification.verdict().witnesses().get(1);
            grid.show(p, Grid.of(second));
            grid.highlight(VerdictBar.differences(first, second), Set.of(), Set.of());
            clues.highlight(Set.of(), conflict);
        } else if (analysis != null && step >= 0 && step < analysis.trace().steps().size()) {
            Step s = analysis.trace().steps().get(step);
            grid.show(p, analysis.trace().gridAfter(step));
            grid.highlight(Set.copyOf(StepsPanel.newMarks(s)), Set.copyOf(StepsPanel.because(s)), Set.of());
            clues.highlight(Set.copyOf(s.clues()), conflict);
        } else {
            grid.show(p, Grid.empty(p.categoryCount(), p.size()));
            clues.highlight(Set.of(), conflict);
        }
    }


    private void check() {
        withSolution(s -> {
            int wrong = play.check(s);
            info(Bundle.MSG_Check(wrong, play.markCount()));
        });
    }

    private void reveal() {
        withSolution(play::reveal);
    }

    /** Runs a play action against the solution, in play mode; says so when there is no solution yet. */
    private void withSolution(java.util.function.Consumer<Solution> f) {
        var s = knownSolution();
        if (s.isEmpty()) {
            problem(Bundle.MSG_NoSolutionToCheck());
            return;
        }
        playButton.setSelected(true);
        f.accept(s.get());
        showGrid();
    }

    /** The solution play mode checks against: the unique one the solver found, else the embedded one. */
    private java.util.Optional<Solution> knownSolution() {
        if (verification != null && verification.verdict().solution() != null) {
            return java.util.Optional.of(verification.verdict().solution());
        }
        return model.puzzle().solution();
    }

    @Override
    public boolean canClose() {
        if (discard || !model.isModified()) {
            return true;
        }
        String name = dataObject.getPrimaryFile().getNameExt();
        NotifyDescriptor d = new NotifyDescriptor.Confirmation(Bundle.Q_SaveChanges(name),
                NotifyDescriptor.YES_NO_CANCEL_OPTION);
        Object answer = DialogDisplayer.getDefault().notify(d);
        if (answer == NotifyDescriptor.YES_OPTION) {
            try {
                dataObject.save();
                return true;
            } catch (IOException e) {
                problem(e.getMessage());
                return false;
            }
        }
        return answer == NotifyDescriptor.NO_OPTION;
    }

    /** Closes without asking, dropping unsaved changes (after Save As wrote them elsewhere). */
    void discardAndClose() {
        discard = true;
        close();
    }

    @Override
    protected void componentClosed() {
        analyser.cancel();
        verifier.cancel();
        steps.stop();
        model.removeChangeListener(onChange);
        dataObject.editorClosed();
    }
}
