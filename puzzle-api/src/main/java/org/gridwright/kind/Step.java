package org.gridwright.kind;

import java.util.List;
import java.util.Objects;

/**
 * One deduction of a human-style solver, kind-neutral: the technique (its id and its name in words), its level,
 * the parts of the puzzle it used and the places it wrote, in words, and the explanation.
 *
 * @param technique id of the technique (stable, for JSON and tests)
 * @param name      the technique's name for a person
 * @param level     the technique's level (1 = easiest)
 * @param uses      the givens, signs or cells the step relies on, in words
 * @param writes    what the step concluded (one entry per cell or mark), in words
 * @param text      the explanation in words
 */
public record Step(String technique, String name, int level, List<String> uses, List<String> writes, String text) {
    public Step {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        uses = List.copyOf(uses);
        writes = List.copyOf(writes);
    }
}
