package org.gridwright.core.deduce;

import java.util.List;
import java.util.Objects;

/** A message argument that is itself a template with arguments, rendered in the same language as its step. */
public record Phrase(String key, List<Object> args) {
    public Phrase {
        Objects.requireNonNull(key, "key");
        args = List.copyOf(args);
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, List.of(args));
    }
}
