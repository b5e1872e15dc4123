package org.gridwright.quadrata.editor;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import org.gridwright.kind.Uniqueness;
import org.gridwright.kind.Verdict;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.QuadrataKind;
import org.gridwright.quadrata.Square;
import org.gridwright.quadrata.deduce.Change;
import org.gridwright.quadrata.deduce.Engine;
import org.gridwright.quadrata.deduce.Explain;
import org.gridwright.quadrata.deduce.Hints;
import org.gridwright.quadrata.deduce.Step;
import org.gridwright.quadrata.deduce.Trace;
import org.gridwright.workbench.BackgroundRunner;
import org.gridwright.workbench.KindMonitors;
import org.gridwright.workbench.UndoableValue;
import org.gridwright.workbench.WrappingRows;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;

/**
 * The Quadrata editor: the square with its signs in the middle; the verdict (unique / several solutions with a
 * second one to show / contradictory with the givens and signs in conflict), the level and the solver's steps on the
 * right. Every edit of a given (type a symbol, Delete, or the cell's menu) or a sign (click the gap between two cells,
 * or Ctrl+arrow) is an undoable edit; verification and the trace run off the Swing thread after each. Play mode
 * takes the keys for the player's entries instead, with Check, graded hints (each press of Hint tells more, up to
 * the whole step), Undo/Redo of entries, Clear and Reveal.
 */
@Messages({
    "# {0} - file name", "TITLE_Modified={0} *",
    "BTN_Verify=Verify",
    "TIP_Verify=Verify again now (F5)",
    "BTN_Play=Play",
    "TIP_Play=Play the puzzle: type symbols into the empty cells (the givens stay as they are)",
    "BTN_Check=Check",
    "BTN_Hint=Hint",
    "TIP_Hint=A hint for the square as it is: each press tells more (where, how, the whole step)",
    "BTN_UndoEntry=Undo",
    "BTN_RedoEntry=Redo",
    "BTN_Clear=Clear",
    "BTN_Reveal=Reveal",
    "Q_Reveal=Fill in the whole solution?",
    "TITLE_Reveal=Reveal the solution",
    "LBL_EditKeys=Type a symbol to give it, Delete to clear; click between two cells (or Ctrl+arrow) to turn a sign.",
    "LBL_PlayKeys=Type symbols into the empty cells; Delete clears; Ctrl+Z / Ctrl+Y undo and redo.",
    "LBL_Verifying=Verifying…",
    "LBL_Solving=Solving…",
    "# {0} - level number", "# {1} - level name", "# {2} - score", "# {3} - steps",
    "LBL_Level=Level {0} ({1}), score {2}, {3} steps.",
    "# {0} - steps", "LBL_Stuck=The solver stops after {0} steps without finishing the square.",
    "LBL_Unique=Unique: exactly one solution.",
    "# {0} - cells", "LBL_Multiple=Not unique: at least two solutions; the two found differ in {0} cells.",
    "LBL_Contradictory=Contradictory: no solution. In conflict:",
    "LBL_EmbeddedDiffers=The solution stored in the file is not this one.",
    "CHK_Second=Show a second solution",
    "LBL_Steps=The solver's steps",
    "BTN_First=|◀",
    "BTN_Prev=◀",
    "BTN_Next=▶",
    "BTN_Last=▶|",
    "TIP_StepKeys=Step through the solver's deductions; the square shows the candidates after the step chosen",
    "# {0} - number", "# {1} - technique", "# {2} - text", "LBL_Step={0}. {1}: {2}",
    "# {0} - number", "# {1} - technique", "# {2} - text (HTML-escaped)",
    "# {3} - the width to wrap at, in CSS pixels",
    "LBL_StepRow=<html><body style=\"width: {3}px\"><b>{0}.</b> <i>{1}</i>: {2}</body></html>",
    "# {0} - wrong", "# {1} - entries", "MSG_Check={0} wrong of {1} entries.",
    "MSG_Solved=Solved: the square is complete and right.",
    "MSG_NoSolution=There is no single solution to check against (see the verdict).",
    "# {0} - level", "# {1} - text", "MSG_Hint=Hint {0}: {1}",
    "MENU_Clear=Clear",
    "# {0} - symbol", "MENU_Symbol={0}",
    "EDIT_Given=Give a symbol",
    "EDIT_ClearGiven=Clear a given",
    "EDIT_Sign=Turn a sign",
    "RP_Verify=Gridwright Quadrata verification",
    "RP_Trace=Gridwright Quadrata trace",
    "RP_Hint=Gridwright Quadrata hints",
    "# {0} - message", "ERR_Work=Could not finish: {0}",
    "# {0} - name", "Q_SaveChanges={0} has unsaved changes. Save them?",
    "# {0} - n", "LBL_Summary={0}×{0}"
})
@TopComponent.Description(preferredID = "QuadrataEditor", persistenceType = TopComponent.PERSISTENCE_NEVER)
public final class QuadrataEditor extends TopComponent {
    private QuadrataDataObject dataObject;
    private final UndoableValue<Quadrata> model;
    private final SwitchLookup lookup = new SwitchLookup();
    private final GridView grid;
    private final BackgroundRunner<Quadrata, Verdict<Square>> verifier = new BackgroundRunner<>(Bundle.RP_Verify(),
            (q, m) -> KindMonitors.run(m, km -> new QuadrataKind().referee().orElseThrow().judge(q, km)));
    private final BackgroundRunner<Quadrata, Trace> tracer = new BackgroundRunner<>(Bundle.RP_Trace(),
            (q, m) -> KindMonitors.run(m, km -> Engine.standard().solve(q, km)));
    private final BackgroundRunner<HintRequest, Hints.Hint> hinter = new BackgroundRunner<>(Bundle.RP_Hint(),
            (r, m) -> KindMonitors.run(m, km -> Hints.hint(r.puzzle(), r.entries(), r.solution(), r.level(), km)));
    private final JTextArea verdict = new JTextArea(2, 28);
    private final JTextArea stepText = new JTextArea(5, 28);
    private final JLabel level = new JLabel(" ");
    private final JCheckBox second = new JCheckBox(Bundle.CHK_Second());
    private final DefaultListModel<StepRow> stepItems = new DefaultListModel<>();
    private final JList<StepRow> steps = new JList<>(stepItems);
    private final JLabel status = new JLabel(" ");
    private final JLabel keys = new JLabel(Bundle.LBL_EditKeys());
    private final JToggleButton playButton = new JToggleButton(Bundle.BTN_Play());
    private final JPanel playBar = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
    private final SymbolTyping typing = new SymbolTyping();
    private final javax.swing.event.ChangeListener onChange = e -> modelChanged();
    private PlayState play;
    private Quadrata analysed;
    private Verdict<Square> verified;
    private Trace trace;
    private Set<Integer> wrong = Set.of();
    private int hintLevel;
    private boolean discard;

    /** What a hint is computed from (a snapshot). */
    record HintRequest(Quadrata puzzle, int[] entries, Square solution, int level) {
    }

    QuadrataEditor(QuadrataDataObject dataObject, UndoableValue<Quadrata> model) {
        this.dataObject = dataObject;
        this.model = model;
        Quadrata q = model.value();
        this.grid = new GridView(q);
        this.play = new PlayState(q.size());
        setLayout(new BorderLayout());
        add(toolbar(), BorderLayout.NORTH);
        add(grid, BorderLayout.CENTER);
        add(side(), BorderLayout.EAST);
        JPanel south = new JPanel(new BorderLayout());
        south.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        south.add(keys, BorderLayout.NORTH);
        south.add(status, BorderLayout.SOUTH);
        add(south, BorderLayout.SOUTH);
        bindKeys();
        associateLookup(lookup);
        bindLookup();
        model.addChangeListener(onChange);
        modelChanged();
    }

    // ---- layout ----

    private JComponent toolbar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton verify = new JButton(Bundle.BTN_Verify());
        verify.setToolTipText(Bundle.TIP_Verify());
        verify.addActionListener(e -> verifyNow());
        bar.add(verify);
        bar.addSeparator();
        playButton.setToolTipText(Bundle.TIP_Play());
        playButton.addActionListener(e -> setPlaying(playButton.isSelected()));
        bar.add(playButton);
        playBar.add(button(Bundle.BTN_Check(), null, this::check));
        playBar.add(button(Bundle.BTN_Hint(), Bundle.TIP_Hint(), this::hint));
        playBar.add(button(Bundle.BTN_UndoEntry(), null, this::undoEntry));
        playBar.add(button(Bundle.BTN_RedoEntry(), null, this::redoEntry));
        playBar.add(button(Bundle.BTN_Clear(), null, () -> {
            if (play.clear()) {
                entriesChanged();
            }
        }));
        playBar.add(button(Bundle.BTN_Reveal(), null, this::reveal));
        playBar.setOpaque(false);
        playBar.setVisible(false);
        bar.add(playBar);
        return bar;
    }

    private static JButton button(String text, String tip, Runnable r) {
        JButton b = new JButton(text);
        b.setToolTipText(tip);
        b.addActionListener(e -> r.run());
        return b;
    }

    private JComponent side() {
        JPanel side = new JPanel(new BorderLayout(0, 6));
        side.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        side.setPreferredSize(new Dimension(340, 200));
        verdict.setEditable(false);
        verdict.setLineWrap(true);
        verdict.setWrapStyleWord(true);
        verdict.setOpaque(false);
        verdict.setFocusable(false);
        JPanel top = new JPanel(new BorderLayout());
        JScrollPane verdictScroll = new JScrollPane(verdict);
        verdictScroll.setBorder(BorderFactory.createEmptyBorder());
        verdictScroll.setPreferredSize(new Dimension(320, 90));
        verdictScroll.setOpaque(false);
        verdictScroll.getViewport().setOpaque(false);
        top.add(verdictScroll, BorderLayout.NORTH);
        top.add(second, BorderLayout.CENTER);
        top.add(level, BorderLayout.SOUTH);
        second.setEnabled(false);
        second.addActionListener(e -> showGrid());
        side.add(top, BorderLayout.NORTH);
        steps.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        steps.setToolTipText(Bundle.TIP_StepKeys());
        steps.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean sel, boolean focus) {
                StepRow r = (StepRow) v; // wrapped at the list's width, as the logic grid's steps
                return super.getListCellRendererComponent(l, Bundle.LBL_StepRow(i + 1,
                        WrappingRows.escape(r.technique()), WrappingRows.escape(r.text()),
                        String.valueOf(WrappingRows.width(l))), i, sel, focus);
            }
        });
        steps.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                showGrid();
            }
        });
        JPanel list = new JPanel(new BorderLayout());
        list.add(new JLabel(Bundle.LBL_Steps()), BorderLayout.NORTH);
        list.add(WrappingRows.scroll(steps), BorderLayout.CENTER);
        JPanel nav = new JPanel(new FlowLayout(FlowLayout.LEADING, 2, 0));
        nav.add(button(Bundle.BTN_First(), null, () -> stepTo(-1)));
        nav.add(button(Bundle.BTN_Prev(), null, () -> stepTo(steps.getSelectedIndex() - 1)));
        nav.add(button(Bundle.BTN_Next(), null, () -> stepTo(steps.getSelectedIndex() + 1)));
        nav.add(button(Bundle.BTN_Last(), null, () -> stepTo(stepItems.size() - 1)));
        stepText.setEditable(false);
        stepText.setLineWrap(true);
        stepText.setWrapStyleWord(true);
        stepText.setFocusable(false);
        stepText.setBorder(BorderFactory.createEmptyBorder(4, 2, 2, 2));
        JPanel foot = new JPanel(new BorderLayout());
        foot.add(nav, BorderLayout.NORTH);
        foot.add(stepText, BorderLayout.CENTER);
        list.add(foot, BorderLayout.SOUTH);
        side.add(list, BorderLayout.CENTER);
        return side;
    }

    /** Shows the state after step {@code index} (0-based; -1 the start: no step chosen). */
    void stepTo(int index) {
        int i = Math.max(-1, Math.min(stepItems.size() - 1, index));
        if (i < 0) {
            steps.clearSelection();
        } else {
            steps.setSelectedIndex(i);
            steps.ensureIndexIsVisible(i);
        }
        showGrid();
    }

    // ---- keys and mouse ----

    private void bindKeys() {
        grid.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                grid.requestFocusInWindow();
                int[] hit = grid.hit(e.getPoint());
                if (hit == null) {
                    return;
                }
                if (hit.length == 1) {
                    grid.select(hit[0]);
                    typing.reset();
                    if (e.isPopupTrigger()) {
                        cellMenu(e);
                    }
                } else if (!playing() && e.getButton() == MouseEvent.BUTTON1) {
                    turnSign(hit[0], hit[1]);
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                int[] hit = grid.hit(e.getPoint());
                if (e.isPopupTrigger() && hit != null && hit.length == 1) {
                    cellMenu(e);
                }
            }
        });
        grid.addKeyListener(new KeyAdapter() {
            @Override
            public void keyTyped(KeyEvent e) {
                char ch = e.getKeyChar();
                if (ch == KeyEvent.CHAR_UNDEFINED || Character.isISOControl(ch) || ch == ' '
                        || (e.getModifiersEx() & (KeyEvent.CTRL_DOWN_MASK | KeyEvent.ALT_DOWN_MASK)) != 0) {
                    return;
                }
                int s = typing.key(grid.puzzle().symbols(), ch, e.getWhen());
                if (s >= 0) {
                    write(grid.selected(), s);
                }
            }
        });
        key("LEFT", "gw-left", () -> grid.moveSelection(0, -1));
        key("RIGHT", "gw-right", () -> grid.moveSelection(0, 1));
        key("UP", "gw-up", () -> grid.moveSelection(-1, 0));
        key("DOWN", "gw-down", () -> grid.moveSelection(1, 0));
        key("ctrl LEFT", "gw-sign-left", () -> signToward(0, -1));
        key("ctrl RIGHT", "gw-sign-right", () -> signToward(0, 1));
        key("ctrl UP", "gw-sign-up", () -> signToward(-1, 0));
        key("ctrl DOWN", "gw-sign-down", () -> signToward(1, 0));
        key("DELETE", "gw-clear", () -> write(grid.selected(), -1));
        key("BACK_SPACE", "gw-clear2", () -> write(grid.selected(), -1));
        key("ctrl Z", "gw-undo", () -> {
            if (playing()) {
                undoEntry();
            } else if (model.undoRedo().canUndo()) {
                model.undoRedo().undo();
            }
        });
        key("ctrl Y", "gw-redo", () -> {
            if (playing()) {
                redoEntry();
            } else if (model.undoRedo().canRedo()) {
                model.undoRedo().redo();
            }
        });
        getInputMap(WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke("F5"), "gw-verify");
        getActionMap().put("gw-verify", action(this::verifyNow));
    }

    private void key(String stroke, String name, Runnable r) {
        grid.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(stroke), name);
        grid.getActionMap().put(name, action(r));
    }

    private static AbstractAction action(Runnable r) {
        return new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
    }

    private void cellMenu(MouseEvent e) {
        int cell = grid.selected();
        Quadrata q = model.value();
        JPopupMenu menu = new JPopupMenu();
        for (int i = 0; i < q.size(); i++) {
            int s = i;
            JMenuItem item = new JMenuItem(Bundle.MENU_Symbol(q.symbol(i)));
            item.addActionListener(a -> write(cell, s));
            menu.add(item);
        }
        menu.addSeparator();
        JMenuItem clear = new JMenuItem(Bundle.MENU_Clear());
        clear.addActionListener(a -> write(cell, -1));
        menu.add(clear);
        menu.show(grid, e.getX(), e.getY());
    }

    // ---- edits ----

    boolean playing() {
        return playButton.isSelected();
    }

    void setPlaying(boolean on) {
        playButton.setSelected(on);
        playBar.setVisible(on);
        keys.setText(on ? Bundle.LBL_PlayKeys() : Bundle.LBL_EditKeys());
        wrong = Set.of();
        hintLevel = 0;
        status.setText(" ");
        showGrid();
        grid.requestFocusInWindow();
    }

    /** Writes {@code symbol} (-1 clears) into {@code cell}: a player's entry in play mode, else a given (undoable). */
    void write(int cell, int symbol) {
        Quadrata q = model.value();
        int n = q.size();
        if (playing()) {
            if (play.set(q, cell, symbol)) {
                entriesChanged();
            }
            return;
        }
        model.edit(symbol < 0 ? Bundle.EDIT_ClearGiven() : Bundle.EDIT_Given(),
                p -> Edits.setGiven(p, cell / n, cell % n, symbol));
    }

    private void signToward(int dr, int dc) {
        if (playing()) {
            return;
        }
        int n = model.value().size();
        int cell = grid.selected();
        int r = cell / n + dr;
        int c = cell % n + dc;
        if (r >= 0 && c >= 0 && r < n && c < n) {
            turnSign(cell, r * n + c);
        }
    }

    /** Turns the sign between two neighbouring cells one step on (none, a &lt; b, a &gt; b), undoably. */
    void turnSign(int a, int b) {
        int n = model.value().size();
        model.edit(Bundle.EDIT_Sign(), p -> Edits.cycleSign(p, a / n, a % n, b / n, b % n));
    }

    private void entriesChanged() {
        wrong = Set.of();
        hintLevel = 0;
        Square s = solution();
        status.setText(s != null && play.solves(model.value(), s) ? Bundle.MSG_Solved() : " ");
        showGrid();
    }

    private void undoEntry() {
        play.undo();
        entriesChanged();
    }

    private void redoEntry() {
        play.redo();
        entriesChanged();
    }

    private Square solution() {
        return verified != null && verified.status() == Uniqueness.UNIQUE ? verified.solution() : null;
    }

    void check() {
        Square s = solution();
        if (s == null) {
            status.setText(Bundle.MSG_NoSolution());
            return;
        }
        wrong = new HashSet<>(play.wrong(s));
        status.setText(play.solves(model.value(), s) ? Bundle.MSG_Solved()
                : Bundle.MSG_Check(wrong.size(), play.filled()));
        showGrid();
    }

    /** The next hint, one level more than the last for the same entries (1, 2, 3, then 3 again). */
    void hint() {
        hintLevel = Math.min(Hints.MAX_LEVEL, hintLevel + 1);
        int shownLevel = hintLevel;
        hinter.run(new HintRequest(model.value(), play.entries(), solution(), hintLevel), (r, h) -> {
            status.setText(Bundle.MSG_Hint(shownLevel, h.text()));
            if (!h.cells().isEmpty()) {
                grid.select(h.cells().get(0));
            }
        }, e -> status.setText(Bundle.ERR_Work(e.getMessage())));
    }

    private void reveal() {
        Square s = solution();
        if (s == null) {
            status.setText(Bundle.MSG_NoSolution());
            return;
        }
        NotifyDescriptor d = new NotifyDescriptor.Confirmation(Bundle.Q_Reveal(), Bundle.TITLE_Reveal(),
                NotifyDescriptor.OK_CANCEL_OPTION);
        if (DialogDisplayer.getDefault().notify(d) == NotifyDescriptor.OK_OPTION && play.reveal(model.value(), s)) {
            entriesChanged();
        }
    }

    // ---- verification and trace ----

    void verifyNow() {
        analysed = null;
        modelChanged();
    }

    private void modelChanged() {
        Quadrata q = model.value();
        String name = dataObject.isUntitled() ? dataObject.getPrimaryFile().getName()
                : dataObject.getPrimaryFile().getNameExt();
        setDisplayName(model.isModified() ? Bundle.TITLE_Modified(name) : name);
        setToolTipText(dataObject.getPrimaryFile().getPath());
        if (q == analysed) {
            return;
        }
        if (play.size() != q.size()) {
            play = new PlayState(q.size());
        }
        analysed = q;
        verified = null;
        trace = null;
        wrong = Set.of();
        hintLevel = 0;
        verdict.setText(Bundle.LBL_Verifying());
        level.setText(Bundle.LBL_Solving());
        second.setEnabled(false);
        verifier.run(q, this::verified, e -> status.setText(Bundle.ERR_Work(e.getMessage())));
        tracer.run(q, this::traced, e -> status.setText(Bundle.ERR_Work(e.getMessage())));
        showGrid();
    }

    private void verified(Quadrata q, Verdict<Square> v) {
        if (q != model.value()) {
            return;
        }
        verified = v;
        StringBuilder text = new StringBuilder();
        switch (v.status()) {
            case UNIQUE -> {
                text.append(Bundle.LBL_Unique());
                if (q.solution().isPresent() && !q.solution().get().equals(v.solution())) {
                    text.append('\n').append(Bundle.LBL_EmbeddedDiffers());
                }
            }
            case MULTIPLE -> text.append(Bundle.LBL_Multiple(differing(v.witnesses().get(0), v.witnesses().get(1))));
            case CONTRADICTORY -> {
                text.append(Bundle.LBL_Contradictory());
                v.conflicts().forEach(c -> text.append("\n  ").append(c));
            }
        }
        verdict.setText(text.toString());
        verdict.setForeground(v.status() == Uniqueness.UNIQUE ? new Color(0x1B5E20) : new Color(0xA00000));
        second.setEnabled(v.status() == Uniqueness.MULTIPLE);
        showGrid();
    }

    private static int differing(Square a, Square b) {
        int d = 0;
        for (int r = 0; r < a.size(); r++) {
            for (int c = 0; c < a.size(); c++) {
                d += a.at(r, c) != b.at(r, c) ? 1 : 0;
            }
        }
        return d;
    }

    private void traced(Quadrata q, Trace t) {
        if (q != model.value()) {
            return;
        }
        trace = t;
        Explain x = new Explain(q);
        stepItems.clear();
        for (Step s : t.steps()) {
            stepItems.addElement(new StepRow(x.techniqueName(s.technique()), x.text(s)));
        }
        level.setText(t.solved() ? Bundle.LBL_Level(t.level(), x.levelName(t.level()), t.score(), t.steps().size())
                : Bundle.LBL_Stuck(t.steps().size()));
        showGrid();
    }

    /** A solver's step in words: its technique's name and what it does. */
    private record StepRow(String technique, String text) {
    }

    /** Paints the square with what the mode and the choices say: entries, a step's candidates, a second solution. */
    private void showGrid() {
        Quadrata q = model.value();
        GridView.Layer layer;
        int i = steps.getSelectedIndex();
        if (playing()) {
            layer = new GridView.Layer(play.entries(), null, null, null, Set.of(), Set.of(), wrong);
        } else if (trace != null && i >= 0 && i < trace.steps().size()) {
            Step s = trace.steps().get(i);
            Set<Integer> changed = new HashSet<>();
            s.changes().stream().map(Change::cell).forEach(changed::add);
            layer = new GridView.Layer(null, trace.masksAfter(i + 1), null, null, changed,
                    new HashSet<>(s.because()), Set.of());
            stepText.setText(Bundle.LBL_Step(i + 1, stepItems.get(i).technique(), stepItems.get(i).text()));
        } else if (second.isSelected() && second.isEnabled() && verified != null) {
            List<Square> w = verified.witnesses();
            layer = new GridView.Layer(null, null, w.get(1), w.get(0), Set.of(), Set.of(), Set.of());
        } else {
            layer = GridView.Layer.NONE;
        }
        if (playing() || trace == null || i < 0) {
            stepText.setText(" ");
        }
        grid.show(q, layer);
    }

    // ---- window ----

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

    /** Shows {@code next}'s file from now on (Save As), keeping the history, the entries and the step. */
    void rebind(QuadrataDataObject next) {
        dataObject = next;
        bindLookup();
        modelChanged();
    }

    QuadrataDataObject dataObject() {
        return dataObject;
    }

    GridView gridView() {
        return grid;
    }

    String verdictText() {
        return verdict.getText();
    }

    @Override
    public UndoRedo getUndoRedo() {
        return model.undoRedo();
    }

    @Override
    public int getPersistenceType() {
        return PERSISTENCE_NEVER;
    }

    @Override
    protected void componentOpened() {
        org.gridwright.workbench.ExplorerRoom.makeRoomFor(this);
    }

    @Override
    protected void componentActivated() {
        grid.requestFocusInWindow();
    }

    @Override
    public boolean canClose() {
        if (discard || !model.isModified()) {
            return true;
        }
        NotifyDescriptor d = new NotifyDescriptor.Confirmation(
                Bundle.Q_SaveChanges(dataObject.getPrimaryFile().getNameExt()), NotifyDescriptor.YES_NO_CANCEL_OPTION);
        Object answer = DialogDisplayer.getDefault().notify(d);
        if (answer == NotifyDescriptor.YES_OPTION) {
            try {
                dataObject.save();
                return !model.isModified();
            } catch (IOException e) {
                status.setText(e.getMessage());
                return false;
            }
        }
        return answer == NotifyDescriptor.NO_OPTION;
    }

    void discardAndClose() {
        discard = true;
        close();
    }

    @Override
    protected void componentClosed() {
        verifier.cancel();
        tracer.cancel();
        hinter.cancel();
        model.removeChangeListener(onChange);
        dataObject.editorClosed();
    }
}
