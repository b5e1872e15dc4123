package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.GenerationMode;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.gridwright.core.model.Puzzle;

/**
 * A staircase too big for a page is cut into balanced parts: every box once, parts of similar size, no box alone
 * on a page when the boxes can be shared out otherwise.
 */
class GridPartsTest {
    /**
     * Every size from 3×4 to 8×8 on every trim, with and without a gutter, cut and stacked as the printer does it:
     * the parts hold every box exactly once, each within the page; and when the grid takes more than one page, no
     * page holds a box alone and every page holds at least a third of the boxes of the fullest one (the worst case,
     * 7×8 on 6×9 in, is 8, 7, 3 and 3 boxes on four pages; before, a 4×7 on 6×9 in could give a page to one box).
     * A part may still be a single box when every cut into as few pages has one, but it then shares its page.
     */
    @Property(generation = GenerationMode.EXHAUSTIVE)
    void aGridIsCutIntoBalancedParts(@ForAll @IntRange(min = 3, max = 8) int cats,
            @ForAll @IntRange(min = 4, max = 8) int k, @ForAll @IntRange(min = 0, max = 3) int paperIndex,
            @ForAll boolean gutter) throws IOException {
        Paper paper = Paper.values()[paperIndex];
        try (PDDocument doc = new PDDocument();
                Canvas c = new Canvas(doc, paper, new Fonts(doc, new FontFiles()), gutter)) {
            c.newPage();
            Puzzle p = SpreadsAndSizesTest.ordinary(cats * 10L + k, cats, k, 3, "Parts");
            GridPicture g = GridPicture.atCell(c, p, DocumentWriter.TARGET_CELL, c.width() * 0.22f);
            float partsH = c.bodyHeight() - DocumentWriter.SMALL * 2.2f;
            List<GridPicture> parts = g.parts(c.width(), partsH);
            String at = paper + (gutter ? " with gutter " : " ") + cats + "×" + k;
            assertFalse(parts.isEmpty(), at);
            int total = 0;
            StringBuilder shape = new StringBuilder();
            for (GridPicture part : parts) {
                total += part.boxes();
                shape.append(' ').append(part.boxes());
                assertTrue(part.width() <= c.width() + 0.01f, at);
                assertTrue(part.height() <= partsH + 0.01f, at);
            }
            at += ": parts of" + shape + " boxes";
            assertEquals((cats - 1) * cats / 2, total, at);
            List<List<GridPicture>> pages = GridPicture.pages(parts, partsH);
            int fullest = 0;
            int emptiest = Integer.MAX_VALUE;
            StringBuilder perPage = new StringBuilder();
            for (List<GridPicture> page : pages) {
                int n = page.stream().mapToInt(GridPicture::boxes).sum();
                fullest = Math.max(fullest, n);
                emptiest = Math.min(emptiest, n);
                perPage.append(' ').append(n);
            }
            at += " on pages of" + perPage;
            if (pages.size() > 1) {
                assertTrue(emptiest > 1, at + ": a box alone on a page");
                assertTrue(3 * emptiest >= fullest, at + ": a page under a third of the fullest");
            }
        }
    }

    /**
     * The most categories a file may hold (20), in small and large items, on the small trims: the cut, whose search
     * is bounded by a count of cuts compared, still holds every box exactly once, each part within the page.
     */
    @Property(generation = GenerationMode.EXHAUSTIVE)
    void theCutOfTheLargestGridsHoldsEveryBoxOnce(@ForAll @IntRange(min = 10, max = 20) int cats,
            @ForAll @IntRange(min = 2, max = 3) int paperIndex) throws IOException {
        Paper paper = Paper.values()[paperIndex];
        for (int k : new int[] {3, 8}) {
            try (PDDocument doc = new PDDocument();
                    Canvas c = new Canvas(doc, paper, new Fonts(doc, new FontFiles()), true)) {
                c.newPage();
                Puzzle p = TestPuzzles.longNames(cats, k, 2);
                GridPicture g = GridPicture.atCell(c, p, DocumentWriter.TARGET_CELL, c.width() * 0.22f);
                float partsH = c.bodyHeight() - DocumentWriter.SMALL * 2.2f;
                int total = 0;
                for (GridPicture part : g.parts(c.width(), partsH)) {
                    total += part.boxes();
                    assertTrue(part.width() <= c.width() + 0.01f && part.height() <= partsH + 0.01f, paper + " " + cats);
                }
                assertEquals((cats - 1) * cats / 2, total, paper + " " + cats + "×" + k);
            }
        }
    }
}
