package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.ClueType;
import org.junit.jupiter.api.Test;

/** The clue-type registry reaches every part of the engine: a technique, a closure, a generator weight. */
class ClueTypeRegistryTest {

    @Test
    void everyTypeHasItsOwnDefaultTechniqueThatTheClosureApplies() {
        Set<String> ids = new HashSet<>();
        for (ClueType t : ClueType.values()) {
            String id = ClueTechniques.id(t);
            assertTrue(ids.add(id), "two types share the technique " + id);
            assertTrue(TechniqueSet.defaults().info(id).isPresent(), id + " is not in techniques.csv");
            assertTrue(Closure.applicable(TechniqueSet.defaults()).info(id).isPresent(), id + " not in the closure");
            assertEquals(id, ClueTechniques.make(t).id());
        }
    }

    @Test
    void codesAreUniqueAndFoundAgainAndTheGeneratorWeighsEveryType() {
        for (ClueType t : ClueType.values()) {
            assertEquals(t, ClueType.ofCode(t.code()).orElseThrow());
            assertEquals(t.ordered(), t.fields().contains("by"), t.code());
        }
        assertEquals(ClueType.values().length, new HashSet<>(ClueType.codes()).size());
        assertEquals(ClueType.codes(), GeneratorSettings.TYPES);
        assertEquals(ClueType.codes(), java.util.List.copyOf(GeneratorSettings.DEFAULT_WEIGHTS.keySet()));
    }
}
