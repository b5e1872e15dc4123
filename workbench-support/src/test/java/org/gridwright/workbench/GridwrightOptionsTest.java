package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.prefs.Preferences;
import org.gridwright.print.Paper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GridwrightOptionsTest {
    private final Preferences node = Preferences.userRoot().node("gridwright-options-test-" + System.nanoTime());
    private final GridwrightOptions o = new GridwrightOptions(node.node("opts"), node.node("laf"));

    @AfterEach
    void drop() throws Exception {
        node.removeNode();
    }

    @Test
    void aFirstStartGetsTheLightFlatLafAndAChosenLookIsKept() {
        assertNull(node.node("laf").get("laf", null));
        o.defaultLook();
        assertEquals("com.formdev.flatlaf.FlatLightLaf", node.node("laf").get("laf", null));
        o.setLook(GridwrightOptions.Look.DARK);
        o.defaultLook();
        assertEquals(GridwrightOptions.Look.DARK, o.look());
        assertEquals("com.formdev.flatlaf.FlatDarkLaf", node.node("laf").get("laf", null));
    }

    @Test
    void thePanelStoresWhatTheAuthorChoseAndRefusesAFolderWithoutAName() {
        OptionsPanel p = new OptionsPanel(o);
        p.choose(GridwrightOptions.Look.DARK, Path.of("/tmp/my-db"), Paper.LETTER);
        assertTrue(p.store(o));
        assertEquals(GridwrightOptions.Look.DARK, o.look());
        assertEquals(Path.of("/tmp/my-db"), o.database());
        assertEquals(Paper.LETTER, o.paper());
        OptionsPanel again = new OptionsPanel(o);
        again.choose(GridwrightOptions.Look.LIGHT, Path.of(" "), Paper.A4);
        assertFalse(again.store(o));
        assertEquals(Paper.LETTER, o.paper(), "nothing kept from a refused page");
        again.choose(GridwrightOptions.Look.LIGHT, null, Paper.A4);
        assertTrue(again.store(o));
        assertNull(o.database());
        assertEquals(Paper.A4, o.paper());
    }
}
