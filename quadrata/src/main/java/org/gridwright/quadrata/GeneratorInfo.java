package org.gridwright.quadrata;

import java.util.Map;
import java.util.TreeMap;

/**
 * How a puzzle was generated: the seed, the engine version and the settings (kept in the file's key order).
 *
 * @param seed     the seed
 * @param version  the engine version, or null
 * @param settings the settings as strings
 */
public record GeneratorInfo(long seed, String version, Map<String, String> settings) {
    public GeneratorInfo {
        settings = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(settings));
    }

    /** Settings sorted by name (for display). */
    public Map<String, String> sortedSettings() {
        return new TreeMap<>(settings);
    }
}
