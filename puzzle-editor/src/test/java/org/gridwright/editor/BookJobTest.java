package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookJobTest {
    private static final PrintOptions APPENDIX = new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, false);

    /** Records what the job said and cancels when {@code cancelAt} first holds for a message. */
    private static final class Recorder implements Monitor {
        final List<String> messages = new ArrayList<>();
        final Predicate<String> cancelAt;
        volatile boolean cancelled;

        Recorder(Predicate<String> cancelAt) {
            this.cancelAt = cancelAt;
        }

        @Override
        public void progress(long done, long total, String message) {
            if (message != null) {
                messages.add(message);
                if (cancelAt.test(message)) {
                    cancelled = true;
                }
            }
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }
    }

    private static List<BookEntry> corpus(int n) {
        return Fixtures.corpusFiles().subList(0, n).stream().map(BookEntry::ofFile).toList();
    }

    /** The text of each page. */
    private static List<String> pages(byte[] pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf)) {
            List<String> out = new ArrayList<>();
            PDFTextStripper s = new PDFTextStripper();
            for (int i = 1; i <= d.getNumberOfPages(); i++) {
                s.setStartPage(i);
                s.setEndPage(i);
                out.add(s.getText(d).replaceAll("\\s+", " "));
            }
            return out;
        }
    }

    /** The first page from {@code from} on whose text contains {@code s}, or -1. */
    private static int pageOf(List<String> pages, String s, int from) {
        for (int i = from; i < pages.size(); i++) {
            if (pages.get(i).contains(s)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theBookHasItsTitlePageAndEveryPuzzleInBookOrder() throws Exception {
        BookPlan plan = new BookPlan("Autumn Puzzles", corpus(4));
        plan.moveDown(0); // the author's order, not the folder's
        List<BookEntry> order = plan.entries();
        Recorder m = new Recorder(s -> false);
        BookJob.Result r = BookJob.run(plan.title(), order, plan.options(), m);
        r.preview().close();
        List<String> pages = pages(r.pdf());
        assertEquals(4, r.puzzles());
        assertEquals(pages.size(), r.pages(), "the preview shows every page of the PDF");
        assertTrue(pages.get(0).contains("Autumn Puzzles"), pages.get(0));
        int contents = pageOf(pages, "Contents", 0);
        assertTrue(contents >= 1, "a contents page after the title page");
        int previous = contents;
        for (BookEntry e : order) {
            String title = e.name().replace(".lgp", "");
            int at = pageOf(pages, title, contents + 1);
            assertTrue(at > previous, title + " is printed after the puzzle before it: page " + at + " after " + previous);
            previous = at;
        }
        List<String> said = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            said.add("Reading puzzle " + (i + 1) + " of 4: " + order.get(i).name());
        }
        for (int i = 1; i <= 4; i++) {
            said.add("Preparing puzzle " + i + " of 4…");
        }
        for (int i = 1; i <= 4; i++) {
            said.add("Laying out puzzle " + i + " of 4…");
        }
        said.add("Writing the PDF…");
        said.add("Preparing the preview…");
        assertEquals(said, m.messages);
    }

    @Test
    void aPuzzleWithUnsavedChangesIsPrintedAsItsEditorHasIt() throws Exception {
        List<BookEntry> entries = new ArrayList<>(corpus(2));
        BookEntry disk = entries.get(1);
        entries.set(1, new BookEntry(disk.file(), Fixtures.bakery().toBuilder().title("Edited Not Saved").build()));
        BookJob.Result r = BookJob.run("Mixed", entries, APPENDIX, Monitor.NONE);
        r.preview().close();
        String all = String.join(" ", pages(r.pdf()));
        assertTrue(all.contains("Edited Not Saved"), all);
        assertFalse(all.contains(disk.name().replace(".lgp", "")), "the file on disk is not what is printed");
        assertTrue(all.contains(entries.get(0).name().replace(".lgp", "")));
    }

    @Test
    void puzzlesWithoutAUniqueSolutionAreNamedWithWhatIsWrong() throws Exception {
        List<BookEntry> entries = new ArrayList<>(corpus(3));
        Puzzle bakery = Fixtures.bakery();
        BookEntry second = entries.get(1);
        BookEntry third = entries.get(2);
        entries.set(1, new BookEntry(second.file(), bakery.withClues(List.of())));
        entries.set(2, new BookEntry(third.file(), bakery.withClues(List.of(
                new Clue.Match(new Ref("Name", "Alice"), new Ref("Day", "Monday"), null),
                new Clue.Match(new Ref("Name", "Alice"), new Ref("Day", "Tuesday"), null)))));
        BookJob.Result r = BookJob.run("Doubtful", entries, APPENDIX, Monitor.NONE);
        r.preview().close();
        assertEquals(List.of(second.name() + ": more than one solution",
                third.name() + ": no solution (its clues contradict each other)"), r.notUnique());

        BookJob.Result fine = BookJob.run("Fine", corpus(2), APPENDIX, Monitor.NONE);
        fine.preview().close();
        assertEquals(List.of(), fine.notUnique(), "the real puzzles are unique");
    }

    @Test
    void unreadableFilesAreAllNamedWithTheReadersMessageAndNothingIsWritten(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.lgp");
        Files.writeString(broken, "{\"format\": \"gridwright/1\", \"categories\": [");
        Path missing = dir.resolve("missing.lgp");
        List<BookEntry> entries = new ArrayList<>(corpus(2));
        entries.add(1, BookEntry.ofFile(broken));
        entries.add(BookEntry.ofFile(missing));
        Recorder m = new Recorder(s -> false);
        BookJob.UnreadableException e = assertThrows(BookJob.UnreadableException.class,
                () -> BookJob.run("Broken", entries, APPENDIX, m));
        assertEquals(2, e.problems().size(), e.getMessage());
        assertTrue(e.problems().get(0).startsWith(broken.toString() + ": "), e.problems().get(0));
        assertTrue(e.problems().get(1).startsWith(missing.toString() + ": "), e.problems().get(1));
        assertTrue(e.getMessage().endsWith(Bundle.MSG_BookNothingWritten()), e.getMessage());
        assertEquals(4, m.messages.size(), "every file was tried, none printed: " + m.messages);
        assertTrue(m.messages.stream().allMatch(s -> s.startsWith("Reading")), m.messages.toString());
    }

    @Test
    void cancelWhileReadingStopsAtOnceAndGivesNoBook() {
        Recorder m = new Recorder(s -> s.startsWith("Reading puzzle 2 "));
        assertThrows(CancelledException.class, () -> BookJob.run("Cancelled", corpus(4), APPENDIX, m));
        assertEquals(2, m.messages.size(), "no puzzle read after cancel: " + m.messages);
    }

    @Test
    void cancelWhilePrintingStopsThePrinterAtOnce() {
        Recorder m = new Recorder(s -> s.startsWith("Preparing puzzle 2 "));
        assertThrows(CancelledException.class, () -> BookJob.run("Cancelled", corpus(3), APPENDIX, m));
        assertEquals("Preparing puzzle 2 of 3…", m.messages.get(m.messages.size() - 1),
                "nothing after the cancel: " + m.messages);
    }
}
