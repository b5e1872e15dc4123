package org.gridwright.core.deduce;

import org.gridwright.core.model.ClueType;

/**
 * The deduction technique of each clue type ({@link ClueType}): its id in {@code techniques.csv} and how to build
 * it. Exhaustive switches, so a new clue type does not compile until it has a technique.
 */
final class ClueTechniques {
    private ClueTechniques() {
    }

    /** The id of the technique that reads clues of type {@code t}. */
    static String id(ClueType t) {
        return switch (t) {
            case MATCH -> MatchClue.ID;
            case NOT -> NotClue.ID;
            case ANY -> AnyClue.ID;
            case IF -> IfClue.ID;
            case LESS -> LessClue.ID;
            case OFFSET -> OffsetClue.ID;
            case NEXT -> NextClue.ID;
            case NOTNEXT -> NotNextClue.ID;
            case DISTANCE -> DistanceClue.ID;
            case PAIR -> PairClue.ID;
            case DISTINCT -> DistinctClue.ID;
        };
    }

    /** A new technique reading clues of type {@code t}. */
    static Technique make(ClueType t) {
        return switch (t) {
            case MATCH -> new MatchClue();
            case NOT -> new NotClue();
            case ANY -> new AnyClue();
            case IF -> new IfClue();
            case LESS -> new LessClue();
            case OFFSET -> new OffsetClue();
            case NEXT -> new NextClue();
            case NOTNEXT -> new NotNextClue();
            case DISTANCE -> new DistanceClue();
            case PAIR -> new PairClue();
            case DISTINCT -> new DistinctClue();
        };
    }
}
