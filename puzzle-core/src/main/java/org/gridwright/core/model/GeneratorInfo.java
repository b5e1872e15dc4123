package org.gridwright.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How a puzzle was made, so it can be made again: seed, engine version, database and settings. The settings are
 * kept as a map from setting name to raw JSON text, in file order; so are the {@code x-…} keys a file's
 * {@code generator} object held ({@link #extensions()}), which tools may add and every writer keeps.
 */
public record GeneratorInfo(Long seed, String version, String db, Map<String, String> settings,
        Map<String, String> extensions) {

    /**
     * @throws IllegalArgumentException when an extension key does not start with {@code x-} or has no value
     */
    public GeneratorInfo {
        settings = settings == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        extensions = Extensions.copy(extensions, "generator");
    }

    /** Generator information without {@code x-} keys. */
    public GeneratorInfo(Long seed, String version, String db, Map<String, String> settings) {
        this(seed, version, db, settings, Map.of());
    }

    /** This information with these {@code x-…} keys (raw JSON text, in order) instead of its own. */
    public GeneratorInfo withExtensions(Map<String, String> ext) {
        return new GeneratorInfo(seed, version, db, settings, ext);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GeneratorInfo g && Objects.equals(seed, g.seed) && Objects.equals(version, g.version)
                && Objects.equals(db, g.db) && settings.equals(g.settings) && extensions.equals(g.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(seed, version, db, settings, extensions);
    }
}
