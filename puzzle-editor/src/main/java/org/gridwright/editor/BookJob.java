package org.gridwright.editor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.solve.CompleteSolver;
import org.gridwright.core.solve.Status;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.print.Book;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.openide.util.NbBundle.Messages;

/**
 * Makes a book's PDF in memory, off the Swing thread: reads the puzzles (an entry with unsaved editor changes
 * is taken as the editor has it), prints them with {@link PdfPrinter} and opens the result for the preview. Nothing is
 * written to disk here; that is the preview's Save.
 */
@Messages({
    "# {0} - number", "# {1} - of", "# {2} - file", "MSG_BookReading=Reading puzzle {0} of {1}: {2}",
    "# {0} - number", "# {1} - of", "MSG_BookPreparing=Preparing puzzle {0} of {1}…",
    "# {0} - number", "# {1} - of", "MSG_BookLayout=Laying out puzzle {0} of {1}…",
    "MSG_BookWriting=Writing the PDF…",
    "MSG_BookRendering=Preparing the preview…",
    "MSG_BookNothingWritten=Nothing written.",
    "# {0} - file", "# {1} - what is wrong", "MSG_BookNotUnique={0}: {1}",
    "MSG_BookMultiple=more than one solution",
    "MSG_BookContradictory=no solution (its clues contradict each other)"
})
final class BookJob {
    /**
     * The book's PDF, opened for the preview (whoever takes it closes the preview), and the puzzles that have no
     * unique solution (each as "file: what is wrong", in book order; the PDF prints them with a note saying so).
     */
    record Result(byte[] pdf, PdfPreview preview, int puzzles, List<String> notUnique) {
        int pages() {
            return preview.pageCount();
        }
    }

    /** Puzzles that could not be read: the message names each file and what is wrong, and that nothing was written. */
    static final class UnreadableException extends Exception {
        private final List<String> problems;

        UnreadableException(List<String> problems) {
            super(String.join("\n", problems) + "\n" + Bundle.MSG_BookNothingWritten());
            this.problems = List.copyOf(problems);
        }

        /** One reader's message per file that could not be read. */
        List<String> problems() {
            return problems;
        }
    }

    private BookJob() {
    }

    /**
     * The book of {@code entries} titled {@code title}. Progress: one unit per puzzle read, then the printer's units
     * (each puzzle solved, each laid out, the PDF written), then one for the preview.
     *
     * @throws UnreadableException when any puzzle cannot be read (all are tried, all are named)
     * @throws CancelledException  when {@code m} is cancelled
     */
    static Result run(String title, List<BookEntry> entries, PrintOptions o, Monitor m)
            throws UnreadableException, IOException {
        int n = entries.size();
        long printing = 2L * n + 1;
        long total = n + printing + 1;
        List<Puzzle> puzzles = new ArrayList<>(n);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            m.checkCancelled();
            BookEntry e = entries.get(i);
            m.progress(i, total, Bundle.MSG_BookReading(i + 1, n, e.name()));
            if (e.fromEditor()) {
                puzzles.add(e.edited());
            } else {
                try {
                    puzzles.add(PuzzleReader.read(e.file()));
                } catch (PuzzleFormatException ex) {
                    problems.add(ex.getMessage());
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new UnreadableException(problems);
        }
        // the author should hear of a puzzle that is not unique before the book goes out, not find a note in it
        List<String> notUnique = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            m.checkCancelled();
            Status st = CompleteSolver.solve(puzzles.get(i), m).status();
            if (st != Status.UNIQUE) {
                notUnique.add(Bundle.MSG_BookNotUnique(entries.get(i).name(),
                        st == Status.MULTIPLE ? Bundle.MSG_BookMultiple() : Bundle.MSG_BookContradictory()));
            }
        }
        m.checkCancelled();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o).print(new Book(title.strip(), puzzles), out, new Monitor() {
            @Override
            public void progress(long done, long units, String message) {
                if (done < printing) {
                    m.progress(n + done, total, printing(done, n));
                }
            }

            @Override
            public boolean isCancelled() {
                return m.isCancelled();
            }
        });
        byte[] pdf = out.toByteArray();
        m.checkCancelled();
        m.progress(n + printing, total, Bundle.MSG_BookRendering());
        PdfPreview preview = PdfExport.preview(pdf);
        if (m.isCancelled()) {
            preview.close();
            throw new CancelledException();
        }
        m.progress(total, total, null);
        return new Result(pdf, preview, n, List.copyOf(notUnique));
    }

    /** What the printer is doing at its unit {@code done} of a book of {@code n} puzzles. */
    private static String printing(long done, int n) {
        if (done < n) {
            return Bundle.MSG_BookPreparing(done + 1, n);
        }
        return done < 2L * n ? Bundle.MSG_BookLayout(done - n + 1, n) : Bundle.MSG_BookWriting();
    }
}
