package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Puzzle;

/**
 * One label far longer than the others is the only one a grid shortens, and it is cut at the same point in every
 * grid of the puzzle (the puzzle's, a progress grid, the solution's), whatever room each has.
 */
class LabelShorteningTest {
    private static final String LONG = "Llanfairpwllgwyngyll-gogerychwyrndrobwll";

    /** A puzzle of short labels, one of them ({@code longAt} ≥ 0: in that category) 40 letters long. */
    static Puzzle withOneLongLabel(int cats, int k, int longAt) {
        String[][] words = {{"Adam", "Frederick", "Isaac", "Lewis", "Martin", "Nora", "Olga"},
            {"June", "July", "August", "September", "October", "November", "December"},
            {"Tokyo", "Kraków", "Łódź", "Zürich", "Oslo", "Lima", "Quito"},
            {"mug", "snow globe", "tea caddy", "woven basket", "painted plate", "scarf", "kite"},
            {"red", "blue", "green", "white", "black", "yellow", "purple"}};
        Puzzle.Builder b = Puzzle.builder().title("One long name");
        for (int c = 0; c < cats; c++) {
            List<String> items = new ArrayList<>(List.of(words[c]).subList(0, k));
            if (longAt >= 0 && c == longAt % cats) {
                items.set(k - 1, LONG);
            }
            b.category(Category.labelled("Category " + (c + 1), CategoryKind.CATEGORICAL, items));
        }
        return b.build();
    }

    @Property(tries = 40)
    void onlyTheLongLabelIsShortenedAndAlwaysAtTheSamePoint(@ForAll @IntRange(min = 3, max = 5) int cats,
            @ForAll @IntRange(min = 4, max = 7) int k, @ForAll @IntRange(min = 0, max = 4) int longAt,
            @ForAll @FloatRange(min = 0.45f, max = 1f) float scale) throws IOException {
        Puzzle p = withOneLongLabel(cats, k, longAt);
        try (PDDocument doc = new PDDocument();
                Canvas c = new Canvas(doc, Paper.A4, new Fonts(doc, new FontFiles()), false)) {
            Set<String> cuts = new HashSet<>();
            // a puzzle's grid, a solution's, a progress grid's: different rooms and cell caps
            float[][] rooms = {{c.width(), c.bodyHeight() * 0.7f, 22f}, {c.width() * scale, c.bodyHeight() * 0.5f, 16f},
                {c.width() * 0.45f * scale + 150f, c.bodyHeight() * 0.36f, 9f}};
            for (float[] room : rooms) {
                GridPicture g = GridPicture.fit(c, p, room[0], room[1], room[2]);
                for (int ci = 0; ci < p.categoryCount(); ci++) {
                    Category cat = p.category(ci);
                    for (int i = 0; i < cat.size(); i++) {
                        String item = cat.display(i);
                        List<String> shows = new ArrayList<>();
                        if (ci != 1) { // rows: the first category, then the last ones up to the third
                            shows.add(g.rowLabel(c, item));
                        }
                        if (ci != 0) { // columns: the second category on
                            shows.add(g.columnLabel(c, item));
                        }
                        for (String shown : shows) {
                            if (item.equals(LONG)) {
                                assertNotEquals(LONG, shown, "the long label is shortened");
                                cuts.add(shown);
                            } else {
                                assertEquals(item, shown, "an ordinary label stays whole in a grid of cell "
                                        + g.cellSize());
                            }
                        }
                    }
                }
                assertTrue(g.shortened(), "the categories are then listed in full");
            }
            assertEquals(1, cuts.size(), "cut at one point everywhere: " + cuts);
        }
    }

    @Property(tries = 20)
    void withoutALabelFarLongerThanTheOthersNoneIsAnOutlier(@ForAll @IntRange(min = 3, max = 5) int cats,
            @ForAll @IntRange(min = 4, max = 7) int k) throws IOException {
        try (PDDocument doc = new PDDocument();
                Canvas c = new Canvas(doc, Paper.A4, new Fonts(doc, new FontFiles()), false)) {
            assertEquals(0f, GridPicture.ordinaryLabel1(c, withOneLongLabel(cats, k, -1)));
            assertTrue(GridPicture.ordinaryLabel1(c, withOneLongLabel(cats, k, 0)) > 0f);
        }
    }
}
