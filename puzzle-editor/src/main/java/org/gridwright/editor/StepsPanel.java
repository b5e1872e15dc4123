package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.JToggleButton;
import javax.swing.ListSelectionModel;
import javax.swing.Timer;
import javax.swing.ButtonGroup;
import javax.swing.JRadioButton;
import org.gridwright.core.deduce.DifficultyReport;
import org.gridwright.core.deduce.KeyStep;
import org.gridwright.core.deduce.KeySteps;
import org.gridwright.core.deduce.MarkChange;
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.TechniqueNames;
import org.gridwright.core.deduce.Trace;
import org.gridwright.core.model.Grid;
import org.gridwright.workbench.WrappingRows;
import org.openide.util.NbBundle.Messages;

/**
 * The trace stepper: the deduction engine's steps as a list, either the key steps (each deduction a person writes
 * down, with the routine bookkeeping it causes folded in) or all steps; first / previous / next / last and play,
 * the selected row's explanation, and the puzzle's difficulty with what makes it so (the techniques used and how
 * often, the hardest step). Selecting row {@code i} tells the listener, which shows {@link #current()}'s grid;
 * selecting nothing tells it -1.
 */
@Messages({
    "BTN_First=|◀ First",
    "BTN_Previous=◀ Previous",
    "BTN_Next=Next ▶",
    "BTN_Last=Last ▶|",
    "BTN_PlaySteps=Play",
    "MSG_Solving=Solving…",
    "# {0} - level", "# {1} - score", "# {2} - number of steps", "LBL_Solved=Solved in {2} steps — difficulty {0} (score {1})",
    "# {0} - level", "# {1} - score", "# {2} - number of steps", "LBL_Stuck=Stuck after {2} steps: the techniques find nothing more (so far {0}, score {1})",
    "# {0} - number of steps", "LBL_Contradiction=Contradiction after {0} steps: the clues cannot all hold",
    "# {0} - step number", "# {1} - technique", "# {2} - depth marker", "# {3} - text", "# {4} - width in pixels",
    "LBL_StepRow=<html><body style=\"width: {4}px\"><b>{0}.</b> <i>{1}</i>{2} {3}</body></html>",
    "# {0} - depth", "LBL_Depth= (trial depth {0})",
    "# {0} - step", "# {1} - of", "# {2} - technique", "# {3} - clues", "# {4} - text",
    "LBL_StepDetail=Step {0} of {1} — {2}{3}\n\n{4}",
    "# {0} - clue numbers", "LBL_StepClues=, clues {0}",
    "BTN_KeySteps=Key steps",
    "BTN_AllSteps=All steps",
    "# {0} - number of key steps", "LBL_KeyCount={0} key steps",
    "# {0} - key step", "# {1} - of", "# {2} - technique", "# {3} - clues", "# {4} - text", "# {5} - steps it holds",
    "LBL_KeyDetail=Key step {0} of {1} — {2}{3} ({5} steps)\n\n{4}",
    "# {0} - step number", "# {1} - technique", "# {2} - key step number",
    "LBL_Hardest=Hardest: step {0}, {1} (key step {2}).",
    "# {0} - technique", "# {1} - steps", "LBL_Use={0} ×{1}",
    "# {0} - uses", "LBL_Uses=Techniques: {0}.",
    "# {0} - summary", "# {1} - hardest", "# {2} - uses",
    "LBL_Report={0}\n{1} {2}"
})
final class StepsPanel extends JPanel {
    /**
     * One row of the list: a step of the trace, or a key step with what it folds in; the grid it shows is the one
     * after it ({@link StepsPanel#current()}).
     */
    record Row(String technique, int depth, String text, List<Integer> clues, List<GridCell> marks,
            List<GridCell> because, int size) {
    }

    private final DefaultListModel<Row> steps = new DefaultListModel<>();
    /** The language of the shown puzzle's steps (its "lang"; English without one). */
    private java.util.Locale locale = java.util.Locale.ENGLISH;
    private final JList<Row> list = new JList<>(steps);
    private final JRadioButton keyView = new JRadioButton(Bundle.BTN_KeySteps());
    private final JRadioButton allView = new JRadioButton(Bundle.BTN_AllSteps(), true);
    private Trace trace;
    private List<KeyStep> keys = List.of();
    /** The difficulty and what makes it so, wrapped to the pane's width. */
    private final JTextArea difficulty = new JTextArea(" ");
    private final JTextArea explanation = new JTextArea(5, 30);
    private final JToggleButton play = new JToggleButton(Bundle.BTN_PlaySteps());
    private final Timer timer = new Timer(700, e -> advance());
    private IntConsumer onStep = i -> { };

    StepsPanel() {
        super(new BorderLayout());
        difficulty.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        difficulty.setEditable(false);
        difficulty.setLineWrap(true);
        difficulty.setWrapStyleWord(true);
        difficulty.setOpaque(false);
        difficulty.setFont(new JLabel().getFont());
        JPanel top = new JPanel(new BorderLayout());
        top.add(difficulty, BorderLayout.CENTER);
        JPanel view = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEADING, 6, 0));
        ButtonGroup views = new ButtonGroup();
        for (JRadioButton b : List.of(keyView, allView)) {
            views.add(b);
            view.add(b);
            b.addActionListener(e -> refill());
        }
        top.add(view, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                Row step = (Row) v;
                String depth = step.depth() > 0 ? Bundle.LBL_Depth(step.depth()) : "";
                return super.getListCellRendererComponent(l, Bundle.LBL_StepRow(i + 1,
                        TechniqueNames.of(step.technique(), locale), depth, CluesPanel.escape(step.text()),
                        String.valueOf(WrappingRows.width(l))), i, s, f);
            }
        });
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                selected();
            }
        });
        explanation.setLineWrap(true);
        explanation.setWrapStyleWord(true);
        explanation.setEditable(false);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, WrappingRows.scroll(list),
                new JScrollPane(explanation));
        split.setResizeWeight(0.75);
        add(split, BorderLayout.CENTER);
        JPanel nav = new JPanel(new java.awt.GridLayout(0, 3, 3, 3)); // every button stays visible in a narrow pane
        nav.add(button(Bundle.BTN_First(), () -> select(0)));
        nav.add(button(Bundle.BTN_Previous(), () -> select(list.getSelectedIndex() - 1)));
        nav.add(button(Bundle.BTN_Next(), this::advance));
        nav.add(button(Bundle.BTN_Last(), () -> select(steps.size() - 1)));
        play.addActionListener(e -> {
            if (play.isSelected()) {
                timer.start();
            } else {
                timer.stop();
            }
        });
        nav.add(play);
        add(nav, BorderLayout.SOUTH);
    }

    /** Who hears the selected step's index (-1 for none). */
    void setOnStep(IntConsumer l) {
        onStep = l;
    }

    /** Solving is under way: the old steps go. */
    void solving() {
        stop();
        trace = null;
        steps.clear();
        difficulty.setText(Bundle.MSG_Solving());
        explanation.setText("");
    }

    /** Shows a trace's steps in English, keeping the selected position where it still exists. */
    void show(Trace t) {
        show(t, null);
    }

    /**
     * Shows a trace's steps in the language of {@code p} (English when null), keeping the selected position where it
     * still exists.
     */
    void show(Trace t, org.gridwright.core.model.Puzzle p) {
        locale = p == null ? java.util.Locale.ENGLISH : org.gridwright.core.text.ClueText.locale(p);
        trace = t;
        keys = KeySteps.of(t);
        int n = t.steps().size();
        String summary = switch (t.outcome()) {
            case SOLVED -> Bundle.LBL_Solved(t.difficulty().level().code(), t.difficulty().score(), n);
            case STUCK -> Bundle.LBL_Stuck(t.difficulty().level().code(), t.difficulty().score(), n);
            case CONTRADICTION -> Bundle.LBL_Contradiction(n);
        };
        difficulty.setText(report(t, summary, keys.size(), locale));
        refill();
    }

    /**
     * The difficulty that explains itself: the summary line, the hardest step and the techniques used, each with
     * how many steps used it.
     */
    static String report(Trace t, String summary, int keySteps) {
        return report(t, summary, keySteps, java.util.Locale.ENGLISH);
    }

    /** As above, the techniques named in {@code locale}. */
    static String report(Trace t, String summary, int keySteps, java.util.Locale locale) {
        DifficultyReport r = DifficultyReport.of(t);
        String hardest = r.hardestStep() < 0 ? ""
                : Bundle.LBL_Hardest(r.hardestStep() + 1, TechniqueNames.of(t.steps().get(r.hardestStep()).technique(), locale),
                        r.hardestKeyStep() + 1);
        List<String> uses = r.uses().stream()
                .map(u -> Bundle.LBL_Use(TechniqueNames.of(u.technique().id(), locale), u.steps())).toList();
        String used = uses.isEmpty() ? "" : Bundle.LBL_Uses(String.join(", ", uses));
        return Bundle.LBL_Report(summary + " · " + Bundle.LBL_KeyCount(keySteps), hardest, used);
    }

    /** Fills the list with the key steps or all steps of the trace shown, keeping the position where it exists. */
    private void refill() {
        if (trace == null) {
            return;
        }
        int keep = list.getSelectedIndex();
        steps.clear();
        if (keyView.isSelected()) {
            for (KeyStep k : keys) {
                java.util.Set<GridCell> own = new java.util.LinkedHashSet<>();
                for (MarkChange m : k.marks()) {
                    own.add(new GridCell(m.a(), m.b()));
                }
                java.util.Set<GridCell> why = new java.util.LinkedHashSet<>();
                for (Step s : k.steps()) {
                    why.addAll(because(s));
                }
                why.removeAll(own);
                steps.addElement(new Row(k.technique(), k.depth(), k.text(locale), k.clues(), List.copyOf(own),
                        List.copyOf(why), k.steps().size()));
            }
        } else {
            for (Step s : trace.steps()) {
                steps.addElement(new Row(s.technique(), s.depth(), s.text(locale), s.clues(), newMarks(s), because(s), 1));
            }
        }
        if (keep >= 0 && keep < steps.size()) {
            select(keep);
        } else {
            list.clearSelection();
            selected();
        }
    }

    /** True when the list shows the key steps. */
    boolean keyStepsShown() {
        return keyView.isSelected();
    }

    /** Shows the key steps (true) or all steps. */
    void showKeySteps(boolean key) {
        (key ? keyView : allView).setSelected(true);
        refill();
    }

    /** The selected row, or null. */
    Row current() {
        int i = list.getSelectedIndex();
        return i < 0 ? null : steps.get(i);
    }

    /**
     * The grid after the selected row: after the step, or after every key step up to the selected one (a key step
     * holds its groundwork and bookkeeping, so the grid follows the key step shown); null when none is selected.
     */
    Grid currentGrid() {
        int i = list.getSelectedIndex();
        if (i < 0 || trace == null) {
            return null;
        }
        if (!keyView.isSelected()) {
            return trace.gridAfter(i);
        }
        Grid.Builder b = trace.start().toBuilder();
        for (int k = 0; k <= i && k < keys.size(); k++) {
            for (MarkChange m : keys.get(k).marks()) {
                b.set(m.a(), m.b(), m.value());
            }
        }
        return b.build();
    }

    /** The explanation shown for the selected step. */
    String explanation() {
        return explanation.getText();
    }

    String difficultyText() {
        return difficulty.getText();
    }

    int selectedIndex() {
        return list.getSelectedIndex();
    }

    int stepCount() {
        return steps.size();
    }

    void select(int i) {
        if (steps.isEmpty()) {
            return;
        }
        int j = Math.max(0, Math.min(i, steps.size() - 1));
        list.setSelectedIndex(j);
        list.ensureIndexIsVisible(j);
    }

    void advance() {
        int i = list.getSelectedIndex();
        if (i >= steps.size() - 1) {
            stop();
        }
        select(i + 1);
    }

    void stop() {
        timer.stop();
        play.setSelected(false);
    }

    private void selected() {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            Row s = steps.get(i);
            String clues = s.clues().isEmpty() ? ""
                    : Bundle.LBL_StepClues(String.join(", ", s.clues().stream().map(c -> String.valueOf(c + 1)).toList()));
            String technique = TechniqueNames.of(s.technique(), locale);
            explanation.setText(keyView.isSelected()
                    ? Bundle.LBL_KeyDetail(i + 1, steps.size(), technique, clues, s.text(), s.size())
                    : Bundle.LBL_StepDetail(i + 1, steps.size(), technique, clues, s.text()));
            explanation.setCaretPosition(0);
        } else {
            explanation.setText("");
        }
        onStep.accept(i);
    }

    private static JButton button(String text, Runnable r) {
        JButton b = new JButton(text);
        b.addActionListener(e -> r.run());
        return b;
    }

    /** The cells of a step's new marks, as grid cells. */
    static List<GridCell> newMarks(Step s) {
        return s.marks().stream().map(m -> new GridCell(m.a(), m.b())).toList();
    }

    /** The cells that justify a step. */
    static List<GridCell> because(Step s) {
        return s.because().stream().map(c -> new GridCell(c.a(), c.b())).toList();
    }
}
