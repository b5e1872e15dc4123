package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileUtil;
import org.openide.util.NbPreferences;

/** The start page: every task runs an action that is really registered, and the page can be told not to open. */
class StartPageTest {

    @Test
    void everyTaskRunsAnActionThisModuleOrTheCategoryManagerRegisters() {
        List<String> missing = new ArrayList<>();
        for (StartPanel.Task t : StartPanel.tasks()) {
            String path = "Actions/" + t.actionCategory() + "/" + t.actionId().replace('.', '-') + ".instance";
            boolean ours = t.actionId().startsWith("org.gridwright.editor.");
            if (ours && FileUtil.getConfigFile(path) == null) {
                missing.add(path);
            }
            if (!ours) {
                // the category manager's windows are registered in its own module: check the name it uses
                assertTrue(t.actionId().startsWith("org.gridwright.categories.") && t.actionId().endsWith(
                        "TopComponent"), t.actionId());
                assertEquals("Window", t.actionCategory());
            }
        }
        assertEquals(List.of(), missing, "actions the start page names but nobody registers");
    }

    @Test
    void eachButtonRunsItsTaskAndTheBoxSetsWhetherThePageOpensAtStart() {
        List<StartPanel.Task> ran = new ArrayList<>();
        List<Boolean> shows = new ArrayList<>();
        StartPanel p = new StartPanel(ran::add, true, shows::add);
        List<JButton> buttons = new ArrayList<>();
        collect(p, buttons);
        assertEquals(StartPanel.tasks().size(), buttons.size());
        for (JButton b : buttons) {
            b.doClick();
        }
        assertEquals(StartPanel.tasks(), ran, "every button, its own task, in page order");
        AbstractButton box = p.showAtStartBox();
        assertTrue(box.isSelected());
        box.doClick();
        assertEquals(List.of(false), shows);
    }

    @Test
    void thePageOpensAtStartUnlessTheAuthorSaidNo() throws Exception {
        Preferences prefs = NbPreferences.forModule(StartPageTest.class).node("start-page-test");
        prefs.clear();
        assertTrue(StartPageTopComponent.showAtStart(prefs), "by default");
        prefs.putBoolean(StartPageTopComponent.SHOW_AT_START, false);
        assertFalse(StartPageTopComponent.showAtStart(prefs));
        prefs.removeNode();
    }

    @Test
    void helpOffersTheStartPage() {
        assertNotNull(FileUtil.getConfigFile("Menu/Help/org-gridwright-editor-StartPageTopComponent.shadow"));
    }

    private static void collect(Container c, List<JButton> out) {
        for (Component k : c.getComponents()) {
            if (k instanceof JButton b) {
                out.add(b);
            } else if (k instanceof Container sub) {
                collect(sub, out);
            }
        }
    }
}
