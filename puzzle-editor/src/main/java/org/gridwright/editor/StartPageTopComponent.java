package org.gridwright.editor;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.util.prefs.Preferences;
import javax.swing.JScrollPane;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.Actions;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.windows.OnShowing;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * The start page: what a new author can do first (new puzzle, open, book, the category database), each a button
 * that runs the workbench's own action. It opens when the main window first shows, unless the author unticked
 * "Show this page when Gridwright starts" or a puzzle is already open (from the command line; puzzles named there
 * that open after it close it again); Help › Start Page brings it back.
 */
@TopComponent.Description(preferredID = StartPageTopComponent.ID, persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false, position = 10)
@ActionID(category = "Help", id = "org.gridwright.editor.StartPageTopComponent")
@ActionReference(path = "Menu/Help", position = 50)
@TopComponent.OpenActionRegistration(displayName = "#CTL_StartPageAction", preferredID = StartPageTopComponent.ID)
@Messages({
    "CTL_StartPageAction=Start Page",
    "TITLE_StartPage=Start"
})
public final class StartPageTopComponent extends TopComponent {
    static final String ID = "StartPageTopComponent";
    /** The preference that says whether the page opens at start (default: it does). */
    static final String SHOW_AT_START = "showStartPage";

    public StartPageTopComponent() {
        setName(Bundle.TITLE_StartPage());
        setDisplayName(Bundle.TITLE_StartPage());
        setLayout(new BorderLayout());
        StartPanel panel = new StartPanel(StartPageTopComponent::run, showAtStart(prefs()),
                show -> prefs().putBoolean(SHOW_AT_START, show));
        JScrollPane scroll = new JScrollPane(panel);
        scroll.setBorder(null);
        add(scroll, BorderLayout.CENTER);
    }

    static Preferences prefs() {
        return NbPreferences.forModule(StartPageTopComponent.class);
    }

    static boolean showAtStart(Preferences p) {
        return p.getBoolean(SHOW_AT_START, true);
    }

    private static void run(StartPanel.Task t) {
        ActionListener a = Actions.forID(t.actionCategory(), t.actionId());
        if (a != null) {
            a.actionPerformed(new ActionEvent(WindowManager.getDefault().getMainWindow(),
                    ActionEvent.ACTION_PERFORMED, t.actionId()));
        }
    }

    /** Closes the start page where it is open (files named on the command line came first). */
    static void closeOpened() {
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc instanceof StartPageTopComponent) {
                tc.close();
            }
        }
    }

    /** Opens the start page when the main window shows, as {@link StartPageTopComponent} says. */
    @OnShowing
    public static final class AtStart implements Runnable {
        @Override
        public void run() {
            if (!showAtStart(prefs())) {
                return;
            }
            for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
                if (tc instanceof PuzzleEditorTopComponent) {
                    return; // the author came to work on a puzzle
                }
            }
            TopComponent page = WindowManager.getDefault().findTopComponent(ID);
            if (page == null) {
                page = new StartPageTopComponent();
            }
            page.open();
        }
    }
}
