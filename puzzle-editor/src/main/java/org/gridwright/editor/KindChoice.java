package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.FlowLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import org.gridwright.workbench.NewPuzzleKind;
import org.gridwright.workbench.TaskMonitor;
import org.openide.awt.Mnemonics;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;

/**
 * The kind choice on the New Puzzle wizard's page: the logic grid's own page, or the settings page of another kind
 * registered as a {@link NewPuzzleKind}. Shown only when such a kind is installed; the logic grid's page is
 * unchanged. Generating another kind runs its generation off the Swing thread with this page's progress and cancel.
 */
@Messages({
    "LBL_WizKind=&Kind of puzzle:",
    "LBL_WizLogicGrid=Logic grid",
    "# {0} - reason", "ERR_KindGeneration={0}"
})
final class KindChoice extends JPanel {
    /**
     * The logic grid's kind id (the engine's {@code Kinds.LOGIC_GRID}, which this module's manifest verification
     * cannot see through engine-lib).
     */
    static final String LOGIC_GRID = "logic-grid";
    private static final RequestProcessor RP = new RequestProcessor("Gridwright kind generator", 1, true);
    private final JComboBox<String> kind = new JComboBox<>();
    private final List<NewPuzzleKind.Page> pages = new ArrayList<>();
    private final List<String> ids = new ArrayList<>();
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel(" ");

    /** The kinds' pages around {@code logicGrid}, the kind {@code chosen} shown (the logic grid when none has that id). */
    KindChoice(NewPuzzlePanel logicGrid, List<? extends NewPuzzleKind> kinds, String chosen) {
        super(new BorderLayout());
        CardLayout cards = new CardLayout();
        JPanel center = new JPanel(cards);
        center.add(logicGrid, "0");
        kind.addItem(Bundle.LBL_WizLogicGrid());
        ids.add(LOGIC_GRID);
        for (NewPuzzleKind k : kinds) {
            NewPuzzleKind.Page p = k.page();
            pages.add(p);
            ids.add(k.kindId());
            kind.addItem(k.displayName());
            JPanel page = new JPanel(new BorderLayout());
            page.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
            page.add(p.component(), BorderLayout.NORTH);
            JPanel foot = new JPanel(new BorderLayout());
            foot.add(progress, BorderLayout.NORTH);
            foot.add(status, BorderLayout.SOUTH);
            page.add(foot, BorderLayout.SOUTH);
            center.add(page, Integer.toString(pages.size()));
        }
        progress.setVisible(false);
        JPanel top = new JPanel(new FlowLayout(FlowLayout.LEADING));
        JLabel l = new JLabel();
        Mnemonics.setLocalizedText(l, Bundle.LBL_WizKind());
        l.setLabelFor(kind);
        top.add(l);
        top.add(kind);
        top.setBorder(BorderFactory.createEmptyBorder(6, 10, 0, 10));
        kind.addActionListener(e -> cards.show(center, Integer.toString(kind.getSelectedIndex())));
        add(top, BorderLayout.NORTH);
        add(center, BorderLayout.CENTER);
        kind.setSelectedIndex(Math.max(0, ids.indexOf(chosen)));
    }

    /**
     * The page with a kind choice around {@code logicGrid} when another kind is installed (showing the kind
     * {@code chosen}), else null.
     */
    static KindChoice around(NewPuzzlePanel logicGrid, String chosen) {
        List<? extends NewPuzzleKind> kinds = new ArrayList<>(Lookup.getDefault().lookupAll(NewPuzzleKind.class));
        return kinds.isEmpty() ? null : new KindChoice(logicGrid, kinds, chosen);
    }

    /** The id of the kind chosen ({@link #LOGIC_GRID} for the logic grid's page). */
    String kindId() {
        return ids.get(kind.getSelectedIndex());
    }

    /** True when a kind other than the logic grid is chosen. */
    boolean otherKind() {
        return kind.getSelectedIndex() > 0;
    }

    /**
     * Generates the chosen kind's puzzle: {@code generate} and {@code cancel} follow the run, {@code running} holds its
     * monitor for Cancel, and {@code done} runs on the Swing thread after the kind's own follow-up (opening it).
     */
    void generate(JButton generate, JButton cancel, TaskMonitor[] running, Runnable done) {
        NewPuzzleKind.Page page = pages.get(kind.getSelectedIndex() - 1);
        TaskMonitor m = new TaskMonitor(Bundle.CTL_NewPuzzleAction(), progress, status);
        Callable<Runnable> work;
        try {
            work = page.generation(m);
        } catch (IllegalArgumentException ex) {
            status.setText(ex.getMessage());
            return;
        }
        running[0] = m;
        generate.setEnabled(false);
        cancel.setEnabled(true);
        status.setText(Bundle.MSG_Generating());
        RP.post(() -> {
            m.start();
            Runnable after = null;
            String message;
            try {
                after = work.call();
                message = " ";
            } catch (org.gridwright.core.task.CancelledException ex) {
                message = Bundle.MSG_GenerationCancelled();
            } catch (Exception ex) {
                message = Bundle.ERR_KindGeneration(ex.getMessage());
            } finally {
                m.close();
            }
            Runnable opened = after;
            String shown = message;
            SwingUtilities.invokeLater(() -> {
                running[0] = null;
                generate.setEnabled(true);
                cancel.setEnabled(false);
                status.setText(shown);
                if (opened != null) {
                    done.run();
                    opened.run();
                }
            });
        });
    }
}
