package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PaletteTest {
    /** A look: the lists' background and text, and the panels' background (where the verdict is written). */
    record Look(String name, Color table, Color text, Color panel) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Look> looks() {
        return List.of(new Look("FlatLaf Light", Color.WHITE, Color.BLACK, new Color(0xF2F2F2)),
                new Look("FlatLaf Dark", new Color(0x46494B), new Color(0xBBBBBB), new Color(0x3C3F41)),
                new Look("Metal", Color.WHITE, new Color(0x333333), new Color(0xEEEEEE)),
                new Look("a black one", Color.BLACK, Color.WHITE, Color.BLACK));
    }

    @ParameterizedTest
    @MethodSource("looks")
    void textAndMarksStayReadableOnEveryHighlight(Look look) {
        Palette p = Palette.on(look.table(), look.text(), null);
        assertEquals(look.table(), p.background());
        assertTrue(Palette.contrast(p.text(), p.background()) >= 4.5, "text on the background");
        for (Color fill : List.of(p.newMark(), p.because(), p.wrong(), p.redundant())) {
            assertTrue(Palette.contrast(p.text(), fill) >= 4.5,
                    String.format("text on #%06X: %.2f", fill.getRGB() & 0xFFFFFF, Palette.contrast(p.text(), fill)));
            assertTrue(distance(fill, p.background()) >= 40, "a highlight stands out from the background");
            assertTrue(Palette.contrast(p.frame(), fill) >= 1.5 || Palette.contrast(p.frame(), p.background()) >= 3,
                    "✗ marks visible");
        }
        assertTrue(Palette.contrast(p.frame(), p.background()) >= 3, "✗ marks and box frames on the background");
        assertTrue(Palette.contrast(p.lines(), p.background()) >= 1.3, "the cell lines are seen");
        assertTrue(Palette.contrast(p.muted(), p.background()) >= 3, "second lines are read");
        assertTrue(Palette.contrast(p.good(), look.panel()) >= 4.5, "a unique verdict on the panel");
        assertTrue(Palette.contrast(p.bad(), look.panel()) >= 4.5, "a bad verdict on the panel");
        List<Color> fills = List.of(p.newMark(), p.because(), p.wrong());
        for (int i = 0; i < fills.size(); i++) {
            for (int j = i + 1; j < fills.size(); j++) {
                assertTrue(distance(fills.get(i), fills.get(j)) >= 60, "the highlights differ from each other");
            }
        }
    }

    @org.junit.jupiter.api.Test
    void theDarkLookIsToldByItsBackground() {
        assertTrue(Palette.isDark(new Color(0x46494B)));
        assertTrue(Palette.isDark(Color.BLACK));
        assertFalse(Palette.isDark(Color.WHITE));
        assertFalse(Palette.isDark(new Color(0xF2F2F2)));
        assertEquals(new Color(0xFFE066), Palette.LIGHT.newMark());
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }
}
