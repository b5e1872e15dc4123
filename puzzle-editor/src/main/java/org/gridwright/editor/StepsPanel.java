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
import org.gridwright.core.deduce.Step;
import org.gridwright.core.deduce.TechniqueNames;
import org.gridwright.core.deduce.Trace;
import org.openide.util.NbBundle.Messages;

/**
 * The trace stepper: the deduction engine's steps as a list, first / previous / next / last and play, the
 * selected step's explanation and the puzzle's difficulty. Selecting step {@code i} tells the listener, which shows
 * the grid after it; selecting nothing tells it -1.
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
    "# {0} - clue numbers", "LBL_StepClues=, clues {0}"
})
final class StepsPanel extends JPanel {
    private final DefaultListModel<Step> steps = new DefaultListModel<>();
    /** The language of the shown puzzle's steps (its "lang"; English without one). */
    private java.util.Locale locale = java.util.Locale.ENGLISH;
    private final JList<Step> list = new JList<>(steps);
    private final JLabel difficulty = new JLabel(" ");
    private final JTextArea explanation = new JTextArea(5, 30);
    private final JToggleButton play = new JToggleButton(Bundle.BTN_PlaySteps());
    private final Timer timer = new Timer(700, e -> advance());
    private IntConsumer onStep = i -> { };

    StepsPanel() {
        super(new BorderLayout());
        difficulty.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        add(difficulty, BorderLayout.NORTH);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                Step step = (Step) v;
                String depth = step.depth() > 0 ? Bundle.LBL_Depth(step.depth()) : "";
                return super.getListCellRendererComponent(l, Bundle.LBL_StepRow(i + 1, TechniqueNames.of(step.technique(), locale), depth,
                        CluesPanel.escape(step.text(locale)), String.valueOf(WrappingRows.width(l))), i, s, f);
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
        int keep = list.getSelectedIndex();
        steps.clear();
        t.steps().forEach(steps::addElement);
        int n = t.steps().size();
        difficulty.setText(switch (t.outcome()) {
            case SOLVED -> Bundle.LBL_Solved(t.difficulty().level().code(), t.difficulty().score(), n);
            case STUCK -> Bundle.LBL_Stuck(t.difficulty().level().code(), t.difficulty().score(), n);
            case CONTRADICTION -> Bundle.LBL_Contradiction(n);
        });
        if (keep >= 0 && keep < n) {
            select(keep);
        } else {
            selected();
        }
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
            Step s = steps.get(i);
            String clues = s.clues().isEmpty() ? ""
                    : Bundle.LBL_StepClues(String.join(", ", s.clues().stream().map(c -> String.valueOf(c + 1)).toList()));
            explanation.setText(Bundle.LBL_StepDetail(i + 1, steps.size(), TechniqueNames.of(s.technique(), locale), clues,
                    s.text(locale)));
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
