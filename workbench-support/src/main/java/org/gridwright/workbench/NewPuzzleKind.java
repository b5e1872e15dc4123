package org.gridwright.workbench;

import java.util.concurrent.Callable;
import javax.swing.JComponent;

/**
 * A puzzle kind's part of File › New Puzzle… besides the logic grid: its name in the wizard's kind choice, a page
 * of its settings, and the generation those settings ask for. A kind's workbench module registers one with
 * {@code @ServiceProvider(service = NewPuzzleKind.class)}; the wizard offers every one it finds in the default
 * Lookup, so adding a kind changes neither the wizard nor another kind.
 */
public interface NewPuzzleKind {
    /** The kind's id (the files' {@code "kind"}). */
    String kindId();

    /** The kind's name in the wizard. */
    String displayName();

    /** A new page of settings, made on the Swing thread each time the wizard opens. */
    Page page();

    /** One wizard page of a kind's settings. */
    interface Page {
        /** The settings' component (the wizard adds its own progress bar and status line below it). */
        JComponent component();

        /**
         * Checks the settings on the Swing thread and returns the generation to run off it: the callable generates
         * (reporting to and stopping for {@code monitor}) and returns what to do afterwards on the Swing thread
         * (open the new puzzle), or throws with a message for the author.
         *
         * @throws IllegalArgumentException with a message for the author when a setting is wrong
         */
        Callable<Runnable> generation(TaskMonitor monitor);
    }
}
