package org.gridwright.editor;

import static org.gridwright.editor.Fixtures.ref;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.junit.jupiter.api.Test;

/** The structured clue editor, driven without a screen. */
class ClueFormTest {
    private final Puzzle bakery = Fixtures.bakery();

    @Test
    void everyClueComesBackUnchangedThroughTheForm() {
        List<Puzzle> all = new ArrayList<>(Fixtures.corpus());
        all.add(bakery);
        all.add(Fixtures.bakeryOfTwoAndDistinct());
        int n = 0;
        java.util.Set<String> types = new java.util.HashSet<>();
        for (Puzzle p : all) {
            for (Clue c : p.clues()) {
                ClueForm f = new ClueForm(p, c, x -> Wording.generated(p, x));
                assertEquals(c, f.clue(), c.toString());
                types.add(c.type());
                n++;
            }
        }
        assertTrue(n > 40, "clues tried: " + n);
        assertEquals(ClueForm.TYPES.size(), types.size(), "every type tried: " + types);
    }

    @Test
    void aNewClueIsBuiltFromWhatIsPicked() {
        ClueForm f = new ClueForm(bakery, null, x -> Wording.generated(bakery, x));
        f.setType("distance");
        f.setBy("Price");
        f.picker(0, 0).select(ref("Name", "Bob"));
        f.picker(1, 0).select(ref("Day", "Tuesday"));
        f.setAmount("4");
        assertEquals(new Clue.Distance("Price", ref("Name", "Bob"), ref("Day", "Tuesday"), BigDecimal.valueOf(4), null),
                f.clue());
        assertEquals("Default: " + org.gridwright.core.text.ClueText.generated(bakery, f.clue()), f.defaultWordingShown());
        f.setWording("Bob and Tuesday's baker are four euros apart.");
        assertEquals("Bob and Tuesday's baker are four euros apart.", f.clue().meta().text());
    }

    @Test
    void switchingTypeKeepsThePicksThatStillFit() {
        ClueForm f = new ClueForm(bakery, bakery.clues().get(3), x -> Wording.generated(bakery, x)); // match Bob = Monday
        f.setType("next");
        f.setBy("Day");
        assertEquals(new Clue.Next("Day", ref("Name", "Bob"), ref("Day", "Monday"),
                bakery.clues().get(3).meta()), f.clue());
        f.setType("any");
        assertEquals(2, f.rowCount());
        assertEquals(ref("Name", "Bob"), f.picker(0, 0).ref());
    }

    @Test
    void aBadAmountIsRefusedWithAMessage() {
        ClueForm f = new ClueForm(bakery, bakery.clues().get(2), x -> Wording.generated(bakery, x));
        f.setAmount("two");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, f::clue);
        assertEquals("'two' is not a number.", e.getMessage());
        assertEquals("'two' is not a number.", f.defaultWordingShown());
    }
}
