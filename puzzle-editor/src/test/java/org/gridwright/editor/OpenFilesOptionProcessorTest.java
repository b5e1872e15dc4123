package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpenFilesOptionProcessorTest {

    @Test
    void relativeNamesAreResolvedAgainstTheLaunchDirectory() {
        File cwd = new File("/tmp/launch");
        assertEquals(List.of(new File("/tmp/launch/a.lgp"), new File("/tmp/b.lgp"), new File("/abs/c.lgp")),
                OpenFilesOptionProcessor.resolve(cwd, "a.lgp", "../b.lgp", "/abs/c.lgp"));
    }
}
