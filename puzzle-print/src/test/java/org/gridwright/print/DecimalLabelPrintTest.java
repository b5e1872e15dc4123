package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;
import org.junit.jupiter.api.Test;

/** A price label with two decimals ({@code €@.00}) is printed with its cents. */
class DecimalLabelPrintTest {
    @Test
    void theSolutionShowsPricesWithTwoDecimals() throws IOException {
        Category name = Category.labelled("Name", CategoryKind.CATEGORICAL, List.of("Ann", "Bob", "Cy"));
        Category price = Category.numerical("Price",
                List.of(new BigDecimal("1"), new BigDecimal("1.5"), new BigDecimal("2.25")), "€@.00");
        Puzzle p = Puzzle.builder().title("Cents").category(name).category(price)
                .clue(new Clue.Match(new Ref("Name", "Bob"), new Ref("Price", "1.5"),
                        ClueMeta.text("Bob's costs one euro fifty.")))
                .solution(Solution.ofRows(new int[][] {{0, 0}, {1, 1}, {2, 2}}))
                .build();
        try (PdfProbe pdf = PdfProbe.print(new PrintOptions(Paper.A4, SolutionPlacement.AFTER, false), List.of(p))) {
            String text = PdfProbe.flat(pdf.text());
            for (String shown : List.of("€1.00", "€1.50", "€2.25")) {
                assertTrue(text.contains(shown), shown + " in: " + text);
            }
        }
    }
}
