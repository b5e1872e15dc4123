package org.gridwright.editor;

import java.awt.Dialog;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.workbench.TaskMonitor;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;

/**
 * File › New Puzzle…: the wizard. Generate runs the generator off the Swing thread with progress and cancel; the
 * puzzle is saved where the author said and opened in the editor.
 */
@ActionID(category = "File", id = "org.gridwright.editor.NewPuzzleAction")
@ActionRegistration(displayName = "#CTL_NewPuzzleAction", iconBase = "org/gridwright/editor/newPuzzle.png")
@ActionReference(path = "Menu/File", position = 100)
@Messages({
    "CTL_NewPuzzleAction=New Puzzle…",
    "TITLE_NewPuzzle=New Puzzle",
    "BTN_Generate=Generate",
    "BTN_CancelGeneration=Cancel",
    "BTN_Close=Close",
    "MSG_Generating=Generating…",
    "MSG_GenerationCancelled=Cancelled.",
    "# {0} - seed", "MSG_SeedUsed=Seed {0}",
    "# {0} - problems", "ERR_DbProblems=The database has problems: {0}",
    "# {0} - reason", "ERR_GenerationFailed={0}",
    "RP_Generate=Gridwright generator"
})
public final class NewPuzzleAction implements ActionListener {
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_Generate(), 1, true);

    @Override
    public void actionPerformed(ActionEvent e) {
        Path dir = Path.of(System.getProperty("user.home"));
        NewPuzzlePanel panel = new NewPuzzlePanel(dir.resolve("puzzle-" + System.currentTimeMillis() % 100000 + ".lgp"));
        JButton generate = new JButton(Bundle.BTN_Generate());
        JButton cancel = new JButton(Bundle.BTN_CancelGeneration());
        JButton close = new JButton(Bundle.BTN_Close());
        cancel.setEnabled(false);
        DialogDescriptor d = new DialogDescriptor(panel, Bundle.TITLE_NewPuzzle(), true,
                new Object[] {generate, cancel, close}, generate, DialogDescriptor.DEFAULT_ALIGN, null, null);
        d.setClosingOptions(new Object[] {close});
        Dialog dialog = DialogDisplayer.getDefault().createDialog(d);
        TaskMonitor[] running = new TaskMonitor[1];
        cancel.addActionListener(ev -> {
            if (running[0] != null) {
                running[0].cancel();
            }
        });
        generate.addActionListener(ev -> {
            NewPuzzleChoices c;
            try {
                c = panel.choices();
            } catch (IllegalArgumentException ex) {
                panel.statusLine().setText(ex.getMessage());
                return;
            }
            long seed = c.seed() != null ? c.seed() : ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
            TaskMonitor m = new TaskMonitor(Bundle.CTL_NewPuzzleAction(), panel.progressBar(), panel.statusLine());
            running[0] = m;
            generate.setEnabled(false);
            cancel.setEnabled(true);
            panel.statusLine().setText(Bundle.MSG_Generating() + " " + Bundle.MSG_SeedUsed(seed));
            RP.post(() -> {
                m.start();
                String message;
                Path written = null;
                try {
                    Puzzle p = generate(c, seed, m);
                    Files.createDirectories(c.target().toAbsolutePath().getParent());
                    PuzzleWriter.write(p, c.target());
                    written = c.target();
                    message = Bundle.MSG_SeedUsed(seed);
                } catch (CancelledException ex) {
                    message = Bundle.MSG_GenerationCancelled();
                } catch (GenerationException ex) {
                    message = ex.getMessage();
                } catch (IOException | RuntimeException ex) {
                    message = Bundle.ERR_GenerationFailed(ex.getMessage());
                } finally {
                    m.close();
                }
                String shown = message;
                Path opened = written;
                SwingUtilities.invokeLater(() -> {
                    running[0] = null;
                    generate.setEnabled(true);
                    cancel.setEnabled(false);
                    panel.statusLine().setText(shown);
                    if (opened != null) {
                        dialog.setVisible(false);
                        dialog.dispose();
                        OpenPuzzleAction.open(opened.toFile());
                    }
                });
            });
        });
        dialog.setVisible(true);
    }

    /** Runs the generator for the author's choices (off the Swing thread). */
    static Puzzle generate(NewPuzzleChoices c, long seed, Monitor m) throws IOException, GenerationException {
        CategoryDatabase db;
        if (c.database() == null) {
            db = CategoryDatabase.bundled();
        } else {
            LoadResult r = CategoryDatabase.load(c.database());
            if (!r.clean()) {
                throw new IllegalArgumentException(Bundle.ERR_DbProblems(r.problems().get(0)));
            }
            db = r.db();
        }
        return Generator.generate(settings(c, seed), db, c.database() == null ? "bundled" : c.database().toString(), m);
    }

    /** The generator's settings for the author's choices: the default weights of the clue types ticked, 0 for the rest. */
    static GeneratorSettings settings(NewPuzzleChoices c, long seed) {
        Map<String, Double> w = new LinkedHashMap<>();
        for (String t : GeneratorSettings.TYPES) {
            w.put(t, c.clueTypes().contains(t) ? GeneratorSettings.DEFAULT_WEIGHTS.getOrDefault(t, 1.0) : 0.0);
        }
        return GeneratorSettings.of(c.categories(), c.items(), seed).withDifficulty(c.difficulty()).withWeights(w);
    }
}
