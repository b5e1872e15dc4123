package org.gridwright.core.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a puzzle was made, so it can be made again: seed, engine version, database and settings. The settings are
 * kept as a map from setting name to raw JSON text, in file order.
 */
public record GeneratorInfo(Long seed, String version, String db, Map<String, String> settings) {
    public GeneratorInfo {
        settings = settings == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }
}
