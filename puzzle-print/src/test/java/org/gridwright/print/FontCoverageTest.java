package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every script prints or is refused by name: a character no font has stops the printer before anything is written,
 * naming the puzzle, the text and the character; U+FFFD ("��") is never written in its place.
 */
class FontCoverageTest {
    private static final PrintOptions PUZZLE_ONLY = new PrintOptions(Paper.A4, SolutionPlacement.NONE, false);

    private static Puzzle withClue(String text) {
        return withClue(TestPuzzles.zebra(), text);
    }

    private static Puzzle withClue(Puzzle p, String text) {
        List<Clue> clues = new ArrayList<>(p.clues());
        clues.set(0, clues.get(0).withMeta(clues.get(0).meta().withText(text)));
        return p.withClues(clues);
    }

    @Test
    void aCharacterNoFontHasIsRefusedByPuzzleTextAndCharacter() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        UnprintableTextException e = assertThrows(UnprintableTextException.class, () -> new PdfPrinter(PUZZLE_ONLY,
                PdfProbe.PLAIN).print(List.of(withClue("Ukrainian \ud83e\udd93 goes here.")), out));
        assertEquals("The Zebra Puzzle", e.puzzle());
        assertEquals(0, e.puzzleIndex());
        assertEquals("Ukrainian \ud83e\udd93 goes here.", e.text());
        assertEquals(0x1F993, e.codePoint());
        assertEquals(0, out.size(), "nothing written");
    }

    @Test
    void theSecondPuzzleOfABookIsNamedByItsPlace() {
        Puzzle bad = TestPuzzles.zebra().toBuilder().title(null).build();
        List<Clue> clues = new ArrayList<>(bad.clues());
        clues.set(2, clues.get(2).withMeta(clues.get(2).meta().withText("東京 \u0f00\u1f00 \ud800\udf30")));
        Puzzle p2 = bad.withClues(clues);
        UnprintableTextException e = assertThrows(UnprintableTextException.class, () -> new PdfPrinter(
                PrintOptions.DEFAULT, PdfProbe.PLAIN).print(new Book("B", List.of(TestPuzzles.zebra(), p2)),
                new ByteArrayOutputStream()));
        assertEquals(1, e.puzzleIndex());
        assertEquals("Puzzle 2", e.puzzle());
        assertEquals(0x0F00, e.codePoint(), "the Tibetan syllable, the first character no built-in font has (東 prints)");
    }

    @Test
    void chineseAndJapaneseComeFromTheCjkFaceHangulIsRefusedByName() throws IOException {
        Puzzle p = TestPuzzles.zebra().toBuilder().title("東京 und Łódź, Zürich").build();
        try (PdfProbe pdf = PdfProbe.print(PUZZLE_ONLY, List.of(withClue(p, "The guest from 東京 (とうきょう) met Zoë.")))) {
            String t = pdf.text();
            assertTrue(t.contains("東京 und Łódź, Zürich"), t);
            assertTrue(PdfProbe.flat(t).contains("The guest from 東京 (とうきょう) met Zoë."), t);
            assertFalse(t.contains("\ufffd"), t);
            List<String> names = new ArrayList<>();
            for (COSName n : pdf.doc.getPage(0).getResources().getFontNames()) {
                names.add(pdf.doc.getPage(0).getResources().getFont(n).getName());
            }
            assertTrue(names.stream().anyMatch(n -> n.matches("[A-Z]{6}\\+NotoSansSC-Regular")), names.toString());
        }
        UnprintableTextException e = assertThrows(UnprintableTextException.class, () -> PdfProbe.print(PUZZLE_ONLY,
                List.of(withClue(p, "The guest from 서울 met Zoë."))));
        assertEquals(0xC11C, e.codePoint(), "서: Hangul, which no built-in font has");
        assertEquals("東京 und Łódź, Zürich", e.puzzle());
    }

    @Test
    void theCjkFaceIsReadOnlyWhenATextNeedsIt() {
        FontFiles files = new FontFiles();
        assertEquals(-1, files.firstMissing("Łódź, Zürich, Αθήνα, Київ, −5 °C"));
        assertFalse(files.cjkRead(), "no CJK character asked: the 10 MB face stays unread");
        assertEquals(-1, files.firstMissing("東京"));
        assertTrue(files.cjkRead());
    }

    @Test
    void controlAndInvisibleFormatCharactersNeverStopAPrint() throws IOException {
        try (PdfProbe pdf = PdfProbe.print(PUZZLE_ONLY, List.of(withClue("Tab\there, zero\u200bwidth and\u0007 bell.")))) {
            String t = pdf.text();
            assertTrue(t.contains("bell."), t);
            assertFalse(t.contains("\ufffd"), t);
        }
    }

    /** Random text over scripts the built-in fonts have and many they do not: a PDF with every character, or a refusal. */
    @Property(tries = 40)
    void replacementCharactersAreNeverWritten(@ForAll long seed) throws IOException {
        Random r = new Random(seed);
        int[][] ranges = {{0x20, 0x7e}, {0xa0, 0x24f}, {0x370, 0x3ff}, {0x400, 0x4ff}, {0x590, 0x5ff},
            {0x2000, 0x206f}, {0x2190, 0x21ff}, {0x4e00, 0x4e40}, {0xac00, 0xac40}, {0x1f300, 0x1f320}, {0x0, 0x1f},
            {0x300, 0x36f}};
        StringBuilder sb = new StringBuilder();
        boolean onlyKnown = r.nextBoolean();
        int n = 1 + r.nextInt(40);
        for (int i = 0; i < n; i++) {
            int[] range = ranges[r.nextInt(onlyKnown ? 6 : ranges.length)];
            int cp = range[0] + r.nextInt(range[1] - range[0] + 1);
            if (Character.isSurrogate((char) cp) || cp == 0xfffd) {
                continue;
            }
            sb.appendCodePoint(cp);
        }
        String text = sb.toString();
        FontFiles files = new FontFiles();
        int missing = files.firstMissing(text);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new PdfPrinter(PUZZLE_ONLY, PdfProbe.PLAIN).print(List.of(withClue(text)), out);
        } catch (UnprintableTextException e) {
            assertTrue(missing >= 0, "refused a text every character of which a font has: " + text);
            assertEquals(text.codePointAt(missing), e.codePoint());
            assertEquals(0, out.size());
            return;
        }
        assertEquals(-1, missing, "printed a character no font has");
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            assertFalse(pdf.text().contains("\ufffd"), "U+FFFD written for " + text);
        }
    }

    private static Path dejaVu(Path dir, String name) throws IOException {
        Path f = dir.resolve(name);
        try (InputStream in = FontCoverageTest.class.getResourceAsStream("/net/sf/jasperreports/fonts/dejavu/" + name)) {
            Files.copy(in, f);
        }
        return f;
    }

    @Test
    void aHouseFontIsUsedFirstAndEmbeddedAsASubset(@TempDir Path dir) throws IOException {
        Path mono = dejaVu(dir, "DejaVuSansMono.ttf");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(PUZZLE_ONLY.withFont(mono), PdfProbe.PLAIN).print(List.of(TestPuzzles.zebra()), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            PDResources res = pdf.doc.getPage(0).getResources();
            List<String> names = new ArrayList<>();
            for (COSName n : res.getFontNames()) {
                PDFont f = res.getFont(n);
                names.add(f.getName());
            }
            assertTrue(names.stream().anyMatch(n -> n.matches("[A-Z]{6}\\+DejaVuSansMono")), names.toString());
            assertTrue(PdfProbe.flat(pdf.text()).contains("1. The Englishman lives in the red house."));
        }
    }

    @Test
    void aFileThatIsNotAFontIsRefusedByName(@TempDir Path dir) throws IOException {
        Path junk = dir.resolve("house.ttf");
        Files.writeString(junk, "not a font at all");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PdfPrinter(PUZZLE_ONLY.withFont(junk)));
        assertTrue(e.getMessage().startsWith(junk.toString()), e.getMessage());
        Path none = dir.resolve("missing.ttf");
        e = assertThrows(IllegalArgumentException.class, () -> new PdfPrinter(PUZZLE_ONLY.withFont(none)));
        assertTrue(e.getMessage().startsWith(none.toString()), e.getMessage());
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = FontCoverageTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void aFallbackFontIsTriedLastBeforeTheCjkFaceAndBoldInItIsEmboldened() throws IOException {
        // the bundled Chinese font given as the author's fallback: what it has comes from it, not from the CJK face
        FontFiles files = new FontFiles(null,
                FontFiles.AuthorFont.of(resource("/fonts/ttf/NotoSansSC/NotoSansSC-Regular.ttf")));
        assertEquals(-1, files.firstMissing("東京 und Łódź"));
        assertFalse(files.cjkRead(), "the fallback had it: the CJK face stays unread");
        assertEquals(1 << FontFiles.Face.FALLBACK.ordinal(), files.faces('東'));
        assertEquals(1 << FontFiles.Face.SERIF.ordinal(), files.faces('Ł') & (1 << FontFiles.Face.SERIF.ordinal()),
                "a character the built-in fonts have is never taken from the fallback");
        assertEquals(0, files.faces('Ł') & (1 << FontFiles.Face.FALLBACK.ordinal()));
        try (org.apache.pdfbox.pdmodel.PDDocument doc = new org.apache.pdfbox.pdmodel.PDDocument()) {
            List<Fonts.Run> runs = new Fonts(doc, files).runs("Tokio 東京", FontFiles.Face.SANS_BOLD);
            assertEquals(2, runs.size(), runs.toString());
            assertFalse(runs.get(0).embolden());
            assertTrue(runs.get(1).embolden(), "bold asked, drawn in the fallback's one weight: emboldened");
            assertEquals("東京", runs.get(1).text());
        }
    }

    @Test
    void aFallbackFontThatIsNotAFontIsRefusedByNameAndTheBuiltInOnesStillPrint(@TempDir Path dir)
            throws IOException {
        Path junk = dir.resolve("fallback.ttf");
        Files.writeString(junk, "not a font");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PdfPrinter(PUZZLE_ONLY.withFallback(junk)));
        assertTrue(e.getMessage().startsWith(junk.toString()), e.getMessage());
        Path mono = dejaVu(dir, "DejaVuSansMono.ttf");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(PUZZLE_ONLY.withFallback(mono), PdfProbe.PLAIN).print(List.of(TestPuzzles.zebra()), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            PDResources res = pdf.doc.getPage(0).getResources();
            for (COSName n : res.getFontNames()) {
                assertFalse(res.getFont(n).getName().contains("DejaVuSansMono"),
                        "a fallback whose characters the built-in fonts have is not embedded");
            }
            assertTrue(PdfProbe.flat(pdf.text()).contains("1. The Englishman lives in the red house."));
        }
    }
}
