package org.gridwright.editor;

import java.awt.BorderLayout;
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
    "TAB_Puzzle=Puzzle",
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
    "BTN_Reveal=Reveal…",
    "BTN_ClearMarks=Clear",
    "LBL_PlayHow=Click: left ✗, right ● (again clears) · Keys: arrows move, X ✗, Space ●, Backspace clears",
    "BTN_UndoMark=↶ Mark",
    "TIP_UndoMark=Take back the last change of the marks (Ctrl+Z on the grid)",
    "BTN_RedoMark=↷ Mark",
    "TIP_RedoMark=Make it again (Ctrl+Y on the grid)",
    "CHK_AutoCross=Auto-✗",
    "TIP_AutoCross=A ● also crosses out the rest of its row and column in that box",
    "# {0} - marks made", "# {1} - cells", "MSG_PlayStatus={0} of {1} cells marked",
    "Q_Reveal=Fill the grid with the solution? Your marks can be had back with ↶ Mark.",
    "TITLE_Reveal=Reveal the solution",
    "# {0} - clue in words", "MENU_AddMatch=Add clue: {0}",
    "# {0} - clue in words", "MENU_AddNot=Add clue: {0}",
    "MSG_CompareLegend=Shown: the second solution. Yellow: its ● where the intended solution (the file's) differs; blue: the intended solution's ● there.",
    "BTN_ZoomOut=\u2212",
    "TIP_ZoomOut=Smaller grid (Ctrl+\u2212, or Ctrl+wheel)",
    "BTN_ZoomIn=+",
    "TIP_ZoomIn=Larger grid (Ctrl++, or Ctrl+wheel)",
    "BTN_ZoomFit=Fit",
    "TIP_ZoomFit=Fit the grid to the window, smaller or larger (Ctrl+0)",
    "# {0} - percent", "LBL_Zoom={0} %",
    "# {0} - number of wrong marks", "# {1} - marks made", "MSG_Check={0} wrong of {1} marks",
    "MSG_NoSolutionToCheck=There is no solution to check against yet (the puzzle is not unique, or verification is still running).",
    "# {0} - title", "# {1} - K", "# {2} - k", "# {3} - clues", "LBL_Summary={0} — {1} categories × {2} items, {3} clues",
    "RP_Suggest=Gridwright clue suggestions",
    "RP_Redundant=Gridwright redundant clues",
    "MSG_Suggesting=Looking for clues that rule the second solution out…",
    "MSG_NoSuggestion=No clue of the generator's kinds tells these two solutions apart.",
    "# {0} - wording", "MENU_Suggestion={0}",
    "# {0} - wording", "MENU_SuggestionUnique={0}  — makes it unique",
    "EDIT_AddSuggested=Add suggested clue",
    "MSG_FindingRedundant=Trying the puzzle without each clue in turn…",
    "MSG_NoneRedundant=Every clue is needed: without any one of them the solution is no longer unique.",
    "# {0} - clue numbers", "MSG_Redundant=Clues {0} (marked) could each go on its own without losing the unique solution; the others are needed.",
    "# {0} - message", "ERR_Tool={0}"
})
@TopComponent.Description(preferredID = "PuzzleEditorTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
public final class PuzzleEditorTopComponent extends TopComponent {
    /** The narrowest the column of title, verdict, clues and steps beside the grid is made. */
    static final int SIDE_MIN = 380;
    private LgpDataObject dataObject;
    private final SwitchLookup lookup = new SwitchLookup();
    private final EditorModel model;
    private final GridPanel grid;
    private final CluesPanel clues;
    private final CategoriesPanel categories;
    private final PropertiesPanel properties;
    private final StepsPanel steps = new StepsPanel();
    private final BackgroundRunner<Puzzle, Analysis> analyser = new BackgroundRunner<>(Bundle.RP_Analysis(), Analysis::of);
    private final VerdictBar verdictBar = new VerdictBar();
    private final BackgroundRunner<VerifyRequest, Verification> verifier = new BackgroundRunner<>(Bundle.RP_Verify(),
            (r, m) -> Verification.of(r.puzzle(), r.lastEdited(), m));
    private final BackgroundRunner<Verification, java.util.List<org.gridwright.core.generate.ClueSuggester.Suggestion>> suggester =
            new BackgroundRunner<>(Bundle.RP_Suggest(), PuzzleEditorTopComponent::suggestions);
    private final BackgroundRunner<Puzzle, java.util.List<Integer>> redundancy = new BackgroundRunner<>(
            Bundle.RP_Redundant(), org.gridwright.core.solve.ClueNeeds::redundant);
    /** The difficulty level of the last analysis shown, to say how an edit moved it. */
    private org.gridwright.core.deduce.Level shownLevel;
    private org.gridwright.core.deduce.Level levelBefore;
    private Puzzle previous;
    private Verification verification;
    private Analysis analysis;
    private Puzzle analysed;
    private int step = -1;
    private final JLabel summary = new JLabel();
    private final javax.swing.JTextArea status = wrappingText(" ");
    private final JTabbedPane tabs = new JTabbedPane();
    private final PlayState play;
    private final JToggleButton playButton = new JToggleButton(Bundle.BTN_Play());
    private final JPanel playBar = new JPanel(new BorderLayout());
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
        this.properties = new PropertiesPanel(model);
        properties.setProblemSink(this::problem);
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
                grid.requestFocusInWindow();
                playStatus();
            } else {
                info(" ");
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
            playStatus();
        });
        JButton undoMark = new JButton(Bundle.BTN_UndoMark());
        undoMark.setToolTipText(Bundle.TIP_UndoMark());
        undoMark.addActionListener(e -> undoMark());
        JButton redoMark = new JButton(Bundle.BTN_RedoMark());
        redoMark.setToolTipText(Bundle.TIP_RedoMark());
        redoMark.addActionListener(e -> redoMark());
        javax.swing.JCheckBox autoCross = new javax.swing.JCheckBox(Bundle.CHK_AutoCross());
        autoCross.setToolTipText(Bundle.TIP_AutoCross());
        autoCross.addActionListener(e -> play.setAutoCross(autoCross.isSelected()));
        javax.swing.JTextArea how = wrappingText(Bundle.LBL_PlayHow());
        how.setBorder(BorderFactory.createEmptyBorder(2, 8, 0, 6));
        playBar.add(how, BorderLayout.NORTH);
        JPanel playButtons = new JPanel(new WrapFlow(FlowLayout.LEADING, 6, 2));
        playButtons.add(undoMark);
        playButtons.add(redoMark);
        playButtons.add(autoCross);
        playButtons.add(check);
        playButtons.add(reveal);
        playButtons.add(clear);
        playBar.add(playButtons, BorderLayout.CENTER);
        playBar.setVisible(false);
        JButton pdf = new JButton(Bundle.BTN_ExportPdf());
        pdf.addActionListener(e -> exportPdf());
        buttons.add(pdf);
        getActionMap().put(PuzzleActions.EXPORT_PDF, action(this::exportPdf));
        getActionMap().put(PuzzleActions.VERIFY, action(this::verifyNow));
        getActionMap().put(PuzzleActions.PLAY, action(playButton::doClick));
        JScrollPane gridScroll = new JScrollPane(grid);
        gridScroll.setBorder(BorderFactory.createEmptyBorder()); // the editor's frame is the grid's
        zoom = new ZoomControls(grid, gridScroll, this);
        // the grid has the editor's whole height: the zoom floats over its lower right corner (which a triangular
        // grid leaves empty), the title, verdict, play bar and status stand beside it above and below the tabs
        javax.swing.JComponent gridPane = ZoomControls.overlay(gridScroll, zoom.component());
        JPanel north = new JPanel(new BorderLayout());
        north.add(top, BorderLayout.NORTH);
        north.add(verdictBar, BorderLayout.CENTER);
        north.add(playBar, BorderLayout.SOUTH);
        verdictBar.secondSolutionButton().addActionListener(e -> {
            if (verdictBar.secondSolutionButton().isSelected()) {
                playButton.setSelected(false);
                steps.stop();
                info(Bundle.MSG_CompareLegend());
            } else {
                info(" ");
            }
            showGrid();
        });
        verdictBar.suggestButton().addActionListener(e -> suggest());
        verdictBar.redundantButton().addActionListener(e -> findRedundant());
        tabs.addTab(Bundle.TAB_Clues(), clues);
        tabs.addTab(Bundle.TAB_Steps(), steps);
        tabs.addTab(Bundle.TAB_Categories(), categories);
        tabs.addTab(Bundle.TAB_Puzzle(), properties);
        steps.setOnStep(i -> {
            step = i;
            if (i >= 0) {
                playButton.setSelected(false);
            }
            showGrid();
        });
        gridPane.setMinimumSize(new java.awt.Dimension(200, 200));
        JPanel side = new JPanel(new BorderLayout());
        side.add(north, BorderLayout.NORTH);
        side.add(tabs, BorderLayout.CENTER);
        status.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        side.add(status, BorderLayout.SOUTH);
        side.setMinimumSize(new java.awt.Dimension(SIDE_MIN, 200));
        // wrapped text and buttons are as tall as their lines at the column's width: lay out again when it changes
        side.addComponentListener(new java.awt.event.ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (side.getWidth() != width) {
                    width = side.getWidth();
                    javax.swing.SwingUtilities.invokeLater(() -> {
                        north.revalidate();
                        status.revalidate();
                    });
                }
            }
        });
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, gridPane, side);
        split.setResizeWeight(0.6);
        split.setBorder(BorderFactory.createEmptyBorder());
        GridRoom.follow(split, grid, gridScroll, SIDE_MIN);
        add(split, BorderLayout.CENTER);
        grid.setClickHandler((cell, mark) -> {
            if (playButton.isSelected()) {
                play.toggle(cell, mark);
                showGrid();
                playStatus();
            } else if (mark == org.gridwright.core.model.Mark.YES) {
                cellMenu(cell);
            }
        });
        bindGridKey("shift F10", "gw-cell-menu", () -> {
            if (!playButton.isSelected()) {
                cellMenu(grid.cursor());
            }
        });
        bindGridKey("CONTEXT_MENU", "gw-cell-menu", () -> {
            if (!playButton.isSelected()) {
                cellMenu(grid.cursor());
            }
        });
        grid.setKeyHandler((cell, mark) -> {
            if (playButton.isSelected()) {
                play.set(cell, mark);
                showGrid();
                playStatus();
            }
        });
        bindGridKey("ctrl Z", "gw-undo-mark", this::undoMark);
        bindGridKey("ctrl Y", "gw-redo-mark", this::redoMark);
        associateLookup(lookup);
        bindLookup();
        model.addChangeListener(onChange);
        modelChanged();
    }

    /** Text that wraps at its column's width, looking like a label (status messages, the play instructions). */
    private static javax.swing.JTextArea wrappingText(String text) {
        javax.swing.JTextArea a = new javax.swing.JTextArea(text);
        a.setEditable(false);
        a.setFocusable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        a.setOpaque(false);
        a.setFont(javax.swing.UIManager.getFont("Label.font"));
        a.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        return a;
    }

    @Override
    protected void componentOpened() {
        org.gridwright.workbench.ExplorerRoom.makeRoomFor(this);
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

    /** The editor's Lookup, switched to the new file when Save As hands the editor over. */
    private static final class SwitchLookup extends ProxyLookup {
        void show(org.openide.util.Lookup... lookups) {
            setLookups(lookups);
        }
    }

    private void bindLookup() {
        lookup.show(Lookups.fixed(getActionMap(), model.undoRedo(), dataObject, dataObject.getNodeDelegate()),
                dataObject.getLookup());
        setActivatedNodes(new org.openide.nodes.Node[] {dataObject.getNodeDelegate()});
    }

    /**
     * Shows {@code next}'s file from now on, keeping everything else (Save As, the first Save of a new puzzle): the
     * model and its undo history, the grid and zoom, play marks, the step and the tabs.
     */
    void rebind(LgpDataObject next) {
        dataObject = next;
        bindLookup();
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
        status.setForeground(org.gridwright.workbench.Palette.current().bad());
        status.setText(message);
    }

    private void info(String message) {
        status.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        status.setText(message);
    }

    private void modelChanged() {
        Puzzle p = model.puzzle();
        String name = dataObject.isUntitled() ? dataObject.getPrimaryFile().getName()
                : dataObject.getPrimaryFile().getNameExt();
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
        levelBefore = shownLevel;
        int lastEdited = previous == null ? -1 : firstDifference(previous.clues(), p.clues());
        previous = p;
        suggester.cancel();
        redundancy.cancel();
        verdictBar.verifying();
        verifier.run(new VerifyRequest(p, lastEdited), (r, v) -> verified(r.puzzle(), v),
                e -> problem(Bundle.ERR_Verify(e.getMessage())));
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
        steps.show(a.trace(), p);
        verdictBar.showDifficulty(a.trace(), levelBefore);
        shownLevel = a.trace().difficulty().level();
        showGrid();
    }

    /** Shows on the grid what the current mode asks for: play marks, the grid after a step, or an empty grid. */
    private void showGrid() {
        Puzzle p = model.puzzle();
        Set<Integer> conflict = verification == null ? Set.of() : Set.copyOf(verification.conflict());
        if (playBar.isVisible() != playButton.isSelected()) {
            playBar.setVisible(playButton.isSelected());
            // its instructions wrap at the width they are given: once given it, ask again how tall they are
            javax.swing.SwingUtilities.invokeLater(playBar::revalidate);
        }
        if (playButton.isSelected()) {
            verdictBar.secondSolutionButton().setSelected(false);
            grid.show(p, play.grid());
            grid.highlight(Set.of(), Set.of(), play.wrongShown());
            clues.highlight(Set.of(), conflict);
        } else if (verdictBar.secondSolutionButton().isSelected() && verification != null
                && verification.multiple()) {
            Solution intended = verification.intended();
            Solution second = verification.second();
            grid.show(p, Grid.of(second));
            // yellow: where the second solution has a ● the intended one does not; blue: the intended one's ●
            grid.highlight(VerdictBar.differences(intended, second), VerdictBar.differences(second, intended),
                    Set.of());
            clues.highlight(Set.of(), conflict);
        } else if (analysis != null && step >= 0 && steps.current() != null) {
            StepsPanel.Row s = steps.current();
            grid.show(p, steps.currentGrid());
            grid.highlight(Set.copyOf(s.marks()), Set.copyOf(s.because()), Set.of());
            clues.highlight(Set.copyOf(s.clues()), conflict);
        } else {
            grid.show(p, Grid.empty(p.categoryCount(), p.size()));
            clues.highlight(Set.of(), conflict);
        }
    }


    /** The request the verifier works on: the puzzle and the clue edited last (-1: none known). */
    record VerifyRequest(Puzzle puzzle, int lastEdited) {
    }

    /** The first index where two clue lists differ, within {@code after}; -1 when {@code after} adds nothing new. */
    static int firstDifference(java.util.List<org.gridwright.core.model.Clue> before,
            java.util.List<org.gridwright.core.model.Clue> after) {
        for (int i = 0; i < after.size(); i++) {
            if (i >= before.size() || !before.get(i).equals(after.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Up to six suggestions for the puzzle verified (its two solutions), seeded by its size: the same each time. */
    static java.util.List<org.gridwright.core.generate.ClueSuggester.Suggestion> suggestions(Verification v,
            org.gridwright.core.task.Monitor m) {
        Puzzle p = v.puzzle();
        return org.gridwright.core.generate.ClueSuggester.suggest(p, v.intended(), v.second(), Set.of(), 6,
                p.clues().size(), m);
    }

    /** Suggest a Clue…: true clues that rule the second solution out, in a menu; choosing one adds it. */
    void suggest() {
        if (verification == null || !verification.multiple() || verification.puzzle() != model.puzzle()) {
            return;
        }
        info(Bundle.MSG_Suggesting());
        suggester.run(verification, (v, list) -> {
            Puzzle q = v.puzzle();
            if (q != model.puzzle()) {
                return;
            }
            if (list.isEmpty()) {
                problem(Bundle.MSG_NoSuggestion());
                return;
            }
            info(" ");
            javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
            for (var s : list) {
                String words = Wording.render(q, s.clue());
                javax.swing.JMenuItem it = new javax.swing.JMenuItem(
                        s.makesUnique() ? Bundle.MENU_SuggestionUnique(words) : Bundle.MENU_Suggestion(words));
                it.addActionListener(e -> clues.addAtEnd(s.clue()));
                menu.add(it);
            }
            javax.swing.JButton b = verdictBar.suggestButton();
            if (b.isShowing()) {
                org.gridwright.workbench.Keyboard.showMenu(menu, b, 0, b.getHeight());
            }
            lastSuggestions = list;
        }, e -> problem(Bundle.ERR_Tool(e.getMessage())));
    }

    private java.util.List<org.gridwright.core.generate.ClueSuggester.Suggestion> lastSuggestions = java.util.List.of();

    /** The suggestions shown last (for tests). */
    java.util.List<org.gridwright.core.generate.ClueSuggester.Suggestion> lastSuggestions() {
        return lastSuggestions;
    }

    /** Find Redundant Clues: marks the clues that could each go without losing uniqueness. */
    void findRedundant() {
        Puzzle p = model.puzzle();
        info(Bundle.MSG_FindingRedundant());
        redundancy.run(p, (q, list) -> {
            if (q != model.puzzle()) {
                return;
            }
            clues.markRedundant(Set.copyOf(list));
            info(list.isEmpty() ? Bundle.MSG_NoneRedundant() : Bundle.MSG_Redundant(list.stream()
                    .map(i -> String.valueOf(i + 1)).collect(java.util.stream.Collectors.joining(", "))));
        }, e -> problem(Bundle.ERR_Tool(e.getMessage())));
    }

    private void check() {
        withSolution(s -> {
            int wrong = play.check(s);
            info(Bundle.MSG_Check(wrong, play.markCount()));
        });
    }

    private void reveal() {
        if (knownSolution().isEmpty()) {
            problem(Bundle.MSG_NoSolutionToCheck());
            return;
        }
        NotifyDescriptor q = new NotifyDescriptor.Confirmation(Bundle.Q_Reveal(), Bundle.TITLE_Reveal(),
                NotifyDescriptor.OK_CANCEL_OPTION);
        if (DialogDisplayer.getDefault().notify(q) == NotifyDescriptor.OK_OPTION) {
            withSolution(play::reveal);
            playStatus();
        }
    }

    private void undoMark() {
        if (playButton.isSelected()) {
            play.undo();
            showGrid();
            playStatus();
        }
    }

    private void redoMark() {
        if (playButton.isSelected()) {
            play.redo();
            showGrid();
            playStatus();
        }
    }

    /**
     * The grid's context menu on a cell (right click, Shift+F10 or the menu key, outside play mode): add the clue
     * that the two items go together, or that they do not, at the end of the list (undoable).
     */
    private void cellMenu(GridCell cell) {
        Puzzle p = model.puzzle();
        org.gridwright.core.model.Ref a = p.ref(cell.a());
        org.gridwright.core.model.Ref b = p.ref(cell.b());
        org.gridwright.core.model.Clue match = new org.gridwright.core.model.Clue.Match(a, b,
                org.gridwright.core.model.ClueMeta.NONE);
        org.gridwright.core.model.Clue not = new org.gridwright.core.model.Clue.Not(a, java.util.List.of(b),
                org.gridwright.core.model.ClueMeta.NONE);
        javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
        javax.swing.JMenuItem yes = new javax.swing.JMenuItem(Bundle.MENU_AddMatch(Wording.render(p, match)));
        yes.addActionListener(e -> clues.addAtEnd(match));
        javax.swing.JMenuItem no = new javax.swing.JMenuItem(Bundle.MENU_AddNot(Wording.render(p, not)));
        no.addActionListener(e -> clues.addAtEnd(not));
        menu.add(yes);
        menu.add(no);
        java.awt.Point at = grid.cellOrigin(cell);
        if (grid.isShowing()) {
            org.gridwright.workbench.Keyboard.showMenu(menu, grid, at.x + grid.cellSize() / 2,
                    at.y + grid.cellSize() / 2);
        }
    }

    /** The status line in play mode: how far the marking is. */
    private void playStatus() {
        int cells = play.grid().categories() * (play.grid().categories() - 1) / 2 * play.grid().size()
                * play.grid().size();
        info(Bundle.MSG_PlayStatus(play.markCount(), cells));
    }

    private void bindGridKey(String key, String name, Runnable r) {
        grid.getInputMap(javax.swing.JComponent.WHEN_FOCUSED).put(javax.swing.KeyStroke.getKeyStroke(key), name);
        grid.getActionMap().put(name, action(r));
    }

    PlayState playState() {
        return play;
    }

    JToggleButton playButton() {
        return playButton;
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
        suggester.cancel();
        redundancy.cancel();
        steps.stop();
        model.removeChangeListener(onChange);
        dataObject.editorClosed();
    }
}
