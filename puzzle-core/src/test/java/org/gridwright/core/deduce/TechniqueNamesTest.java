package org.gridwright.core.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class TechniqueNamesTest {

    @Test
    void everyTechniqueOfTheDefaultSetHasAName() {
        for (TechniqueInfo info : TechniqueSet.defaults().infos()) {
            assertNotEquals(info.id(), TechniqueNames.of(info.id()), "no name for " + info.id());
        }
    }

    @Test
    void everyTechniqueOfTheDefaultSetHasAPolishName() {
        java.util.Locale pl = java.util.Locale.forLanguageTag("pl");
        for (TechniqueInfo info : TechniqueSet.defaults().infos()) {
            assertNotEquals(TechniqueNames.of(info.id()), TechniqueNames.of(info.id(), pl),
                    "no Polish name for " + info.id());
        }
    }

    @Test
    void anUnknownIdIsShownAsItIs() {
        assertEquals("my-technique", TechniqueNames.of("my-technique"));
        assertEquals("Ordering clue", TechniqueNames.of("clue-less"));
    }
}
