package org.gridwright.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.deduce.Level;

/**
 * Settings with the default weights write them as settings with an equal map of weights do (the defaults' JSON is
 * made once), and equal settings are equal whichever map they were given.
 */
class SettingsJsonTest {
    @Property(tries = 100)
    void theDefaultWeightsAreWrittenAsAnEqualMapIs(@ForAll @IntRange(min = 2, max = 8) int cats,
            @ForAll @IntRange(min = 2, max = 9) int k, @ForAll long seed, @ForAll boolean level) {
        GeneratorSettings defaults = GeneratorSettings.of(cats, k, seed);
        Map<String, Double> copy = new LinkedHashMap<>(GeneratorSettings.DEFAULT_WEIGHTS);
        GeneratorSettings copied = defaults.withWeights(copy);
        if (level) {
            defaults = defaults.withDifficulty(Level.MEDIUM);
            copied = copied.withDifficulty(Level.MEDIUM);
        }
        assertEquals(copied.toJson(), defaults.toJson());
        assertEquals(copied, defaults);
        assertEquals("{\"match\": 2, \"not\": 3, \"any\": 1, \"if\": 1, \"less\": 3, \"offset\": 1, \"next\": 2, "
                + "\"notnext\": 1, \"distance\": 1, \"pair\": 1, \"distinct\": 0.5}", defaults.toJson().get("weights"));
        // other weights are written as they are
        copy.put("match", 0.25);
        assertEquals("0.25", copied.withWeights(copy).toJson().get("weights").split("\"match\": ")[1].split(",")[0]);
    }
}
