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
import java.util.prefs.Preferences;
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
import org.gridwright.workbench.GridwrightOptions;
import org.gridwright.workbench.OpenCategoryDatabase;
import org.gridwright.workbench.TaskMonitor;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.util.RequestProcessor;

/**
 * File › New Puzzle… (Ctrl+N): the wizard. It starts with the author's last choices; the categories come from the
 * database open in the category manager (found through {@link OpenCategoryDatabase}, unsaved edits included), else
 * the default database of the Gridwright page of Tools › Options, or what the author picks. Generate runs the generator off
 * the Swing thread with progress and cancel: one puzzle opens in the editor as an unsaved "Untitled-N" (Save asks
 * where), a batch is written into a folder one file after the other.
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
    "# {0} - number", "# {1} - of", "MSG_BatchPuzzle=Puzzle {0} of {1}",
    "# {0} - number written", "# {1} - folder", "MSG_BatchDone=Wrote {0} puzzles into {1}",
    "# {0} - number written", "# {1} - folder", "MSG_BatchCancelled=Cancelled after {0} puzzles (in {1})",
    "LBL_BundledName=the bundled one",
    "RP_Generate=Gridwright generator"
})
public final class NewPuzzleAction implements ActionListener {
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_Generate(), 1, true);

    static Preferences prefs() {
        return NbPreferences.forModule(NewPuzzleAction.class);
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        OpenCategoryDatabase service = OpenCategoryDatabase.find();
        NewPuzzlePanel panel = new NewPuzzlePanel(WizardMemory.load(prefs()), openName(service), themeNames(service));
        JButton generate = new JButton(Bundle.BTN_Generate());
        JButton cancel = new JButton(Bundle.BTN_CancelGeneration());
        JButton close = new JButton(Bundle.BTN_Close());
        cancel.setEnabled(false);
        KindChoice kinds = KindChoice.around(panel, WizardMemory.kind(prefs()));
        DialogDescriptor d = new DialogDescriptor(kinds != null ? kinds : panel, Bundle.TITLE_NewPuzzle(), true,
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
            if (kinds != null) {
                WizardMemory.saveKind(prefs(), kinds.kindId());
            }
            if (kinds != null && kinds.otherKind()) {
                kinds.generate(generate, cancel, running, () -> {
                    dialog.setVisible(false);
                    dialog.dispose();
                });
                return;
            }
            NewPuzzleChoices c;
            try {
                c = panel.choices();
            } catch (IllegalArgumentException ex) {
                panel.statusLine().setText(ex.getMessage());
                return;
            }
            WizardMemory.save(prefs(), c);
            Database db = database(c, service);
            long seed = c.seed() != null ? c.seed() : ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2);
            TaskMonitor m = new TaskMonitor(Bundle.CTL_NewPuzzleAction(), panel.progressBar(), panel.statusLine());
            running[0] = m;
            generate.setEnabled(false);
            cancel.setEnabled(true);
            panel.statusLine().setText(Bundle.MSG_Generating() + " " + Bundle.MSG_SeedUsed(seed));
            RP.post(() -> {
                m.start();
                String message;
                Puzzle made = null;
                try {
                    if (c.batch()) {
                        message = batch(c, db, seed, m);
                    } else {
                        made = generate(c, db, seed, m);
                        message = Bundle.MSG_SeedUsed(seed);
                    }
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
                Puzzle opened = made;
                SwingUtilities.invokeLater(() -> {
                    running[0] = null;
                    generate.setEnabled(true);
                    cancel.setEnabled(false);
                    panel.statusLine().setText(shown);
                    if (opened != null) {
                        dialog.setVisible(false);
                        dialog.dispose();
                        Untitled.open(opened);
                    }
                });
            });
        });
        dialog.setVisible(true);
    }

    /** The themes offered: those of the category manager's database (the bundled one's when it has none open). */
    static java.util.List<String> themeNames(OpenCategoryDatabase service) {
        CategoryDatabase d = service != null && service.opened().isPresent() ? service.opened().get()
                : CategoryDatabase.bundled();
        return d.themes().stream().map(org.gridwright.core.db.Theme::name).toList();
    }

    /** How the category manager's database is named in the wizard. */
    private static String openName(OpenCategoryDatabase service) {
        if (service != null && service.folder() != null) {
            return service.folder().toString();
        }
        Path def = GridwrightOptions.get().database();
        return def != null ? def.toString() : Bundle.LBL_BundledName();
    }

    /**
     * The database a generation uses: read already (the category manager's, with its unsaved edits, or the bundled
     * one), or a folder to read off the Swing thread.
     */
    record Database(CategoryDatabase loaded, Path folder) {
        String name() {
            return folder != null ? folder.toString()
                    : loaded != null && loaded.lang() != null ? "bundled-" + loaded.lang() : "bundled";
        }

        CategoryDatabase get() throws IOException {
            if (loaded != null) {
                return loaded;
            }
            LoadResult r = CategoryDatabase.load(folder);
            if (!r.clean()) {
                throw new IllegalArgumentException(Bundle.ERR_DbProblems(r.problems().get(0)));
            }
            return r.db();
        }
    }

    /** Resolves the author's choice of database, on the Swing thread (the category manager's is read there). */
    static Database database(NewPuzzleChoices c, OpenCategoryDatabase service) {
        return switch (c.source()) {
            case BUNDLED -> new Database(CategoryDatabase.bundled(), null);
            case BUNDLED_PL -> new Database(CategoryDatabase.bundled("pl"), null);
            case FOLDER -> new Database(null, c.database());
            case OPEN -> {
                if (service != null && service.opened().isPresent()) {
                    yield new Database(service.opened().get(), service.folder());
                }
                Path f = service != null && service.folder() != null ? service.folder()
                        : GridwrightOptions.get().database();
                yield f == null ? new Database(CategoryDatabase.bundled(), null) : new Database(null, f);
            }
        };
    }

    /** Runs the generator for the author's choices (off the Swing thread). */
    static Puzzle generate(NewPuzzleChoices c, Database db, long seed, Monitor m)
            throws IOException, GenerationException {
        return Generator.generate(settings(c, seed), db.get(), db.name(), m);
    }

    /**
     * Writes {@code c.count()} puzzles into {@code c.folder()} as {@code puzzle-001.lgp}, … (seeds {@code seed},
     * {@code seed + 1}, …; a name already taken is skipped), each file atomically; cancelling keeps those written.
     *
     * @return the line for the author
     */
    static String batch(NewPuzzleChoices c, Database db, long seed, Monitor m)
            throws IOException, GenerationException {
        CategoryDatabase d = db.get();
        Files.createDirectories(c.folder());
        int written = 0;
        int name = 1;
        try {
            for (int i = 0; i < c.count(); i++) {
                m.progress(i, c.count(), Bundle.MSG_BatchPuzzle(i + 1, c.count()));
                Puzzle p = Generator.generate(settings(c, seed + i), d, db.name(), quiet(m));
                Path target;
                do {
                    target = c.folder().resolve(String.format(java.util.Locale.ROOT, "puzzle-%03d.lgp", name++));
                } while (Files.exists(target));
                PuzzleWriter.write(p, target);
                written++;
            }
        } catch (CancelledException e) {
            return Bundle.MSG_BatchCancelled(written, c.folder());
        }
        m.progress(c.count(), c.count(), null);
        return Bundle.MSG_BatchDone(written, c.folder());
    }

    /** A monitor that passes cancel on and keeps the generator's own progress off the batch's bar. */
    private static Monitor quiet(Monitor m) {
        return new Monitor() {
            @Override
            public void progress(long done, long total, String message) {
            }

            @Override
            public boolean isCancelled() {
                return m.isCancelled();
            }
        };
    }

    /** The generator's settings for the author's choices: the default weights of the clue types ticked, 0 for the rest. */
    static GeneratorSettings settings(NewPuzzleChoices c, long seed) {
        Map<String, Double> w = new LinkedHashMap<>();
        for (String t : GeneratorSettings.TYPES) {
            w.put(t, c.clueTypes().contains(t) ? GeneratorSettings.DEFAULT_WEIGHTS.getOrDefault(t, 1.0) : 0.0);
        }
        return GeneratorSettings.of(c.categories(), c.items(), seed).withDifficulty(c.difficulty()).withWeights(w)
                .withTheme(c.theme());
    }
}
