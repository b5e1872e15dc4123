package org.gridwright.quadrata.deduce;

import java.util.List;
import java.util.Objects;
import org.gridwright.quadrata.Sign;

/**
 * One deduction: the technique, the candidates it removed (a cell left with one is placed), the cells and signs it
 * relies on, and its explanation as a message key with arguments ({@link Words#text}). Immutable.
 *
 * @param technique the technique's id
 * @param changes   the cells whose candidates it cut, each with before and after
 * @param because   the cells it relies on
 * @param signs     the signs it relies on
 * @param key       the message key in {@code Deduce.properties}
 * @param args      the message's arguments
 */
public record Step(String technique, List<Change> changes, List<Integer> because, List<Sign> signs, String key,
        List<Arg> args) {
    public Step {
        Objects.requireNonNull(technique);
        changes = List.copyOf(changes);
        because = List.copyOf(because);
        signs = List.copyOf(signs);
        args = List.copyOf(args);
        if (changes.isEmpty()) {
            throw new IllegalArgumentException("a step changes something");
        }
    }
}
