package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.gridwright.core.model.Grid;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Mark;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Solution;
import org.junit.jupiter.api.Test;

class PlayStateTest {
    private final Puzzle bakery = Fixtures.bakery();
    private final Solution s = bakery.solution().orElseThrow();

    @Test
    void checkCountsAndShowsOnlyTheWrongMarks() {
        PlayState play = new PlayState(bakery);
        GridCell right = new GridCell(new Item(0, 0), new Item(1, 1)); // Alice is Tuesday: ● is right
        GridCell wrongYes = new GridCell(new Item(0, 1), new Item(1, 1)); // Bob is not Tuesday
        GridCell wrongNo = new GridCell(new Item(0, 2), new Item(2, 2)); // Carol is 6
        GridCell rightNo = new GridCell(new Item(0, 2), new Item(2, 0));
        play.toggle(right, Mark.YES);
        play.toggle(wrongYes, Mark.YES);
        play.toggle(wrongNo, Mark.NO);
        play.toggle(rightNo, Mark.NO);
        assertEquals(4, play.markCount());
        assertEquals(2, play.check(s));
        assertEquals(Set.of(wrongYes, wrongNo), play.wrongShown());
        play.toggle(wrongYes, Mark.YES);
        assertEquals(Set.of(), play.wrongShown(), "a new mark hides the check");
        assertEquals(Mark.UNKNOWN, play.grid().get(wrongYes.a(), wrongYes.b()), "the same click again clears");
        assertEquals(1, play.check(s));
    }

    @Test
    void revealFillsTheSolutionAndCheckThenFindsNothingWrong() {
        PlayState play = new PlayState(bakery);
        play.reveal(s);
        assertEquals(Grid.of(s), play.grid());
        assertEquals(0, play.check(s));
        assertEquals(27, play.markCount());
        play.clear();
        assertEquals(0, play.markCount());
    }

    @Test
    void marksStayWhileThePuzzleKeepsItsShape() {
        PlayState play = new PlayState(bakery);
        play.toggle(new GridCell(new Item(0, 0), new Item(1, 0)), Mark.NO);
        play.follow(PuzzleEdits.deleteClue(bakery, 0));
        assertEquals(1, play.markCount());
        play.follow(GridPanelTest.square(4, 3));
        assertEquals(0, play.markCount());
    }
}
