package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartPngTest {
    @TempDir
    Path tmp;

    @Test
    void aChartIsSavedAsAPngOverAnOldFileAndNothingElseIsLeft() throws IOException {
        Path file = tmp.resolve("classes.png");
        Files.writeString(file, "old");
        DbView view = new DbView(CategoryDatabase.bundled());
        StatisticsTopComponent.writePng(StatisticsTopComponent.chart("Classes",
                ChartData.classes(view, CategoryKind.CATEGORICAL), Color.BLUE), file, 300, 200);
        byte[] head = Arrays.copyOf(Files.readAllBytes(file), 8);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, head);
        try (var files = Files.list(tmp)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
        assertEquals(300, javax.imageio.ImageIO.read(file.toFile()).getWidth());
    }
}
