package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.junit.jupiter.api.Test;

/** A book printed with a {@link Monitor}: progress in order up to the end, and cancel stops it with no output. */
class BookProgressTest {
    private static final Book BOOK = new Book("Three", List.of(TestPuzzles.zebra(), TestPuzzles.polish(),
            TestPuzzles.longNames(4, 4, 8)));

    /** Remembers the units reported and cancels once {@code cancelAt} units are done (never when negative). */
    private static final class Units implements Monitor {
        final List<Long> done = new ArrayList<>();
        final List<Long> totals = new ArrayList<>();
        final long cancelAt;

        Units(long cancelAt) {
            this.cancelAt = cancelAt;
        }

        @Override
        public void progress(long d, long total, String message) {
            done.add(d);
            totals.add(total);
        }

        @Override
        public boolean isCancelled() {
            return cancelAt >= 0 && !done.isEmpty() && done.get(done.size() - 1) >= cancelAt;
        }
    }

    @Test
    void progressCountsEachPuzzleSolvedAndLaidOutThenTheWriteAndTheBookIsWhole() throws Exception {
        Units m = new Units(-1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(PrintOptions.DEFAULT).print(BOOK, out, m);
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L), m.done);
        assertTrue(m.totals.stream().allMatch(t -> t == 7L), m.totals.toString());
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        new PdfPrinter(PrintOptions.DEFAULT).print(BOOK, plain);
        try (PDDocument a = Loader.loadPDF(out.toByteArray()); PDDocument b = Loader.loadPDF(plain.toByteArray())) {
            assertEquals(b.getNumberOfPages(), a.getNumberOfPages(), "the monitored book is the same book");
        }
    }

    @Test
    void cancelWhileSolvingOrLayingOutStopsWithNothingWritten() throws Exception {
        for (long at : new long[] {0, 1, 4, 6}) {
            Units m = new Units(at);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertThrows(CancelledException.class,
                    () -> new PdfPrinter(PrintOptions.DEFAULT).print(BOOK, out, m), "cancelled at " + at);
            assertEquals(0, out.size(), "nothing written when cancelled at " + at);
            assertEquals(at, m.done.get(m.done.size() - 1), "no progress after the cancel at " + at);
        }
    }
}
