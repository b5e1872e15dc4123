package org.gridwright.editor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridwright.core.task.Monitor;
import org.gridwright.print.Paper;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;

/**
 * How long Export Book takes between OK and the preview (read the files, print, open the PDF and render page 1), and
 * how long one more preview page takes to render, for books of the real corpus's puzzles (repeated to the size
 * asked). Not a test: run its main with the test classpath, e.g. {@code BookExportBench 12 60}.
 */
public final class BookExportBench {

    private BookExportBench() {
    }

    public static void main(String[] args) throws Exception {
        // the published corpus when it is beside the repository (the figures in BENCHMARKS.md), else the fixtures
        List<Path> corpus = org.gridwright.core.testing.TestCorpus.realDirIfPresent().isPresent()
                ? org.gridwright.core.testing.TestCorpus.realFiles() : Fixtures.corpusFiles();
        for (String a : args.length == 0 ? new String[] {"12", "60"} : args) {
            int n = Integer.parseInt(a);
            List<BookEntry> entries = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                entries.add(BookEntry.ofFile(corpus.get(i % corpus.size())));
            }
            for (boolean steps : new boolean[] {false, true}) {
                PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, steps);
                BookJob.run("warm-up", entries, o, Monitor.NONE).preview().close();
                long[] toPreview = new long[5];
                long[] page = new long[5];
                int pages = 0;
                for (int r = 0; r < toPreview.length; r++) {
                    long t0 = System.nanoTime();
                    BookJob.Result res = BookJob.run("Bench", entries, o, Monitor.NONE);
                    toPreview[r] = System.nanoTime() - t0;
                    pages = res.pages();
                    long t1 = System.nanoTime();
                    res.preview().render(pages / 2);
                    page[r] = System.nanoTime() - t1;
                    res.preview().close();
                }
                System.out.printf("%3d puzzles%s: %4d pages; OK to preview median %6.0f ms; one more page %4.0f ms%n",
                        n, steps ? " + steps" : "        ", pages, median(toPreview), median(page));
            }
        }
    }

    private static double median(long[] ns) {
        long[] s = ns.clone();
        Arrays.sort(s);
        return s[s.length / 2] / 1e6;
    }
}
