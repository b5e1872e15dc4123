package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PageMode;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;

/** What a print shop asks of a file: its trim, a bleed with TrimBox and BleedBox, PDF/A metadata, bookmarks shown. */
class PrintShopTest {

    @Test
    void customTrimsAreReadInMillimetresAndInches() {
        Trim a5 = Trim.parse("148x210mm").orElseThrow();
        assertEquals(148 * Trim.MM, a5.width(), 0.01f);
        assertEquals(210 * Trim.MM, a5.height(), 0.01f);
        Trim small = Trim.parse("5 × 8 in").orElseThrow();
        assertEquals(360f, small.width(), 0.01f);
        assertEquals(576f, small.height(), 0.01f);
        assertEquals(Trim.of(Paper.TRADE), Trim.parse("6x9").orElseThrow());
        for (String bad : List.of("5x80in", "10x10mm", "148x210", "A5", "x210mm", "-5x8in")) {
            assertTrue(Trim.parse(bad).isEmpty(), bad);
        }
        assertEquals(3 * Trim.MM, Trim.parseBleed("3mm").orElseThrow(), 0.001f);
        assertEquals(9f, Trim.parseBleed("0.125in").orElseThrow(), 0.001f);
        assertEquals(0f, Trim.parseBleed("0").orElseThrow(), 0.001f);
        assertTrue(Trim.parseBleed("14mm").isEmpty());
        assertTrue(Trim.parseBleed("3").isEmpty(), "a length needs its unit");
    }

    /** Any trim and bleed: the page is the trim plus the bleed on every side; nothing is drawn outside the trim's margins. */
    @Property(tries = 8)
    void theTrimBoxIsTheTrimAndTheBleedBoxThePage(@ForAll @IntRange(min = 100, max = 300) int wMm,
            @ForAll @IntRange(min = 150, max = 420) int hMm, @ForAll @IntRange(min = 0, max = 13) int bleedMm)
            throws IOException {
        Trim t = Trim.parse(wMm + "x" + hMm + "mm").orElseThrow();
        float b = bleedMm * Trim.MM;
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.AFTER, false).withTrim(t).withBleed(b);
        try (PdfProbe pdf = PdfProbe.print(o, List.of(TestPuzzles.zebra()))) {
            for (PDPage page : pdf.doc.getPages()) {
                PDRectangle trim = page.getTrimBox();
                assertEquals(b, trim.getLowerLeftX(), 0.01f);
                assertEquals(b, trim.getLowerLeftY(), 0.01f);
                assertEquals(t.width(), trim.getWidth(), 0.01f);
                assertEquals(t.height(), trim.getHeight(), 0.01f);
                assertEquals(t.width() + 2 * b, page.getMediaBox().getWidth(), 0.01f);
                assertEquals(page.getMediaBox().getHeight(), page.getBleedBox().getHeight(), 0.01f);
            }
            for (PdfProbe.Glyph g : pdf.glyphs()) {
                assertTrue(g.minX() >= b + t.margin() - 1f && g.maxX() <= b + t.width() - t.margin() + 1f,
                        "glyph " + g.text() + " at " + g.minX() + ".." + g.maxX() + " outside the margins");
            }
        }
    }

    @Test
    void theFileIdentifiesItselfAsPdfA2bWithMetadataMatchingTheInfoAndOpensWithBookmarks() throws IOException {
        try (PdfProbe pdf = PdfProbe.print(PrintOptions.DEFAULT, new Book("Tom & Jerry's <Best> 東京", List.of(
                TestPuzzles.zebra(), TestPuzzles.zebra())))) {
            assertEquals(PageMode.USE_OUTLINES, pdf.doc.getDocumentCatalog().getPageMode());
            assertFalse(pdf.doc.getDocumentCatalog().getOutputIntents().isEmpty());
            assertNotNull(pdf.doc.getDocument().getTrailer().getCOSArray(org.apache.pdfbox.cos.COSName.ID));
            String xmp = new String(pdf.doc.getDocumentCatalog().getMetadata().toByteArray(), StandardCharsets.UTF_8);
            assertTrue(xmp.contains("<pdfaid:part>2</pdfaid:part>") && xmp.contains("<pdfaid:conformance>B<"), xmp);
            assertTrue(xmp.contains(">Tom &amp; Jerry's &lt;Best&gt; 東京</rdf:li>"), xmp);
            assertEquals("Tom & Jerry's <Best> 東京", pdf.doc.getDocumentInformation().getTitle());
            assertTrue(xmp.contains("<xmp:CreatorTool>" + pdf.doc.getDocumentInformation().getCreator() + "<"), xmp);
            javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            try {
                f.newDocumentBuilder().parse(new java.io.ByteArrayInputStream(xmp.getBytes(StandardCharsets.UTF_8)));
            } catch (org.xml.sax.SAXException | javax.xml.parsers.ParserConfigurationException e) {
                throw new AssertionError("the XMP packet is not well-formed XML: " + e.getMessage(), e);
            }
        }
    }
}
