package org.gridwright.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** Checks and copies the {@code x-…} keys a part of a file held: raw JSON text values, file order kept. */
final class Extensions {
    private Extensions() {
    }

    /**
     * An unmodifiable copy in the same order (empty for null).
     *
     * @param owner how messages name the part that holds them ("generator", "solution row 2")
     * @throws IllegalArgumentException when a key does not start with {@code x-} or has no value
     */
    static Map<String, String> copy(Map<String, String> ext, String owner) {
        if (ext == null || ext.isEmpty()) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : ext.entrySet()) {
            if (e.getKey() == null || !e.getKey().startsWith("x-")) {
                throw new IllegalArgumentException(owner + ": '" + e.getKey() + "' is not an x- key");
            }
            out.put(e.getKey(), Objects.requireNonNull(e.getValue(), e.getKey()));
        }
        return Collections.unmodifiableMap(out);
    }
}
