package org.gridwright.editor;

import java.awt.FlowLayout;
import java.awt.Font;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Solution;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import org.openide.util.NbBundle.Messages;

/**
 * The verdict after the last edit: unique ✓, multiple (with a button that shows a second solution on the grid) or
 * contradictory (naming the clues that conflict).
 */
@Messages({
    "MSG_Verifying=Verifying…",
    "MSG_Unique=✓ Unique solution",
    "MSG_Multiple=✗ More than one solution",
    "# {0} - clue numbers", "MSG_Contradictory=✗ No solution: clues {0} cannot all hold",
    "MSG_ContradictoryNoClue=✗ No solution",
    "BTN_SecondSolution=Compare a seco&nd solution",
    "TIP_SecondSolution=Shows a second solution on the grid: highlighted cells are where it differs from the intended solution (the file's, else the first found)",
    "BTN_Suggest=Su&ggest a Clue…",
    "TIP_Suggest=True clues that each rule the second solution out: one click adds one",
    "BTN_Redundant=Find Red&undant Clues",
    "TIP_Redundant=Marks the clues that could each go without losing the unique solution",
    "# {0} - level", "LBL_Difficulty=· difficulty {0}",
    "# {0} - level", "# {1} - level before", "LBL_DifficultyMoved=· difficulty {0} (was {1})",
    "# {0} - level", "LBL_DifficultyStuck=· the techniques get stuck ({0} so far)"
})
final class VerdictBar extends JPanel {
    private final JLabel verdict = new JLabel(" ");
    private final JToggleButton second = new JToggleButton();
    private final javax.swing.JButton suggest = new javax.swing.JButton();
    private final javax.swing.JButton redundant = new javax.swing.JButton();
    private final JLabel difficulty = new JLabel(" ");

    VerdictBar() {
        super(new WrapFlow(FlowLayout.LEADING, 6, 2));
        verdict.setFont(verdict.getFont().deriveFont(Font.BOLD));
        org.openide.awt.Mnemonics.setLocalizedText(second, Bundle.BTN_SecondSolution());
        org.openide.awt.Mnemonics.setLocalizedText(suggest, Bundle.BTN_Suggest());
        org.openide.awt.Mnemonics.setLocalizedText(redundant, Bundle.BTN_Redundant());
        second.setToolTipText(Bundle.TIP_SecondSolution());
        second.setVisible(false);
        suggest.setToolTipText(Bundle.TIP_Suggest());
        suggest.setVisible(false);
        redundant.setToolTipText(Bundle.TIP_Redundant());
        redundant.setVisible(false);
        add(verdict);
        add(difficulty);
        add(second);
        add(suggest);
        add(redundant);
    }

    javax.swing.JButton suggestButton() {
        return suggest;
    }

    javax.swing.JButton redundantButton() {
        return redundant;
    }

    String difficultyText() {
        return difficulty.getText();
    }

    /**
     * The difficulty after the last edit, and how it moved from the one before (null: no earlier one, or the
     * same level).
     */
    void showDifficulty(org.gridwright.core.deduce.Trace now, org.gridwright.core.deduce.Level before) {
        if (now == null) {
            difficulty.setText(" ");
            return;
        }
        String level = now.difficulty().level().code();
        if (!now.solved()) {
            difficulty.setText(Bundle.LBL_DifficultyStuck(level));
        } else if (before != null && before != now.difficulty().level()) {
            difficulty.setText(Bundle.LBL_DifficultyMoved(level, before.code()));
        } else {
            difficulty.setText(Bundle.LBL_Difficulty(level));
        }
    }

    JToggleButton secondSolutionButton() {
        return second;
    }

    String text() {
        return verdict.getText();
    }

    void verifying() {
        verdict.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        verdict.setText(Bundle.MSG_Verifying());
        suggest.setVisible(false);
        redundant.setVisible(false);
    }

    void show(Verification v) {
        switch (v.verdict().status()) {
            case UNIQUE -> {
                verdict.setForeground(org.gridwright.workbench.Palette.current().good());
                verdict.setText(Bundle.MSG_Unique());
            }
            case MULTIPLE -> {
                verdict.setForeground(org.gridwright.workbench.Palette.current().bad());
                verdict.setText(Bundle.MSG_Multiple());
            }
            case CONTRADICTORY -> {
                verdict.setForeground(org.gridwright.workbench.Palette.current().bad());
                verdict.setText(v.conflict().isEmpty() ? Bundle.MSG_ContradictoryNoClue()
                        : Bundle.MSG_Contradictory(v.conflict().stream().map(i -> String.valueOf(i + 1))
                                .collect(Collectors.joining(", "))));
            }
        }
        boolean multiple = v.verdict().status() == org.gridwright.core.solve.Status.MULTIPLE;
        second.setVisible(multiple);
        suggest.setVisible(multiple);
        redundant.setVisible(v.verdict().status() == org.gridwright.core.solve.Status.UNIQUE);
        if (!multiple) {
            second.setSelected(false);
        }
    }

    /** The ● cells of {@code second} that {@code first} does not have: where the second solution differs. */
    static Set<GridCell> differences(Solution first, Solution second) {
        Set<GridCell> out = new HashSet<>();
        for (int c1 = 0; c1 < second.categories(); c1++) {
            for (int c2 = c1 + 1; c2 < second.categories(); c2++) {
                for (int i = 0; i < second.size(); i++) {
                    for (int j = 0; j < second.size(); j++) {
                        Item a = new Item(c1, i);
                        Item b = new Item(c2, j);
                        if (second.matches(a, b) && !first.matches(a, b)) {
                            out.add(new GridCell(a, b));
                        }
                    }
                }
            }
        }
        return out;
    }
}
