package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void thePaperTheOldDialogKeptByItsNameIsReadAndMovedToItsCode() {
        Preferences opts = node.node("opts");
        opts.put(GridwrightOptions.KEY_OLD_PAPER, "LETTER");
        opts.put(GridwrightOptions.KEY_DATABASE, "/tmp/their-db");
        assertEquals(Paper.LETTER, o.paper());
        assertEquals("letter", opts.get(GridwrightOptions.KEY_PAPER, null));
        assertNull(opts.get(GridwrightOptions.KEY_OLD_PAPER, null), "the old key is gone once moved");
        assertEquals(Path.of("/tmp/their-db"), o.database(), "the database the old dialog kept is the page's");
        o.setPaper(Paper.TRADE);
        assertEquals("6x9", opts.get(GridwrightOptions.KEY_PAPER, null));
        assertEquals(Paper.TRADE, o.paper());
    }

    @Test
    void aPaperKeptUnderAnUnknownNameFallsBackToA4() {
        node.node("opts").put(GridwrightOptions.KEY_OLD_PAPER, "FOOLSCAP");
        assertEquals(Paper.A4, o.paper());
        node.node("opts").put(GridwrightOptions.KEY_PAPER, "quarto");
        assertEquals(Paper.A4, o.paper());
    }

    @Test
    void thePageShowsTheStoredOptionsAndStoresWhatTheAuthorChose(@TempDir Path dir) throws IOException {
        Path font = dejaVu(dir, "DejaVuSansMono.ttf");
        OptionsPage p = new OptionsPage();
        p.load(o);
        assertFalse(p.differs(o));
        p.choose(GridwrightOptions.Look.DARK, Path.of("/tmp/my-db"), Paper.DIGEST, font);
        assertTrue(p.differs(o));
        assertNull(p.problem());
        assertTrue(p.store(o));
        assertEquals(GridwrightOptions.Look.DARK, o.look());
        assertEquals(Path.of("/tmp/my-db"), o.database());
        assertEquals(Paper.DIGEST, o.paper());
        assertEquals(font, o.font());
        assertEquals(font, o.printOptions(PrintOptions.DEFAULT).font(), "the exports print with the font chosen");
        OptionsPage again = new OptionsPage();
        again.load(o);
        assertFalse(again.differs(o), "a page opened again shows what was kept");
        again.choose(GridwrightOptions.Look.LIGHT, null, Paper.A4, null);
        assertTrue(again.store(o));
        assertNull(o.database());
        assertNull(o.font());
        assertNull(o.printOptions(PrintOptions.DEFAULT).font());
    }

    @Test
    void theFallbackFontIsKeptWithThePrintFontAndAJunkOneIsRefusedByName(@TempDir Path dir) throws IOException {
        Path font = dejaVu(dir, "DejaVuSansMono.ttf");
        OptionsPage p = new OptionsPage();
        p.load(o);
        p.choose(GridwrightOptions.Look.LIGHT, null, Paper.A4, null, font);
        assertTrue(p.differs(o));
        assertTrue(p.store(o));
        assertEquals(font, o.fallbackFont());
        assertNull(o.font());
        assertEquals(font, o.printOptions(PrintOptions.DEFAULT).fallback(), "the exports fall back on it");
        OptionsPage again = new OptionsPage();
        again.load(o);
        assertFalse(again.differs(o), "a page opened again shows the fallback kept");
        Path junk = dir.resolve("fallback.ttf");
        Files.writeString(junk, "not a font");
        again.choose(GridwrightOptions.Look.LIGHT, null, Paper.A4, null, junk);
        assertNotNull(again.problem());
        assertTrue(again.problem().startsWith(junk.toString()), "names the file: " + again.problem());
        assertFalse(again.store(o));
        assertEquals(font, o.fallbackFont(), "nothing kept from a refused page");
        again.choose(GridwrightOptions.Look.LIGHT, null, Paper.A4, null, null);
        assertTrue(again.store(o));
        assertNull(o.fallbackFont());
        assertNull(o.printOptions(PrintOptions.DEFAULT).fallback());
    }

    @Test
    void thePageRefusesAFolderOrFontWithoutANameAndAFileThatIsNotAFont(@TempDir Path dir) throws IOException {
        OptionsPage p = new OptionsPage();
        p.choose(GridwrightOptions.Look.LIGHT, Path.of(" "), Paper.LETTER, null);
        assertNotNull(p.problem());
        assertFalse(p.store(o));
        assertEquals(Paper.A4, o.paper(), "nothing kept from a refused page");
        p.choose(GridwrightOptions.Look.LIGHT, null, Paper.LETTER, Path.of(" "));
        assertFalse(p.store(o));
        Path junk = dir.resolve("house.ttf");
        Files.writeString(junk, "not a font at all");
        p.choose(GridwrightOptions.Look.LIGHT, null, Paper.LETTER, junk);
        String why = p.problem();
        assertNotNull(why);
        assertTrue(why.startsWith(junk.toString()), "names the file: " + why);
        assertFalse(p.store(o));
        Path missing = dir.resolve("gone.ttf");
        p.choose(GridwrightOptions.Look.LIGHT, null, Paper.LETTER, missing);
        assertTrue(p.problem().startsWith(missing.toString()), p.problem());
        assertNull(o.font());
    }

    @Test
    void everyFieldOfThePageHasAMnemonicAndNoTwoShareOne() {
        assertEquals(List.of(), Keyboard.mnemonicProblems(new OptionsPage()));
    }

    private static Path dejaVu(Path dir, String name) throws IOException {
        Path f = dir.resolve(name);
        try (InputStream in = GridwrightOptionsTest.class.getResourceAsStream("/net/sf/jasperreports/fonts/dejavu/"
                + name)) {
            Files.copy(in, f);
        }
        return f;
    }
}
