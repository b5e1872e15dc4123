package org.gridwright.workbench;

import java.awt.Component;
import java.util.function.Function;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;
import org.gridwright.print.Paper;
import org.gridwright.print.SolutionPlacement;
import org.openide.util.NbBundle.Messages;

/** The print choices (paper, where solutions go) of the export dialogs and the Options page, in words rather than code names. */
@Messages({
    "LBL_PaperA4=A4 (210 × 297 mm)",
    "LBL_PaperLetter=Letter (8.5 × 11 in)",
    "LBL_PaperTrade=Trade (6 × 9 in)",
    "LBL_PaperDigest=Digest (5.5 × 8.5 in)",
    "LBL_SolutionsNone=None",
    "LBL_SolutionsAfter=After each puzzle",
    "LBL_SolutionsAppendix=All together at the end",
    "LBL_SolutionAfter=After the puzzle",
    "LBL_SolutionAppendix=At the end"
})
public final class PrintChoices {
    private PrintChoices() {
    }

    public static JComboBox<Paper> paper(Paper selected) {
        return box(Paper.values(), selected, p -> switch (p) {
            case A4 -> Bundle.LBL_PaperA4();
            case LETTER -> Bundle.LBL_PaperLetter();
            case TRADE -> Bundle.LBL_PaperTrade();
            case DIGEST -> Bundle.LBL_PaperDigest();
        });
    }

    /** Where the solutions go; {@code book} words it for many puzzles, else for the one. */
    public static JComboBox<SolutionPlacement> solutions(SolutionPlacement selected, boolean book) {
        return box(SolutionPlacement.values(), selected, s -> switch (s) {
            case NONE -> Bundle.LBL_SolutionsNone();
            case AFTER -> book ? Bundle.LBL_SolutionsAfter() : Bundle.LBL_SolutionAfter();
            case APPENDIX -> book ? Bundle.LBL_SolutionsAppendix() : Bundle.LBL_SolutionAppendix();
        });
    }

    private static <T> JComboBox<T> box(T[] values, T selected, Function<T, String> words) {
        JComboBox<T> b = new JComboBox<>(values);
        b.setSelectedItem(selected);
        b.setRenderer(new DefaultListCellRenderer() {
            @Override
            @SuppressWarnings("unchecked")
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                return super.getListCellRendererComponent(l, v == null ? "" : words.apply((T) v), i, s, f);
            }
        });
        return b;
    }
}
