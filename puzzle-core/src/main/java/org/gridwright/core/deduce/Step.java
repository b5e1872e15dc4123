package org.gridwright.core.deduce;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One deduction: the technique that made it, the clues it used (0-based indices), the marks it wrote (each new),
 * the cells whose marks justify it, its trial depth (0 for a direct deduction) and its explanation as a message
 * key with arguments. {@link #text()} renders the explanation in English from the {@code Messages} bundle.
 *
 * <p>Arguments are in reader terms: item names as readers see them, clue numbers counted from 1,
 * {@link List} for alternatives and {@link AllOf} for several things together; items said as the clues say them
 * ("the cook who added turmeric did not take 30 min") and the clue a step uses, quoted, are words rendered
 * through the clue wording in the step's language when the text is made.
 */
public record Step(String technique, List<Integer> clues, List<MarkChange> marks, List<Cell> because, int depth,
        String messageKey, List<Object> args) {

    public Step {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(messageKey, "messageKey");
        clues = List.copyOf(clues);
        marks = List.copyOf(marks);
        because = List.copyOf(because);
        args = List.copyOf(args);
        if (depth < 0) {
            throw new IllegalArgumentException("depth " + depth);
        }
    }

    /**
     * The chains of implications this step explains itself with, each a list of steps in order: one for a trial
     * (from the assumption to the contradiction), two for a forcing chain (one per way); empty for other steps.
     */
    public List<List<Step>> chains() {
        List<List<Step>> out = new java.util.ArrayList<>();
        for (Object a : args) {
            if (a instanceof Chain c) {
                out.add(c.steps());
            }
        }
        return List.copyOf(out);
    }

    /** The explanation in English. */
    public String text() {
        return text(Locale.ENGLISH);
    }

    /** The explanation in the given language (English when the bundle has no translation). */
    public String text(Locale locale) {
        return Messages.of(locale).format(messageKey, args);
    }
}
