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
    void anUnknownIdIsShownAsItIs() {
        assertEquals("my-technique", TechniqueNames.of("my-technique"));
        assertEquals("Ordering clue", TechniqueNames.of("clue-less"));
    }
}
