package org.gridwright.core.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a clue carries besides its logic: the author's own wording (null when the text is rendered from the
 * structure), a stable id (or null) and the {@code x-…} keys a file held, kept as raw JSON text in file order.
 */
public record ClueMeta(String id, String text, Map<String, String> extensions) {
    public static final ClueMeta NONE = new ClueMeta(null, null, Map.of());

    public ClueMeta {
        extensions = extensions == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(extensions));
    }

    public static ClueMeta text(String text) {
        return new ClueMeta(null, text, Map.of());
    }

    public ClueMeta withText(String newText) {
        return new ClueMeta(id, newText, extensions);
    }

    public ClueMeta withId(String newId) {
        return new ClueMeta(newId, text, extensions);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClueMeta m && Objects.equals(id, m.id) && Objects.equals(text, m.text)
                && extensions.equals(m.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, text, extensions);
    }
}
