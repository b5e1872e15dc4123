package org.gridwright.editor;

import static org.gridwright.editor.Fixtures.ref;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;

class PuzzleEditsTest {
    private final Puzzle bakery = Fixtures.bakery();

    @Test
    void addInsertsAtTheGivenPlace() {
        Clue c = new Clue.Match(ref("Name", "Carol"), ref("Day", "Wednesday"), null);
        Puzzle p = PuzzleEdits.addClue(bakery, 1, c);
        assertEquals(bakery.clues().size() + 1, p.clues().size());
        assertSame(c, p.clues().get(1));
        assertEquals(bakery.clues().get(1), p.clues().get(2));
    }

    @Test
    void deleteRemovesOnlyThatClue() {
        Puzzle p = PuzzleEdits.deleteClue(bakery, 0);
        assertEquals(bakery.clues().subList(1, bakery.clues().size()), p.clues());
        assertEquals(bakery.categories(), p.categories());
        assertEquals(bakery.solution(), p.solution());
    }

    @Test
    void moveKeepsEveryClueOnce() {
        Puzzle p = PuzzleEdits.moveClue(bakery, 0, 3);
        assertEquals(bakery.clues().get(0), p.clues().get(3));
        assertEquals(bakery.clues().get(1), p.clues().get(0));
        assertEquals(new java.util.HashSet<>(bakery.clues()), new java.util.HashSet<>(p.clues()));
    }

    @Test
    void duplicateCopiesLogicAndWordingButNotTheId() {
        Puzzle p = PuzzleEdits.duplicateClue(bakery, 3);
        Clue original = p.clues().get(3);
        Clue copy = p.clues().get(4);
        assertEquals("m1", original.meta().id());
        assertNull(copy.meta().id());
        assertEquals(original.withMeta(original.meta().withId(null)), copy);
    }

    @Test
    void blankWordingMeansTheDefaultWording() {
        Puzzle p = PuzzleEdits.setClueText(bakery, 2, "   ");
        assertNull(p.clues().get(2).meta().text());
        p = PuzzleEdits.setClueText(p, 2, "  Carol pays less. ");
        assertEquals("Carol pays less.", p.clues().get(2).meta().text());
    }

    @Test
    void renamingAnItemRenamesItInEveryClueAndKeepsItsPosition() {
        Puzzle p = PuzzleEdits.renameItem(bakery, 1, 0, "Mon");
        assertEquals(List.of("Mon", "Tuesday", "Wednesday"), p.category(1).items());
        for (Clue c : p.clues()) {
            assertTrue(c.refs().stream().noneMatch(r -> r.equals(ref("Day", "Monday"))), c.toString());
        }
        assertEquals(ref("Day", "Mon"), ((Clue.Match) p.clues().get(3)).b());
        // the meaning is unchanged: every clue holds of the solution exactly as before
        for (int i = 0; i < p.clues().size(); i++) {
            assertEquals(bakery.clues().get(i).holds(bakery, bakery.solution().get()),
                    p.clues().get(i).holds(p, p.solution().get()), "clue " + i);
        }
    }

    @Test
    void renamingAnItemKeepsTheCategorysPhrasesAndItsOtherKeys() {
        org.gridwright.core.model.Phrases ph = new org.gridwright.core.model.Phrases("comes on @",
                "does not come on @", "comes earlier than", "comes later than");
        List<org.gridwright.core.model.Category> cats = new java.util.ArrayList<>(bakery.categories());
        cats.set(1, cats.get(1).withExtensions(java.util.Map.of("x-colour", "\"red\"")).withPhrases(ph));
        Puzzle withPhrases = bakery.toBuilder().categories(cats).build();
        Puzzle p = PuzzleEdits.renameItem(withPhrases, 1, 0, "Mon");
        assertEquals(ph, p.category(1).phrases().orElseThrow());
        assertEquals(withPhrases.category(1).extensions(), p.category(1).extensions());
        assertTrue(org.gridwright.core.text.ClueText.all(p).stream().anyMatch(s -> s.contains("comes on Mon")),
                org.gridwright.core.text.ClueText.all(p).toString());
    }

    @Test
    void numericalItemsAndClashingLabelsAreRefusedWithAMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PuzzleEdits.renameItem(bakery, 2, 0, "3"));
        assertTrue(e.getMessage().contains("Price"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PuzzleEdits.renameItem(bakery, 0, 0, "Bob"));
        assertEquals("'Name' already has an item 'Bob'.", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PuzzleEdits.renameItem(bakery, 0, 0, " "));
        assertSame(bakery, PuzzleEdits.renameItem(bakery, 0, 0, "Alice"));
    }

    @Test
    void mapRefsWithIdentityGivesTheSameClueForEveryTypeAndEveryRealClue() {
        java.util.Set<String> types = new java.util.HashSet<>();
        List<Puzzle> all = new java.util.ArrayList<>(Fixtures.corpus());
        all.add(bakery);
        all.add(Fixtures.bakeryOfTwoAndDistinct());
        for (Puzzle p : all) {
            for (Clue c : p.clues()) {
                assertEquals(c, PuzzleEdits.mapRefs(c, r -> r));
                types.add(c.type());
            }
        }
        assertEquals(ClueForm.TYPES.size(), types.size(), "every type tried: " + types);
    }

    @Test
    void mapRefsVisitsEveryReferenceInFieldOrder() {
        for (Clue c : bakery.clues()) {
            List<Ref> seen = new java.util.ArrayList<>();
            PuzzleEdits.mapRefs(c, r -> {
                seen.add(r);
                return r;
            });
            assertEquals(c.refs(), seen, c.type());
        }
    }
}
