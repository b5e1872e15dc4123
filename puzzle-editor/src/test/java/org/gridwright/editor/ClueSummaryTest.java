package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

class ClueSummaryTest {

    @Test
    void eachTypeReadsAsItsLogicWithItemsAsReadersSeeThem() {
        Puzzle p = Fixtures.bakery();
        assertEquals(List.of(
                "Alice ≠ Monday, 6 EUR",
                "Bob < 2 EUR by Day",
                "Monday = Carol + 2 by Price",
                "Bob = Monday",
                "exactly one of: Alice = Tuesday  |  Carol = 2 EUR",
                "if Alice = 2 EUR then Tuesday = 2 EUR, else Carol = Wednesday",
                "Alice next to Bob by Day",
                "Bob not next to Carol by Price",
                "Carol and Bob are 2 apart by Price"),
                p.clues().stream().map(c -> ClueSummary.of(p, c)).toList());
    }
}
